import { openCredentials } from '../../../server/mail/mail-credentials';
import { scheduleMailSyncs } from '../../../server/mail/mail-sync-scheduler';
import { MAIL_SYNC_QUEUE, syncMailAccount } from '../../../server/mail/sync-mail-account';
import { startTestApp, type TestApp, type TestClient } from '../../support/test-app';
import { createVerifiedUser, signedInClient } from '../auth/accounts';
import { startFakeGmail, type FakeMailApi } from './fake-mail-apis';
import { CONTRACT_TEXT, pdfWith } from './mail-fixtures';
import { ACCOUNTS, MESSAGES, TEST_CONNECTION, connectOAuthAccount, mailDocuments, storedRow } from './oauth-accounts';

const HOUR = 3600_000;

let app: TestApp;
let gmail: FakeMailApi;
let alice: TestClient;
let aliceId: string;
let accountId: string;
let globalId: string;

beforeAll(async () => {
  gmail = await startFakeGmail('paraphe-google', 'google-secret');
  app = await startTestApp({
    env: {
      GOOGLE_CLIENT_ID: 'paraphe-google',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_TOKEN_URL: `${gmail.url}/token`,
      GMAIL_API_URL: gmail.url,
    },
  });
  aliceId = (await createVerifiedUser(app, 'alice@paraphe.test')).id;
  alice = await signedInClient(app, 'alice@paraphe.test');
  accountId = (await connectOAuthAccount(app, aliceId, 'GMAIL', 'alice@gmail.example', gmail)).id;
  globalId = (await alice.graphql(ACCOUNTS)).data!.mailAccounts[0].id;
}, 60_000);

afterAll(async () => {
  await app?.stop();
  await gmail?.stop();
});

const ago = (ms: number) => new Date(app.clock.now().getTime() - ms);
const account = () => app.db.prisma.mailAccount.findUniqueOrThrow({ where: { id: accountId } });

test('test connection calls the Gmail profile with the stored token', async () => {
  const answer = await alice.graphql(TEST_CONNECTION, { id: globalId });
  expect(answer.data?.testMailAccountConnection.result).toEqual({ ok: true, error: null });
  expect(gmail.calls(/\/profile$/).at(-1)?.authorization).toBe(`Bearer ${gmail.accessToken}`);
  expect(JSON.stringify(answer)).not.toContain('token');
});

test('the scheduler enqueues the Gmail account; its sync files accepted attachments from their sender and skips the rest', async () => {
  gmail.add({
    from: 'legal@acme.example',
    fromName: 'Acme Legal',
    subject: 'Contract to sign',
    messageId: '<contract-1@acme.example>',
    receivedAt: ago(3 * HOUR),
    attachments: [
      { filename: 'Service agreement.pdf', content: await pdfWith(CONTRACT_TEXT), contentType: 'application/pdf' },
      { filename: 'logo.png', content: Buffer.from('89504e470d0a1a0a', 'hex'), contentType: 'image/png' },
    ],
  });
  gmail.add({ from: 'friend@elsewhere.example', subject: 'Lunch?', messageId: '<lunch@elsewhere.example>', receivedAt: ago(2.5 * HOUR) });
  gmail.add({
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
  // Sent by Alice herself, and one older than the first sync's look-back: neither is read.
  gmail.add({
    from: 'alice@gmail.example',
    subject: 'Sent',
    messageId: '<sent@gmail.example>',
    receivedAt: ago(HOUR),
    inInbox: false,
    attachments: [{ filename: 'mine.pdf', content: await pdfWith('Mine') }],
  });
  gmail.add({
    from: 'old@acme.example',
    subject: 'Old',
    messageId: '<old@acme.example>',
    receivedAt: ago(40 * 24 * HOUR),
    attachments: [{ filename: 'old.txt', content: Buffer.from(CONTRACT_TEXT) }],
  });
  // Without a Message-ID: the Gmail id stands in.
  const bare = gmail.add({
    from: 'carol@notary.example',
    subject: 'Deed',
    receivedAt: ago(HOUR / 2),
    attachments: [
      { filename: 'deed.docx', content: Buffer.from('not really a docx') },
      { filename: 'deed.txt', content: Buffer.from(CONTRACT_TEXT) },
    ],
  });

  expect(await app.db.prisma.job.count({ where: { queue: MAIL_SYNC_QUEUE } })).toBe(0);
  expect(await scheduleMailSyncs(app.services)).toBe(1);
  const mark = gmail.requests.length;
  await app.services.jobs.runDueJobs();

  const documents = await mailDocuments(app);
  expect(documents.map((document) => [document.originalFilename, document.title, document.sender?.email, document.sender?.domain]).sort()).toEqual([
    ['Service agreement.pdf', 'Service agreement', 'legal@acme.example', 'acme.example'],
    ['deed.txt', 'deed', 'carol@notary.example', 'notary.example'],
    ['terms.txt', 'terms', 'bob@supplier.example', 'supplier.example'],
  ]);
  expect(documents.every((document) => document.uploadedById === aliceId && document.mailMessageId)).toBe(true);

  // The search: inbox, attachments, after the look-back; paged (two per page here).
  const lists = gmail.calls(/\/messages$/, mark);
  expect(lists.length).toBeGreaterThan(1);
  const q = lists[0].query.get('q')!;
  expect(q).toMatch(/^in:inbox has:attachment after:\d+$/);
  expect(Number(q.split('after:')[1])).toBeCloseTo((app.clock.now().getTime() - 30 * 24 * HOUR) / 1000, -1);
  expect(lists[1].query.get('pageToken')).toBe('2');
  // Only accepted, non-inline attachments were downloaded.
  expect(gmail.calls(/\/attachments\//, mark)).toHaveLength(4);

  const synced = await account();
  expect(synced).toMatchObject({ lastError: null, uidValidity: null, lastUid: BigInt(ago(HOUR / 2).getTime()) });
  expect(synced.lastSyncAt).not.toBeNull();
  expect(await app.db.prisma.job.count({ where: { queue: MAIL_SYNC_QUEUE, status: 'DONE' } })).toBe(1);

  const messages = await alice.graphql(MESSAGES, { accountId: globalId });
  expect(messages.errors).toBeUndefined();
  expect(messages.data?.mailMessages.map((message: { messageId: string }) => message.messageId)).toEqual([
    `gmail:${bare}`,
    '<terms-1@supplier.example>',
    '<contract-1@acme.example>',
  ]);
  expect(messages.data?.mailMessages[1]).toMatchObject({
    fromAddress: 'bob@supplier.example',
    fromName: 'Bob Supplier',
    subject: 'Terms and a program',
    hasAttachments: true,
    attachmentNames: ['terms.txt', 'setup.exe', 'signature.txt'],
    receivedAt: ago(2 * HOUR).toISOString(),
    processed: true,
    documents: [{ title: 'terms', source: 'MAIL', sender: { email: 'bob@supplier.example' } }],
  });
});

test('a second sync files nothing twice and downloads nothing again; new mail after it is filed', async () => {
  const before = (await mailDocuments(app)).length;
  let mark = gmail.requests.length;
  await syncMailAccount(app.services, accountId);
  expect(await mailDocuments(app)).toHaveLength(before);
  expect(gmail.calls(/\/attachments\//, mark)).toHaveLength(0);
  // The search starts at the cursor now.
  expect(gmail.calls(/\/messages$/, mark)[0].query.get('q')).toBe(`in:inbox has:attachment after:${Math.floor(ago(HOUR / 2).getTime() / 1000) - 1}`);

  app.clock.advance(10 * 60_000);
  gmail.add({
    from: 'dave@lawfirm.example',
    subject: 'Addendum',
    messageId: '<addendum@lawfirm.example>',
    receivedAt: ago(60_000),
    attachments: [{ filename: 'Addendum.pdf', content: await pdfWith('Addendum to the agreement') }],
  });
  mark = gmail.requests.length;
  await syncMailAccount(app.services, accountId);
  const documents = await mailDocuments(app);
  expect(documents).toHaveLength(before + 1);
  expect(documents.find((document) => document.originalFilename === 'Addendum.pdf')?.sender?.email).toBe('dave@lawfirm.example');
  expect(gmail.calls(/\/attachments\//, mark)).toHaveLength(1);
  expect((await account()).lastUid).toBe(BigInt(ago(60_000).getTime()));
});

test('an expired access token is refreshed once; the new one is stored sealed', async () => {
  const oldToken = gmail.accessToken;
  app.clock.advance(2 * HOUR);
  gmail.revokeAccessToken();
  gmail.add({
    from: 'erin@bank.example',
    subject: 'Statement',
    messageId: '<statement@bank.example>',
    receivedAt: ago(60_000),
    attachments: [{ filename: 'statement.txt', content: Buffer.from(CONTRACT_TEXT) }],
  });
  const refreshes = gmail.tokenRequests.length;
  const mark = gmail.requests.length;
  await syncMailAccount(app.services, accountId);

  expect(gmail.tokenRequests.slice(refreshes).map((form) => Object.fromEntries(form))).toEqual([
    { grant_type: 'refresh_token', refresh_token: 'google-refresh-token-0', client_id: 'paraphe-google', client_secret: 'google-secret' },
  ]);
  // Refreshed before the first call: every call carried the new token.
  expect(gmail.requests.slice(mark).every((request) => request.authorization === `Bearer ${gmail.accessToken}`)).toBe(true);
  expect((await mailDocuments(app)).map((document) => document.originalFilename)).toContain('statement.txt');
  const synced = await account();
  expect(synced.lastError).toBeNull();
  expect(openCredentials(synced.credentials!, app.config.ENCRYPTION_KEY)).toEqual({
    kind: 'oauth',
    accessToken: gmail.accessToken,
    refreshToken: 'google-refresh-token-0',
    expiresAt: app.clock.now().getTime() + HOUR,
    scope: 'mail',
  });
  const row = await storedRow(app, accountId);
  expect(row).not.toContain(gmail.accessToken);
  expect(row).not.toContain(oldToken);
  expect(row).not.toContain('google-refresh-token');
});

test('a NUL or a lone surrogate in a subject, a sender name or an attachment name is cleaned, and the message filed', async () => {
  gmail.add({
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

test('a token the API refuses before its expiry is refreshed on the 401 and the call retried', async () => {
  gmail.revokeAccessToken();
  // The clock moved past the session's access token: sign in again.
  alice = await signedInClient(app, 'alice@paraphe.test');
  const refreshes = gmail.tokenRequests.length;
  const answer = await alice.graphql(TEST_CONNECTION, { id: globalId });
  expect(answer.data?.testMailAccountConnection.result).toEqual({ ok: true, error: null });
  expect(gmail.tokenRequests.length).toBe(refreshes + 1);
  expect(openCredentials((await account()).credentials!, app.config.ENCRYPTION_KEY)).toMatchObject({ accessToken: gmail.accessToken });
  // The next sync uses the stored new token without refreshing again.
  await syncMailAccount(app.services, accountId);
  expect(gmail.tokenRequests.length).toBe(refreshes + 1);
});

test('a refused refresh is recorded as the last error without failing the job; test connection reports it', async () => {
  gmail.failRefresh = true;
  gmail.revokeAccessToken();
  expect(await scheduleMailSyncs(app.services)).toBe(1);
  await app.services.jobs.runDueJobs();
  const jobs = await app.db.prisma.job.findMany({ where: { queue: MAIL_SYNC_QUEUE }, orderBy: { createdAt: 'asc' } });
  expect(jobs.map((job) => job.status)).toEqual(['DONE', 'DONE']);
  const failed = await account();
  expect(failed.status).toBe('ACTIVE');
  expect(failed.lastError).toBe('MAIL_AUTH_FAILED: The provider refused to renew the access (invalid_grant): connect the mailbox again');
  // The refresh token is kept: connecting again replaces it.
  expect(openCredentials(failed.credentials!, app.config.ENCRYPTION_KEY)).toMatchObject({ refreshToken: 'google-refresh-token-0' });

  const tested = await alice.graphql(TEST_CONNECTION, { id: globalId });
  expect(tested.data?.testMailAccountConnection.result).toEqual({ ok: false, error: 'MAIL_AUTH_FAILED' });
  const listed = await alice.graphql(ACCOUNTS);
  expect(listed.data?.mailAccounts[0]).toMatchObject({ status: 'ACTIVE', lastError: expect.stringContaining('MAIL_AUTH_FAILED') });
  expect(JSON.stringify(listed)).not.toMatch(/google-(access|refresh)-token/);

  // The provider working again: the next round recovers and clears the error.
  gmail.failRefresh = false;
  await syncMailAccount(app.services, accountId);
  expect((await account()).lastError).toBeNull();
});
