import type { Services } from '../services';

export type ComponentName = 'API' | 'DATABASE' | 'JOB_QUEUE' | 'MAIL_SYNC' | 'EMAIL_DELIVERY';
export type ComponentStatus = 'OPERATIONAL' | 'PARTIAL' | 'DOWN';

export interface ComponentHealth {
  component: ComponentName;
  status: ComponentStatus;
}

export interface ServiceStatus {
  overall: ComponentStatus;
  checkedAt: Date;
  components: ComponentHealth[];
}

/** A check slower than this counts as down: the page must answer even when a part hangs. */
const CHECK_TIMEOUT_MS = 3000;
/** Queued work this late means the queue is behind. */
const JOB_BACKLOG_MS = 5 * 60_000;
/** Public page, public cost: checks run at most this often per process. */
export const STATUS_CACHE_MS = 15_000;

function withTimeout<T>(work: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work.catch(() => fallback), timeout]).finally(() => clearTimeout(timer));
}

async function databaseStatus(services: Services): Promise<ComponentStatus> {
  return withTimeout(
    services.db.sql.query('SELECT 1').then(() => 'OPERATIONAL' as const),
    'DOWN',
  );
}

/** Jobs: down without a runner or a readable queue; partial when queued work waits past its time. */
async function jobsStatus(services: Services, queues: 'all' | 'mail'): Promise<ComponentStatus> {
  if (!services.config.JOBS_ENABLED) return 'DOWN';
  const now = services.clock.now();
  const filter = queues === 'mail' ? `AND queue LIKE 'mail%'` : '';
  return withTimeout(
    services.db.sql
      .query<{ late: number; failed: number }>(
        `SELECT count(*) FILTER (WHERE status = 'QUEUED' AND "runAt" < $1)::int AS late,
                count(*) FILTER (WHERE status = 'FAILED' AND "finishedAt" > $2)::int AS failed
           FROM "Job" WHERE true ${filter}`,
        [new Date(now.getTime() - JOB_BACKLOG_MS), new Date(now.getTime() - 60 * 60_000)],
      )
      .then(([row]) => (row!.late > 0 || row!.failed > 0 ? 'PARTIAL' : 'OPERATIONAL')),
    'DOWN',
  );
}

async function emailStatus(services: Services): Promise<ComponentStatus> {
  return withTimeout(
    services.mailer.verify().then((ok) => (ok ? 'OPERATIONAL' : 'DOWN')),
    'DOWN',
  );
}

function overallOf(components: ComponentHealth[]): ComponentStatus {
  if (components.every((component) => component.status === 'OPERATIONAL')) return 'OPERATIONAL';
  return components.some((component) => component.component === 'DATABASE' && component.status === 'DOWN') ? 'DOWN' : 'PARTIAL';
}

const cache = new WeakMap<Services, { at: number; status: Promise<ServiceStatus> }>();

/** The live state of each part of the service, from real checks, for the public status page. */
export function getServiceStatus(services: Services): Promise<ServiceStatus> {
  const now = services.clock.now().getTime();
  const cached = cache.get(services);
  if (cached && now - cached.at < STATUS_CACHE_MS) return cached.status;
  const status = checkServices(services);
  cache.set(services, { at: now, status });
  return status;
}

async function checkServices(services: Services): Promise<ServiceStatus> {
  const database = await databaseStatus(services);
  const [jobs, mailSync, email] =
    database === 'DOWN'
      ? (['DOWN', 'DOWN', await emailStatus(services)] as const)
      : await Promise.all([jobsStatus(services, 'all'), jobsStatus(services, 'mail'), emailStatus(services)]);
  const components: ComponentHealth[] = [
    // The API answers this very request; without the database it can serve nothing useful.
    { component: 'API', status: database === 'DOWN' ? 'PARTIAL' : 'OPERATIONAL' },
    { component: 'DATABASE', status: database },
    { component: 'JOB_QUEUE', status: jobs },
    { component: 'MAIL_SYNC', status: mailSync },
    { component: 'EMAIL_DELIVERY', status: email },
  ];
  return { overall: overallOf(components), checkedAt: services.clock.now(), components };
}
