import { TERMS_VERSION } from '../../../server/shared/legal';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createVerifiedUser, signedInClient } from './accounts';
import { REQUEST_MAGIC_LINK, SIGN_UP, signUpInput } from './operations';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app.stop();
});

const TERMS = '{ viewer { terms { version acceptedAt current } } serviceSettings { termsVersion } }';
const ACCEPT = `mutation ($version: String!) {
  acceptTerms(version: $version) { __typename ... on MutationAcceptTermsSuccess { terms { version acceptedAt current } } ... on Error { code } }
}`;

const termsOf = (email: string) => app.db.prisma.user.findUnique({ where: { email }, select: { termsAcceptedAt: true, termsVersion: true } });

/** The acceptances the audit log of the person's organization keeps, oldest first. */
async function acceptancesOf(email: string) {
  const user = await app.db.prisma.user.findUniqueOrThrow({ where: { email } });
  const events = await app.db.prisma.auditEvent.findMany({
    where: { organizationId: user.organizationId, action: 'auth.terms_accepted' },
    orderBy: { createdAt: 'asc' },
    select: { actorId: true, entityType: true, entityId: true, data: true, ip: true, createdAt: true },
  });
  return { user, events };
}

describe('acceptance of the terms, recorded with the account', () => {
  it('sign-up records the version in force and when', async () => {
    const answer = await app.client().graphql(SIGN_UP, { input: signUpInput('terms-signup@example.com') });
    expect(answer.data?.signUp.__typename).toBe('MutationSignUpSuccess');
    expect(await termsOf('terms-signup@example.com')).toEqual({ termsAcceptedAt: app.clock.now(), termsVersion: TERMS_VERSION });
    // The first acceptance is also in the new organization's audit log, with where it came from.
    const { user, events } = await acceptancesOf('terms-signup@example.com');
    expect(events).toEqual([
      {
        actorId: user.id,
        entityType: 'User',
        entityId: user.id,
        data: { version: TERMS_VERSION, previousVersion: null },
        ip: expect.stringMatching(/127\.0\.0\.1|::1/),
        createdAt: app.clock.now(),
      },
    ]);
  });

  it('a magic link that makes an account requires the box, and makes nothing without it', async () => {
    const refused = await app.client().graphql(REQUEST_MAGIC_LINK, { input: { email: 'terms-magic@example.com', createAccount: true, fullName: 'Magic' } });
    expect(refused.data?.requestMagicLink).toMatchObject({ __typename: 'ValidationFailed', problems: [{ message: 'You must accept the terms' }] });
    expect(await termsOf('terms-magic@example.com')).toBeNull();

    const made = await app
      .client()
      .graphql(REQUEST_MAGIC_LINK, { input: { email: 'terms-magic@example.com', createAccount: true, acceptTerms: true, fullName: 'Magic' } });
    expect(made.data?.requestMagicLink).toEqual({ __typename: 'MutationRequestMagicLinkSuccess', sent: true });
    expect(await termsOf('terms-magic@example.com')).toEqual({ termsAcceptedAt: app.clock.now(), termsVersion: TERMS_VERSION });
    expect((await acceptancesOf('terms-magic@example.com')).events).toEqual([
      expect.objectContaining({ data: { version: TERMS_VERSION, previousVersion: null }, createdAt: app.clock.now() }),
    ]);

    // Signing in with a link makes no account: no box to tick.
    const signIn = await app.client().graphql(REQUEST_MAGIC_LINK, { input: { email: 'terms-magic@example.com' } });
    expect(signIn.data?.requestMagicLink).toEqual({ __typename: 'MutationRequestMagicLinkSuccess', sent: true });
  });
});

describe('accepting changed terms', () => {
  it('an account whose acceptance is older than the terms in force is asked, and accepts the version it was shown', async () => {
    await createVerifiedUser(app, 'terms-old@example.com');
    await createVerifiedUser(app, 'terms-colleague@example.com');
    const before = app.clock.now();
    await app.db.prisma.user.update({
      where: { email: 'terms-old@example.com' },
      data: { termsVersion: '2025-03', termsAcceptedAt: new Date('2025-03-10T09:00:00Z') },
    });
    await app.db.prisma.user.update({ where: { email: 'terms-colleague@example.com' }, data: { termsVersion: null, termsAcceptedAt: null } });
    const client = await signedInClient(app, 'terms-old@example.com');
    expect((await client.graphql(TERMS)).data).toEqual({
      viewer: { terms: { version: '2025-03', acceptedAt: '2025-03-10T09:00:00.000Z', current: false } },
      serviceSettings: { termsVersion: TERMS_VERSION },
    });

    // A page opened before the terms changed again offers a version no longer in force: nothing is recorded.
    expect((await client.graphql(ACCEPT, { version: '2025-03' })).data?.acceptTerms).toEqual({ __typename: 'AppError', code: 'TERMS_OUTDATED' });
    expect(await termsOf('terms-old@example.com')).toEqual({ termsAcceptedAt: new Date('2025-03-10T09:00:00Z'), termsVersion: '2025-03' });
    const { user: old, events: made } = await acceptancesOf('terms-old@example.com');
    // Only the account's first acceptance (made with it) is in the log: the refused one added nothing.
    expect(made).toEqual([expect.objectContaining({ data: { version: TERMS_VERSION, previousVersion: null } })]);

    app.clock.advance(60_000);
    const accepted = (await client.graphql(ACCEPT, { version: TERMS_VERSION })).data?.acceptTerms;
    const at = new Date(before.getTime() + 60_000).toISOString();
    expect(accepted).toEqual({ __typename: 'MutationAcceptTermsSuccess', terms: { version: TERMS_VERSION, acceptedAt: at, current: true } });
    // The next screen knows at once (the remembered account is forgotten).
    expect((await client.graphql(TERMS)).data?.viewer).toEqual({ terms: { version: TERMS_VERSION, acceptedAt: at, current: true } });
    // Each acceptance stays in the organization's audit log: who, which version after which, when.
    expect((await acceptancesOf('terms-old@example.com')).events).toEqual([
      made[0],
      expect.objectContaining({
        actorId: old.id,
        entityType: 'User',
        entityId: old.id,
        data: { version: TERMS_VERSION, previousVersion: '2025-03' },
        createdAt: new Date(at),
      }),
    ]);
    // Only the caller's own row.
    expect(await termsOf('terms-colleague@example.com')).toEqual({ termsAcceptedAt: null, termsVersion: null });
    const colleague = await signedInClient(app, 'terms-colleague@example.com');
    expect((await colleague.graphql(TERMS)).data?.viewer).toEqual({ terms: { version: null, acceptedAt: null, current: false } });
  });
});
