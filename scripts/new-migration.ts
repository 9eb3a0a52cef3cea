// Writes prisma/migrations/<timestamp>_<name>/migration.sql: the SQL that takes the database from
// the last committed datamodel (or nothing) to prisma/schema.prisma. Runs through Prisma 6's
// WebAssembly schema engine, which diffs two datamodels without a database or a native engine
// (Prisma 7 has none). Only authors of migrations need it: it is installed on first use into
// node_modules/.cache, not with the project.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const name = (process.argv[2] ?? '').replace(/[^a-z0-9_]/gi, '_').toLowerCase();
if (!name) {
  console.error('usage: npm run db:migration -- <name>');
  process.exit(2);
}
const root = join(import.meta.dirname, '..');
const migrationsDir = join(root, 'prisma/migrations');
const work = mkdtempSync(join(tmpdir(), 'paraphe-migration-'));

// Prisma 6 requires a url in the datasource block; Prisma 7 forbids it: diff temporary copies.
function forPrisma6(schema: string): string {
  return schema
    .replace(/datasource db \{([^}]*)\}/, 'datasource db {$1  url = "postgresql://localhost/unused"\n}')
    .replace(/generator client \{[^}]*\}/, 'generator client {\n  provider = "prisma-client-js"\n}');
}

function previousSchema(): string | null {
  const stored = join(migrationsDir, 'schema.snapshot.prisma');
  try {
    return readFileSync(stored, 'utf8');
  } catch {
    return null;
  }
}

const current = readFileSync(join(root, 'prisma/schema.prisma'), 'utf8');
const previous = previousSchema();
const toPath = join(work, 'to.prisma');
writeFileSync(toPath, forPrisma6(current));
const from =
  previous === null
    ? ['--from-empty']
    : (() => {
        const fromPath = join(work, 'from.prisma');
        writeFileSync(fromPath, forPrisma6(previous));
        return ['--from-schema-datamodel', fromPath];
      })();

const PRISMA6 = 'prisma@6.19.3';
const prisma6Dir = join(root, 'node_modules/.cache/paraphe-prisma6');
const prisma6 = join(prisma6Dir, 'node_modules/prisma');
if (!existsSync(join(prisma6, 'build/index.js'))) {
  console.log(`Installing ${PRISMA6} for migration diffs (once)…`);
  mkdirSync(prisma6Dir, { recursive: true });
  execFileSync('npm', ['install', '--prefix', prisma6Dir, '--no-save', '--no-audit', '--no-fund', '--no-package-lock', PRISMA6], { stdio: 'inherit' });
}

const configPath = join(work, 'prisma.config.mjs');
writeFileSync(
  configPath,
  `
import { defineConfig } from ${JSON.stringify(join(prisma6, 'config.js'))};
import { PGlite } from ${JSON.stringify(join(root, 'node_modules/@electric-sql/pglite/dist/index.js'))};
import { PrismaPGlite } from ${JSON.stringify(join(root, 'node_modules/pglite-prisma-adapter/dist/index.mjs'))};
export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: ${JSON.stringify(toPath)},
  adapter: async () => new PrismaPGlite(new PGlite()),
});
`,
);
const sql = execFileSync(
  process.execPath,
  [join(prisma6, 'build/index.js'), 'migrate', 'diff', '--config', configPath, ...from, '--to-schema-datamodel', toPath, '--script'],
  {
    encoding: 'utf8',
    cwd: work,
    env: {
      ...process.env,
      PRISMA_HIDE_UPDATE_MESSAGE: '1',
      PRISMA_SCHEMA_ENGINE_BINARY: join(root, 'scripts/stubs/schema-engine'),
      PRISMA_QUERY_ENGINE_LIBRARY: join(root, 'scripts/stubs/schema-engine'),
    },
  },
);
if (/This is an empty migration/.test(sql)) {
  console.log('The datamodel has not changed since the last migration.');
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const dir = join(migrationsDir, `${stamp}_${name}`);
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'migration.sql'), sql);
writeFileSync(join(migrationsDir, 'schema.snapshot.prisma'), current);
console.log(`Wrote ${dir}/migration.sql (${readdirSync(migrationsDir).length - 1} migrations).`);
