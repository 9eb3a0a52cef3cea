import type { Prisma } from '../db/generated/client';
import type { Services } from '../services';
import { syncedProviders } from './mail-providers';
import { MAIL_SYNC_QUEUE } from './sync-mail-account';

// Timestamps are `timestamp without time zone` holding UTC (see job-queue.ts).
const utc = (date: Date) => date.toISOString();

/**
 * Enqueues a `mail-sync` job for every ACTIVE, connected account (of a provider that syncs) that
 * has none queued or running; `accountId` narrows it to one account. The check and the insert run
 * under a transaction-scoped advisory lock, so two instances scheduling at once never enqueue two
 * jobs for one account. Returns how many jobs were enqueued.
 */
export async function enqueueMailSyncs(tx: Prisma.TransactionClient, now: Date, accountId?: string): Promise<number> {
  await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(hashtext('paraphe:mail-sync-schedule'))`);
  return tx.$executeRawUnsafe(
    `INSERT INTO "Job" (id, queue, "organizationId", payload, status, "runAt", attempts, "maxAttempts", "createdAt")
     SELECT gen_random_uuid(), $1, a."organizationId", jsonb_build_object('accountId', a.id::text), 'QUEUED', $2::timestamp, 0, 3, $2::timestamp
     FROM "MailAccount" a
     WHERE a.status = 'ACTIVE' AND a.credentials IS NOT NULL AND a.provider::text = ANY($3::text[])
       AND ($4::uuid IS NULL OR a.id = $4::uuid)
       AND NOT EXISTS (
         SELECT 1 FROM "Job" j
         WHERE j.queue = $1 AND j.status IN ('QUEUED', 'RUNNING') AND j.payload->>'accountId' = a.id::text)`,
    MAIL_SYNC_QUEUE,
    utc(now),
    syncedProviders(),
    accountId ?? null,
  );
}

/** One scheduling round, in its own transaction. */
export function scheduleMailSyncs(services: Services): Promise<number> {
  return services.db.prisma.$transaction((tx) => enqueueMailSyncs(tx, services.clock.now()));
}

export interface MailSyncScheduler {
  start(): void;
  stop(): void;
}

/** Every MAIL_SYNC_INTERVAL_MS (5 minutes by default), on every instance: the lock makes it safe. */
export function createMailSyncScheduler(services: Services): MailSyncScheduler {
  let timer: NodeJS.Timeout | null = null;
  const tick = () => {
    scheduleMailSyncs(services).catch((error: unknown) => services.logger.error({ err: error }, 'mail sync scheduling failed'));
  };
  return {
    start() {
      if (timer) return;
      timer = setInterval(tick, services.config.MAIL_SYNC_INTERVAL_MS);
      timer.unref();
      tick();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
