// Also on PostgreSQL, Redis and S3: Prisma's spans on each database.
import { createServer, type Server } from 'node:http';
import { ANALYZE_DOCUMENT_QUEUE, INLINE_ANALYSIS_MAX_CHARS } from '../../../server/documents/intake-document';
import { startServerWithMember, type MemberServer } from '../../support/member-server';
import { until } from '../../support/until';
import { UPLOAD, textFile } from '../documents/fixtures';

interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: Record<string, unknown> }[];
}

/** An OpenTelemetry collector's OTLP/HTTP trace endpoint: it keeps every span it is sent (JSON encoding). */
function startCollector(): Promise<{ server: Server; endpoint: string; spans: ReceivedSpan[] }> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces' && request.headers['content-type']?.startsWith('application/json')) {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as { resourceSpans: { scopeSpans: { spans: ReceivedSpan[] }[] }[] };
        for (const resource of body.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, endpoint: `http://127.0.0.1:${(server.address() as { port: number }).port}`, spans })),
  );
}

const SERVER = 2; // OTLP's SPAN_KIND_SERVER
const isRoot = (span: ReceivedSpan) => !span.parentSpanId || /^0*$/.test(span.parentSpanId);

describe('tracing (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let member: MemberServer;
  let output = '';

  beforeAll(async () => {
    collector = await startCollector();
    member = await startServerWithMember({
      JOBS_ENABLED: 'true',
      LOG_LEVEL: 'debug',
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
      OTEL_SERVICE_NAME: 'paraphe-under-test',
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
    member.server.child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  }, 120_000);

  afterAll(async () => {
    await member?.stop();
    collector?.server.close();
  });

  it('follows an upload from the HTTP request through the GraphQL operation and the database to the analysis job it enqueued', async () => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: UPLOAD, variables: { input: { title: 'Traced contract', file: null } } }));
    form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
    // Longer than what is analysed during the request: the analysis is a job.
    const clause = 'The Supplier may terminate this agreement at any time without notice. ';
    form.append('0', textFile(clause.repeat(Math.ceil(INLINE_ANALYSIS_MAX_CHARS / clause.length) + 1)), 'contract.txt');
    const answer = (await (await member.client.fetch('/graphql', { method: 'POST', body: form })).json()) as {
      data: { uploadDocument: { __typename: string } };
    };
    expect(answer.data.uploadDocument.__typename).toBe('MutationUploadDocumentSuccess');

    const spans = collector.spans;
    const byId = (id?: string) => spans.find((span) => span.spanId === id);
    const ancestors = (span: ReceivedSpan): ReceivedSpan[] => {
      const parent = byId(span.parentSpanId);
      return parent ? [parent, ...ancestors(parent)] : [];
    };
    const job = await until(() => spans.find((span) => span.name === `job ${ANALYZE_DOCUMENT_QUEUE}`), 30_000, 100);
    const operation = await until(() => spans.find((span) => span.name === 'graphql.mutation Upload'), 30_000, 100);
    const request = await until(() => byId(operation.parentSpanId) && ancestors(operation).at(-1), 30_000, 100);

    // One trace: the incoming POST is its root, the job's run a descendant of the mutation that enqueued it.
    expect(request).toMatchObject({ name: 'POST', kind: SERVER });
    expect(isRoot(request)).toBe(true);
    expect(request.attributes).toContainEqual(expect.objectContaining({ key: 'url.path', value: { stringValue: '/graphql' } }));
    expect(job.traceId).toBe(request.traceId);
    expect(ancestors(job).map((span) => span.spanId)).toContain(operation.spanId);
    // The database calls of the mutation and of the job are in it, under each of them.
    const inTrace = spans.filter((span) => span.traceId === request.traceId);
    const underOperation = inTrace.filter(
      (span) => span.name === 'prisma:client:operation' && ancestors(span).includes(operation) && !ancestors(span).includes(job),
    );
    const underJob = inTrace.filter((span) => span.name === 'prisma:client:operation' && ancestors(span).includes(job));
    expect(underOperation.length).toBeGreaterThan(0);
    expect(underJob.length).toBeGreaterThan(0);
    expect(inTrace.some((span) => span.name === 'prisma:client:db_query')).toBe(true);
    // The job queue's polling between requests is not a trace of its own.
    expect(spans.filter((span) => span.name.startsWith('prisma:') && isRoot(span))).toEqual([]);
    // Log lines written inside the trace carry its id.
    const logged = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { trace_id?: string });
    expect(logged.some((line) => line.trace_id === request.traceId)).toBe(true);
  }, 60_000);
});
