import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from './generated/client';

export type { PrismaClient };

/**
 * A plain-SQL door beside Prisma: migrations, and the few hot reads written by hand.
 * `$1`-style parameters on both engines.
 */
export interface SqlRunner {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs several statements (no parameters) inside one transaction. */
  execInTransaction(sql: string): Promise<void>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  prisma: PrismaClient;
  sql: SqlRunner;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; without it, embedded PGlite. */
  url?: string;
  /** PGlite data directory; `memory://` for a throwaway database. */
  pgliteDir?: string;
  /** A PGlite data-directory dump to start from (tests clone a migrated template this way). */
  pgliteSnapshot?: Blob | File;
  poolSize?: number;
  /**
   * Told when a pooled connection that is not in use fails (the server restarted or ended it).
   * The pool drops that connection and opens another when needed; without a listener the
   * failure would end the process.
   */
  onIdleConnectionError?: (error: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10, options.onIdleConnectionError ?? (() => undefined));
  return openPglite(options.pgliteDir ?? 'memory://', options.pgliteSnapshot);
}

async function openPostgres(url: string, poolSize: number, onIdleConnectionError: (error: Error) => void): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', onIdleConnectionError);
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  return {
    kind: 'postgres',
    prisma,
    sql: {
      async query(sql, params) {
        return (await pool.query(sql, params)).rows;
      },
      async execInTransaction(sql) {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          await client.query(sql);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      },
    },
    async close() {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}

async function openPglite(dir: string, snapshot?: Blob | File): Promise<Database> {
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create(dir, snapshot ? { loadDataDir: snapshot } : {});
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  return {
    kind: 'pglite',
    prisma,
    sql: {
      async query(sql, params) {
        return (await pglite.query(sql, params)).rows as never[];
      },
      async execInTransaction(sql) {
        await pglite.transaction(async (tx) => {
          await tx.exec(sql);
        });
      },
    },
    async close() {
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}

/** Dumps an embedded database's data directory (tests use it as a migrated template). */
export async function dumpPglite(dir: string): Promise<Blob> {
  const pglite = await PGlite.create(dir);
  try {
    return await pglite.dumpDataDir('none');
  } finally {
    await pglite.close();
  }
}
