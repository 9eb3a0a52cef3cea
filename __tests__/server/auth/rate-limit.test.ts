// Also on PostgreSQL, Redis and S3: attempt counters live in Redis when it is set.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createVerifiedUser } from './accounts';
import { REQUEST_RESET, SIGN_IN, STRONG_PASSWORD } from './operations';

const run = promisify(execFile);

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  await createVerifiedUser(app, 'bob@example.com');
  await createVerifiedUser(app, 'alice@example.com');
});

afterAll(async () => {
  await app?.stop();
});

/** A sign-in from an English interface: the messages below are worded in English. */
const attempt = (password: string, email = 'bob@example.com') => app.client().graphql(SIGN_IN, { input: { email, password } }, { 'x-paraphe-language': 'en' });

describe('sign-in rate limit', () => {
  it('blocks an account for 10 minutes after 10 failures in 5 minutes, with the wait rounded up, then releases it', async () => {
    for (let i = 0; i < 9; i++)
      expect((await attempt('wrong-password')).data?.signIn).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Invalid login credentials' });
    expect((await attempt('wrong-password')).data?.signIn).toEqual({
      __typename: 'RateLimited',
      code: 'RATE_LIMITED',
      message: 'Too many attempts: Please wait 10 minutes before trying again.',
      retryAfterMinutes: 10,
    });
    expect((await attempt(STRONG_PASSWORD)).data?.signIn).toMatchObject({ code: 'RATE_LIMITED' });
    app.clock.advance(4 * 60_000 + 30_000);
    expect((await attempt(STRONG_PASSWORD)).data?.signIn).toMatchObject({
      retryAfterMinutes: 6,
      message: 'Too many attempts: Please wait 6 minutes before trying again.',
    });
    app.clock.advance(5 * 60_000 + 31_000);
    expect((await attempt(STRONG_PASSWORD)).data?.signIn.__typename).toBe('MutationSignInSuccess');
  });

  it('forgets failures once the 5-minute window has passed', async () => {
    for (let i = 0; i < 9; i++) await attempt('wrong-password');
    app.clock.advance(5 * 60_000);
    for (let i = 0; i < 9; i++) expect((await attempt('wrong-password')).data?.signIn).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect((await attempt(STRONG_PASSWORD)).data?.signIn.__typename).toBe('MutationSignInSuccess');
  });

  it("never lets one account's failures refuse a colleague's right password from the same office address", async () => {
    app.clock.advance(20 * 60_000);
    for (let i = 0; i < 9; i++) expect((await attempt('wrong-password', 'alice@example.com')).data?.signIn).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect((await attempt('wrong-password', 'alice@example.com')).data?.signIn).toMatchObject({ code: 'RATE_LIMITED', retryAfterMinutes: 10 });
    expect((await attempt(STRONG_PASSWORD, 'alice@example.com')).data?.signIn).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await attempt(STRONG_PASSWORD)).data?.signIn.__typename).toBe('MutationSignInSuccess');
  });

  it('still stops a spray across many accounts from one address, loosely: 60 failures in 5 minutes block it for 10', async () => {
    app.clock.advance(20 * 60_000);
    for (let i = 0; i < 59; i++)
      expect((await attempt('wrong-password', `nobody${i}@example.com`)).data?.signIn).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect((await attempt('wrong-password', 'nobody59@example.com')).data?.signIn).toMatchObject({ code: 'RATE_LIMITED', retryAfterMinutes: 10 });
    expect((await attempt(STRONG_PASSWORD)).data?.signIn).toMatchObject({ code: 'RATE_LIMITED' });
    app.clock.advance(10 * 60_000);
    expect((await attempt(STRONG_PASSWORD)).data?.signIn.__typename).toBe('MutationSignInSuccess');
  });

  it('lets no request lift a lock, not even from this machine on a development build', async () => {
    app.clock.advance(20 * 60_000);
    for (let i = 0; i < 10; i++) await attempt('wrong-password');
    const reset = await app.client().graphql(`mutation { resetSignInRateLimits(email: "bob@example.com") { __typename } }`);
    expect(reset.errors?.[0].message).toMatch(/Cannot query field "resetSignInRateLimits"/);
    expect((await attempt(STRONG_PASSWORD)).data?.signIn).toMatchObject({ code: 'RATE_LIMITED' });
  });

  (process.env.PARAPHE_TEST_REDIS_URL ? it : it.skip)('lets an operator lift an account lock from the command line, on the shared counters', async () => {
    app.clock.advance(20 * 60_000);
    for (let i = 0; i < 10; i++) await attempt('wrong-password');
    const env = { ...process.env, REDIS_URL: app.config.REDIS_URL, REDIS_KEY_PREFIX: app.config.REDIS_KEY_PREFIX };
    const { stdout } = await run('node_modules/.bin/tsx', ['scripts/reset-sign-in-limits.ts', 'Bob@Example.com'], { env });
    expect(stdout).toContain('bob@example.com');
    expect((await attempt(STRONG_PASSWORD)).data?.signIn.__typename).toBe('MutationSignInSuccess');
  });

  it('limits emailed links per address, with the same answer for unknown addresses', async () => {
    for (let i = 0; i < 5; i++) expect((await app.client().graphql(REQUEST_RESET, { email: 'ghost@example.com' })).data?.requestPasswordReset.sent).toBe(true);
    expect((await app.client().graphql(REQUEST_RESET, { email: 'ghost@example.com' })).data?.requestPasswordReset).toMatchObject({ __typename: 'RateLimited' });
    expect((await app.client().graphql(REQUEST_RESET, { email: 'not an email' })).data?.requestPasswordReset.problems).toEqual([
      { message: 'Please enter a valid email address' },
    ]);
  });
});
