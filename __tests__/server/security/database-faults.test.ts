import { openDatabase, type Database } from '../../../server/db/database';
import { createTestDatabase } from '../../support/database';
import { DatabaseRelay } from '../../support/database-relay';
import { startTestApp, type TestApp } from '../../support/test-app';
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

(process.env.DATABASE_URL ? describe : describe.skip)('a frozen PostgreSQL (DATABASE_URL)', () => {
  let relay: DatabaseRelay;
  let underlying: Database & { url?: string };
  let relayed: Database;
  let app: TestApp;

  beforeAll(async () => {
    underlying = await createTestDatabase();
    const url = new URL(underlying.url!);
    relay = new DatabaseRelay({ host: url.hostname, port: Number(url.port || 5432) });
    url.port = String(await relay.listen());
    url.hostname = '127.0.0.1';
    relayed = await openDatabase({ url: url.toString(), poolSize: 4, connectTimeoutMs: 500, queryTimeoutMs: 1000 });
    app = await startTestApp({ db: relayed });
  });

  afterAll(async () => {
    relay.freeze(false);
    await app.stop();
    await relayed.close().catch(() => undefined);
    await relay.close();
    await underlying.close();
  });

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
});
