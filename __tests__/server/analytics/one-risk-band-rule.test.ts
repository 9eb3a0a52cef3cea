import { RISK_BAND_RANGES, riskBandOf, riskLevelOf } from '../../../server/shared/risk-bands';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';
import { seedDocuments } from './fixtures';

/*
 * A risk-7 document is MED on its own page: every screen and door that bands scores must say the
 * same (1–3 safe, 4–7 caution, 8–10 danger), the dashboard and analytics included.
 */
let app: TestApp;
let admin: SignedInUser;
let key: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = await createSignedInUser(app, { role: 'ADMIN' });
  const created = await admin.client.graphql(
    `mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { ... on MutationCreateApiKeySuccess { created { key } } } }`,
    { input: { name: 'Bands', scopes: ['READ'] } },
  );
  key = created.data!.createApiKey.created.key;
  const hourAgo = new Date(app.clock.now().getTime() - 3600 * 1000);
  await seedDocuments(app.db, admin.organizationId, [
    { title: 'Three', at: hourAgo, risk: 3, status: 'PENDING' },
    { title: 'Four', at: hourAgo, risk: 4, status: 'PENDING' },
    { title: 'Seven', at: hourAgo, risk: 7, status: 'PENDING' },
    { title: 'Eight', at: hourAgo, risk: 8, status: 'PENDING' },
  ]);
}, 60_000);
afterAll(() => app?.stop());

test('one rule: 1–3 safe (LOW), 4–7 caution (MED), 8–10 danger (HIGH)', () => {
  expect([1, 3, 4, 7, 8, 10].map(riskBandOf)).toEqual(['SAFE', 'SAFE', 'CAUTION', 'CAUTION', 'DANGER', 'DANGER']);
  expect([3, 7, 8].map(riskLevelOf)).toEqual(['LOW', 'MED', 'HIGH']);
  // A mean (a sender's): ≤ 3 low, ≤ 7 moderate, above high (README, "Sender figures").
  expect([2.9, 3.5, 7, 7.5].map(riskLevelOf)).toEqual(['LOW', 'MED', 'MED', 'HIGH']);
  expect(RISK_BAND_RANGES).toEqual({ SAFE: { min: 1, max: 3 }, CAUTION: { min: 4, max: 7 }, DANGER: { min: 8, max: 10 } });
});

test('the stored level of the risk-7 document is MED', async () => {
  const { data } = await admin.client.graphql(`{ documents(first: 10, filter: { riskBands: [CAUTION] }) { edges { node { title riskScore riskLevel } } } }`);
  expect(data!.documents.edges.map((edge: { node: unknown }) => edge.node)).toEqual(
    expect.arrayContaining([
      { title: 'Seven', riskScore: 7, riskLevel: 'MED' },
      { title: 'Four', riskScore: 4, riskLevel: 'MED' },
    ]),
  );
  expect(data!.documents.edges).toHaveLength(2);
});

test('the documents figures count only 8–10 as high risk', async () => {
  const { data } = await admin.client.graphql(`{ documentStats { total highRisk } }`);
  expect(data!.documentStats).toEqual({ total: 4, highRisk: 1 });
});

test('the dashboard donut puts the risk-7 document with the caution ones', async () => {
  const { data, errors } = await admin.client.graphql(`{ dashboard(period: LAST_7_DAYS) { riskDistribution { safe caution danger } } }`);
  expect(errors).toBeUndefined();
  expect(data!.dashboard.riskDistribution).toEqual({ safe: 1, caution: 2, danger: 1 });
});

test('analytics: the risk rate and the bands per type follow the same rule', async () => {
  const { data } = await admin.client.graphql(`{ analytics(period: WEEK) { riskRate riskByType { type safe caution danger } reviewers { riskRate } } }`);
  expect(data!.analytics).toMatchObject({ riskRate: 25, riskByType: [{ type: 'PDF', safe: 1, caution: 2, danger: 1 }] });
});

test('REST: the summary bands and the risk_band filter follow the same rule', async () => {
  const get = async (path: string) => (await fetch(`${app.url}/api/v1${path}`, { headers: { authorization: `Bearer ${key}` } })).json();
  const summary = await get('/analytics/summary');
  expect(summary.by_risk_band).toEqual({ safe: 1, caution: 2, danger: 1 });
  const danger = await get('/documents?risk_band=danger');
  expect(danger.data.map((document: { title: string }) => document.title)).toEqual(['Eight']);
  const caution = await get('/documents?risk_band=caution');
  expect(caution.data.map((document: { title: string }) => document.title).sort()).toEqual(['Four', 'Seven']);
});
