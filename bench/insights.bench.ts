// Dashboard, analytics and senders queries on an organization with 100,000 documents, 2,000
// senders and 200 members in 20 teams (PostgreSQL): p50 / p95 over sequential GraphQL requests, with the covering period indexes and
// again with plain (organizationId, date) indexes in their place, side by side. Target: p95 under
// 150 ms for the dashboard and analytics queries.
import { randomUUID } from 'node:crypto';
import { signAccessToken } from '../server/auth/access-token';
import { startBenchApp } from './load';
import { record, sized } from './report';

const DOCUMENTS = sized(100_000, 2_000);
const SENDERS = sized(2_000, 100);
const MEMBERS = 200;
const TEAMS = 20;
/** One member in ten has no team, so the analytics' "no team" row is there too. */
const WITHOUT_TEAM_EVERY = 10;
const SAMPLES = sized(40, 5);
/** The covering indexes of prisma/schema.prisma (Document) and the plain ones the baseline uses instead. */
const COVERING_INDEXES = [
  'Document_organizationId_receivedAt_decidedAt_status_riskSco_idx',
  'Document_organizationId_decidedAt_receivedAt_status_riskSco_idx',
  'Document_organizationId_status_riskScore_receivedAt_idx',
];
const PLAIN_INDEXES = ['("organizationId", "receivedAt")', '("organizationId", "decidedAt")', '("organizationId", status)'];

const QUERIES: Record<string, string> = {
  'dashboard 30 days':
    'query { dashboard(period: LAST_30_DAYS) { hasDocuments toProcess { current changePercent } medianDecisionHours { current changePercent } averageRisk { current changePercent } approvalRate { current changePercent } riskDistribution { safe caution danger } priorityDocuments { id title riskScore } recentActivity { action at } topSenders { documents averageRisk sender { name } } } }',
  'dashboard 90 days':
    'query { dashboard(period: LAST_90_DAYS) { toProcess { current } medianDecisionHours { current } averageRisk { current } approvalRate { current } riskDistribution { safe caution danger } topSenders { documents sender { name } } } }',
  'analytics month':
    'query { analytics(period: MONTH) { totalVolume riskRate averageDecisionHours validationRate reviewers { reviewerName processed averageHours riskRate efficiency } teams { teamName members processed approvalRate refusalRate averageHours } topSenders { documents sender { name } } trend { start documents averageRisk } riskByType { type safe caution danger } } }',
  'analytics quarter':
    'query { analytics(period: QUARTER) { totalVolume riskRate averageDecisionHours validationRate reviewers { processed } teams { teamName processed averageHours } trend { documents } riskByType { type danger } } }',
  'senders page of 50':
    'query { senderSummary { total trusted averageReliability documentsThisMonth } senders(first: 50) { edges { node { name status figures { documents documentsLast30Days averageRisk acceptanceRate averageResponseHours trustScore } } } } }',
};

const percentile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;

export default async function run(): Promise<void> {
  if (!process.env.DATABASE_URL) {
    console.log('No DATABASE_URL: this benchmark seeds 100,000 documents and runs on PostgreSQL only.');
    return;
  }
  const { app, url, config, stop } = await startBenchApp('paraphe_bench_insights');
  try {
    const { prisma } = app.services.db;
    const organization = await prisma.organization.create({ data: { name: 'Bench insights', plan: 'ENTERPRISE' } });
    const started = performance.now();
    const reviewerIds = await seedMembers(prisma, organization.id);
    await seed(prisma, organization.id, reviewerIds);
    // A second organization of the same size, so that every statement must keep to its own rows.
    const neighbour = await prisma.organization.create({ data: { name: 'Neighbour', plan: 'ENTERPRISE' } });
    await seed(prisma, neighbour.id, await seedMembers(prisma, neighbour.id));
    // What autovacuum does on a live database: statistics, and the visibility map index-only scans rely on.
    await prisma.$executeRawUnsafe('VACUUM ANALYZE "Document"');
    await prisma.$executeRawUnsafe('ANALYZE "Sender"');
    await prisma.$executeRawUnsafe('ANALYZE "User"');
    await prisma.$executeRawUnsafe('ANALYZE "Team"');
    console.log(
      `Seeded 2 organizations × ${DOCUMENTS.toLocaleString('en')} documents, ${SENDERS.toLocaleString('en')} senders and ${MEMBERS} members in ${TEAMS} teams in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const token = signAccessToken(
      { sub: reviewerIds[0], org: organization.id, role: 'MANAGER', sid: randomUUID(), aal: 1, locale: 'fr', exp: Math.floor(Date.now() / 1000) + 3600 },
      config.SESSION_SECRET,
    );
    const headers = { cookie: `paraphe_at=${token}`, 'x-paraphe-csrf': '1', 'content-type': 'application/json' };
    const measure = async (query: string) => {
      const times: number[] = [];
      for (let sample = -5; sample < SAMPLES; sample += 1) {
        const begun = performance.now();
        const response = await fetch(`${url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query }) });
        const body = (await response.json()) as { errors?: unknown };
        if (body.errors) throw new Error(`query failed: ${JSON.stringify(body.errors)}`);
        if (sample >= 0) times.push(performance.now() - begun);
      }
      return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
    };

    const withIndexes: Record<string, { p50: number; p95: number }> = {};
    for (const [name, query] of Object.entries(QUERIES)) withIndexes[name] = await measure(query);
    for (const name of COVERING_INDEXES) await prisma.$executeRawUnsafe(`DROP INDEX "${name}"`);
    for (const [index, columns] of PLAIN_INDEXES.entries()) await prisma.$executeRawUnsafe(`CREATE INDEX "bench_plain_${index}" ON "Document" ${columns}`);
    await prisma.$executeRawUnsafe('VACUUM ANALYZE "Document"');
    const withoutIndexes: Record<string, { p50: number; p95: number }> = {};
    for (const [name, query] of Object.entries(QUERIES)) withoutIndexes[name] = await measure(query);

    console.log(`${SAMPLES} sequential requests each; "plain" replaces the covering indexes with ${PLAIN_INDEXES.join(', ')}.`);
    console.log('query                 covering p50 / p95         plain p50 / p95       p95 ratio   target p95 < 150 ms');
    for (const name of Object.keys(QUERIES)) {
      const a = withIndexes[name];
      const b = withoutIndexes[name];
      const target = name.startsWith('senders') ? '' : a.p95 < 150 ? 'met' : 'MISSED';
      record({
        name: `${name} p95 (covering indexes)`,
        value: a.p95,
        unit: 'ms',
        ...(name.startsWith('senders') ? {} : { target: '< 150 ms', met: a.p95 < 150 }),
      });
      console.log(
        `${name.padEnd(22)}${`${a.p50.toFixed(1)} / ${a.p95.toFixed(1)} ms`.padEnd(27)}${`${b.p50.toFixed(1)} / ${b.p95.toFixed(1)} ms`.padEnd(22)}${`${(b.p95 / a.p95).toFixed(2)}×`.padEnd(12)}${target}`,
      );
    }
  } finally {
    await stop();
  }
}

/** 20 teams and 200 members (managers), nine in ten in a team; their ids, every one a reviewer below. */
async function seedMembers(prisma: Awaited<ReturnType<typeof startBenchApp>>['app']['services']['db']['prisma'], organizationId: string): Promise<string[]> {
  await prisma.$executeRaw`
    INSERT INTO "Team" (id, "organizationId", name)
    SELECT gen_random_uuid(), ${organizationId}::uuid, 'Team ' || lpad(i::text, 2, '0') FROM generate_series(1, ${TEAMS}) AS i`;
  const rows = await prisma.$queryRaw<{ id: string }[]>`
    WITH teams AS (SELECT array_agg(id ORDER BY name) AS ids FROM "Team" WHERE "organizationId" = ${organizationId}::uuid)
    INSERT INTO "User" (id, "organizationId", email, "fullName", role, "teamId", "updatedAt")
    SELECT gen_random_uuid(), ${organizationId}::uuid, 'member' || i || '-' || gen_random_uuid() || '@example.test', 'Member ' || lpad(i::text, 3, '0'), 'MANAGER',
           CASE WHEN i % ${WITHOUT_TEAM_EVERY} = 0 THEN NULL ELSE teams.ids[1 + i % ${TEAMS}] END, now()
      FROM generate_series(1, ${MEMBERS}) AS i, teams
    RETURNING id::text`;
  return rows.map((row) => row.id);
}

/** 2,000 senders and 100,000 documents spread over 180 days, four in five decided, written by SQL. */
async function seed(
  prisma: Awaited<ReturnType<typeof startBenchApp>>['app']['services']['db']['prisma'],
  organizationId: string,
  reviewerIds: string[],
): Promise<void> {
  await prisma.$executeRaw`
    INSERT INTO "Sender" (id, "organizationId", name, email, domain, status, category, "updatedAt")
    SELECT gen_random_uuid(), ${organizationId}::uuid, 'Sender ' || lpad(i::text, 4, '0'), 'contact@s' || i || '.example', 's' || i || '.example',
           (ARRAY['TRUSTED', 'CAUTION', 'BLOCKED'])[1 + i % 3]::"SenderStatus", 'OTHER', now()
      FROM generate_series(1, ${SENDERS}) AS i`;
  await prisma.$executeRaw`
    WITH senders AS (SELECT array_agg(id ORDER BY name) AS ids FROM "Sender" WHERE "organizationId" = ${organizationId}::uuid),
         rows AS (
           SELECT i, 1 + (i * 7) % 10 AS risk, i % 5 AS kind,
                  now() - make_interval(secs => (i * 155.52)::double precision) AS received
             FROM generate_series(1, ${DOCUMENTS}) AS i)
    INSERT INTO "Document" (id, "organizationId", title, type, "senderId", status, "riskScore", "riskLevel", "storagePath", "originalFilename",
                            "mimeType", "sizeBytes", sha256, "receivedAt", "decidedAt", "decidedById", "createdAt", "updatedAt")
    SELECT gen_random_uuid(), ${organizationId}::uuid, 'Document ' || i, CASE WHEN i % 4 = 0 THEN 'Document' ELSE 'PDF' END,
           CASE WHEN i % 10 = 0 THEN NULL ELSE senders.ids[1 + i % ${SENDERS}] END,
           (ARRAY['PENDING', 'SIGNED', 'SIGNED', 'REFUSED', 'CORRECTING'])[1 + kind]::"DocumentStatus",
           risk, (CASE WHEN risk <= 3 THEN 'LOW' WHEN risk <= 7 THEN 'MED' ELSE 'HIGH' END)::"RiskLevel",
           'bench/' || i, 'document.pdf', 'application/pdf', 1000, md5(i::text), received,
           CASE WHEN kind = 0 THEN NULL ELSE least(received + make_interval(hours => i % 97), now()) END,
           CASE WHEN kind = 0 THEN NULL ELSE (${reviewerIds}::uuid[])[1 + i % ${reviewerIds.length}] END,
           received, received
      FROM rows, senders`;
}
