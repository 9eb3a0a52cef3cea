import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCESS_COOKIE } from '../../server/auth/read-access';
import { openDatabase } from '../../server/db/database';
import { applyMigrations } from '../../server/db/migrate';
import { createTestDatabase } from './database';
import { startServerProcess, type ServerProcess } from './server-process';
import { TestClient } from './test-app';
import { createSignedInUser } from './users';

export interface MemberServer {
  server: ServerProcess;
  /** Signed in as a member of an organization of its own. */
  client: TestClient;
  stop(): Promise<void>;
}

const SESSION_SECRET = 's'.repeat(64);

/**
 * A server process and one member of it, written to the database before the process opens it: a
 * PostgreSQL database of its own when DATABASE_URL is set, else the process's embedded one.
 */
export async function startServerWithMember(env: Record<string, string>, options: { compiled?: boolean } = {}): Promise<MemberServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'paraphe-member-server-'));
  const postgres = process.env.DATABASE_URL ? await createTestDatabase() : null;
  const removeData = async () => {
    await postgres?.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const db = postgres ?? (await openDatabase({ pgliteDir: join(dataDir, 'pglite') }));
    if (!postgres) await applyMigrations(db.sql);
    const member = await createSignedInUser({
      services: { db, clock: { now: () => new Date() } },
      client: () => new TestClient(''),
      config: { SESSION_SECRET },
    } as never);
    if (!postgres) await db.close();
    const server = await startServerProcess({ DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.url! } : {}), SESSION_SECRET, ...env }, options);
    const client = new TestClient(server.url);
    client.cookies.set(ACCESS_COOKIE, member.accessToken);
    return {
      server,
      client,
      async stop() {
        await server.stop();
        await removeData();
      },
    };
  } catch (error) {
    await removeData();
    throw error;
  }
}
