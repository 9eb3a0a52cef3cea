// Shared by the benchmarks: the load generator (autocannon in its own process), throw-away databases and the app over them.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp, type App } from '../server/app';
import { createApiKey } from '../server/api-keys/create-api-key';
import { signAccessToken } from '../server/auth/access-token';
import { ACCESS_COOKIE } from '../server/auth/read-access';
import { loadConfig, type Config } from '../server/config';
import { loadPersistedOperations } from '../server/graphql/persisted-operations';
import { createLogger } from '../server/logger';
import { CSRF_HEADER } from '../server/security/origins';

const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

export interface LoadResult {
  rps: number;
  p99: number;
  errors: number;
}

/** Throughput over all rounds, the median round's p99, every error. */
export function summarize(results: LoadResult[]): LoadResult {
  const p99s = results.map((result) => result.p99).sort((a, b) => a - b);
  return {
    rps: results.reduce((sum, result) => sum + result.rps, 0) / results.length,
    p99: p99s[Math.floor(p99s.length / 2)],
    errors: results.reduce((sum, result) => sum + result.errors, 0),
  };
}

/** The load generator runs in its own process, so it never competes with the server's event loop. */
export async function load(
  url: string,
  method: 'GET' | 'POST',
  headers: Record<string, string>,
  body: string | undefined,
  seconds: number,
): Promise<LoadResult> {
  const args = ['-c', '20', '-d', String(seconds), '-m', method, '--json', ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`])];
  if (body) args.push('-b', body);
  const output = await new Promise<string>((resolve, reject) => {
    execFile(process.execPath, [AUTOCANNON, ...args, url], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => (error ? reject(error) : resolve(stdout)));
  });
  const result = JSON.parse(output) as { requests: { average: number }; latency: { p99: number }; errors: number; non2xx: number };
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** A TCP port free on the loopback address at the time of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function freshDatabase(url: string, name: string): Promise<string> {
  await dropDatabase(url, name);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

export async function dropDatabase(url: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

export interface BenchApp {
  app: App;
  url: string;
  config: Config;
  stop(): Promise<void>;
}

/**
 * The real app on a free port over a throw-away database: a fresh PostgreSQL database named
 * `database` when DATABASE_URL is set, embedded PGlite otherwise.
 */
export async function startBenchApp(database: string, env: Record<string, string> = {}): Promise<BenchApp> {
  const baseUrl = process.env.DATABASE_URL;
  const dataDir = mkdtempSync(join(tmpdir(), 'paraphe-bench-'));
  const databaseUrl = baseUrl ? await freshDatabase(baseUrl, database) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    SESSION_SECRET: 'bench-session-secret-0123456789abcdef0123',
    ENCRYPTION_KEY: '3'.repeat(64),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const app = await buildApp({ config, logger: createLogger('silent'), webDist: null });
  const { url } = await app.start(0, '127.0.0.1');
  return {
    app,
    url,
    config,
    async stop() {
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
      if (baseUrl) await dropDatabase(baseUrl, database);
    },
  };
}

/** `count` documents spread over `senders` senders of one organization, newest first by one second each. */
export async function seedDocuments(services: App['services'], organizationId: string, count: number, senders: number): Promise<void> {
  const { sql } = services.db;
  await sql.query(
    `INSERT INTO "Sender" (id, "organizationId", name, email, domain, "createdAt", "updatedAt")
     SELECT gen_random_uuid(), $1, 'Sender ' || n, 'legal@s' || n || '.test', 's' || n || '.test', now(), now() FROM generate_series(1, ${senders}) n`,
    [organizationId],
  );
  await sql.query(
    `WITH senders AS (SELECT array_agg(id ORDER BY domain) AS ids FROM "Sender" WHERE "organizationId" = $1)
     INSERT INTO "Document" (id, "organizationId", title, type, "senderId", status, "riskScore", "riskLevel", "storagePath", "originalFilename", "mimeType", "sizeBytes", sha256, "receivedAt", "createdAt", "updatedAt")
     SELECT gen_random_uuid(), $1, 'Document ' || n, 'PDF', senders.ids[1 + n % ${senders}],
            'PENDING', 1 + n % 10, (ARRAY['LOW','MED','HIGH'])[1 + n % 3]::"RiskLevel", 'documents/x/' || n || '.pdf', 'f.pdf', 'application/pdf', 1000, md5(n::text),
            now() - (n || ' seconds')::interval, now() - (n || ' seconds')::interval, now()
     FROM generate_series(1, ${count}) n, senders`,
    [organizationId],
  );
  await sql.query('ANALYZE "Document"', []).catch(() => undefined);
}

export const JSON_POST = { 'content-type': 'application/json' };

export interface BenchMember {
  organizationId: string;
  userId: string;
  /** Headers of a browser session: its access cookie (for a real session row), the CSRF header, JSON. */
  cookie: Record<string, string>;
  /** Headers of an API call with a read and write key of the organization. */
  apiKey: Record<string, string>;
}

/** An administrator of an Enterprise organization (no plan limit in the way of the load), signed in both ways. */
export async function benchMember(services: App['services'], config: Config): Promise<BenchMember> {
  const { prisma } = services.db;
  const organization = await prisma.organization.create({ data: { name: 'Bench', plan: 'ENTERPRISE' } });
  const user = await prisma.user.create({ data: { organizationId: organization.id, email: 'bench-api@example.test', fullName: 'Bench', role: 'ADMIN' } });
  const session = await prisma.session.create({ data: { userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) } });
  const viewer = { userId: user.id, organizationId: organization.id, role: user.role, sessionId: null, aal: 1 as const, locale: 'fr' as const };
  const { key } = await createApiKey(services, viewer, { name: 'Bench', scopes: ['read', 'write'] });
  const token = signAccessToken(
    { sub: user.id, org: organization.id, role: user.role, sid: session.id, aal: 1, locale: 'fr', exp: Math.floor(Date.now() / 1000) + 3600 },
    config.SESSION_SECRET,
  );
  return {
    organizationId: organization.id,
    userId: user.id,
    cookie: { cookie: `${ACCESS_COOKIE}=${token}`, [CSRF_HEADER]: '1', ...JSON_POST },
    apiKey: { authorization: `Bearer ${key}`, ...JSON_POST },
  };
}

/** The id of the web app's persisted query `name`. */
function persistedId(name: string): string {
  const persisted = loadPersistedOperations();
  const id = Object.keys(persisted).find((hash) => persisted[hash].startsWith(`query ${name}`));
  if (!id) throw new Error(`${name} is not among the persisted queries: run npm run generate:relay`);
  return id;
}

/** The body the web app sends for its persisted query `name`. */
export function persistedBody(name: string, variables: Record<string, unknown> = {}): string {
  return JSON.stringify({ documentId: persistedId(name), operationName: name, variables });
}

/** The text of the web app's persisted query `name`. */
export function persistedText(name: string): string {
  return loadPersistedOperations()[persistedId(name)];
}
