// Also on PostgreSQL, Redis and S3: migrations applied to a PostgreSQL server.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getDatamodel } from '../../../server/db/generated/pothos-types';
import { openDatabase, type Database } from '../../../server/db/database';
import { applyMigrations, readMigrations } from '../../../server/db/migrate';
import { createTestDatabase } from '../../support/database';

interface Column {
  table_name: string;
  column_name: string;
  is_nullable: 'YES' | 'NO';
  udt_name: string;
}

async function columnsOf(db: Database): Promise<Column[]> {
  return db.sql.query<Column>(
    `SELECT table_name, column_name, is_nullable, udt_name FROM information_schema.columns
     WHERE table_schema = 'public' AND table_name <> '_prisma_migrations' ORDER BY table_name, column_name`,
  );
}

describe('migrations', () => {
  let empty: Database;

  beforeAll(async () => {
    empty = await openDatabase({ pgliteDir: 'memory://' });
  });

  afterAll(async () => {
    await empty.close();
  });

  it('apply in order to an empty database and are recorded in _prisma_migrations', async () => {
    const applied = await applyMigrations(empty.sql);
    expect(applied).toEqual(readMigrations().map((migration) => migration.name));
    const ledger = await empty.sql.query<{ migration_name: string; checksum: string }>(
      'SELECT migration_name, checksum FROM "_prisma_migrations" ORDER BY migration_name',
    );
    expect(ledger).toEqual(readMigrations().map(({ name, checksum }) => ({ migration_name: name, checksum })));
  });

  it('are not applied twice', async () => {
    expect(await applyMigrations(empty.sql)).toEqual([]);
  });

  it('refuse to run when an applied migration was edited afterwards', async () => {
    const edited = readMigrations().map((migration, index) => (index === 0 ? { ...migration, checksum: 'edited' } : migration));
    await expect(applyMigrations(empty.sql, edited)).rejects.toThrow(/was changed after it was applied/);
  });

  it('roll a failing migration back whole, recording nothing', async () => {
    const db = await createTestDatabase();
    try {
      const broken = [...readMigrations(), { name: '99999999999999_broken', checksum: 'x', sql: 'CREATE TABLE "Half" (id int); SELECT no_such_function();' }];
      await expect(applyMigrations(db.sql, broken)).rejects.toThrow();
      const tables = await db.sql.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'Half'`);
      expect(tables).toHaveLength(0);
      const ledger = await db.sql.query(`SELECT 1 FROM "_prisma_migrations" WHERE migration_name = '99999999999999_broken'`);
      expect(ledger).toHaveLength(0);
    } finally {
      await db.close();
    }
  });

  it('produce exactly the tables, columns and nullability of the Prisma datamodel', async () => {
    const { models } = getDatamodel().datamodel;
    const expected = Object.entries(models)
      .flatMap(([table, model]) =>
        model.fields
          .filter((field) => field.kind !== 'object')
          // Prisma stores scalar lists as nullable array columns.
          .map((field) => ({ table, column: field.name, nullable: !field.isRequired || field.isList })),
      )
      .sort((a, b) => (a.table + a.column).localeCompare(b.table + b.column));
    const actual = (await columnsOf(empty))
      .map((row) => ({ table: row.table_name, column: row.column_name, nullable: row.is_nullable === 'YES' }))
      .sort((a, b) => (a.table + a.column).localeCompare(b.table + b.column));
    expect(actual).toEqual(expected);
  });

  it('create every enum of the datamodel with its values', async () => {
    const schema = readFileSync(join(import.meta.dirname, '../../../prisma/schema.prisma'), 'utf8');
    const enums = [...schema.matchAll(/^enum (\w+) \{([^}]*)\}/gm)].map(([, name, body]) => ({
      name,
      values: body
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('//')),
    }));
    expect(enums.length).toBeGreaterThan(0);
    for (const { name, values } of enums) {
      const rows = await empty.sql.query<{ label: string }>(
        `SELECT e.enumlabel AS label FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid WHERE t.typname = $1 ORDER BY e.enumsortorder`,
        [name],
      );
      expect({ name, values: rows.map((row) => row.label) }).toEqual({ name, values });
    }
  });
});
