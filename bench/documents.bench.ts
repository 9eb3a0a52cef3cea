// Documents: `documents(first: 50)` through GraphQL next to a hand-written SQL + JSON endpoint (same run, same
// database, same auth check), and upload-to-analysed time for a 10-page PDF. Figures only, no thresholds.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { formatPrismaCursor } from '@pothos/plugin-prisma';
import { encodeGlobalID } from '@pothos/plugin-relay';
import pg from 'pg';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { buildApp, type App } from '../server/app';
import { signAccessToken, verifyAccessToken } from '../server/auth/access-token';
import { loadConfig } from '../server/config';
import { createLogger } from '../server/logger';
import { dropDatabase, freshDatabase, load, summarize, type LoadResult } from './load';

const DOCUMENTS = 50_000;
const SENDERS = 200;
const QUERY = `query { documents(first: 50) { edges { node { id title status riskScore riskLevel createdAt sender { domain } } } pageInfo { hasNextPage endCursor } } }`;

export default async function run(): Promise<void> {
  const baseUrl = process.env.DATABASE_URL;
  const dataDir = mkdtempSync(join(tmpdir(), 'paraphe-bench-'));
  let databaseUrl: string | undefined;
  if (baseUrl) {
    databaseUrl = await freshDatabase(baseUrl, 'paraphe_bench_documents');
  } else {
    console.log('No DATABASE_URL: skipping the list throughput comparison (PostgreSQL only); upload timing on embedded PGlite.');
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    SESSION_SECRET: 'bench-session-secret-0123456789abcdef0123',
    ENCRYPTION_KEY: '2'.repeat(64),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const app = await buildApp({ config, logger: createLogger('silent'), webDist: null });
  const { url } = await app.start(0, '127.0.0.1');
  try {
    const { prisma } = app.services.db;
    const organization = await prisma.organization.create({ data: { name: 'Bench' } });
    const user = await prisma.user.create({ data: { organizationId: organization.id, email: `bench-${randomUUID()}@example.test`, fullName: 'Bench' } });
    const token = signAccessToken(
      { sub: user.id, org: organization.id, role: 'USER', sid: randomUUID(), aal: 1, locale: 'fr', exp: Math.floor(Date.now() / 1000) + 3600 },
      config.SESSION_SECRET,
    );
    const headers = { cookie: `paraphe_at=${token}`, 'x-paraphe-csrf': '1', 'content-type': 'application/json' };

    if (databaseUrl) await listComparison(app, url, databaseUrl, organization.id, headers, config.SESSION_SECRET);
    await uploadTiming(url, headers);
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (baseUrl) await dropDatabase(baseUrl, 'paraphe_bench_documents');
  }
}

async function listComparison(app: App, url: string, databaseUrl: string, organizationId: string, headers: Record<string, string>, secret: string) {
  const started = Date.now();
  await app.services.db.sql.query(
    `INSERT INTO "Sender" (id, "organizationId", name, email, domain, "createdAt", "updatedAt")
     SELECT gen_random_uuid(), $1, 'Sender ' || n, 'legal@s' || n || '.test', 's' || n || '.test', now(), now() FROM generate_series(1, ${SENDERS}) n`,
    [organizationId],
  );
  await app.services.db.sql.query(
    `INSERT INTO "Document" (id, "organizationId", title, type, "senderId", status, "riskScore", "riskLevel", "storagePath", "originalFilename", "mimeType", "sizeBytes", sha256, "receivedAt", "createdAt", "updatedAt")
     SELECT gen_random_uuid(), $1, 'Document ' || n, 'PDF', (SELECT id FROM "Sender" WHERE "organizationId" = $1 ORDER BY domain OFFSET (n % ${SENDERS}) LIMIT 1),
            'PENDING', 1 + n % 10, (ARRAY['LOW','MED','HIGH'])[1 + n % 3]::"RiskLevel", 'documents/x/' || n || '.pdf', 'f.pdf', 'application/pdf', 1000, md5(n::text),
            now() - (n || ' seconds')::interval, now() - (n || ' seconds')::interval, now()
     FROM generate_series(1, ${DOCUMENTS}) n`,
    [organizationId],
  );
  await app.services.db.sql.query('ANALYZE "Document"; ', []).catch(() => undefined);
  console.log(`seeded ${DOCUMENTS} documents across ${SENDERS} senders in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // The ceiling: the same auth check, one SQL statement, and the same JSON answer (global ids and the
  // end cursor encoded as the API encodes them), checked equal to the GraphQL one before the runs.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const baseline = createServer(async (req, res) => {
    const cookie = /paraphe_at=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    const claims = cookie ? verifyAccessToken(cookie, secret) : null;
    if (!claims || !req.headers['x-paraphe-csrf']) return void res.writeHead(401).end();
    const { rows } = await pool.query(
      `SELECT d.id, d.title, d.status, d."riskScore", d."riskLevel", d."createdAt", s.domain
       FROM "Document" d LEFT JOIN "Sender" s ON s.id = d."senderId"
       WHERE d."organizationId" = $1 ORDER BY d."createdAt" DESC, d.id DESC LIMIT 51`,
      [claims.org],
    );
    const edges = rows.slice(0, 50).map((row) => ({
      node: {
        id: encodeGlobalID('Document', row.id),
        title: row.title,
        status: row.status,
        riskScore: row.riskScore,
        riskLevel: row.riskLevel,
        createdAt: row.createdAt,
        sender: row.domain ? { domain: row.domain } : null,
      },
    }));
    const endCursor = rows.length ? formatPrismaCursor(rows[Math.min(rows.length, 50) - 1], 'id') : null;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ data: { documents: { edges, pageInfo: { hasNextPage: rows.length > 50, endCursor } } } }));
  });
  await new Promise<void>((resolve) => baseline.listen(0, '127.0.0.1', resolve));
  const baselineUrl = `http://127.0.0.1:${(baseline.address() as AddressInfo).port}/documents`;
  try {
    const check = await (await fetch(`${url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: QUERY }) })).json();
    if (check.errors || check.data.documents.edges.length !== 50) throw new Error(`GraphQL check failed: ${JSON.stringify(check).slice(0, 300)}`);
    const reference = await (await fetch(baselineUrl, { headers })).json();
    if (!isDeepStrictEqual(check, reference)) throw new Error('The SQL endpoint does not answer what GraphQL answers');
    const body = JSON.stringify({ query: QUERY });
    // Warm-up long enough for the compiled query and V8 to reach their steady state.
    await load(`${url}/graphql`, 'POST', headers, body, 10);
    await load(baselineUrl, 'GET', headers, undefined, 10);
    // Side by side: the two alternate in short rounds, so a change in the machine's load weighs on both.
    const rounds: Array<{ graphql: LoadResult; sql: LoadResult }> = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      rounds.push({ graphql: await load(`${url}/graphql`, 'POST', headers, body, ROUND_SECONDS), sql: await load(baselineUrl, 'GET', headers, undefined, ROUND_SECONDS) });
    }
    const graphql = summarize(rounds.map((round) => round.graphql));
    const sql = summarize(rounds.map((round) => round.sql));
    const ratios = rounds.map((round) => (round.graphql.rps / round.sql.rps).toFixed(2)).join(', ');
    console.log(`documents(first: 50) GraphQL : ${graphql.rps.toFixed(0)} req/s, p99 ${graphql.p99} ms, errors ${graphql.errors}`);
    console.log(`hand-written SQL + JSON      : ${sql.rps.toFixed(0)} req/s, p99 ${sql.p99} ms, errors ${sql.errors}`);
    console.log(`ratio GraphQL / SQL          : ${(graphql.rps / sql.rps).toFixed(2)} over ${ROUNDS} rounds of ${ROUND_SECONDS} s (${ratios}) (target ≥ 0.60)`);
  } finally {
    await new Promise((resolve) => baseline.close(resolve));
    await pool.end();
  }
}

const ROUNDS = 4;
const ROUND_SECONDS = 5;

async function uploadTiming(url: string, headers: Record<string, string>) {
  const pdf = await tenPagePdf();
  const query = 'mutation($input: UploadDocumentInput!) { uploadDocument(input: $input) { __typename ... on MutationUploadDocumentSuccess { document { analysisStatus riskScore } } } }';
  const times: number[] = [];
  for (let run = 0; run < 25; run += 1) {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query, variables: { input: { title: `Bench ${run}`, file: null } } }));
    form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
    form.append('0', new File([Buffer.from(pdf)], 'bench.pdf', { type: 'application/pdf' }));
    const started = performance.now();
    const result = await (await fetch(`${url}/graphql`, { method: 'POST', headers: { cookie: headers.cookie, 'x-paraphe-csrf': '1' }, body: form })).json();
    const elapsed = performance.now() - started;
    if (result.data?.uploadDocument?.document?.analysisStatus !== 'DONE') throw new Error(`upload not analysed: ${JSON.stringify(result).slice(0, 300)}`);
    if (run >= 3) times.push(elapsed); // the first runs warm the analyser and the PDF reader
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(0);
  console.log(`upload-to-analysed, 10-page PDF (${(pdf.byteLength / 1024).toFixed(0)} KB), ${times.length} runs: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms (target p95 < 1000 ms)`);
}

async function tenPagePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const clauses = [
    'The Supplier may terminate this agreement at any time without notice and without compensation.',
    'The Client shall pay a penalty of 50% of the total price for any late payment.',
    'The Client accepts unlimited liability for all direct and indirect damages.',
    'This agreement renews automatically for successive five-year periods.',
    'Payment is due within thirty days of the invoice date.',
  ];
  for (let page = 0; page < 10; page += 1) {
    const p = pdf.addPage([595, 842]);
    for (let line = 0; line < 40; line += 1) p.drawText(clauses[(page + line) % clauses.length], { x: 40, y: 800 - line * 19, size: 9, font });
  }
  return pdf.save();
}
