// Also on PostgreSQL, Redis and S3: the PostgreSQL connection pool.
import pg from 'pg';
import { createTestDatabase } from '../../support/database';
import { adminUrl } from '../../support/database-names';

const url = process.env.DATABASE_URL;

(url ? describe : describe.skip)('PostgreSQL connection pool (DATABASE_URL)', () => {
  it('survives the server ending its idle connections, and reconnects', async () => {
    const db = await createTestDatabase();
    try {
      // Fill the pool with idle connections.
      await Promise.all([1, 2, 3].map(() => db.sql.query('SELECT pg_sleep(0.05)')));
      const name = new URL(db.url!).pathname.slice(1);
      const admin = new pg.Client({ connectionString: adminUrl(url!) });
      await admin.connect();
      try {
        const ended = await admin.query<{ ended: boolean }>(
          'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [name],
        );
        expect(ended.rows.length).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      // Let the pool hear of it: an unhandled pool error would fail this test file.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await db.sql.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      expect(await db.prisma.organization.count()).toBe(0);
    } finally {
      await db.close();
    }
  });
});
