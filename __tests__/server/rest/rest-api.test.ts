// Also on PostgreSQL, Redis and S3: rate limits in Redis, idempotent retries, files in S3.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';
import { pdfFile, RISKY_CLAUSES } from '../documents/fixtures';
import { verifyWebhookSignature } from '../../../server/webhooks/webhook-signature';
import { expectMatchesSpec } from './openapi-validator';

let app: TestApp;
let admin: SignedInUser;
let member: SignedInUser;
let stranger: SignedInUser;
let fullKey: string;
let readKey: string;
let strangerKey: string;

const CREATE_KEY = `mutation($input: CreateApiKeyInput!) {
  createApiKey(input: $input) {
    __typename
    ... on MutationCreateApiKeySuccess { created { key apiKey { id prefix scopes } } }
    ... on Error { code }
  }
}`;

async function createKey(user: SignedInUser, scopes: string[], name = 'Integration'): Promise<{ key: string; id: string }> {
  const result = await user.client.graphql(CREATE_KEY, { input: { name, scopes } });
  const created = result.data!.createApiKey.created;
  return { key: created.key, id: created.apiKey.id };
}

function api(key: string | null, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (key) headers.set('authorization', `Bearer ${key}`);
  return fetch(`${app.url}/api/v1${path}`, { ...init, headers });
}

function uploadForm(text: string, filename = 'contract.txt', title?: string): FormData {
  const form = new FormData();
  form.append('file', new File([text], filename, { type: 'text/plain' }));
  if (title) form.append('title', title);
  return form;
}

let files: { server: Server; url: string };

beforeAll(async () => {
  files = await localServer((req, res) => {
    if (req.url === '/contract.txt') return void res.writeHead(200, { 'content-type': 'text/plain' }).end(RISKY_CLAUSES.join('\n'));
    if (req.url === '/huge.txt') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('x'.repeat(4096));
    if (req.url === '/slow.txt') return void setTimeout(() => res.writeHead(200).end('late'), 3000);
    if (req.url === '/redirect') return void res.writeHead(302, { location: '/contract.txt' }).end();
    res.writeHead(404).end();
  });
  app = await startTestApp({ env: { ALLOW_PRIVATE_FETCH: 'true', MAX_UPLOAD_BYTES: '2048', REMOTE_FETCH_TIMEOUT_MS: '1000', API_RATE_WINDOW_S: '15' } });
  admin = await createSignedInUser(app, { role: 'ADMIN' });
  member = await createSignedInUser(app, { organizationId: admin.organizationId });
  stranger = await createSignedInUser(app, { role: 'ADMIN' });
  fullKey = (await createKey(admin, ['READ', 'WRITE', 'SIGN'])).key;
  readKey = (await createKey(admin, ['READ'], 'Reporting')).key;
  strangerKey = (await createKey(stranger, ['READ', 'WRITE'])).key;
});

afterAll(async () => {
  await app?.stop();
  await new Promise((resolve) => files?.server.close(resolve));
});

describe('API keys', () => {
  it('are created by admins only, listed by prefix and never stored in clear', async () => {
    const refused = await member.client.graphql(CREATE_KEY, { input: { name: 'Mine', scopes: ['READ'] } });
    expect(refused.data!.createApiKey).toMatchObject({ __typename: 'AppError', code: 'FORBIDDEN' });
    const list = await admin.client.graphql('{ apiKeys { name prefix scopes revokedAt } }');
    expect(list.data!.apiKeys.map((key: { name: string }) => key.name)).toEqual(expect.arrayContaining(['Integration', 'Reporting']));
    expect(fullKey.startsWith(list.data!.apiKeys.find((key: { name: string }) => key.name === 'Integration').prefix)).toBe(true);
    const rows = await app.services.db.prisma.apiKey.findMany({ where: { organizationId: admin.organizationId } });
    expect(rows.some((row) => JSON.stringify(row).includes(fullKey))).toBe(false);
    const foreign = await stranger.client.graphql('{ apiKeys { name } }');
    expect(foreign.data!.apiKeys.map((key: { name: string }) => key.name)).not.toContain('Reporting');
  });

  it('answer 401 when missing, malformed, unknown or revoked', async () => {
    for (const key of [null, 'not-a-key', `ppk_abcdefgh_${'A'.repeat(43)}`]) {
      const response = await api(key, '/documents');
      expect(response.status).toBe(401);
      await expectMatchesSpec('get', '/documents', response);
    }
    const doomed = await createKey(admin, ['READ'], 'Doomed');
    expect((await api(doomed.key, '/documents')).status).toBe(200);
    const revoked = await admin.client.graphql(
      'mutation($id: ID!) { revokeApiKey(id: $id) { __typename ... on MutationRevokeApiKeySuccess { revoked { revokedAt } } } }',
      { id: doomed.id },
    );
    expect(revoked.data!.revokeApiKey.revoked.revokedAt).toBeTruthy();
    expect((await api(doomed.key, '/documents')).status).toBe(401);
  });

  it('open GraphQL to API consumers, within the key organization', async () => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${strangerKey}` },
      body: JSON.stringify({ query: '{ documents(first: 5) { edges { node { title } } } viewer { user { email } organization { name } } }' }),
    });
    const body = await response.json();
    expect(body.errors).toBeUndefined();
    expect(body.data.viewer.user.email).toBe(stranger.email);
    expect(body.data.documents.edges).toEqual([]);
  });

  it('never act as their creator: no new key, no sign-out, no second factor, no password, language or mailbox, no session list', async () => {
    const graphqlAs = async (key: string, query: string) => {
      const response = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify({ query }),
      });
      return (await response.json()) as { data?: Record<string, { code?: string } | null>; errors?: Array<{ extensions?: { code?: string } }> };
    };
    const writeKey = (await createKey(admin, ['WRITE'], 'Uploader')).key;
    const keysBefore = await app.services.db.prisma.apiKey.count({ where: { organizationId: admin.organizationId } });
    for (const [key, field, mutation] of [
      [writeKey, 'createApiKey', 'mutation { createApiKey(input: { name: "Wider", scopes: [READ, WRITE, SIGN] }) { __typename ... on Error { code } } }'],
      [fullKey, 'createApiKey', 'mutation { createApiKey(input: { name: "Copy", scopes: [READ] }) { __typename ... on Error { code } } }'],
      [fullKey, 'enrollTotp', 'mutation { enrollTotp { __typename ... on Error { code } } }'],
      [
        fullKey,
        'changePassword',
        'mutation { changePassword(currentPassword: "x", password: "another-long-password", confirmPassword: "another-long-password") { __typename ... on Error { code } } }',
      ],
      [fullKey, 'startMailOAuth', 'mutation { startMailOAuth(provider: GMAIL) { __typename ... on Error { code } } }'],
    ] as const) {
      expect([mutation, (await graphqlAs(key, mutation)).data]).toEqual([mutation, { [field]: { __typename: 'AppError', code: 'FORBIDDEN' } }]);
    }
    for (const query of [
      'mutation { signOut(scope: GLOBAL) }',
      'mutation { setLanguage(language: fr) { id } }',
      '{ viewer { sessions { id } } }',
      '{ viewer { factors { id } } }',
    ]) {
      expect([query, (await graphqlAs(fullKey, query)).errors?.map((error) => error.extensions?.code)]).toEqual([query, ['FORBIDDEN']]);
    }
    expect(await app.services.db.prisma.apiKey.count({ where: { organizationId: admin.organizationId } })).toBe(keysBefore);
    expect(await app.services.db.prisma.factor.count({ where: { userId: admin.userId } })).toBe(0);
    expect((await admin.client.graphql('{ viewer { user { email } } }')).data?.viewer.user.email).toBe(admin.email);
  });

  it('hold a key to its scopes on GraphQL too: a read-only key cannot upload', async () => {
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query: 'mutation($input: UploadDocumentInput!) { uploadDocument(input: $input) { __typename ... on Error { code } } }',
        variables: { input: { title: 'Sneaky', file: null } },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
    form.append('0', new File(['Plain text.'], 'sneaky.txt', { type: 'text/plain' }));
    const response = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${readKey}` }, body: form });
    const body = await response.json();
    expect(body.data.uploadDocument).toEqual({ __typename: 'AppError', code: 'FORBIDDEN' });
    expect(await app.services.db.prisma.document.count({ where: { title: 'Sneaky' } })).toBe(0);
  });
});

describe('REST documents', () => {
  let documentId: string;

  it('files an uploaded document with its analysis (201), in the spec shape', async () => {
    const response = await api(fullKey, '/documents/analyze', { method: 'POST', body: uploadForm(RISKY_CLAUSES.join('\n'), 'supplier.txt', 'Supplier terms') });
    const body = await expectMatchesSpec('post', '/documents/analyze', response);
    expect(response.status).toBe(201);
    expect(body).toMatchObject({ title: 'Supplier terms', status: 'pending', source: 'api' });
    expect(body.risk_score).toBeGreaterThanOrEqual(1);
    expect(body.analysis.findings.length).toBeGreaterThan(0);
    documentId = body.id;
  });

  it('reads a document by id, and never one of another organization (404)', async () => {
    const own = await api(readKey, `/documents/${documentId}`);
    expect(own.status).toBe(200);
    expect(await expectMatchesSpec('get', '/documents/{id}', own)).toMatchObject({ id: documentId });
    const foreign = await api(strangerKey, `/documents/${documentId}`);
    expect(foreign.status).toBe(404);
    const body = await expectMatchesSpec('get', '/documents/{id}', foreign);
    expect(JSON.stringify(body)).not.toContain('Supplier terms');
    expect((await api(strangerKey, `/documents/${documentId}/file`)).status).toBe(404);
    expect((await api(readKey, '/documents/not-a-uuid')).status).toBe(404);
  });

  it('names the page of a PDF each finding begins on, and none for a file without pages', async () => {
    const form = new FormData();
    form.append('file', await pdfFile('deux-pages.pdf', 2));
    const filed = await api(fullKey, '/documents/analyze', { method: 'POST', body: form });
    expect(filed.status).toBe(201);
    const { id } = await expectMatchesSpec('post', '/documents/analyze', filed);
    const body = await expectMatchesSpec('get', '/documents/{id}', await api(readKey, `/documents/${id}`));
    const findings = body.analysis.findings as Array<{ excerpt: string; page: number | null }>;
    // Each clause is on both pages: found once on each, the first time on page 1, the second on page 2.
    const pagesOf = (clause: string) => findings.filter((finding) => finding.excerpt.includes(clause.slice(0, 30))).map((finding) => finding.page);
    const found = RISKY_CLAUSES.filter((clause) => pagesOf(clause).length > 0);
    expect(found.length).toBeGreaterThan(0);
    for (const clause of found) expect(pagesOf(clause)).toEqual([1, 2]);
    // Filed at the same instant as the text file: removed, so that the list's order below stays the one it checks.
    expect((await api(fullKey, `/documents/${id}`, { method: 'DELETE' })).status).toBe(204);

    const text = await expectMatchesSpec('get', '/documents/{id}', await api(readKey, `/documents/${documentId}`));
    expect(text.analysis.findings.length).toBeGreaterThan(0);
    expect(text.analysis.findings.map((finding: { page: number | null }) => finding.page)).toEqual(text.analysis.findings.map(() => null));
  });

  it('serves the original file', async () => {
    const response = await api(readKey, `/documents/${documentId}/file`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(await response.text()).toContain(RISKY_CLAUSES[0]);
  });

  it('pages the list with a cursor and filters it', async () => {
    for (const title of ['Page A', 'Page B', 'Page C']) {
      app.clock.advance(1000);
      expect((await api(fullKey, '/documents/analyze', { method: 'POST', body: uploadForm('Plain text.', 'plain.txt', title) })).status).toBe(201);
    }
    const first = await api(readKey, '/documents?limit=2');
    const page1 = await expectMatchesSpec('get', '/documents', first);
    expect(page1.data.map((d: { title: string }) => d.title)).toEqual(['Page C', 'Page B']);
    const page2 = await expectMatchesSpec('get', '/documents', await api(readKey, `/documents?limit=2&cursor=${page1.next_cursor}`));
    expect(page2.data.map((d: { title: string }) => d.title)).toEqual(['Page A', 'Supplier terms']);
    const search = await expectMatchesSpec('get', '/documents', await api(readKey, '/documents?q=supplier'));
    expect(search.data.map((d: { title: string }) => d.title)).toEqual(['Supplier terms']);
    expect((await api(readKey, '/documents?status=bogus')).status).toBe(422);
    expect((await api(readKey, '/documents?limit=500')).status).toBe(422);
    const foreign = await expectMatchesSpec('get', '/documents', await api(strangerKey, '/documents'));
    expect(foreign.data).toEqual([]);
  });

  it('decides on a pending document once (200, then 409), with the write scope only', async () => {
    const denied = await api(readKey, `/documents/${documentId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'refused' }),
    });
    expect(denied.status).toBe(403);
    await expectMatchesSpec('patch', '/documents/{id}', denied);
    const foreign = await api(strangerKey, `/documents/${documentId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'refused' }),
    });
    expect(foreign.status).toBe(404);
    const bad = await api(fullKey, `/documents/${documentId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'maybe' }),
    });
    expect(bad.status).toBe(422);
    await expectMatchesSpec('patch', '/documents/{id}', bad);
    // curl's `-d` without a Content-Type sends a form: 415 saying what to send, and nothing is decided.
    const form = await api(fullKey, `/documents/${documentId}`, { method: 'PATCH', body: new URLSearchParams({ status: 'refused' }) });
    expect(form.status).toBe(415);
    expect((await form.json()).error).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Envoyez le corps en application/json (en-tête Content-Type)',
      details: { accepted: ['application/json'] },
    });
    const decided = await api(fullKey, `/documents/${documentId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'refused' }),
    });
    expect(await expectMatchesSpec('patch', '/documents/{id}', decided)).toMatchObject({ status: 'refused' });
    const again = await api(fullKey, `/documents/${documentId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'approved' }),
    });
    expect(again.status).toBe(409);
    // The conflict names the document's status as the REST door spells it everywhere else.
    expect((await expectMatchesSpec('patch', '/documents/{id}', again)).error.details).toEqual({ status: 'refused' });
  });

  it('answers a write-only key with the document it filed, and refuses it every read (403)', async () => {
    const writeKey = (await createKey(admin, ['WRITE'], 'Scanner')).key;
    const filed = await api(writeKey, '/documents/analyze', {
      method: 'POST',
      body: uploadForm('The Supplier may terminate at any time.', 'scan.txt', 'Scanned'),
    });
    expect(filed.status).toBe(201);
    expect(await expectMatchesSpec('post', '/documents/analyze', filed)).toMatchObject({ title: 'Scanned', status: 'pending' });
    for (const path of ['/documents', `/documents/${documentId}`, `/documents/${documentId}/file`, '/senders', '/analytics/summary']) {
      expect([path, (await api(writeKey, path)).status]).toEqual([path, 403]);
    }
  });

  it('refuses bad bodies with 400, 413 and 422, leaving nothing behind', async () => {
    const before = await app.services.db.prisma.document.count({ where: { organizationId: admin.organizationId } });
    const readOnly = await api(readKey, '/documents/analyze', { method: 'POST', body: uploadForm('text') });
    expect(readOnly.status).toBe(403);
    const malformed = await api(fullKey, '/documents/analyze', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"document_url":' });
    expect(malformed.status).toBe(400);
    await expectMatchesSpec('post', '/documents/analyze', malformed);
    const oversized = await api(fullKey, '/documents/analyze', { method: 'POST', body: uploadForm('x'.repeat(3000)) });
    expect(oversized.status).toBe(413);
    await expectMatchesSpec('post', '/documents/analyze', oversized);
    const exe = await api(fullKey, '/documents/analyze', { method: 'POST', body: uploadForm('MZ binary', 'setup.exe') });
    expect(exe.status).toBe(422);
    expect((await expectMatchesSpec('post', '/documents/analyze', exe)).error.code).toBe('UNSUPPORTED_FILE_TYPE');
    const nothing = await api(fullKey, '/documents/analyze', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(nothing.status).toBe(422);
    expect(await app.services.db.prisma.document.count({ where: { organizationId: admin.organizationId } })).toBe(before);
  });

  it('answers unknown endpoints with the JSON error shape, and another method on a known one with 405 and Allow', async () => {
    const response = await api(readKey, '/nowhere');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    for (const [method, path, allow] of [
      ['PUT', `/documents/${documentId}`, 'GET, PATCH, DELETE, HEAD'],
      ['DELETE', '/documents', 'GET, HEAD'],
      ['GET', '/documents/analyze', 'POST'],
      ['POST', `/documents/${documentId}/file/`, 'GET, HEAD'],
    ]) {
      const refused = await api(readKey, path, { method });
      expect([method, path, refused.status, refused.headers.get('allow')]).toEqual([method, path, 405, allow]);
      expect((await refused.json()).error.code).toBe('METHOD_NOT_ALLOWED');
    }
    expect((await api(readKey, `/documents/${documentId}/pages`, { method: 'PUT' })).status).toBe(404);
  });

  it('asks for the file part by its name, and for one file only (422), filing nothing', async () => {
    const before = await app.services.db.prisma.document.count({ where: { organizationId: admin.organizationId } });
    const misnamed = new FormData();
    misnamed.append('document', new File(['The Supplier may terminate at any time.'], 'terms.txt', { type: 'text/plain' }));
    const twice = uploadForm('The Supplier may terminate at any time.');
    twice.append('file', new File(['Second'], 'second.txt', { type: 'text/plain' }));
    for (const body of [misnamed, twice]) {
      const refused = await api(fullKey, '/documents/analyze', { method: 'POST', body });
      expect(refused.status).toBe(422);
      const answer = await expectMatchesSpec('post', '/documents/analyze', refused);
      expect(answer.error).toMatchObject({ code: 'VALIDATION_FAILED', details: { problems: [{ path: 'file', message: expect.stringContaining('"file"') }] } });
    }
    expect(await app.services.db.prisma.document.count({ where: { organizationId: admin.organizationId } })).toBe(before);
  });

  it('deletes a document and its file, never one of another organization (204, then 404)', async () => {
    const filed = await expectMatchesSpec(
      'post',
      '/documents/analyze',
      await api(fullKey, '/documents/analyze', { method: 'POST', body: uploadForm('The Supplier may terminate at any time.', 'old.txt', 'Old terms') }),
    );
    const { storagePath } = await app.services.db.prisma.document.findUniqueOrThrow({ where: { id: filed.id }, select: { storagePath: true } });
    expect(await app.services.storage.exists(storagePath)).toBe(true);

    const foreign = await api(strangerKey, `/documents/${filed.id}`, { method: 'DELETE' });
    expect(foreign.status).toBe(404);
    await expectMatchesSpec('delete', '/documents/{id}', foreign);
    const readOnly = await api(readKey, `/documents/${filed.id}`, { method: 'DELETE' });
    expect(readOnly.status).toBe(403);
    expect((await api(readKey, `/documents/${filed.id}`)).status).toBe(200);

    const deleted = await api(fullKey, `/documents/${filed.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    await expectMatchesSpec('delete', '/documents/{id}', deleted);
    expect((await api(readKey, `/documents/${filed.id}`)).status).toBe(404);
    expect(await app.services.storage.exists(storagePath)).toBe(false);
    expect((await api(fullKey, `/documents/${filed.id}`, { method: 'DELETE' })).status).toBe(404);
    const audit = await app.services.db.prisma.auditEvent.findFirst({ where: { entityId: filed.id, action: 'document.deleted' } });
    expect(audit).toMatchObject({ organizationId: admin.organizationId, actorId: admin.userId });
  });
});

describe('REST documents by URL', () => {
  it('downloads a document named by URL, following a redirect', async () => {
    const response = await api(fullKey, '/documents/analyze', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ document_url: `${files.url}/redirect` }),
    });
    const body = await expectMatchesSpec('post', '/documents/analyze', response);
    expect(response.status).toBe(201);
    expect(body.title).toBe('contract');
  });

  it.each([
    ['a file over the size limit', '/huge.txt', 413, 'FILE_TOO_LARGE'],
    ['a server slower than the time limit', '/slow.txt', 422, 'REMOTE_FETCH_FAILED'],
    ['a missing file', '/missing.pdf', 422, 'REMOTE_FETCH_FAILED'],
  ])('refuses %s', async (_name, path, status, code) => {
    const response = await api(fullKey, '/documents/analyze', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ document_url: `${files.url}${path}` }),
    });
    expect(response.status).toBe(status);
    expect((await expectMatchesSpec('post', '/documents/analyze', response)).error.code).toBe(code);
  });
});

describe('REST signing', () => {
  const newDocument = async () => {
    const created = await api(fullKey, '/documents/analyze', {
      method: 'POST',
      body: uploadForm('The Supplier may terminate at any time without notice.', 'to-sign.txt', 'To sign'),
    });
    return ((await created.json()) as { id: string }).id;
  };
  const sign = (key: string, id: string, body: unknown) =>
    api(key, `/documents/${id}/sign`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('signs a pending document with a key holding the sign scope, then serves the signed PDF', async () => {
    const id = await newDocument();
    expect((await api(fullKey, `/documents/${id}/signed-file`)).status).toBe(404);
    const signed = await sign(fullKey, id, { signature_type: 'simple', location: 'Paris' });
    expect(signed.status).toBe(200);
    expect((await expectMatchesSpec('post', '/documents/{id}/sign', signed)).status).toBe('signed');
    const file = await api(fullKey, `/documents/${id}/signed-file`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const again = await sign(fullKey, id, { signature_type: 'simple' });
    expect(again.status).toBe(409);
    expect((await expectMatchesSpec('post', '/documents/{id}/sign', again)).error.code).toBe('ALREADY_DECIDED');
  });

  it('refuses a key without the sign scope, an unknown type, and another organization', async () => {
    const id = await newDocument();
    const noScope = await sign(readKey, id, { signature_type: 'simple' });
    expect(noScope.status).toBe(403);
    const unknown = await sign(fullKey, id, { signature_type: 'notarised' });
    expect(unknown.status).toBe(422);
    expect((await expectMatchesSpec('post', '/documents/{id}/sign', unknown)).error.code).toBe('UNKNOWN_SIGNATURE_TYPE');
    const missing = await sign(fullKey, id, {});
    expect(missing.status).toBe(422);
    const strangerSigner = (await createKey(stranger, ['READ', 'SIGN'], 'Stranger signer')).key;
    const foreign = await sign(strangerSigner, id, { signature_type: 'simple' });
    expect(foreign.status).toBe(404);
    expect((await api(strangerKey, `/documents/${id}/signed-file`)).status).toBe(404);
  });
});

describe('REST rate limits', () => {
  it("follow the organization's plan: 429 with Retry-After past the limit, then recovery", async () => {
    const solo = await createSignedInUser(app, { role: 'ADMIN' });
    await app.services.db.prisma.organization.update({ where: { id: solo.organizationId }, data: { plan: 'SOLO' } });
    const { key } = await createKey(solo, ['READ']);
    const answers = await Promise.all(Array.from({ length: 100 }, () => api(key, '/documents?limit=1')));
    expect(answers.every((response) => response.status === 200)).toBe(true);
    expect(answers[0].headers.get('ratelimit-limit')).toBe('100');
    const limited = await api(key, '/documents?limit=1');
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect((await expectMatchesSpec('get', '/documents', limited)).error).toEqual({
      code: 'RATE_LIMITED',
      message: `Trop de requêtes : réessayez dans ${retryAfter} ${retryAfter === 1 ? 'seconde' : 'secondes'}`,
      details: { limit: 100, windowSeconds: 15 },
    });
    // Another organization is counted apart.
    expect((await api(readKey, '/documents?limit=1')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 200));
    expect((await api(key, '/documents?limit=1')).status).toBe(200);
  });
});

describe('REST webhooks', () => {
  let receiver: { server: Server; url: string; received: Array<{ url?: string; headers: IncomingMessage['headers']; body: string }>; failNext: number };

  beforeAll(async () => {
    const state = { received: [] as Array<{ url?: string; headers: IncomingMessage['headers']; body: string }>, failNext: 0 };
    const started = await localServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        state.received.push({ url: req.url, headers: req.headers, body });
        if (state.failNext > 0) {
          state.failNext -= 1;
          return void res.writeHead(503).end();
        }
        res.writeHead(204).end();
      });
    });
    receiver = Object.assign(state, started);
  });

  afterAll(async () => {
    await new Promise((resolve) => receiver?.server.close(resolve));
  });

  it('registers, lists and removes subscriptions within the organization', async () => {
    const created = await api(fullKey, '/webhooks/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${receiver.url}/x`, events: ['document.signed'] }),
    });
    const body = await expectMatchesSpec('post', '/webhooks/events', created);
    expect(created.status).toBe(201);
    expect(body.secret).toMatch(/^whsec_/);
    const listed = await expectMatchesSpec('get', '/webhooks/events', await api(fullKey, '/webhooks/events'));
    expect(listed.data.map((hook: { id: string }) => hook.id)).toContain(body.id);
    expect(listed.data.every((hook: { secret?: string }) => hook.secret === undefined)).toBe(true);
    expect((await api(strangerKey, `/webhooks/events/${body.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await api(readKey, `/webhooks/events/${body.id}`, { method: 'DELETE' })).status).toBe(403);
    expect((await api(readKey, '/webhooks/events')).status).toBe(403);
    expect((await api(fullKey, `/webhooks/events/${body.id}`, { method: 'DELETE' })).status).toBe(204);
    const invalid = await api(fullKey, '/webhooks/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'ftp://example.com', events: ['document.eaten'] }),
    });
    expect(invalid.status).toBe(422);
    await expectMatchesSpec('post', '/webhooks/events', invalid);
  });

  it('tells a subscriber of document.analyzed of a document analysed as it was filed', async () => {
    const created = await api(fullKey, '/webhooks/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${receiver.url}/analysed`, events: ['document.analyzed'] }),
    });
    expect(created.status).toBe(201);
    receiver.received.length = 0;
    const uploaded = await (
      await api(fullKey, '/documents/analyze', { method: 'POST', body: uploadForm(RISKY_CLAUSES.join('\n'), 'analysed.txt', 'Analysed') })
    ).json();
    expect(uploaded.analysis.status).toBe('done');
    await app.services.jobs.runDueJobs();
    const events = receiver.received.filter((delivery) => delivery.url === '/analysed').map((delivery) => JSON.parse(delivery.body));
    expect(events).toEqual([
      expect.objectContaining({ type: 'document.analyzed', data: { document: expect.objectContaining({ id: uploaded.id, risk_score: uploaded.risk_score }) } }),
    ]);
    await api(fullKey, `/webhooks/events/${(await created.json()).id}`, { method: 'DELETE' });
  });

  it('delivers signed events after commit and retries a failing receiver with the same event id', async () => {
    const created = await api(fullKey, '/webhooks/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${receiver.url}/hook`, events: ['document.created'] }),
    });
    const { secret } = await created.json();
    receiver.received.length = 0;
    receiver.failNext = 1;
    const uploaded = await (await api(fullKey, '/documents/analyze', { method: 'POST', body: uploadForm('Plain text.', 'hooked.txt', 'Hooked') })).json();
    await app.services.jobs.runDueJobs();
    expect(receiver.received).toHaveLength(1);
    const delivery = await app.services.db.prisma.webhookDelivery.findFirstOrThrow({
      where: { organizationId: admin.organizationId, eventType: 'document.created' },
      orderBy: { createdAt: 'desc' },
    });
    expect(delivery).toMatchObject({ attempts: 1, lastStatusCode: 503, deliveredAt: null });
    app.clock.advance(31_000);
    await app.services.jobs.runDueJobs();
    expect(receiver.received).toHaveLength(2);
    const [first, second] = receiver.received;
    expect(second.headers['paraphe-event-id']).toBe(first.headers['paraphe-event-id']);
    const event = JSON.parse(second.body);
    expect(event).toMatchObject({ type: 'document.created', data: { document: { id: uploaded.id, title: 'Hooked' } } });
    expect(second.headers['paraphe-event-id']).toBe(event.id);
    // When the event happened, not when this attempt left: the same on every retry.
    expect(first.headers['paraphe-event-timestamp']).toBe(String(Math.floor(Date.parse(event.created_at) / 1000)));
    expect(second.headers['paraphe-event-timestamp']).toBe(first.headers['paraphe-event-timestamp']);
    expect(verifyWebhookSignature(secret, second.body, String(second.headers['paraphe-signature']), app.clock.now())).toBe(true);
    expect(verifyWebhookSignature(secret, second.body.replace('Hooked', 'Hacked'), String(second.headers['paraphe-signature']), app.clock.now())).toBe(false);
    const logged = await app.services.db.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } });
    expect(logged).toMatchObject({ attempts: 2, lastStatusCode: 204 });
    expect(logged.deliveredAt).not.toBeNull();
    // The other organization's uploads reach no subscription of this one.
    await api(strangerKey, '/documents/analyze', { method: 'POST', body: uploadForm('Plain text.', 'other.txt', 'Other') });
    await app.services.jobs.runDueJobs();
    expect(receiver.received).toHaveLength(2);
  });

  it('gives a receiver that was down for a while every event later, once each', async () => {
    // A port that refuses connections until the receiver comes back on it.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    await api(fullKey, '/webhooks/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: `http://127.0.0.1:${port}/late`, events: ['document.created'] }),
    });
    for (const title of ['Late one', 'Late two', 'Late three']) {
      await api(fullKey, '/documents/analyze', { method: 'POST', body: uploadForm('Plain text.', 'late.txt', title) });
    }
    // Down for two rounds of attempts (the first at once, the second 30 s later).
    await app.services.jobs.runDueJobs();
    app.clock.advance(31_000);
    await app.services.jobs.runDueJobs();
    const late = await app.services.db.prisma.webhookDelivery.findMany({ where: { subscription: { url: `http://127.0.0.1:${port}/late` } } });
    expect(late.map((delivery) => [delivery.attempts, delivery.deliveredAt])).toEqual([
      [2, null],
      [2, null],
      [2, null],
    ]);

    const arrived: string[] = [];
    const back = createServer((req, res) => {
      arrived.push(String(req.headers['paraphe-event-id']));
      req.resume().on('end', () => res.writeHead(204).end());
    });
    await new Promise<void>((resolve) => back.listen(port, '127.0.0.1', resolve));
    try {
      // The next attempt (60 s after the second), then hours more: each event arrives once.
      app.clock.advance(61_000);
      await app.services.jobs.runDueJobs();
      app.clock.advance(6 * 3_600_000);
      await app.services.jobs.runDueJobs();
      expect(arrived.sort()).toEqual(late.map((delivery) => delivery.eventId).sort());
    } finally {
      await new Promise((resolve) => back.close(resolve));
    }
  });
});

describe('REST without private fetches (the default)', () => {
  let guarded: TestApp;
  let key: string;

  beforeAll(async () => {
    guarded = await startTestApp();
    const owner = await createSignedInUser(guarded, { role: 'ADMIN' });
    const result = await owner.client.graphql(CREATE_KEY, { input: { name: 'SSRF', scopes: ['READ', 'WRITE'] } });
    key = result.data!.createApiKey.created.key;
  });

  afterAll(async () => {
    await guarded?.stop();
  });

  it.each([
    ['loopback', () => `${files.url}/contract.txt`, 'ADDRESS_NOT_ALLOWED'],
    ['a name resolving to loopback', () => `${files.url.replace('127.0.0.1', 'localhost')}/contract.txt`, 'ADDRESS_NOT_ALLOWED'],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/', 'ADDRESS_NOT_ALLOWED'],
    ['IPv6 loopback', () => 'http://[::1]/', 'ADDRESS_NOT_ALLOWED'],
    ['a private range', () => 'http://10.0.0.1/x.pdf', 'ADDRESS_NOT_ALLOWED'],
    ['a numeric loopback', () => 'http://2130706433/', 'ADDRESS_NOT_ALLOWED'],
    ['a file URL', () => 'file:///etc/passwd', 'INVALID_URL'],
    ['credentials in the URL', () => 'http://user:pass@example.com/', 'INVALID_URL'],
  ])('refuses a document URL to %s', async (_name, url, code) => {
    const response = await fetch(`${guarded.url}/api/v1/documents/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ document_url: url() }),
    });
    expect(response.status).toBe(422);
    expect((await response.json()).error.code).toBe(code);
  });

  it('refuses a webhook target on a private address', async () => {
    const response = await fetch(`${guarded.url}/api/v1/webhooks/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ url: 'http://127.0.0.1:9/hook', events: ['document.created'] }),
    });
    expect(response.status).toBe(422);
  });
});

describe('REST error messages', () => {
  // MAX_UPLOAD_BYTES is 2048 here; French writes it with a narrow no-break space.
  const tooLarge = () => uploadForm('x'.repeat(3000));

  it("are in the key creator's language, code and details unchanged", async () => {
    const unknown = await api(readKey, '/documents/00000000-0000-4000-8000-000000000000');
    expect(await unknown.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Introuvable, ou hors de votre organisation' } });
    const badLimit = await api(readKey, '/documents?limit=500');
    expect((await badLimit.json()).error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Valeurs non acceptées : limit (details.problems dit pourquoi)',
      details: { problems: [{ path: 'limit', message: 'limit must be an integer from 1 to 100' }] },
    });
    const oversized = await api(fullKey, '/documents/analyze', { method: 'POST', body: tooLarge() });
    expect((await oversized.json()).error).toEqual({
      code: 'FILE_TOO_LARGE',
      message: 'Le fichier dépasse la limite d’envoi de 2\u202f048 octets',
      details: { maxBytes: 2048 },
    });

    const english = await createSignedInUser(app, { role: 'ADMIN', locale: 'en' });
    const { key } = await createKey(english, ['READ']);
    expect((await (await api(key, '/documents/00000000-0000-4000-8000-000000000000')).json()).error.message).toBe('Not found, or not in your organization');
  });

  it("follow an Accept-Language the client sends, before the key creator's language", async () => {
    const english = { 'accept-language': 'en-US,en;q=0.9' };
    const unknown = await api(readKey, '/documents/00000000-0000-4000-8000-000000000000', { headers: english });
    expect(await unknown.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found, or not in your organization' } });
    const badLimit = await api(readKey, '/documents?limit=500', { headers: english });
    expect((await badLimit.json()).error.message).toBe('Values not accepted: limit (details.problems says why)');
    const oversized = await api(fullKey, '/documents/analyze', { method: 'POST', body: tooLarge(), headers: english });
    expect((await oversized.json()).error.message).toBe('The file is larger than the upload limit of 2,048 bytes');
    // A language the product does not speak, or none in particular, leaves the creator's.
    for (const other of ['de-DE', '*']) {
      const answer = await api(readKey, '/documents/00000000-0000-4000-8000-000000000000', { headers: { 'accept-language': other } });
      expect([other, (await answer.json()).error.message]).toEqual([other, 'Introuvable, ou hors de votre organisation']);
    }
  });

  it("tell a key refused an action what it lacks: the scope its creator's role would allow, or a session", async () => {
    const filed = await api(fullKey, '/documents/analyze', { method: 'POST', body: uploadForm('The Supplier may terminate at any time without notice.') });
    expect(filed.status).toBe(201);
    const { id } = (await filed.json()) as { id: string };
    const decide = (headers: Record<string, string> = {}) =>
      api(readKey, `/documents/${id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ status: 'refused' }),
      });
    const french = await decide();
    expect(french.status).toBe(403);
    expect((await expectMatchesSpec('patch', '/documents/{id}', french)).error).toEqual({
      code: 'FORBIDDEN',
      message: 'Non autorisé : il manque à cette clé d’API le droit « write »',
      details: { action: 'document.review', requiredScope: 'write' },
    });
    expect((await (await decide({ 'accept-language': 'en' })).json()).error.message).toBe('Not allowed: this API key lacks the “write” scope');
    const unsigned = await api(readKey, `/documents/${id}/sign`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ signature_type: 'simple' }),
    });
    expect((await unsigned.json()).error).toMatchObject({ message: 'Not allowed: this API key lacks the “sign” scope', details: { requiredScope: 'sign' } });
    // What only a person may do is refused to any key, whatever its scopes.
    const signOut = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fullKey}`, 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ query: 'mutation { signOut }' }),
    });
    expect((await signOut.json()).errors.map((error: { message: string }) => error.message)).toEqual([
      'Not allowed: no API key may do this, only a person signed in to Paraphe',
    ]);
  });

  it('follow Accept-Language before any key is known, French by default', async () => {
    const missing = await api(null, '/documents', { headers: { 'accept-language': 'en' } });
    expect(await missing.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Unauthorized: send a valid API key as a bearer token' } });
    const unknown = await api('not-a-key', '/documents');
    expect((await unknown.json()).error.message).toBe('Non authentifié : envoyez une clé d’API valide comme jeton « Bearer »');
    const method = await api(readKey, '/documents', { method: 'DELETE', headers: { 'accept-language': 'en' } });
    expect(await method.json()).toEqual({ error: { code: 'METHOD_NOT_ALLOWED', message: 'DELETE is not accepted here: use GET, HEAD' } });
    const french = await api(readKey, '/documents', { method: 'DELETE' });
    expect((await french.json()).error.message).toBe('DELETE n’est pas accepté à cette adresse : utilisez GET, HEAD');
    const nowhere = await api(readKey, '/nowhere', { headers: { 'accept-language': 'en' } });
    expect(await nowhere.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such endpoint' } });
    // A 404 or a 405 may be kept by a cache: it keeps one per language.
    for (const answer of [missing, method, nowhere]) expect(answer.headers.get('vary')?.toLowerCase()).toContain('accept-language');
  });
});

describe('OpenAPI document', () => {
  it('is served without a key and names every route the REST door answers', async () => {
    const response = await fetch(`${app.url}/api/v1/openapi.json`);
    expect(response.status).toBe(200);
    const spec = await response.json();
    expect(spec.openapi).toBe('3.1.0');
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/documents/analyze', '/documents', '/documents/{id}', '/documents/{id}/file', '/webhooks/events', '/webhooks/events/{id}']),
    );
    expect(Object.keys(spec.paths['/documents/{id}'])).toEqual(['get', 'patch', 'delete']);
  });
});

async function localServer(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
