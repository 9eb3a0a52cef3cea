import { generate } from 'otplib';
import { hashPassword } from '../../../server/auth/passwords';
import type { Role } from '../../../server/db/generated/client';
import { startTestApp, type TestApp, type TestClient } from '../../support/test-app';
import { createSignedInUser } from '../../support/users';
import { ENROLL_TOTP, REFRESH, REMOVE_FACTOR, SIGN_IN, STRONG_PASSWORD, VERIFY_TOTP } from '../auth/operations';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app.stop();
});

const SETTINGS = `{ securitySettings { requireSecondFactor sessionLifetimeHours signInMethods roles { role memberCount } } }`;
const UPDATE = `mutation ($input: UpdateSecuritySettingsInput!) {
  updateSecuritySettings(input: $input) {
    __typename
    ... on MutationUpdateSecuritySettingsSuccess { settings { requireSecondFactor sessionLifetimeHours signInMethods } }
    ... on Error { code }
    ... on ValidationFailed { problems { path code } }
  }
}`;
const SESSIONS = `query ($first: Int, $after: String) {
  organizationSessions(first: $first, after: $after) {
    edges { node { id userAgent signInMethod createdAt lastUsedAt member { fullName email } } }
    pageInfo { hasNextPage endCursor }
  }
}`;
const REVOKE = `mutation ($id: ID!) { revokeOrganizationSession(id: $id) { __typename ... on MutationRevokeOrganizationSessionSuccess { revoked } ... on Error { code } } }`;
const DOCUMENTS = '{ documents(first: 5) { edges { node { id } } } }';
const ENROLMENT_STATE = '{ viewer { mustEnrolSecondFactor aal } }';

let memberCount = 0;

/** A member of the organization who signs in with a password. */
async function member(organizationId: string, role: Role = 'USER', fullName = 'Test Member') {
  const email = `member-${++memberCount}-${organizationId.slice(0, 8)}@example.test`;
  const user = await app.db.prisma.user.create({
    data: { organizationId, email, fullName, role, locale: 'en', emailVerifiedAt: app.clock.now(), passwordHash: await hashPassword(STRONG_PASSWORD) },
  });
  return { ...user, signIn: (rememberMe = false, userAgent = 'Test browser') => signIn(email, rememberMe, userAgent) };
}

async function signIn(email: string, rememberMe: boolean, userAgent: string): Promise<{ client: TestClient; status: string | null; code: string | null }> {
  const client = app.client();
  const answer = await client.graphql(SIGN_IN, { input: { email, password: STRONG_PASSWORD, rememberMe } }, { 'user-agent': userAgent });
  return { client, status: answer.data?.signIn.result?.status ?? null, code: answer.data?.signIn.code ?? null };
}

/** An administrator signed in with their password, with a second factor of their own when asked. */
async function administrator(options: { withFactor?: boolean } = {}) {
  const organization = await app.db.prisma.organization.create({ data: { name: 'Security Org' } });
  const admin = await member(organization.id, 'ADMIN', 'Alice Admin');
  const { client } = await admin.signIn();
  if (options.withFactor) await enrol(client);
  return { ...admin, client, organizationId: organization.id };
}

async function enrol(client: TestClient) {
  const { secret, factor } = (await client.graphql(ENROLL_TOTP)).data!.enrollTotp.enrollment;
  app.clock.advance(30_000);
  const code = await generate({ secret, epoch: Math.floor(app.clock.now().getTime() / 1000) });
  const answer = await client.graphql(VERIFY_TOTP, { factorId: factor.id, code });
  expect(answer.data?.verifyTotp.result.status).toBe('SIGNED_IN');
  return secret;
}

describe('roles and their members', () => {
  it('counts the active members holding each role, from the database', async () => {
    const admin = await administrator();
    await member(admin.organizationId, 'MANAGER');
    await member(admin.organizationId, 'USER');
    const removed = await member(admin.organizationId, 'USER');
    await app.db.prisma.user.update({ where: { id: removed.id }, data: { removedAt: app.clock.now() } });
    const answer = await admin.client.graphql(SETTINGS);
    expect(answer.data?.securitySettings).toEqual({
      requireSecondFactor: false,
      sessionLifetimeHours: null,
      signInMethods: ['PASSWORD', 'MAGIC_LINK', 'GOOGLE', 'MICROSOFT'],
      roles: [
        { role: 'ADMIN', memberCount: 1 },
        { role: 'MANAGER', memberCount: 1 },
        { role: 'USER', memberCount: 1 },
      ],
    });
  });

  it('is for administrators: a manager or a user is refused every read and change', async () => {
    const admin = await administrator();
    for (const role of ['MANAGER', 'USER'] as const) {
      const { client } = await createSignedInUser(app, { role, organizationId: admin.organizationId });
      expect((await client.graphql(SETTINGS)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await client.graphql(SESSIONS)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await client.graphql(UPDATE, { input: { sessionLifetimeHours: 1 } })).data?.updateSecuritySettings.code).toBe('FORBIDDEN');
    }
    expect((await app.db.prisma.organization.findUniqueOrThrow({ where: { id: admin.organizationId } })).sessionLifetimeHours).toBeNull();
  });
});

describe('changing the settings', () => {
  it('refuses an unknown lifetime and an empty method list, changing nothing', async () => {
    const admin = await administrator();
    const answer = await admin.client.graphql(UPDATE, { input: { sessionLifetimeHours: 5, signInMethods: [] } });
    expect(answer.data?.updateSecuritySettings).toEqual({
      __typename: 'ValidationFailed',
      code: 'VALIDATION_FAILED',
      problems: [
        { path: 'input.sessionLifetimeHours', code: 'SESSION_LIFETIME_INVALID' },
        { path: 'input.signInMethods', code: 'SIGN_IN_METHODS_EMPTY' },
      ],
    });
    expect(await app.db.prisma.organization.findUniqueOrThrow({ where: { id: admin.organizationId } })).toMatchObject({
      sessionLifetimeHours: null,
      signInMethods: ['PASSWORD', 'MAGIC_LINK', 'GOOGLE', 'MICROSOFT'],
    });
    expect(await app.db.prisma.auditEvent.count({ where: { organizationId: admin.organizationId, action: 'auth.security_updated' } })).toBe(0);
  });

  it('keeps the administrator a way in: the method of their own session stays allowed', async () => {
    const admin = await administrator();
    const answer = await admin.client.graphql(UPDATE, { input: { signInMethods: ['GOOGLE', 'MICROSOFT'] } });
    expect(answer.data?.updateSecuritySettings.problems).toEqual([{ path: 'input.signInMethods', code: 'CURRENT_SIGN_IN_METHOD_REQUIRED' }]);
    const kept = await admin.client.graphql(UPDATE, { input: { signInMethods: ['PASSWORD', 'GOOGLE'] } });
    expect(kept.data?.updateSecuritySettings.settings.signInMethods).toEqual(['PASSWORD', 'GOOGLE']);
  });

  it('requires a second factor only from an administrator who has one, and audits the change with the values before', async () => {
    const admin = await administrator();
    expect((await admin.client.graphql(UPDATE, { input: { requireSecondFactor: true } })).data?.updateSecuritySettings.code).toBe('OWN_SECOND_FACTOR_REQUIRED');
    await enrol(admin.client);
    const answer = await admin.client.graphql(UPDATE, { input: { requireSecondFactor: true, sessionLifetimeHours: 8 } });
    expect(answer.data?.updateSecuritySettings.settings).toEqual({
      requireSecondFactor: true,
      sessionLifetimeHours: 8,
      signInMethods: ['PASSWORD', 'MAGIC_LINK', 'GOOGLE', 'MICROSOFT'],
    });
    const entry = await app.db.prisma.auditEvent.findFirstOrThrow({ where: { organizationId: admin.organizationId, action: 'auth.security_updated' } });
    expect(entry).toMatchObject({
      actorId: admin.id,
      data: { before: { requireSecondFactor: false, sessionLifetimeHours: null }, after: { requireSecondFactor: true, sessionLifetimeHours: 8 } },
    });
  });
});

describe('a second factor required of every member', () => {
  it('lets a member without one do nothing but enrol, on every door, then go on normally', async () => {
    const admin = await administrator({ withFactor: true });
    await admin.client.graphql(UPDATE, { input: { requireSecondFactor: true } });
    const bob = await member(admin.organizationId);
    const { client, status } = await bob.signIn();
    expect(status).toBe('SIGNED_IN');
    expect((await client.graphql(ENROLMENT_STATE)).data?.viewer).toEqual({ mustEnrolSecondFactor: true, aal: 1 });
    expect((await client.graphql(DOCUMENTS)).errors?.[0].extensions?.code).toBe('SECOND_FACTOR_ENROLMENT_REQUIRED');
    expect((await client.graphql('mutation { setLanguage(language: fr) { __typename } }')).errors?.[0].extensions?.code).toBe(
      'SECOND_FACTOR_ENROLMENT_REQUIRED',
    );
    const file = await client.fetch('/api/documents/00000000-0000-4000-8000-000000000000/file');
    expect([file.status, ((await file.json()) as { error: { code: string } }).error.code]).toEqual([403, 'SECOND_FACTOR_ENROLMENT_REQUIRED']);
    // A refreshed session stays held to enrolment.
    expect((await client.graphql(REFRESH)).data?.refreshSession.__typename).toBe('MutationRefreshSessionSuccess');
    expect((await client.graphql(DOCUMENTS)).errors?.[0].extensions?.code).toBe('SECOND_FACTOR_ENROLMENT_REQUIRED');

    await enrol(client);
    expect((await client.graphql(ENROLMENT_STATE)).data?.viewer).toEqual({ mustEnrolSecondFactor: false, aal: 2 });
    expect((await client.graphql(DOCUMENTS)).data?.documents.edges).toEqual([]);
    // Next time they are asked for it, as any member with a factor.
    expect((await bob.signIn()).status).toBe('MFA_REQUIRED');
    // Nor may they remove their only factor while it is required.
    const factor = await app.db.prisma.factor.findFirstOrThrow({ where: { userId: bob.id } });
    expect((await client.graphql(REMOVE_FACTOR, { factorId: factor.id })).data?.removeFactor.code).toBe('SECOND_FACTOR_REQUIRED_BY_ORGANIZATION');
    expect(await app.db.prisma.factor.count({ where: { userId: bob.id, status: 'VERIFIED' } })).toBe(1);
  });
});

describe('session lifetime', () => {
  it('opens sessions for the lifetime chosen, and a session older than it cannot be refreshed', async () => {
    const admin = await administrator();
    await admin.client.graphql(UPDATE, { input: { sessionLifetimeHours: 1 } });
    const carol = await member(admin.organizationId);
    const { client } = await carol.signIn(true);
    const session = await app.db.prisma.session.findFirstOrThrow({ where: { userId: carol.id } });
    expect(session.expiresAt.getTime() - session.createdAt.getTime()).toBe(3600_000);
    app.clock.advance(50 * 60_000);
    expect((await client.graphql(REFRESH)).data?.refreshSession.__typename).toBe('MutationRefreshSessionSuccess');
    app.clock.advance(11 * 60_000);
    expect((await client.graphql(REFRESH)).data?.refreshSession.code).toBe('SESSION_EXPIRED');
  });

  it('cuts sessions opened before a shorter lifetime at their next refresh', async () => {
    const admin = await administrator();
    const dan = await member(admin.organizationId);
    const { client } = await dan.signIn(true);
    app.clock.advance(2 * 3600_000);
    expect((await client.graphql(REFRESH)).data?.refreshSession.__typename).toBe('MutationRefreshSessionSuccess');
    await app.db.prisma.organization.update({ where: { id: admin.organizationId }, data: { sessionLifetimeHours: 1 } });
    expect((await client.graphql(REFRESH)).data?.refreshSession.code).toBe('SESSION_EXPIRED');
  });
});

describe('active sessions of the organization', () => {
  it('lists the members’ open sessions a page at a time, and revokes one from its next request on', async () => {
    const admin = await administrator();
    const erin = await member(admin.organizationId, 'USER', 'Erin Example');
    const erinBrowser = await erin.signIn(false, 'Erin phone');
    await erin.signIn(false, 'Erin laptop');
    app.clock.advance(1000);
    const first = await admin.client.graphql(SESSIONS, { first: 2 });
    expect(first.data?.organizationSessions.pageInfo.hasNextPage).toBe(true);
    const second = await admin.client.graphql(SESSIONS, { first: 2, after: first.data?.organizationSessions.pageInfo.endCursor });
    const nodes = [...first.data!.organizationSessions.edges, ...second.data!.organizationSessions.edges].map(
      (edge: { node: Record<string, any> }) => edge.node,
    );
    expect(nodes).toHaveLength(3);
    const phone = nodes.find((node) => node.userAgent === 'Erin phone')!;
    expect(phone).toMatchObject({ signInMethod: 'PASSWORD', member: { fullName: 'Erin Example', email: erin.email } });

    expect((await erinBrowser.client.graphql(DOCUMENTS)).errors).toBeUndefined();
    expect((await admin.client.graphql(REVOKE, { id: phone.id })).data?.revokeOrganizationSession).toEqual({
      __typename: 'MutationRevokeOrganizationSessionSuccess',
      revoked: true,
    });
    expect((await erinBrowser.client.graphql(DOCUMENTS)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await erinBrowser.client.graphql(REFRESH)).data?.refreshSession.code).toBe('SESSION_EXPIRED');
    const entry = await app.db.prisma.auditEvent.findFirstOrThrow({ where: { organizationId: admin.organizationId, action: 'auth.session_revoked' } });
    expect(entry).toMatchObject({ actorId: admin.id, entityId: erin.id, data: { sessionId: phone.id, email: erin.email } });
  });

  it('shows another organization none of its sessions, and lets it revoke none', async () => {
    const victim = await administrator();
    const frank = await member(victim.organizationId);
    const frankBrowser = await frank.signIn();
    const intruder = await administrator();
    const seen = await intruder.client.graphql(SESSIONS);
    expect(seen.data?.organizationSessions.edges.map((edge: { node: { member: { email: string } } }) => edge.node.member.email)).toEqual([intruder.email]);
    const frankSession = await app.db.prisma.session.findFirstOrThrow({ where: { userId: frank.id } });
    expect((await intruder.client.graphql(REVOKE, { id: frankSession.id })).data?.revokeOrganizationSession.code).toBe('SESSION_NOT_FOUND');
    expect((await app.db.prisma.session.findUniqueOrThrow({ where: { id: frankSession.id } })).revokedAt).toBeNull();
    expect((await frankBrowser.client.graphql(DOCUMENTS)).errors).toBeUndefined();
  });
});

describe('allowed sign-in methods', () => {
  it('refuses a member a method the organization forbids, with its own code, and audits the refusal', async () => {
    const admin = await administrator();
    await admin.client.graphql(UPDATE, { input: { signInMethods: ['PASSWORD', 'MAGIC_LINK'] } });
    const gail = await member(admin.organizationId);
    expect((await gail.signIn()).status).toBe('SIGNED_IN');
    await app.db.prisma.organization.update({ where: { id: admin.organizationId }, data: { signInMethods: ['MAGIC_LINK'] } });
    const refused = await gail.signIn();
    expect([refused.status, refused.code]).toEqual([null, 'SIGN_IN_METHOD_NOT_ALLOWED']);
    expect(refused.client.cookies.size).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await app.db.prisma.auditEvent.findFirst({ where: { organizationId: admin.organizationId, action: 'auth.sign_in_refused' } })).toMatchObject({
      actorId: gail.id,
      data: { method: 'password' },
    });
  });
});
