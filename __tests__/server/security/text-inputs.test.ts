import {
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { schema } from '../../../server/graphql/schema';
import { startTestApp, type GraphQLResult, type TestApp } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';

const BAD_TEXTS = { 'a NUL character': 'a\u0000b', 'a lone surrogate': 'a\uD800b' } as const;

/** Where a text goes in an argument: the variable's value holding `text` at one String or ID leaf. */
interface TextLeaf {
  path: string;
  value(text: string): unknown;
}

/** Every String or ID leaf of an input type, through input objects and lists (each input object once per path). */
function textLeaves(type: GraphQLInputType, path: string, seen: Set<string>): TextLeaf[] {
  if (isNonNullType(type)) return textLeaves(type.ofType, path, seen);
  if (isListType(type)) return textLeaves(type.ofType, `${path}.0`, seen).map((leaf) => ({ path: leaf.path, value: (text) => [leaf.value(text)] }));
  if (isScalarType(type)) return ['String', 'ID'].includes(type.name) ? [{ path, value: (text) => text }] : [];
  if (!isInputObjectType(type) || seen.has(type.name)) return [];
  return Object.values(type.getFields()).flatMap((field) =>
    textLeaves(field.type, `${path}.${field.name}`, new Set([...seen, type.name])).map((leaf) => ({
      path: leaf.path,
      value: (text) => ({ [field.name]: leaf.value(text) }),
    })),
  );
}

interface TextInput {
  operation: 'query' | 'mutation' | 'subscription';
  field: GraphQLField<unknown, unknown>;
  argument: GraphQLArgument;
  leaf: TextLeaf;
}

const ROOTS = [
  ['query', schema.getQueryType()],
  ['mutation', schema.getMutationType()],
  ['subscription', schema.getSubscriptionType()],
] as const;

const TEXT_INPUTS: TextInput[] = ROOTS.flatMap(([operation, root]) =>
  Object.values(root?.getFields() ?? {}).flatMap((field) =>
    field.args.flatMap((argument) => textLeaves(argument.type, `variables.${argument.name}`, new Set()).map((leaf) => ({ operation, field, argument, leaf }))),
  ),
);

/** The field called with every argument declared as a variable (only the one under test gets a value). */
const callOf = ({ operation, field }: TextInput) => {
  const selection = isScalarType(getNamedType(field.type)) ? '' : ' { __typename }';
  const declared = field.args.map((argument) => `$${argument.name}: ${String(argument.type)}`).join(', ');
  const passed = field.args.map((argument) => `${argument.name}: $${argument.name}`).join(', ');
  return `${operation} (${declared}) { ${field.name}(${passed})${selection} }`;
};

describe('text that cannot be stored', () => {
  let app: TestApp;
  let admin: SignedInUser;

  beforeAll(async () => {
    app = await startTestApp();
    admin = await createSignedInUser(app, { role: 'ADMIN' });
  });

  afterAll(async () => {
    await app.stop();
  });

  it('reaches the schema through many arguments, nested input fields and lists included', () => {
    expect(TEXT_INPUTS.length).toBeGreaterThan(40);
    expect(TEXT_INPUTS.map((input) => `${input.field.name} ${input.leaf.path}`)).toEqual(
      expect.arrayContaining(['documents variables.filter.search', 'updateDocument variables.input.tags.0', 'signDocument variables.input.location']),
    );
  });

  describe.each(Object.entries(BAD_TEXTS))('holding %s', (_name, text) => {
    it('is refused as VALIDATION_FAILED (INVALID_TEXT) in every String and ID argument of the schema, before anything runs', async () => {
      const unrefused: Array<{ call: string; answer: unknown }> = [];
      const socket = admin.client.socket();
      try {
        for (const input of TEXT_INPUTS) {
          const query = callOf(input);
          const variables = { [input.argument.name]: input.leaf.value(text) };
          const result: GraphQLResult =
            input.operation === 'subscription'
              ? await new Promise((resolve) => {
                  socket.subscribe(
                    { query, variables },
                    { next: (value) => resolve(value as GraphQLResult), error: (error) => resolve({ errors: [error as never] }), complete: () => undefined },
                  );
                })
              : await admin.client.graphql(query, variables);
          const extensions = result.errors?.[0]?.extensions as { code?: string; problems?: Array<{ path: string; code: string }> } | undefined;
          const refused =
            !result.data &&
            extensions?.code === 'VALIDATION_FAILED' &&
            JSON.stringify(extensions.problems?.map(({ path, code }) => ({ path, code }))) ===
              JSON.stringify([{ path: input.leaf.path, code: 'INVALID_TEXT' }]);
          if (!refused) unrefused.push({ call: `${input.field.name} ${input.leaf.path}`, answer: result });
        }
      } finally {
        await socket.dispose();
      }
      expect(unrefused).toEqual([]);
    }, 120_000);
  });

  describe('on the REST API', () => {
    const CREATE_KEY = `mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { ... on MutationCreateApiKeySuccess { created { key } } } }`;
    let key: string;
    let documentId: string;

    const json = (method: string, body: unknown): RequestInit => ({ method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const multipart = (fields: Record<string, string>, filename = 'contract.txt'): RequestInit => {
      const form = new FormData();
      form.append('file', new File(['A contract.'], filename, { type: 'text/plain' }));
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      return { method: 'POST', body: form };
    };
    /** Every text input of the REST API: where it goes, and whether it can carry a lone surrogate (only JSON can: URLs and multipart parts are UTF-8 bytes). */
    const REST_INPUTS: Array<[string, (text: string) => [string, RequestInit?], 'json' | 'bytes']> = [
      ['GET /documents q', (text) => [`/documents?q=${encodeURIComponent(text)}`], 'bytes'],
      ['GET /documents status', (text) => [`/documents?status=${encodeURIComponent(text)}`], 'bytes'],
      ['GET /documents risk_band', (text) => [`/documents?risk_band=${encodeURIComponent(text)}`], 'bytes'],
      ['GET /documents cursor', (text) => [`/documents?cursor=${encodeURIComponent(text)}`], 'bytes'],
      ['GET /documents limit', (text) => [`/documents?limit=${encodeURIComponent(text)}`], 'bytes'],
      ['GET /documents/:id', (text) => [`/documents/${encodeURIComponent(text)}`], 'bytes'],
      ['GET /documents/:id/file', (text) => [`/documents/${encodeURIComponent(text)}/file`], 'bytes'],
      ['GET /documents/:id/signed-file', (text) => [`/documents/${encodeURIComponent(text)}/signed-file`], 'bytes'],
      ['GET /senders/:id', (text) => [`/senders/${encodeURIComponent(text)}`], 'bytes'],
      ['DELETE /webhooks/events/:id', (text) => [`/webhooks/events/${encodeURIComponent(text)}`, { method: 'DELETE' }], 'bytes'],
      ['GET /analytics/summary from', (text) => [`/analytics/summary?from=${encodeURIComponent(text)}`], 'bytes'],
      ['GET /analytics/summary to', (text) => [`/analytics/summary?to=${encodeURIComponent(text)}`], 'bytes'],
      ['PATCH /documents/:id status', (text) => [`/documents/${documentId}`, json('PATCH', { status: text })], 'json'],
      ['POST /documents/:id/sign signature_type', (text) => [`/documents/${documentId}/sign`, json('POST', { signature_type: text })], 'json'],
      ['POST /documents/:id/sign location', (text) => [`/documents/${documentId}/sign`, json('POST', { signature_type: 'simple', location: text })], 'json'],
      [
        'POST /documents/:id/sign drawn_signature',
        (text) => [`/documents/${documentId}/sign`, json('POST', { signature_type: 'drawn', drawn_signature: text })],
        'json',
      ],
      ['POST /documents/analyze document_url', (text) => ['/documents/analyze', json('POST', { document_url: text })], 'json'],
      [
        'POST /documents/analyze title (JSON)',
        (text) => ['/documents/analyze', json('POST', { document_url: 'https://example.com/a.txt', title: text })],
        'json',
      ],
      [
        'POST /documents/analyze sender_email (JSON)',
        (text) => ['/documents/analyze', json('POST', { document_url: 'https://example.com/a.txt', sender_email: text })],
        'json',
      ],
      [
        'POST /documents/analyze sender_name (JSON)',
        (text) => ['/documents/analyze', json('POST', { document_url: 'https://example.com/a.txt', sender_email: 'a@example.com', sender_name: text })],
        'json',
      ],
      ['POST /documents/analyze title', (text) => ['/documents/analyze', multipart({ title: text })], 'bytes'],
      ['POST /documents/analyze sender_email', (text) => ['/documents/analyze', multipart({ sender_email: text })], 'bytes'],
      ['POST /documents/analyze sender_name', (text) => ['/documents/analyze', multipart({ sender_email: 'a@example.com', sender_name: text })], 'bytes'],
      ['POST /documents/analyze file name', (text) => ['/documents/analyze', multipart({}, `con${text}tract.txt`)], 'bytes'],
      ['POST /webhooks/events url', (text) => ['/webhooks/events', json('POST', { url: text, events: ['document.created'] })], 'json'],
      ['POST /webhooks/events events', (text) => ['/webhooks/events', json('POST', { url: 'https://example.com/hook', events: [text] })], 'json'],
    ];

    beforeAll(async () => {
      key = (await admin.client.graphql(CREATE_KEY, { input: { name: 'Texts', scopes: ['READ', 'WRITE', 'SIGN'] } })).data!.createApiKey.created.key;
      const created = await fetch(`${app.url}/api/v1/documents/analyze`, { ...multipart({ title: 'Plain' }), headers: { authorization: `Bearer ${key}` } });
      documentId = (await created.json()).id;
    });

    it.each(Object.entries(BAD_TEXTS))('refuses %s in every text input as 422 VALIDATION_FAILED (INVALID_TEXT), and never answers 500', async (name, text) => {
      const unrefused: Array<{ input: string; status: number; body: unknown }> = [];
      for (const [input, request, carrier] of REST_INPUTS) {
        if (carrier === 'bytes' && name === 'a lone surrogate') continue;
        const [path, init = {}] = request(text);
        const answer = await fetch(`${app.url}/api/v1${path}`, {
          ...init,
          headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${key}` },
        });
        const body = await answer.json();
        // A NUL in a part's header makes the multipart body itself unreadable.
        const refused =
          input === 'POST /documents/analyze file name'
            ? answer.status === 400 && body.error.code === 'BAD_REQUEST'
            : answer.status === 422 && body.error.code === 'VALIDATION_FAILED' && body.error.details?.problems?.[0]?.code === 'INVALID_TEXT';
        if (!refused) unrefused.push({ input, status: answer.status, body });
      }
      expect(unrefused).toEqual([]);
      expect(await app.services.db.prisma.document.count({ where: { organizationId: admin.organizationId } })).toBe(1);
    });
  });

  describe('on the other doors: provider sign-in, mailbox returns, screens under /auth, checkout', () => {
    const json = (body: unknown): RequestInit => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paraphe-csrf': '1' },
      body: JSON.stringify(body),
    });
    /** Each door, the input it names, and whether it can carry a lone surrogate (only JSON can). */
    const DOORS: Array<[string, string, (text: string) => [string, RequestInit?], 'json' | 'bytes']> = [
      ['GET /auth/google next', 'next', (text) => [`/auth/google?next=${encodeURIComponent(text)}`], 'bytes'],
      ['GET /auth/google/callback code', 'code', (text) => [`/auth/google/callback?code=${encodeURIComponent(text)}&state=s`], 'bytes'],
      ['GET /auth/microsoft/callback state', 'state', (text) => [`/auth/microsoft/callback?code=c&state=${encodeURIComponent(text)}`], 'bytes'],
      ['GET /auth/verify token', 'token', (text) => [`/auth/verify?token=${encodeURIComponent(text)}`], 'bytes'],
      ['GET /auth/reset-password token', 'token', (text) => [`/auth/reset-password?token=${encodeURIComponent(text)}`], 'bytes'],
      ['GET /auth/signin next', 'next', (text) => [`/auth/signin?next=${encodeURIComponent(text)}`], 'bytes'],
      ['GET /api/mail/oauth/callback code', 'code', (text) => [`/api/mail/oauth/callback?code=${encodeURIComponent(text)}&state=s`], 'bytes'],
      [
        'POST /api/checkout company',
        'company',
        (text) => ['/api/checkout', json({ selected_plan: 'team', billing_cycle: 'monthly', seats: 2, company: text })],
        'json',
      ],
      [
        'POST /api/checkout addons',
        'addons.0',
        (text) => ['/api/checkout', json({ selected_plan: 'team', billing_cycle: 'monthly', seats: 2, addons: [text] })],
        'json',
      ],
    ];

    it.each(Object.entries(BAD_TEXTS))(
      "refuses %s as 400 VALIDATION_FAILED (INVALID_TEXT) naming the input, in the reader's language, never 500",
      async (name, text) => {
        const unrefused: Array<{ door: string; status: number; body: unknown }> = [];
        for (const [door, input, request, carrier] of DOORS) {
          if (carrier === 'bytes' && name === 'a lone surrogate') continue;
          const [path, init = {}] = request(text);
          const headers = { ...(init.headers as Record<string, string>), cookie: admin.client.cookieHeader(), 'accept-language': 'en-GB,en;q=0.8' };
          const answer = await fetch(`${app.url}${path}`, { ...init, headers, redirect: 'manual' });
          const body = await answer.json().catch(() => null);
          const refused =
            answer.status === 400 &&
            body?.error?.code === 'VALIDATION_FAILED' &&
            body.error.message === 'This text holds characters that cannot be kept (a NUL character or a broken one): remove them and try again.' &&
            JSON.stringify(body.error.details.problems.map(({ path, code }: { path: string; code: string }) => ({ path, code }))) ===
              JSON.stringify([{ path: input, code: 'INVALID_TEXT' }]);
          if (!refused) unrefused.push({ door, status: answer.status, body });
        }
        expect(unrefused).toEqual([]);
        expect(await app.db.prisma.checkoutSession.count()).toBe(0);
      },
    );

    it('words the refusal in French for a French reader', async () => {
      const answer = await fetch(`${app.url}/auth/google/callback?code=a%00b`, { headers: { 'accept-language': 'fr-FR' }, redirect: 'manual' });
      expect(answer.status).toBe(400);
      expect((await answer.json()).error.message).toMatch(/^Ce texte/);
    });
  });

  it('names the input it refuses, in variables and in literals', async () => {
    const search = await admin.client.graphql('query($q: String) { documents(first: 1, filter: { search: $q }) { totalCount } }', { q: 'x\u0000' });
    expect(search.errors?.[0].extensions).toEqual({
      code: 'VALIDATION_FAILED',
      problems: [{ path: 'variables.q', code: 'INVALID_TEXT', message: expect.any(String) }],
    });
    const upload = await admin.client.upload(
      'mutation($input: UploadDocumentInput!) { uploadDocument(input: $input) { __typename } }',
      { input: { title: 'Plain', file: null } },
      {
        'input.file': new File(['A contract.'], 'con\u0000tract.txt', { type: 'text/plain' }),
      },
    );
    expect(upload.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', problems: [{ path: 'variables.input.file.name', code: 'INVALID_TEXT' }] });
    const literal = await admin.client.graphql('{ documents(first: 1, filter: { search: "x\\u0000" }) { totalCount } }');
    expect(literal.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', problems: [{ path: 'filter', code: 'INVALID_TEXT' }] });
  });

  it('answers a door whose path cannot be decoded with a JSON 400, and a share link so written with its unknown-link page', async () => {
    for (const path of [
      '/api/documents/%E0/file',
      '/api/documents/%E0/signed-file',
      '/api/cloud/files/%E0',
      '/api/cloud/previews/%E0%A4%A',
      '/api/v1/documents/%E0',
    ]) {
      const answer = await admin.client.fetch(path);
      expect({ path, status: answer.status, type: answer.headers.get('content-type') }).toEqual({
        path,
        status: 400,
        type: expect.stringMatching(/^application\/json/),
      });
      expect((await answer.json()).error.code).toBe('BAD_REQUEST');
    }
    for (const path of ['/s/%E0', '/s/%E0/download']) {
      const answer = await fetch(`${app.url}${path}`, { headers: { 'accept-language': 'en' } });
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      expect(await answer.text()).toContain('This share link does not exist');
    }
  });
});
