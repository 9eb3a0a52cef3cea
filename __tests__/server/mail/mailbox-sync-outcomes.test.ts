// What a mailbox's sync leaves behind: nothing filed twice when the mailbox is connected again, the
// last successful sync and the code of the last failure, and why an attachment was not filed.
import { sealCredentials } from '../../../server/mail/mail-credentials';
import { syncMailAccount } from '../../../server/mail/sync-mail-account';
import { describeWith, systemTool } from '../../support/system-tools';
import { startTestApp, type TestApp, type TestClient } from '../../support/test-app';
import { createVerifiedUser, signedInClient } from '../auth/accounts';
import { DOVECOT_BINARY, startDovecot, type Dovecot } from './dovecot';
import { CONTRACT_TEXT, buildMail, pdfWith } from './mail-fixtures';

const CONNECT = `mutation ($input: ConnectImapAccountInput!) {
  connectImapAccount(input: $input) {
    __typename
    ... on MutationConnectImapAccountSuccess { account { id } }
    ... on Error { code }
  }
}`;
const DISCONNECT = `mutation ($id: ID!) {
  disconnectMailAccount(id: $id) { __typename ... on Error { code } }
}`;
const ACCOUNTS = `{ mailAccounts { id email lastSyncAt lastError lastErrorCode } }`;
const MESSAGES = `{
  mailMessages {
    messageId processed
    skippedAttachments { filename reason maxBytes }
    documents { id title }
  }
}`;

/** Small enough for a test attachment to exceed it. */
const MAX_UPLOAD_BYTES = 20_000;

let app: TestApp;
let dovecot: Dovecot;
let alice: TestClient;
let aliceId: string;
let mallory: TestClient;
let malloryId: string;

const DOVECOT = systemTool(DOVECOT_BINARY, ['--version'], 'apt-get install dovecot-imapd');

beforeAll(async () => {
  if (!DOVECOT) return;
  dovecot = await startDovecot();
  app = await startTestApp({ env: { ALLOW_PRIVATE_FETCH: 'true', MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES) } });
  aliceId = (await createVerifiedUser(app, 'alice@paraphe.test')).id;
  alice = await signedInClient(app, 'alice@paraphe.test');
  // Another organization.
  malloryId = (await createVerifiedUser(app, 'mallory@other.test')).id;
  mallory = await signedInClient(app, 'mallory@other.test');
}, 60_000);

afterAll(async () => {
  await app?.stop();
  await dovecot?.stop();
});

const imapInput = () => ({ email: dovecot.user, password: dovecot.password, imapHost: dovecot.host, imapPort: dovecot.port, imapSecure: false });

async function connect(client: TestClient, userId: string): Promise<{ globalId: string; id: string }> {
  const answer = await client.graphql(CONNECT, { input: imapInput() });
  expect(answer.data?.connectImapAccount.__typename).toBe('MutationConnectImapAccountSuccess');
  const account = await app.db.prisma.mailAccount.findFirstOrThrow({ where: { userId } });
  return { globalId: answer.data!.connectImapAccount.account.id, id: account.id };
}

async function organizationOf(userId: string): Promise<string> {
  return (await app.db.prisma.user.findUniqueOrThrow({ where: { id: userId } })).organizationId;
}

async function mailDocuments(userId: string) {
  return app.db.prisma.document.findMany({ where: { source: 'MAIL', organizationId: await organizationOf(userId) }, orderBy: { createdAt: 'asc' } });
}

describeWith(DOVECOT)('a mailbox disconnected and connected again', () => {
  test('files nothing it already filed and tells nobody twice; another organization connecting the address gets its own documents', async () => {
    dovecot.deliver(
      await buildMail({
        from: 'Acme Legal <legal@acme.example>',
        subject: 'Contract to sign',
        messageId: '<contract-1@acme.example>',
        attachments: [
          { filename: 'Service agreement.pdf', content: await pdfWith(CONTRACT_TEXT), contentType: 'application/pdf' },
          { filename: 'terms.txt', content: `Terms. ${CONTRACT_TEXT}` },
        ],
      }),
    );
    const first = await connect(alice, aliceId);
    await syncMailAccount(app.services, first.id);
    const filed = await mailDocuments(aliceId);
    expect(filed.map((document) => document.title).sort()).toEqual(['Service agreement', 'terms']);
    const notifications = await app.db.prisma.notification.count();
    expect(notifications).toBeGreaterThan(0);

    expect((await alice.graphql(DISCONNECT, { id: first.globalId })).data?.disconnectMailAccount.__typename).toBe('MutationDisconnectMailAccountSuccess');
    const second = await connect(alice, aliceId);
    expect(second.id).not.toBe(first.id);
    await syncMailAccount(app.services, second.id);

    expect((await mailDocuments(aliceId)).map((document) => document.id)).toEqual(filed.map((document) => document.id));
    expect(await app.db.prisma.notification.count()).toBe(notifications);
    // The message of the new account shows the documents it had become.
    const messages = (await alice.graphql(MESSAGES)).data?.mailMessages;
    expect(messages).toEqual([expect.objectContaining({ messageId: '<contract-1@acme.example>', processed: true })]);
    const linked = await app.db.prisma.mailMessage.findFirstOrThrow({ where: { accountId: second.id }, include: { documents: true } });
    expect(linked.documents.map((document) => document.id).sort()).toEqual(filed.map((document) => document.id).sort());
    expect(messages[0].documents).toHaveLength(2);

    const other = await connect(mallory, malloryId);
    await syncMailAccount(app.services, other.id);
    const theirs = await mailDocuments(malloryId);
    expect(theirs.map((document) => document.title).sort()).toEqual(['Service agreement', 'terms']);
    expect(theirs.some((document) => filed.some((mine) => mine.id === document.id))).toBe(false);
  });
});

describeWith(DOVECOT)('the outcome of a sync', () => {
  let accountId: string;

  beforeAll(async () => {
    accountId = (await app.db.prisma.mailAccount.findFirst({ where: { userId: aliceId } }))?.id ?? (await connect(alice, aliceId)).id;
  });

  test('a failed sync keeps the last successful one’s time and records its error code apart; the next success clears it', async () => {
    app.clock.advance(60_000);
    await syncMailAccount(app.services, accountId);
    const succeeded = await app.db.prisma.mailAccount.findUniqueOrThrow({ where: { id: accountId } });
    expect(succeeded).toMatchObject({ lastError: null, lastErrorCode: null });
    expect(succeeded.lastSyncAt).toEqual(app.clock.now());

    // The server cannot be reached.
    app.clock.advance(60_000);
    const closedPort = dovecot.port === 1 ? 2 : 1;
    await app.db.prisma.mailAccount.update({ where: { id: accountId }, data: { imapPort: closedPort } });
    await syncMailAccount(app.services, accountId);
    let account = (await alice.graphql(ACCOUNTS)).data?.mailAccounts[0];
    expect(account).toMatchObject({ lastSyncAt: succeeded.lastSyncAt!.toISOString(), lastErrorCode: 'MAIL_CONNECTION_FAILED' });
    expect(account.lastError).toMatch(/^MAIL_CONNECTION_FAILED: /);

    // The password was changed at the mail server.
    app.clock.advance(60_000);
    await app.db.prisma.mailAccount.update({
      where: { id: accountId },
      data: { imapPort: dovecot.port, credentials: sealCredentials({ kind: 'password', password: 'an-old-password' }, app.config.ENCRYPTION_KEY) },
    });
    await syncMailAccount(app.services, accountId);
    account = (await alice.graphql(ACCOUNTS)).data?.mailAccounts[0];
    expect(account).toMatchObject({ lastSyncAt: succeeded.lastSyncAt!.toISOString(), lastErrorCode: 'MAIL_AUTH_FAILED' });

    // Connected again with the right password: the next sync works.
    app.clock.advance(60_000);
    await alice.graphql(CONNECT, { input: imapInput() });
    await syncMailAccount(app.services, accountId);
    account = (await alice.graphql(ACCOUNTS)).data?.mailAccounts[0];
    expect(account).toMatchObject({ lastSyncAt: app.clock.now().toISOString(), lastError: null, lastErrorCode: null });
  });

  test('each attachment that was not filed is listed on its message with the reason', async () => {
    dovecot.deliver(
      await buildMail({
        from: 'bob@supplier.example',
        subject: 'Everything at once',
        messageId: '<mixed@supplier.example>',
        attachments: [
          { filename: 'price list.txt', content: `Price list. ${CONTRACT_TEXT}` },
          { filename: 'catalogue.txt', content: 'x'.repeat(MAX_UPLOAD_BYTES + 1) },
          { filename: 'scan.pdf', content: Buffer.from('not a PDF at all, only words'), contentType: 'application/pdf' },
          { filename: 'photo.png', content: Buffer.from('89504e470d0a1a0a', 'hex'), contentType: 'image/png' },
        ],
      }),
    );
    await syncMailAccount(app.services, accountId);
    const message = (await alice.graphql(MESSAGES)).data?.mailMessages.find((row: { messageId: string }) => row.messageId === '<mixed@supplier.example>');
    expect(message).toMatchObject({ processed: true, documents: [expect.objectContaining({ title: 'price list' })] });
    expect(message.skippedAttachments).toEqual([
      { filename: 'photo.png', reason: 'UNSUPPORTED_TYPE', maxBytes: null },
      { filename: 'catalogue.txt', reason: 'TOO_LARGE', maxBytes: MAX_UPLOAD_BYTES },
      { filename: 'scan.pdf', reason: 'UNREADABLE', maxBytes: null },
    ]);
  });
});
