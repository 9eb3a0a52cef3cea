// What a mailbox's sync leaves behind: nothing filed twice when the mailbox is connected again.
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
const MESSAGES = `{
  mailMessages {
    messageId processed
    documents { id title }
  }
}`;

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
  app = await startTestApp({ env: { ALLOW_PRIVATE_FETCH: 'true' } });
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
