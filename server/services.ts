import { join } from 'node:path';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import { openDatabase, type Database } from './db/database';
import { applyMigrations } from './db/migrate';
import { createLocalStorage, type FileStorage } from './files/storage';
import { createAppPubSub, type AppPubSub } from './graphql/pubsub';
import type { Logger } from './logger';

/** Everything a door or a job needs, built once per process and handed down. */
export interface Services {
  config: Config;
  logger: Logger;
  clock: Clock;
  db: Database;
  pubsub: AppPubSub;
  storage: FileStorage;
}

export interface ServiceOverrides {
  db?: Database;
  clock?: Clock;
  storage?: FileStorage;
}

export interface OwnedServices {
  services: Services;
  close(): Promise<void>;
}

export async function createServices(config: Config, logger: Logger, overrides: ServiceOverrides = {}): Promise<OwnedServices> {
  const ownsDb = !overrides.db;
  const db =
    overrides.db ??
    (await openDatabase({ url: config.DATABASE_URL, pgliteDir: join(config.DATA_DIR, 'pglite') }));
  if (ownsDb) {
    const applied = await applyMigrations(db.sql);
    if (applied.length > 0) logger.info({ applied }, 'database migrations applied');
  }
  const pubsub = createAppPubSub(config.REDIS_URL);
  const services: Services = {
    config,
    logger,
    clock: overrides.clock ?? systemClock,
    db,
    pubsub: pubsub.pubsub,
    storage: overrides.storage ?? createLocalStorage(config.STORAGE_DIR),
  };
  return {
    services,
    async close() {
      await pubsub.close();
      if (ownsDb) await db.close();
    },
  };
}
