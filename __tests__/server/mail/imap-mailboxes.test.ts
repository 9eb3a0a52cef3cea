// Also on PostgreSQL, Redis and S3: mailbox syncs scheduled in SQL.
import { openCredentials } from '../../../server/mail/mail-credentials';
import { scheduleMailSyncs } from '../../../server/mail/mail-sync-scheduler';
import { MAIL_SYNC_QUEUE, syncMailAccount } from '../../../server/mail/sync-mail-account';
import { createOrganizationWithOwner } from '../../../server/onboarding/create-organization';
import { hashPassword } from '../../../server/auth/passwords';
import { startTestApp, type TestApp, type TestClient } from '../../support/test-app';
import { createVerifiedUser, signedInClient } from '../auth/accounts';
import { STRONG_PASSWORD } from '../auth/operations';
import { DOVECOT_BINARY, startDovecot, type Dovecot } from './dovecot';
import { describeWith, systemTool } from '../../support/system-tools';
import { CONTRACT_TEXT, buildMail, pdfWith } from './mail-fixtures';

const CONNECT = `mutation ($input: ConnectImapAccountInput!) {
  connectImapAccount(input: $input) {
    __typename
    ... on MutationConnectImapAccountSuccess { account { id email provider status imapHost imapPort imapSecure lastSyncAt lastError createdAt } }
    ... on Error { code }
    ... on ValidationFailed { problems { path message } }
  }
}`;
const ACCOUNTS = `{ mailAccounts { id email provider status lastSyncAt lastError } }`;
const MESSAGES = `query ($accountId: ID, $first: Int) {
  mailMessages(accountId: $accountId, first: $first) {
    id messageId fromAddress fromName subject receivedAt hasAttachments attachmentNames processed
    account { id email }
    documents { id title source sender { email } }
  }
}`;
const SET_STATUS = `mutation ($id: ID!, $status: MailAccountStatus!) {
  setMailAccountStatus(id: $id, status: $status) { __typename ... on MutationSetMailAccountStatusSuccess { account { id status } } ... on Error { code } }
}`;
const DISCONNECT = `mutation ($id: ID!) {
  disconnectMailAccount(id: $id) { __typename ... on MutationDisconnectMailAccountSuccess { disconnectedId } ... on Error { code } }
}`;
const TEST_CONNECTION = `mutation ($id: ID!) {
  testMailAccountConnection(id: $id) { __typename ... on MutationTestMailAccountConnectionSuccess { result { ok error } } ... on Error { code } }
}`;
const NODE = `query ($id: ID!) { node(id: $id) { __typename ... on MailAccount { id email } } }`;

let app: TestApp;
let dovecot: Dovecot;
let alice: TestClient;
let aliceId: string;

const DOVECOT = systemTool(DOVECOT_BINARY, ['--version'], 'apt-get install dovecot-imapd');

beforeAll(async () => {
  if (!DOVECOT) return;
  dovecot = await startDovecot();
  app = await startTestApp({ env: { ALLOW_PRIVATE_FETCH: 'true' } });
  aliceId = (await createVerifiedUser(app, 'alice@paraphe.test')).id;
  alice = await signedInClient(app, 'alice@paraphe.test');
}, 60_000);

afterAll(async () => {
  await app?.stop();
  await dovecot?.stop();
});

const imapInput = (overrides: Record<string, unknown> = {}) => ({
  email: dovecot.user,
  password: dovecot.password,
  imapHost: dovecot.host,
  imapPort: dovecot.port,
  imapSecure: false,
  smtpHost: 'smtp.example.test',
  ...overrides,
});

async function databaseId(globalId: string): Promise<string> {
  return Buffer.from(globalId, 'base64').toString('utf8').split(':')[1];
}

async function mailDocuments() {
  return app.db.prisma.document.findMany({ where: { source: 'MAIL' }, include: { sender: true }, orderBy: { createdAt: 'asc' } });
}

describeWith(DOVECOT)('connecting an IMAP mailbox', () => {
  test('a wrong password or an unreachable server is a clear error, and nothing is saved', async () => {
    const wrong = await alice.graphql(CONNECT, { input: imapInput({ password: 'not-the-password' }) });
    expect(wrong.data?.connectImapAccount).toEqual({ __typename: 'AppError', code: 'MAIL_AUTH_FAILED' });
    const closedPort = dovecot.port === 1 ? 2 : 1;
    const unreachable = await alice.graphql(CONNECT, { input: imapInput({ imapPort: closedPort }) });
    expect(unreachable.data?.connectImapAccount).toMatchObject({ code: 'MAIL_CONNECTION_FAILED' });
    const invalid = await alice.graphql(CONNECT, { input: imapInput({ email: 'not-an-address', password: '', imapHost: '', imapPort: 70000 }) });
    expect(invalid.data?.connectImapAccount.code).toBe('VALIDATION_FAILED');
    expect(invalid.data?.connectImapAccount.problems.map((problem: { path: string }) => problem.path).sort()).toEqual([
      'input.email',
      'input.imapHost',
      'input.imapPort',
      'input.password',
    ]);
    expect(await app.db.prisma.mailAccount.count()).toBe(0);
  });

  test('the right password connects the mailbox, with defaults, its password encrypted at rest and never returned', async () => {
    const answer = await alice.graphql(CONNECT, { input: imapInput() });
    const account = answer.data?.connectImapAccount.account;
    expect(account).toMatchObject({
      email: dovecot.user,
      provider: 'IMAP',
      status: 'ACTIVE',
      imapHost: '127.0.0.1',
      imapPort: dovecot.port,
      imapSecure: false,
      lastError: null,
    });
    expect(JSON.stringify(answer)).not.toContain(dovecot.password);

    const rows = await app.db.sql.query<Record<string, unknown>>(`SELECT * FROM "MailAccount"`);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0])).not.toContain(dovecot.password);
    expect(rows[0]).toMatchObject({ smtpHost: 'smtp.example.test', smtpPort: 465, smtpSecure: true });
    expect(openCredentials(String(rows[0].credentials), app.config.ENCRYPTION_KEY)).toEqual({ kind: 'password', password: dovecot.password });

    const listed = await alice.graphql(ACCOUNTS);
    expect(listed.data?.mailAccounts).toEqual([expect.objectContaining({ id: account.id, email: dovecot.user })]);
    expect(JSON.stringify(listed)).not.toContain(dovecot.password);

    const tested = await alice.graphql(TEST_CONNECTION, { id: account.id });
    expect(tested.data?.testMailAccountConnection.result).toEqual({ ok: true, error: null });
    // A first sync is queued at once.
    expect(await app.db.prisma.job.count({ where: { queue: MAIL_SYNC_QUEUE, status: 'QUEUED' } })).toBe(1);
  });
});

describeWith(DOVECOT)('syncing', () => {
  let accountId: string;
  let globalId: string;

  beforeAll(async () => {
    const account = await app.db.prisma.mailAccount.findFirstOrThrow({ where: { userId: aliceId } });
    accountId = account.id;
    globalId = (await alice.graphql(ACCOUNTS)).data!.mailAccounts[0].id;
    expect(await databaseId(globalId)).toBe(accountId);
  });

  test('messages with accepted attachments become documents from their sender; others are left out', async () => {
    dovecot.deliver(
      await buildMail({
        from: 'Acme Legal <legal@acme.example>',
        subject: 'Contract to sign',
        messageId: '<contract-1@acme.example>',
        date: new Date('2026-11-20T09:00:00Z'),
        attachments: [
          { filename: 'Service agreement.pdf', content: await pdfWith(CONTRACT_TEXT), contentType: 'application/pdf' },
          { filename: 'logo.png', content: Buffer.from('89504e470d0a1a0a', 'hex'), contentType: 'image/png' },
        ],
      }),
      new Date('2026-11-20T09:00:00Z'),
    );
    dovecot.deliver(
      await buildMail({ from: 'friend@elsewhere.example', subject: 'Lunch?', messageId: '<lunch@elsewhere.example>', text: 'No attachment here.' }),
    );
    dovecot.deliver(
      await buildMail({
        from: 'Bob Supplier <bob@supplier.example>',
        subject: 'Terms and a program',
        messageId: '<terms-1@supplier.example>',
        date: new Date('2026-11-20T11:00:00Z'),
        attachments: [
          { filename: 'terms.txt', content: CONTRACT_TEXT },
          { filename: 'setup.exe', content: Buffer.from('MZ not really a program') },
        ],
      }),
      new Date('2026-11-20T11:00:00Z'),
    );

    await app.services.jobs.runDueJobs();

    const documents = await mailDocuments();
    expect(documents.map((document) => [document.title, document.originalFilename, document.sender?.email, document.sender?.domain])).toEqual([
      ['Service agreement', 'Service agreement.pdf', 'legal@acme.example', 'acme.example'],
      ['terms', 'terms.txt', 'bob@supplier.example', 'supplier.example'],
    ]);
    expect(documents.every((document) => document.uploadedById === aliceId && document.mailMessageId)).toBe(true);

    const account = await app.db.prisma.mailAccount.findUniqueOrThrow({ where: { id: accountId } });
    expect(account.lastSyncAt).not.toBeNull();
    expect(account.lastError).toBeNull();
    expect(account.uidValidity).not.toBeNull();
    expect(account.lastUid).toBe(3n);

    const messages = await alice.graphql(MESSAGES, {});
    expect(messages.errors).toBeUndefined();
    expect(messages.data?.mailMessages).toEqual([
      expect.objectContaining({
        messageId: '<terms-1@supplier.example>',
        fromAddress: 'bob@supplier.example',
        fromName: 'Bob Supplier',
        subject: 'Terms and a program',
        hasAttachments: true,
        attachmentNames: ['terms.txt', 'setup.exe'],
        receivedAt: '2026-11-20T11:00:00.000Z',
        processed: true,
        account: { id: globalId, email: dovecot.user },
        documents: [expect.objectContaining({ title: 'terms', source: 'MAIL', sender: { email: 'bob@supplier.example' } })],
      }),
      expect.objectContaining({
        messageId: '<contract-1@acme.example>',
        attachmentNames: ['Service agreement.pdf', 'logo.png'],
        processed: true,
        documents: [expect.objectContaining({ title: 'Service agreement' })],
      }),
    ]);
    expect((await alice.graphql(MESSAGES, { accountId: globalId, first: 1 })).data?.mailMessages).toHaveLength(1);

    // Its history says it came in by email, in Alice's mailbox: she did not upload it.
    const history = await alice.graphql(`query($id: ID!) { node(id: $id) { ... on Document { history { action source } } } }`, { id: documents[1].id });
    expect(history.data?.node.history[0]).toEqual({ action: 'document.created', source: 'MAIL' });
  });

  test('syncing again files nothing twice; new mail after a sync is filed', async () => {
    await syncMailAccount(app.services, accountId);
    expect(await mailDocuments()).toHaveLength(2);

    dovecot.deliver(
      await buildMail({
        from: 'legal@acme.example',
        subject: 'Amendment',
        messageId: '<amendment@acme.example>',
        attachments: [{ filename: 'amendment.txt', content: `Amendment. ${CONTRACT_TEXT}` }],
      }),
    );
    await syncMailAccount(app.services, accountId);
    const documents = await mailDocuments();
    expect(documents.map((document) => document.title)).toEqual(['Service agreement', 'terms', 'amendment']);
    // Same domain: the sender of the first message.
    expect(new Set(documents.filter((document) => document.sender?.domain === 'acme.example').map((document) => document.senderId)).size).toBe(1);
    expect((await app.db.prisma.mailAccount.findUniqueOrThrow({ where: { id: accountId } })).lastUid).toBe(4n);
  });

  test('a new UIDVALIDITY starts reading over, and message ids keep anything from being filed twice', async () => {
    const before = await app.db.prisma.mailAccount.findUniqueOrThrow({ where: { id: accountId } });
    await dovecot.resetUidValidity();
    await syncMailAccount(app.services, accountId);
    const after = await app.db.prisma.mailAccount.findUniqueOrThrow({ where: { id: accountId } });
    expect(after.uidValidity).not.toBe(before.uidValidity);
    expect(after.lastUid).toBe(4n);
    expect(after.lastError).toBeNull();
    expect(await mailDocuments()).toHaveLength(3);
    expect(await app.db.prisma.mailMessage.count()).toBe(3);
  });

  test('a crash between the documents and the processed flag files nothing twice when the message is read again', async () => {
    dovecot.deliver(
      await buildMail({
        from: 'carol@partner.example',
        subject: 'Two documents',
        messageId: '<two-docs@partner.example>',
        attachments: [
          { filename: 'nda.txt', content: `Non-disclosure agreement. ${CONTRACT_TEXT}` },
          { filename: 'annex.pdf', content: await pdfWith('Annex: price list and delivery schedule for the year.') },
        ],
      }),
    );
    await expect(
      syncMailAccount(app.services, accountId, {
        afterDocuments: () => {
          throw new Error('process killed');
        },
      }),
    ).rejects.toThrow('process killed');
    const crashed = await app.db.prisma.mailMessage.findFirstOrThrow({ where: { messageId: '<two-docs@partner.example>' } });
    expect(crashed.processed).toBe(false);
    expect(await mailDocuments()).toHaveLength(5);
    const account = await app.db.prisma.mailAccount.findUniqueOrThrow({ where: { id: accountId } });
    expect(account.lastError).toBe('MAIL_SYNC_FAILED: the mailbox could not be synced');
    expect(account.lastUid).toBe(4n);

    await syncMailAccount(app.services, accountId);
    const documents = await mailDocuments();
    expect(documents).toHaveLength(5);
    const processed = await app.db.prisma.mailMessage.findFirstOrThrow({ where: { messageId: '<two-docs@partner.example>' }, include: { documents: true } });
    expect(processed.processed).toBe(true);
    expect(processed.documents.map((document) => document.title).sort()).toEqual(['annex', 'nda']);
    expect((await app.db.prisma.mailAccount.findUniqueOrThrow({ where: { id: accountId } })).lastError).toBeNull();
  });

  test('the scheduler queues one sync per active account, never two, and skips paused accounts', async () => {
    await app.db.prisma.job.deleteMany({ where: { queue: MAIL_SYNC_QUEUE } });
    // Two instances scheduling at the same time.
    const counts = await Promise.all([scheduleMailSyncs(app.services), scheduleMailSyncs(app.services)]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(await scheduleMailSyncs(app.services)).toBe(0);
    expect(await app.db.prisma.job.count({ where: { queue: MAIL_SYNC_QUEUE, status: 'QUEUED' } })).toBe(1);

    const paused = await alice.graphql(SET_STATUS, { id: globalId, status: 'PAUSED' });
    expect(paused.data?.setMailAccountStatus.account).toEqual({ id: globalId, status: 'PAUSED' });
    expect(await app.db.prisma.job.count({ where: { queue: MAIL_SYNC_QUEUE, status: 'QUEUED' } })).toBe(0);
    expect(await scheduleMailSyncs(app.services)).toBe(0);

    // A paused account is not read, even by a job queued before the pause.
    dovecot.deliver(
      await buildMail({
        from: 'dave@late.example',
        subject: 'While paused',
        messageId: '<paused@late.example>',
        attachments: [{ filename: 'late.txt', content: CONTRACT_TEXT }],
      }),
    );
    await syncMailAccount(app.services, accountId);
    expect(await mailDocuments()).toHaveLength(5);

    const active = await alice.graphql(SET_STATUS, { id: globalId, status: 'ACTIVE' });
    expect(active.data?.setMailAccountStatus.account.status).toBe('ACTIVE');
    expect(await scheduleMailSyncs(app.services)).toBe(1);
    await app.services.jobs.runDueJobs();
    expect((await mailDocuments()).map((document) => document.title)).toContain('late');
    expect(await app.db.prisma.job.count({ where: { queue: MAIL_SYNC_QUEUE, status: 'DONE' } })).toBe(1);
  });

  test('a NUL character in a subject, a sender name or an attachment name is removed, and the message is filed', async () => {
    dovecot.deliver(
      await buildMail({
        from: '"Eve\u0000 Sender" <eve@odd.example>',
        subject: 'Con\u0000tract',
        messageId: '<nul@odd.example>',
        attachments: [{ filename: 'pric\u0000es.txt', content: `Price list. ${CONTRACT_TEXT}` }],
      }),
    );
    await syncMailAccount(app.services, accountId);
    expect((await app.db.prisma.mailAccount.findUniqueOrThrow({ where: { id: accountId } })).lastError).toBeNull();
    const message = await app.db.prisma.mailMessage.findFirstOrThrow({ where: { messageId: '<nul@odd.example>' }, include: { documents: true } });
    expect(message).toMatchObject({ subject: 'Contract', fromName: 'Eve Sender', attachmentNames: ['prices.txt'], processed: true });
    expect(message.documents.map((document) => [document.title, document.originalFilename])).toEqual([['prices', 'prices.txt']]);
  });
});

describeWith(DOVECOT)('who sees what', () => {
  let bob: TestClient;
  let mallory: TestClient;
  let globalId: string;

  beforeAll(async () => {
    const aliceUser = await app.db.prisma.user.findUniqueOrThrow({ where: { id: aliceId } });
    // Bob is in Alice's organization; Mallory has her own.
    await app.db.prisma.user.create({
      data: {
        organizationId: aliceUser.organizationId,
        email: 'bob@paraphe.test',
        fullName: 'Bob',
        passwordHash: await hashPassword(STRONG_PASSWORD),
        emailVerifiedAt: app.clock.now(),
        role: 'ADMIN',
      },
    });
    bob = await signedInClient(app, 'bob@paraphe.test');
    await app.db.prisma.$transaction((tx) =>
      createOrganizationWithOwner(
        tx,
        { email: 'mallory@other.test', fullName: 'Mallory', companyName: null, passwordHash: null, locale: 'en', emailVerifiedAt: app.clock.now() },
        app.clock.now(),
        { ip: null, userAgent: null },
      ),
    );
    await app.db.prisma.user.update({ where: { email: 'mallory@other.test' }, data: { passwordHash: await hashPassword(STRONG_PASSWORD) } });
    mallory = await signedInClient(app, 'mallory@other.test');
    globalId = (await alice.graphql(ACCOUNTS)).data!.mailAccounts[0].id;
  });

  test.each([
    ['another user of the organization', () => bob],
    ['a user of another organization', () => mallory],
  ])('%s neither sees nor changes the mailbox', async (_who, client) => {
    const other = client();
    expect((await other.graphql(ACCOUNTS)).data?.mailAccounts).toEqual([]);
    expect((await other.graphql(MESSAGES, {})).data?.mailMessages).toEqual([]);
    expect((await other.graphql(NODE, { id: globalId })).data?.node).toBeNull();
    expect((await other.graphql(MESSAGES, { accountId: globalId })).data?.mailMessages).toEqual([]);
    expect((await other.graphql(SET_STATUS, { id: globalId, status: 'PAUSED' })).data?.setMailAccountStatus.code).toBe('MAIL_ACCOUNT_NOT_FOUND');
    expect((await other.graphql(TEST_CONNECTION, { id: globalId })).data?.testMailAccountConnection.code).toBe('MAIL_ACCOUNT_NOT_FOUND');
    expect((await other.graphql(DISCONNECT, { id: globalId })).data?.disconnectMailAccount.code).toBe('MAIL_ACCOUNT_NOT_FOUND');
    expect(await app.db.prisma.mailAccount.findFirst({ where: { userId: aliceId, status: 'ACTIVE' } })).not.toBeNull();
  });

  test('a visitor is asked to sign in', async () => {
    const visitor = app.client();
    const listed = await visitor.graphql(ACCOUNTS);
    expect(listed.errors?.length).toBeGreaterThan(0);
    expect(listed.data?.mailAccounts ?? null).toBeNull();
    const disconnected = await visitor.graphql(DISCONNECT, { id: globalId });
    expect(disconnected.data?.disconnectMailAccount?.disconnectedId).toBeUndefined();
    expect(await app.db.prisma.mailAccount.count({ where: { userId: aliceId } })).toBe(1);
  });

  test('disconnecting removes the credentials and pending syncs; the documents stay', async () => {
    await scheduleMailSyncs(app.services);
    const accountId = await databaseId(globalId);
    expect(await app.db.prisma.job.count({ where: { queue: MAIL_SYNC_QUEUE, status: 'QUEUED' } })).toBe(1);
    const documents = await mailDocuments();
    const answer = await alice.graphql(DISCONNECT, { id: globalId });
    expect(answer.data?.disconnectMailAccount).toEqual({ __typename: 'MutationDisconnectMailAccountSuccess', disconnectedId: globalId });
    expect(await app.db.prisma.mailAccount.findUnique({ where: { id: accountId } })).toBeNull();
    expect(await app.db.prisma.job.count({ where: { queue: MAIL_SYNC_QUEUE, status: 'QUEUED' } })).toBe(0);
    expect(await mailDocuments()).toHaveLength(documents.length);
    expect((await alice.graphql(ACCOUNTS)).data?.mailAccounts).toEqual([]);
    const rows = await app.db.sql.query<Record<string, unknown>>(`SELECT * FROM "MailAccount"`);
    expect(JSON.stringify(rows)).not.toContain(dovecot.password);
  });
});
