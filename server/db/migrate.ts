import { createHash, randomUUID } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SqlRunner } from './database';

export const MIGRATIONS_DIR = join(import.meta.dirname, '../../prisma/migrations');

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

// Same table and columns as Prisma Migrate, so `prisma migrate status` agrees with the server.
const LEDGER = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

// Several instances may start together on one PostgreSQL: one applies, the others wait.
const LOCK_KEY = 72707369;

/** Applies pending migrations in order, one transaction each. Returns the names applied. */
export async function applyMigrations(sql: SqlRunner, migrations = readMigrations()): Promise<string[]> {
  await sql.query(LEDGER);
  await sql.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
  try {
    const done = await sql.query<{ migration_name: string; checksum: string }>(
      'SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    );
    const applied = new Map(done.map((row) => [row.migration_name, row.checksum]));
    const ran: string[] = [];
    for (const migration of migrations) {
      const previous = applied.get(migration.name);
      if (previous !== undefined) {
        if (previous !== migration.checksum) {
          throw new Error(`Migration ${migration.name} was changed after it was applied (checksum differs).`);
        }
        continue;
      }
      const record = `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count)
        VALUES ('${randomUUID()}', '${migration.checksum}', now(), '${migration.name.replace(/'/g, "''")}', 1);`;
      await sql.execInTransaction(`${migration.sql}\n;\n${record}`);
      ran.push(migration.name);
    }
    return ran;
  } finally {
    await sql.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]);
  }
}
