import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import pino from 'pino';
import { systemClock } from '../../../server/clock';
import { loadConfig } from '../../../server/config';
import { createMailer } from '../../../server/email/mailer';
import { loadPersistedOperations } from '../../../server/graphql/persisted-operations';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser } from '../../support/users';

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://paraphe.example',
};

describe('in production', () => {
  let app: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'paraphe-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Paraphe</title>');
    app = await startTestApp({ env: PRODUCTION, web: webDist });
  });

  afterAll(async () => {
    await app.stop();
    rmSync(webDist, { recursive: true, force: true });
  });

  const INTROSPECT = '{ __schema { queryType { name } } }';

  it('describes the schema to signed-in users and API keys, not to visitors', async () => {
    const visitor = await app.client().graphql(INTROSPECT);
    expect(visitor.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    // No `data`: a 4xx to a client of the GraphQL-over-HTTP media type.
    const strict = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { accept: 'application/graphql-response+json', 'content-type': 'application/json' },
      body: JSON.stringify({ query: INTROSPECT }),
    });
    expect(strict.status).toBe(403);
    expect(await strict.json()).toEqual({ errors: [expect.objectContaining({ extensions: { code: 'FORBIDDEN' } })] });
    // One named type, as the public reference describes it, is not the schema.
    expect((await app.client().graphql('{ __type(name: "Document") { name } }')).data).toEqual({ __type: { name: 'Document' } });
    const key = await apiKey();
    const withKey = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: INTROSPECT }),
    });
    expect((await withKey.json()).data.__schema.queryType.name).toBe('Query');
  });

  it('suggests no field names to a visitor', async () => {
    const answer = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { authorization: 'Bearer none', 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ documnts { totalCount } }' }),
    });
    const message = (await answer.json()).errors[0].message as string;
    expect(message).not.toMatch(/Did you mean/);
  });

  it('accepts only persisted ids from browser sessions; API keys may send documents', async () => {
    const member = await createSignedInUser(app);
    const text = await member.client.graphql('{ viewer { role } }');
    expect(text.errors?.[0].message).toBe('PersistedQueryOnly');
    const [id] = Object.entries(loadPersistedOperations()).find(([, query]) => query.startsWith('query ProtectedLayoutQuery'))!;
    const byId = await member.client.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ documentId: id }),
    });
    expect((await byId.json()).data.viewer.role).toBe('USER');
  });

  it('serves GraphiQL to signed-in users only, and sends a browser without a session to sign in and back', async () => {
    const visitor = await fetch(`${app.url}/graphql`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get('location')).toBe('/auth/signin?next=%2Fgraphql');
    expect(await visitor.text()).not.toContain('GraphiQL');
    // A program asking for JSON, or a browser sending a query, still gets GraphQL's answer.
    expect((await fetch(`${app.url}/graphql`, { redirect: 'manual' })).status).toBe(400);
    const asked = await fetch(`${app.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { accept: 'text/html, application/json' },
      redirect: 'manual',
    });
    expect(asked.status).toBe(200);
    const member = await createSignedInUser(app);
    const page = await member.client.fetch('/graphql', { headers: { accept: 'text/html' } });
    expect(await page.text()).toContain('GraphiQL');
  });

  it('sends strict transport security and the security headers', async () => {
    const page = await fetch(`${app.url}/`);
    expect(page.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    expect(page.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('has no development outbox', async () => {
    expect((await fetch(`${app.url}/auth/dev/outbox`)).status).toBe(404);
  });

  it('without SMTP_URL sends no mail and says so: at start, per mail (recipient and subject, never the links), and on the status page', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const logger = pino({ level: 'info', base: undefined }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const config = loadConfig({ ...PRODUCTION, SESSION_SECRET: 'x'.repeat(32), ENCRYPTION_KEY: '0'.repeat(64) });
    const mailer = createMailer(config, logger, systemClock);
    expect(lines).toEqual([expect.objectContaining({ level: 40, msg: expect.stringMatching(/^SMTP_URL is not set: no email is sent/) })]);
    const link = 'https://paraphe.example/auth/reset-password?token=Zt9vS3cr3t';
    await mailer.send({
      to: 'claire@example.com',
      subject: 'Réinitialisez votre mot de passe',
      text: `Choisir un mot de passe : ${link}`,
      html: `<a href="${link}">`,
    });
    expect(lines[1]).toMatchObject({
      level: 40,
      to: 'claire@example.com',
      subject: 'Réinitialisez votre mot de passe',
      msg: 'mail not sent (SMTP_URL is not set)',
    });
    expect(JSON.stringify(lines)).not.toContain('Zt9vS3cr3t');
    expect(await mailer.verify()).toBe(false);
    const status = await app.client().graphql('{ serviceStatus { overall components { component status } } }');
    expect(status.data!.serviceStatus.overall).toBe('PARTIAL');
    expect(status.data!.serviceStatus.components).toContainEqual({ component: 'EMAIL_DELIVERY', status: 'DOWN' });
  });

  async function apiKey() {
    const admin = await createSignedInUser(app, { role: 'ADMIN' });
    const { createApiKey } = await import('../../../server/api-keys/create-api-key');
    const created = await createApiKey(
      app.services,
      { userId: admin.userId, organizationId: admin.organizationId, role: 'ADMIN', sessionId: null, aal: 1, locale: 'fr' },
      { name: 'introspection', scopes: ['read'] },
    );
    return created.key;
  }
});

describe('the default interface', () => {
  it('is loopback in development, every interface in production, HOST otherwise', () => {
    const base = { DATA_DIR: mkdtempSync(join(tmpdir(), 'paraphe-config-')) };
    expect(loadConfig({ ...base }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ ...base, ...PRODUCTION, SESSION_SECRET: 'x'.repeat(32), ENCRYPTION_KEY: '0'.repeat(64) }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ ...base, HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });
});

describe('development tools', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ env: { NODE_ENV: 'development' } });
  });

  afterAll(async () => {
    await app.stop();
  });

  it('answer a request made on this machine', async () => {
    expect((await fetch(`${app.url}/auth/dev/outbox`)).status).toBe(200);
  });

  it('do not answer a request relayed by a proxy', async () => {
    expect((await fetch(`${app.url}/auth/dev/outbox`, { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(404);
  });

  const outside = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

  it('do not answer a request from another machine of the network', async () => {
    if (!outside) throw new Error('This test needs a network interface besides loopback');
    // Listening on every interface, as HOST=0.0.0.0 would, and called through the machine's network address.
    const exposed = await startTestApp({ env: { NODE_ENV: 'development' } });
    await exposed.app.stop();
    const { buildApp } = await import('../../../server/app');
    const { createLogger } = await import('../../../server/logger');
    const second = await buildApp({ config: exposed.config, logger: createLogger('silent'), overrides: { db: app.db, clock: app.clock }, webDist: null });
    const { port } = await second.start(0, '0.0.0.0');
    try {
      expect((await fetch(`http://${outside}:${port}/auth/dev/outbox`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/auth/dev/outbox`)).status).toBe(200);
    } finally {
      await second.stop();
      await exposed.db.close().catch(() => undefined);
    }
  });
});

describe('transport', () => {
  let app: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'paraphe-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Paraphe</title>');
    writeFileSync(join(webDist, 'assets', 'app.js'), `console.log(${JSON.stringify('x'.repeat(20000))});`);
    app = await startTestApp({ web: webDist });
  });

  afterAll(async () => {
    await app.stop();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('compresses scripts for browsers that accept it', async () => {
    const { request } = await import('node:http');
    const { headers, body } = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      request(`${app.url}/assets/app.js`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
    expect(headers['content-encoding']).toBe('gzip');
    expect(body.length).toBeLessThan(2000);
    expect(gunzipSync(body).toString()).toContain('console.log');
  });

  it('sends the page security headers without HSTS outside production', async () => {
    const page = await fetch(`${app.url}/documents`);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('permissions-policy')).toContain('camera=()');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('strict-transport-security')).toBeNull();
  });
});
