// Also on PostgreSQL, Redis and S3: database pool use and Redis state are series of their own.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApiKey } from '../../../server/api-keys/create-api-key';
import { loadPersistedOperations } from '../../../server/graphql/persisted-operations';
import { startTestApp, type TestApp } from '../../support/test-app';
import { until } from '../../support/until';
import { createSignedInUser, type SignedInUser } from '../../support/users';
import { riskyPdf, upload } from '../documents/fixtures';

/** The value of one series in a Prometheus text answer (0 when absent), its labels matched as given. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number {
  let total = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const seen = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]));
    if (Object.entries(labels).every(([key, value]) => seen[key] === value)) total += Number(match[3]);
  }
  return total;
}

async function scrape(app: TestApp, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${app.url}/metrics`, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

describe('GET /metrics', () => {
  let app: TestApp;
  let alice: SignedInUser;

  beforeAll(async () => {
    app = await startTestApp();
    alice = await createSignedInUser(app, { role: 'ADMIN' });
  });
  afterAll(() => app?.stop());

  it('counts what the instance did: HTTP, GraphQL, REST, sockets, events, jobs, analysis', async () => {
    const before = await scrape(app);

    // GraphQL over HTTP: a named query, a persisted operation of the web app, and an upload that analyses.
    const viewer = await alice.client.graphql('query Me { viewer { user { email } } }');
    expect(viewer.data?.viewer.user.email).toBe(alice.email);
    const [persistedId, persistedText] = Object.entries(loadPersistedOperations()).find(([, text]) => /^query \w+ \{/.test(text) && !text.includes('$'))!;
    const persistedName = /^query (\w+)/.exec(persistedText)![1];
    const persisted = await alice.client.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ documentId: persistedId }),
    });
    expect(persisted.status).toBe(200);
    const uploaded = await upload(alice.client, 'Contract', new File([Buffer.from(await riskyPdf(1))], 'contract.pdf', { type: 'application/pdf' }));
    expect(uploaded.__typename).toBe('MutationUploadDocumentSuccess');
    await app.services.jobs.runDueJobs();
    const signed = await alice.client.graphql(
      `mutation Sign($input: SignDocumentInput!) { signDocument(input: $input) { ... on MutationSignDocumentSuccess { document { status } } ... on Error { code } } }`,
      {
        input: { id: uploaded.document.id, signatureType: 'SIMPLE' },
      },
    );
    expect(signed.data?.signDocument).toEqual({ document: { status: 'SIGNED' } });

    // REST: a list with a key, and a call without one.
    const viewerOf = {
      userId: alice.userId,
      organizationId: alice.organizationId,
      role: 'ADMIN' as const,
      sessionId: 'metrics',
      aal: 1 as const,
      locale: 'en' as const,
    };
    const { key } = await createApiKey(app.services, viewerOf, { name: 'metrics', scopes: ['read'] });
    expect((await fetch(`${app.url}/api/v1/documents`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(200);
    expect((await fetch(`${app.url}/api/v1/documents`)).status).toBe(401);

    // A socket with a subscription, and an event delivered to it.
    const socket = alice.client.socket();
    const delivered = new Promise<unknown>((resolve, reject) => {
      socket.subscribe({ query: 'subscription Changes { documentChanged { kind documentId } }' }, { next: resolve, error: reject, complete: () => undefined });
    });
    await new Promise<void>((resolve) => socket.on('connected', () => resolve()));
    const open = await until(async () => {
      const text = await scrape(app);
      return valueOf(text, 'paraphe_websocket_subscriptions') >= 1 ? text : null;
    }, 5000);
    expect(valueOf(open, 'paraphe_websocket_connections')).toBe(1);
    app.services.pubsub.publish('documentChanged', alice.organizationId, { kind: 'UPDATED', documentId: '00000000-0000-0000-0000-000000000000' });
    await delivered;

    const after = await scrape(app);
    const moved = (name: string, labels: Record<string, string> = {}) => valueOf(after, name, labels) - valueOf(before, name, labels);

    expect(moved('paraphe_http_requests_total', { method: 'POST', route: '/graphql', status: '200' })).toBeGreaterThanOrEqual(3);
    expect(moved('paraphe_http_requests_total', { method: 'GET', route: '/api/v1/documents', status: '200' })).toBe(1);
    expect(moved('paraphe_http_requests_total', { method: 'GET', route: '/api/v1/documents', status: '401' })).toBe(1);
    expect(moved('paraphe_http_request_duration_seconds_count', { method: 'POST', route: '/graphql' })).toBeGreaterThanOrEqual(3);
    expect(moved('paraphe_graphql_operations_total', { operation: 'Me', type: 'query', outcome: 'ok' })).toBe(1);
    expect(moved('paraphe_graphql_operations_total', { operation: persistedName, persisted_id: persistedId })).toBe(1);
    expect(moved('paraphe_graphql_operation_duration_seconds_count', { operation: 'Me', type: 'query' })).toBe(1);
    expect(moved('paraphe_graphql_operations_total', { type: 'mutation', outcome: 'ok' })).toBe(2);
    expect(moved('paraphe_signing_duration_seconds_count', { outcome: 'ok' })).toBe(1);
    expect(moved('paraphe_graphql_operations_total', { operation: 'Changes', type: 'subscription' })).toBe(1);
    expect(moved('paraphe_rest_calls_total', { operation: 'listDocuments', status: '200' })).toBe(1);
    expect(moved('paraphe_rest_calls_total', { operation: 'listDocuments', status: '401' })).toBe(1);
    expect(moved('paraphe_analysis_duration_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(moved('paraphe_events_published_total', { channel: 'documentChanged' })).toBeGreaterThanOrEqual(2);
    expect(moved('paraphe_events_delivered_total', { channel: 'documentChanged' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(after, 'paraphe_nodejs_eventloop_lag_seconds')).toBeGreaterThan(0);

    await socket.dispose();
    const closed = await until(async () => {
      const text = await scrape(app);
      return valueOf(text, 'paraphe_websocket_connections') === 0 ? text : null;
    }, 5000);
    expect(valueOf(closed, 'paraphe_websocket_subscriptions')).toBe(0);
  });

  it('reports the job queue by kind: depth, age of the oldest, failures', async () => {
    const { prisma } = app.services.db;
    const queue = 'webhook-delivery';
    const ran = valueOf(await scrape(app), 'paraphe_jobs_total', { kind: queue, outcome: 'retry' });
    await prisma.job.create({
      data: { queue, payload: { deliveryId: '00000000-0000-0000-0000-000000000000' }, runAt: new Date(app.clock.now().getTime() - 90_000) },
    });
    await prisma.job.create({ data: { queue, payload: { deliveryId: '00000000-0000-0000-0000-000000000001' }, runAt: app.clock.now() } });
    const waiting = await scrape(app);
    expect(valueOf(waiting, 'paraphe_job_queue_depth', { kind: queue })).toBe(2);
    expect(valueOf(waiting, 'paraphe_job_queue_oldest_age_seconds', { kind: queue })).toBeGreaterThanOrEqual(90);

    await prisma.job.updateMany({ where: { queue }, data: { payload: { deliveryId: 'not-a-uuid' } } });
    await app.services.jobs.runDueJobs();
    const settled = await scrape(app);
    expect(valueOf(settled, 'paraphe_job_queue_depth', { kind: queue })).toBe(0);
    expect(valueOf(settled, 'paraphe_jobs_total', { kind: queue })).toBeGreaterThanOrEqual(2);
    expect(valueOf(settled, 'paraphe_job_duration_seconds_count', { kind: queue })).toBeGreaterThanOrEqual(2);
    expect(
      valueOf(settled, 'paraphe_jobs_total', { kind: queue, outcome: 'retry' }) +
        valueOf(settled, 'paraphe_jobs_total', { kind: queue, outcome: 'done' }) -
        ran,
    ).toBeGreaterThanOrEqual(2);
  });

  it('serves every series the Grafana dashboard and the alert rules read', async () => {
    const served = new Set([...(await scrape(app)).matchAll(/^# TYPE (\w+) /gm)].map(([, name]) => name));
    const deploy = join(import.meta.dirname, '../../../deploy');
    const used = new Set(
      ['grafana-dashboard.json', 'prometheus-alerts.yml'].flatMap((file) =>
        [...readFileSync(join(deploy, file), 'utf8').matchAll(/\bparaphe_\w+/g)].map(([name]) => name.replace(/_(bucket|count|sum)$/, '')),
      ),
    );
    expect(used.size).toBeGreaterThan(15);
    expect([...used].filter((name) => !served.has(name))).toEqual([]);
  });
});

describe('/metrics in production', () => {
  it('asks for METRICS_TOKEN on the public port', async () => {
    const app = await startTestApp({ env: { NODE_ENV: 'production', PUBLIC_URL: 'http://localhost', METRICS_TOKEN: 'a-metrics-token-of-some-length' } });
    try {
      expect((await fetch(`${app.url}/metrics`)).status).toBe(401);
      expect((await fetch(`${app.url}/metrics`, { headers: { authorization: 'Bearer wrong-token-of-some-length' } })).status).toBe(401);
      const text = await scrape(app, { authorization: 'Bearer a-metrics-token-of-some-length' });
      expect(valueOf(text, 'paraphe_http_requests_total', { route: '/metrics', status: '401' })).toBe(2);
    } finally {
      await app.stop();
    }
  });

  it('serves it on METRICS_PORT only, and not at all without either setting', async () => {
    const separate = await startTestApp({ env: { NODE_ENV: 'production', PUBLIC_URL: 'http://localhost', METRICS_PORT: '0' } });
    const closed = await startTestApp({ env: { NODE_ENV: 'production', PUBLIC_URL: 'http://localhost' } });
    try {
      expect((await fetch(`${separate.url}/metrics`)).status).toBe(404);
      const port = separate.app.metricsPort();
      expect(port).toBeGreaterThan(0);
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.status).toBe(200);
      expect(valueOf(await response.text(), 'paraphe_http_requests_total', { status: '404' })).toBe(1);
      expect((await fetch(`${closed.url}/metrics`)).status).toBe(404);
    } finally {
      await separate.stop();
      await closed.stop();
    }
    // Two production apps start and stop here: more than the default limit on a busy machine.
  }, 90_000);
});
