import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Metrics } from './metrics';

type Routed = IncomingMessage & { route?: { path?: unknown }; baseUrl?: string };

/** The route a request matched (`/api/v1/documents/:id`), never its raw path: a bounded set of labels. */
function routeOf(req: Routed, graphqlEndpoint: string): string {
  if (req.url === graphqlEndpoint || req.url?.startsWith(`${graphqlEndpoint}?`)) return graphqlEndpoint;
  const path = req.route?.path;
  return typeof path === 'string' ? `${req.baseUrl ?? ''}${path}` : 'unmatched';
}

/** Counts and times one HTTP request once its answer is sent (or its client went away). */
export function observeHttpRequest(metrics: Metrics, graphqlEndpoint: string, req: IncomingMessage, res: ServerResponse): void {
  const started = performance.now();
  const done = () => {
    res.off('finish', done);
    res.off('close', done);
    const route = routeOf(req, graphqlEndpoint);
    const method = req.method ?? 'GET';
    metrics.httpRequests.inc({ method, route, status: String(res.statusCode) });
    metrics.httpDuration.observe({ method, route }, (performance.now() - started) / 1000);
    if (res.statusCode === 429) metrics.rateLimitRefusals.inc({ door: route });
  };
  res.once('finish', done);
  res.once('close', done);
}

/** REST calls by the operation id of the OpenAPI document (`getDocument`), their route otherwise. */
export function restCallMetrics(metrics: Metrics, paths: Record<string, Record<string, { operationId?: string } | unknown>>): RequestHandler {
  const operationOf = (method: string, routePath: unknown): string => {
    if (typeof routePath !== 'string') return 'unmatched';
    const openApiPath = routePath.replace(/:(\w+)/g, '{$1}');
    const operation = paths[openApiPath]?.[method.toLowerCase()] as { operationId?: string } | undefined;
    return operation?.operationId ?? `${method} ${routePath}`;
  };
  return (req, res, next) => {
    const started = performance.now();
    res.once('finish', () => {
      const operation = operationOf(req.method, (req.route as { path?: unknown } | undefined)?.path);
      metrics.restCalls.inc({ operation, status: String(res.statusCode) });
      metrics.restDuration.observe({ operation }, (performance.now() - started) / 1000);
    });
    next();
  };
}
