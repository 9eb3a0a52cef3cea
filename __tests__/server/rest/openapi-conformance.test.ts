import { randomUUID } from 'node:crypto';
import { createApiKey } from '../../../server/api-keys/create-api-key';
import type { ApiScope } from '../../../server/access/scopes';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';
import { RISKY_CLAUSES } from '../documents/fixtures';
import { documentedAnswers, expectMatchesSpec, seenAnswers } from './openapi-validator';

/**
 * Every answer the OpenAPI document lists is produced here and checked against it (status, media
 * type, headers, body). The last test fails when the document lists an answer nothing produces.
 */
let app: TestApp;
let admin: SignedInUser;
const keys: Record<'full' | 'read' | 'write', string> = { full: '', read: '', write: '' };

async function keyOf(user: SignedInUser, scopes: ApiScope[]) {
  const viewer = {
    userId: user.userId,
    organizationId: user.organizationId,
    role: 'ADMIN' as const,
    sessionId: 'spec',
    aal: 1 as const,
    locale: 'en' as const,
  };
  return (await createApiKey(app.services, viewer, { name: scopes.join('+'), scopes })).key;
}

function call(key: string | null, method: string, path: string, init: { body?: BodyInit; json?: unknown; headers?: Record<string, string> } = {}) {
  const headers = new Headers(init.headers);
  if (key) headers.set('authorization', `Bearer ${key}`);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  return fetch(`${app.url}/api/v1${path}`, { method: method.toUpperCase(), headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
}

/** Calls the operation and checks the answer against the document; returns the body. */
async function expectAnswer(status: number, key: string | null, method: string, template: string, path: string, init?: Parameters<typeof call>[3]) {
  const response = await call(key, method, path, init);
  if (response.status !== status) throw new Error(`${method.toUpperCase()} ${path}: expected ${status}, got ${response.status}: ${await response.text()}`);
  return expectMatchesSpec(method, template, response);
}

const upload = (text: string, filename = 'contract.txt') => {
  const form = new FormData();
  form.append('file', new File([text], filename, { type: 'text/plain' }));
  return form;
};

async function newDocument(): Promise<string> {
  return (await expectAnswer(201, keys.full, 'post', '/documents/analyze', '/documents/analyze', { body: upload(RISKY_CLAUSES.join('\n')) })).id;
}

const OPERATIONS: Array<[method: string, template: string, path: (id: string) => string]> = [
  ['post', '/documents/analyze', () => '/documents/analyze'],
  ['get', '/documents', () => '/documents'],
  ['get', '/senders', () => '/senders'],
  ['get', '/senders/{id}', (id) => `/senders/${id}`],
  ['get', '/analytics/summary', () => '/analytics/summary'],
  ['get', '/documents/{id}', (id) => `/documents/${id}`],
  ['patch', '/documents/{id}', (id) => `/documents/${id}`],
  ['delete', '/documents/{id}', (id) => `/documents/${id}`],
  ['get', '/documents/{id}/file', (id) => `/documents/${id}/file`],
  ['post', '/documents/{id}/sign', (id) => `/documents/${id}/sign`],
  ['get', '/documents/{id}/signed-file', (id) => `/documents/${id}/signed-file`],
  ['get', '/webhooks/events', () => '/webhooks/events'],
  ['post', '/webhooks/events', () => '/webhooks/events'],
  ['delete', '/webhooks/events/{id}', (id) => `/webhooks/events/${id}`],
];

beforeAll(async () => {
  app = await startTestApp({ env: { MAX_UPLOAD_BYTES: '4096', ALLOW_PRIVATE_FETCH: 'true' } });
  admin = await createSignedInUser(app, { role: 'ADMIN' });
  keys.full = await keyOf(admin, ['read', 'write', 'sign']);
  keys.read = await keyOf(admin, ['read']);
  keys.write = await keyOf(admin, ['write']);
});

afterAll(async () => {
  await app?.stop();
});

describe('the REST API answers as its OpenAPI document says', () => {
  it('serves the document with this deployment as its server', async () => {
    const served = (await (await fetch(`${app.url}/api/v1/openapi.json`)).json()) as { servers: Array<{ url: string }>; info: { license: { url: string } } };
    expect(served.servers).toEqual([{ url: `${app.config.PUBLIC_URL}/api/v1` }]);
    expect(served.info.license.url).toBe(`${app.config.PUBLIC_URL}/legal/terms`);
  });

  it('documents: upload, list, read, file, decide, sign, signed file, with their refusals', async () => {
    const id = await newDocument();
    await expectAnswer(400, keys.full, 'post', '/documents/analyze', '/documents/analyze', {
      body: 'not multipart',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    const longKey = await expectAnswer(400, keys.full, 'post', '/documents/analyze', '/documents/analyze', {
      body: upload('Contract'),
      headers: { 'idempotency-key': 'k'.repeat(201), 'accept-language': 'en' },
    });
    // The refusal says what is wrong with the key, in words and in details.
    expect(longKey.error).toEqual({
      code: 'INVALID_IDEMPOTENCY_KEY',
      message: 'The idempotency key is longer than 200 characters',
      details: { maxLength: 200 },
    });
    await expectAnswer(413, keys.full, 'post', '/documents/analyze', '/documents/analyze', { body: upload('x'.repeat(5000)) });
    await expectAnswer(415, keys.full, 'post', '/documents/analyze', '/documents/analyze', {
      body: 'url=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    await expectAnswer(422, keys.full, 'post', '/documents/analyze', '/documents/analyze', { body: upload('MZ binary', 'tool.exe') });
    await expectAnswer(422, keys.full, 'post', '/documents/analyze', '/documents/analyze', { json: { document_url: 'ftp://example.com/a.pdf' } });
    await expectAnswer(403, keys.read, 'post', '/documents/analyze', '/documents/analyze', { body: upload('Contract') });

    const page = await expectAnswer(200, keys.read, 'get', '/documents', '/documents?limit=5&status=pending,signed&risk_band=safe,caution,danger');
    expect(page.data.map((document: { id: string }) => document.id)).toContain(id);
    for (const query of ['limit=0', 'status=lost', 'risk_band=purple', 'cursor=forged'])
      await expectAnswer(422, keys.read, 'get', '/documents', `/documents?${query}`);
    await expectAnswer(403, keys.write, 'get', '/documents', '/documents');

    await expectAnswer(200, keys.read, 'get', '/documents/{id}', `/documents/${id}`);
    await expectAnswer(404, keys.read, 'get', '/documents/{id}', `/documents/${randomUUID()}`);
    await expectAnswer(403, keys.write, 'get', '/documents/{id}', `/documents/${id}`);

    const file = await call(keys.read, 'get', `/documents/${id}/file`);
    expect(file.headers.get('content-type')).toMatch(/^text\/plain/);
    await expectMatchesSpec('get', '/documents/{id}/file', file);
    await expectAnswer(404, keys.read, 'get', '/documents/{id}/file', `/documents/${randomUUID()}/file`);
    await expectAnswer(403, keys.write, 'get', '/documents/{id}/file', `/documents/${id}/file`);

    const decided = await newDocument();
    await expectAnswer(400, keys.full, 'patch', '/documents/{id}', `/documents/${decided}`, {
      body: '{"status":',
      headers: { 'content-type': 'application/json' },
    });
    await expectAnswer(413, keys.full, 'patch', '/documents/{id}', `/documents/${decided}`, { json: { status: 'refused', padding: 'x'.repeat(120_000) } });
    await expectAnswer(422, keys.full, 'patch', '/documents/{id}', `/documents/${decided}`, { json: { status: 'maybe' } });
    await expectAnswer(415, keys.full, 'patch', '/documents/{id}', `/documents/${decided}`, {
      body: '{"status":"refused"}',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    await expectAnswer(403, keys.read, 'patch', '/documents/{id}', `/documents/${decided}`, { json: { status: 'refused' } });
    await expectAnswer(404, keys.full, 'patch', '/documents/{id}', `/documents/${randomUUID()}`, { json: { status: 'refused' } });
    await expectAnswer(200, keys.full, 'patch', '/documents/{id}', `/documents/${decided}`, { json: { status: 'refused' } });
    await expectAnswer(409, keys.full, 'patch', '/documents/{id}', `/documents/${decided}`, { json: { status: 'approved' } });
    await expectAnswer(403, keys.read, 'delete', '/documents/{id}', `/documents/${decided}`);
    await expectAnswer(404, keys.full, 'delete', '/documents/{id}', `/documents/${randomUUID()}`);
    await expectAnswer(204, keys.full, 'delete', '/documents/{id}', `/documents/${decided}`);

    await expectAnswer(404, keys.full, 'get', '/documents/{id}/signed-file', `/documents/${id}/signed-file`);
    await expectAnswer(400, keys.full, 'post', '/documents/{id}/sign', `/documents/${id}/sign`, {
      body: 'nope',
      headers: { 'content-type': 'application/json' },
    });
    await expectAnswer(413, keys.full, 'post', '/documents/{id}/sign', `/documents/${id}/sign`, {
      json: { signature_type: 'simple', location: 'x'.repeat(120_000) },
    });
    await expectAnswer(422, keys.full, 'post', '/documents/{id}/sign', `/documents/${id}/sign`, {
      json: { signature_type: 'drawn', drawn_signature: Buffer.from('not a png').toString('base64') },
    });
    await expectAnswer(415, keys.full, 'post', '/documents/{id}/sign', `/documents/${id}/sign`, {
      body: 'signature_type=simple',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    await expectAnswer(403, keys.read, 'post', '/documents/{id}/sign', `/documents/${id}/sign`, { json: { signature_type: 'simple' } });
    await expectAnswer(404, keys.full, 'post', '/documents/{id}/sign', `/documents/${randomUUID()}/sign`, { json: { signature_type: 'simple' } });
    await expectAnswer(200, keys.full, 'post', '/documents/{id}/sign', `/documents/${id}/sign`, { json: { signature_type: 'simple' } });
    await expectAnswer(409, keys.full, 'post', '/documents/{id}/sign', `/documents/${id}/sign`, { json: { signature_type: 'simple' } });
    const signed = await call(keys.read, 'get', `/documents/${id}/signed-file`);
    expect(signed.status).toBe(200);
    await expectMatchesSpec('get', '/documents/{id}/signed-file', signed);
    await expectAnswer(403, keys.write, 'get', '/documents/{id}/signed-file', `/documents/${id}/signed-file`);
  });

  it('senders and analytics, with their refusals', async () => {
    await newDocument();
    const senders = await expectAnswer(200, keys.read, 'get', '/senders', '/senders');
    await expectAnswer(403, keys.write, 'get', '/senders', '/senders');
    const sender = await app.db.prisma.sender.create({
      data: { organizationId: admin.organizationId, name: 'Fournisseur SAS', domain: `${randomUUID().slice(0, 8)}.example` },
    });
    expect(Array.isArray(senders.data)).toBe(true);
    await expectAnswer(200, keys.read, 'get', '/senders/{id}', `/senders/${sender.id}`);
    await expectAnswer(404, keys.read, 'get', '/senders/{id}', `/senders/${randomUUID()}`);
    await expectAnswer(403, keys.write, 'get', '/senders/{id}', `/senders/${sender.id}`);
    await expectAnswer(200, keys.read, 'get', '/analytics/summary', '/analytics/summary');
    await expectAnswer(422, keys.read, 'get', '/analytics/summary', '/analytics/summary?to=tomorrow');
    await expectAnswer(422, keys.read, 'get', '/analytics/summary', '/analytics/summary?from=2026-11-04T00:00:00Z&to=2026-11-01T00:00:00Z');
    await expectAnswer(403, keys.write, 'get', '/analytics/summary', '/analytics/summary');
  });

  it('webhooks, with their refusals', async () => {
    const created = await expectAnswer(201, keys.full, 'post', '/webhooks/events', '/webhooks/events', {
      json: { url: 'https://hooks.example.com/paraphe', events: ['document.signed'] },
    });
    await expectAnswer(400, keys.full, 'post', '/webhooks/events', '/webhooks/events', { body: '[', headers: { 'content-type': 'application/json' } });
    await expectAnswer(415, keys.full, 'post', '/webhooks/events', '/webhooks/events', { body: '{}', headers: { 'content-type': 'text/plain' } });
    await expectAnswer(413, keys.full, 'post', '/webhooks/events', '/webhooks/events', {
      json: { url: `https://hooks.example.com/${'x'.repeat(120_000)}`, events: [] },
    });
    await expectAnswer(422, keys.full, 'post', '/webhooks/events', '/webhooks/events', {
      json: { url: 'https://hooks.example.com/a', events: ['document.eaten'] },
    });
    await expectAnswer(403, keys.read, 'post', '/webhooks/events', '/webhooks/events', {
      json: { url: 'https://hooks.example.com/b', events: ['document.signed'] },
    });
    await expectAnswer(200, keys.full, 'get', '/webhooks/events', '/webhooks/events');
    // Subscriptions are managed with the write scope: a read-only key may not list them either.
    await expectAnswer(403, keys.read, 'get', '/webhooks/events', '/webhooks/events');
    await expectAnswer(403, keys.read, 'delete', '/webhooks/events/{id}', `/webhooks/events/${created.id}`);
    await expectAnswer(404, keys.full, 'delete', '/webhooks/events/{id}', `/webhooks/events/${randomUUID()}`);
    await expectAnswer(204, keys.full, 'delete', '/webhooks/events/{id}', `/webhooks/events/${created.id}`);
  });

  it('every operation: 401 with WWW-Authenticate, 429 with RateLimit and Retry-After once the plan is spent', async () => {
    for (const [method, template, path] of OPERATIONS) await expectAnswer(401, 'ppk_unknown', method, template, path(randomUUID()));
    // A Solo organization may call 100 times a window: spend it, then every operation is refused before it runs.
    const solo = await createSignedInUser(app, { role: 'ADMIN' });
    await app.db.prisma.organization.update({ where: { id: solo.organizationId }, data: { plan: 'SOLO' } });
    const key = await keyOf(solo, ['read', 'write', 'sign']);
    for (let spent = 0; spent < 100; spent += 1) expect((await call(key, 'get', '/senders')).status).toBe(200);
    for (const [method, template, path] of OPERATIONS)
      await expectAnswer(429, key, method, template, path(randomUUID()), method === 'get' || method === 'delete' ? {} : { json: {} });
  });

  it('calls without a valid key are limited per address, with the same headers', async () => {
    let last: Response | null = null;
    for (let attempt = 0; attempt < 70 && last?.status !== 429; attempt += 1) last = await call(`ppk_wrong_${attempt}`, 'get', '/documents');
    expect(last!.status).toBe(429);
    const body = await expectMatchesSpec('get', '/documents', last!);
    expect(last!.headers.get('ratelimit-limit')).toBe('60');
    // Its details are those of a key's refusal: the calls a window allows, and the window.
    expect(body.error.details).toEqual({ limit: 60, windowSeconds: 60 });
  });

  it('answers 503 with Retry-After on every operation when the database does not answer', async () => {
    const broken = await startTestApp();
    try {
      await broken.db.close();
      for (const [method, template, path] of OPERATIONS) {
        const response = await fetch(`${broken.url}/api/v1${path(randomUUID())}`, {
          method: method.toUpperCase(),
          headers: { authorization: `Bearer ${keys.full}` },
        });
        expect([template, response.status]).toEqual([template, 503]);
        await expectMatchesSpec(method, template, response);
      }
    } finally {
      await broken.stop().catch(() => undefined);
    }
  });

  it('has produced every answer the document lists, but the unexpected 500', () => {
    const never = documentedAnswers().filter((answer) => !answer.endsWith(' 500') && !seenAnswers.has(answer));
    expect(never).toEqual([]);
  });
});
