import { createVerifiedUser, signedInClient } from '../auth/accounts';
import { REFRESH, SIGN_OUT } from '../auth/operations';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser } from '../../support/users';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { CORS_ORIGINS: 'https://partner.example' } });
});

afterAll(async () => {
  await app.stop();
});

/** A page on another port of the same host: another origin, whose requests carry the victim's cookies. */
const ATTACKER = 'http://127.0.0.1:9';

describe('cross-origin requests', () => {
  it('give another origin no consent to read answers, with or without a preflight', async () => {
    await createVerifiedUser(app, 'cors-victim@example.com');
    const victim = await signedInClient(app, 'cors-victim@example.com');
    const preflight = await fetch(`${app.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: ATTACKER, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, x-paraphe-csrf' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
    const read = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { origin: ATTACKER, cookie: victim.cookieHeader(), 'x-paraphe-csrf': '1', 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { role } }' }),
    });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    expect(read.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('consent to the origins of CORS_ORIGINS, with credentials', async () => {
    const preflight = await fetch(`${app.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('refuse a WebSocket opened from another origin', async () => {
    const { default: WebSocket } = await import('ws');
    const refused = await new Promise<number>((resolve) => {
      const socket = new WebSocket(`${app.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', { headers: { origin: ATTACKER } });
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.on('open', () => resolve(101));
    });
    expect(refused).toBe(403);
  });
});

describe('the CSRF header', () => {
  it.each([
    ['refreshSession', REFRESH, {}],
    ['signOut', SIGN_OUT, { scope: 'GLOBAL' }],
  ])('is required by %s', async (_name, query, variables) => {
    await createVerifiedUser(app, `csrf-${_name.toLowerCase()}@example.com`);
    const victim = await signedInClient(app, `csrf-${_name.toLowerCase()}@example.com`);
    const forged = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { cookie: victim.cookieHeader(), 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    expect(forged.status).toBe(403);
    expect(forged.headers.get('set-cookie')).toBeNull();
    // The session is untouched: the owner's own requests still work.
    expect((await victim.graphql('{ viewer { user { email } } }')).data!.viewer.user.email).toBe(`csrf-${_name.toLowerCase()}@example.com`);
  });

  it('is required by the state-changing routes outside GraphQL that read cookies', async () => {
    await createVerifiedUser(app, 'csrf-rest@example.com');
    const victim = await signedInClient(app, 'csrf-rest@example.com');
    const forged = await fetch(`${app.url}/api/checkout`, {
      method: 'POST',
      headers: { cookie: victim.cookieHeader(), 'content-type': 'application/json' },
      body: JSON.stringify({ selected_plan: 'team', billing_cycle: 'annual', seats: 5 }),
    });
    expect(forged.status).toBe(403);
    expect((await forged.json()).error.code).toBe('CSRF_HEADER_MISSING');
  });

  it.each([
    ['fr', 'Cette requête doit porter l’en-tête x-paraphe-csrf : sans lui, une requête portée par des cookies est refusée'],
    ['en', 'This request needs the x-paraphe-csrf header: without it, a request riding on cookies is refused'],
  ] as const)('is asked for in the language of the session the cookie names (%s), on the routes and on GraphQL', async (locale, message) => {
    const member = await createSignedInUser(app, { locale });
    const forged = (path: string, body: unknown) =>
      fetch(`${app.url}${path}`, {
        method: 'POST',
        headers: { cookie: member.client.cookieHeader(), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const route = await forged('/api/checkout', { selected_plan: 'team', billing_cycle: 'annual', seats: 5 });
    expect(route.status).toBe(403);
    expect(await route.json()).toEqual({ error: { code: 'CSRF_HEADER_MISSING', message } });
    const graphql = await forged('/graphql', { query: '{ viewer { role } }' });
    expect(graphql.status).toBe(403);
    expect(await graphql.json()).toEqual({ errors: [{ message, extensions: { code: 'CSRF_HEADER_MISSING' } }] });
  });

  it('is not asked of API-key requests, which carry no cookie credentials', async () => {
    const answer = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { authorization: 'Bearer ppk_unknown_key', 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { role } }' }),
    });
    // Not refused for the header: refused for the key, which is unknown.
    expect(answer.status).toBe(401);
    expect((await answer.json()).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
