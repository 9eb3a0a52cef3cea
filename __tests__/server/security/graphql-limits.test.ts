import { GraphQLError } from 'graphql';
import { createAppYoga } from '../../../server/yoga';
import { loadPersistedOperations } from '../../../server/graphql/persisted-operations';
import { GRAPHQL_LIMITS } from '../../../server/graphql/graphql-limits';
import { startTestApp, nextEvents, type TestApp } from '../../support/test-app';
import { createSignedInUser } from '../../support/users';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app.stop();
});

async function post(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    bytes: text.length,
    body: JSON.parse(text) as { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> },
  };
}

const aliases = (count: number, selection: string) => `{ ${Array.from({ length: count }, (_, index) => `a${index}: ${selection}`).join(' ')} }`;

describe('hostile GraphQL operations', () => {
  it.each([
    ['1,000 aliases of documents(first: 100)', aliases(1000, 'documents(first: 100) { edges { node { id title } } }')],
    ['2,000 aliased viewer sub-trees', aliases(2000, 'viewer { role user { email } organization { name } }')],
    ['300 aliases of documents { text findings }', aliases(300, 'documents(first: 100) { edges { node { text findings { excerpt } } } }')],
  ])('refuses %s before running it', async (_name, query) => {
    const member = await createSignedInUser(app);
    const answer = await member.client.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    const body = (await answer.json()) as { data?: unknown; errors: Array<{ message: string }> };
    expect(body.data).toBeUndefined();
    expect(body.errors[0].message).toMatch(/aliases|token limit/i);
  });

  it('refuses a query deeper than the limit', async () => {
    const deep = `{ viewer { organization { ${'__typename '.repeat(1)} } } }`;
    expect((await post({ query: deep })).body.errors).toBeUndefined();
    const nested = `{ documents { edges { node { sender { documents { edges { node { sender { documents { edges { node { id } } } } } } } } } } } }`;
    const answer = await post({ query: nested });
    expect(answer.body.errors?.[0].message ?? '').toMatch(/depth|Cannot query field/i);
  });

  it('answers a 5,000-deep nesting with a 400, not a 500', async () => {
    const query = `${'{ a '.repeat(5000)}${'}'.repeat(5000)}`;
    const answer = await post({ query }, { accept: 'application/graphql-response+json' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0].message).toMatch(/token limit/i);
    // Clients of the older JSON media type get the same refusal in a 200, as GraphQL over HTTP has it.
    const legacy = await post({ query }, { accept: 'application/json' });
    expect(legacy.status).toBeLessThan(500);
    expect(legacy.body.errors?.[0].message).toMatch(/token limit/i);
  });

  it('answers an inherited-property id such as __proto__ with PersistedQueryNotFound', async () => {
    for (const id of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const answer = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: id } } });
      expect(answer.body.errors?.[0].message).toBe('PersistedQueryNotFound');
    }
  });

  it('keeps the health check quick while a hostile query is refused', async () => {
    const hostile = post({ query: aliases(1000, 'viewer { role }') });
    const health = await fetch(`${app.url}/healthz`);
    expect(health.status).toBe(200);
    await hostile;
  });

  it('lets every operation of the web app through', async () => {
    const yoga = createAppYoga(app.services, loadPersistedOperations());
    const { parse, validate, schema } = yoga.getEnveloped({} as never);
    for (const [id, text] of Object.entries(loadPersistedOperations())) {
      const errors = validate(schema, parse(text));
      expect({ id, errors: errors.map((error: GraphQLError) => error.message) }).toEqual({ id, errors: [] });
    }
  });
});

describe('GraphQL over WebSocket', () => {
  it('answers a syntax error on that operation and keeps the socket open', async () => {
    const member = await createSignedInUser(app);
    const socket = member.client.socket();
    try {
      await expect(nextEvents(socket, 'subscription { serverTime(intervalMs: 100) ', {}, 1)).rejects.toThrow(/Syntax Error/);
      const events = await nextEvents(socket, 'subscription { serverTime(intervalMs: 100) }', {}, 1);
      expect(events[0].data).toHaveProperty('serverTime');
    } finally {
      await socket.dispose();
    }
  });

  it('applies the same limits as HTTP', async () => {
    const member = await createSignedInUser(app);
    const socket = member.client.socket();
    try {
      await expect(
        nextEvents(socket, `subscription { ${Array.from({ length: 50 }, (_, i) => `a${i}: serverTime(intervalMs: 100)`).join(' ')} }`, {}, 1),
      ).rejects.toThrow(/aliases/i);
    } finally {
      await socket.dispose();
    }
  });

  it('needs a signed-in caller to subscribe', async () => {
    const socket = app.client().socket();
    try {
      await expect(nextEvents(socket, 'subscription { serverTime(intervalMs: 100) }', {}, 1)).rejects.toThrow(/UNAUTHENTICATED/);
    } finally {
      await socket.dispose();
    }
  });

  it(`caps one connection at ${GRAPHQL_LIMITS.maxSubscriptionsPerConnection} subscriptions`, async () => {
    const member = await createSignedInUser(app);
    const socket = member.client.socket();
    const stops: Array<() => void> = [];
    try {
      for (let index = 0; index < GRAPHQL_LIMITS.maxSubscriptionsPerConnection; index += 1) {
        await new Promise<void>((resolve, reject) => {
          const stop = socket.subscribe(
            { query: 'subscription { serverTime(intervalMs: 1000) }' },
            { next: () => resolve(), error: reject, complete: () => undefined },
          );
          stops.push(stop);
        });
      }
      await expect(nextEvents(socket, 'subscription { serverTime(intervalMs: 100) }', {}, 1)).rejects.toThrow(/TOO_MANY_SUBSCRIPTIONS/);
      stops.pop()!();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const events = await nextEvents(socket, 'subscription { serverTime(intervalMs: 100) }', {}, 1);
      expect(events[0].data).toHaveProperty('serverTime');
    } finally {
      stops.forEach((stop) => stop());
      await socket.dispose();
    }
  });

  it('answers an unknown persisted id with PersistedQueryNotFound', async () => {
    const member = await createSignedInUser(app);
    const socket = member.client.socket();
    try {
      const failure = new Promise<unknown>((resolve) => {
        socket.subscribe({ query: '', extensions: { persistedQuery: { version: 1, sha256Hash: '__proto__' } } } as never, {
          next: resolve,
          error: resolve,
          complete: () => undefined,
        });
      });
      expect(JSON.stringify(await failure)).toMatch(/PersistedQueryNotFound/);
    } finally {
      await socket.dispose();
    }
  });
});
