import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { dumpPglite, openDatabase } from '../../server/db/database';
import { applyMigrations } from '../../server/db/migrate';
import { TEMPLATE_DATABASE, adminUrl } from './database-names';

/**
 * Migrates one template database for the whole run; each test file then starts from a copy:
 * a PGlite data-directory dump, or `CREATE DATABASE … TEMPLATE` on PostgreSQL.
 */
export default async function globalSetup(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'paraphe-tests-'));
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
  const dump = await dumpPglite(dir);
  const file = join(work, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env.PARAPHE_TEST_PGLITE_TEMPLATE = file;
}
