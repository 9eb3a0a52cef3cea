import { randomBytes } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { MailProvider } from '../../../server/db/generated/client';
import { sealCredentials } from '../../../server/mail/mail-credentials';
import { scheduleMailSyncs } from '../../../server/mail/mail-sync-scheduler';
import { MAIL_GRANT_REVOKE_QUEUE } from '../../../server/mail/remove-mailboxes';
import { MAIL_SYNC_QUEUE } from '../../../server/mail/sync-mail-account';
import { startTestApp, type TestApp, type TestClient } from '../../support/test-app';
import { createVerifiedUser, signedInClient } from '../auth/accounts';
import { STRONG_PASSWORD } from '../auth/operations';
import { startFakeGmail, startFakeGraph, type FakeMailApi } from './fake-mail-apis';
import { ACCOUNTS, connectOAuthAccount } from './oauth-accounts';

const ERR = `... on Error { code }`;
const DISCONNECT = `mutation ($id: ID!) { disconnectMailAccount(id: $id) { __typename ${ERR} } }`;
const REMOVE = `mutation ($id: ID!) { removeMember(id: $id) { __typename ${ERR} } }`;
const LEAVE = `mutation ($password: String) { leaveOrganization(currentPassword: $password) { __typename ${ERR} } }`;
const CLOSE = `mutation ($input: CloseOrganizationInput!) { closeOrganization(input: $input) { __typename ${ERR} } }`;

let app: TestApp;
let gmail: FakeMailApi;
let microsoft: FakeMailApi;

beforeAll(async () => {
  gmail = await startFakeGmail('paraphe-google', 'google-secret');
  microsoft = await startFakeGraph('paraphe-microsoft', 'microsoft-secret');
  app = await startTestApp({
    env: {
      GOOGLE_CLIENT_ID: 'paraphe-google',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_TOKEN_URL: `${gmail.url}/token`,
      GOOGLE_REVOKE_URL: `${gmail.url}/revoke`,
      GMAIL_API_URL: gmail.url,
      MICROSOFT_CLIENT_ID: 'paraphe-microsoft',
      MICROSOFT_CLIENT_SECRET: 'microsoft-secret',
      MICROSOFT_TOKEN_URL: `${microsoft.url}/token`,
      MICROSOFT_GRAPH_URL: microsoft.url,
    },
  });
}, 60_000);

afterAll(async () => {
  await app?.stop();
  await gmail?.stop();
  await microsoft?.stop();
});

/** An organization of two, both signed in with a password: an administrator and a manager. */
async function organizationOfTwo() {
  const stamp = randomBytes(4).toString('hex');
  const admin = await createVerifiedUser(app, `admin-${stamp}@example.test`);
  await app.db.prisma.organization.update({ where: { id: admin.organizationId }, data: { name: `Org ${stamp}`, plan: 'TEAM', seats: 5 } });
  const member = await createVerifiedUser(app, `member-${stamp}@example.test`);
  const emptied = member.organizationId;
  await app.db.prisma.user.update({ where: { id: member.id }, data: { organizationId: admin.organizationId, role: 'MANAGER' } });
  await app.db.prisma.organization.delete({ where: { id: emptied } });
  return { admin, member, orgName: `Org ${stamp}`, adminClient: await signedInClient(app, admin.email), memberClient: await signedInClient(app, member.email) };
}

/** A Gmail mailbox with the tokens the fake Google knows now (each test revokes them). */
async function gmailMailbox(userId: string, email: string) {
  gmail.failRefresh = false;
  return connectOAuthAccount(app, userId, 'GMAIL', email, gmail);
}

async function otherMailbox(userId: string, provider: MailProvider, email: string) {
  if (provider !== 'IMAP') return connectOAuthAccount(app, userId, provider, email, microsoft);
  const user = await app.db.prisma.user.findUniqueOrThrow({ where: { id: userId } });
  const now = app.clock.now();
  return app.db.prisma.mailAccount.create({
    data: {
      organizationId: user.organizationId,
      userId,
      email,
      provider,
      status: 'ACTIVE',
      imapHost: '127.0.0.1',
      imapPort: 993,
      imapSecure: true,
      credentials: sealCredentials({ kind: 'password', password: 'imap-password' }, app.config.ENCRYPTION_KEY),
      createdAt: now,
      updatedAt: now,
    },
  });
}

const revokeJobs = () => app.db.prisma.job.findMany({ where: { queue: MAIL_GRANT_REVOKE_QUEUE }, orderBy: { createdAt: 'asc' } });
const pendingSyncs = (accountId: string) =>
  app.db.sql.query(`SELECT id FROM "Job" WHERE queue = $1 AND status = 'QUEUED' AND payload->>'accountId' = $2`, [MAIL_SYNC_QUEUE, accountId]);

/** Google still renews the mailbox's refresh token (the grant stands). */
async function grantStands(refreshToken: string): Promise<boolean> {
  const response = await fetch(`${gmail.url}/token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'paraphe-google', client_secret: 'google-secret' }),
  });
  await response.body?.cancel();
  return response.ok;
}

async function globalIdOf(client: TestClient, email: string): Promise<string> {
  const accounts = (await client.graphql(ACCOUNTS)).data!.mailAccounts as Array<{ id: string; email: string }>;
  return accounts.find((account) => account.email === email)!.id;
}

beforeEach(async () => {
  await app.db.prisma.job.deleteMany({ where: { queue: MAIL_GRANT_REVOKE_QUEUE } });
  gmail.revokeDown = false;
});

describe('a disconnected mailbox loses its access at the provider too', () => {
  it('withdraws a Gmail grant at Google, by a job written with the disconnection, whose payload holds no readable token', async () => {
    const { admin, adminClient } = await organizationOfTwo();
    const account = await gmailMailbox(admin.id, 'founder@gmail.example');
    const refreshToken = gmail.refreshToken;
    await scheduleMailSyncs(app.services);
    expect(await pendingSyncs(account.id)).toHaveLength(1);
    expect(await grantStands(refreshToken)).toBe(true);

    const answer = await adminClient.graphql(DISCONNECT, { id: await globalIdOf(adminClient, 'founder@gmail.example') });
    expect(answer.data?.disconnectMailAccount).toEqual({ __typename: 'MutationDisconnectMailAccountSuccess' });
    expect(await app.db.prisma.mailAccount.count({ where: { id: account.id } })).toBe(0);
    expect(await pendingSyncs(account.id)).toHaveLength(0);
    const [job] = await revokeJobs();
    expect(job).toMatchObject({ status: 'QUEUED', organizationId: null });
    expect(JSON.stringify(job.payload)).not.toContain(refreshToken);
    expect(JSON.stringify(job.payload)).not.toContain('access-token');

    const before = gmail.revokeRequests.length;
    await app.services.jobs.runDueJobs();
    expect(gmail.revokeRequests.slice(before)).toEqual([refreshToken]);
    expect((await revokeJobs())[0].status).toBe('DONE');
    expect(await grantStands(refreshToken)).toBe(false);
  });

  it('tries again while Google cannot be reached, and counts a token Google no longer knows as withdrawn', async () => {
    const { admin, adminClient } = await organizationOfTwo();
    await gmailMailbox(admin.id, 'retry@gmail.example');
    const refreshToken = gmail.refreshToken;
    expect((await adminClient.graphql(DISCONNECT, { id: await globalIdOf(adminClient, 'retry@gmail.example') })).data?.disconnectMailAccount.__typename).toBe(
      'MutationDisconnectMailAccountSuccess',
    );
    gmail.revokeDown = true;
    await app.services.jobs.runDueJobs();
    const [failed] = await revokeJobs();
    expect(failed).toMatchObject({ status: 'QUEUED', attempts: 1, lastError: expect.stringContaining('503') });
    expect(await grantStands(refreshToken)).toBe(true);

    gmail.revokeDown = false;
    app.clock.advance(31_000);
    await app.services.jobs.runDueJobs();
    expect((await revokeJobs())[0]).toMatchObject({ status: 'DONE', attempts: 2 });
    expect(await grantStands(refreshToken)).toBe(false);

    // The user withdrew it themselves at Google meanwhile: Google answers invalid_token, nothing is left to do.
    await gmailMailbox(admin.id, 'again@gmail.example');
    await fetch(`${gmail.url}/revoke`, { method: 'POST', body: new URLSearchParams({ token: gmail.refreshToken }) });
    await adminClient.graphql(DISCONNECT, { id: await globalIdOf(adminClient, 'again@gmail.example') });
    await app.services.jobs.runDueJobs();
    expect((await revokeJobs()).map((job) => job.status)).toEqual(['DONE', 'DONE']);
  });

  it('writes no revocation for a Microsoft or IMAP mailbox (Microsoft offers none for one application), and no disconnection for another member’s mailbox', async () => {
    const { admin, member, adminClient, memberClient } = await organizationOfTwo();
    await otherMailbox(admin.id, 'MICROSOFT', 'founder@outlook.example');
    await otherMailbox(admin.id, 'IMAP', 'founder@imap.example');
    const colleagues = await gmailMailbox(member.id, 'colleague@gmail.example');
    for (const email of ['founder@outlook.example', 'founder@imap.example']) {
      expect((await adminClient.graphql(DISCONNECT, { id: await globalIdOf(adminClient, email) })).data?.disconnectMailAccount.__typename).toBe(
        'MutationDisconnectMailAccountSuccess',
      );
    }
    expect(await revokeJobs()).toHaveLength(0);
    expect(microsoft.revokeRequests).toHaveLength(0);
    const foreign = (await adminClient.graphql(DISCONNECT, { id: encodeGlobalID('MailAccount', colleagues.id) })).data?.disconnectMailAccount;
    expect(foreign).toEqual({ __typename: 'AppError', code: 'MAIL_ACCOUNT_NOT_FOUND' });
    expect(await app.db.prisma.mailAccount.count({ where: { id: colleagues.id } })).toBe(1);
    expect(await globalIdOf(memberClient, 'colleague@gmail.example')).toBeTruthy();
  });
});

describe('a mailbox stops being read when its owner’s membership ends', () => {
  it('disconnects a removed member’s mailboxes, audited as the administrator’s doing, and withdraws the Gmail grant', async () => {
    const { admin, member, adminClient } = await organizationOfTwo();
    const gmailAccount = await gmailMailbox(member.id, 'removed@gmail.example');
    const refreshToken = gmail.refreshToken;
    const imapAccount = await otherMailbox(member.id, 'IMAP', 'removed@imap.example');
    const adminsOwn = await otherMailbox(admin.id, 'IMAP', 'stays@imap.example');
    await scheduleMailSyncs(app.services);
    expect(await pendingSyncs(gmailAccount.id)).toHaveLength(1);

    const removed = await adminClient.graphql(REMOVE, { id: encodeGlobalID('User', member.id) });
    expect(removed.data?.removeMember.__typename).toBe('MutationRemoveMemberSuccess');
    expect(await app.db.prisma.mailAccount.findMany({ where: { userId: member.id } })).toEqual([]);
    expect(await pendingSyncs(gmailAccount.id)).toHaveLength(0);
    expect(await pendingSyncs(imapAccount.id)).toHaveLength(0);
    expect(await app.db.prisma.mailAccount.count({ where: { id: adminsOwn.id } })).toBe(1);
    const audit = await app.db.prisma.auditEvent.findMany({
      where: { organizationId: admin.organizationId, action: 'mailbox.disconnected' },
      orderBy: { entityId: 'asc' },
    });
    expect(audit.map((event) => [event.actorId, event.entityId, (event.data as { email: string }).email]).sort()).toEqual(
      [
        [admin.id, gmailAccount.id, 'removed@gmail.example'],
        [admin.id, imapAccount.id, 'removed@imap.example'],
      ].sort(),
    );
    // The next scheduling round reads nothing of theirs.
    await scheduleMailSyncs(app.services);
    expect(await pendingSyncs(gmailAccount.id)).toHaveLength(0);

    await app.services.jobs.runDueJobs();
    expect(gmail.revokeRequests.at(-1)).toBe(refreshToken);
    expect(await grantStands(refreshToken)).toBe(false);
  });

  it('disconnects the mailboxes of a member who leaves, audited as theirs', async () => {
    const { admin, member, memberClient } = await organizationOfTwo();
    const account = await gmailMailbox(member.id, 'leaver@gmail.example');
    const left = await memberClient.graphql(LEAVE, { password: STRONG_PASSWORD });
    expect(left.data?.leaveOrganization.__typename).toBe('MutationLeaveOrganizationSuccess');
    expect(await app.db.prisma.mailAccount.count({ where: { id: account.id } })).toBe(0);
    const audit = await app.db.prisma.auditEvent.findFirstOrThrow({ where: { organizationId: admin.organizationId, action: 'mailbox.disconnected' } });
    expect(audit).toMatchObject({ actorId: member.id, entityId: account.id });
    expect(await revokeJobs()).toHaveLength(1);
  });

  it('withdraws the Gmail grants of a closed organization after its rows are gone', async () => {
    const { admin, member, adminClient, orgName } = await organizationOfTwo();
    await gmailMailbox(member.id, 'closed@gmail.example');
    const refreshToken = gmail.refreshToken;
    const closed = await adminClient.graphql(CLOSE, { input: { name: orgName, currentPassword: STRONG_PASSWORD } });
    expect(closed.data?.closeOrganization.__typename).toBe('MutationCloseOrganizationSuccess');
    expect(await app.db.prisma.organization.count({ where: { id: admin.organizationId } })).toBe(0);
    expect(await revokeJobs()).toHaveLength(1);
    await app.services.jobs.runDueJobs();
    expect(gmail.revokeRequests.at(-1)).toBe(refreshToken);
    expect(await grantStands(refreshToken)).toBe(false);
  });
});
