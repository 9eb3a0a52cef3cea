import { timingSafeEqual, createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { RequestHandler } from 'express';
import type { Services } from '../services';
import type { MetricSources } from './metrics';

// Timestamps are `timestamp without time zone` holding UTC (see job-queue.ts).
const utc = (date: Date) => date.toISOString();

/** What the gauges read at scrape time: the sockets held by the app, and the rest from the services. */
export function metricSources(services: Services, sockets: Pick<MetricSources, 'webSockets' | 'subscriptions'>): MetricSources {
  return {
    ...sockets,
    async jobQueue() {
      const rows = await services.db.sql.query<{ kind: string; depth: number; age: number }>(
        `SELECT queue AS kind, count(*)::int AS depth, EXTRACT(EPOCH FROM ($1::timestamp - min("runAt")))::float8 AS age
         FROM "Job" WHERE status = 'QUEUED' AND "runAt" <= $1::timestamp GROUP BY queue`,
        [utc(services.clock.now())],
      );
      return rows.map((row) => ({ kind: row.kind, depth: Number(row.depth), oldestAgeSeconds: Math.max(0, Number(row.age)) }));
    },
    databasePool: () => services.db.poolUse?.() ?? null,
    redis: () => ({ configured: Boolean(services.config.REDIS_URL), shared: services.pubsubFeed.shared() }),
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether /metrics answers on the public port: with METRICS_TOKEN, to that bearer token only; with
 * METRICS_PORT, never (it has its own port); otherwise outside production only.
 */
export function metricsOnPublicPort(services: Services): 'open' | 'token' | 'off' {
  const { METRICS_TOKEN, METRICS_PORT, isProduction } = services.config;
  if (METRICS_TOKEN) return 'token';
  if (METRICS_PORT !== undefined) return 'off';
  return isProduction ? 'off' : 'open';
}

export function metricsRoute(services: Services): RequestHandler {
  const access = metricsOnPublicPort(services);
  const expected = digest(`Bearer ${services.config.METRICS_TOKEN ?? ''}`);
  return async (req, res, next) => {
    if (access === 'off') return next();
    if (access === 'token' && !timingSafeEqual(digest(req.get('authorization') ?? ''), expected)) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      return void res.status(401).json({ error: { code: 'UNAUTHENTICATED', message: 'Send the metrics token as a bearer token.' } });
    }
    try {
      res.type(services.metrics.registry.contentType).setHeader('cache-control', 'no-store');
      res.send(await services.metrics.registry.metrics());
    } catch (error) {
      next(error);
    }
  };
}

/** METRICS_PORT: /metrics alone, on a port of its own (not published beyond the cluster). */
export function metricsServer(services: Services): Server {
  return createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    services.metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': services.metrics.registry.contentType, 'cache-control': 'no-store' }).end(text),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable'),
    );
  });
}
