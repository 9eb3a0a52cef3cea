// Also on PostgreSQL, Redis and S3: attempt counters shared by two instances through Redis.
import { randomUUID } from 'node:crypto';
import { ManualClock } from '../../../server/clock';
import { createMemoryRateLimiter, createRedisRateLimiter, SIGN_IN_PER_ACCOUNT_AND_ADDRESS_POLICY, type RateLimiter } from '../../../server/auth/rate-limiter';

const redisUrl = process.env.PARAPHE_TEST_REDIS_URL;

/** The same rules, whatever the store. */
function behaves(make: (clock: ManualClock) => [RateLimiter, RateLimiter]) {
  let clock: ManualClock;
  let first: RateLimiter;
  let second: RateLimiter;

  beforeEach(() => {
    clock = new ManualClock();
    [first, second] = make(clock);
  });

  afterEach(async () => {
    await first.close();
    if (second !== first) await second.close();
  });

  it('blocks on the 10th failure within 5 minutes, for 10 minutes, then releases', async () => {
    for (let i = 0; i < 9; i++) expect(await first.record('signin:account:x', SIGN_IN_PER_ACCOUNT_AND_ADDRESS_POLICY)).toBe(0);
    expect(await second.record('signin:account:x', SIGN_IN_PER_ACCOUNT_AND_ADDRESS_POLICY)).toBe(10 * 60_000);
    clock.advance(3 * 60_000);
    expect(await first.blockedFor('signin:account:x')).toBe(7 * 60_000);
    clock.advance(7 * 60_000);
    expect(await second.blockedFor('signin:account:x')).toBe(0);
    expect(await first.record('signin:account:x', SIGN_IN_PER_ACCOUNT_AND_ADDRESS_POLICY)).toBe(0);
  });

  it('forgets every key that starts with a prefix, and no other', async () => {
    for (const key of ['signin:account-address:a@x.test:10.0.0.1', 'signin:account-address:a@x.test:10.0.0.2', 'signin:account-address:ab@x.test:10.0.0.1']) {
      for (let i = 0; i < 10; i++) await first.record(key, SIGN_IN_PER_ACCOUNT_AND_ADDRESS_POLICY);
    }
    await second.resetStartingWith('signin:account-address:a@x.test:');
    expect(await first.blockedFor('signin:account-address:a@x.test:10.0.0.1')).toBe(0);
    expect(await first.blockedFor('signin:account-address:a@x.test:10.0.0.2')).toBe(0);
    expect(await first.blockedFor('signin:account-address:ab@x.test:10.0.0.1')).toBe(10 * 60_000);
  });

  it('starts a new window after 5 minutes', async () => {
    for (let i = 0; i < 9; i++) await first.record('signin:ip:1', SIGN_IN_PER_ACCOUNT_AND_ADDRESS_POLICY);
    clock.advance(5 * 60_000);
    for (let i = 0; i < 9; i++) expect(await second.record('signin:ip:1', SIGN_IN_PER_ACCOUNT_AND_ADDRESS_POLICY)).toBe(0);
  });
}

describe('in-memory attempt counters (one process)', () => {
  behaves((clock) => {
    const limiter = createMemoryRateLimiter(clock);
    return [limiter, limiter];
  });
});

(redisUrl ? describe : describe.skip)('attempt counters in Redis, shared by two instances (PARAPHE_TEST_REDIS_URL)', () => {
  behaves((clock) => {
    const prefix = `paraphe-test:${randomUUID()}:`;
    return [createRedisRateLimiter(redisUrl!, clock, prefix), createRedisRateLimiter(redisUrl!, clock, prefix)];
  });
});
