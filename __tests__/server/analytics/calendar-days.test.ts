// Also on PostgreSQL, Redis and S3: days of the organization's time zone computed in SQL.
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';
import { seedDocuments } from './fixtures';

/*
 * Wednesday 25 November 2026, 11:00 in Paris (10:00 UTC). The figures count calendar days of the
 * organization's time zone (Europe/Paris unless set otherwise), not 24-hour steps back from now.
 *
 *  received (UTC)       Paris day   risk
 *  2026-11-25 09:00     25          4
 *  2026-11-24 23:30     25          6    (24 in New York)
 *  2026-11-24 12:00     24          8
 *  2026-11-18 23:30     19          2    first day of the week
 *  2026-11-18 22:30     18          9    the day before the week
 */
const NOW = Date.parse('2026-11-25T10:00:00Z');
let app: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  app = await startTestApp();
  app.clock.advance(NOW - app.clock.now().getTime());
  admin = await createSignedInUser(app, { role: 'ADMIN' });
  await seedDocuments(app.db, admin.organizationId, [
    { at: '2026-11-25T09:00:00Z', risk: 4, status: 'PENDING' },
    { at: '2026-11-24T23:30:00Z', risk: 6, status: 'PENDING' },
    { at: '2026-11-24T12:00:00Z', risk: 8, status: 'PENDING' },
    { at: '2026-11-18T23:30:00Z', risk: 2, status: 'PENDING' },
    { at: '2026-11-18T22:30:00Z', risk: 9, status: 'PENDING' },
  ]);
}, 60_000);
afterAll(() => app?.stop());

const TREND = `query ($period: AnalyticsPeriod) { analytics(period: $period) { totalVolume trend { day start documents averageRisk } } }`;

test('a new organization counts in Europe/Paris', async () => {
  const organization = await app.db.prisma.organization.findUniqueOrThrow({ where: { id: admin.organizationId } });
  expect(organization.timeZone).toBe('Europe/Paris');
});

test('the week is seven calendar days, today included, each bucket one day from midnight in Paris', async () => {
  const { data, errors } = await admin.client.graphql(TREND, { period: 'WEEK' });
  expect(errors).toBeUndefined();
  const { trend, totalVolume } = data!.analytics;
  expect(totalVolume).toBe(4);
  expect(trend.map((bucket: { day: string }) => bucket.day)).toEqual([
    '2026-11-19',
    '2026-11-20',
    '2026-11-21',
    '2026-11-22',
    '2026-11-23',
    '2026-11-24',
    '2026-11-25',
  ]);
  expect(trend.map((bucket: { documents: number }) => bucket.documents)).toEqual([1, 0, 0, 0, 0, 1, 2]);
  // The document of 00:30 on the 25th in Paris counts on the 25th, with its mean risk.
  expect(trend[6]).toEqual({ day: '2026-11-25', start: '2026-11-24T23:00:00.000Z', documents: 2, averageRisk: 5 });
  expect(trend[5]).toMatchObject({ day: '2026-11-24', documents: 1, averageRisk: 8 });
});

test('a quarter steps by weeks from Monday, this week last', async () => {
  const { data } = await admin.client.graphql(TREND, { period: 'QUARTER' });
  const { trend } = data!.analytics;
  expect(trend).toHaveLength(13);
  expect(trend[12]).toMatchObject({ day: '2026-11-23', start: '2026-11-22T23:00:00.000Z', documents: 3 });
  expect(trend[11]).toMatchObject({ day: '2026-11-16', documents: 2 });
  expect(trend[0].day).toBe('2026-08-31');
});

test("the dashboard's days start at midnight in the organization's time zone", async () => {
  const { data } = await admin.client.graphql(`{ dashboard(period: LAST_7_DAYS) { toProcess { current previous } averageRisk { current previous } } }`);
  expect(data!.dashboard).toEqual({ toProcess: { current: 4, previous: 1 }, averageRisk: { current: 5, previous: 9 } });
});

test('another time zone moves the documents to its own days', async () => {
  await app.db.prisma.organization.update({ where: { id: admin.organizationId }, data: { timeZone: 'America/New_York' } });
  try {
    const { data } = await admin.client.graphql(TREND, { period: 'WEEK' });
    const { trend } = data!.analytics;
    // 05:00 on the 25th in New York; the document of 23:30 UTC on the 24th is 18:30 there.
    expect(trend[6]).toEqual({ day: '2026-11-25', start: '2026-11-25T05:00:00.000Z', documents: 1, averageRisk: 4 });
    expect(trend[5]).toMatchObject({ day: '2026-11-24', documents: 2, averageRisk: 7 });
  } finally {
    await app.db.prisma.organization.update({ where: { id: admin.organizationId }, data: { timeZone: 'Europe/Paris' } });
  }
});
