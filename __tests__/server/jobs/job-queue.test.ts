// Also on PostgreSQL, Redis and S3: jobs claimed with row locks by concurrent connections.
import { JOB_LEASE_MS, createJobQueue, enqueueJob } from '../../../server/jobs/job-queue';
import { pruneFinishedJobs } from '../../../server/housekeeping/housekeeping';
import { startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.stop();
});

const enqueue = (queue: string, payload: Record<string, unknown>, maxAttempts = 8) =>
  app.services.db.prisma.$transaction((tx) => enqueueJob(tx, { queue, payload, maxAttempts }, app.clock.now()));

describe('PostgreSQL job queue', () => {
  it('runs each job exactly once when two workers drain the same queue at once', async () => {
    const ran: number[] = [];
    const handler = async (_services: unknown, job: { payload: Record<string, unknown> }) => {
      ran.push(Number(job.payload.n));
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const first = createJobQueue(app.services, { 'test-once': handler });
    const second = createJobQueue(app.services, { 'test-once': handler });
    for (let n = 0; n < 20; n += 1) await enqueue('test-once', { n });
    const [a, b] = await Promise.all([first.runDueJobs(), second.runDueJobs()]);
    expect(a + b).toBe(20);
    expect([...ran].sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(await app.services.db.prisma.job.count({ where: { queue: 'test-once', status: 'DONE' } })).toBe(20);
  });

  it('backs off exponentially and marks a job FAILED after its last attempt', async () => {
    const queue = createJobQueue(app.services, {
      'test-fail': async () => {
        throw new Error('always broken');
      },
    });
    const job = await enqueue('test-fail', {}, 3);
    expect(await queue.runDueJobs()).toBe(1);
    let row = await app.services.db.prisma.job.findUniqueOrThrow({ where: { id: job.id } });
    expect(row).toMatchObject({ status: 'QUEUED', attempts: 1, lastError: 'always broken' });
    expect(row.runAt.getTime() - app.clock.now().getTime()).toBe(30_000);
    app.clock.advance(30_000);
    expect(await queue.runDueJobs()).toBe(1);
    row = await app.services.db.prisma.job.findUniqueOrThrow({ where: { id: job.id } });
    expect(row.runAt.getTime() - app.clock.now().getTime()).toBe(60_000);
    app.clock.advance(60_000);
    expect(await queue.runDueJobs()).toBe(1);
    row = await app.services.db.prisma.job.findUniqueOrThrow({ where: { id: job.id } });
    expect(row).toMatchObject({ status: 'FAILED', attempts: 3 });
    app.clock.advance(3_600_000);
    expect(await queue.runDueJobs()).toBe(0);
  });

  it('takes over a job left RUNNING by a crashed worker once its 30-second lease has run out', async () => {
    let runs = 0;
    const queue = createJobQueue(app.services, { 'test-stale': async () => void (runs += 1) });
    const job = await enqueue('test-stale', {});
    await app.services.db.prisma.job.update({
      where: { id: job.id },
      data: { status: 'RUNNING', lockedAt: app.clock.now(), lockedBy: 'dead-worker', attempts: 1 },
    });
    expect(await queue.runDueJobs()).toBe(0);
    app.clock.advance(JOB_LEASE_MS - 1000);
    expect(await queue.runDueJobs()).toBe(0);
    app.clock.advance(2000);
    expect(await queue.runDueJobs()).toBe(1);
    expect(runs).toBe(1);
  });

  it('keeps the lease of a long job alive while its worker runs it, so no other instance runs it twice', async () => {
    let release!: () => void;
    let runs = 0;
    const slow = createJobQueue(
      app.services,
      { 'test-long': () => new Promise<void>((resolve) => ((runs += 1), (release = resolve))) },
      { leaseMs: JOB_LEASE_MS, heartbeatMs: 20 },
    );
    const other = createJobQueue(app.services, { 'test-long': async () => void (runs += 1) }, { leaseMs: JOB_LEASE_MS, heartbeatMs: 20 });
    await enqueue('test-long', {});
    const running = slow.runDueJobs();
    for (let step = 0; step < 4; step += 1) {
      // Far past the lease in all, but renewed by the heartbeat after each step.
      app.clock.advance(JOB_LEASE_MS - 5000);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await other.runDueJobs()).toBe(0);
    }
    release();
    await running;
    expect(runs).toBe(1);
  });

  it('prunes the jobs finished longer ago than JOB_RETENTION_DAYS, and nothing queued, running or recent', async () => {
    const queue = createJobQueue(app.services, {
      'test-prune-done': async () => undefined,
      'test-prune-failed': async () => {
        throw new Error('always');
      },
    });
    const old = [await enqueue('test-prune-done', { n: 1 }), await enqueue('test-prune-failed', { n: 2 }, 1)];
    await queue.runDueJobs();
    app.clock.advance((app.config.JOB_RETENTION_DAYS * 24 + 1) * 3_600_000);
    const recent = await enqueue('test-prune-done', { n: 3 });
    await queue.runDueJobs();
    // Due in the past but never claimed (no worker of its queue here), and one claimed long ago, still running.
    const waiting = await enqueue('test-prune-nobody', { n: 4 });
    const running = await enqueue('test-prune-nobody', { n: 5 });
    await app.db.prisma.job.update({ where: { id: running.id }, data: { status: 'RUNNING', lockedAt: new Date(0) } });
    const statuses = async (ids: string[]) =>
      (await app.db.prisma.job.findMany({ where: { id: { in: ids } }, select: { id: true, status: true } })).map((job) => `${job.id}:${job.status}`).sort();
    expect(await statuses(old.map((job) => job.id))).toEqual([`${old[0].id}:DONE`, `${old[1].id}:FAILED`].sort());

    expect(await pruneFinishedJobs(app.services)).toBeGreaterThanOrEqual(2);
    expect(await statuses([...old.map((job) => job.id), recent.id, waiting.id, running.id])).toEqual(
      [`${recent.id}:DONE`, `${waiting.id}:QUEUED`, `${running.id}:RUNNING`].sort(),
    );
    await app.db.prisma.job.deleteMany({ where: { id: { in: [waiting.id, running.id] } } });
  });
});
