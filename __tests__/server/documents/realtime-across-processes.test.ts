import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { systemClock } from '../../../server/clock';
import type { Database } from '../../../server/db/database';
import { createTestDatabase } from '../../support/database';
import { TestClient, nextEvents } from '../../support/test-app';
import { createSignedInUser } from '../../support/users';
import { RISKY_CLAUSES, decide, textFile, upload } from './fixtures';

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.PARAPHE_TEST_REDIS_URL;
const SESSION_SECRET = 'two-process-session-secret-0123456789abcdef';
const runs = Boolean(DATABASE_URL && REDIS_URL);

if (!runs) {
  console.warn('Skipping the two-process realtime test: it needs DATABASE_URL (PostgreSQL) and PARAPHE_TEST_REDIS_URL (Redis), as CI sets them.');
}

/** One real server process (`node --import tsx server/main.ts`), resolved with its URL once it listens. */
function startServerProcess(databaseUrl: string, dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: join(import.meta.dirname, '../../..'),
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        REDIS_URL: REDIS_URL!,
        DATA_DIR: dataDir,
        SESSION_SECRET,
        ENCRYPTION_KEY: '1'.repeat(64),
        LOG_LEVEL: 'warn',
        JOBS_ENABLED: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Paraphe: (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1].replace('localhost', '127.0.0.1') });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

(runs ? describe : describe.skip)('realtime across two server processes (PostgreSQL + Redis)', () => {
  let db: Database & { url?: string };
  const processes: ChildProcess[] = [];
  const dirs: string[] = [];
  let urls: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    const started = await Promise.all(
      [0, 1].map(() => {
        const dir = mkdtempSync(join(tmpdir(), 'paraphe-proc-'));
        dirs.push(dir);
        return startServerProcess(db.url!, dir);
      }),
    );
    for (const { child } of started) processes.push(child);
    urls = started.map(({ url }) => url);
  }, 60_000);

  afterAll(async () => {
    for (const child of processes) {
      child.removeAllListeners('exit');
      child.kill('SIGTERM');
    }
    await Promise.all(processes.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)))));
    await db?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('delivers a document created and approved on one process to a subscriber on the other', async () => {
    const services = { db, clock: systemClock } as never;
    const config = { SESSION_SECRET } as never;
    const writer = await createSignedInUser({ services, config, client: () => new TestClient(urls[0]) });
    const reader = await createSignedInUser({ services, config, client: () => new TestClient(urls[1]) }, { organizationId: writer.organizationId });
    const socket = reader.client.socket();
    try {
      const events = nextEvents(socket, 'subscription { documentChanged { kind document { title status } } }', {}, 2, 20_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const created = await upload(writer.client, 'Cross-process', textFile(RISKY_CLAUSES.join('\n')));
      await writer.client.graphql(decide('approveDocument'), { id: created.document.id });
      const received = await events;
      expect(received.map((event) => event.data!.documentChanged.kind)).toEqual(['CREATED', 'UPDATED']);
      expect(received[1].data!.documentChanged.document).toEqual({ title: 'Cross-process', status: 'SIGNED' });
    } finally {
      await socket.dispose();
    }
  }, 60_000);
});
