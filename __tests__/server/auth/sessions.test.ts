import { startTestApp, type TestApp } from '../../support/test-app';
import { createVerifiedUser, signedInClient } from './accounts';
import { REFRESH, SIGN_IN, SIGN_OUT, STRONG_PASSWORD, VIEWER } from './operations';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  await createVerifiedUser(app, 'alice@example.com');
});

afterAll(async () => {
  await app?.stop();
});

const cookieLine = (response: Response, name: string) => response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`)) ?? '';

describe('sessions', () => {
  it('sets an httpOnly SameSite access cookie, a refresh cookie scoped to /graphql, and a readable expiry hint; remember me makes them persistent', async () => {
    const signIn = (rememberMe: boolean) =>
      app.client().fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: SIGN_IN, variables: { input: { email: 'alice@example.com', password: STRONG_PASSWORD, rememberMe } } }),
      });
    const browserOnly = await signIn(false);
    expect(cookieLine(browserOnly, 'paraphe_at')).toMatch(/HttpOnly/i);
    expect(cookieLine(browserOnly, 'paraphe_at')).toMatch(/SameSite=Strict/i);
    expect(cookieLine(browserOnly, 'paraphe_at')).toMatch(/Max-Age=(899|900);/);
    expect(cookieLine(browserOnly, 'paraphe_rt')).toMatch(/Path=\/graphql/);
    expect(cookieLine(browserOnly, 'paraphe_rt')).not.toMatch(/Max-Age/i);
    expect(cookieLine(browserOnly, 'paraphe_session')).not.toMatch(/HttpOnly/i);
    expect(cookieLine(browserOnly, 'paraphe_at')).not.toMatch(/Secure/i);

    const remembered = await signIn(true);
    expect(cookieLine(remembered, 'paraphe_rt')).toMatch(new RegExp(`Max-Age=${30 * 24 * 3600}`));
  });

  it('refuses a cookie-carrying POST without the CSRF header before anything runs', async () => {
    const client = await signedInClient(app, 'alice@example.com');
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: client.cookieHeader() },
      body: JSON.stringify({ query: '{ viewer { role } }' }),
    });
    expect(response.status).toBe(403);
    expect((await response.json()).errors[0].extensions.code).toBe('CSRF_HEADER_MISSING');
    expect((await client.graphql('{ viewer { role } }')).data?.viewer).toEqual({ role: 'ADMIN' });
  });

  it('rotates the refresh token, and a reused one revokes the whole family', async () => {
    const client = await signedInClient(app, 'alice@example.com');
    const first = client.cookies.get('paraphe_rt')!;
    app.clock.advance(16 * 60_000);
    expect((await client.graphql(VIEWER)).data?.viewer).toBeNull();

    const refreshed = await client.graphql(REFRESH);
    expect(refreshed.data?.refreshSession.__typename).toBe('MutationRefreshSessionSuccess');
    const second = client.cookies.get('paraphe_rt')!;
    expect(second).not.toBe(first);
    expect((await client.graphql(VIEWER)).data?.viewer.user.email).toBe('alice@example.com');

    app.clock.advance(31_000);
    const thief = app.client();
    thief.cookies.set('paraphe_rt', first);
    expect((await thief.graphql(REFRESH)).data?.refreshSession).toMatchObject({ __typename: 'AppError', code: 'REFRESH_TOKEN_REUSED' });
    expect((await client.graphql(REFRESH)).data?.refreshSession).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('takes a refresh token presented again right after its swap for a lost answer, not a theft', async () => {
    const client = await signedInClient(app, 'alice@example.com');
    const first = client.cookies.get('paraphe_rt')!;
    expect((await client.graphql(REFRESH)).data?.refreshSession.__typename).toBe('MutationRefreshSessionSuccess');
    const lost = client.cookies.get('paraphe_rt')!;

    // The browser left the page before the answer arrived: it still holds the first token, and its client cookie.
    app.clock.advance(5_000);
    const retry = app.client();
    retry.cookies.set('paraphe_rt', first);
    retry.cookies.set('paraphe_client', client.cookies.get('paraphe_client')!);
    expect((await retry.graphql(REFRESH)).data?.refreshSession.__typename).toBe('MutationRefreshSessionSuccess');
    expect((await retry.graphql(VIEWER)).data?.viewer.user.email).toBe('alice@example.com');
    // The retry is handed the very successor it lost: still one session, not a second one.
    expect(retry.cookies.get('paraphe_rt')).toBe(lost);
    // Past the grace window, the first token presented again is a replay: the session ends.
    app.clock.advance(31_000);
    const replay = app.client();
    replay.cookies.set('paraphe_rt', first);
    expect((await replay.graphql(REFRESH)).data?.refreshSession).toMatchObject({ code: 'REFRESH_TOKEN_REUSED' });
    expect((await retry.graphql(REFRESH)).data?.refreshSession).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('keeps concurrent tabs of one browser in one session', async () => {
    const browser = await signedInClient(app, 'alice@example.com');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        browser.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: REFRESH }) }),
      ),
    );
    const bodies = await Promise.all(answers.map(async (answer) => (await answer.json()) as { data: { refreshSession: { __typename: string } } }));
    expect(bodies.map((body) => body.data.refreshSession.__typename)).toEqual(Array(5).fill('MutationRefreshSessionSuccess'));
    const successors = new Set(answers.map((answer) => cookieLine(answer, 'paraphe_rt').split(';')[0]));
    expect(successors.size).toBe(1);
    expect((await browser.graphql(REFRESH)).data?.refreshSession.__typename).toBe('MutationRefreshSessionSuccess');
  });

  it.each([
    ['without the browser client cookie', false],
    ['with the client cookie but another user agent', true],
  ])('ends the session when a swapped token comes back within the grace window from another device, %s', async (_name, copiesClientCookie) => {
    const browser = await signedInClient(app, 'alice@example.com');
    const stolen = browser.cookies.get('paraphe_rt')!;
    expect((await browser.graphql(REFRESH)).data?.refreshSession.__typename).toBe('MutationRefreshSessionSuccess');

    app.clock.advance(2_000);
    const thief = app.client();
    thief.cookies.set('paraphe_rt', stolen);
    if (copiesClientCookie) thief.cookies.set('paraphe_client', browser.cookies.get('paraphe_client')!);
    const userAgent: Record<string, string> = copiesClientCookie ? { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Other/1.0' } : {};
    expect((await thief.graphql(REFRESH, {}, userAgent)).data?.refreshSession).toMatchObject({ code: 'REFRESH_TOKEN_REUSED' });
    expect(thief.cookies.has('paraphe_at')).toBe(false);
    expect((await browser.graphql(REFRESH)).data?.refreshSession).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('tells the browser when it answered as to a visitor because the access token had just expired', async () => {
    const client = await signedInClient(app, 'alice@example.com');
    const ask = (from = client) =>
      from.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ viewer { role } }' }) });
    const fresh = await ask();
    expect(fresh.headers.get('x-paraphe-access-expired')).toBeNull();
    expect((await fresh.json()).data.viewer).toEqual({ role: 'ADMIN' });

    app.clock.advance(16 * 60_000);
    const expired = await ask();
    expect(expired.headers.get('x-paraphe-access-expired')).toBe('1');
    expect((await expired.json()).data.viewer).toBeNull();
    // Not for a forged token, nor for one whose session has ended.
    const forger = app.client();
    forger.cookies.set('paraphe_at', `${client.cookies.get('paraphe_at')!.split('.')[0]}.forged`);
    expect((await ask(forger)).headers.get('x-paraphe-access-expired')).toBeNull();
    const copy = app.client();
    copy.cookies.set('paraphe_at', client.cookies.get('paraphe_at')!);
    await client.graphql(SIGN_OUT, { scope: 'LOCAL' });
    expect((await ask(copy)).headers.get('x-paraphe-access-expired')).toBeNull();
  });

  it('ends a session at its absolute lifetime even when refreshed', async () => {
    const client = await signedInClient(app, 'alice@example.com');
    for (let hour = 0; hour < 11; hour++) {
      app.clock.advance(60 * 60_000);
      expect((await client.graphql(REFRESH)).data?.refreshSession.__typename).toBe('MutationRefreshSessionSuccess');
    }
    app.clock.advance(61 * 60_000);
    expect((await client.graphql(REFRESH)).data?.refreshSession).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('names the browser and system of each open sign-in, read from its User-Agent', async () => {
    const signIn = async (userAgent: string | null) => {
      const client = app.client();
      const answer = await client.fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(userAgent ? { 'user-agent': userAgent } : {}) },
        body: JSON.stringify({ query: SIGN_IN, variables: { input: { email: 'bob@example.com', password: STRONG_PASSWORD } } }),
      });
      expect(answer.status).toBe(200);
      return client;
    };
    await createVerifiedUser(app, 'bob@example.com');
    await signIn('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36');
    await signIn('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1');
    const script = await signIn('curl/8.5.0');
    const { data } = await script.graphql(`{ viewer { sessions { userAgent browser operatingSystem } } }`);
    expect(
      new Set(
        data!.viewer.sessions.map(({ browser, operatingSystem, userAgent }: Record<string, string | null>) =>
          [browser, operatingSystem, userAgent?.slice(0, 11)].join(' | '),
        ),
      ),
    ).toEqual(new Set(['Chrome 131 | macOS | Mozilla/5.0', 'Safari 17 | iOS | Mozilla/5.0', ' |  | curl/8.5.0']));
  });

  it('signs out locally, others, or globally', async () => {
    const laptop = await signedInClient(app, 'alice@example.com');
    const phone = await signedInClient(app, 'alice@example.com');
    const tablet = await signedInClient(app, 'alice@example.com');
    const sessions = (await laptop.graphql(VIEWER)).data?.viewer.sessions as Array<{ current: boolean }>;
    expect(sessions.filter((session) => session.current)).toHaveLength(1);

    expect((await laptop.graphql(SIGN_OUT, { scope: 'OTHERS' })).data?.signOut).toBe(true);
    expect((await phone.graphql(REFRESH)).data?.refreshSession).toMatchObject({ code: 'SESSION_EXPIRED' });
    expect((await tablet.graphql(REFRESH)).data?.refreshSession).toMatchObject({ code: 'SESSION_EXPIRED' });
    expect((await laptop.graphql(REFRESH)).data?.refreshSession.__typename).toBe('MutationRefreshSessionSuccess');

    expect((await laptop.graphql(SIGN_OUT, { scope: 'LOCAL' })).data?.signOut).toBe(true);
    expect(laptop.cookies.has('paraphe_at')).toBe(false);
    expect((await laptop.graphql(VIEWER)).data?.viewer).toBeNull();

    const a = await signedInClient(app, 'alice@example.com');
    const b = await signedInClient(app, 'alice@example.com');
    await a.graphql(SIGN_OUT, { scope: 'GLOBAL' });
    expect((await b.graphql(REFRESH)).data?.refreshSession).toMatchObject({ code: 'SESSION_EXPIRED' });
  });
});
