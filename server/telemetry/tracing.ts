import { register } from 'node:module';
import type { Attributes, Context, Link, SpanKind } from '@opentelemetry/api';
import type { Config } from '../config';

/** Paths that a trace would only clutter: probes, scrapes and the web app's files. */
const UNTRACED_PATHS = /^\/(healthz|readyz|metrics|assets\/|favicon)/;

/**
 * Starts OpenTelemetry tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set, before the modules it
 * instruments are loaded (main.ts imports the app afterwards): HTTP in and out, the GraphQL
 * operation, each Prisma operation and its SQL, Redis commands, and the jobs a request enqueues
 * (job-queue.ts carries the trace to the worker). Spans go to the collector over OTLP/HTTP.
 * Returns the function that flushes and stops it, or null when tracing is off.
 */
export async function startTracing(config: Config): Promise<(() => Promise<void>) | null> {
  if (!config.OTEL_EXPORTER_OTLP_ENDPOINT) return null;
  // ES modules are instrumented through import hooks, registered before their first import.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [{ NodeSDK }, { ParentBasedSampler, SamplingDecision }, { OTLPTraceExporter }, http, graphql, ioredis, { PrismaInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-graphql'),
    import('@opentelemetry/instrumentation-ioredis'),
    import('@prisma/instrumentation'),
  ]);
  // A database call outside any request or job (the job queue's polling) is no trace of its own
  // (Redis commands have the same rule below); everything else starts one.
  const root = {
    shouldSample: (_context: Context, _traceId: string, name: string, _kind: SpanKind, _attributes: Attributes, _links: Link[]) => ({
      decision: name.startsWith('prisma:') ? SamplingDecision.NOT_RECORD : SamplingDecision.RECORD_AND_SAMPLED,
    }),
    toString: () => 'NoBackgroundDatabaseSpans',
  };
  const sdk = new NodeSDK({
    serviceName: config.OTEL_SERVICE_NAME,
    traceExporter: new OTLPTraceExporter({ url: new URL('/v1/traces', config.OTEL_EXPORTER_OTLP_ENDPOINT).href }),
    sampler: new ParentBasedSampler({ root }),
    instrumentations: [
      new http.HttpInstrumentation({ ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.test(request.url ?? '') }),
      // Mutations run on graphql-js (its parse, validate, execute and resolvers); queries run compiled, traced by graphql-tracing.ts.
      new graphql.GraphQLInstrumentation({ mergeItems: true, ignoreTrivialResolveSpans: true }),
      new ioredis.IORedisInstrumentation({ requireParentSpan: true }),
      new PrismaInstrumentation(),
    ],
  });
  sdk.start();
  return () => sdk.shutdown();
}
