import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';
import { startTestApp, type TestApp, type TestClient } from '../../support/test-app';
import { TERMS_VERSION } from '../../../server/shared/legal';
import { createVerifiedUser, signedInClient } from './accounts';
import { VIEWER } from './operations';

const PUBLIC_URL = 'http://paraphe.test';
let app: TestApp;
let google: OAuth2Server;
let microsoft: OAuth2Server;
let certDir: string;
let userinfo: Record<string, unknown>;
let idClaims: Record<string, unknown>;

beforeAll(async () => {
  google = new OAuth2Server();
  await google.issuer.keys.generate('RS256');
  await google.start(0, '127.0.0.1');
  google.service.on('beforeUserinfo', (response: { body: Record<string, unknown> }) => {
    response.body = userinfo;
  });

  // passport-azure-ad only fetches its OpenID metadata over HTTPS: a local self-signed server.
  certDir = mkdtempSync(join(tmpdir(), 'paraphe-oidc-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      join(certDir, 'key.pem'),
      '-out',
      join(certDir, 'cert.pem'),
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  microsoft = new OAuth2Server(join(certDir, 'key.pem'), join(certDir, 'cert.pem'));
  await microsoft.issuer.keys.generate('RS256');
  await microsoft.start(0, '127.0.0.1');
  microsoft.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, { aud: 'paraphe-ms', ...idClaims });
  });
  microsoft.service.on('beforeUserinfo', (response: { body: Record<string, unknown> }) => {
    response.body = { sub: idClaims.sub, email: idClaims.email, name: idClaims.name };
  });
  // Trust that certificate only (jest's process.env is not the one Node's TLS reads).
  https.globalAgent.options.ca = readFileSync(join(certDir, 'cert.pem'));

  app = await startTestApp({
    env: {
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: 'paraphe-google',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_AUTHORIZATION_URL: `${google.issuer.url}/authorize`,
      GOOGLE_TOKEN_URL: `${google.issuer.url}/token`,
      GOOGLE_USERINFO_URL: `${google.issuer.url}/userinfo`,
      MICROSOFT_CLIENT_ID: 'paraphe-ms',
      MICROSOFT_CLIENT_SECRET: 'ms-secret',
      MICROSOFT_METADATA_URL: `${microsoft.issuer.url}/.well-known/openid-configuration`,
    },
  });
});

afterAll(async () => {
  await app?.stop();
  await google?.stop();
  await microsoft?.stop();
  delete https.globalAgent.options.ca;
  if (certDir) rmSync(certDir, { recursive: true, force: true });
});

/** The provider's answer to the authorize request: where it sends the browser back. */
function providerRedirect(url: string): Promise<string> {
  const get = url.startsWith('https:') ? https.get : http.get;
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      response.resume();
      resolve(response.headers.location!);
    }).on('error', reject);
  });
}

/** Plays the browser: our route → provider's authorize → back to our callback → the screen it lands on. */
async function roundTrip(client: TestClient, provider: 'google' | 'microsoft', query = 'intent=signin', tamper?: (callback: URL) => void): Promise<URL> {
  const start = await client.fetch(`/auth/${provider}?${query}`);
  expect(start.status).toBe(302);
  const authorize = start.headers.get('location')!;
  const callback = new URL(await providerRedirect(authorize));
  expect(`${callback.origin}${callback.pathname}`).toBe(`${PUBLIC_URL}/auth/${provider}/callback`);
  tamper?.(callback);
  const landing = await client.fetch(`${callback.pathname}${callback.search}`);
  expect(landing.status).toBe(303);
  return new URL(landing.headers.get('location')!, PUBLIC_URL);
}

describe('Google sign-in through passport-google-oauth20 against a local OAuth2 server', () => {
  it('creates the user and organization from a verified email, then signs the same identity in again', async () => {
    userinfo = { sub: 'google-123', email: 'Gina@Example.com', email_verified: true, name: 'Gina Gomez' };
    const client = app.client();
    const landing = await roundTrip(client, 'google');
    expect(landing.pathname).toBe('/auth/callback');
    expect(landing.searchParams.get('next')).toBe('/dashboard');
    const viewer = (await client.graphql(VIEWER)).data?.viewer;
    expect(viewer).toMatchObject({
      role: 'ADMIN',
      user: { email: 'gina@example.com', fullName: 'Gina Gomez', emailVerified: true },
      identities: [{ provider: 'google', email: 'gina@example.com' }],
    });
    // The provider buttons say that continuing accepts the terms: the new account records it.
    expect((await client.graphql('{ viewer { terms { version current } } }')).data?.viewer.terms).toEqual({ version: TERMS_VERSION, current: true });
    const gina = await app.db.prisma.user.findUniqueOrThrow({ where: { email: 'gina@example.com' } });
    expect(
      await app.db.prisma.auditEvent.findMany({
        where: { organizationId: gina.organizationId, action: 'auth.terms_accepted' },
        select: { actorId: true, data: true },
      }),
    ).toEqual([{ actorId: gina.id, data: { version: TERMS_VERSION, previousVersion: null } }]);

    const again = app.client();
    expect((await roundTrip(again, 'google', 'intent=simple')).searchParams.get('next')).toBe('/account');
    expect((await again.graphql(VIEWER)).data?.viewer.user.email).toBe('gina@example.com');
    expect(await app.db.prisma.user.count({ where: { email: 'gina@example.com' } })).toBe(1);
  });

  it('links a provider identity to the existing account with the same verified email', async () => {
    const existing = await createVerifiedUser(app, 'hugo@example.com');
    userinfo = { sub: 'google-hugo', email: 'hugo@example.com', email_verified: true, name: 'Hugo' };
    const client = app.client();
    await roundTrip(client, 'google');
    expect((await client.graphql(VIEWER)).data?.viewer.user.email).toBe('hugo@example.com');
    expect(await app.db.prisma.identity.findFirst({ where: { providerUserId: 'google-hugo' } })).toMatchObject({ userId: existing.id });
  });

  it('refuses an unverified email and a forged state', async () => {
    userinfo = { sub: 'google-unverified', email: 'ivy@example.com', email_verified: false, name: 'Ivy' };
    const client = app.client();
    const refused = await roundTrip(client, 'google', 'intent=signup');
    expect(Object.fromEntries(refused.searchParams)).toMatchObject({ error: 'OAUTH_FAILED', provider: 'google', intent: 'signup' });
    expect((await client.graphql(VIEWER)).data?.viewer).toBeNull();

    userinfo = { sub: 'google-123', email: 'gina@example.com', email_verified: true };
    const forged = await roundTrip(app.client(), 'google', 'intent=signin', (callback) => callback.searchParams.set('state', 'forged'));
    expect(forged.searchParams.get('error')).toBe('OAUTH_FAILED');
  });

  it('never redirects to another site after sign-in', async () => {
    userinfo = { sub: 'google-123', email: 'gina@example.com', email_verified: true };
    for (const next of ['//evil.example/x', '/a//evil.example', '/%2F%2Fevil.example', '/%5Cevil.example']) {
      const landing = await roundTrip(app.client(), 'google', `intent=signin&next=${encodeURIComponent(next)}`);
      expect(landing.searchParams.get('next')).toBe('/dashboard');
    }
    const kept = await roundTrip(app.client(), 'google', `intent=signin&next=${encodeURIComponent('/documents?status=PENDING')}`);
    expect(kept.searchParams.get('next')).toBe('/documents?status=PENDING');
  });

  it('refuses a provider the member’s organization does not allow, and says why on the callback page', async () => {
    userinfo = { sub: 'google-123', email: 'gina@example.com', email_verified: true };
    const { organizationId } = await app.db.prisma.user.findUniqueOrThrow({ where: { email: 'gina@example.com' } });
    await app.db.prisma.organization.update({ where: { id: organizationId }, data: { signInMethods: ['PASSWORD', 'MICROSOFT'] } });
    const client = app.client();
    const refused = await roundTrip(client, 'google');
    expect(Object.fromEntries(refused.searchParams)).toMatchObject({ error: 'SIGN_IN_METHOD_NOT_ALLOWED', provider: 'google', intent: 'signin' });
    expect((await client.graphql(VIEWER)).data?.viewer).toBeNull();
    await app.db.prisma.organization.update({ where: { id: organizationId }, data: { signInMethods: ['PASSWORD', 'MAGIC_LINK', 'GOOGLE', 'MICROSOFT'] } });
    expect((await roundTrip(app.client(), 'google')).searchParams.get('error')).toBeNull();
  });
});

describe('Microsoft sign-in through passport-azure-ad OIDCStrategy against a local OpenID provider', () => {
  it('signs in with the id_token claims', async () => {
    idClaims = { sub: 'ms-sub-1', oid: 'ms-oid-1', email: 'jules@example.com', name: 'Jules Martin', preferred_username: 'jules@example.com' };
    const client = app.client();
    const landing = await roundTrip(client, 'microsoft');
    expect(landing.searchParams.get('error')).toBeNull();
    expect((await client.graphql(VIEWER)).data?.viewer).toMatchObject({
      user: { email: 'jules@example.com', fullName: 'Jules Martin' },
      identities: [{ provider: 'microsoft' }],
    });
  });
});

describe('the provider’s return is bound to the browser that started', () => {
  /** The attacker's own journey up to the provider's answer: the callback address they could send someone. */
  async function attackerCallback(provider: 'google' | 'microsoft'): Promise<string> {
    const start = await app.client().fetch(`/auth/${provider}?intent=signin`);
    const callback = new URL(await providerRedirect(start.headers.get('location')!));
    return `${callback.pathname}${callback.search}`;
  }

  it.each(['google', 'microsoft'] as const)('%s: a callback opened in another browser signs nobody in, even one that started its own', async (provider) => {
    userinfo = { sub: 'google-attacker', email: 'attacker@example.com', email_verified: true, name: 'Attacker' };
    idClaims = { sub: 'ms-attacker', oid: 'ms-attacker', email: 'attacker@example.com', name: 'Attacker', preferred_username: 'attacker@example.com' };
    const victim = app.client();
    const fresh = await victim.fetch(await attackerCallback(provider));
    expect(new URL(fresh.headers.get('location')!, PUBLIC_URL).searchParams.get('error')).toBe('OAUTH_FAILED');
    await victim.fetch(`/auth/${provider}?intent=signin`);
    const started = await victim.fetch(await attackerCallback(provider));
    expect(new URL(started.headers.get('location')!, PUBLIC_URL).searchParams.get('error')).toBe('OAUTH_FAILED');
    expect((await victim.graphql(VIEWER)).data?.viewer).toBeNull();
    expect(await app.db.prisma.user.count({ where: { email: 'attacker@example.com' } })).toBe(0);
  });
});

describe('linking a provider account from the account page', () => {
  const UNLINK = `mutation ($id: ID!) { unlinkIdentity(identityId: $id) { __typename ... on Error { code } } }`;
  const IDENTITIES = `{ viewer { user { email } identities { id provider email } } }`;

  it('links a Google account of another address to the signed-in member, who then signs in with it', async () => {
    const lea = await createVerifiedUser(app, 'lea@company.example');
    const client = await signedInClient(app, 'lea@company.example');
    userinfo = { sub: 'google-lea', email: 'lea.perso@gmail.example', email_verified: true, name: 'Léa' };
    const landing = await roundTrip(client, 'google', 'intent=link&next=/account');
    expect(`${landing.pathname}${landing.search}`).toBe('/account?linked=google');
    // Still the same member, signed in as before: no account was made for the other address.
    expect((await client.graphql(IDENTITIES)).data?.viewer).toMatchObject({
      user: { email: 'lea@company.example' },
      identities: [{ provider: 'google', email: 'lea.perso@gmail.example' }],
    });
    expect(await app.db.prisma.user.count({ where: { email: 'lea.perso@gmail.example' } })).toBe(0);
    expect(await app.db.prisma.auditEvent.findMany({ where: { actorId: lea.id, action: 'member.identity_linked' }, select: { data: true } })).toEqual([
      { data: { provider: 'GOOGLE', email: 'lea.perso@gmail.example' } },
    ]);

    // She hears of the new way into her account, in her language, with the page to undo it.
    const notices = app.services.mailer.outbox().filter((mail) => mail.to === 'lea@company.example');
    expect(notices.map((mail) => mail.subject)).toEqual(['A Google account now signs in to your Paraphe account']);
    expect(notices[0].text).toContain('The Google account lea.perso@gmail.example was linked to your Paraphe account on');
    expect(notices[0].text).toContain(`${PUBLIC_URL}/account`);

    const elsewhere = app.client();
    expect((await roundTrip(elsewhere, 'google')).searchParams.get('error')).toBeNull();
    expect((await elsewhere.graphql(VIEWER)).data?.viewer.user.email).toBe('lea@company.example');
  });

  it('asks a visitor to sign in first, and refuses an account of the provider that belongs to someone else', async () => {
    const visitor = await app.client().fetch('/auth/google?intent=link&next=/account');
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get('location')).toBe('/auth/signin?next=%2Faccount');

    await createVerifiedUser(app, 'marc@company.example');
    const client = await signedInClient(app, 'marc@company.example');
    userinfo = { sub: 'google-lea', email: 'lea.perso@gmail.example', email_verified: true };
    const taken = await roundTrip(client, 'google', 'intent=link');
    expect(`${taken.pathname}?${taken.searchParams}`).toBe('/account?error=IDENTITY_IN_USE&provider=google&intent=link');
    expect((await client.graphql(IDENTITIES)).data?.viewer.identities).toEqual([]);

    userinfo = { sub: 'google-marc', email: 'marc@gmail.example', email_verified: true };
    expect((await roundTrip(client, 'google', 'intent=link')).searchParams.get('linked')).toBe('google');
    // One account per provider: a second Google account waits until the first is unlinked.
    userinfo = { sub: 'google-marc-2', email: 'marc.two@gmail.example', email_verified: true };
    expect((await roundTrip(client, 'google', 'intent=link')).searchParams.get('error')).toBe('PROVIDER_ALREADY_LINKED');
    // The same account again is no error.
    userinfo = { sub: 'google-marc', email: 'marc@gmail.example', email_verified: true };
    expect((await roundTrip(client, 'google', 'intent=link')).searchParams.get('linked')).toBe('google');
    expect(await app.db.prisma.identity.count({ where: { provider: 'google', providerUserId: { startsWith: 'google-marc' } } })).toBe(1);
  });

  it('links no provider the organization does not allow, which the viewer tells beforehand', async () => {
    const pia = await createVerifiedUser(app, 'pia@company.example');
    const client = await signedInClient(app, 'pia@company.example');
    await app.db.prisma.organization.update({ where: { id: pia.organizationId }, data: { signInMethods: ['PASSWORD', 'MICROSOFT'] } });
    expect((await client.graphql('{ viewer { signInMethods } }')).data?.viewer.signInMethods).toEqual(['PASSWORD', 'MICROSOFT']);
    userinfo = { sub: 'google-pia', email: 'pia@gmail.example', email_verified: true };
    expect((await roundTrip(client, 'google', 'intent=link')).searchParams.get('error')).toBe('SIGN_IN_METHOD_NOT_ALLOWED');
    expect(await app.db.prisma.identity.count({ where: { providerUserId: 'google-pia' } })).toBe(0);
  });

  it('takes over a provider account from an account its owner left behind', async () => {
    const left = await createVerifiedUser(app, 'rita.old@company.example');
    userinfo = { sub: 'google-rita', email: 'rita@gmail.example', email_verified: true };
    await roundTrip(await signedInClient(app, 'rita.old@company.example'), 'google', 'intent=link');
    await app.db.prisma.user.update({ where: { id: left.id }, data: { removedAt: app.clock.now() } });
    const rita = await createVerifiedUser(app, 'rita@newco.example');
    const client = await signedInClient(app, 'rita@newco.example');
    expect((await roundTrip(client, 'google', 'intent=link')).searchParams.get('linked')).toBe('google');
    expect(await app.db.prisma.identity.findMany({ where: { providerUserId: 'google-rita' }, select: { userId: true } })).toEqual([{ userId: rita.id }]);
  });

  it('links nothing when the session that asked ended during the round trip', async () => {
    await createVerifiedUser(app, 'nina@company.example');
    const client = await signedInClient(app, 'nina@company.example');
    userinfo = { sub: 'google-nina', email: 'nina@gmail.example', email_verified: true };
    // The session is revoked (signed out from another device) between the provider and the callback.
    const start = await client.fetch('/auth/google?intent=link');
    const callback = new URL(await providerRedirect(start.headers.get('location')!));
    await app.db.prisma.session.updateMany({ where: { user: { email: 'nina@company.example' } }, data: { revokedAt: app.clock.now() } });
    const ended = await client.fetch(`${callback.pathname}${callback.search}`);
    const refusedAt = new URL(ended.headers.get('location')!, PUBLIC_URL);
    expect(`${refusedAt.pathname}?${refusedAt.searchParams}`).toBe('/account?error=SESSION_EXPIRED&provider=google&intent=link');
    expect(await app.db.prisma.identity.count({ where: { providerUserId: 'google-nina' } })).toBe(0);
  });

  it('unlinks an account unless it is the last way in the organization allows, and only the member’s own', async () => {
    const olga = await createVerifiedUser(app, 'olga@company.example');
    const client = await signedInClient(app, 'olga@company.example');
    userinfo = { sub: 'google-olga', email: 'olga@gmail.example', email_verified: true };
    await roundTrip(client, 'google', 'intent=link');
    const [identity] = (await client.graphql(IDENTITIES)).data!.viewer.identities;

    // Someone else cannot unlink it, nor learn that it exists.
    const other = await signedInClient(app, 'marc@company.example');
    expect((await other.graphql(UNLINK, { id: identity.id })).data?.unlinkIdentity).toEqual({ __typename: 'AppError', code: 'IDENTITY_NOT_FOUND' });

    // Her organization allows Google only: without it she would have no way back in.
    await app.db.prisma.organization.update({ where: { id: olga.organizationId }, data: { signInMethods: ['GOOGLE'] } });
    expect((await client.graphql(UNLINK, { id: identity.id })).data?.unlinkIdentity).toEqual({ __typename: 'AppError', code: 'LAST_SIGN_IN_METHOD' });
    expect(await app.db.prisma.identity.count({ where: { id: identity.id } })).toBe(1);

    await app.db.prisma.organization.update({ where: { id: olga.organizationId }, data: { signInMethods: ['PASSWORD', 'GOOGLE'] } });
    expect((await client.graphql(UNLINK, { id: identity.id })).data?.unlinkIdentity).toEqual({ __typename: 'MutationUnlinkIdentitySuccess' });
    expect((await client.graphql(IDENTITIES)).data?.viewer.identities).toEqual([]);
    expect(await app.db.prisma.auditEvent.findMany({ where: { actorId: olga.id, action: 'member.identity_unlinked' }, select: { data: true } })).toEqual([
      { data: { provider: 'GOOGLE', email: 'olga@gmail.example' } },
    ]);
    // The Google account is no longer a way into hers: signing in with it makes an account of its own address.
    const elsewhere = app.client();
    await roundTrip(elsewhere, 'google');
    expect((await elsewhere.graphql(VIEWER)).data?.viewer.user.email).toBe('olga@gmail.example');
  });
});

describe('provider failures and the rate limit', () => {
  it('counts failed provider sign-ins towards the limits: the account after 10, the whole address loosely after 60', async () => {
    app.clock.advance(20 * 60_000);
    userinfo = { sub: 'google-nope', email: 'nope@example.com', email_verified: false };
    for (let i = 0; i < 9; i++) expect((await roundTrip(app.client(), 'google')).searchParams.get('error')).toBe('OAUTH_FAILED');
    expect((await roundTrip(app.client(), 'google')).searchParams.get('error')).toBe('RATE_LIMITED');
    userinfo = { sub: 'google-123', email: 'gina@example.com', email_verified: true };
    expect((await roundTrip(app.client(), 'google')).searchParams.get('error')).toBeNull();
    for (let i = 0; i < 50; i++) {
      userinfo = { sub: `google-spray-${i}`, email: `spray${i}@example.com`, email_verified: false };
      await roundTrip(app.client(), 'google');
    }
    userinfo = { sub: 'google-123', email: 'gina@example.com', email_verified: true };
    const blocked = await roundTrip(app.client(), 'google');
    expect(Object.fromEntries(blocked.searchParams)).toMatchObject({ error: 'RATE_LIMITED', minutes: '10' });
    app.clock.advance(10 * 60_000);
    expect((await roundTrip(app.client(), 'google')).searchParams.get('error')).toBeNull();
  });
});
