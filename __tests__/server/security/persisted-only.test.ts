import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { signAccessToken } from '../../../server/auth/access-token';
import { loadPersistedOperations } from '../../../server/graphql/persisted-operations';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';
import { createVerifiedUser, signedInClient } from '../auth/accounts';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { NODE_ENV: 'production', PUBLIC_URL: 'https://paraphe.example', ACCESS_TOKEN_TTL_S: '60' } });
});

afterAll(async () => {
  await app?.stop();
});

const persistedId = (start: string) => Object.entries(loadPersistedOperations()).find(([, text]) => text.startsWith(start))![0];
const VIEWER_TEXT = '{ viewer { role } }';

/** A POST with the CSRF header and exactly this cookie header, as a hand-made client would send it. */
async function post(cookie: string, body: unknown) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'x-paraphe-csrf': '1' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { data?: Record<string, unknown>; errors?: Array<{ message: string; extensions?: { code?: string } }> };
}

function socketWith(cookie: string) {
  return createClient({
    url: `${app.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie } });
      }
    },
    retryAttempts: 0,
  });
}

const runOnSocket = (cookie: string, payload: { query: string; extensions?: Record<string, unknown> }) => {
  const socket = socketWith(cookie);
  return new Promise<unknown>((resolve) => {
    socket.subscribe(payload, { next: resolve, error: resolve, complete: () => undefined });
  }).finally(() => socket.dispose());
};

describe('in production, a browser session runs only the persisted operations', () => {
  let member: SignedInUser;

  beforeAll(async () => {
    member = await createSignedInUser(app);
  });

  it.each([
    ['as written by browsers', (token: string) => `paraphe_at=${token}`],
    ['with a space before =', (token: string) => `paraphe_at =${token}`],
    ['with a tab before =', (token: string) => `paraphe_at\t=${token}`],
    ['with spaces around the name', (token: string) => `other=1;   paraphe_at  = ${token}`],
    ['after a refresh cookie spelled oddly', (token: string) => `paraphe_rt =x; paraphe_at=${token}`],
  ])('refuses a document over POST and GET with the access cookie %s', async (_name, spell) => {
    const cookie = spell(member.accessToken);
    // The spelling does authenticate: the persisted operation answers as the member.
    expect((await post(cookie, { documentId: persistedId('query ProtectedLayoutQuery') })).data?.viewer).toMatchObject({ role: 'USER' });
    const text = await post(cookie, { query: VIEWER_TEXT });
    expect(text.data).toBeUndefined();
    expect(text.errors?.[0]).toMatchObject({ message: 'PersistedQueryOnly', extensions: { code: 'PERSISTED_QUERY_ONLY' } });
    const get = await fetch(`${app.url}/graphql?query=${encodeURIComponent(VIEWER_TEXT)}`, { headers: { cookie, accept: 'application/json' } });
    expect(((await get.json()) as { errors: Array<{ message: string }> }).errors[0].message).toBe('PersistedQueryOnly');
  });

  it('refuses a document on the WebSocket, and runs the persisted ones there', async () => {
    const cookie = `paraphe_at =${member.accessToken}`;
    expect(JSON.stringify(await runOnSocket(cookie, { query: VIEWER_TEXT }))).toMatch(/PersistedQueryOnly/);
    expect(JSON.stringify(await runOnSocket(cookie, { query: 'mutation { setLanguage(language: en) { id } }' }))).toMatch(/PersistedQueryOnly/);
    expect(await app.db.prisma.user.findUniqueOrThrow({ where: { id: member.userId } })).toHaveProperty('locale', 'fr');
    const byId = await runOnSocket(cookie, {
      query: '',
      extensions: { persistedQuery: { version: 1, sha256Hash: persistedId('query ProtectedLayoutQuery') } },
    });
    expect(byId).toMatchObject({ data: { viewer: { role: 'USER' } } });
  });

  it.each([
    ['text that is not GraphQL', '{ viewer { '],
    ['an operation the schema does not have', '{ noSuchField }'],
    ['an empty document', '#'],
  ])('refuses %s on the WebSocket as it does over HTTP, before reading it', async (_name, query) => {
    const cookie = `paraphe_at=${member.accessToken}`;
    const overHttp = await post(cookie, { query });
    expect(overHttp.errors).toEqual([
      expect.objectContaining({ message: 'PersistedQueryOnly', extensions: expect.objectContaining({ code: 'PERSISTED_QUERY_ONLY' }) }),
    ]);
    expect(await runOnSocket(cookie, { query })).toEqual([
      expect.objectContaining({ message: 'PersistedQueryOnly', extensions: { code: 'PERSISTED_QUERY_ONLY' } }),
    ]);
  });

  it('holds while the access token has just expired', async () => {
    const { sub, org, role, sid } = JSON.parse(Buffer.from(member.accessToken.split('.')[0], 'base64url').toString()) as Record<string, never>;
    const expired = signAccessToken(
      { sub, org, role, sid, aal: 1, locale: 'fr', exp: Math.floor(app.clock.now().getTime() / 1000) - 5 },
      app.config.SESSION_SECRET,
    );
    const answer = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { cookie: `paraphe_at =${expired}`, 'content-type': 'application/json', 'x-paraphe-csrf': '1' },
      body: JSON.stringify({ query: VIEWER_TEXT }),
    });
    expect(((await answer.json()) as { errors: Array<{ message: string }> }).errors[0].message).toBe('PersistedQueryOnly');
  });

  it('lets a visitor send documents, whatever cookie it sends, and answers it as a visitor', async () => {
    const forged = await post(`paraphe_at=${member.accessToken.split('.')[0]}.forged`, { query: VIEWER_TEXT });
    expect(forged).toEqual({ data: { viewer: null } });
    expect(await post('', { query: VIEWER_TEXT })).toEqual({ data: { viewer: null } });
  });
});

describe('in production, a browser session renews', () => {
  it('with the web app persisted refresh, within the access token lifetime setting', async () => {
    await createVerifiedUser(app, 'renew@example.com');
    const client = await signedInClient(app, 'renew@example.com', true);
    const signIn = client.cookies.get('paraphe_session');
    expect(Number(signIn) - Math.floor(app.clock.now().getTime() / 1000)).toBe(60);

    app.clock.advance(61_000);
    const refresh = await client.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ documentId: persistedId('mutation environmentRefreshSessionMutation') }),
    });
    expect(((await refresh.json()) as { data: { refreshSession: { __typename: string } } }).data.refreshSession.__typename).toBe(
      'MutationRefreshSessionSuccess',
    );
    const viewer = await client.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ documentId: persistedId('query ProtectedLayoutQuery') }),
    });
    expect(((await viewer.json()) as { data: { viewer: { role: string } } }).data.viewer.role).toBe('ADMIN');
  });
});

describe('in production, a browser session may read the schema (GraphiQL documentation)', () => {
  it('runs a document that only asks for the schema, and nothing mixed with it', async () => {
    const member = await createSignedInUser(app);
    const cookie = `paraphe_at=${member.accessToken}`;
    const schema = await post(cookie, { query: 'query IntrospectionQuery { __schema { queryType { name } } }' });
    expect(schema).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    for (const query of [
      '{ __schema { queryType { name } } viewer { role } }',
      'mutation { __typename }',
      '{ __type(name: "Document") { name } } mutation M { setLanguage(language: en) { id } }',
      `{ __schema { queryType { name } } ${'__typename '.repeat(3_000)} }`,
    ]) {
      expect((await post(cookie, { query })).errors?.[0]).toMatchObject({ message: 'PersistedQueryOnly' });
    }
    // Visitors still get no schema in production.
    expect((await post('', { query: '{ __schema { queryType { name } } }' })).errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
  });
});
