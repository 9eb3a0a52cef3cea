import type { Sender } from '../../../server/db/generated/client';
import { findOrCreateSender, senderAddress } from '../../../server/senders/find-or-create-sender';
import { seedDocuments } from '../analytics/fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';
import { expectMatchesSpec } from './openapi-validator';

let app: TestApp;
let admin: SignedInUser;
let stranger: SignedInUser;
let readKey: string;
let writeOnlyKey: string;
let strangerKey: string;
let acme: Sender;
let quiet: Sender;
let foreign: Sender;

const CREATE_KEY = `mutation($input: CreateApiKeyInput!) {
  createApiKey(input: $input) { ... on MutationCreateApiKeySuccess { created { key } } ... on Error { code } }
}`;

async function createKey(user: SignedInUser, scopes: string[]): Promise<string> {
  const result = await user.client.graphql(CREATE_KEY, { input: { name: 'Reporting', scopes } });
  return result.data!.createApiKey.created.key;
}

const api = (key: string | null, path: string) => fetch(`${app.url}/api/v1${path}`, { headers: key ? { authorization: `Bearer ${key}` } : {} });

beforeAll(async () => {
  app = await startTestApp();
  admin = await createSignedInUser(app, { role: 'ADMIN' });
  stranger = await createSignedInUser(app, { role: 'ADMIN' });
  [readKey, writeOnlyKey, strangerKey] = await Promise.all([createKey(admin, ['READ']), createKey(admin, ['WRITE']), createKey(stranger, ['READ'])]);
  await seedDocuments(app.db, admin.organizationId, [
    { at: '2026-11-01T00:00:00Z', risk: 2, status: 'SIGNED' },
    { at: '2026-11-02T00:00:00Z', risk: 5, status: 'PENDING' },
    { at: '2026-11-03T00:00:00Z', risk: 8, status: 'REFUSED' },
    { at: '2026-11-04T00:00:00Z', risk: 9, status: 'PENDING' }, // at `to`: excluded
  ]);
  acme = await findOrCreateSender(app.db.prisma, admin.organizationId, senderAddress('legal@acme.example', 'Acme'));
  quiet = await findOrCreateSender(app.db.prisma, admin.organizationId, senderAddress('hello@quiet.example', 'Quiet'));
  foreign = await findOrCreateSender(app.db.prisma, stranger.organizationId, senderAddress('x@foreign.example', 'Foreign'));
  // Acme's documents: risks 2 and 5 → mean 3.5 → reliability 10 × (10 − 3.5) / 9 = 7.2.
  const [first, second] = await app.db.prisma.document.findMany({
    where: { organizationId: admin.organizationId, riskScore: { in: [2, 5] } },
    orderBy: { riskScore: 'asc' },
  });
  await app.db.prisma.document.updateMany({ where: { id: { in: [first.id, second.id] } }, data: { senderId: acme.id } });
  await seedDocuments(app.db, stranger.organizationId, [{ at: '2026-11-02T00:00:00Z', risk: 7, status: 'PENDING' }]);
}, 60_000);
afterAll(() => app?.stop());

const PERIOD = '?from=2026-11-01T00:00:00Z&to=2026-11-04T00:00:00Z';

test('GET /analytics/summary answers the figures of the period, as the OpenAPI document describes', async () => {
  const body = await expectMatchesSpec('get', '/analytics/summary', await api(readKey, `/analytics/summary${PERIOD}`));
  // Risks 2, 5, 8 → mean 5.0; one per band.
  expect(body).toEqual({
    from: '2026-11-01T00:00:00.000Z',
    to: '2026-11-04T00:00:00.000Z',
    documents: 3,
    pending: 1,
    signed: 1,
    refused: 1,
    average_risk: 5,
    by_risk_band: { safe: 1, caution: 1, danger: 1 },
  });
});

test("another organization's key reads only its own figures", async () => {
  const body = await expectMatchesSpec('get', '/analytics/summary', await api(strangerKey, `/analytics/summary${PERIOD}`));
  expect(body).toMatchObject({ documents: 1, pending: 1, average_risk: 7, by_risk_band: { safe: 0, caution: 1, danger: 0 } });
});

test('by default the period is the last 30 days up to now', async () => {
  const body = await expectMatchesSpec('get', '/analytics/summary', await api(readKey, '/analytics/summary'));
  const now = app.clock.now().getTime();
  expect(new Date(body.to).getTime()).toBe(now);
  expect(new Date(body.from).getTime()).toBe(now - 30 * 24 * 3600 * 1000);
});

test('a bad date or an inverted period is a 422, a key without read scope a 403, no key a 401', async () => {
  const bad = await expectMatchesSpec('get', '/analytics/summary', await api(readKey, '/analytics/summary?from=yesterday'));
  expect(bad.error.code).toBe('VALIDATION_FAILED');
  const inverted = await expectMatchesSpec(
    'get',
    '/analytics/summary',
    await api(readKey, '/analytics/summary?from=2026-11-04T00:00:00Z&to=2026-11-01T00:00:00Z'),
  );
  expect(inverted.error.code).toBe('INVALID_PERIOD');
  expect((await api(writeOnlyKey, '/analytics/summary')).status).toBe(403);
  expect((await api(null, '/analytics/summary')).status).toBe(401);
});

test("GET /senders lists the organization's senders by name with their figures, and only them", async () => {
  const body = await expectMatchesSpec('get', '/senders', await api(readKey, '/senders'));
  expect(body.data).toMatchObject([
    {
      id: acme.id,
      name: 'Acme',
      email: 'legal@acme.example',
      domain: 'acme.example',
      status: 'caution',
      category: 'other',
      documents: 2,
      average_risk: 3.5,
      reliability_score: 7.2,
    },
    {
      id: quiet.id,
      name: 'Quiet',
      email: 'hello@quiet.example',
      domain: 'quiet.example',
      documents: 0,
      average_risk: null,
      reliability_score: null,
      trust_score: null,
      acceptance_rate: null,
      last_activity_at: null,
    },
  ]);
  expect(body.data).toHaveLength(2);
  const theirs = await expectMatchesSpec('get', '/senders', await api(strangerKey, '/senders'));
  expect(theirs.data.map((sender: { id: string }) => sender.id)).toEqual([foreign.id]);
});

test("GET /senders/{id} answers one sender; another organization's or a malformed id is a 404", async () => {
  expect(await expectMatchesSpec('get', '/senders/{id}', await api(readKey, `/senders/${acme.id}`))).toMatchObject({
    id: acme.id,
    documents: 2,
    reliability_score: 7.2,
  });
  for (const id of [foreign.id, 'not-a-uuid']) {
    const response = await api(readKey, `/senders/${id}`);
    expect(response.status).toBe(404);
    await expectMatchesSpec('get', '/senders/{id}', response);
  }
  expect((await api(writeOnlyKey, '/senders')).status).toBe(403);
});

test("GET /documents/{id} carries its sender's reliability", async () => {
  const document = await app.db.prisma.document.findFirstOrThrow({ where: { senderId: acme.id } });
  const body = await expectMatchesSpec('get', '/documents/{id}', await api(readKey, `/documents/${document.id}`));
  expect(body.sender).toEqual({ id: acme.id, name: 'Acme', domain: 'acme.example', reliability_score: 7.2 });
});
