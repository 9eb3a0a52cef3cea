// `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded database.
import { join } from 'node:path';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { applyMigrations } from '../server/db/migrate';

const config = loadConfig();
const db = await openDatabase({ url: config.DATABASE_URL, pgliteDir: join(config.DATA_DIR, 'pglite') });
try {
  const applied = await applyMigrations(db.sql);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await db.close();
}
