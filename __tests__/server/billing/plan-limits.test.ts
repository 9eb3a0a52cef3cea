// Also on PostgreSQL, Redis and S3: quotas counted in SQL inside concurrent transactions.
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Plan } from '../../../server/db/generated/client';
import { assertSeatsAvailable, monthStart } from '../../../server/billing/plan-limits';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser } from '../../support/users';
import { textFile, upload } from '../documents/fixtures';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app.stop();
});

/** Rows written straight to the database: the quota counts rows, not how they came in. */
async function seedDocuments(organizationId: string, count: number, createdAt: Date, sizeBytes = 1000) {
  await app.db.prisma.document.createMany({
    data: Array.from({ length: count }, (_, index) => ({
      organizationId,
      title: `Seeded ${index}`,
      type: 'Document',
      status: 'PENDING' as const,
      storagePath: `seeded/${organizationId}/${index}`,
      originalFilename: `seeded-${index}.txt`,
      mimeType: 'text/plain',
      sizeBytes,
      sha256: '0'.repeat(64),
      receivedAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    })),
  });
}

async function organizationOn(plan: Plan, addons: string[] = []) {
  const admin = await createSignedInUser(app, { role: 'ADMIN' });
  await app.db.prisma.organization.update({ where: { id: admin.organizationId }, data: { plan, addons } });
  return admin;
}

function storedFiles(organizationId: string): string[] {
  const folder = join(app.config.STORAGE_DIR, 'documents', organizationId);
  return existsSync(folder) ? readdirSync(folder) : [];
}

const CONTRACT = 'The Supplier may terminate this agreement at any time without notice.';

describe('documents per month', () => {
  it('lets the 100th document of the month in on Solo and refuses the 101st, leaving nothing behind', async () => {
    const admin = await organizationOn('SOLO');
    await seedDocuments(admin.organizationId, 99, app.clock.now());
    expect((await upload(admin.client, 'The 100th', textFile(CONTRACT))).__typename).toBe('MutationUploadDocumentSuccess');
    const filesBefore = storedFiles(admin.organizationId).length;
    const refused = await upload(admin.client, 'The 101st', textFile(CONTRACT));
    expect(refused).toMatchObject({ __typename: 'AppError', code: 'PLAN_DOCUMENT_LIMIT' });
    expect(await app.db.prisma.document.count({ where: { organizationId: admin.organizationId } })).toBe(100);
    expect(storedFiles(admin.organizationId).length).toBe(filesBefore);
  });

  it('counts from the first of the month: last month’s documents do not use this month’s quota', async () => {
    const admin = await organizationOn('SOLO');
    await seedDocuments(admin.organizationId, 100, new Date(monthStart(app.clock.now()).getTime() - 1));
    expect((await upload(admin.client, 'New month', textFile(CONTRACT))).__typename).toBe('MutationUploadDocumentSuccess');
  });

  it('lets exactly one of two concurrent uploads take the last place', async () => {
    const admin = await organizationOn('SOLO');
    await seedDocuments(admin.organizationId, 99, app.clock.now());
    const answers = await Promise.all([upload(admin.client, 'One', textFile(CONTRACT)), upload(admin.client, 'Two', textFile(`${CONTRACT} Two.`))]);
    expect(answers.map((answer) => answer.__typename).sort()).toEqual(['AppError', 'MutationUploadDocumentSuccess']);
    expect(await app.db.prisma.document.count({ where: { organizationId: admin.organizationId } })).toBe(100);
  });

  it('treats a trial as Team (1,000) and Enterprise as unlimited', async () => {
    const trial = await organizationOn('TRIAL');
    await seedDocuments(trial.organizationId, 999, app.clock.now());
    expect((await upload(trial.client, 'Last of the trial', textFile(CONTRACT))).__typename).toBe('MutationUploadDocumentSuccess');
    expect((await upload(trial.client, 'Over', textFile(CONTRACT))).code).toBe('PLAN_DOCUMENT_LIMIT');
    const enterprise = await organizationOn('ENTERPRISE');
    await seedDocuments(enterprise.organizationId, 1500, app.clock.now());
    expect((await upload(enterprise.client, 'Still fine', textFile(CONTRACT))).__typename).toBe('MutationUploadDocumentSuccess');
    // 2,500 rows seeded: more than the default limit on a busy machine.
  }, 90_000);

  it('holds on the REST door too, with a 403 and the upgrade path in the code', async () => {
    const admin = await organizationOn('SOLO');
    await seedDocuments(admin.organizationId, 100, app.clock.now());
    const created = await admin.client.graphql(
      `mutation { createApiKey(input: { name: "quota", scopes: [WRITE, READ] }) { ... on MutationCreateApiKeySuccess { created { key } } } }`,
    );
    const key = created.data!.createApiKey.created.key as string;
    const form = new FormData();
    form.append('file', textFile(CONTRACT), 'contract.txt');
    form.append('title', 'Over quota');
    const response = await fetch(`${app.url}/api/v1/documents/analyze`, { method: 'POST', headers: { authorization: `Bearer ${key}` }, body: form });
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe('PLAN_DOCUMENT_LIMIT');
  });
});

describe('storage', () => {
  it('refuses a document that would pass the storage quota; the storage add-on raises it', async () => {
    const admin = await organizationOn('SOLO');
    // 10 GB on Solo, used up to the last 52 bytes by large seeded rows (a row holds at most 2^31 - 1 bytes).
    const lastMonth = new Date(monthStart(app.clock.now()).getTime() - 1);
    await seedDocuments(admin.organizationId, 4, lastMonth, 2 ** 31 - 1);
    await seedDocuments(admin.organizationId, 1, lastMonth, 10 * 1024 ** 3 - 4 * (2 ** 31 - 1) - 52);
    expect((await upload(admin.client, 'Too big for what is left', textFile(CONTRACT))).code).toBe('PLAN_STORAGE_LIMIT');
    await app.db.prisma.organization.update({ where: { id: admin.organizationId }, data: { addons: ['storage_100gb'] } });
    expect((await upload(admin.client, 'Room again', textFile(CONTRACT))).__typename).toBe('MutationUploadDocumentSuccess');
  });
});

describe('seats', () => {
  const seatCheck = (organizationId: string) => app.db.prisma.$transaction((tx) => assertSeatsAvailable(tx, organizationId, 1, new Date()));

  it('admits members up to the seats bought and refuses the next one', async () => {
    const admin = await organizationOn('TEAM');
    await app.db.prisma.organization.update({ where: { id: admin.organizationId }, data: { seats: 2 } });
    await expect(seatCheck(admin.organizationId)).resolves.toBeUndefined();
    await createSignedInUser(app, { organizationId: admin.organizationId });
    await expect(seatCheck(admin.organizationId)).rejects.toMatchObject({ code: 'PLAN_SEAT_LIMIT', details: { limit: 2 } });
    await app.db.prisma.organization.update({ where: { id: admin.organizationId }, data: { seats: 3 } });
    await expect(seatCheck(admin.organizationId)).resolves.toBeUndefined();
  });

  it('counts pending invitations and not removed members', async () => {
    const admin = await organizationOn('TEAM');
    await app.db.prisma.organization.update({ where: { id: admin.organizationId }, data: { seats: 2 } });
    const invite = (email: string, expiresAt: Date) =>
      app.db.prisma.invitation.create({ data: { organizationId: admin.organizationId, email, tokenHash: `${email}-${expiresAt.getTime()}`, expiresAt } });
    const pending = await invite('pending@example.test', new Date(Date.now() + 3600_000));
    await expect(seatCheck(admin.organizationId)).rejects.toMatchObject({ code: 'PLAN_SEAT_LIMIT' });
    // The invitation being accepted is not counted twice.
    await expect(app.db.prisma.$transaction((tx) => assertSeatsAvailable(tx, admin.organizationId, 1, new Date(), pending.id))).resolves.toBeUndefined();
    await app.db.prisma.invitation.update({ where: { id: pending.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await expect(seatCheck(admin.organizationId)).resolves.toBeUndefined();
    const member = await createSignedInUser(app, { organizationId: admin.organizationId });
    await expect(seatCheck(admin.organizationId)).rejects.toMatchObject({ code: 'PLAN_SEAT_LIMIT' });
    await app.db.prisma.user.update({ where: { id: member.userId }, data: { removedAt: new Date() } });
    await expect(seatCheck(admin.organizationId)).resolves.toBeUndefined();
  });

  it('does not count seats on Enterprise', async () => {
    const admin = await organizationOn('ENTERPRISE');
    await createSignedInUser(app, { organizationId: admin.organizationId });
    await expect(seatCheck(admin.organizationId)).resolves.toBeUndefined();
  });
});
