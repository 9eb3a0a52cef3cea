// Also on PostgreSQL, Redis and S3: aggregates written in SQL, read through each database's driver.
import { localDay } from '../../../server/analytics/calendar-days';
import type { Sender } from '../../../server/db/generated/client';
import { findOrCreateSender, senderAddress } from '../../../server/senders/find-or-create-sender';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';
import { seedDocuments } from './fixtures';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

let app: TestApp;
let admin: SignedInUser;
let stranger: SignedInUser;
let acme: Sender;
let beta: Sender;
let now: number;
const ago = (ms: number) => new Date(now - ms);

/*
 * One organization's documents around a 7-day period (now − 7 d, now] and the one before
 * (now − 14 d, now − 7 d]; every expected figure below is worked out from this table.
 *
 *  #  received   risk  status      decided (after)   reviewer  sender  type
 *  1  −1 d       8     PENDING     –                 –         Acme    PDF
 *  2  −2 d       2     SIGNED      −1 d (24 h)       Alice     Acme    PDF
 *  3  −3 d       5     REFUSED     −3 d + 2 h (2 h)  Alice     Acme    PDF
 *  4  −6 d       6     SIGNED      −4 d (48 h)       Bob       Beta    Document
 *  5  −10 d      9     PENDING     –                 –         –       PDF
 *  6  −12 d      1     SIGNED      −8 d (96 h)       Bob       –       PDF
 *  7  −9 d       4     CORRECTING  −5 d (96 h)       Bob       –       PDF
 *  8  −20 d      10    PENDING     –                 –         –       PDF
 *  9  −40 d      9     SIGNED      −39 d (24 h)      Alice     Acme    PDF
 */
beforeAll(async () => {
  app = await startTestApp();
  now = app.clock.now().getTime();
  admin = await createSignedInUser(app, { role: 'ADMIN' });
  stranger = await createSignedInUser(app, { role: 'ADMIN' });
  const alice = await createSignedInUser(app, { organizationId: admin.organizationId });
  const bob = await createSignedInUser(app, { organizationId: admin.organizationId });
  await app.db.prisma.user.update({ where: { id: alice.userId }, data: { fullName: 'Alice Martin' } });
  await app.db.prisma.user.update({ where: { id: bob.userId }, data: { fullName: 'Bob Durand' } });
  acme = await findOrCreateSender(app.db.prisma, admin.organizationId, senderAddress('legal@acme.example', 'Acme'));
  beta = await findOrCreateSender(app.db.prisma, admin.organizationId, senderAddress('sales@beta.example', 'Beta'));
  await seedDocuments(app.db, admin.organizationId, [
    { title: 'One', at: ago(1 * DAY), risk: 8, status: 'PENDING', senderId: acme.id },
    { title: 'Two', at: ago(2 * DAY), risk: 2, status: 'SIGNED', decidedAt: ago(1 * DAY), decidedById: alice.userId, senderId: acme.id },
    { title: 'Three', at: ago(3 * DAY), risk: 5, status: 'REFUSED', decidedAt: ago(3 * DAY - 2 * HOUR), decidedById: alice.userId, senderId: acme.id },
    { title: 'Four', at: ago(6 * DAY), risk: 6, status: 'SIGNED', decidedAt: ago(4 * DAY), decidedById: bob.userId, senderId: beta.id, type: 'Document' },
    { title: 'Five', at: ago(10 * DAY), risk: 9, status: 'PENDING' },
    { title: 'Six', at: ago(12 * DAY), risk: 1, status: 'SIGNED', decidedAt: ago(8 * DAY), decidedById: bob.userId },
    { title: 'Seven', at: ago(9 * DAY), risk: 4, status: 'CORRECTING', decidedAt: ago(5 * DAY), decidedById: bob.userId },
    { title: 'Eight', at: ago(20 * DAY), risk: 10, status: 'PENDING' },
    { title: 'Nine', at: ago(40 * DAY), risk: 9, status: 'SIGNED', decidedAt: ago(39 * DAY), decidedById: alice.userId, senderId: acme.id },
  ]);
  // Another organization's busy week must change nothing above.
  const foreignSender = await findOrCreateSender(app.db.prisma, stranger.organizationId, senderAddress('x@acme.example', 'Acme elsewhere'));
  await seedDocuments(app.db, stranger.organizationId, [
    { at: ago(1 * DAY), risk: 10, status: 'PENDING', senderId: foreignSender.id },
    { at: ago(2 * DAY), risk: 1, status: 'SIGNED', decidedAt: ago(1 * HOUR), senderId: foreignSender.id },
  ]);
}, 60_000);
afterAll(() => app?.stop());

const DASHBOARD = `query ($period: DashboardPeriod) {
  dashboard(period: $period) {
    hasDocuments
    toProcess { current previous changePercent }
    medianDecisionHours { current previous changePercent }
    averageRisk { current previous changePercent }
    approvalRate { current previous changePercent }
    riskDistribution { safe caution danger }
    topSenders { sender { name } documents averageRisk }
    priorityDocuments { title riskScore }
    recentActivity { action documentTitle }
  }
}`;

describe('dashboard', () => {
  it('computes each figure of the period against the period before', async () => {
    const { data, errors } = await admin.client.graphql(DASHBOARD, { period: 'LAST_7_DAYS' });
    expect(errors).toBeUndefined();
    expect(data!.dashboard).toMatchObject({
      hasDocuments: true,
      // Still undecided at the end: #1 now; #5 and #7 (decided after that period ended) before.
      toProcess: { current: 1, previous: 2, changePercent: -50 },
      // Decisions now: 2, 24, 48, 96 h → 36; before: #6 alone, 96 h.
      medianDecisionHours: { current: 36, previous: 96, changePercent: -62 },
      // Received now: 8, 2, 5, 6 → 5.25 → 5.3; before: 9, 1, 4 → 4.7.
      averageRisk: { current: 5.3, previous: 4.7, changePercent: 13 },
      // Signed among decisions: 2 of 4 now, 1 of 1 before.
      approvalRate: { current: 50, previous: 100, changePercent: -50 },
      riskDistribution: { safe: 1, caution: 2, danger: 1 },
      topSenders: [
        { sender: { name: 'Acme' }, documents: 3, averageRisk: 5 },
        { sender: { name: 'Beta' }, documents: 1, averageRisk: 6 },
      ],
    });
    // Pending, highest risk first, whatever the period.
    expect(data!.dashboard.priorityDocuments).toEqual([
      { title: 'Eight', riskScore: 10 },
      { title: 'Five', riskScore: 9 },
      { title: 'One', riskScore: 8 },
    ]);
  });

  it('widens with the period: 30 days take in #5 to #8 and leave nothing before', async () => {
    const { data } = await admin.client.graphql(DASHBOARD, { period: 'LAST_30_DAYS' });
    expect(data!.dashboard).toMatchObject({
      toProcess: { current: 3, previous: 0, changePercent: null },
      averageRisk: { current: 5.6, previous: 9, changePercent: -38 },
      riskDistribution: { safe: 2, caution: 3, danger: 3 },
    });
  });

  it('lists recent work on documents from the audit log, newest first', async () => {
    const upload = await admin.client.graphql(
      `mutation { updateSender(input: { id: "${Buffer.from(`Sender:${beta.id}`).toString('base64')}", status: TRUSTED }) { __typename } }`,
    );
    expect(upload).toEqual({ data: { updateSender: { __typename: 'MutationUpdateSenderSuccess' } } });
    const { data } = await admin.client.graphql(DASHBOARD);
    expect(data!.dashboard.recentActivity[0]).toEqual({ action: 'sender.updated', documentTitle: null });
    await app.db.prisma.sender.update({ where: { id: beta.id }, data: { status: 'CAUTION' } });
  });

  it('tells an organization without documents to start, with empty figures rather than zeros', async () => {
    const newcomer = await createSignedInUser(app, { role: 'ADMIN' });
    const { data } = await newcomer.client.graphql(DASHBOARD);
    expect(data!.dashboard).toMatchObject({
      hasDocuments: false,
      toProcess: { current: 0, previous: null, changePercent: null },
      medianDecisionHours: { current: null, previous: null, changePercent: null },
      averageRisk: { current: null },
      approvalRate: { current: null },
      riskDistribution: { safe: 0, caution: 0, danger: 0 },
      topSenders: [],
      priorityDocuments: [],
    });
  });

  it('puts a document received at the first instant of the period in the period before, one received now in this one', async () => {
    const edge = await createSignedInUser(app, { role: 'ADMIN' });
    await seedDocuments(app.db, edge.organizationId, [
      { at: ago(7 * DAY), risk: 9, status: 'PENDING' },
      { at: ago(0), risk: 2, status: 'PENDING' },
    ]);
    const { data } = await edge.client.graphql(DASHBOARD, { period: 'LAST_7_DAYS' });
    expect(data!.dashboard).toMatchObject({
      toProcess: { current: 1, previous: 1, changePercent: 0 },
      averageRisk: { current: 2, previous: 9 },
      riskDistribution: { safe: 1, caution: 0, danger: 0 },
    });
  });

  it('gives decision delays to the minute: 4 and 14 minutes have a median of 9, not 6', async () => {
    const quick = await createSignedInUser(app, { role: 'ADMIN' });
    await seedDocuments(app.db, quick.organizationId, [
      { at: ago(DAY), risk: 4, status: 'SIGNED', decidedAt: ago(DAY - 4 * 60 * 1000), decidedById: quick.userId },
      { at: ago(DAY), risk: 4, status: 'REFUSED', decidedAt: ago(DAY - 14 * 60 * 1000), decidedById: quick.userId },
    ]);
    const { data } = await quick.client.graphql(DASHBOARD, { period: 'LAST_7_DAYS' });
    expect(data!.dashboard.medianDecisionHours.current).toBe(0.15);
  });

  it('reads one decided document as it is: its delay, a 100 % approval, its risk', async () => {
    const single = await createSignedInUser(app, { role: 'ADMIN' });
    await seedDocuments(app.db, single.organizationId, [
      { at: ago(3 * DAY), risk: 4, status: 'SIGNED', decidedAt: ago(3 * DAY - 90 * 60 * 1000), decidedById: single.userId },
    ]);
    const { data } = await single.client.graphql(DASHBOARD, { period: 'LAST_7_DAYS' });
    expect(data!.dashboard).toMatchObject({
      hasDocuments: true,
      toProcess: { current: 0, previous: null, changePercent: null },
      medianDecisionHours: { current: 1.5, previous: null },
      averageRisk: { current: 4, previous: null },
      approvalRate: { current: 100, previous: null },
      riskDistribution: { safe: 0, caution: 1, danger: 0 },
      priorityDocuments: [],
    });
  });

  it('shows another organization only its own documents', async () => {
    const { data } = await stranger.client.graphql(DASHBOARD, { period: 'LAST_7_DAYS' });
    expect(data!.dashboard).toMatchObject({
      toProcess: { current: 1 },
      averageRisk: { current: 5.5 },
      topSenders: [{ sender: { name: 'Acme elsewhere' }, documents: 2 }],
    });
    expect(data!.dashboard.priorityDocuments).toHaveLength(1);
  });

  it('needs a signed-in caller', async () => {
    const answer = await app.client().graphql(DASHBOARD);
    expect(answer).toMatchObject({
      data: null,
      errors: [{ message: 'Non authentifié : Query.dashboard demande une session ouverte ou une clé d’API valide', extensions: { code: 'UNAUTHENTICATED' } }],
    });
  });
});

const ANALYTICS = `query ($period: AnalyticsPeriod, $senderId: ID, $type: String) {
  analytics(period: $period, senderId: $senderId, type: $type) {
    totalVolume riskRate averageDecisionHours validationRate
    reviewers { reviewerName processed averageHours riskRate efficiency }
    topSenders { sender { name } documents }
    trend { day start documents averageRisk }
    riskByType { type safe caution danger }
  }
}`;

describe('analytics', () => {
  it('computes the week: volume, risk rate, decision time, validation, reviewers, trend and types', async () => {
    const { data, errors } = await admin.client.graphql(ANALYTICS, { period: 'WEEK' });
    expect(errors).toBeUndefined();
    const week = data!.analytics;
    expect(week).toMatchObject({
      totalVolume: 4,
      riskRate: 25, // #1 alone is ≥ 7
      averageDecisionHours: 42.5, // (24 + 2 + 48 + 96) / 4
      validationRate: 50,
      reviewers: [
        // Alice: #2 (24 h) and #3 (2 h), both within 48 h.
        { reviewerName: 'Alice Martin', processed: 2, averageHours: 13, riskRate: 0, efficiency: 100 },
        // Bob: #4 (48 h, prompt) and #7 (96 h, late).
        { reviewerName: 'Bob Durand', processed: 2, averageHours: 72, riskRate: 0, efficiency: 50 },
      ],
      riskByType: [
        { type: 'PDF', safe: 1, caution: 1, danger: 1 },
        { type: 'Document', safe: 0, caution: 1, danger: 0 },
      ],
    });
    // The last 30 days: Acme's #1 to #3, Beta's #4; #9 is older.
    expect(week.topSenders).toEqual([
      { sender: { name: 'Acme' }, documents: 3 },
      { sender: { name: 'Beta' }, documents: 1 },
    ]);
    expect(week.trend).toHaveLength(7);
    // Steps are calendar days, today last: #4 (−6 d) falls on the first, #1 (−1 d) on the sixth.
    expect(week.trend.map((step: { documents: number }) => step.documents)).toEqual([1, 0, 0, 1, 1, 1, 0]);
    expect(week.trend[5]).toMatchObject({ documents: 1, averageRisk: 8 });
    expect(week.trend[0].day).toBe(localDay(ago(6 * DAY), 'Europe/Paris'));
    expect(localDay(new Date(week.trend[0].start), 'Europe/Paris')).toBe(week.trend[0].day);
  });

  it('narrows every figure by sender and by type', async () => {
    const senderId = Buffer.from(`Sender:${beta.id}`).toString('base64');
    const bySender = (await admin.client.graphql(ANALYTICS, { period: 'WEEK', senderId })).data!.analytics;
    expect(bySender).toMatchObject({
      totalVolume: 1,
      validationRate: 100,
      averageDecisionHours: 48,
      reviewers: [{ reviewerName: 'Bob Durand', processed: 1 }],
    });
    const byType = (await admin.client.graphql(ANALYTICS, { period: 'WEEK', type: 'Document' })).data!.analytics;
    expect(byType).toMatchObject({ totalVolume: 1, riskByType: [{ type: 'Document', caution: 1 }] });
  });

  it('steps a quarter by weeks', async () => {
    const quarter = (await admin.client.graphql(ANALYTICS, { period: 'QUARTER' })).data!.analytics;
    expect(quarter.trend).toHaveLength(13);
    expect(quarter.totalVolume).toBe(9);
  });

  it('answers a foreign sender id with nothing of the other organization', async () => {
    const foreign = await app.db.prisma.sender.findFirstOrThrow({ where: { organizationId: stranger.organizationId } });
    const answer = (await admin.client.graphql(ANALYTICS, { period: 'WEEK', senderId: Buffer.from(`Sender:${foreign.id}`).toString('base64') })).data!
      .analytics;
    expect(answer).toMatchObject({ totalVolume: 0, reviewers: [], riskByType: [] });
  });
});
