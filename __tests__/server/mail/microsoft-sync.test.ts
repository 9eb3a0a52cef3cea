import { openCredentials } from '../../../server/mail/mail-credentials';
import { scheduleMailSyncs } from '../../../server/mail/mail-sync-scheduler';
import { MAIL_SYNC_QUEUE, syncMailAccount } from '../../../server/mail/sync-mail-account';
import { startTestApp, type TestApp, type TestClient } from '../../support/test-app';
import { createVerifiedUser, signedInClient } from '../auth/accounts';
import { startFakeGraph, type FakeMailApi } from './fake-mail-apis';
import { CONTRACT_TEXT, pdfWith } from './mail-fixtures';
import { ACCOUNTS, MESSAGES, TEST_CONNECTION, connectOAuthAccount, mailDocuments, storedRow } from './oauth-accounts';

const HOUR = 3600_000;

let app: TestApp;
let graph: FakeMailApi;
let alice: TestClient;
let aliceId: string;
let accountId: string;
let globalId: string;

beforeAll(async () => {
  graph = await startFakeGraph('paraphe-ms', 'ms-secret');
  app = await startTestApp({
    env: {
      MICROSOFT_CLIENT_ID: 'paraphe-ms',
      MICROSOFT_CLIENT_SECRET: 'ms-secret',
      MICROSOFT_TOKEN_URL: `${graph.url}/token`,
      MICROSOFT_GRAPH_URL: `${graph.url}/graph`,
    },
  });
  aliceId = (await createVerifiedUser(app, 'alice@paraphe.test')).id;
  alice = await signedInClient(app, 'alice@paraphe.test');
  accountId = (await connectOAuthAccount(app, aliceId, 'MICROSOFT', 'alice@contoso.example', graph)).id;
  globalId = (await alice.graphql(ACCOUNTS)).data!.mailAccounts[0].id;
}, 60_000);

afterAll(async () => {
  await app?.stop();
  await graph?.stop();
});

/** Whole seconds, as Graph's receivedDateTime has. */
const ago = (ms: number) => new Date(Math.floor((app.clock.now().getTime() - ms) / 1000) * 1000);
const account = () => app.db.prisma.mailAccount.findUniqueOrThrow({ where: { id: accountId } });

test('test connection reads the inbox folder with the stored token', async () => {
  const answer = await alice.graphql(TEST_CONNECTION, { id: globalId });
  expect(answer.data?.testMailAccountConnection.result).toEqual({ ok: true, error: null });
  expect(graph.calls(/\/graph\/me\/mailFolders\/inbox$/).at(-1)?.authorization).toBe(`Bearer ${graph.accessToken}`);
});

test('the scheduler enqueues the Microsoft account; its sync files accepted file attachments from their sender and skips the rest', async () => {
  graph.add({
    from: 'legal@acme.example',
    fromName: 'Acme Legal',
    subject: 'Contract to sign',
    messageId: '<contract-1@acme.example>',
    receivedAt: ago(3 * HOUR),
    attachments: [
      { filename: 'Service agreement.pdf', content: await pdfWith(CONTRACT_TEXT), contentType: 'application/pdf' },
      { filename: 'logo.png', content: Buffer.from('89504e470d0a1a0a', 'hex'), contentType: 'image/png' },
      { filename: 'Forwarded.txt', content: Buffer.from('an attached Outlook item'), item: true },
    ],
  });
  graph.add({ from: 'friend@elsewhere.example', subject: 'Lunch?', messageId: '<lunch@elsewhere.example>', receivedAt: ago(2.5 * HOUR) });
  graph.add({
    from: 'bob@supplier.example',
    fromName: 'Bob Supplier',
    subject: 'Terms and a program',
    messageId: '<terms-1@supplier.example>',
    receivedAt: ago(2 * HOUR),
    attachments: [
      { filename: 'terms.txt', content: Buffer.from(CONTRACT_TEXT), contentType: 'text/plain' },
      { filename: 'setup.exe', content: Buffer.from('MZ not really a program') },
      { filename: 'signature.txt', content: Buffer.from('inline part'), inline: true },
    ],
  });
  graph.add({
    from: 'alice@contoso.example',
    subject: 'Sent',
    messageId: '<sent@contoso.example>',
    receivedAt: ago(HOUR),
    inInbox: false,
    attachments: [{ filename: 'mine.pdf', content: await pdfWith('Mine') }],
  });
  graph.add({
    from: 'old@acme.example',
    subject: 'Old',
    messageId: '<old@acme.example>',
    receivedAt: ago(40 * 24 * HOUR),
    attachments: [{ filename: 'old.txt', content: Buffer.from(CONTRACT_TEXT) }],
  });
  const bare = graph.add({
    from: 'Carol@Notary.example',
    subject: 'Deed',
    receivedAt: ago(HOUR / 2),
    attachments: [{ filename: 'deed.txt', content: Buffer.from(CONTRACT_TEXT) }],
  });

  expect(await scheduleMailSyncs(app.services)).toBe(1);
  const mark = graph.requests.length;
  await app.services.jobs.runDueJobs();

  const documents = await mailDocuments(app);
  expect(documents.map((document) => [document.originalFilename, document.title, document.sender?.email, document.sender?.domain]).sort()).toEqual([
    ['Service agreement.pdf', 'Service agreement', 'legal@acme.example', 'acme.example'],
    ['deed.txt', 'deed', 'carol@notary.example', 'notary.example'],
    ['terms.txt', 'terms', 'bob@supplier.example', 'supplier.example'],
  ]);
  expect(documents.every((document) => document.uploadedById === aliceId && document.mailMessageId)).toBe(true);

  // The list: filter, order and fields as Graph wants them, paged through @odata.nextLink.
  const lists = graph.calls(/\/mailFolders\/inbox\/messages$/, mark);
  expect(lists.length).toBe(2);
  expect(lists[0].query.get('$filter')).toMatch(/^receivedDateTime ge \d{4}-\d\d-\d\dT[\d:.]+Z and hasAttachments eq true$/);
  expect(new Date(lists[0].query.get('$filter')!.split(' ')[2]).getTime()).toBe(app.clock.now().getTime() - 30 * 24 * HOUR);
  expect(lists[0].query.get('$orderby')).toBe('receivedDateTime asc');
  expect(lists[0].query.get('$select')).toBe('id,internetMessageId,subject,from,receivedDateTime,hasAttachments');
  expect(lists[1].query.get('$skip')).toBe('2');
  // Attachments listed without their content (paged too), then only accepted files fetched one by one.
  expect(graph.calls(/\/attachments$/, mark).every((request) => request.query.get('$select') === 'id,name,contentType,size,isInline')).toBe(true);
  expect(graph.calls(/\/attachments\/[^/]+$/, mark)).toHaveLength(3);

  const synced = await account();
  expect(synced).toMatchObject({ lastError: null, uidValidity: null, lastUid: BigInt(ago(HOUR / 2).getTime()) });
  expect(await app.db.prisma.job.count({ where: { queue: MAIL_SYNC_QUEUE, status: 'DONE' } })).toBe(1);

  const messages = await alice.graphql(MESSAGES, { accountId: globalId });
  expect(messages.errors).toBeUndefined();
  expect(messages.data?.mailMessages.map((message: { messageId: string }) => message.messageId)).toEqual([
    `graph:${bare}`,
    '<terms-1@supplier.example>',
    '<contract-1@acme.example>',
  ]);
  expect(messages.data?.mailMessages[2]).toMatchObject({
    fromAddress: 'legal@acme.example',
    fromName: 'Acme Legal',
    subject: 'Contract to sign',
    attachmentNames: ['Service agreement.pdf', 'logo.png', 'Forwarded.txt'],
    receivedAt: ago(3 * HOUR).toISOString(),
    processed: true,
    documents: [{ title: 'Service agreement', source: 'MAIL', sender: { email: 'legal@acme.example' } }],
  });
});

test('a second sync files nothing twice and downloads nothing again; new mail after it is filed', async () => {
  const before = (await mailDocuments(app)).length;
  let mark = graph.requests.length;
  await syncMailAccount(app.services, accountId);
  expect(await mailDocuments(app)).toHaveLength(before);
  expect(graph.calls(/\/attachments/, mark)).toHaveLength(0);
  expect(graph.calls(/\/mailFolders\/inbox\/messages$/, mark)[0].query.get('$filter')).toBe(
    `receivedDateTime ge ${ago(HOUR / 2).toISOString()} and hasAttachments eq true`,
  );

  app.clock.advance(10 * 60_000);
  graph.add({
    from: 'dave@lawfirm.example',
    subject: 'Addendum',
    messageId: '<addendum@lawfirm.example>',
    receivedAt: ago(60_000),
    attachments: [{ filename: 'Addendum.pdf', content: await pdfWith('Addendum to the agreement') }],
  });
  mark = graph.requests.length;
  await syncMailAccount(app.services, accountId);
  const documents = await mailDocuments(app);
  expect(documents).toHaveLength(before + 1);
  expect(documents.find((document) => document.originalFilename === 'Addendum.pdf')?.sender?.email).toBe('dave@lawfirm.example');
  expect(graph.calls(/\/attachments\/[^/]+$/, mark)).toHaveLength(1);
  expect((await account()).lastUid).toBe(BigInt(ago(60_000).getTime()));
});

test('an expired access token is refreshed once; the new (rotated) tokens are stored sealed', async () => {
  const oldToken = graph.accessToken;
  app.clock.advance(2 * HOUR);
  graph.revokeAccessToken();
  graph.add({
    from: 'erin@bank.example',
    subject: 'Statement',
    messageId: '<statement@bank.example>',
    receivedAt: ago(60_000),
    attachments: [{ filename: 'statement.txt', content: Buffer.from(CONTRACT_TEXT) }],
  });
  const refreshes = graph.tokenRequests.length;
  const mark = graph.requests.length;
  await syncMailAccount(app.services, accountId);

  expect(graph.tokenRequests.slice(refreshes).map((form) => Object.fromEntries(form))).toEqual([
    {
      grant_type: 'refresh_token',
      refresh_token: 'ms-refresh-token-0',
      client_id: 'paraphe-ms',
      client_secret: 'ms-secret',
      scope: 'openid email offline_access https://graph.microsoft.com/User.Read https://graph.microsoft.com/Mail.Read',
    },
  ]);
  expect(graph.requests.slice(mark).every((request) => request.authorization === `Bearer ${graph.accessToken}`)).toBe(true);
  expect((await mailDocuments(app)).map((document) => document.originalFilename)).toContain('statement.txt');
  const synced = await account();
  expect(synced.lastError).toBeNull();
  expect(openCredentials(synced.credentials!, app.config.ENCRYPTION_KEY)).toEqual({
    kind: 'oauth',
    accessToken: graph.accessToken,
    refreshToken: graph.refreshToken,
    expiresAt: app.clock.now().getTime() + HOUR,
    scope: 'mail',
  });
  expect(graph.refreshToken).not.toBe('ms-refresh-token-0');
  const row = await storedRow(app, accountId);
  for (const secret of [graph.accessToken, graph.refreshToken, oldToken, 'ms-refresh-token-0']) expect(row).not.toContain(secret);
});

test('a NUL or a lone surrogate in a subject, a sender name or an attachment name is cleaned, and the message filed', async () => {
  graph.add({
    from: 'frank@odd.example',
    fromName: 'Fr\u0000ank \uD800',
    subject: 'Deal\u0000 \uDC00terms',
    messageId: '<odd@odd.example>',
    receivedAt: ago(30_000),
    attachments: [{ filename: 'de\u0000al\uD800.txt', content: Buffer.from(CONTRACT_TEXT) }],
  });
  await syncMailAccount(app.services, accountId);
  expect((await account()).lastError).toBeNull();
  const message = await app.db.prisma.mailMessage.findFirstOrThrow({ where: { messageId: '<odd@odd.example>' }, include: { documents: true } });
  expect(message).toMatchObject({ subject: 'Deal \uFFFDterms', fromName: 'Frank \uFFFD', attachmentNames: ['deal\uFFFD.txt'], processed: true });
  expect(message.documents.map((document) => [document.title, document.originalFilename])).toEqual([['deal\uFFFD', 'deal\uFFFD.txt']]);
});

test('a token Graph refuses before its expiry is refreshed on the 401 and the call retried', async () => {
  alice = await signedInClient(app, 'alice@paraphe.test');
  graph.revokeAccessToken();
  const refreshes = graph.tokenRequests.length;
  await syncMailAccount(app.services, accountId);
  expect(graph.tokenRequests.length).toBe(refreshes + 1);
  const synced = await account();
  expect(synced.lastError).toBeNull();
  expect(openCredentials(synced.credentials!, app.config.ENCRYPTION_KEY)).toMatchObject({ accessToken: graph.accessToken, refreshToken: graph.refreshToken });
  const answer = await alice.graphql(TEST_CONNECTION, { id: globalId });
  expect(answer.data?.testMailAccountConnection.result).toEqual({ ok: true, error: null });
  expect(graph.tokenRequests.length).toBe(refreshes + 1);
});

test('a refused refresh is recorded as the last error without failing the job; test connection reports it', async () => {
  graph.failRefresh = true;
  graph.revokeAccessToken();
  expect(await scheduleMailSyncs(app.services)).toBe(1);
  await app.services.jobs.runDueJobs();
  const jobs = await app.db.prisma.job.findMany({ where: { queue: MAIL_SYNC_QUEUE } });
  expect(jobs.map((job) => job.status)).toEqual(['DONE', 'DONE']);
  const failed = await account();
  expect(failed.status).toBe('ACTIVE');
  expect(failed.lastError).toBe('MAIL_AUTH_FAILED: The provider refused to renew the access (invalid_grant): connect the mailbox again');
  expect(failed.lastError).not.toContain('ms-refresh-token');

  const tested = await alice.graphql(TEST_CONNECTION, { id: globalId });
  expect(tested.data?.testMailAccountConnection.result).toEqual({ ok: false, error: 'MAIL_AUTH_FAILED' });
  const listed = await alice.graphql(ACCOUNTS);
  expect(listed.data?.mailAccounts[0]).toMatchObject({ status: 'ACTIVE', lastError: expect.stringContaining('MAIL_AUTH_FAILED') });
  expect(JSON.stringify(listed)).not.toMatch(/ms-(access|refresh)-token/);
});

test('a paused Microsoft account is not scheduled', async () => {
  await app.db.prisma.mailAccount.update({ where: { id: accountId }, data: { status: 'PAUSED' } });
  expect(await scheduleMailSyncs(app.services)).toBe(0);
});
