import { pruneAuthRecords } from '../auth/prune-auth-records';
import type { Services } from '../services';

/** Rows deleted per statement: a long backlog goes in several short statements, never one long lock. */
const PRUNE_BATCH = 5000;
const HOUR_MS = 60 * 60_000;

// Timestamps are `timestamp without time zone` holding UTC (see job-queue.ts).
const utc = (date: Date) => date.toISOString();

/**
 * Deletes the jobs that finished (DONE or FAILED) more than JOB_RETENTION_DAYS ago: every mailbox
 * alone leaves one row per sync (288 a day at the default interval), which nothing reads once its
 * outcome is past the status page's hour. Returns how many went.
 */
export async function pruneFinishedJobs(services: Services): Promise<number> {
  const before = new Date(services.clock.now().getTime() - services.config.JOB_RETENTION_DAYS * 24 * HOUR_MS);
  let total = 0;
  for (;;) {
    const rows = await services.db.sql.query<{ id: string }>(
      `DELETE FROM "Job" WHERE id IN (
         SELECT id FROM "Job" WHERE status IN ('DONE', 'FAILED') AND "finishedAt" < $1::timestamp LIMIT ${PRUNE_BATCH})
       RETURNING id`,
      [utc(before)],
    );
    total += rows.length;
    if (rows.length < PRUNE_BATCH) return total;
  }
}

export interface Housekeeping {
  start(): void;
  stop(): void;
}

/** One round: finished jobs, ended sessions and old emailed links. */
export async function keepHouse(services: Services) {
  return { jobs: await pruneFinishedJobs(services), ...(await pruneAuthRecords(services)) };
}

/**
 * Every hour, on every instance that runs jobs (deleting what another instance deleted already is
 * harmless): rows that nothing reads any more are deleted, so that tables the product writes on
 * every sync and every session renewal stay the size of what is live.
 */
export function createHousekeeping(services: Services): Housekeeping {
  let timer: NodeJS.Timeout | null = null;
  return {
    start() {
      if (timer) return;
      timer = setInterval(() => {
        keepHouse(services)
          .then((counts) => services.logger.info(counts, 'housekeeping done'))
          .catch((error: unknown) => services.logger.error({ err: error }, 'housekeeping failed'));
      }, HOUR_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
