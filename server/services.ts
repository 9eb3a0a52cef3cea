import { join } from 'node:path';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import { openDatabase, type Database } from './db/database';
import { applyMigrations } from './db/migrate';
import { createLocalStorage, type FileStorage } from './files/storage';
import { createAppPubSub, type AppPubSub, type PubSubFeed } from './graphql/pubsub';
import type { Logger } from './logger';
import { createRateLimiter, type RateLimiter } from './auth/rate-limiter';
import { createRevokedSessions, type RevokedSessions } from './auth/revoked-sessions';
import { ACCESS_TOKEN_TTL_S } from './auth/sessions';
import { createMailer, type Mailer } from './mail/mailer';
import type { Analyzer } from './analysis';
import { createAnalysisPool, type AnalysisPool } from './analysis/analysis-pool';
import { createJobQueue, type JobQueue } from './jobs/job-queue';
import { jobHandlers } from './jobs/job-handlers';

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
  revokedSessions: RevokedSessions;
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

export async function createServices(config: Config, logger: Logger, overrides: ServiceOverrides = {}): Promise<OwnedServices> {
  const ownsDb = !overrides.db;
  const db =
    overrides.db ??
    (await openDatabase({
      url: config.DATABASE_URL,
      pgliteDir: join(config.DATA_DIR, 'pglite'),
      connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
      queryTimeoutMs: config.DB_QUERY_TIMEOUT_MS,
      onIdleConnectionError: (error) => logger.warn({ err: error }, 'an idle database connection failed; the pool replaces it'),
    }));
  if (ownsDb) {
    const applied = await applyMigrations(db.sql);
    if (applied.length > 0) logger.info({ applied }, 'database migrations applied');
  }
  const pubsub = createAppPubSub(config.REDIS_URL, logger);
  const analysisPool = createAnalysisPool();
  const clock = overrides.clock ?? systemClock;
  const rateLimiter = createRateLimiter(config.REDIS_URL, clock, config.REDIS_KEY_PREFIX);
  const mailer = createMailer(config, logger, clock);
  const revokedSessions = await createRevokedSessions({ db, pubsub: pubsub.pubsub, feed: pubsub.feed, clock, logger, tokenLifetimeS: ACCESS_TOKEN_TTL_S });
  const services: Services = {
    config,
    logger,
    clock,
    db,
    pubsub: pubsub.pubsub,
    pubsubFeed: pubsub.feed,
    storage: overrides.storage ?? createLocalStorage(config.STORAGE_DIR),
    analyzer:
      overrides.analyzer ??
      analysisPool.analyzer({
        engine: config.ANALYZER,
        llm: config.LLM_BASE_URL && config.LLM_MODEL ? { baseUrl: config.LLM_BASE_URL, model: config.LLM_MODEL, apiKey: config.LLM_API_KEY, timeoutMs: config.LLM_TIMEOUT_MS } : undefined,
      }),
    analysisPool,
    jobs: null as unknown as JobQueue,
    mailer,
    rateLimiter,
    revokedSessions,
  };
  services.jobs = createJobQueue(services, jobHandlers);
  return {
    services,
    async close() {
      await services.jobs.stop();
      await revokedSessions.close();
      await pubsub.close();
      await analysisPool.close();
      await rateLimiter.close();
      mailer.close();
      if (ownsDb) await db.close();
    },
  };
}
