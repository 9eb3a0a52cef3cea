// Also on PostgreSQL, Redis and S3: two server processes share PostgreSQL and Redis.
import { systemClock } from '../../../server/clock';
import type { Database } from '../../../server/db/database';
import { createTestDatabase } from '../../support/database';
import { startServerProcess, type ServerProcess } from '../../support/server-process';
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

(runs ? describe : describe.skip)('realtime across two server processes (PostgreSQL + Redis)', () => {
  let db: Database & { url?: string };
  let processes: ServerProcess[] = [];
  let urls: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    processes = await Promise.all([0, 1].map(() => startServerProcess({ DATABASE_URL: db.url!, REDIS_URL: REDIS_URL!, SESSION_SECRET })));
    urls = processes.map(({ url }) => url);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(processes.map((server) => server.stop()));
    await db?.close();
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
