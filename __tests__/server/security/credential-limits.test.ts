// Also on PostgreSQL, Redis and S3: attempt counters in Redis.
import { generate } from 'otplib';
import { SIGN_IN_PER_ACCOUNT_AND_ADDRESS_POLICY } from '../../../server/auth/rate-limiter';
import { SIGN_UP_ANSWER_MS } from '../../../server/auth/sign-up';
import { createVerifiedUser, signedInClient } from '../auth/accounts';
import { ENROLL_TOTP, SIGN_IN, SIGN_UP, STRONG_PASSWORD, VERIFY_TOTP, signUpInput } from '../auth/operations';
import { startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app.stop();
});

// Every test signs in from the same address: each starts once the previous block is over.
beforeEach(() => app.clock.advance(SIGN_IN_PER_ACCOUNT_AND_ADDRESS_POLICY.blockMs + SIGN_IN_PER_ACCOUNT_AND_ADDRESS_POLICY.windowMs));

describe('sign-in attempts under concurrency', () => {
  it('checks no more passwords than the limit allows in a burst of 200, the right one included', async () => {
    await createVerifiedUser(app, 'burst@example.com');
    const guesses = Array.from({ length: 200 }, (_, index) => (index === 150 ? STRONG_PASSWORD : `wrong-guess-${index}`));
    const answers = await Promise.all(guesses.map((password) => app.client().graphql(SIGN_IN, { input: { email: 'burst@example.com', password } })));
    const outcomes = answers.map((answer) => (answer.data!.signIn.__typename === 'MutationSignInSuccess' ? 'SIGNED_IN' : answer.data!.signIn.code));
    const checked = outcomes.filter((outcome) => outcome === 'INVALID_CREDENTIALS' || outcome === 'SIGNED_IN');
    expect(checked.length).toBeLessThanOrEqual(SIGN_IN_PER_ACCOUNT_AND_ADDRESS_POLICY.limit);
    expect(outcomes.filter((outcome) => outcome === 'RATE_LIMITED').length).toBeGreaterThanOrEqual(200 - SIGN_IN_PER_ACCOUNT_AND_ADDRESS_POLICY.limit);
  });

  it('limits second-factor codes tried from a signed-in session like sign-in', async () => {
    await createVerifiedUser(app, 'stepup@example.com');
    const enrolling = await signedInClient(app, 'stepup@example.com');
    const { secret, factor } = (await enrolling.graphql(ENROLL_TOTP)).data!.enrollTotp.enrollment;
    const code = await generate({ secret, epoch: Math.floor(app.clock.now().getTime() / 1000) });
    await enrolling.graphql(VERIFY_TOTP, { factorId: factor.id, code });
    app.clock.advance(60_000);
    // A signed-in session tries codes (stepping up): each wrong code is an attempt like a wrong password.
    const answers = [];
    for (let index = 0; index < 30; index += 1) answers.push((await enrolling.graphql(VERIFY_TOTP, { code: String(100000 + index) })).data!.verifyTotp);
    const refused = answers.filter((answer) => answer.__typename === 'RateLimited');
    expect(answers.filter((answer) => answer.code === 'INVALID_TOTP_CODE').length).toBeLessThanOrEqual(SIGN_IN_PER_ACCOUNT_AND_ADDRESS_POLICY.limit);
    expect(refused.length).toBeGreaterThanOrEqual(30 - SIGN_IN_PER_ACCOUNT_AND_ADDRESS_POLICY.limit);
  });
});

describe('sign-up', () => {
  it('takes as long for an address that has an account as for a new one', async () => {
    await createVerifiedUser(app, 'taken@example.com');
    const timed = async (email: string) => {
      const started = performance.now();
      const answer = await app.client().graphql(SIGN_UP, { input: signUpInput(email) });
      expect(answer.data!.signUp.__typename).toBe('MutationSignUpSuccess');
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const known: number[] = [];
    const fresh: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      known.push(await timed('taken@example.com'));
      fresh.push(await timed(`new-${round}@example.com`));
    }
    // Both answer after the same floor: without it the known address answered in a hash's time (tens of
    // milliseconds) and a new one in a hash's plus its rows', and without the hash seven times faster.
    expect(Math.min(...known, ...fresh)).toBeGreaterThanOrEqual(SIGN_UP_ANSWER_MS - 1);
    // A new account's rows stay under the floor unless the machine is very busy: the bound leaves it
    // two thirds of a second.
    expect(median(known) / median(fresh)).toBeGreaterThan(0.75);
  });
});
