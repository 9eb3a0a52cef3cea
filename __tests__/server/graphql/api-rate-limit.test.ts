// Also on PostgreSQL, Redis and S3: API calls counted in Redis.
import WebSocket from 'ws';
import { createApiKey } from '../../../server/api-keys/create-api-key';
import { API_RATE_LIMITS } from '../../../server/rest/rate-limit';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser } from '../../support/users';

/** An API key has one allowance per organization and plan, whichever door it calls: REST, GraphQL over HTTP, or the socket. */
describe('API-key calls on GraphQL are counted with the REST ones', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.stop();
  });

  async function keyOn(plan: 'SOLO' | 'ENTERPRISE') {
    const admin = await createSignedInUser(app, { role: 'ADMIN' });
    await app.services.db.prisma.organization.update({ where: { id: admin.organizationId }, data: { plan } });
    const viewer = {
      userId: admin.userId,
      organizationId: admin.organizationId,
      role: 'ADMIN' as const,
      sessionId: null,
      aal: 1 as const,
      locale: 'fr' as const,
    };
    return (await createApiKey(app.services, viewer, { name: 'ERP', scopes: ['read'] })).key;
  }

  const rest = (key: string) => fetch(`${app.url}/api/v1/documents?limit=1`, { headers: { authorization: `Bearer ${key}` } });
  const graphql = (key: string) =>
    fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query: '{ viewer { role } }' }),
    });

  /** A graphql-transport-ws exchange with the key: the first answer to one subscribe message. */
  async function overSocket(key: string): Promise<{ type: string; payload: unknown }> {
    const socket = new WebSocket(`${app.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
    return new Promise((resolve, reject) => {
      socket.onopen = () => socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${key}` } }));
      socket.onclose = (event) => reject(new Error(`closed ${event.code}`));
      socket.onmessage = (event) => {
        const message = JSON.parse(String(event.data));
        if (message.type === 'connection_ack') return socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: '{ viewer { role } }' } }));
        socket.onclose = null;
        socket.close();
        resolve(message);
      };
    });
  }

  it('refuses GraphQL past the plan limit with 429, RATE_LIMITED and Retry-After, on HTTP and on the socket, and REST with it', async () => {
    const key = await keyOn('SOLO');
    const limit = API_RATE_LIMITS.SOLO!;
    const half = Math.floor(limit / 2);
    const answers = await Promise.all([...Array.from({ length: half }, () => rest(key)), ...Array.from({ length: limit - half }, () => graphql(key))]);
    expect(answers.map((response) => response.status)).toEqual(Array(limit).fill(200));
    const counted = answers[answers.length - 1];
    expect(counted.headers.get('ratelimit-limit')).toBe(String(limit));
    expect(Number(counted.headers.get('ratelimit-remaining'))).toBeLessThan(limit);

    const refused = await graphql(key);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Worded as REST words it, in the key's creator's language (French here).
    const wait = /^Trop de requêtes : réessayez dans \d+ secondes?$/;
    expect((await refused.json()).errors[0]).toEqual({ message: expect.stringMatching(wait), extensions: { code: 'RATE_LIMITED' } });
    expect((await rest(key)).status).toBe(429);
    expect(await overSocket(key)).toMatchObject({ type: 'error', payload: [{ message: expect.stringMatching(wait), extensions: { code: 'RATE_LIMITED' } }] });
  });

  it('never counts an unlimited plan, nor a browser session', async () => {
    const key = await keyOn('ENTERPRISE');
    const answer = await graphql(key);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('ratelimit-limit')).toBeNull();
    expect(await overSocket(key)).toMatchObject({ type: 'next', payload: { data: { viewer: { role: 'ADMIN' } } } });
    const member = await createSignedInUser(app);
    const session = await member.client.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paraphe-csrf': '1' },
      body: JSON.stringify({ query: '{ viewer { role } }' }),
    });
    expect(session.headers.get('ratelimit-limit')).toBeNull();
  });
});
