// Also on PostgreSQL, Redis and S3: two server processes schedule syncs on one PostgreSQL database.
import pg from 'pg';
import { MAIL_SYNC_QUEUE } from '../../../server/mail/sync-mail-account';
import { seedMember, type SeededMember } from '../../support/member-server';
import { startServerProcess, type ServerProcess } from '../../support/server-process';

const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) console.warn('Skipping the two-instance mail sync test: two processes share one PostgreSQL database (DATABASE_URL), as CI sets it.');

// Every instance schedules mailbox syncs (at start, then every MAIL_SYNC_INTERVAL_MS): a mailbox is still synced once at a time.
(DATABASE_URL ? describe : describe.skip)('mail sync scheduled by two instances (two processes, PostgreSQL)', () => {
  let member: SeededMember;
  let db: pg.Client;
  let instances: ServerProcess[] = [];

  beforeAll(async () => {
    member = await seedMember();
    db = new pg.Client({ connectionString: member.databaseUrl! });
    await db.connect();
  });

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop('SIGKILL')));
    await db?.end();
    await member?.remove();
  });

  it('queues one sync of a mailbox, not one per instance, and runs it on one of them', async () => {
    const { rows } = await db.query<{ id: string; organizationId: string }>(`SELECT id, "organizationId" FROM "User" LIMIT 1`);
    // A mailbox whose server cannot be reached: its sync fails and waits for its retry, still queued.
    const account = await db.query<{ id: string }>(
      `INSERT INTO "MailAccount" (id, "organizationId", "userId", email, provider, status, "imapHost", "imapPort", "imapSecure", credentials, "createdAt", "updatedAt")
       VALUES (gen_random_uuid(), $1, $2, 'inbox@example.test', 'IMAP', 'ACTIVE', '127.0.0.1', 1, false, 'unreadable', now(), now()) RETURNING id`,
      [rows[0].organizationId, rows[0].id],
    );
    const env = { ...member.env, JOBS_ENABLED: 'true', MAIL_SYNC_INTERVAL_MS: '10000' };
    instances = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    // Both schedule at start and once more ten seconds later.
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    const jobs = await db.query<{ attempts: number; lockedBy: string | null }>(
      `SELECT attempts, "lockedBy" FROM "Job" WHERE queue = $1 AND payload->>'accountId' = $2`,
      [MAIL_SYNC_QUEUE, account.rows[0].id],
    );
    expect(jobs.rows).toHaveLength(1);
    expect(jobs.rows[0].attempts).toBe(1);
  }, 60_000);
});
