import { join } from 'node:path';
import { systemClock } from './clock';
import type { Config } from './config';
import { openDatabase } from './db/database';
import { applyMigrations } from './db/migrate';
import { createStorage } from './files/create-storage';
import { createAppPubSub } from './realtime/pubsub';
import type { Logger } from './logger';
import { createRateLimiter } from './auth/rate-limiter';
import { createRevokedSessions } from './auth/revoked-sessions';
import { forgetApiKeysOnAnnouncements } from './api-keys/authenticate-api-key';
import { createMailer } from './email/mailer';
import { createAnalysisPool } from './analysis/analysis-pool';
import { createJobQueue, type JobHandler } from './jobs/job-queue';
import { createApiRateLimits } from './rest/rate-limit';
import { createMetrics } from './metrics/metrics';
import { countedPubSub, timedAnalyzer } from './metrics/instrument';
import type { JobQueue, OwnedServices, ServiceOverrides, Services } from './services';

/**
 * Builds the services of one process. The job handlers come from the caller (the app registers
 * them), so that building the services never imports the domain functions that use them.
 */
export async function createServices(
  config: Config,
  logger: Logger,
  jobHandlers: Record<string, JobHandler>,
  overrides: ServiceOverrides = {},
): Promise<OwnedServices> {
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
  const metrics = createMetrics();
  const pubsub = createAppPubSub(config.REDIS_URL, logger, config.REDIS_KEY_PREFIX);
  const appPubSub = countedPubSub(pubsub.pubsub, metrics);
  const analysisPool = createAnalysisPool();
  const clock = overrides.clock ?? systemClock;
  const rateLimiter = createRateLimiter(config.REDIS_URL, clock, config.REDIS_KEY_PREFIX);
  const apiRateLimits = createApiRateLimits({ redisUrl: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX, windowS: config.API_RATE_WINDOW_S, logger });
  const mailer = createMailer(config, logger, clock);
  const revokedSessions = await createRevokedSessions({ db, pubsub: appPubSub, feed: pubsub.feed, clock, logger, tokenLifetimeS: config.ACCESS_TOKEN_TTL_S });
  const ownStorage = overrides.storage ? null : await createStorage(config);
  const services: Services = {
    config,
    logger,
    clock,
    db,
    pubsub: appPubSub,
    pubsubFeed: pubsub.feed,
    storage: overrides.storage ?? (ownStorage as NonNullable<typeof ownStorage>),
    analyzer: timedAnalyzer(
      overrides.analyzer ??
        analysisPool.analyzer({
          engine: config.ANALYZER,
          llm:
            config.LLM_BASE_URL && config.LLM_MODEL
              ? { baseUrl: config.LLM_BASE_URL, model: config.LLM_MODEL, apiKey: config.LLM_API_KEY, timeoutMs: config.LLM_TIMEOUT_MS }
              : undefined,
        }),
      metrics,
    ),
    analysisPool,
    jobs: null as unknown as JobQueue,
    mailer,
    rateLimiter,
    apiRateLimits,
    revokedSessions,
    metrics,
  };
  const stopForgettingKeys = forgetApiKeysOnAnnouncements(services);
  services.jobs = createJobQueue(services, jobHandlers, { leaseMs: config.JOB_LEASE_S * 1000, heartbeatMs: (config.JOB_LEASE_S * 1000) / 3 });
  return {
    services,
    async close() {
      await services.jobs.stop();
      await revokedSessions.close();
      await stopForgettingKeys();
      await pubsub.close();
      await analysisPool.close();
      await rateLimiter.close();
      await apiRateLimits.close();
      mailer.close();
      ownStorage?.close();
      if (ownsDb) await db.close();
    },
  };
}
