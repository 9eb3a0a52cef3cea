import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Seconds: from a fast read (5 ms) to a slow upload or analysis (30 s). */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Seconds: background work runs longer than requests (an analysis, a mailbox sync, a webhook timing out). */
const WORK_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

/** Values read at scrape time from the parts of the process that hold them. */
export interface MetricSources {
  webSockets(): number;
  subscriptions(): number;
  /** Jobs due and waiting, per kind, with the age of the oldest (seconds). */
  jobQueue(): Promise<Array<{ kind: string; depth: number; oldestAgeSeconds: number }>>;
  /** PostgreSQL connection pool; null on the embedded database. */
  databasePool(): { total: number; idle: number; waiting: number; max: number } | null;
  /** Whether Redis is configured, and whether events currently go through it. */
  redis(): { configured: boolean; shared: boolean };
}

/**
 * The Prometheus series of one process (one registry per app, so that several apps in one process
 * never mix their counts). Served by GET /metrics; README lists them with the alerts to start with.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'paraphe_', eventLoopMonitoringPrecision: 20 });
  let sources: MetricSources | null = null;
  const registers = [registry];

  const metrics = {
    registry,
    httpRequests: new Counter({
      name: 'paraphe_http_requests_total',
      help: 'HTTP requests answered, by route and status.',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'paraphe_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route.',
      labelNames: ['method', 'route'] as const,
      buckets: REQUEST_BUCKETS,
      registers,
    }),
    graphqlOperations: new Counter({
      name: 'paraphe_graphql_operations_total',
      help: 'GraphQL operations run (HTTP and WebSocket), by operation name, persisted id, type and outcome.',
      labelNames: ['operation', 'persisted_id', 'type', 'outcome'] as const,
      registers,
    }),
    graphqlDuration: new Histogram({
      name: 'paraphe_graphql_operation_duration_seconds',
      help: 'Time to run a GraphQL query or mutation, by operation name.',
      labelNames: ['operation', 'type'] as const,
      buckets: REQUEST_BUCKETS,
      registers,
    }),
    restCalls: new Counter({
      name: 'paraphe_rest_calls_total',
      help: 'Public REST API calls, by operation and status.',
      labelNames: ['operation', 'status'] as const,
      registers,
    }),
    restDuration: new Histogram({
      name: 'paraphe_rest_call_duration_seconds',
      help: 'Time to answer a REST API call, by operation.',
      labelNames: ['operation'] as const,
      buckets: REQUEST_BUCKETS,
      registers,
    }),
    eventsPublished: new Counter({
      name: 'paraphe_events_published_total',
      help: 'Events published by this instance, by channel.',
      labelNames: ['channel'] as const,
      registers,
    }),
    eventsDelivered: new Counter({
      name: 'paraphe_events_delivered_total',
      help: 'Events delivered to subscribers on this instance (one per subscriber), by channel.',
      labelNames: ['channel'] as const,
      registers,
    }),
    jobsRun: new Counter({
      name: 'paraphe_jobs_total',
      help: 'Jobs run by this instance, by kind and outcome (done, retry, failed).',
      labelNames: ['kind', 'outcome'] as const,
      registers,
    }),
    jobDuration: new Histogram({
      name: 'paraphe_job_duration_seconds',
      help: 'Time to run a job, by kind.',
      labelNames: ['kind'] as const,
      buckets: WORK_BUCKETS,
      registers,
    }),
    analysisDuration: new Histogram({
      name: 'paraphe_analysis_duration_seconds',
      help: 'Time to analyse a document text (risk engine).',
      buckets: WORK_BUCKETS,
      registers,
    }),
    signingDuration: new Histogram({
      name: 'paraphe_signing_duration_seconds',
      help: 'Time to seal a signed PDF (signature, and timestamp with TSA_URL), by outcome (ok, failed).',
      labelNames: ['outcome'] as const,
      buckets: WORK_BUCKETS,
      registers,
    }),
    mailSyncs: new Counter({
      name: 'paraphe_mail_syncs_total',
      help: 'Mailbox syncs, by provider and outcome (ok, failed).',
      labelNames: ['provider', 'outcome'] as const,
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'paraphe_rate_limit_refusals_total',
      help: 'Requests refused by a rate limit or a connection quota, by door (http route, graphql, websocket).',
      labelNames: ['door'] as const,
      registers,
    }),
    /** Where the values read at scrape time come from (set once the app has built them). */
    setSources(next: MetricSources) {
      sources = next;
    },
  };

  new Gauge({
    name: 'paraphe_websocket_connections',
    help: 'WebSocket connections open on this instance.',
    registers,
    collect() {
      this.set(sources?.webSockets() ?? 0);
    },
  });
  new Gauge({
    name: 'paraphe_websocket_subscriptions',
    help: 'GraphQL subscriptions open on this instance.',
    registers,
    collect() {
      this.set(sources?.subscriptions() ?? 0);
    },
  });
  // One query fills both queue gauges; the second collect of a scrape reuses the first's answer.
  let queueRead: Promise<void> | null = null;
  const readQueue = () =>
    (queueRead ??= (async () => {
      try {
        const rows = (await sources?.jobQueue()) ?? [];
        jobDepth.reset();
        jobAge.reset();
        for (const row of rows) {
          jobDepth.set({ kind: row.kind }, row.depth);
          jobAge.set({ kind: row.kind }, row.oldestAgeSeconds);
        }
      } catch {
        // The database is down: the last values stay, and the HTTP and readiness series say why.
      }
    })().finally(() => setImmediate(() => (queueRead = null))));
  const jobDepth = new Gauge({
    name: 'paraphe_job_queue_depth',
    help: 'Jobs due and waiting to run (on every instance), by kind.',
    labelNames: ['kind'] as const,
    registers,
    collect: readQueue,
  });
  const jobAge = new Gauge({
    name: 'paraphe_job_queue_oldest_age_seconds',
    help: 'How long the oldest due job has waited, by kind.',
    labelNames: ['kind'] as const,
    registers,
    collect: readQueue,
  });
  new Gauge({
    name: 'paraphe_db_pool_connections',
    help: 'PostgreSQL pool connections, by state (total, idle, waiting requests, max).',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = sources?.databasePool();
      if (!pool) return;
      for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ state }, pool[state]);
    },
  });
  new Gauge({
    name: 'paraphe_redis_shared',
    help: 'Events go through Redis to every instance (1), or stay on this instance while Redis is unreachable (0); absent without REDIS_URL.',
    registers,
    collect() {
      this.reset();
      const redis = sources?.redis();
      if (redis?.configured) this.set(redis.shared ? 1 : 0);
    },
  });
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Runs `work`, observing its duration (seconds) with its outcome (ok, failed). */
export async function timedOutcome<T>(histogram: Histogram<'outcome'>, work: () => Promise<T>): Promise<T> {
  const stop = histogram.startTimer();
  try {
    const value = await work();
    stop({ outcome: 'ok' });
    return value;
  } catch (error) {
    stop({ outcome: 'failed' });
    throw error;
  }
}

/** Runs `work`, observing its duration (seconds) in `histogram`. */
export async function timed<T>(histogram: { observe(value: number): void }, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    histogram.observe((performance.now() - started) / 1000);
  }
}
