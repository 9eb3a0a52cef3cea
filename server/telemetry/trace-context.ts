import { ROOT_CONTEXT, SpanStatusCode, context, propagation, trace, type Attributes, type SpanKind } from '@opentelemetry/api';

// Without tracing.ts started these calls are no-ops: no span is recorded and nothing is stored.
const tracer = trace.getTracer('paraphe');

/** The W3C `traceparent` of the span in progress, stored with a job so that its run joins the trace. */
export function currentTraceparent(): string | null {
  if (!trace.getSpan(context.active())) return null;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ?? null;
}

/** Runs `work` in a span: a child of `traceparent` when one is given, else of the span in progress. */
export function inSpan<T>(
  name: string,
  options: { traceparent?: string | null; kind?: SpanKind; attributes?: Attributes },
  work: () => Promise<T>,
): Promise<T> {
  const parent = options.traceparent ? propagation.extract(ROOT_CONTEXT, { traceparent: options.traceparent }) : context.active();
  return tracer.startActiveSpan(name, { kind: options.kind, attributes: options.attributes }, parent, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The ids that tie a log line to its trace: pino's mixin adds them to every line written inside one. */
export function traceFields(): { trace_id?: string; span_id?: string } {
  const span = trace.getSpan(context.active());
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}
