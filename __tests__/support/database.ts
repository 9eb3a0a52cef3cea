import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/database';
import { applyMigrations, readMigrations } from '../../server/db/migrate';
import { TEMPLATE_DATABASE, adminUrl } from './database-names';

/**
 * Fills `dir` (by default a new folder beside the template, in memory where the machine has it) with a
 * copy of the migrated PGlite template's data directory: PGlite then reads its files as PostgreSQL asks
 * for them, rather than creating and migrating a database, or unpacking a dump into memory. Returns `dir`.
 */
export function copyPgliteTemplate(dir?: string): string {
  const template = process.env.PARAPHE_TEST_PGLITE_TEMPLATE;
  if (!template) throw new Error('The jest global setup did not prepare a database template.');
  const target = dir ?? mkdtempSync(join(dirname(template), 'db-'));
  cpSync(template, target, { recursive: true });
  return target;
}

/**
 * A fresh, migrated database for one test file: PGlite by default, PostgreSQL when DATABASE_URL is set.
 * Closing it drops it.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = copyPgliteTemplate();
    const db = await openDatabase({ pgliteDir: dir });
    return {
      ...db,
      async close() {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `paraphe_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE_DATABASE}"`);
  } finally {
    await admin.end();
  }
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const db = await openDatabase({ url: testUrl.toString(), poolSize: 5 });
  return {
    ...db,
    url: testUrl.toString(),
    async close() {
      await db.close();
      const dropper = new pg.Client({ connectionString: adminUrl(url) });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * A new database migrated up to, and not including, `migration`: for a test that fills it as an
 * earlier version left it, then runs that migration. PGlite in memory by default, a new PostgreSQL
 * database when DATABASE_URL is set. Closing it drops it.
 */
export async function createDatabaseBefore(migration: string): Promise<Database> {
  const migrations = readMigrations();
  const index = migrations.findIndex((candidate) => candidate.name === migration);
  if (index <= 0) throw new Error(`No migration named ${migration} after the first`);
  const url = process.env.DATABASE_URL;
  let db: Database;
  let drop = async () => {};
  if (!url) db = await openDatabase({ pgliteDir: 'memory://' });
  else {
    const name = `paraphe_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE "${name}"`);
    const testUrl = new URL(url);
    testUrl.pathname = `/${name}`;
    db = await openDatabase({ url: testUrl.toString(), poolSize: 2 });
    drop = () => adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
  await applyMigrations(db.sql, migrations.slice(0, index));
  return {
    ...db,
    async close() {
      await db.close();
      await drop();
    },
  };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
