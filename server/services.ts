import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/database';
import type { FileStorage } from './files/storage';
import type { AppPubSub, PubSubFeed } from './realtime/pubsub';
import type { Logger } from './logger';
import type { RateLimiter } from './auth/rate-limiter';
import type { RevokedSessions } from './auth/revoked-sessions';
import type { Mailer } from './email/mailer';
import type { Analyzer } from './analysis';
import type { ApiRateLimits } from './rest/rate-limit';
import type { AnalysisPool } from './analysis/analysis-pool';
import type { Metrics } from './metrics/metrics';

// The shape of what every door and job receives. Only types live here, so that any module may
// name `Services` without importing how it is built (server/create-services.ts).

/** Everything a door or a job needs, built once per process and handed down. */
export interface Services {
  config: Config;
  logger: Logger;
  clock: Clock;
  db: Database;
  pubsub: AppPubSub;
  /** Whether events reach the other instances (Redis up), and when they do again. */
  pubsubFeed: PubSubFeed;
  storage: FileStorage;
  analyzer: Analyzer;
  /** Worker threads for extraction and analysis, off the event loop. */
  analysisPool: AnalysisPool;
  /** PostgreSQL job queue; buildApp starts its runner when JOBS_ENABLED. */
  jobs: JobQueue;
  mailer: Mailer;
  /** Attempt counters, shared across instances through Redis when REDIS_URL is set. */
  rateLimiter: RateLimiter;
  /** Calls per organization and plan made with API keys, on every door (REST, GraphQL over HTTP and WebSocket). */
  apiRateLimits: ApiRateLimits;
  revokedSessions: RevokedSessions;
  /** This process's Prometheus series (GET /metrics). */
  metrics: Metrics;
}

export interface ServiceOverrides {
  db?: Database;
  clock?: Clock;
  storage?: FileStorage;
  analyzer?: Analyzer;
}

export interface OwnedServices {
  services: Services;
  close(): Promise<void>;
}

/** The PostgreSQL job queue of one process (server/jobs/job-queue.ts builds it). */
export interface JobQueue {
  /** Runs every job that is due now, one after another; returns how many ran. */
  runDueJobs(): Promise<number>;
  start(intervalMs?: number): void;
  /** Stops claiming jobs and waits for the one running to settle (within `timeoutMs`, when given). */
  stop(timeoutMs?: number): Promise<void>;
}
