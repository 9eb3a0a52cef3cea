// Also on PostgreSQL, Redis and S3: member changes written in SQL.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createApiKey } from '../../../server/api-keys/create-api-key';
import { startTestApp, type TestApp, type TestClient } from '../../support/test-app';
import { createVerifiedUser, signedInClient } from '../auth/accounts';
import { MailCatcher } from '../auth/mail-catcher';
import { STRONG_PASSWORD, VIEWER } from '../auth/operations';
import { TERMS_VERSION } from '../../../server/shared/legal';

let app: TestApp;
let mail: MailCatcher;

beforeAll(async () => {
  mail = new MailCatcher();
  app = await startTestApp({ env: { SMTP_URL: await mail.start() } });
});

afterAll(async () => {
  await app.stop();
  await mail.stop();
});

const ERR = '... on Error { code }';
const INVITE = `mutation ($input: InviteMembersInput!) {
  inviteMembers(input: $input) { __typename ... on MutationInviteMembersSuccess { invitations { id email role expiresAt } } ${ERR} ... on ValidationFailed { problems { path code } } }
}`;
const PREVIEW = `query ($token: String!) { invitation(token: $token) { email role organizationName invitedByName accountExists viewerJoinState } }`;
const SIGN_UP_INVITED = `mutation ($input: SignUpWithInvitationInput!) {
  signUpWithInvitation(input: $input) { __typename ... on MutationSignUpWithInvitationSuccess { result { status viewer { role organization { name } } } } ${ERR} }
}`;
const ACCEPT = `mutation ($input: AcceptInvitationInput!) { acceptInvitation(input: $input) { __typename ${ERR} } }`;
const MEMBERS = `{ teamMembers { id email role lastActiveAt team { name } } }`;
const CHANGE_ROLE = `mutation ($input: ChangeMemberRoleInput!) { changeMemberRole(input: $input) { __typename ... on MutationChangeMemberRoleSuccess { member { role } } ${ERR} } }`;
const REMOVE = `mutation ($id: ID!) { removeMember(id: $id) { __typename ${ERR} } }`;

let counter = 0;
const address = (name: string) => `${name}-${++counter}-${Date.now()}@example.test`;
const userId = (id: string) => encodeGlobalID('User', id);

/** An administrator of a new Team organization with the given seats, signed in through a real session. */
async function adminOf(seats = 10, name = 'Acme'): Promise<{ client: TestClient; userId: string; organizationId: string; email: string }> {
  const email = address('admin');
  const user = await createVerifiedUser(app, email);
  await app.db.prisma.organization.update({ where: { id: user.organizationId }, data: { plan: 'TEAM', seats, name } });
  return { client: await signedInClient(app, email), userId: user.id, organizationId: user.organizationId, email };
}

/** The token of the last invitation link mailed to the address. */
async function invitationToken(to: string): Promise<string> {
  const received = await mail.next(to, 0);
  const mails = mail.mails.filter((candidate) => candidate.to.includes(to));
  const link = (mails.at(-1) ?? received).links.find((candidate) => candidate.includes('/invitation?token='));
  if (!link) throw new Error(`no invitation link in the mail to ${to}`);
  const url = new URL(link);
  expect(url.origin).toBe(app.config.PUBLIC_URL);
  return url.searchParams.get('token')!;
}

describe('invitations', () => {
  it('invites a colleague by email, who joins by creating an account and is signed in with the role given', async () => {
    const admin = await adminOf(10, 'Acme Avocats');
    const colleague = address('colleague');
    const invited = await admin.client.graphql(INVITE, { input: { emails: [colleague.toUpperCase()], role: 'MANAGER' } });
    expect(invited.data?.inviteMembers).toMatchObject({ __typename: 'MutationInviteMembersSuccess', invitations: [{ email: colleague, role: 'MANAGER' }] });

    const received = await mail.next(colleague);
    // The organization's default language (its founder's, English here) words the mail to a new address.
    expect(received.subject).toBe('Invitation to join Acme Avocats on Paraphe');
    const token = await invitationToken(colleague);
    const visitor = app.client();
    expect((await visitor.graphql(PREVIEW, { token })).data?.invitation).toEqual({
      email: colleague,
      role: 'MANAGER',
      organizationName: 'Acme Avocats',
      invitedByName: 'Test User',
      accountExists: false,
      viewerJoinState: null,
    });

    // The account is made only with the terms accepted; the link stays usable meanwhile.
    const unticked = await visitor.graphql(SIGN_UP_INVITED, {
      input: { token, fullName: 'Claire Martin', password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, acceptTerms: false },
    });
    expect(unticked.data?.signUpWithInvitation).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await app.db.prisma.user.findUnique({ where: { email: colleague } })).toBeNull();
    expect((await visitor.graphql(PREVIEW, { token })).data?.invitation).toMatchObject({ email: colleague });

    const joined = await visitor.graphql(SIGN_UP_INVITED, {
      input: { token, fullName: 'Claire Martin', password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, acceptTerms: true },
    });
    expect(joined.data?.signUpWithInvitation).toMatchObject({
      result: { status: 'SIGNED_IN', viewer: { role: 'MANAGER', organization: { name: 'Acme Avocats' } } },
    });
    expect((await visitor.graphql(VIEWER)).data?.viewer).toMatchObject({
      role: 'MANAGER',
      user: { email: colleague, fullName: 'Claire Martin', emailVerified: true },
    });
    expect(await app.db.prisma.user.findUnique({ where: { email: colleague }, select: { termsAcceptedAt: true, termsVersion: true } })).toEqual({
      termsAcceptedAt: app.clock.now(),
      termsVersion: TERMS_VERSION,
    });
    // The acceptance is in the organization's audit log too, as the newcomer's own act.
    const newcomer = await app.db.prisma.user.findUniqueOrThrow({ where: { email: colleague } });
    expect(
      await app.db.prisma.auditEvent.findMany({
        where: { organizationId: admin.organizationId, action: 'auth.terms_accepted', actorId: newcomer.id },
        select: { entityId: true, data: true, ip: true },
      }),
    ).toEqual([{ entityId: newcomer.id, data: { version: TERMS_VERSION, previousVersion: null }, ip: expect.any(String) }]);
    const members = (await admin.client.graphql(MEMBERS)).data?.teamMembers as Array<{ email: string; role: string; lastActiveAt: string | null }>;
    expect(members.map((member) => [member.email, member.role]).sort()).toEqual(
      [
        [admin.email, 'ADMIN'],
        [colleague, 'MANAGER'],
      ].sort(),
    );
    // Both have signed in: each shows when.
    expect(members.map((member) => new Date(member.lastActiveAt ?? 0).getTime())).toEqual([app.clock.now().getTime(), app.clock.now().getTime()]);

    // The link works once.
    expect((await app.client().graphql(PREVIEW, { token })).data?.invitation).toBeNull();
    const again = await app
      .client()
      .graphql(SIGN_UP_INVITED, { input: { token, fullName: 'Someone Else', password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, acceptTerms: true } });
    expect(again.data?.signUpWithInvitation).toMatchObject({ code: 'INVITATION_INVALID' });
  });

  it("writes to a new address in the organization's default language, to someone with an account in their own, and starts a newcomer in the language they read the invitation in, else the organization's", async () => {
    const admin = await adminOf(10, 'Cabinet Durand');
    const settings = await admin.client.graphql(
      `mutation { updateOrganization(input: { defaultLanguage: fr }) { __typename ... on MutationUpdateOrganizationSuccess { organization { defaultLanguage } } } }`,
    );
    expect(settings.data?.updateOrganization).toEqual({ __typename: 'MutationUpdateOrganizationSuccess', organization: { defaultLanguage: 'fr' } });
    const newcomer = address('newcomer');
    const elsewhere = address('elsewhere');
    await createVerifiedUser(app, elsewhere);
    await admin.client.graphql(INVITE, { input: { emails: [newcomer, elsewhere], role: 'USER' } });
    expect((await mail.next(newcomer)).subject).toBe('Invitation à rejoindre Cabinet Durand sur Paraphe');
    expect((await mail.next(elsewhere)).subject).toBe('Invitation to join Cabinet Durand on Paraphe');

    const visitor = app.client();
    await visitor.graphql(SIGN_UP_INVITED, {
      input: { token: await invitationToken(newcomer), fullName: 'Nina Petit', password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, acceptTerms: true },
    });
    expect((await visitor.graphql('{ viewer { user { email locale } } }')).data?.viewer).toEqual({ user: { email: newcomer, locale: 'fr' } });

    // Someone who read the invitation page in English stays in English.
    const reader = address('reader');
    await admin.client.graphql(INVITE, { input: { emails: [reader], role: 'USER' } });
    await mail.next(reader);
    const english = app.client();
    await english.graphql(SIGN_UP_INVITED, {
      input: {
        token: await invitationToken(reader),
        fullName: 'Ruth Reader',
        password: STRONG_PASSWORD,
        confirmPassword: STRONG_PASSWORD,
        acceptTerms: true,
        language: 'en',
      },
    });
    expect((await english.graphql('{ viewer { user { email locale } } }')).data?.viewer).toEqual({ user: { email: reader, locale: 'en' } });
  });

  it('refuses invitations beyond the seats bought, all or nothing, and counts pending ones', async () => {
    const admin = await adminOf(3);
    const refused = await admin.client.graphql(INVITE, { input: { emails: [address('a'), address('b'), address('c')], role: 'USER' } });
    expect(refused.data?.inviteMembers).toMatchObject({ code: 'PLAN_SEAT_LIMIT' });
    expect(await app.db.prisma.invitation.count({ where: { organizationId: admin.organizationId } })).toBe(0);
    expect((await admin.client.graphql(INVITE, { input: { emails: [address('a'), address('b')], role: 'USER' } })).data?.inviteMembers.__typename).toBe(
      'MutationInviteMembersSuccess',
    );
    expect((await admin.client.graphql(INVITE, { input: { emails: [address('d')], role: 'USER' } })).data?.inviteMembers).toMatchObject({
      code: 'PLAN_SEAT_LIMIT',
    });
  });

  it('answers a clear error for a member, a bad address, too many addresses, and invites nobody', async () => {
    const admin = await adminOf();
    const member = await admin.client.graphql(INVITE, { input: { emails: [address('new'), admin.email], role: 'USER' } });
    expect(member.data?.inviteMembers).toMatchObject({ code: 'ALREADY_MEMBER' });
    const bad = await admin.client.graphql(INVITE, { input: { emails: ['not an address'], role: 'USER' } });
    expect(bad.data?.inviteMembers).toMatchObject({ __typename: 'ValidationFailed', problems: [{ path: 'input.emails.0', code: 'EMAIL_INVALID' }] });
    const many = (count: number) => Array.from({ length: count }, (_, index) => `person${index}@example.test`);
    const tooMany = await admin.client.graphql(INVITE, { input: { emails: many(51), role: 'USER' } });
    expect(tooMany.data?.inviteMembers).toMatchObject({ __typename: 'ValidationFailed', problems: [{ path: 'input.emails', code: 'TOO_MANY_INVITATIONS' }] });
    // Ten thousand at once are refused before anything runs, as every list argument over 100 items is.
    const flood = await admin.client.graphql(INVITE, { input: { emails: many(10_000), role: 'USER' } });
    expect(flood.errors?.[0]?.extensions?.code).toBe('TOO_MANY_ITEMS');
    expect(await app.db.prisma.invitation.count({ where: { organizationId: admin.organizationId } })).toBe(0);
  });

  it('voids a link when it expires, is revoked or is sent again', async () => {
    const admin = await adminOf();
    const [late, revoked, resent] = [address('late'), address('revoked'), address('resent')];
    const sent = await admin.client.graphql(INVITE, { input: { emails: [late, revoked, resent], role: 'USER' } });
    const ids = Object.fromEntries(
      (sent.data?.inviteMembers.invitations as Array<{ id: string; email: string }>).map((invitation) => [invitation.email, invitation.id]),
    );
    const [lateToken, revokedToken, firstResentToken] = [await invitationToken(late), await invitationToken(revoked), await invitationToken(resent)];

    const revokedAnswer = await admin.client.graphql(`mutation ($id: ID!) { revokeInvitation(id: $id) { __typename ${ERR} } }`, { id: ids[revoked] });
    expect(revokedAnswer).toMatchObject({ data: { revokeInvitation: { __typename: 'MutationRevokeInvitationSuccess' } } });
    expect((await app.client().graphql(PREVIEW, { token: revokedToken })).data?.invitation).toBeNull();

    const before = mail.mails.length;
    expect(
      (await admin.client.graphql(`mutation ($id: ID!) { resendInvitation(id: $id) { __typename ${ERR} } }`, { id: ids[resent] })).data?.resendInvitation
        .__typename,
    ).toBe('MutationResendInvitationSuccess');
    await mail.next(resent, before);
    const newToken = await invitationToken(resent);
    expect(newToken).not.toBe(firstResentToken);
    expect((await app.client().graphql(PREVIEW, { token: firstResentToken })).data?.invitation).toBeNull();
    expect((await app.client().graphql(PREVIEW, { token: newToken })).data?.invitation).toMatchObject({ email: resent });

    app.clock.advance(7 * 24 * 3600_000 + 60_000);
    try {
      expect((await app.client().graphql(PREVIEW, { token: lateToken })).data?.invitation).toBeNull();
      const signUp = await app.client().graphql(SIGN_UP_INVITED, {
        input: { token: lateToken, fullName: 'Late', password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, acceptTerms: true },
      });
      expect(signUp.data?.signUpWithInvitation).toMatchObject({ code: 'INVITATION_INVALID' });
    } finally {
      app.clock.advance(-(7 * 24 * 3600_000 + 60_000));
    }
  });

  it('lets a person with an empty organization of their own join after confirming, never merging one that holds data', async () => {
    const admin = await adminOf(10, 'Joined Org');
    const [emptyOwner, busyOwner] = [address('empty'), address('busy')];
    const empty = await createVerifiedUser(app, emptyOwner);
    const busy = await createVerifiedUser(app, busyOwner);
    await app.db.prisma.document.create({
      data: {
        organizationId: busy.organizationId,
        title: 'Kept',
        type: 'Document',
        status: 'PENDING',
        storagePath: 'x/y',
        originalFilename: 'y.txt',
        mimeType: 'text/plain',
        sizeBytes: 1,
        sha256: 'x',
      },
    });
    await admin.client.graphql(INVITE, { input: { emails: [emptyOwner, busyOwner], role: 'USER' } });

    const emptyClient = await signedInClient(app, emptyOwner);
    const token = await invitationToken(emptyOwner);
    expect((await emptyClient.graphql(PREVIEW, { token })).data?.invitation).toMatchObject({
      accountExists: true,
      viewerJoinState: 'MUST_LEAVE_EMPTY_ORGANIZATION',
    });
    expect((await emptyClient.graphql(ACCEPT, { input: { token } })).data?.acceptInvitation).toMatchObject({ code: 'MUST_LEAVE_ORGANIZATION' });
    expect((await emptyClient.graphql(ACCEPT, { input: { token, leaveCurrentOrganization: true } })).data?.acceptInvitation.__typename).toBe(
      'MutationAcceptInvitationSuccess',
    );
    // The session now speaks for the new organization, and the empty one is gone.
    expect((await emptyClient.graphql(VIEWER)).data?.viewer).toMatchObject({ role: 'USER', organization: { name: 'Joined Org' } });
    expect(await app.db.prisma.organization.findUnique({ where: { id: empty.organizationId } })).toBeNull();

    const busyClient = await signedInClient(app, busyOwner);
    const busyToken = await invitationToken(busyOwner);
    expect((await busyClient.graphql(PREVIEW, { token: busyToken })).data?.invitation).toMatchObject({ viewerJoinState: 'ORGANIZATION_NOT_EMPTY' });
    expect((await busyClient.graphql(ACCEPT, { input: { token: busyToken, leaveCurrentOrganization: true } })).data?.acceptInvitation).toMatchObject({
      code: 'ORGANIZATION_NOT_EMPTY',
    });
    expect(await app.db.prisma.user.findUniqueOrThrow({ where: { id: busy.id } })).toMatchObject({ organizationId: busy.organizationId });
    // Someone else signed in cannot use a link sent to another address.
    expect((await emptyClient.graphql(ACCEPT, { input: { token: busyToken } })).data?.acceptInvitation).toMatchObject({ code: 'INVITATION_OTHER_ADDRESS' });
  });
});

describe('roles and membership', () => {
  async function withMember(role: 'USER' | 'MANAGER' | 'ADMIN') {
    const admin = await adminOf();
    const email = address(role.toLowerCase());
    const user = await app.db.prisma.user.create({
      data: {
        organizationId: admin.organizationId,
        email,
        fullName: `A ${role}`,
        role,
        emailVerifiedAt: new Date(),
        passwordHash: (await app.db.prisma.user.findUniqueOrThrow({ where: { id: admin.userId } })).passwordHash,
      },
    });
    return { admin, member: { client: await signedInClient(app, email), userId: user.id, email } };
  }

  it('lets managers invite users but not administrators, and users invite nobody', async () => {
    const { admin, member: manager } = await withMember('MANAGER');
    expect((await manager.client.graphql(INVITE, { input: { emails: [address('u')], role: 'USER' } })).data?.inviteMembers.__typename).toBe(
      'MutationInviteMembersSuccess',
    );
    expect((await manager.client.graphql(INVITE, { input: { emails: [address('a')], role: 'ADMIN' } })).data?.inviteMembers).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await manager.client.graphql(CHANGE_ROLE, { input: { userId: userId(admin.userId), role: 'USER' } })).data?.changeMemberRole).toMatchObject({
      code: 'FORBIDDEN',
    });
    const { member: user } = await withMember('USER');
    expect((await user.client.graphql(INVITE, { input: { emails: [address('x')], role: 'USER' } })).data?.inviteMembers).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('changes a role and ends the member’s sessions, so the new role applies from their next sign-in', async () => {
    const { admin, member } = await withMember('USER');
    const changed = await admin.client.graphql(CHANGE_ROLE, { input: { userId: userId(member.userId), role: 'MANAGER' } });
    expect(changed.data?.changeMemberRole).toMatchObject({ member: { role: 'MANAGER' } });
    expect((await member.client.graphql(VIEWER)).data?.viewer).toBeNull();
    expect((await (await signedInClient(app, member.email)).graphql(VIEWER)).data?.viewer).toMatchObject({ role: 'MANAGER' });
  });

  it('withdraws the invitations a demoted member sent that their new role may not send, and keeps the others', async () => {
    const { admin, member } = await withMember('ADMIN');
    const [toAdmin, toManager, toUser] = [address('future-admin'), address('future-manager'), address('future-user')];
    for (const [email, role] of [
      [toAdmin, 'ADMIN'],
      [toManager, 'MANAGER'],
      [toUser, 'USER'],
    ])
      expect((await member.client.graphql(INVITE, { input: { emails: [email], role } })).data?.inviteMembers.__typename).toBe('MutationInviteMembersSuccess');
    const tokens = { admin: await invitationToken(toAdmin), manager: await invitationToken(toManager), user: await invitationToken(toUser) };
    const pending = async () => {
      const visitor = app.client();
      const found = async (token: string) => (await visitor.graphql(PREVIEW, { token })).data?.invitation !== null;
      return [await found(tokens.admin), await found(tokens.manager), await found(tokens.user)];
    };
    expect(await pending()).toEqual([true, true, true]);

    // A manager may invite managers and users, not administrators.
    await admin.client.graphql(CHANGE_ROLE, { input: { userId: userId(member.userId), role: 'MANAGER' } });
    expect(await pending()).toEqual([false, true, true]);
    // A user invites no one.
    await admin.client.graphql(CHANGE_ROLE, { input: { userId: userId(member.userId), role: 'USER' } });
    expect(await pending()).toEqual([false, false, false]);
    const revoked = await app.db.prisma.auditEvent.findMany({
      where: { organizationId: admin.organizationId, action: 'member.invitation_revoked', actorId: admin.userId },
    });
    const byEmail = (a: { email: string }, b: { email: string }) => a.email.localeCompare(b.email);
    expect(revoked.map((event) => event.data as { email: string }).sort(byEmail)).toEqual(
      [toAdmin, toManager, toUser].map((email) => ({ email, reason: 'ROLE_CHANGED' })).sort(byEmail),
    );
  });

  it('names whoever sent an invitation again, in the mail and on its page', async () => {
    const { admin, member: manager } = await withMember('MANAGER');
    const invited = address('resent-by-manager');
    const sent = await admin.client.graphql(INVITE, { input: { emails: [invited], role: 'USER' } });
    const id = sent.data?.inviteMembers.invitations[0].id as string;
    await invitationToken(invited);
    const before = mail.mails.length;
    const resent = await manager.client.graphql(`mutation ($id: ID!) { resendInvitation(id: $id) { __typename ${ERR} } }`, { id });
    expect(resent.data?.resendInvitation.__typename).toBe('MutationResendInvitationSuccess');
    expect((await mail.next(invited, before)).raw).toContain('A MANAGER');
    const token = await invitationToken(invited);
    expect((await app.client().graphql(PREVIEW, { token })).data?.invitation).toMatchObject({ invitedByName: 'A MANAGER' });
  });

  it('never leaves the organization without an administrator', async () => {
    const admin = await adminOf();
    expect((await admin.client.graphql(CHANGE_ROLE, { input: { userId: userId(admin.userId), role: 'MANAGER' } })).data?.changeMemberRole).toMatchObject({
      code: 'LAST_ADMIN',
    });
    expect((await admin.client.graphql(REMOVE, { id: userId(admin.userId) })).data?.removeMember).toMatchObject({ code: 'LAST_ADMIN' });
    expect(await app.db.prisma.user.findUniqueOrThrow({ where: { id: admin.userId } })).toMatchObject({ role: 'ADMIN', removedAt: null });
  });

  it('removes a member: their session and API keys stop at once, they cannot sign in, their documents still name them', async () => {
    const { admin, member } = await withMember('ADMIN');
    const memberViewer = {
      userId: member.userId,
      organizationId: admin.organizationId,
      role: 'ADMIN' as const,
      sessionId: 'x',
      aal: 1 as const,
      locale: 'en' as const,
    };
    const { key } = await createApiKey(app.services, memberViewer, { name: 'Their script', scopes: ['read'] });
    const document = await app.db.prisma.document.create({
      data: {
        organizationId: admin.organizationId,
        uploadedById: member.userId,
        title: 'Theirs',
        type: 'Document',
        status: 'PENDING',
        storagePath: 'a/b',
        originalFilename: 'b.txt',
        mimeType: 'text/plain',
        sizeBytes: 1,
        sha256: 'x',
      },
    });
    expect((await member.client.graphql(VIEWER)).data?.viewer).toMatchObject({ role: 'ADMIN' });

    expect((await admin.client.graphql(REMOVE, { id: userId(member.userId) })).data?.removeMember.__typename).toBe('MutationRemoveMemberSuccess');
    expect((await member.client.graphql(VIEWER)).data?.viewer).toBeNull();
    expect((await fetch(`${app.url}/api/v1/documents`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(401);
    const signIn = await app.client().graphql(`mutation ($input: SignInInput!) { signIn(input: $input) { __typename ${ERR} } }`, {
      input: { email: member.email, password: STRONG_PASSWORD },
    });
    expect(signIn.data?.signIn).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(await app.db.prisma.document.findUniqueOrThrow({ where: { id: document.id }, select: { uploadedById: true } })).toEqual({
      uploadedById: member.userId,
    });
    expect(((await admin.client.graphql(MEMBERS)).data?.teamMembers as unknown[]).length).toBe(1);
    // The seat is free again.
    expect(await app.db.prisma.auditEvent.count({ where: { organizationId: admin.organizationId, action: 'member.removed', entityId: member.userId } })).toBe(
      1,
    );
  });

  it('revokes the share links a removed member made and the invitations they sent, and nobody else’s', async () => {
    const { admin, member } = await withMember('MANAGER');
    const form = new FormData();
    form.append('file', new File([new Uint8Array(Buffer.from('Grille tarifaire 2027'))], 'tarifs.txt'));
    const upload = await member.client.fetch('/api/cloud/files?review=false', { method: 'POST', body: form });
    expect(upload.status).toBe(201);
    const file = ((await upload.json()) as { file: { id: string } }).file;
    const SHARE = `mutation ($id: ID!) { createCloudShareLink(fileId: $id) { __typename ... on MutationCreateCloudShareLinkSuccess { share { url } } ${ERR} } }`;
    const sharePath = async (client: TestClient) => new URL((await client.graphql(SHARE, { id: file.id })).data?.createCloudShareLink.share.url).pathname;
    const [theirs, ours] = [await sharePath(member.client), await sharePath(admin.client)];
    const [theirGuest, ourGuest] = [address('their-guest'), address('our-guest')];
    expect((await member.client.graphql(INVITE, { input: { emails: [theirGuest], role: 'USER' } })).data?.inviteMembers.__typename).toBe(
      'MutationInviteMembersSuccess',
    );
    expect((await admin.client.graphql(INVITE, { input: { emails: [ourGuest], role: 'USER' } })).data?.inviteMembers.__typename).toBe(
      'MutationInviteMembersSuccess',
    );
    const [theirToken, ourToken] = [await invitationToken(theirGuest), await invitationToken(ourGuest)];
    expect((await fetch(`${app.url}${theirs}/download`)).status).toBe(200);

    expect((await admin.client.graphql(REMOVE, { id: userId(member.userId) })).data?.removeMember.__typename).toBe('MutationRemoveMemberSuccess');
    const gone = await fetch(`${app.url}${theirs}/download`, { headers: { 'accept-language': 'en' } });
    expect([gone.status, (await gone.text()).includes('revoked')]).toEqual([410, true]);
    expect((await fetch(`${app.url}${ours}/download`)).status).toBe(200);
    expect((await app.client().graphql(PREVIEW, { token: theirToken })).data?.invitation).toBeNull();
    const signUp = await app.client().graphql(SIGN_UP_INVITED, {
      input: { token: theirToken, fullName: 'Their Guest', password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, acceptTerms: true },
    });
    expect(signUp.data?.signUpWithInvitation).toMatchObject({ code: 'INVITATION_INVALID' });
    expect((await app.client().graphql(PREVIEW, { token: ourToken })).data?.invitation).toMatchObject({ email: ourGuest });
    // The audit log says who ended them and why, as the administrator's doing.
    const audited = await app.db.prisma.auditEvent.findMany({
      where: { organizationId: admin.organizationId, action: { in: ['cloud.share_revoked', 'member.invitation_revoked'] } },
      select: { action: true, actorId: true, data: true },
      orderBy: { action: 'asc' },
    });
    expect(audited).toEqual([
      { action: 'cloud.share_revoked', actorId: admin.userId, data: { fileId: expect.any(String), file: 'tarifs.txt', reason: 'MEMBERSHIP_ENDED' } },
      { action: 'member.invitation_revoked', actorId: admin.userId, data: { email: theirGuest, reason: 'MEMBERSHIP_ENDED' } },
    ]);
  });

  it('lets a removed member join another organization, which their former one keeps naming them in, and come back later as themselves', async () => {
    const { admin, member } = await withMember('USER');
    const document = await app.db.prisma.document.create({
      data: {
        organizationId: admin.organizationId,
        uploadedById: member.userId,
        title: 'Theirs',
        type: 'Document',
        status: 'PENDING',
        storagePath: 'a/c',
        originalFilename: 'c.txt',
        mimeType: 'text/plain',
        sizeBytes: 1,
        sha256: 'x',
      },
    });
    await app.db.prisma.identity.create({ data: { userId: member.userId, provider: 'google', providerUserId: `g-${member.userId}`, email: member.email } });
    expect((await admin.client.graphql(REMOVE, { id: userId(member.userId) })).data?.removeMember.__typename).toBe('MutationRemoveMemberSuccess');

    const other = await adminOf(10, 'Other Co');
    expect((await other.client.graphql(INVITE, { input: { emails: [member.email], role: 'MANAGER' } })).data?.inviteMembers.__typename).toBe(
      'MutationInviteMembersSuccess',
    );
    const token = await invitationToken(member.email);
    const visitor = app.client();
    // The old account no longer signs in: the page offers to make one from the link.
    expect((await visitor.graphql(PREVIEW, { token })).data?.invitation).toMatchObject({ email: member.email, accountExists: false });
    const joined = await visitor.graphql(SIGN_UP_INVITED, {
      input: { token, fullName: 'Back Again', password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, acceptTerms: true },
    });
    expect(joined.data?.signUpWithInvitation).toMatchObject({
      result: { status: 'SIGNED_IN', viewer: { role: 'MANAGER', organization: { name: 'Other Co' } } },
    });
    const account = await app.db.prisma.user.findUniqueOrThrow({ where: { email: member.email }, select: { id: true, organizationId: true } });
    expect(account).toEqual({ id: expect.not.stringMatching(member.userId), organizationId: other.organizationId });
    // The former organization still names them on what they did, and its records stay its own.
    const former = await app.db.prisma.user.findUniqueOrThrow({ where: { id: member.userId } });
    expect(former).toMatchObject({
      organizationId: admin.organizationId,
      fullName: 'A USER',
      passwordHash: null,
      email: expect.stringContaining(member.email),
    });
    expect(former.removedAt).not.toBeNull();
    expect(await app.db.prisma.document.findUniqueOrThrow({ where: { id: document.id }, select: { uploadedById: true } })).toEqual({
      uploadedById: member.userId,
    });
    // Their Google sign-in follows them.
    expect(await app.db.prisma.identity.findMany({ where: { email: member.email }, select: { userId: true } })).toEqual([{ userId: account.id }]);
    // The new organization's data is out of the old one's reach and the other way round.
    expect(((await admin.client.graphql(MEMBERS)).data?.teamMembers as Array<{ email: string }>).map((row) => row.email)).toEqual([admin.email]);
    expect(((await other.client.graphql(MEMBERS)).data?.teamMembers as Array<{ email: string }>).map((row) => row.email).sort()).toEqual(
      [member.email, other.email].sort(),
    );

    // Removed from a team and invited back to it: the same account returns, with its past.
    const { admin: team, member: leaver } = await withMember('USER');
    expect((await team.client.graphql(REMOVE, { id: userId(leaver.userId) })).data?.removeMember.__typename).toBe('MutationRemoveMemberSuccess');
    expect((await team.client.graphql(INVITE, { input: { emails: [leaver.email], role: 'USER' } })).data?.inviteMembers.__typename).toBe(
      'MutationInviteMembersSuccess',
    );
    const back = await app.client().graphql(SIGN_UP_INVITED, {
      input: {
        token: await invitationToken(leaver.email),
        fullName: 'Leaver Returned',
        password: STRONG_PASSWORD,
        confirmPassword: STRONG_PASSWORD,
        acceptTerms: true,
      },
    });
    expect(back.data?.signUpWithInvitation).toMatchObject({ result: { status: 'SIGNED_IN' } });
    expect(await app.db.prisma.user.findUniqueOrThrow({ where: { email: leaver.email }, select: { id: true, removedAt: true, fullName: true } })).toEqual({
      id: leaver.userId,
      removedAt: null,
      fullName: 'Leaver Returned',
    });
  });

  it('lets a member leave of their own accord, password asked again: they end as a removed member does, signed out here', async () => {
    const LEAVE = `mutation ($password: String) { leaveOrganization(currentPassword: $password) { __typename ${ERR} } }`;
    const { admin, member } = await withMember('ADMIN');
    const asMember = {
      userId: member.userId,
      organizationId: admin.organizationId,
      role: 'ADMIN' as const,
      sessionId: 'x',
      aal: 1 as const,
      locale: 'en' as const,
    };
    const { key } = await createApiKey(app.services, asMember, { name: 'Mine', scopes: ['read'] });
    expect((await member.client.graphql(LEAVE, { password: 'not-the-password' })).data?.leaveOrganization).toEqual({
      __typename: 'AppError',
      code: 'WRONG_PASSWORD',
    });
    expect((await member.client.graphql(VIEWER)).data?.viewer).toMatchObject({ role: 'ADMIN' });

    const left = await member.client.graphql(LEAVE, { password: STRONG_PASSWORD });
    expect(left.data?.leaveOrganization).toEqual({ __typename: 'MutationLeaveOrganizationSuccess' });
    // This browser's cookies are cleared, and every other way in stops.
    expect(member.client.cookies.get('paraphe_at')).toBeFalsy();
    expect(await app.db.prisma.session.count({ where: { userId: member.userId, revokedAt: null } })).toBe(0);
    expect((await fetch(`${app.url}/api/v1/documents`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(401);
    expect(((await admin.client.graphql(MEMBERS)).data?.teamMembers as Array<{ email: string }>).map((row) => row.email)).toEqual([admin.email]);
    expect(
      await app.db.prisma.auditEvent.findMany({
        where: { organizationId: admin.organizationId, action: 'member.left' },
        select: { actorId: true, entityId: true, data: true },
      }),
    ).toEqual([{ actorId: member.userId, entityId: member.userId, data: { email: member.email, role: 'ADMIN' } }]);

    // The last administrator names another before leaving.
    expect((await admin.client.graphql(LEAVE, { password: STRONG_PASSWORD })).data?.leaveOrganization).toMatchObject({ code: 'LAST_ADMIN' });
    expect((await admin.client.graphql(VIEWER)).data?.viewer).toMatchObject({ role: 'ADMIN' });
  });

  it('keeps organizations apart: nothing of another organization can be listed, revoked or changed', async () => {
    const one = await withMember('USER');
    const other = await adminOf();
    await one.admin.client.graphql(INVITE, { input: { emails: [address('pending')], role: 'USER' } });
    const invitation = await app.db.prisma.invitation.findFirstOrThrow({ where: { organizationId: one.admin.organizationId } });
    const foreignRevoke = await other.client.graphql(`mutation ($id: ID!) { revokeInvitation(id: $id) { __typename ${ERR} } }`, {
      id: encodeGlobalID('Invitation', invitation.id),
    });
    expect(foreignRevoke.data?.revokeInvitation).toMatchObject({ code: 'NOT_FOUND' });
    expect((await other.client.graphql(CHANGE_ROLE, { input: { userId: userId(one.member.userId), role: 'ADMIN' } })).data?.changeMemberRole).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await other.client.graphql(REMOVE, { id: userId(one.member.userId) })).data?.removeMember).toMatchObject({ code: 'NOT_FOUND' });
    const listed = (await other.client.graphql(MEMBERS)).data?.teamMembers as Array<{ email: string }>;
    expect(listed.map((member) => member.email)).toEqual([other.email]);
    expect((await other.client.graphql('{ pendingInvitations { email } }')).data?.pendingInvitations).toEqual([]);
    expect(await app.db.prisma.user.findUniqueOrThrow({ where: { id: one.member.userId } })).toMatchObject({ role: 'USER', removedAt: null });
  });
});

describe('teams', () => {
  it('creates, renames, assigns and deletes teams; names are unique; members stay when their team goes', async () => {
    const admin = await adminOf();
    const created = await admin.client.graphql(
      `mutation { createTeam(name: "Juridique") { __typename ... on MutationCreateTeamSuccess { team { id name memberCount } } ${ERR} } }`,
    );
    const team = created.data?.createTeam.team as { id: string; name: string; memberCount: number };
    expect(team).toMatchObject({ name: 'Juridique', memberCount: 0 });
    expect((await admin.client.graphql(`mutation { createTeam(name: " Juridique ") { __typename ${ERR} } }`)).data?.createTeam).toMatchObject({
      code: 'TEAM_NAME_TAKEN',
    });
    const assign = `mutation ($input: AssignMemberTeamInput!) { assignMemberTeam(input: $input) { __typename ... on MutationAssignMemberTeamSuccess { member { team { name memberCount } } } ${ERR} } }`;
    expect((await admin.client.graphql(assign, { input: { userId: userId(admin.userId), teamId: team.id } })).data?.assignMemberTeam).toMatchObject({
      member: { team: { name: 'Juridique', memberCount: 1 } },
    });
    const renamed = await admin.client.graphql(
      `mutation ($id: ID!) { renameTeam(id: $id, name: "Legal") { __typename ... on MutationRenameTeamSuccess { team { name } } ${ERR} } }`,
      { id: team.id },
    );
    expect(renamed.data?.renameTeam).toMatchObject({ team: { name: 'Legal' } });

    const other = await adminOf();
    expect((await other.client.graphql(assign, { input: { userId: userId(other.userId), teamId: team.id } })).data?.assignMemberTeam).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await other.client.graphql(`mutation ($id: ID!) { deleteTeam(id: $id) { __typename ${ERR} } }`, { id: team.id })).data?.deleteTeam).toMatchObject({
      code: 'NOT_FOUND',
    });

    expect((await admin.client.graphql(`mutation ($id: ID!) { deleteTeam(id: $id) { __typename ${ERR} } }`, { id: team.id })).data?.deleteTeam.__typename).toBe(
      'MutationDeleteTeamSuccess',
    );
    expect((await admin.client.graphql(MEMBERS)).data?.teamMembers).toEqual([expect.objectContaining({ email: admin.email, team: null })]);
  });
});

describe('the invitation email in the organization time zone', () => {
  it('gives the last day of the link as the organization lives it', async () => {
    // Noon UTC seven days from now: the next day already in Auckland, the same day in Paris.
    const now = app.clock.now();
    const noon = new Date(now);
    noon.setUTCHours(12, 0, 0, 0);
    if (noon <= now) noon.setUTCDate(noon.getUTCDate() + 1);
    app.clock.advance(noon.getTime() - now.getTime());
    const admin = await adminOf(10, 'Kiwi Legal');
    await app.db.prisma.organization.update({ where: { id: admin.organizationId }, data: { timeZone: 'Pacific/Auckland', defaultLanguage: 'en' } });
    const colleague = address('kiwi');
    expect((await admin.client.graphql(INVITE, { input: { emails: [colleague], role: 'USER' } })).data?.inviteMembers.__typename).toBe(
      'MutationInviteMembersSuccess',
    );
    const sent = await mail.next(colleague, 0);
    const expires = new Date(app.clock.now().getTime() + 7 * 24 * 3600 * 1000);
    const inZone = (timeZone: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone }).format(expires);
    expect(inZone('Pacific/Auckland')).not.toBe(inZone('Europe/Paris'));
    const body = sent.raw.replace(/=\r?\n/g, '');
    expect(body).toContain(`until ${inZone('Pacific/Auckland')}`);
  });
});
