import { readMigrations } from './db/migrate';
import type { Services } from './services';

export type ReadinessCheck = 'database' | 'migrations' | 'redis' | 'storage';

export interface Readiness {
  ready: boolean;
  checks: Partial<Record<ReadinessCheck, 'ok' | 'failed'>>;
}

const CHECK_TIMEOUT_MS = 2000;

function within<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('check timed out')), CHECK_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Whether this instance can serve: the database answers and holds every migration this code
 * needs, Redis (when configured) is connected, and storage takes a write. Load balancers send
 * traffic only to ready instances; `/healthz` only says the process is alive.
 */
export async function checkReadiness(services: Services): Promise<Readiness> {
  const run = async (check: () => Promise<unknown>) =>
    within(check()).then(
      () => 'ok' as const,
      () => 'failed' as const,
    );
  const [database, migrations, storage] = await Promise.all([
    run(() => services.db.sql.query('SELECT 1')),
    run(async () => {
      const applied = await services.db.sql.query<{ migration_name: string }>(
        'SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
      );
      const names = new Set(applied.map((row) => row.migration_name));
      const missing = readMigrations().filter((migration) => !names.has(migration.name));
      if (missing.length > 0) throw new Error(`missing migrations: ${missing.map((migration) => migration.name).join(', ')}`);
    }),
    run(async () => {
      const key = `readiness/${process.pid}-${Date.now()}.probe`;
      await services.storage.put(key, new Uint8Array([1]));
      await services.storage.delete(key);
    }),
  ]);
  const checks: Readiness['checks'] = { database, migrations, storage };
  if (services.config.REDIS_URL) checks.redis = services.pubsubFeed.shared() ? 'ok' : 'failed';
  return { ready: Object.values(checks).every((status) => status === 'ok'), checks };
}
