import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { SpanKind } from '@opentelemetry/api';
import type { Prisma } from '../db/generated/client';
import { currentTraceparent, inSpan } from '../telemetry/trace-context';
import type { JobQueue, Services } from '../services';

/** A claimed job as its handler sees it. */
export interface ClaimedJob {
  id: string;
  queue: string;
  organizationId: string | null;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
  traceparent: string | null;
}

export type JobHandler = (services: Services, job: ClaimedJob) => Promise<void>;

export interface NewJob {
  queue: string;
  organizationId?: string | null;
  payload: Record<string, unknown>;
  runAt?: Date;
  maxAttempts?: number;
  uniqueKey?: string;
}

/** Writes a job with the caller's transaction, so the job exists exactly when the business change does (outbox). */
export function enqueueJob(tx: Prisma.TransactionClient, job: NewJob, now: Date) {
  return tx.job.create({
    data: {
      queue: job.queue,
      organizationId: job.organizationId ?? null,
      payload: job.payload as Prisma.InputJsonValue,
      runAt: job.runAt ?? now,
      maxAttempts: job.maxAttempts ?? 8,
      uniqueKey: job.uniqueKey,
      traceparent: currentTraceparent(),
    },
  });
}

/** 30 s, 1 min, 2 min, … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * A running job's lease (JOB_LEASE_S, 30 s by default): its worker renews it every third of it while
 * the handler runs, so a job whose lease ran out belongs to a worker that died, and another
 * instance takes it over.
 */
export const JOB_LEASE_MS = 30_000;
export const JOB_HEARTBEAT_MS = 10_000;

// Timestamps are `timestamp without time zone` holding UTC: an ISO string cast to ::timestamp keeps the UTC value.
const utc = (date: Date) => date.toISOString();

export function createJobQueue(
  services: Services,
  handlers: Record<string, JobHandler>,
  lease = { leaseMs: JOB_LEASE_MS, heartbeatMs: JOB_HEARTBEAT_MS },
): JobQueue {
  const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  // Set by stop(): the job in hand settles, no other is claimed.
  let stopping = false;

  async function claim(): Promise<ClaimedJob | null> {
    const now = services.clock.now();
    const rows = await services.db.sql.query<ClaimedJob>(
      `UPDATE "Job" SET status = 'RUNNING', "lockedAt" = $1::timestamp, "lockedBy" = $2, attempts = attempts + 1
       WHERE id = (
         SELECT id FROM "Job"
         WHERE queue = ANY($3::text[])
           AND ((status = 'QUEUED' AND "runAt" <= $1::timestamp) OR (status = 'RUNNING' AND "lockedAt" < $4::timestamp))
         ORDER BY "runAt" FOR UPDATE SKIP LOCKED LIMIT 1)
       RETURNING id, queue, "organizationId", payload, attempts, "maxAttempts", traceparent`,
      [utc(now), workerId, Object.keys(handlers), utc(new Date(now.getTime() - lease.leaseMs))],
    );
    return rows[0] ?? null;
  }

  async function settle(job: ClaimedJob, error: unknown): Promise<void> {
    const now = services.clock.now();
    if (!error) {
      services.metrics.jobsRun.inc({ kind: job.queue, outcome: 'done' });
      await services.db.sql.query(
        `UPDATE "Job" SET status = 'DONE', "finishedAt" = $2::timestamp, "lockedAt" = NULL, "lockedBy" = NULL, "lastError" = NULL WHERE id = $1`,
        [job.id, utc(now)],
      );
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    const final = job.attempts >= job.maxAttempts;
    services.metrics.jobsRun.inc({ kind: job.queue, outcome: final ? 'failed' : 'retry' });
    services.logger.warn({ jobId: job.id, queue: job.queue, attempts: job.attempts, final, err: message }, 'job failed');
    await services.db.sql.query(
      `UPDATE "Job" SET status = $2::"JobStatus", "runAt" = $3::timestamp, "lockedAt" = NULL, "lockedBy" = NULL, "lastError" = $4,
         "finishedAt" = CASE WHEN $6::boolean THEN $5::timestamp ELSE NULL END
       WHERE id = $1`,
      [job.id, final ? 'FAILED' : 'QUEUED', utc(new Date(now.getTime() + retryDelayMs(job.attempts))), message.slice(0, 2000), utc(now), final],
    );
  }

  async function drain(): Promise<number> {
    let count = 0;
    for (let job = stopping ? null : await claim(); job; job = stopping ? null : await claim()) {
      count += 1;
      let failure: unknown = null;
      const claimed = job;
      const heartbeat = setInterval(() => {
        services.db.sql
          .query(`UPDATE "Job" SET "lockedAt" = $2::timestamp WHERE id = $1 AND "lockedBy" = $3 AND status = 'RUNNING'`, [
            claimed.id,
            utc(services.clock.now()),
            workerId,
          ])
          .catch((error: unknown) => services.logger.warn({ err: error, jobId: claimed.id }, 'job lease not renewed'));
      }, lease.heartbeatMs);
      const done = services.metrics.jobDuration.startTimer({ kind: job.queue });
      try {
        await inSpan(
          `job ${claimed.queue}`,
          { traceparent: claimed.traceparent, kind: SpanKind.CONSUMER, attributes: { 'job.id': claimed.id, 'job.attempt': claimed.attempts } },
          () => handlers[claimed.queue](services, claimed),
        );
      } catch (error) {
        failure = error ?? new Error('job failed');
      } finally {
        clearInterval(heartbeat);
        done();
      }
      await settle(job, failure);
    }
    return count;
  }

  const queue: JobQueue = {
    runDueJobs() {
      // One drain at a time per process; concurrent callers share it.
      running ??= drain().finally(() => {
        running = null;
      });
      return running;
    },
    start(intervalMs = 1000) {
      if (timer) return;
      stopping = false;
      timer = setInterval(() => {
        queue.runDueJobs().catch((error) => services.logger.error({ err: error }, 'job runner failed'));
      }, intervalMs);
      timer.unref();
    },
    async stop(timeoutMs?: number) {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = null;
      const settled = running?.catch(() => undefined);
      if (timeoutMs === undefined || !settled) return void (await settled);
      // Past the bound the job is left RUNNING: its lease runs out and another instance takes it over.
      let bound: NodeJS.Timeout | undefined;
      const late = await Promise.race([settled.then(() => false), new Promise<boolean>((resolve) => (bound = setTimeout(() => resolve(true), timeoutMs)))]);
      clearTimeout(bound);
      if (late) services.logger.warn({ timeoutMs }, 'a job was still running at shutdown; another instance takes it over once its lease ends');
    },
  };
  return queue;
}
