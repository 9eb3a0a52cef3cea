import { createHash, randomUUID } from 'node:crypto';
import { WebSocket } from 'ws';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser } from '../../support/users';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app.stop();
});

const CREATE_KEY =
  'mutation { createApiKey(input: { name: "Integration", scopes: [READ, WRITE] }) { __typename ... on MutationCreateApiKeySuccess { created { key } } ... on Error { code message } } }';
const READ_NODE = 'query { node(id: "zz") { id } }';
const REFUSE = 'mutation { refuseDocument(id: "zz") { __typename ... on Error { code message } } }';

async function post(headers: Record<string, string>, query: unknown, extra: Record<string, unknown> = {}) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, ...extra }),
  });
  return (await response.json()) as {
    data?: Record<string, any> | null;
    errors?: Array<{ message: string; path?: string[]; extensions?: Record<string, unknown> }>;
  };
}

describe("GraphQL's error messages", () => {
  it.each([
    ['fr', 'Votre rôle ne permet pas cette action', 'Introuvable, ou hors de votre organisation'],
    ['en', 'Your role does not allow this action', 'Not found, or not in your organization'],
  ] as const)(
    'are in the language saved on the account (%s), in a result union and at the top level; code and extensions unchanged',
    async (locale, forbidden, notFound) => {
      const member = await createSignedInUser(app, { role: 'USER', locale });
      expect((await member.client.graphql(CREATE_KEY)).data).toEqual({ createApiKey: { __typename: 'AppError', code: 'FORBIDDEN', message: forbidden } });
      expect((await member.client.graphql(REFUSE)).data).toEqual({ refuseDocument: { __typename: 'AppError', code: 'NOT_FOUND', message: notFound } });
      const read = await member.client.graphql(READ_NODE);
      expect(read.data).toEqual({ node: null });
      expect(read.errors).toEqual([{ message: notFound, path: ['node'], extensions: { code: 'NOT_FOUND' } }]);
    },
  );

  it('follow the language the interface shows before the saved one', async () => {
    const member = await createSignedInUser(app, { role: 'USER', locale: 'fr' });
    const english = { 'x-paraphe-language': 'en' };
    expect((await member.client.graphql(CREATE_KEY, {}, english)).data!.createApiKey.message).toBe('Your role does not allow this action');
    expect((await member.client.graphql(READ_NODE, {}, english)).errors![0].message).toBe('Not found, or not in your organization');
  });

  it("are in the language an API client asks for by Accept-Language, whatever its creator's", async () => {
    const admin = await createSignedInUser(app, { role: 'ADMIN', locale: 'fr' });
    const key = (await admin.client.graphql(CREATE_KEY)).data!.createApiKey.created.key as string;
    const bearer = { authorization: `Bearer ${key}` };
    expect((await post(bearer, READ_NODE)).errors![0]).toMatchObject({
      message: 'Introuvable, ou hors de votre organisation',
      extensions: { code: 'NOT_FOUND' },
    });
    const asked = { ...bearer, 'accept-language': 'en' };
    expect((await post(asked, READ_NODE)).errors![0]).toMatchObject({ message: 'Not found, or not in your organization', extensions: { code: 'NOT_FOUND' } });
    expect((await post(asked, REFUSE)).data).toEqual({
      refuseDocument: { __typename: 'AppError', code: 'NOT_FOUND', message: 'Not found, or not in your organization' },
    });
  });

  it('word a rate-limited sign-in with its wait, in the caller’s language', async () => {
    const attempt = (language: string) =>
      post(
        { 'x-paraphe-csrf': '1', 'x-paraphe-language': language },
        'mutation { signIn(input: { email: "nobody-here@example.com", password: "wrong-password" }) { __typename ... on Error { code message } } }',
      );
    let last = await attempt('fr');
    for (let i = 0; i < 10 && last.data?.signIn.code !== 'RATE_LIMITED'; i++) last = await attempt('fr');
    expect(last.data!.signIn).toEqual({ __typename: 'RateLimited', code: 'RATE_LIMITED', message: expect.stringMatching(/^Trop de tentatives.* 10 minutes/) });
    expect((await attempt('en')).data!.signIn.message).toBe('Too many attempts: Please wait 10 minutes before trying again.');
  });

  it.each([
    [
      'fr',
      {
        missing: 'Envoyez une requête `query`, ou l’identifiant d’une opération persistée (`documentId` ou `extensions.persistedQuery.sha256Hash`)',
        notText: 'Le paramètre `query` doit être un texte',
        mismatch: 'Le hachage SHA-256 envoyé ne correspond pas à la requête',
        unknownKey: 'Non authentifié : la clé d’API est inconnue ou révoquée',
      },
    ],
    [
      'en',
      {
        missing: 'Send a `query`, or the id of a persisted operation (`documentId` or `extensions.persistedQuery.sha256Hash`)',
        notText: 'The `query` parameter must be a string',
        mismatch: 'The SHA-256 hash sent does not match the query',
        unknownKey: 'Unauthorized: the API key is unknown or revoked',
      },
    ],
  ] as const)(
    'word the refusals made before an operation runs (%s), codes unchanged; Apollo’s PersistedQueryNotFound stays as Apollo reads it',
    async (language, words) => {
      const asked = { 'accept-language': language };
      expect((await post(asked, undefined)).errors).toEqual([{ message: words.missing, extensions: { code: 'QUERY_MISSING' } }]);
      expect((await post(asked, 5)).errors).toEqual([{ message: words.notText, extensions: { code: 'BAD_REQUEST' } }]);
      const mismatched = await post(asked, '{ __typename }', {
        extensions: { persistedQuery: { version: 1, sha256Hash: createHash('sha256').update('other').digest('hex') } },
      });
      expect(mismatched.errors).toEqual([{ message: words.mismatch, extensions: { code: 'PERSISTED_QUERY_MISMATCH' } }]);
      expect((await post({ ...asked, authorization: 'Bearer ppk_unknown' }, '{ __typename }')).errors).toEqual([
        { message: words.unknownKey, extensions: { code: 'UNAUTHENTICATED' } },
      ]);
      const unknownId = await post(asked, undefined, { extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } });
      expect(unknownId.errors).toEqual([{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }]);
    },
  );

  it('word a field refused to a visitor or to a role with its code and the field’s name, in the caller’s language', async () => {
    const visitor = await post({}, '{ dashboard { toProcess { current } } }');
    expect(visitor).toEqual({
      data: null,
      errors: [
        {
          message: 'Non authentifié : Query.dashboard demande une session ouverte ou une clé d’API valide',
          path: ['dashboard'],
          extensions: { code: 'UNAUTHENTICATED' },
        },
      ],
    });
    expect((await post({ 'accept-language': 'en-GB' }, '{ dashboard { toProcess { current } } }')).errors![0].message).toBe(
      'Unauthorized: Query.dashboard needs a signed-in user or a valid API key',
    );
    const member = await createSignedInUser(app, { role: 'USER', locale: 'en' });
    const deleting = await member.client.graphql(`mutation { deleteDocument(id: "${randomUUID()}") { __typename ... on Error { code message } } }`);
    expect(deleting.errors).toEqual([
      expect.objectContaining({
        message: 'Not allowed: your role (or the API key’s scopes) does not allow Mutation.deleteDocument',
        extensions: { code: 'FORBIDDEN' },
      }),
    ]);
  });

  it('word the socket’s refusals in the caller’s language', async () => {
    /** The first answer to one subscribe message over graphql-transport-ws, the upgrade sending `headers`. */
    const overSocket = (headers: Record<string, string>, query: string) =>
      new Promise<{ type: string; payload: unknown }>((resolve, reject) => {
        const socket = new WebSocket(`${app.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { headers });
        socket.onopen = () => socket.send(JSON.stringify({ type: 'connection_init' }));
        socket.onclose = (event) => reject(new Error(`closed ${event.code}`));
        socket.onmessage = (event) => {
          const message = JSON.parse(String(event.data));
          if (message.type === 'connection_ack') return socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query } }));
          socket.onclose = null;
          socket.close();
          resolve(message);
        };
      });
    const subscription = 'subscription { documentChanged { kind } }';
    expect(await overSocket({ 'accept-language': 'en' }, subscription)).toEqual({
      id: '1',
      type: 'error',
      payload: [{ message: 'Sign in to subscribe to live updates', extensions: { code: 'UNAUTHENTICATED' } }],
    });
    expect(await overSocket({}, subscription)).toMatchObject({
      payload: [{ message: 'Connectez-vous pour vous abonner aux mises à jour en direct', extensions: { code: 'UNAUTHENTICATED' } }],
    });
    expect(await overSocket({ 'accept-language': 'en' }, '')).toMatchObject({
      payload: [{ message: expect.stringMatching(/^Send a `query`/), extensions: { code: 'QUERY_MISSING' } }],
    });
  });
});
