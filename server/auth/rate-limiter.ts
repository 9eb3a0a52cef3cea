import { Redis } from 'ioredis';
import { AppError } from '../errors';
import type { Clock } from '../clock';

/** `limit` counted events within `windowMs` of the first block the key for `blockMs`. */
export interface AttemptPolicy {
  limit: number;
  windowMs: number;
  blockMs: number;
}

/**
 * Failed sign-ins (password, link, second factor, OAuth), counted three ways so that colleagues
 * behind one office address never lock each other out. One account from one address: a person
 * mistyping, or guesses at them; tight.
 */
export const SIGN_IN_PER_ACCOUNT_AND_ADDRESS_POLICY: AttemptPolicy = { limit: 10, windowMs: 5 * 60_000, blockMs: 10 * 60_000 };
/** One account from any address: guesses spread over several addresses. */
export const SIGN_IN_PER_ACCOUNT_POLICY: AttemptPolicy = { limit: 20, windowMs: 5 * 60_000, blockMs: 10 * 60_000 };
/** One address over every account: a spray; loose, since a whole office may share the address. */
export const SIGN_IN_PER_ADDRESS_POLICY: AttemptPolicy = { limit: 60, windowMs: 5 * 60_000, blockMs: 10 * 60_000 };
/** Emails sent on request (magic link, reset, verification): per address. */
export const EMAIL_PER_ADDRESS_POLICY: AttemptPolicy = { limit: 5, windowMs: 60 * 60_000, blockMs: 60 * 60_000 };
/** Emails sent on request: per IP, looser because offices share one address. */
export const EMAIL_PER_IP_POLICY: AttemptPolicy = { limit: 30, windowMs: 60 * 60_000, blockMs: 60 * 60_000 };

export interface RateLimiter {
  /** Milliseconds left on the key's block, 0 when it is not blocked. */
  blockedFor(key: string): Promise<number>;
  /** Counts one event; returns the block (ms) it caused or that already applied, else 0. */
  record(key: string, policy: AttemptPolicy): Promise<number>;
  /**
   * Takes one attempt before the guarded check runs, in one atomic step shared by instances:
   * refused (and not counted) while the key is blocked; `blockedMs` tells when this attempt was
   * the last one allowed. Concurrent attempts cannot slip past the limit.
   */
  reserve(key: string, policy: AttemptPolicy): Promise<{ allowed: boolean; blockedMs: number }>;
  /** Gives back an attempt that turned out legitimate. */
  refund(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  /** Forgets every key that starts with `prefix`. */
  resetStartingWith(prefix: string): Promise<void>;
  close(): Promise<void>;
}

interface AttemptState {
  attempts: number;
  windowStart: number;
  blockedUntil: number;
}

/** One process: a map that forgets keys once their window and block are over. */
export function createMemoryRateLimiter(clock: Clock): RateLimiter {
  const states = new Map<string, AttemptState & { forgetAt: number }>();
  const current = (key: string, now: number) => {
    const state = states.get(key);
    if (state && state.forgetAt <= now) {
      states.delete(key);
      return undefined;
    }
    return state;
  };
  // Synchronous from read to write: one event loop turn, so concurrent callers cannot interleave.
  const take = (key: string, policy: AttemptPolicy) => {
    const now = clock.now().getTime();
    const state = current(key, now) ?? { attempts: 0, windowStart: now, blockedUntil: 0, forgetAt: now + policy.windowMs };
    if (state.blockedUntil > now) return { allowed: false, blockedMs: state.blockedUntil - now };
    if (now - state.windowStart >= policy.windowMs) Object.assign(state, { attempts: 0, windowStart: now });
    state.attempts += 1;
    if (state.attempts >= policy.limit) Object.assign(state, { attempts: 0, blockedUntil: now + policy.blockMs });
    state.forgetAt = Math.max(state.windowStart + policy.windowMs, state.blockedUntil);
    states.set(key, state);
    return { allowed: true, blockedMs: state.blockedUntil > now ? state.blockedUntil - now : 0 };
  };
  return {
    async blockedFor(key) {
      const now = clock.now().getTime();
      const state = current(key, now);
      return state && state.blockedUntil > now ? state.blockedUntil - now : 0;
    },
    async record(key, policy) {
      const { blockedMs } = take(key, policy);
      return blockedMs;
    },
    async reserve(key, policy) {
      return take(key, policy);
    },
    async refund(key) {
      const state = current(key, clock.now().getTime());
      if (state && state.attempts > 0) state.attempts -= 1;
    },
    async reset(key) {
      states.delete(key);
    },
    async resetStartingWith(prefix) {
      for (const key of [...states.keys()]) if (key.startsWith(prefix)) states.delete(key);
    },
    async close() {
      states.clear();
    },
  };
}

// One atomic step in Redis so every instance sees the same count. Time comes from the app's clock.
const RECORD_SCRIPT = `
local now = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
local window = tonumber(ARGV[3])
local block = tonumber(ARGV[4])
local state = redis.call('HMGET', KEYS[1], 'attempts', 'windowStart', 'blockedUntil')
local attempts = tonumber(state[1]) or 0
local windowStart = tonumber(state[2]) or now
local blockedUntil = tonumber(state[3]) or 0
if blockedUntil > now then return {0, blockedUntil - now} end
if now - windowStart >= window then attempts = 0; windowStart = now end
attempts = attempts + 1
if attempts >= limit then attempts = 0; blockedUntil = now + block end
redis.call('HSET', KEYS[1], 'attempts', attempts, 'windowStart', windowStart, 'blockedUntil', blockedUntil)
redis.call('PEXPIRE', KEYS[1], math.max(windowStart + window, blockedUntil) - now + 1000)
if blockedUntil > now then return {1, blockedUntil - now} end
return {1, 0}
`;

const REFUND_SCRIPT = `
local attempts = tonumber(redis.call('HGET', KEYS[1], 'attempts')) or 0
if attempts > 0 then redis.call('HSET', KEYS[1], 'attempts', attempts - 1) end
return 0
`;

/**
 * Shared by every instance on the same Redis. Counters that cannot be read fail closed: while
 * Redis is unreachable the guarded action answers SERVICE_UNAVAILABLE at once rather than
 * letting attempts through uncounted.
 */
export function createRedisRateLimiter(url: string, clock: Clock, keyPrefix = 'paraphe:'): RateLimiter {
  const prefix = `${keyPrefix}ratelimit:`;
  // Commands wait for the connection briefly (start-up, a blip), then fail: an outage answers in about a second.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000 });
  redis.on('error', () => undefined);
  const guarded = async <T>(command: () => Promise<T>): Promise<T> => {
    try {
      return await command();
    } catch (error) {
      throw new AppError('SERVICE_UNAVAILABLE', `Attempt counters unreachable: ${(error as Error).message}`);
    }
  };
  const take = async (key: string, policy: AttemptPolicy) => {
    const now = clock.now().getTime();
    const [allowed, blockedMs] = (await guarded(() => redis.eval(RECORD_SCRIPT, 1, prefix + key, now, policy.limit, policy.windowMs, policy.blockMs))) as [
      number,
      number,
    ];
    return { allowed: allowed === 1, blockedMs: Number(blockedMs) };
  };
  return {
    async blockedFor(key) {
      const blockedUntil = Number(await guarded(() => redis.hget(prefix + key, 'blockedUntil'))) || 0;
      const now = clock.now().getTime();
      return blockedUntil > now ? blockedUntil - now : 0;
    },
    async record(key, policy) {
      return (await take(key, policy)).blockedMs;
    },
    async reserve(key, policy) {
      return take(key, policy);
    },
    async refund(key) {
      await guarded(() => redis.eval(REFUND_SCRIPT, 1, prefix + key));
    },
    async reset(key) {
      await guarded(() => redis.del(prefix + key));
    },
    async resetStartingWith(start) {
      const pattern = `${prefix}${start.replace(/[*?[\]\\]/g, '\\$&')}*`;
      let cursor = '0';
      do {
        const [next, keys] = await guarded(() => redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500));
        if (keys.length) await guarded(() => redis.del(...keys));
        cursor = next;
      } while (cursor !== '0');
    },
    async close() {
      redis.disconnect();
    },
  };
}

export function createRateLimiter(redisUrl: string | undefined, clock: Clock, keyPrefix = 'paraphe:'): RateLimiter {
  return redisUrl ? createRedisRateLimiter(redisUrl, clock, `${keyPrefix}ratelimit:`) : createMemoryRateLimiter(clock);
}
