import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import documentScreenQuery from '../../../web/src/__generated__/DocumentScreenQuery.graphql';
import { notify } from '../../../server/notifications/notify';
import { MailCatcher } from '../auth/mail-catcher';
import { decide, textFile, upload } from '../documents/fixtures';
import { nextEvents, startTestApp, type TestApp, type TestClient } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';

/*
 * Notifications end to end: the events where they happen, the recipient's centre (and only theirs),
 * the live count over graphql-ws, the email in the recipient's language whose link opens the
 * document, and Slack messages to a local server standing for Slack, retried on 5xx.
 */
let app: TestApp;
let mail: MailCatcher;
let slack: Server;
let slackUrl: string;
const slackCalls: Array<{ path: string; body: { text?: string } }> = [];
let slackAnswers: number[] = [];
const webDist = mkdtempSync(join(tmpdir(), 'paraphe-web-'));
let manager: SignedInUser;
let member: SignedInUser;
let colleague: SignedInUser;
let outsider: SignedInUser;

beforeAll(async () => {
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  mail = new MailCatcher();
  slack = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      slackCalls.push({ path: request.url ?? '', body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as { text?: string } });
      response.statusCode = slackAnswers.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => slack.listen(0, '127.0.0.1', resolve));
  slackUrl = `http://127.0.0.1:${(slack.address() as AddressInfo).port}/services/T1/B1/secret`;
  app = await startTestApp({ env: { SMTP_URL: await mail.start(), ALLOW_PRIVATE_FETCH: 'true' }, web: webDist });
  manager = await createSignedInUser(app, { role: 'MANAGER', locale: 'en' });
  member = await createSignedInUser(app, { organizationId: manager.organizationId, locale: 'fr' });
  colleague = await createSignedInUser(app, { organizationId: manager.organizationId, locale: 'en' });
  outsider = await createSignedInUser(app, { role: 'ADMIN' });
}, 60_000);

afterAll(async () => {
  await app?.stop();
  await mail?.stop();
  await new Promise((resolve) => slack?.close(resolve));
  rmSync(webDist, { recursive: true, force: true });
});

const CENTRE = `{ notificationCentre { unreadCount latest(first: 50) { id type documentId documentTitle documentStatus actorName read } } }`;

async function centre(client: TestClient) {
  const answer = await client.graphql(CENTRE);
  expect(answer.errors).toBeUndefined();
  return answer.data!.notificationCentre as {
    unreadCount: number;
    latest: Array<{ id: string; type: string; documentId: string; documentTitle: string; documentStatus: string; actorName: string; read: boolean }>;
  };
}

const rawId = (id: string) => Buffer.from(id, 'base64').toString().split(':')[1];

async function uploadText(by: SignedInUser, title: string) {
  // One second apart, so that the newest notification is the latest one's.
  app.clock.advance(1000);
  const uploaded = await upload(by.client, title, textFile('This agreement is governed by the laws of France.\n', `${title}.txt`));
  return uploaded.document as { id: string; riskScore: number };
}

async function settings(client: TestClient, input: Record<string, unknown>) {
  const answer = await client.graphql(
    `mutation($input: UpdateNotificationSettingsInput!) { updateNotificationSettings(input: $input) { __typename ... on Error { code } ... on ValidationFailed { problems { code } } } }`,
    { input },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.updateNotificationSettings as { __typename: string; problems?: Array<{ code: string }> };
}

describe('who is told', () => {
  it("tells the organization's managers of a document a member filed, and no one else", async () => {
    const document = await uploadText(member, 'Supply terms');
    const told = await centre(manager.client);
    expect(told.latest[0]).toMatchObject({
      type: 'DOCUMENT_RECEIVED',
      documentId: document.id,
      documentTitle: 'Supply terms',
      actorName: 'Test User',
      read: false,
    });
    expect(told.unreadCount).toBeGreaterThanOrEqual(1);
    // The uploader is not told of their own action; another member and another organization see nothing.
    for (const other of [member, colleague, outsider]) expect((await centre(other.client)).latest.some((row) => row.documentId === document.id)).toBe(false);
  });

  it('alerts the managers and the uploader of a high-risk document', async () => {
    const uploaded = await upload(
      member.client,
      'Risky deal',
      textFile(readFileSync(new URL('../analysis/fixtures/services-agreement.en.txt', import.meta.url), 'utf8'), 'deal.txt'),
    );
    await app.services.jobs.runDueJobs();
    expect((await app.db.prisma.document.findUniqueOrThrow({ where: { id: rawId(uploaded.document.id) } })).riskScore).toBeGreaterThanOrEqual(8);
    for (const reader of [manager, member]) {
      expect((await centre(reader.client)).latest.filter((row) => row.documentId === uploaded.document.id).map((row) => row.type)).toContain('HIGH_RISK');
    }
    expect((await centre(colleague.client)).latest.some((row) => row.documentId === uploaded.document.id)).toBe(false);
  });

  it('tells the uploader of the decision taken on their document', async () => {
    const document = await uploadText(member, 'Decided NDA');
    const answer = await manager.client.graphql(decide('refuseDocument'), { id: document.id });
    expect(answer.data!.refuseDocument.__typename).toBe('MutationRefuseDocumentSuccess');
    const row = (await centre(member.client)).latest.find((one) => one.documentId === document.id && one.type === 'DOCUMENT_DECIDED');
    expect(row).toMatchObject({ documentStatus: 'REFUSED', actorName: 'Test User' });
    expect((await centre(manager.client)).latest.some((one) => one.documentId === document.id && one.type === 'DOCUMENT_DECIDED')).toBe(false);
  });

  it('tells a signer live, over the subscription, that it is their turn to sign, and no other member', async () => {
    const document = await uploadText(manager, 'Signed together');
    await app.services.jobs.runDueJobs();
    const before = (await centre(colleague.client)).unreadCount;
    const live = 'subscription { notificationCentreChanged { unreadCount latest(first: 1) { type documentId } } }';
    const socket = colleague.client.socket();
    const events = nextEvents(socket, live, {}, 1);
    const othersSocket = member.client.socket();
    const othersHeard = nextEvents(othersSocket, live, {}, 1, 2000).then(
      () => 'heard',
      () => 'silent',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const requested = await manager.client.graphql(`mutation($input: RequestSignaturesInput!) { requestSignatures(input: $input) { __typename } }`, {
      input: { id: document.id, signerIds: [Buffer.from(`User:${colleague.userId}`).toString('base64')], mode: 'SEQUENTIAL' },
    });
    expect(requested.data!.requestSignatures.__typename).toBe('MutationRequestSignaturesSuccess');
    await app.services.jobs.runDueJobs();
    const [event] = await events;
    await socket.dispose();
    expect(await othersHeard).toBe('silent');
    await othersSocket.dispose();
    expect(event.data!.notificationCentreChanged).toEqual({ unreadCount: before + 1, latest: [{ type: 'SIGNATURE_REQUESTED', documentId: document.id }] });
  });

  it('tells a signer live, in the refusal of another signer, that their ask to sign no longer stands', async () => {
    const document = await uploadText(manager, 'Refused together');
    await manager.client.graphql(`mutation($input: RequestSignaturesInput!) { requestSignatures(input: $input) { __typename } }`, {
      input: { id: document.id, signerIds: [member, colleague].map((user) => Buffer.from(`User:${user.userId}`).toString('base64')), mode: 'PARALLEL' },
    });
    await app.services.jobs.runDueJobs();
    const before = (await centre(colleague.client)).unreadCount;
    const socket = colleague.client.socket();
    const events = nextEvents(socket, 'subscription { notificationCentreChanged { unreadCount latest(first: 10) { type read documentId } } }', {}, 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const refused = await member.client.graphql(`mutation($input: RefuseSignatureInput!) { refuseSignature(input: $input) { __typename } }`, {
      input: { id: document.id, reason: 'Le montant est faux' },
    });
    expect(refused.data!.refuseSignature.__typename).toBe('MutationRefuseSignatureSuccess');
    // Heard at once, from the refusal's own transaction (no job has run): the ask is read, the refusal's news unread.
    const [event] = await events;
    await socket.dispose();
    const heard = event.data!.notificationCentreChanged as { unreadCount: number; latest: Array<{ type: string; read: boolean; documentId: string }> };
    expect(heard.unreadCount).toBe(before);
    const aboutIt = heard.latest.filter((row) => row.documentId === document.id).map(({ type, read }) => ({ type, read }));
    expect(aboutIt.sort((a, b) => a.type.localeCompare(b.type))).toEqual([
      { type: 'DOCUMENT_DECIDED', read: false },
      { type: 'SIGNATURE_REQUESTED', read: true },
    ]);
  });

  it('reminds the signers still awaited when a reminder is raised, and respects a muted type', async () => {
    const document = await uploadText(manager, 'Waiting contract');
    await manager.client.graphql(`mutation($input: RequestSignaturesInput!) { requestSignatures(input: $input) { __typename } }`, {
      input: { id: document.id, signerIds: [member, colleague].map((user) => Buffer.from(`User:${user.userId}`).toString('base64')), mode: 'PARALLEL' },
    });
    expect((await settings(colleague.client, { types: ['DOCUMENT_RECEIVED', 'HIGH_RISK', 'SIGNATURE_REQUESTED', 'DOCUMENT_DECIDED'] })).__typename).toBe(
      'MutationUpdateNotificationSettingsSuccess',
    );
    await app.db.prisma.$transaction((tx) =>
      notify(tx, app.services, { organizationId: manager.organizationId, type: 'REMINDER', documentId: rawId(document.id) }),
    );
    expect((await centre(member.client)).latest.filter((row) => row.documentId === document.id).map((row) => row.type)).toContain('REMINDER');
    expect((await centre(colleague.client)).latest.filter((row) => row.documentId === document.id).map((row) => row.type)).not.toContain('REMINDER');
    await settings(colleague.client, { types: ['DOCUMENT_RECEIVED', 'HIGH_RISK', 'SIGNATURE_REQUESTED', 'DOCUMENT_DECIDED', 'REMINDER'] });
  });

  it('never notifies a member of another organization named as a recipient', async () => {
    const document = await uploadText(manager, 'Walled off');
    await app.db.prisma.$transaction((tx) =>
      notify(tx, app.services, {
        organizationId: manager.organizationId,
        type: 'REMINDER',
        documentId: rawId(document.id),
        recipientUserIds: [outsider.userId, colleague.userId],
      }),
    );
    expect((await centre(outsider.client)).latest.some((row) => row.documentId === document.id)).toBe(false);
    expect((await centre(colleague.client)).latest.some((row) => row.documentId === document.id)).toBe(true);
  });
});

describe('reading', () => {
  it('marks one notification read, then all, for its recipient only', async () => {
    await uploadText(member, 'First to read');
    await uploadText(member, 'Second to read');
    const { latest } = await centre(manager.client);
    const [first] = latest.filter((row) => !row.read);
    // Another member, and another organization, cannot mark it.
    for (const intruder of [colleague, outsider]) {
      const refused = await intruder.client.graphql(`mutation($id: ID!) { markNotificationRead(id: $id) { __typename ... on Error { code } } }`, {
        id: first.id,
      });
      expect(refused.data!.markNotificationRead).toEqual({ __typename: 'AppError', code: 'NOT_FOUND' });
    }
    expect((await centre(manager.client)).latest.find((row) => row.id === first.id)!.read).toBe(false);
    const marked = await manager.client.graphql(
      `mutation($id: ID!) { markNotificationRead(id: $id) { __typename ... on MutationMarkNotificationReadSuccess { centre { unreadCount } } } }`,
      { id: first.id },
    );
    expect(marked.data!.markNotificationRead.__typename).toBe('MutationMarkNotificationReadSuccess');
    expect((await centre(manager.client)).latest.find((row) => row.id === first.id)!.read).toBe(true);
    const all = await manager.client.graphql(
      `mutation { markAllNotificationsRead { ... on MutationMarkAllNotificationsReadSuccess { centre { unreadCount } } } }`,
    );
    expect(all.data!.markAllNotificationsRead.centre.unreadCount).toBe(0);
    expect((await centre(member.client)).unreadCount).toBeGreaterThan(0);
  });
});

describe('deliveries', () => {
  it("emails the notification in the recipient's language, with a link that opens the document", async () => {
    await app.services.jobs.runDueJobs();
    const after = mail.mails.length;
    const document = await uploadText(member, 'Lease renewal');
    await app.services.jobs.runDueJobs();
    const sent = await mail.next(manager.email, after);
    expect(sent.subject).toBe('Document received: Lease renewal');
    expect(sent.raw).toContain('Open the document');
    const link = new URL(sent.links.find((candidate) => new URL(candidate).pathname.startsWith('/documents/'))!);
    const page = await fetch(`${app.url}${link.pathname}`);
    expect(page.status).toBe(200);
    const shown = await manager.client.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        documentId: documentScreenQuery.params.id,
        operationName: 'DocumentScreenQuery',
        variables: { id: decodeURIComponent(link.pathname.split('/')[2]) },
      }),
    });
    expect(((await shown.json()) as { data: { node: { id: string; title: string } } }).data.node).toMatchObject({ id: document.id, title: 'Lease renewal' });
  });

  it('writes in French to a French reader, and sends nothing by email once email is off', async () => {
    const french = await createSignedInUser(app, { role: 'MANAGER', organizationId: manager.organizationId, locale: 'fr' });
    await app.services.jobs.runDueJobs();
    let after = mail.mails.length;
    await uploadText(member, 'Bail commercial');
    await app.services.jobs.runDueJobs();
    expect((await mail.next(french.email, after)).subject).toBe('Document reçu : Bail commercial');
    expect((await settings(french.client, { emailEnabled: false })).__typename).toBe('MutationUpdateNotificationSettingsSuccess');
    after = mail.mails.length;
    await uploadText(member, 'Sans e-mail');
    await app.services.jobs.runDueJobs();
    await mail.next(manager.email, after);
    expect(mail.mails.slice(after).some((caught) => caught.to.includes(french.email))).toBe(false);
    expect((await centre(french.client)).latest[0].documentTitle).toBe('Sans e-mail');
  });

  it('sends no second email to the people the signature flow mails itself', async () => {
    const document = await uploadText(member, 'Signed by Bruno');
    await manager.client.graphql(`mutation($input: RequestSignaturesInput!) { requestSignatures(input: $input) { __typename } }`, {
      input: { id: document.id, signerIds: [Buffer.from(`User:${colleague.userId}`).toString('base64')], mode: 'SEQUENTIAL' },
    });
    await app.services.jobs.runDueJobs();
    const after = mail.mails.length;
    const signed = await colleague.client.graphql(`mutation($input: SignAsRequestedInput!) { signAsRequested(input: $input) { __typename } }`, {
      input: { id: document.id, signatureType: 'SIMPLE' },
    });
    expect(signed.data!.signAsRequested.__typename).toBe('MutationSignAsRequestedSuccess');
    await app.services.jobs.runDueJobs();
    const subjects = (to: string) =>
      mail.mails
        .slice(after)
        .filter((caught) => caught.to.includes(to))
        .map((caught) => caught.subject);
    // The uploader follows the document from outside the request: the notification email tells them.
    expect(subjects(member.email)).toEqual(['Décision sur : Signed by Bruno']);
    // The requester has the flow's own email, and the decision in the bell only.
    expect(subjects(manager.email)).toEqual(['Document signed: Signed by Bruno']);
    expect((await centre(manager.client)).latest.some((row) => row.documentId === document.id && row.type === 'DOCUMENT_DECIDED')).toBe(true);
  });

  it('posts to the Slack incoming webhook and tries again when Slack answers 5xx', async () => {
    const slacker = await createSignedInUser(app, { role: 'MANAGER', organizationId: manager.organizationId, locale: 'en' });
    expect((await settings(slacker.client, { slackEnabled: true, slackWebhookUrl: slackUrl, emailEnabled: false })).__typename).toBe(
      'MutationUpdateNotificationSettingsSuccess',
    );
    slackCalls.length = 0;
    slackAnswers = [503];
    const document = await uploadText(member, 'Slack me <!channel>');
    await app.services.jobs.runDueJobs();
    expect(slackCalls).toHaveLength(1);
    expect(
      await app.db.prisma.job.findFirst({ where: { queue: 'notification-slack', status: 'QUEUED' }, select: { attempts: true, lastError: true } }),
    ).toEqual({ attempts: 1, lastError: 'Slack answered HTTP 503' });
    app.clock.advance(60_000);
    await app.services.jobs.runDueJobs();
    expect(slackCalls).toHaveLength(2);
    expect(slackCalls[1].path).toBe('/services/T1/B1/secret');
    expect(slackCalls[1].body.text).toContain('filed “Slack me &lt;!channel&gt;” in Paraphe.');
    expect(slackCalls[1].body.text).toContain(`/documents/${encodeURIComponent(document.id)}|Open the document>`);
    expect(await app.db.prisma.job.count({ where: { queue: 'notification-slack', status: { not: 'DONE' } } })).toBe(0);
    // Nobody else has Slack on: one message per notification, to its recipient's hook only.
    await settings(slacker.client, { slackEnabled: false });
    await uploadText(member, 'Slack off');
    await app.services.jobs.runDueJobs();
    expect(slackCalls).toHaveLength(2);
  });
});
