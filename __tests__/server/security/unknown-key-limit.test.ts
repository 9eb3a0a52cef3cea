// Also on PostgreSQL, Redis and S3: the address's counter in Redis.
import { randomBytes, randomUUID } from 'node:crypto';
import { createClient } from 'graphql-ws';
import { WebSocket } from 'ws';
import { createApiKey } from '../../../server/api-keys/create-api-key';
import { UNAUTHENTICATED_LIMIT } from '../../../server/rest/rate-limit';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser } from '../../support/users';

/** A bearer token shaped as a key, which no organization holds. */
const unknownKey = () => `ppk_${randomBytes(4).toString('hex')}_${randomBytes(32).toString('base64url')}`;

const graphql = (app: TestApp, key: string | null, headers: Record<string, string> = {}) =>
  fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json',
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...headers,
    },
    body: JSON.stringify({ query: '{ __typename }' }),
  });
const rest = (app: TestApp, key: string, headers: Record<string, string> = {}) =>
  fetch(`${app.url}/api/v1/documents`, { headers: { authorization: `Bearer ${key}`, ...headers } });
const download = (app: TestApp, key: string) => fetch(`${app.url}/api/documents/${randomUUID()}/file`, { headers: { authorization: `Bearer ${key}` } });

/** How the server ends a socket opened with `key` in `connectionParams`. */
function socketClose(app: TestApp, key: string, acceptLanguage = 'fr'): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) => {
    const client = createClient({
      url: `${app.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { 'accept-language': acceptLanguage } });
        }
      },
      connectionParams: { authorization: `Bearer ${key}` },
      retryAttempts: 0,
      on: {
        closed: (event) => {
          const { code, reason } = event as { code: number; reason: string };
          resolve({ code, reason });
        },
      },
    });
    // Subscribing opens the socket; its refusal ends the subscription with the close event.
    client.subscribe(
      { query: 'subscription { documentChanged { kind } }' },
      { next: () => undefined, error: () => void client.dispose(), complete: () => undefined },
    );
  });
}

describe('unknown keys are counted against their address on every door', () => {
  let app: TestApp;
  beforeEach(async () => {
    app = await startTestApp();
  });
  afterEach(async () => {
    await app.stop();
  });

  it('shares one allowance between GraphQL, REST, file downloads and sockets, then refuses each with 429 (4429 on a socket)', async () => {
    const spent = [];
    // A quarter of the allowance on each door, each answered 401 (4401) with the headers saying what is left.
    for (let index = 0; index < UNAUTHENTICATED_LIMIT / 4; index += 1) {
      spent.push(await graphql(app, unknownKey()), await rest(app, unknownKey()), await download(app, unknownKey()));
      expect(await socketClose(app, unknownKey())).toEqual({ code: 4401, reason: expect.stringContaining('clé') });
    }
    expect(spent.map((response) => response.status)).toEqual(spent.map(() => 401));
    expect(spent.map((response) => response.headers.get('www-authenticate'))).toEqual(spent.map(() => 'Bearer'));
    // 3 of every 4 counted here, the fourth by a socket: what is left after the last download is nothing.
    expect(spent.at(-1)!.headers.get('ratelimit-remaining')).toBe('1');
    expect(spent.at(-3)!.headers.get('ratelimit-limit')).toBe(String(UNAUTHENTICATED_LIMIT));

    const refusedGraphql = await graphql(app, unknownKey(), { 'accept-language': 'en' });
    expect(refusedGraphql.status).toBe(429);
    expect(Number(refusedGraphql.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refusedGraphql.headers.get('ratelimit-remaining')).toBe('0');
    const body = (await refusedGraphql.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
    expect(body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(body.errors[0].message).toMatch(/^Rate limit exceeded: try again in \d+ seconds?$/);

    const refusedRest = await rest(app, unknownKey());
    expect(refusedRest.status).toBe(429);
    expect(((await refusedRest.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    const refusedDownload = await download(app, unknownKey());
    expect(refusedDownload.status).toBe(429);
    expect(refusedDownload.headers.get('retry-after')).not.toBeNull();
    const refusedSocket = await socketClose(app, unknownKey(), 'en');
    expect(refusedSocket.code).toBe(4429);
    expect(refusedSocket.reason).toMatch(/^RATE_LIMITED: Rate limit exceeded: try again in \d+ seconds?$/);
  }, 60_000);

  it('leaves a live key and a visitor without a key answered from an address past the limit', async () => {
    for (let index = 0; index <= UNAUTHENTICATED_LIMIT; index += 1) await graphql(app, unknownKey());
    expect((await graphql(app, unknownKey())).status).toBe(429);

    const admin = await createSignedInUser(app, { role: 'ADMIN' });
    const { key } = await createApiKey(
      app.services,
      { userId: admin.userId, organizationId: admin.organizationId, role: 'ADMIN', sessionId: null, aal: 1, locale: 'fr' },
      { name: 'ERP', scopes: ['read'] },
    );
    const live = await graphql(app, key);
    expect(live.status).toBe(200);
    expect(((await live.json()) as { data: unknown }).data).toEqual({ __typename: 'Query' });
    expect((await rest(app, key)).status).toBe(200);
    // A visitor is no failed authentication: the public queries stay open to it.
    const visitor = await graphql(app, null);
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get('ratelimit-limit')).toBeNull();
  }, 60_000);

  it('counts each client address apart behind a trusted proxy', async () => {
    await app.stop();
    app = await startTestApp({ env: { TRUST_PROXY: 'true' } });
    const from = (address: string) => ({ 'x-forwarded-for': `${address}, 10.0.0.1` });
    for (let index = 0; index < UNAUTHENTICATED_LIMIT; index += 1) await graphql(app, unknownKey(), from('203.0.113.7'));
    expect((await graphql(app, unknownKey(), from('203.0.113.7'))).status).toBe(429);
    expect((await rest(app, unknownKey(), from('203.0.113.7'))).status).toBe(429);
    // Another client behind the same proxy has its own allowance.
    const other = await graphql(app, unknownKey(), from('198.51.100.2'));
    expect(other.status).toBe(401);
    expect(other.headers.get('ratelimit-remaining')).toBe(String(UNAUTHENTICATED_LIMIT - 1));
  }, 60_000);
});
