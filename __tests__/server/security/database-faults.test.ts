// Also on PostgreSQL, Redis and S3: a PostgreSQL server frozen, or stopped under load.
import { randomUUID } from 'node:crypto';
import { isDatabaseUnavailable, type Database } from '../../../server/db/database';
import { openRelayedDatabase, type DatabaseRelay, type RelayedDatabase } from '../../support/database-relay';
import { startTestApp, type TestApp } from '../../support/test-app';
import { until } from '../../support/until';
import { createSignedInUser } from '../../support/users';

describe('readiness', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.stop();
  });

  it('is ready when the database answers, holds every migration and storage takes a write', async () => {
    const answer = await fetch(`${app.url}/readyz`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', storage: 'ok', ...(app.config.REDIS_URL ? { redis: 'ok' } : {}) },
    });
  });

  it('is not ready while a migration this code needs is missing', async () => {
    const [last] = await app.db.sql.query<{ migration_name: string }>('SELECT migration_name FROM "_prisma_migrations" ORDER BY migration_name DESC LIMIT 1');
    await app.db.sql.query('UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE migration_name = $1', [last.migration_name]);
    try {
      const answer = await fetch(`${app.url}/readyz`);
      expect(answer.status).toBe(503);
      expect((await answer.json()).checks).toMatchObject({ database: 'ok', migrations: 'failed' });
      expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    } finally {
      await app.db.sql.query('UPDATE "_prisma_migrations" SET rolled_back_at = NULL WHERE migration_name = $1', [last.migration_name]);
    }
  });
});

// One relayed PostgreSQL for both faults: each test leaves it answering again.
(process.env.DATABASE_URL ? describe : describe.skip)('PostgreSQL behind a relay (DATABASE_URL)', () => {
  const STOPPED_MS = 10_000;
  let database: RelayedDatabase;
  let relay: DatabaseRelay;
  let underlying: Database;
  let relayed: Database;
  let app: TestApp;
  let apiKey: string;

  beforeAll(async () => {
    database = await openRelayedDatabase({ connectTimeoutMs: 500, queryTimeoutMs: 1000 });
    ({ relay, underlying, relayed } = database);
    app = await startTestApp({ db: relayed });
    const admin = await createSignedInUser(app, { role: 'ADMIN' });
    // Enterprise: the scanners' uploads, their fast 503s included, count against no API allowance (a fast
    // machine sends hundreds of them while the database is stopped, and the reads at the end were refused 429).
    await underlying.prisma.organization.update({ where: { id: admin.organizationId }, data: { plan: 'ENTERPRISE' } });
    const created = await admin.client.graphql(
      'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { ... on MutationCreateApiKeySuccess { created { key } } } }',
      { input: { name: 'Scanner', scopes: ['READ', 'WRITE'] } },
    );
    apiKey = created.data!.createApiKey.created.key;
  });

  afterAll(async () => {
    relay?.freeze(false);
    relay?.start();
    await app?.stop();
    await database?.close();
  });

  describe('frozen', () => {
    it('answers 503 SERVICE_UNAVAILABLE within seconds, stays alive, reports not ready, and recovers', async () => {
      const member = await createSignedInUser(app);
      relay.freeze(true);
      const started = Date.now();
      const answer = await member.client.fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
        body: JSON.stringify({ query: '{ documents(first: 1) { totalCount } }' }),
      });
      expect(Date.now() - started).toBeLessThan(5000);
      expect(answer.status).toBe(503);
      expect((await answer.json()).errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
      expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
      const readiness = await fetch(`${app.url}/readyz`);
      expect(readiness.status).toBe(503);
      expect((await readiness.json()).checks.database).toBe('failed');

      relay.freeze(false);
      const deadline = Date.now() + 10_000;
      let recovered = 0;
      while (Date.now() < deadline && recovered !== 200) {
        recovered = (await fetch(`${app.url}/readyz`)).status;
        if (recovered !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(recovered).toBe(200);
    });

    it('fails a transaction whose statement hangs after one read timeout: its connection is closed, not kept for a ROLLBACK that would wait as long again', async () => {
      // queryTimeoutMs 1000: the client stops waiting for an answer after 1.5 s.
      const READ_TIMEOUT_MS = 1500;
      const started = Date.now();
      const error = await relayed.prisma
        .$transaction(async (tx) => {
          await tx.$queryRaw`SELECT 1`;
          relay.freeze(true);
          return tx.$queryRaw`SELECT 2`;
        })
        .then(
          () => null,
          (failure: unknown) => failure,
        );
      const elapsed = Date.now() - started;
      await relay.thaw();
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(elapsed).toBeGreaterThanOrEqual(READ_TIMEOUT_MS);
      expect(elapsed).toBeLessThan(2 * READ_TIMEOUT_MS);
      expect(await relayed.prisma.$queryRaw`SELECT 3 AS three`).toEqual([{ three: 3 }]);
    });
  });

  describe('stopped for 10 seconds under load', () => {
    interface Answer {
      sentAt: number;
      ms: number;
      status: number;
      code: string | null;
      documentId: string | null;
    }

    /** One upload of the REST door, as a scanner sends it, with its own idempotency key. */
    async function upload(index: number): Promise<Answer> {
      const form = new FormData();
      form.append(
        'file',
        new File([`Supplier agreement ${index}. The Supplier may terminate this agreement at any time without notice.`], `contract-${index}.txt`, {
          type: 'text/plain',
        }),
      );
      const sentAt = Date.now();
      const response = await fetch(`${app.url}/api/v1/documents/analyze`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'idempotency-key': randomUUID() },
        body: form,
      });
      const body = (await response.json()) as { id?: string; error?: { code?: string } };
      return {
        sentAt,
        ms: Date.now() - sentAt,
        status: response.status,
        code: body.error?.code ?? null,
        documentId: response.status === 201 ? body.id! : null,
      };
    }

    it('takes a transaction whose connection the server closed for the database being unavailable (503), not a fault (500)', async () => {
      // As intake writes: the transaction has begun when the server goes away, and its next statement finds the connection closed.
      const error = await relayed.prisma
        .$transaction(async (tx) => {
          await tx.$queryRaw`SELECT 1`;
          relay.stop();
          await new Promise((resolve) => setTimeout(resolve, 50));
          return tx.$queryRaw`SELECT 2`;
        })
        .then(
          () => null,
          (failure: unknown) => failure,
        );
      relay.start();
      expect(String(error)).toContain('not queryable');
      expect(isDatabaseUnavailable(error)).toBe(true);
    });

    it('answers fast 503s while it is down, recovers without a restart, and loses no acknowledged upload', async () => {
      const answers: Answer[] = [];
      let stoppedAt = Infinity;
      let startedAt = Infinity;
      let sent = 0;
      let running = true;
      // Four scanners uploading one document after another, before, during and after the stop.
      const scanners = Array.from({ length: 4 }, async () => {
        while (running) answers.push(await upload((sent += 1)));
      });
      // The server stops once each scanner has had an upload filed (however busy the machine), and 1 s later.
      await until(() => (answers.filter((answer) => answer.status === 201).length >= 4 ? true : null), 30_000);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      stoppedAt = Date.now();
      relay.stop();
      await new Promise((resolve) => setTimeout(resolve, STOPPED_MS));
      relay.start();
      startedAt = Date.now();
      // Load goes on until uploads succeed again (at most 15 s), then 1 s more.
      const recoveredBy = Date.now() + 15_000;
      while (Date.now() < recoveredBy && !answers.some((answer) => answer.sentAt > startedAt && answer.status === 201)) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
      running = false;
      await Promise.all(scanners);

      const before = answers.filter((answer) => answer.sentAt + answer.ms < stoppedAt);
      const during = answers.filter((answer) => answer.sentAt >= stoppedAt + 1000 && answer.sentAt + answer.ms < startedAt);
      const after = answers.filter((answer) => answer.sentAt > startedAt);
      expect(before.length).toBeGreaterThan(0);
      expect(before.every((answer) => answer.status === 201)).toBe(true);
      // While it is down: only 503 SERVICE_UNAVAILABLE, each within 3 s, many of them (not one request hanging for 10 s).
      expect(during.length).toBeGreaterThanOrEqual(8);
      expect(during.filter((answer) => answer.status !== 503 || answer.code !== 'SERVICE_UNAVAILABLE')).toEqual([]);
      expect(Math.max(...during.map((answer) => answer.ms))).toBeLessThan(3000);
      // Whatever was answered, was answered 201 or 503: never a 500.
      expect(answers.filter((answer) => answer.status !== 201 && answer.status !== 503)).toEqual([]);
      // Back without a restart: uploads succeed again within seconds of the server's return.
      const firstBack = after.find((answer) => answer.status === 201);
      expect(firstBack).toBeDefined();
      expect(firstBack!.sentAt + firstBack!.ms - startedAt).toBeLessThan(10_000);
      expect((await fetch(`${app.url}/readyz`)).status).toBe(200);

      // Every upload answered 201 is a document with its file, read back through the API.
      const acknowledged = answers.flatMap((answer) => (answer.documentId ? [answer.documentId] : []));
      expect(acknowledged.length).toBeGreaterThan(before.length);
      const stored = await underlying.prisma.document.findMany({ where: { id: { in: acknowledged } }, select: { id: true } });
      expect(stored.map((row) => row.id).sort()).toEqual([...acknowledged].sort());
      for (const id of acknowledged) {
        const file = await fetch(`${app.url}/api/v1/documents/${id}/file`, { headers: { authorization: `Bearer ${apiKey}` } });
        expect([id, file.status]).toEqual([id, 200]);
        await file.arrayBuffer();
      }
    }, 90_000);
  });
});

(process.env.DATABASE_URL ? describe : describe.skip)('PostgreSQL slow to open a connection (DATABASE_URL)', () => {
  let database: RelayedDatabase;

  beforeAll(async () => {
    database = await openRelayedDatabase({ connectTimeoutMs: 5000, queryTimeoutMs: 5000 });
  });

  afterAll(async () => {
    await database?.close();
  });

  it('gives a transaction as long as a query to get its connection (the pool connect timeout, not a shorter limit of its own)', async () => {
    const { relay, relayed } = database;
    relay.connectDelayMs = 2500;
    const started = Date.now();
    const [transaction, query] = await Promise.all([
      relayed.prisma.$transaction(async (tx) => tx.$queryRaw<{ one: number }[]>`SELECT 1 AS one`),
      relayed.prisma.$queryRaw<{ one: number }[]>`SELECT 1 AS one`,
    ]);
    expect([transaction, query]).toEqual([[{ one: 1 }], [{ one: 1 }]]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2500);
  }, 20_000);
});
