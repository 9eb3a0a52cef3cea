// Also on PostgreSQL, Redis and S3: row reads written in SQL, read through each driver.
import { randomUUID } from 'node:crypto';
import { readRowById } from '../../../server/db/row-sql';
import { startTestApp, type TestApp } from '../../support/test-app';

/** The plain-SQL read answers exactly what Prisma answers for the same selection, or declines. */
describe('readRowById', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.stop();
  });

  async function member() {
    const { prisma } = app.services.db;
    const organization = await prisma.organization.create({ data: { name: 'Row Org', trialEndsAt: new Date('2026-12-24T10:11:12.345Z') } });
    return prisma.user.create({
      data: {
        organizationId: organization.id,
        email: `row-${randomUUID()}@example.test`,
        fullName: 'Zoë Łukasiewicz',
        role: 'MANAGER',
        locale: 'en',
        emailVerifiedAt: new Date('2026-01-02T03:04:05.678Z'),
      },
    });
  }

  it('reads every column as Prisma does: timestamps as the same instants, nulls, enums', async () => {
    const user = await member();
    const { prisma, sql } = app.services.db;
    expect(await readRowById(sql, 'User', user.id, {})).toEqual(await prisma.user.findUniqueOrThrow({ where: { id: user.id } }));
    // Every column of an organization includes a list (`addons`), which the plain read leaves to Prisma.
    expect(await readRowById(sql, 'Organization', user.organizationId, {})).toBeUndefined();
    const select = { name: true, trialEndsAt: true, plan: true } as const;
    expect(await readRowById(sql, 'Organization', user.organizationId, { select })).toEqual({
      id: user.organizationId,
      ...(await prisma.organization.findUniqueOrThrow({ where: { id: user.organizationId }, select })),
    });
  });

  it('reads only the selected columns, with the id', async () => {
    const user = await member();
    const { prisma, sql } = app.services.db;
    const select = { fullName: true, emailVerifiedAt: true, role: true } as const;
    expect(await readRowById(sql, 'User', user.id, { select })).toEqual({
      id: user.id,
      ...(await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select })),
    });
  });

  it('declines relations and unknown columns, and answers null for a missing row', async () => {
    const user = await member();
    const { sql } = app.services.db;
    expect(await readRowById(sql, 'User', user.id, { select: { id: true, team: { select: { name: true } } } })).toBeUndefined();
    expect(await readRowById(sql, 'User', user.id, { include: { sessions: true } })).toBeUndefined();
    expect(await readRowById(sql, 'User', user.id, { select: { id: true, 'id" FROM "User" --': true } })).toBeUndefined();
    expect(await readRowById(sql, 'User', randomUUID(), { select: { id: true } })).toBeNull();
  });
});
