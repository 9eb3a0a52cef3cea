import { startTestApp, nextEvents, type TestApp } from '../../support/test-app';
import { createSignedInUser } from '../../support/users';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app.stop();
});

describe('the server on a free port', () => {
  it('answers { __typename } over HTTP', async () => {
    const result = await app.client().graphql('{ __typename }');
    expect(result).toEqual({ data: { __typename: 'Query' } });
  });

  it('returns a null viewer to a visitor', async () => {
    const result = await app.client().graphql('{ viewer { role } }');
    expect(result.data).toEqual({ viewer: null });
  });

  it('streams a subscription over WebSocket with the graphql-transport-ws protocol', async () => {
    const socket = (await createSignedInUser(app)).client.socket();
    try {
      const events = await nextEvents<{ serverTime: string }>(socket, 'subscription { serverTime(intervalMs: 100) }', {}, 2);
      expect(events).toHaveLength(2);
      for (const event of events) expect(Number.isNaN(Date.parse(event.data!.serverTime))).toBe(false);
    } finally {
      await socket.dispose();
    }
  });

  it('gives a subscription the arguments it was called with, written out or as variables', async () => {
    const socket = (await createSignedInUser(app)).client.socket();
    try {
      // Three beats 100 ms apart come within a second; the default interval (1 s) would take two.
      for (const [query, variables] of [
        ['subscription { serverTime(intervalMs: 100) }', {}],
        ['subscription Beat($every: Int) { serverTime(intervalMs: $every) }', { every: 100 }],
      ] as const) {
        const started = Date.now();
        const events = await nextEvents<{ serverTime: string }>(socket, query, variables, 3);
        expect(events).toHaveLength(3);
        expect(Date.now() - started).toBeLessThan(1000);
      }
    } finally {
      await socket.dispose();
    }
  });

  it('rejects invalid subscription arguments through the same validation as HTTP', async () => {
    const socket = (await createSignedInUser(app)).client.socket();
    try {
      await expect(nextEvents(socket, 'subscription { serverTime(intervalMs: 5) }', {}, 1)).resolves.toEqual([
        expect.objectContaining({ errors: expect.any(Array) }),
      ]);
    } finally {
      await socket.dispose();
    }
  });

  it('masks unexpected errors', async () => {
    const result = await app.client().graphql('{ node(id: "not-a-global-id") { id } }');
    expect(result.errors?.[0].message).toBeDefined();
    expect(JSON.stringify(result)).not.toMatch(/at .*\.ts:\d+/);
  });

  it('refuses a GraphQL body that is not JSON or is too large, with a GraphQL-shaped error', async () => {
    const post = (body: string) =>
      fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-paraphe-csrf': '1' }, body });
    const malformed = await post('{ "query": ');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST' } }] });
    // A body of a type no parser reads, or none at all, is told what to send (it was an empty 415).
    for (const body of ['hello', undefined]) {
      const unread = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'x-paraphe-csrf': '1' }, body });
      expect(unread.status).toBe(415);
      expect(await unread.json()).toEqual({
        errors: [
          {
            message: 'Send the request as JSON (Content-Type: application/json), or as multipart/form-data for a file.',
            extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' },
          },
        ],
      });
    }
    const huge = await post(JSON.stringify({ query: '{ __typename }', variables: { padding: 'x'.repeat(1_100_000) } }));
    expect(huge.status).toBe(413);
    expect((await huge.json()).errors[0]).toEqual({ message: expect.stringMatching(/larger than 1mb/), extensions: { code: 'BODY_TOO_LARGE' } });
    // The same server still answers a well-formed request, also by GET with its query in the URL.
    expect(await (await post(JSON.stringify({ query: '{ __typename }' }))).json()).toEqual({ data: { __typename: 'Query' } });
    const byGet = await fetch(`${app.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, { headers: { accept: 'application/json' } });
    expect(await byGet.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('serves GraphiQL to browsers at GET /graphql', async () => {
    const response = await fetch(`${app.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('GraphiQL');
  });

  it('executes a persisted operation by its id', async () => {
    const { loadPersistedOperations } = await import('../../../server/graphql/persisted-operations');
    const [id, text] = Object.entries(loadPersistedOperations()).find(([, query]) => query.startsWith('query ProtectedLayoutQuery'))!;
    const response = await app.client().fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: id } } }),
    });
    const result = await response.json();
    expect(text).toContain('query ');
    expect(result.errors).toBeUndefined();
    expect(result.data).toHaveProperty('viewer', null);
  });

  it('answers unknown server endpoints under /api and /auth with a 404, not the web app', async () => {
    for (const path of ['/api/v1/nothing', '/auth/nothing']) {
      const response = await fetch(`${app.url}${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Aucun point d’accès à cette adresse' } });
    }
  });
});
