import WebSocket from 'ws';
import { createHash } from 'node:crypto';
import { createClient } from 'graphql-ws';
import { createApiKey } from '../../../server/api-keys/create-api-key';
import { revokeApiKey } from '../../../server/api-keys/revoke-api-key';
import { MAX_REGISTERED_OPERATIONS_PER_KEY } from '../../../server/graphql/persisted-operations';
import { TRUSTED_DOCUMENTS_PATH } from '../../../server/app';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';

let app: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  app = await startTestApp();
  admin = await createSignedInUser(app, { role: 'ADMIN' });
});

afterAll(async () => {
  await app?.stop();
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const viewerOf = (user: SignedInUser) => ({
  userId: user.userId,
  organizationId: user.organizationId,
  role: 'ADMIN' as const,
  sessionId: 'apq',
  aal: 1 as const,
  locale: 'en' as const,
});
const newKey = async (user = admin) => (await createApiKey(app.services, viewerOf(user), { name: 'Apollo', scopes: ['read'] })).key;

type Answer = { status: number; headers: Headers; body: { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> } };

async function post(body: unknown, headers: Record<string, string> = {}, accept = 'application/graphql-response+json'): Promise<Answer> {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept, ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

const apq = (query: string | undefined, hash = sha256(query ?? '')) => ({
  ...(query === undefined ? {} : { query }),
  extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
});
const QUERY = 'query Me { viewer { role } }';

describe('automatic persisted queries (Apollo protocol) for API keys', () => {
  it('misses with PERSISTED_QUERY_NOT_FOUND, registers the text with its hash, then runs from the hash alone, over POST and GET', async () => {
    const key = await newKey();
    const auth = { authorization: `Bearer ${key}` };
    const miss = await post(apq(undefined, sha256(QUERY)), auth);
    expect(miss.body.errors?.[0]).toMatchObject({ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } });
    expect(miss.status).toBe(400);
    // The older media type keeps 200 for a well-formed request, as the specification asks.
    expect((await post(apq(undefined, sha256(QUERY)), auth, 'application/json')).status).toBe(200);

    expect((await post(apq(QUERY), auth)).body).toEqual({ data: { viewer: { role: 'ADMIN' } } });
    expect((await post(apq(undefined, sha256(QUERY)), auth)).body).toEqual({ data: { viewer: { role: 'ADMIN' } } });
    const extensions = encodeURIComponent(JSON.stringify(apq(undefined, sha256(QUERY)).extensions));
    const get = await fetch(`${app.url}/graphql?extensions=${extensions}`, { headers: { ...auth, accept: 'application/graphql-response+json' } });
    expect(await get.json()).toEqual({ data: { viewer: { role: 'ADMIN' } } });
  });

  it('checks the hash against the text, and keeps registrations to the key that made them', async () => {
    const key = await newKey();
    const mismatch = await post(apq(QUERY, sha256('{ __typename }')), { authorization: `Bearer ${key}` });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors?.[0].extensions?.code).toBe('PERSISTED_QUERY_MISMATCH');
    expect(await app.db.prisma.registeredOperation.count({ where: { sha256: sha256('{ __typename }') } })).toBe(0);

    const text = 'query Mine { viewer { user { email } } }';
    expect((await post(apq(text), { authorization: `Bearer ${key}` })).body.errors).toBeUndefined();
    const stranger = await createSignedInUser(app, { role: 'ADMIN' });
    const other = await post(apq(undefined, sha256(text)), { authorization: `Bearer ${await newKey(stranger)}` });
    expect(other.body.errors?.[0].extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    // Visitors run a text with its hash, but keep nothing.
    expect((await post(apq('query Visitor { viewer { role } }'))).body).toEqual({ data: { viewer: null } });
    expect(await app.db.prisma.registeredOperation.count({ where: { sha256: sha256('query Visitor { viewer { role } }') } })).toBe(0);
  });

  it('keeps at most a bounded number of operations per key; past it, texts still run', async () => {
    const { key, apiKey } = await createApiKey(app.services, viewerOf(admin), { name: 'Bounded', scopes: ['read'] });
    const apiKeyId = apiKey.id;
    await app.db.prisma.registeredOperation.createMany({
      data: Array.from({ length: MAX_REGISTERED_OPERATIONS_PER_KEY }, (_, index) => ({
        apiKeyId,
        sha256: sha256(`# ${index}\n{ __typename }`),
        query: `# ${index}\n{ __typename }`,
      })),
    });
    const extra = 'query Extra { viewer { role } }';
    expect((await post(apq(extra), { authorization: `Bearer ${key}` })).body).toEqual({ data: { viewer: { role: 'ADMIN' } } });
    expect(await app.db.prisma.registeredOperation.count({ where: { apiKeyId } })).toBe(MAX_REGISTERED_OPERATIONS_PER_KEY);
  });
});

describe('refusals before anything runs', () => {
  it('answers an unknown or revoked key with 401 and WWW-Authenticate, as REST does', async () => {
    const unknown = await post({ query: '{ __typename }' }, { authorization: 'Bearer ppk_unknown' });
    expect(unknown.status).toBe(401);
    expect(unknown.headers.get('www-authenticate')).toBe('Bearer');
    expect(unknown.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const { key, apiKey } = await createApiKey(app.services, viewerOf(admin), { name: 'Revoked', scopes: ['read'] });
    expect((await post({ query: '{ __typename }' }, { authorization: `Bearer ${key}` })).status).toBe(200);
    await revokeApiKey(app.services, viewerOf(admin), { apiKeyId: apiKey.id });
    expect((await post({ query: '{ __typename }' }, { authorization: `Bearer ${key}` })).status).toBe(401);
  });

  it('names a missing query as such, with 400', async () => {
    for (const body of [{}, { variables: {} }, { extensions: {} }]) {
      const answer = await post(body);
      expect([JSON.stringify(body), answer.status, answer.body.errors?.[0].extensions?.code]).toEqual([JSON.stringify(body), 400, 'QUERY_MISSING']);
    }
  });

  it.each([
    ['aliases', `{ ${Array.from({ length: 16 }, (_, index) => `a${index}: viewer { role }`).join(' ')} }`, 'TOO_MANY_ALIASES'],
    [
      'depth',
      '{ documents(first: 1) { edges { node { sender { recentDocuments(first: 1) { edges { node { sender { recentDocuments(first: 1) { edges { node { id } } } } } } } } } } } }',
      'QUERY_TOO_DEEP',
    ],
    ['directives', `{ viewer { role ${'@skip(if: false) '.repeat(21)} } }`, 'TOO_MANY_DIRECTIVES'],
    ['tokens', `{ ${'__typename '.repeat(3000)} }`, 'GRAPHQL_PARSE_FAILED'],
  ])('refuses too many %s with a code and 400 (200 to application/json)', async (_limit, query, code) => {
    const strict = await post({ query });
    expect([strict.status, strict.body.errors?.[0].extensions?.code]).toEqual([400, code]);
    expect(strict.body.data).toBeUndefined();
    expect((await post({ query }, {}, 'application/json')).status).toBe(200);
  });
});

describe('the WebSocket door follows the same rule', () => {
  /** A raw graphql-transport-ws exchange: init with these params, one subscribe message, its first answer. */
  async function overSocket(
    connectionParams: Record<string, unknown>,
    payload: Record<string, unknown>,
  ): Promise<{ close?: number; message?: { type: string; payload: unknown } }> {
    const socket = new WebSocket(`${app.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
    return new Promise((resolve) => {
      socket.onopen = () => socket.send(JSON.stringify({ type: 'connection_init', payload: connectionParams }));
      socket.onclose = (event) => resolve({ close: event.code });
      socket.onmessage = (event) => {
        const message = JSON.parse(String(event.data));
        if (message.type === 'connection_ack') return socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload }));
        resolve({ message });
        socket.close();
      };
    });
  }

  it('takes an API key from connectionParams, runs its registered operations by hash, and refuses an unknown key at the door', async () => {
    const key = await newKey();
    const text = 'query OverSocket { viewer { role } }';
    expect((await post(apq(text), { authorization: `Bearer ${key}` })).body.errors).toBeUndefined();
    // No `query` at all: an id alone, as Apollo's persisted-query link sends it.
    const byHash = await overSocket({ authorization: `Bearer ${key}` }, { extensions: { persistedQuery: { version: 1, sha256Hash: sha256(text) } } });
    expect(byHash.message).toEqual({ id: '1', type: 'next', payload: { data: { viewer: { role: 'ADMIN' } } } });
    const unknownHash = await overSocket(
      { authorization: `Bearer ${key}` },
      { query: '', extensions: { persistedQuery: { version: 1, sha256Hash: sha256('{ nothing }') } } },
    );
    expect(unknownHash.message).toMatchObject({
      type: 'error',
      payload: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
    });
    expect(JSON.stringify(unknownHash.message)).not.toContain('http');
    expect(await overSocket({ authorization: 'Bearer ppk_unknown' }, { query: '{ __typename }' })).toEqual({ close: 4401 });
    // The parameter's name in any case, as GraphiQL's header editor and some clients write it.
    const capitalized = await overSocket({ Authorization: `Bearer ${key}` }, { query: text });
    expect(capitalized.message).toEqual({ id: '1', type: 'next', payload: { data: { viewer: { role: 'ADMIN' } } } });
    expect(await overSocket({ AUTHORIZATION: 'Bearer ppk_unknown' }, { query: '{ __typename }' })).toEqual({ close: 4401 });
  });

  it('refuses an unknown key so that a graphql-ws client with its default settings gives up at once, rather than retrying', async () => {
    const closes: number[] = [];
    const client = createClient({
      url: `${app.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: 'Bearer ppk_unknown' },
      on: { closed: (event) => closes.push((event as { code: number }).code) },
    });
    const started = Date.now();
    try {
      const events = client.iterate({ query: 'subscription { documentChanged { kind } }' });
      await expect(events.next()).rejects.toMatchObject({ code: 4401, reason: 'Non authentifié : la clé d’API est inconnue ou révoquée' });
      expect(closes).toEqual([4401]);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await client.dispose();
    }
  });
});

describe('the web app operations, published', () => {
  it('lists every operation the web app runs, each under the SHA-256 of its text', async () => {
    const response = await fetch(`${app.url}${TRUSTED_DOCUMENTS_PATH}`);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const manifest = (await response.json()) as Record<string, string>;
    expect(Object.keys(manifest).length).toBeGreaterThan(50);
    for (const [id, text] of Object.entries(manifest)) expect([id, sha256(text)]).toEqual([id, id]);
    expect(Object.values(manifest).some((text) => text.startsWith('mutation environmentRefreshSessionMutation'))).toBe(true);
  });
});
