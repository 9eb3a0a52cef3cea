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

async function post(headers: Record<string, string>, query: string) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
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
});
