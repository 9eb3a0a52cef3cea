// Also on PostgreSQL, Redis and S3: aggregates written in SQL.
import { randomUUID } from 'node:crypto';
import type { Viewer } from '../../../server/access/viewer';
import { summarizeAnalytics } from '../../../server/analytics/summarize-analytics';
import { seedDocuments } from './fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
let viewer: Viewer;
let other: Viewer;

const NOVEMBER = { from: new Date('2026-11-01T00:00:00Z'), to: new Date('2026-12-01T00:00:00Z') };
const viewerOf = (organizationId: string, scopes?: Viewer['scopes']): Viewer => ({
  userId: randomUUID(),
  organizationId,
  role: 'USER',
  sessionId: null,
  aal: 1,
  locale: 'fr',
  scopes,
});

beforeAll(async () => {
  app = await startTestApp();
  const [a, b] = await Promise.all([app.db.prisma.organization.create({ data: { name: 'A' } }), app.db.prisma.organization.create({ data: { name: 'B' } })]);
  viewer = viewerOf(a.id);
  other = viewerOf(b.id);
  await seedDocuments(app.db, a.id, [
    { at: '2026-10-31T23:59:59.999Z', risk: 9, status: 'PENDING' }, // just before the period
    { at: '2026-11-01T00:00:00Z', risk: 3, status: 'SIGNED' }, // first instant: in
    { at: '2026-11-10T12:00:00Z', risk: 4, status: 'PENDING' },
    { at: '2026-11-15T12:00:00Z', risk: 6, status: 'REFUSED' },
    { at: '2026-11-20T12:00:00Z', risk: 7, status: 'PENDING' },
    { at: '2026-11-30T23:59:59.999Z', risk: 10, status: 'UNDER_REVIEW' }, // last instant: in
    { at: '2026-12-01T00:00:00Z', risk: 1, status: 'SIGNED' }, // end is exclusive
  ]);
  await seedDocuments(app.db, b.id, [{ at: '2026-11-05T00:00:00Z', risk: 8, status: 'SIGNED' }]);
}, 60_000);
afterAll(() => app?.stop());

test('counts the documents of the period, its bounds included at the start and excluded at the end', async () => {
  // In: risks 3, 4, 6, 7, 10 → mean 6.0; bands 1–3 / 4–7 / 8–10 → 1, 3, 1.
  expect(await summarizeAnalytics(app.services, viewer, NOVEMBER)).toEqual({
    documents: 5,
    pending: 2,
    signed: 1,
    refused: 1,
    averageRisk: 6,
    byRiskBand: { safe: 1, caution: 3, danger: 1 },
  });
});

test('one document in the period', async () => {
  const day = { from: new Date('2026-11-15T00:00:00Z'), to: new Date('2026-11-16T00:00:00Z') };
  expect(await summarizeAnalytics(app.services, viewer, day)).toEqual({
    documents: 1,
    pending: 0,
    signed: 0,
    refused: 1,
    averageRisk: 6,
    byRiskBand: { safe: 0, caution: 1, danger: 0 },
  });
});

test('another organization sees only its own document', async () => {
  expect(await summarizeAnalytics(app.services, other, NOVEMBER)).toMatchObject({
    documents: 1,
    signed: 1,
    averageRisk: 8,
    byRiskBand: { safe: 0, caution: 0, danger: 1 },
  });
});

test('an empty organization reads zeros and no average', async () => {
  const empty = await app.db.prisma.organization.create({ data: { name: 'Empty' } });
  expect(await summarizeAnalytics(app.services, viewerOf(empty.id), NOVEMBER)).toEqual({
    documents: 0,
    pending: 0,
    signed: 0,
    refused: 0,
    averageRisk: null,
    byRiskBand: { safe: 0, caution: 0, danger: 0 },
  });
});

test('refuses a period that ends before it starts, no viewer, and an API key without the read scope', async () => {
  await expect(summarizeAnalytics(app.services, viewer, { from: NOVEMBER.to, to: NOVEMBER.from })).rejects.toMatchObject({ code: 'INVALID_PERIOD' });
  await expect(summarizeAnalytics(app.services, null, NOVEMBER)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  await expect(summarizeAnalytics(app.services, viewerOf(viewer.organizationId, ['write']), NOVEMBER)).rejects.toMatchObject({ code: 'FORBIDDEN' });
});
