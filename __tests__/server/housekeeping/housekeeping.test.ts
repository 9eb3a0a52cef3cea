// Also on PostgreSQL, Redis and S3: the rounds delete with SQL of their own, timestamps compared as stored.
import { randomBytes } from 'node:crypto';
import { AUTH_RECORD_RETENTION_DAYS } from '../../../server/auth/prune-auth-records';
import { keepHouse } from '../../../server/housekeeping/housekeeping';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createVerifiedUser, signedInClient } from '../auth/accounts';
import { VIEWER } from '../auth/operations';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.stop();
});

const DAY = 24 * 60 * 60_000;

describe('housekeeping', () => {
  it('deletes sessions ended and emailed links expired past the retention, with their refresh tokens, and keeps what is live', async () => {
    const user = await createVerifiedUser(app, 'keeper@example.test');
    const { prisma } = app.db;
    const now = () => app.clock.now();
    const session = (data: { expiresAt: Date; revokedAt?: Date | null }) =>
      prisma.session.create({
        data: { userId: user.id, createdAt: now(), lastUsedAt: now(), ...data, refreshTokens: { create: [{ tokenHash: randomBytes(16).toString('hex') }] } },
      });
    const link = (expiresAt: Date) =>
      prisma.authToken.create({ data: { userId: user.id, purpose: 'MAGIC_LINK', tokenHash: randomBytes(16).toString('hex'), expiresAt } });

    const ended = await session({ expiresAt: new Date(now().getTime() + DAY) });
    const revoked = await session({ expiresAt: new Date(now().getTime() + 60 * DAY), revokedAt: now() });
    const oldLink = await link(new Date(now().getTime() + DAY));
    app.clock.advance((AUTH_RECORD_RETENTION_DAYS + 2) * DAY);
    const live = await session({ expiresAt: new Date(now().getTime() + 10 * DAY) });
    const endedLately = await session({ expiresAt: new Date(now().getTime() - DAY) });
    const freshLink = await link(new Date(now().getTime() + 60 * 60_000));
    // A member signed in now: their session and its renewal survive the round.
    const client = await signedInClient(app, 'keeper@example.test');

    const counts = await keepHouse(app.services);
    expect(counts).toMatchObject({ sessions: 2, links: 1 });
    const sessions = (await prisma.session.findMany({ where: { userId: user.id }, select: { id: true } })).map((row) => row.id);
    expect(sessions).toEqual(expect.arrayContaining([live.id, endedLately.id]));
    expect(sessions).not.toContain(ended.id);
    expect(sessions).not.toContain(revoked.id);
    expect(await prisma.refreshToken.count({ where: { sessionId: { in: [ended.id, revoked.id] } } })).toBe(0);
    expect((await prisma.authToken.findMany({ where: { userId: user.id }, select: { id: true } })).map((row) => row.id)).toEqual([freshLink.id]);
    expect(oldLink.id).not.toBe(freshLink.id);
    expect((await client.graphql(VIEWER)).data?.viewer).toMatchObject({ user: { email: 'keeper@example.test' } });
  });
});
