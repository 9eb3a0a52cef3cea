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
  /** PostgreSQL's connection pool as it is now; absent on the embedded database. */
  poolUse?(): { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; without it, embedded PGlite. */
  url?: string;
  /** PGlite data directory; `memory://` for a throwaway database. */
  pgliteDir?: string;
  poolSize?: number;
  /** PostgreSQL: how long to wait for a connection, and for a query's answer, before failing. */
  connectTimeoutMs?: number;
  queryTimeoutMs?: number;
  /**
   * Told when a pooled connection that is not in use fails (the server restarted or ended it).
   * The pool drops that connection and opens another when needed; without a listener the
   * failure would end the process.
   */
  onIdleConnectionError?: (error: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options, options.url);
  return openPglite(options.pgliteDir ?? 'memory://');
}

/** A frozen or unreachable server makes requests fail fast (and typed, see isDatabaseUnavailable) rather than hang. */
export const DEFAULT_DB_CONNECT_TIMEOUT_MS = 5000;
export const DEFAULT_DB_QUERY_TIMEOUT_MS = 15_000;

async function openPostgres(options: DatabaseOptions, url: string): Promise<Database> {
  const queryTimeout = options.queryTimeoutMs ?? DEFAULT_DB_QUERY_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_DB_CONNECT_TIMEOUT_MS,
    // The server stops a statement past the limit; the client stops waiting shortly after (half the limit, at most
    // a second), in case the server cannot answer at all.
    statement_timeout: queryTimeout,
    query_timeout: queryTimeout + Math.min(1000, Math.ceil(queryTimeout / 2)),
  });
  pool.on('error', options.onIdleConnectionError ?? (() => undefined));
  pool.on('connect', closeOnReadTimeout);
  // A transaction waits for its connection as long as a query does (Prisma's own limit is 2 s): on a loaded
  // machine, opening connections for a burst of requests takes longer, and a decision would fail that a read survives.
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool), transactionOptions: { maxWait: pool.options.connectionTimeoutMillis } });
  return {
    kind: 'postgres',
    prisma,
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max }),
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

/**
 * A connection whose statement outlived the client's read timeout is closed at once: the statement is
 * still pending on it (a hung server), so the transaction's ROLLBACK, or any statement queued behind
 * it, would wait a whole timeout more before the request could fail. Closed, it fails them at once;
 * the server aborts its transaction when it sees the connection gone, and the pool opens another.
 */
function closeOnReadTimeout(client: pg.PoolClient): void {
  // Looked up at each call, so that whatever wraps pg's own `query` later (an instrumentation, a test counting statements) sees every statement.
  const query = (...args: unknown[]) => (pg.Client.prototype.query as (...args: unknown[]) => unknown).apply(client, args);
  const close = (error: unknown) => {
    // pg's `end` drops the socket at once while a statement is still pending on it.
    if (error instanceof Error && error.message === 'Query read timeout') client.end().catch(() => undefined);
  };
  client.query = ((...args: unknown[]) => {
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        close(error);
        callback(error, result);
      };
      return query(...args);
    }
    const answer = query(...args);
    if (answer instanceof Promise) answer.catch(close);
    return answer;
  }) as typeof client.query;
}

async function openPglite(dir: string): Promise<Database> {
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create(dir);
  // One connection serves every transaction in turn: a transaction waits its turn as long as a PostgreSQL one waits for a connection.
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite), transactionOptions: { maxWait: DEFAULT_DB_CONNECT_TIMEOUT_MS } });
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

// Prisma's transaction timeouts (P2028) are a database too slow to answer: no connection in time, or a lock held past the transaction's limit.
// A server gone away mid-transaction reads "Connection terminated", "… is not queryable" (pg) or, through Prisma, a driver error of kind ConnectionClosed.
const UNAVAILABLE =
  /Unable to start a transaction in the given time|cannot be executed on an expired transaction|timeout exceeded when trying to connect|Query read timeout|Connection terminated|is not queryable|ECONNREFUSED|ECONNRESET|canceling statement due to statement timeout|Cannot use a pool after calling end|PGlite is closed|Can't reach database/i;

/** The database cannot answer (down, frozen, unreachable, out of time), as opposed to refusing a query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return (
    isLockTimeout(error) ||
    someCause(
      error,
      ({ message, code, kind }) =>
        (message !== undefined && UNAVAILABLE.test(message)) ||
        kind === 'ConnectionClosed' ||
        code === '57014' ||
        code === 'P1001' ||
        code === 'P1017' ||
        code === 'P2024',
    )
  );
}

/** A row lock waited for longer than the transaction's `lock_timeout` (55P03): another transaction holds it. */
export function isLockTimeout(error: unknown): boolean {
  return someCause(error, ({ message, code }) => code === '55P03' || (message !== undefined && /lock timeout/i.test(message)));
}

/** An error and where its cause hides: `cause`, graphql's `originalError`, or the driver adapter's error of a Prisma error (`kind`: e.g. `ConnectionClosed`). */
type ErrorCause = { message?: string; code?: string; kind?: string; cause?: unknown; originalError?: unknown; meta?: { driverAdapterError?: unknown } };

function someCause(error: unknown, test: (cause: ErrorCause) => boolean): boolean {
  for (let cause = error, depth = 0; cause && depth < 6; depth += 1) {
    const current = cause as ErrorCause;
    if (test(current)) return true;
    cause = current.originalError ?? current.cause ?? current.meta?.driverAdapterError;
  }
  return false;
}
