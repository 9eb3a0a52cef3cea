import { randomUUID } from 'node:crypto';
import { signAccessToken } from '../../../server/auth/access-token';
import { ACCESS_COOKIE } from '../../../server/auth/read-access';
import { CSRF_HEADER } from '../../../server/security/origins';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser } from '../../support/users';

/** An access token's signature is checked once per server, never trusted under another secret, and its expiry still counts at every request. */
describe('access tokens already verified', () => {
  let app: TestApp;
  let other: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
    other = await startTestApp({ env: { SESSION_SECRET: 'another-session-secret-that-is-long-enough-987654' } });
  });

  afterAll(async () => {
    await other.stop();
    await app.stop();
  });

  const roleWith = async (target: TestApp, token: string) => {
    const response = await fetch(`${target.url}/graphql`, {
      method: 'POST',
      headers: { cookie: `${ACCESS_COOKIE}=${token}`, [CSRF_HEADER]: '1', 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { role } }' }),
    });
    return {
      expired: response.headers.get('x-paraphe-access-expired'),
      viewer: ((await response.json()) as { data: { viewer: { role: string } | null } }).data.viewer,
    };
  };

  it('are never accepted by a server with another secret, even after one server accepted them', async () => {
    const member = await createSignedInUser(app, { role: 'MANAGER' });
    expect((await roleWith(app, member.accessToken)).viewer).toEqual({ role: 'MANAGER' });
    expect((await roleWith(other, member.accessToken)).viewer).toBeNull();
    expect((await roleWith(app, member.accessToken)).viewer).toEqual({ role: 'MANAGER' });
  });

  it('expire at their time though their signature was checked before', async () => {
    const member = await createSignedInUser(app);
    const { prisma } = app.services.db;
    const user = await prisma.user.findUniqueOrThrow({ where: { id: member.userId } });
    const token = signAccessToken(
      {
        sub: user.id,
        org: user.organizationId,
        role: user.role,
        sid: randomUUID(),
        aal: 1,
        locale: 'fr',
        exp: Math.floor(app.clock.now().getTime() / 1000) + 60,
      },
      app.config.SESSION_SECRET,
    );
    expect((await roleWith(app, token)).viewer).toEqual({ role: 'USER' });
    app.clock.advance(61_000);
    expect(await roleWith(app, token)).toEqual({ expired: '1', viewer: null });
  });
});
