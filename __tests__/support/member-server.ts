import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCESS_COOKIE } from '../../server/auth/read-access';
import { openDatabase } from '../../server/db/database';
import { copyPgliteTemplate, createTestDatabase } from './database';
import { startServerProcess, type ServerProcess } from './server-process';
import { TestClient } from './test-app';
import { createSignedInUser } from './users';

const SESSION_SECRET = 's'.repeat(64);

export interface SeededMember {
  /** What a server process needs to open this database and accept the member's session. */
  env: Record<string, string>;
  /** The PostgreSQL database of its own (DATABASE_URL set), else null: the embedded one in DATA_DIR. */
  databaseUrl: string | null;
  /** A client of `server` signed in as the member. */
  clientOf(server: ServerProcess): TestClient;
  remove(): Promise<void>;
}

/**
 * One member (an administrator) of an organization of its own, written to the database before any server process
 * opens it: a PostgreSQL database of its own when DATABASE_URL is set, else an embedded one in a
 * fresh DATA_DIR (which only one process may open).
 */
export async function seedMember(): Promise<SeededMember> {
  const dataDir = mkdtempSync(join(tmpdir(), 'paraphe-member-server-'));
  const postgres = process.env.DATABASE_URL ? await createTestDatabase() : null;
  const remove = async () => {
    await postgres?.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // The server's embedded database is where it looks for it (DATA_DIR/pglite), already migrated.
    const db = postgres ?? (await openDatabase({ pgliteDir: copyPgliteTemplate(join(dataDir, 'pglite')) }));
    const member = await createSignedInUser(
      {
        services: { db, clock: { now: () => new Date() } },
        client: () => new TestClient(''),
        config: { SESSION_SECRET },
      } as never,
      { role: 'ADMIN' },
    );
    if (!postgres) await db.close();
    return {
      env: { DATA_DIR: dataDir, SESSION_SECRET, ...(postgres ? { DATABASE_URL: postgres.url! } : {}) },
      databaseUrl: postgres?.url ?? null,
      clientOf(server) {
        const client = new TestClient(server.url);
        client.cookies.set(ACCESS_COOKIE, member.accessToken);
        return client;
      },
      remove,
    };
  } catch (error) {
    await remove();
    throw error;
  }
}

export interface MemberServer {
  server: ServerProcess;
  /** Signed in as a member of an organization of its own. */
  client: TestClient;
  stop(): Promise<void>;
}

/** A server process and one member of it (see seedMember). */
export async function startServerWithMember(env: Record<string, string>, options: { compiled?: boolean } = {}): Promise<MemberServer> {
  const member = await seedMember();
  try {
    const server = await startServerProcess({ ...member.env, ...env }, options);
    return {
      server,
      client: member.clientOf(server),
      async stop() {
        await server.stop();
        await member.remove();
      },
    };
  } catch (error) {
    await member.remove();
    throw error;
  }
}
