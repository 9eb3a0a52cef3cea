import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openCredentials } from '../../../server/mail/mail-credentials';
import { MAIL_SYNC_QUEUE } from '../../../server/mail/sync-mail-account';
import { startTestApp, type TestApp, type TestClient } from '../../support/test-app';
import { createVerifiedUser, signedInClient } from '../auth/accounts';

const PUBLIC_URL = 'http://paraphe.test';
const START = `mutation ($provider: MailProvider!) {
  startMailOAuth(provider: $provider) {
    __typename
    ... on MutationStartMailOAuthSuccess { authorization { authUrl state } }
    ... on Error { code }
  }
}`;
const ACCOUNTS = `{ mailAccounts { id email provider status imapHost imapPort imapSecure lastSyncAt lastError createdAt } }`;

/** A provider: the token endpoint, Google's userinfo and Microsoft Graph's /me. */
interface FakeProvider {
  url: string;
  tokenRequests: URLSearchParams[];
  server: Server;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => resolve(body));
  });
}

async function startProvider(): Promise<FakeProvider> {
  const tokenRequests: URLSearchParams[] = [];
  const server = createServer(async (req, res) => {
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const bearer = req.headers.authorization;
    if (req.method === 'POST' && req.url === '/token') {
      const form = new URLSearchParams(await readBody(req));
      tokenRequests.push(form);
      if (form.get('grant_type') !== 'authorization_code' || !['google-code', 'ms-code'].includes(form.get('code') ?? ''))
        return json(400, { error: 'invalid_grant' });
      const prefix = form.get('code') === 'google-code' ? 'google' : 'ms';
      return json(200, {
        access_token: `${prefix}-access-token-123`,
        refresh_token: `${prefix}-refresh-token-456`,
        expires_in: 3600,
        scope: 'mail',
        token_type: 'Bearer',
      });
    }
    if (req.method === 'GET' && req.url === '/userinfo') {
      if (bearer !== 'Bearer google-access-token-123') return json(401, { error: 'invalid_token' });
      return json(200, { sub: 'g-1', email: 'Alice.Mail@gmail.example', email_verified: true });
    }
    if (req.method === 'GET' && req.url === '/graph/me') {
      if (bearer !== 'Bearer ms-access-token-123') return json(401, { error: { code: 'InvalidAuthenticationToken' } });
      return json(200, { id: 'm-1', mail: null, userPrincipalName: 'alice@contoso.example' });
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, tokenRequests, server };
}

let app: TestApp;
let provider: FakeProvider;
let alice: TestClient;
let bob: TestClient;

beforeAll(async () => {
  provider = await startProvider();
  app = await startTestApp({
    env: {
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: 'paraphe-google',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_AUTHORIZATION_URL: `${provider.url}/authorize`,
      GOOGLE_TOKEN_URL: `${provider.url}/token`,
      GOOGLE_USERINFO_URL: `${provider.url}/userinfo`,
      MICROSOFT_CLIENT_ID: 'paraphe-ms',
      MICROSOFT_CLIENT_SECRET: 'ms-secret',
      MICROSOFT_AUTHORIZATION_URL: `${provider.url}/ms/authorize`,
      MICROSOFT_TOKEN_URL: `${provider.url}/token`,
      MICROSOFT_GRAPH_URL: `${provider.url}/graph`,
    },
  });
  await createVerifiedUser(app, 'alice@paraphe.test');
  await createVerifiedUser(app, 'bob@paraphe.test');
  alice = await signedInClient(app, 'alice@paraphe.test');
  bob = await signedInClient(app, 'bob@paraphe.test');
});

afterAll(async () => {
  await app?.stop();
  await new Promise((resolve) => provider?.server.close(resolve));
});

async function start(client: TestClient, which: string) {
  const answer = await client.graphql(START, { provider: which });
  return answer.data!.startMailOAuth as { authorization?: { authUrl: string; state: string }; code?: string };
}

const STATE_COOKIE = 'paraphe_mail_oauth';
const REFUSED_PAGE = 'a page saying the authorization was not started in this browser';

/**
 * The provider sending the browser back to Paraphe: a cross-site navigation, so the browser sends
 * its Lax cookies (the state cookie) and not its Strict ones (the session). Returns where Paraphe
 * then sends it, or REFUSED_PAGE.
 */
async function callback(client: TestClient, query: Record<string, string>, language = 'fr-FR,fr;q=0.9'): Promise<string> {
  const laxCookie = client.cookies.get(STATE_COOKIE);
  const response = await fetch(`${client.url}/api/mail/oauth/callback?${new URLSearchParams(query)}`, {
    headers: { 'accept-language': language, ...(laxCookie ? { cookie: `${STATE_COOKIE}=${laxCookie}` } : {}) },
    redirect: 'manual',
  });
  // The state cookie answers once.
  expect(response.headers.getSetCookie()).toContainEqual(expect.stringMatching(new RegExp(`^${STATE_COOKIE}=;.*Max-Age=0`)));
  client.cookies.delete(STATE_COOKIE);
  if (response.status === 403) {
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    await response.text();
    return REFUSED_PAGE;
  }
  expect(response.status).toBe(303);
  return response.headers.get('location')!;
}

test('Gmail: the consent page asks for read-only mail with a state bound to the caller', async () => {
  const { authorization } = await start(alice, 'GMAIL');
  const url = new URL(authorization!.authUrl);
  expect(`${url.origin}${url.pathname}`).toBe(`${provider.url}/authorize`);
  expect(url.searchParams.get('client_id')).toBe('paraphe-google');
  expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/mail/oauth/callback`);
  expect(url.searchParams.get('response_type')).toBe('code');
  expect(url.searchParams.get('scope')).toContain('https://www.googleapis.com/auth/gmail.readonly');
  expect(url.searchParams.get('access_type')).toBe('offline');
  expect(url.searchParams.get('state')).toBe(authorization!.state);
});

test('Gmail: the callback exchanges the code, reads the address and stores the tokens encrypted', async () => {
  const { authorization } = await start(alice, 'GMAIL');
  expect(await callback(alice, { code: 'google-code', state: authorization!.state })).toBe('/mail-connect?connected=GMAIL');
  const exchange = provider.tokenRequests.at(-1)!;
  expect(Object.fromEntries(exchange)).toEqual({
    grant_type: 'authorization_code',
    code: 'google-code',
    redirect_uri: `${PUBLIC_URL}/api/mail/oauth/callback`,
    client_id: 'paraphe-google',
    client_secret: 'google-secret',
  });

  const listed = await alice.graphql(ACCOUNTS);
  expect(listed.data?.mailAccounts).toEqual([
    expect.objectContaining({ email: 'alice.mail@gmail.example', provider: 'GMAIL', status: 'ACTIVE', imapHost: null, imapPort: null, imapSecure: null }),
  ]);
  expect(JSON.stringify(listed)).not.toMatch(/access-token|refresh-token/);

  const rows = await app.db.sql.query<Record<string, unknown>>(`SELECT * FROM "MailAccount" WHERE provider = 'GMAIL'`);
  expect(rows).toHaveLength(1);
  expect(JSON.stringify(rows[0])).not.toMatch(/access-token|refresh-token/);
  expect(openCredentials(String(rows[0].credentials), app.config.ENCRYPTION_KEY)).toMatchObject({
    kind: 'oauth',
    accessToken: 'google-access-token-123',
    refreshToken: 'google-refresh-token-456',
    expiresAt: app.clock.now().getTime() + 3600_000,
  });
  // Its first sync is queued at once.
  expect(await app.db.prisma.job.count({ where: { queue: MAIL_SYNC_QUEUE, status: 'QUEUED' } })).toBe(1);
  // Bob sees none of it.
  expect((await bob.graphql(ACCOUNTS)).data?.mailAccounts).toEqual([]);
});

test('Microsoft: Mail.Read with offline access, the address from Graph /me', async () => {
  const { authorization } = await start(alice, 'MICROSOFT');
  const url = new URL(authorization!.authUrl);
  expect(url.pathname).toBe('/ms/authorize');
  expect(url.searchParams.get('scope')).toContain('https://graph.microsoft.com/Mail.Read');
  expect(url.searchParams.get('scope')).toContain('offline_access');
  expect(await callback(alice, { code: 'ms-code', state: authorization!.state })).toBe('/mail-connect?connected=MICROSOFT');
  const account = await app.db.prisma.mailAccount.findFirstOrThrow({ where: { provider: 'MICROSOFT' } });
  expect(account.email).toBe('alice@contoso.example');
  expect(openCredentials(account.credentials!, app.config.ENCRYPTION_KEY)).toMatchObject({
    accessToken: 'ms-access-token-123',
    refreshToken: 'ms-refresh-token-456',
  });
});

test('the state cookie is Lax (it comes back with the provider’s cross-site return), HttpOnly, for the callback only, ten minutes', async () => {
  const response = await alice.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: START, variables: { provider: 'GMAIL' } }),
  });
  expect((await response.json()).data.startMailOAuth.authorization.state).toEqual(expect.any(String));
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${STATE_COOKIE}=`))!;
  expect(cookie.split('; ').slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=600', 'Path=/api/mail/oauth/callback', 'SameSite=Lax']);
});

test('someone else’s consent link opened in this browser connects nothing: a page says so, in the browser’s language', async () => {
  const before = await app.db.prisma.mailAccount.count();
  const exchanges = provider.tokenRequests.length;
  // Bob, the attacker, starts in his browser and sends the consent link to Alice; her browser comes back.
  const { authorization } = await start(bob, 'GMAIL');
  bob.cookies.delete(STATE_COOKIE);
  expect(await callback(alice, { code: 'google-code', state: authorization!.state })).toBe(REFUSED_PAGE);

  const { authorization: second } = await start(bob, 'MICROSOFT');
  const visitor = app.client();
  const english = await fetch(`${app.url}/api/mail/oauth/callback?${new URLSearchParams({ code: 'ms-code', state: second!.state })}`, {
    headers: { 'accept-language': 'en-GB,en;q=0.8' },
    redirect: 'manual',
  });
  expect(english.status).toBe(403);
  const page = await english.text();
  expect(page).toContain('<html lang="en">');
  expect(page).toContain('Mailbox not connected');
  expect(page).toContain('If someone sent you this link, stop here');
  expect(page).toContain('href="/mail-connect"');
  const french = await fetch(`${app.url}/api/mail/oauth/callback?${new URLSearchParams({ code: 'ms-code', state: second!.state })}`, {
    headers: { 'accept-language': 'fr-CA' },
    redirect: 'manual',
  });
  expect(await french.text()).toContain('Boîte de réception non connectée');
  expect(await callback(visitor, { code: 'ms-code', state: second!.state })).toBe(REFUSED_PAGE);

  expect(provider.tokenRequests.length).toBe(exchanges);
  expect(await app.db.prisma.mailAccount.count()).toBe(before);
});

test('a forged or expired state, another user’s session, a refused consent or a bad code connects nothing', async () => {
  const before = await app.db.prisma.mailAccount.count();
  const forged = await start(alice, 'GMAIL');
  expect(await callback(alice, { code: 'google-code', state: `${forged.authorization!.state}x` })).toBe('/mail-connect?error=MAIL_OAUTH_STATE_INVALID');
  // A shared computer: Bob started here, then Alice signed in; her session comes along on a same-site return.
  const started = await start(bob, 'GMAIL');
  const shared = await fetch(`${app.url}/api/mail/oauth/callback?${new URLSearchParams({ code: 'google-code', state: started.authorization!.state })}`, {
    headers: { cookie: `${alice.cookieHeader()}; ${STATE_COOKIE}=${bob.cookies.get(STATE_COOKIE)}` },
    redirect: 'manual',
  });
  expect(shared.headers.get('location')).toBe('/mail-connect?error=MAIL_OAUTH_STATE_INVALID');
  const denied = await start(alice, 'GMAIL');
  expect(await callback(alice, { error: 'access_denied', state: denied.authorization!.state })).toBe('/mail-connect?error=MAIL_OAUTH_DENIED');
  const badCode = await start(alice, 'GMAIL');
  expect(await callback(alice, { code: 'wrong-code', state: badCode.authorization!.state })).toBe('/mail-connect?error=MAIL_OAUTH_FAILED');
  const expired = await start(alice, 'GMAIL');
  app.clock.advance(11 * 60 * 1000);
  expect(await callback(alice, { code: 'google-code', state: expired.authorization!.state })).toBe('/mail-connect?error=MAIL_OAUTH_STATE_INVALID');
  expect(await app.db.prisma.mailAccount.count()).toBe(before);
});

test('a state answers once: the same callback address replayed connects nothing more', async () => {
  const { authorization } = await start(bob, 'GMAIL');
  const nonce = bob.cookies.get(STATE_COOKIE)!;
  expect(await callback(bob, { code: 'google-code', state: authorization!.state })).toBe('/mail-connect?connected=GMAIL');
  const exchanges = provider.tokenRequests.length;
  const audits = await app.db.prisma.auditEvent.count({ where: { action: 'mailbox.connected' } });
  // The browser dropped its state cookie with the first answer.
  expect(await callback(bob, { code: 'google-code', state: authorization!.state })).toBe(REFUSED_PAGE);
  // A copy of the cookie kept aside does not make the state good again.
  bob.cookies.set(STATE_COOKIE, nonce);
  expect(await callback(bob, { code: 'google-code', state: authorization!.state })).toBe('/mail-connect?error=MAIL_OAUTH_STATE_INVALID');
  expect(provider.tokenRequests.length).toBe(exchanges);
  expect(await app.db.prisma.auditEvent.count({ where: { action: 'mailbox.connected' } })).toBe(audits);
});

test('IMAP has no OAuth, and a visitor cannot start one', async () => {
  expect((await start(alice, 'IMAP')).code).toBe('MAIL_PROVIDER_NOT_SUPPORTED');
  const visitor = await app.client().graphql(START, { provider: 'GMAIL' });
  expect(visitor.data?.startMailOAuth?.authorization).toBeUndefined();
});
