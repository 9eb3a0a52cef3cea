import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../server/db/database';
import { applyMigrations } from '../../server/db/migrate';
import { TEMPLATE_DATABASE, adminUrl } from './database-names';

/**
 * Migrates one template database for the whole run; each test file then starts from a copy:
 * a copy of the PGlite data directory, or `CREATE DATABASE … TEMPLATE` on PostgreSQL.
 * The PGlite template lives in memory (/dev/shm) where the machine has it: copying its 1,200 files
 * there takes a tenth of what it takes on disk.
 */
export default async function globalSetup(): Promise<void> {
  const work = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'paraphe-tests-'));
  process.env.PARAPHE_TEST_WORK = work;
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS "${TEMPLATE_DATABASE}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${TEMPLATE_DATABASE}"`);
    } finally {
      await admin.end();
    }
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
    const db = await openDatabase({ url: templateUrl.toString(), poolSize: 1 });
    try {
      await applyMigrations(db.sql);
    } finally {
      await db.close();
    }
    return;
  }
  const dir = join(work, 'template');
  const db = await openDatabase({ pgliteDir: dir });
  try {
    await applyMigrations(db.sql);
  } finally {
    await db.close();
  }
  process.env.PARAPHE_TEST_PGLITE_TEMPLATE = dir;
}
