// Also on PostgreSQL, Redis and S3: a database that stops answering, and checks read in SQL.
import { STATUS_CACHE_MS } from '../../../server/status/service-status';
import { enqueueJob } from '../../../server/jobs/job-queue';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser } from '../../support/users';

const STATUS = `query { serviceStatus { overall components { component status } incidents { title status resolvedAt } canManageIncidents } }`;
const CREATE = `mutation Create($input: StatusIncidentInput!) { createStatusIncident(input: $input) { __typename ... on MutationCreateStatusIncidentSuccess { incident { id status } } ... on Error { code } } }`;
const UPDATE = `mutation Update($id: ID!, $input: StatusIncidentInput!) { updateStatusIncident(id: $id, input: $input) { __typename ... on MutationUpdateStatusIncidentSuccess { incident { status resolvedAt } } ... on Error { code } } }`;

const statusOf = (answer: { data?: Record<string, any> }) =>
  Object.fromEntries(
    (answer.data!.serviceStatus.components as Array<{ component: string; status: string }>).map(({ component, status }) => [component, status]),
  );

describe('the status page', () => {
  let app: TestApp;

  beforeEach(async () => {
    app = await startTestApp({ env: { JOBS_ENABLED: 'true', PLATFORM_ADMIN_EMAILS: 'ops@paraphe.test' } });
  });

  afterEach(async () => {
    await app.stop();
  });

  it('reports every part operational on a healthy installation, to visitors', async () => {
    const answer = await app.client().graphql(STATUS);
    expect(answer.data!.serviceStatus.overall).toBe('OPERATIONAL');
    expect(statusOf(answer)).toEqual({
      API: 'OPERATIONAL',
      DATABASE: 'OPERATIONAL',
      JOB_QUEUE: 'OPERATIONAL',
      MAIL_SYNC: 'OPERATIONAL',
      EMAIL_DELIVERY: 'OPERATIONAL',
    });
    expect(answer.data!.serviceStatus.canManageIncidents).toBe(false);
  });

  it('reports the job queue partial when queued work is late', async () => {
    const now = app.clock.now();
    await enqueueJob(app.db.prisma, { queue: 'status-probe', payload: {}, runAt: new Date(now.getTime() - 10 * 60_000) }, now);
    expect(statusOf(await app.client().graphql(STATUS))).toMatchObject({ JOB_QUEUE: 'PARTIAL', MAIL_SYNC: 'OPERATIONAL' });
  });

  it('reports a stopped database as down', async () => {
    await app.db.close();
    // The test app would close the database again when it stops.
    app.db.close = async () => undefined;
    const answer = await app.client().graphql(STATUS);
    expect(answer.data!.serviceStatus.overall).toBe('DOWN');
    expect(statusOf(answer)).toMatchObject({ DATABASE: 'DOWN', JOB_QUEUE: 'DOWN', API: 'PARTIAL' });
    expect(answer.data!.serviceStatus.incidents).toEqual([]);
  });

  it('checks at most every 15 seconds', async () => {
    await app.client().graphql(STATUS);
    const now = app.clock.now();
    await enqueueJob(app.db.prisma, { queue: 'status-probe', payload: {}, runAt: new Date(now.getTime() - 10 * 60_000) }, now);
    expect(statusOf(await app.client().graphql(STATUS)).JOB_QUEUE).toBe('OPERATIONAL');
    app.clock.advance(STATUS_CACHE_MS);
    expect(statusOf(await app.client().graphql(STATUS)).JOB_QUEUE).toBe('PARTIAL');
  });

  it('lets the installation administrators, and only them, publish and resolve incidents', async () => {
    const organizationAdmin = await createSignedInUser(app, { role: 'ADMIN' });
    expect((await organizationAdmin.client.graphql(CREATE, { input: { title: 'Slow analysis' } })).data!.createStatusIncident).toMatchObject({
      code: 'FORBIDDEN',
    });
    const visitor = await app.client().graphql(CREATE, { input: { title: 'Slow analysis' } });
    expect(visitor.data?.createStatusIncident ?? null).toBeNull();
    expect(visitor.errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);

    const operator = await createSignedInUser(app, { role: 'USER' });
    await app.db.prisma.user.update({ where: { id: operator.userId }, data: { email: 'ops@paraphe.test' } });
    expect((await operator.client.graphql(STATUS)).data!.serviceStatus.canManageIncidents).toBe(true);
    expect((await operator.client.graphql(CREATE, { input: { title: ' ' } })).data!.createStatusIncident.__typename).toBe('ValidationFailed');
    const created = await operator.client.graphql(CREATE, { input: { title: 'Slow analysis', body: 'Analyses take longer than usual.' } });
    const incident = created.data!.createStatusIncident.incident;
    expect(incident.status).toBe('INVESTIGATING');
    const resolved = await operator.client.graphql(UPDATE, { id: incident.id, input: { status: 'RESOLVED' } });
    expect(resolved.data!.updateStatusIncident.incident).toEqual({ status: 'RESOLVED', resolvedAt: app.clock.now().toISOString() });
    expect((await organizationAdmin.client.graphql(UPDATE, { id: incident.id, input: { status: 'INVESTIGATING' } })).data!.updateStatusIncident.code).toBe(
      'FORBIDDEN',
    );
    expect((await app.client().graphql(STATUS)).data!.serviceStatus.incidents).toEqual([
      { title: 'Slow analysis', status: 'RESOLVED', resolvedAt: app.clock.now().toISOString() },
    ]);
  });
});
