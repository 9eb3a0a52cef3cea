// Also on PostgreSQL, Redis and S3: revocations reach the other instances through Redis.
import { nextEvents, nextStreamedEvents, startTestApp, type TestApp, type TestClient } from '../../support/test-app';
import { createVerifiedUser, signedInClient } from './accounts';
import { SIGN_OUT } from './operations';

const WHO = '{ viewer { user { email } } }';
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  await createVerifiedUser(app, 'rita@example.com');
});

afterAll(async () => {
  await app?.stop();
});

/** Another client presenting a copy of this client's access cookie (a second tab, or a stolen token). */
function holderOfAccessCookie(of: TestClient, on: TestApp = app): TestClient {
  const copy = on.client();
  copy.cookies.set('paraphe_at', of.cookies.get('paraphe_at')!);
  return copy;
}

const signedIn = async (client: TestClient) => (await client.graphql(WHO)).data?.viewer?.user.email ?? null;

describe('a revoked session', () => {
  it('loses its unexpired access token at once, and its WebSockets are closed', async () => {
    const laptop = await signedInClient(app, 'rita@example.com');
    const phone = await signedInClient(app, 'rita@example.com');
    const socket = phone.socket();
    try {
      // Its socket does not wait for the next change of the organization.
      const closed = expect(nextEvents(socket, 'subscription { documentChanged { kind } }', {}, 1, 5000)).rejects.toThrow(
        'closed with 4403: ACCESS_REVOKED: this session has ended',
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await signedIn(phone)).toBe('rita@example.com');

      await laptop.graphql(SIGN_OUT, { scope: 'OTHERS' });
      // The clock has not moved: the phone's access token is unexpired, yet refused.
      expect(await signedIn(phone)).toBeNull();
      expect(await signedIn(laptop)).toBe('rita@example.com');
      await closed;
    } finally {
      await socket.dispose();
    }
  });

  it('ends its subscriptions over HTTP at once, with ACCESS_REVOKED as their last event, and no event needed', async () => {
    const laptop = await signedInClient(app, 'rita@example.com');
    const phone = await signedInClient(app, 'rita@example.com');
    const events = nextStreamedEvents(app.url, { cookie: phone.cookieHeader() }, 'subscription { documentChanged { kind } }', 5, 5000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await laptop.graphql(SIGN_OUT, { scope: 'OTHERS' });
    const revokedAt = performance.now();
    await expect(events).resolves.toEqual([{ errors: [expect.objectContaining({ extensions: { code: 'ACCESS_REVOKED' } })] }]);
    expect(performance.now() - revokedAt).toBeLessThan(1000);
  });

  it('is refused wherever its access cookie was copied, after a local sign-out or a sign-out everywhere', async () => {
    const tab = await signedInClient(app, 'rita@example.com');
    const copy = holderOfAccessCookie(tab);
    expect(await signedIn(copy)).toBe('rita@example.com');
    await tab.graphql(SIGN_OUT, { scope: 'LOCAL' });
    expect(await signedIn(copy)).toBeNull();

    const other = await signedInClient(app, 'rita@example.com');
    const otherCopy = holderOfAccessCookie(other);
    await (await signedInClient(app, 'rita@example.com')).graphql(SIGN_OUT, { scope: 'GLOBAL' });
    expect(await signedIn(otherCopy)).toBeNull();
  });

  it('is refused by an instance started after the revocation, and forgotten once its tokens have expired', async () => {
    const kept = await signedInClient(app, 'rita@example.com');
    const liveSessions = async () => (await app.db.prisma.session.findMany({ where: { revokedAt: null }, select: { id: true } })).map((session) => session.id);
    const before = new Set(await liveSessions());
    const ended = await signedInClient(app, 'rita@example.com');
    const endedCopy = holderOfAccessCookie(ended);
    const [sessionId] = (await liveSessions()).filter((id) => !before.has(id));
    await ended.graphql(SIGN_OUT, { scope: 'LOCAL' });
    expect(await app.db.prisma.session.findUniqueOrThrow({ where: { id: sessionId } })).toMatchObject({ revokedAt: expect.any(Date) });

    const later = await startTestApp({ db: app.db, env: { REDIS_KEY_PREFIX: app.config.REDIS_KEY_PREFIX } });
    try {
      expect(await signedIn(holderOfAccessCookie(kept, later))).toBe('rita@example.com');
      expect(await signedIn(holderOfAccessCookie(endedCopy, later))).toBeNull();
    } finally {
      await later.stop();
    }

    expect(app.services.revokedSessions.has(sessionId)).toBe(true);
    app.clock.advance(16 * 60_000);
    expect(app.services.revokedSessions.has(sessionId)).toBe(false);
  });

  (process.env.PARAPHE_TEST_REDIS_URL ? it : it.skip)('is refused at once by the other instances, through Redis', async () => {
    const other = await startTestApp({ db: app.db, env: { REDIS_KEY_PREFIX: app.config.REDIS_KEY_PREFIX } });
    try {
      const client = await signedInClient(app, 'rita@example.com');
      const elsewhere = holderOfAccessCookie(client, other);
      expect(await signedIn(elsewhere)).toBe('rita@example.com');
      await client.graphql(SIGN_OUT, { scope: 'LOCAL' });
      const deadline = Date.now() + 2000;
      while ((await signedIn(elsewhere)) !== null && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await signedIn(elsewhere)).toBeNull();
    } finally {
      await other.stop();
    }
  });
});
