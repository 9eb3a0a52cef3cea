import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Plan } from '../db/generated/client';
import type { Logger } from '../logger';
import { PLAN_RULES } from '../shared/plans';

/** Requests per window (a minute by default) and per organization, from the plan table; null is unlimited. */
export const API_RATE_LIMITS = Object.fromEntries(Object.entries(PLAN_RULES).map(([plan, rules]) => [plan, rules.apiRequestsPerWindow])) as Record<
  Plan,
  number | null
>;
/** Requests with a missing (REST) or unknown key (every door), per minute and per client address. */
export const UNAUTHENTICATED_LIMIT = 60;

/** An API-key call past its plan's limit: what the 429 says, on every door. */
export interface ApiCallRefusal {
  code: 'RATE_LIMITED';
  retryAfterSeconds: number;
  limit: number;
  windowSeconds: number;
}

/** Where an organization stands after one more call: the RateLimit headers that say so, and the refusal past the limit (null while allowed). */
export interface ApiCallCount {
  headers: Record<string, string>;
  refusal: ApiCallRefusal | null;
}

export interface ApiRateLimits {
  /**
   * Counts one call made with an API key against its organization's plan, whatever the door (REST,
   * GraphQL, the file doors: one allowance, one round trip to Redis); null for a caller without a
   * key's plan (a session, a visitor) and for an unlimited plan.
   */
  countApiKeyCall(caller: { plan: Plan | null; viewer: { organizationId: string } | null }): Promise<ApiCallCount | null>;
  /**
   * Counts one call as the doors that identify their caller count it (GraphQL, sockets, file doors): a
   * key's against its organization's plan, an unknown or revoked key's (`invalidKey`) against the client
   * address; null where nothing is counted.
   */
  countCall(
    caller: { plan: Plan | null; viewer: { organizationId: string } | null; invalidKey: boolean },
    address: string | null,
  ): Promise<ApiCallCount | null>;
  /**
   * Counts one failed authentication of a client address (a key that is missing on REST, or unknown
   * or revoked on any door): the RateLimit headers, and the refusal past the limit.
   */
  countUnauthenticated(address: string): Promise<ApiCallCount>;
  close(): Promise<void>;
}

/**
 * Fixed one-minute windows, in Redis when REDIS_URL is set (shared by every instance) and in memory
 * otherwise. During a Redis outage each instance counts in memory (the insurance limiter), so the
 * API keeps answering with per-instance limits rather than failing.
 */
export function createApiRateLimits(options: { redisUrl?: string; keyPrefix: string; windowS: number; logger: Logger }): ApiRateLimits {
  const WINDOW_S = options.windowS;
  const redis = options.redisUrl ? new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }) : null;
  redis?.on('error', (error) => options.logger.warn({ err: error }, 'API rate-limit store unreachable; counting in memory'));
  const limiter = (name: string, points: number): RateLimiterAbstract => {
    const keyPrefix = `${options.keyPrefix}api-rate:${name}`;
    const memory = new RateLimiterMemory({ points, duration: WINDOW_S, keyPrefix });
    return redis ? new RateLimiterRedis({ storeClient: redis, points, duration: WINDOW_S, keyPrefix, insuranceLimiter: memory }) : memory;
  };
  const byPlan = new Map<Plan, RateLimiterAbstract>();
  for (const [plan, limit] of Object.entries(API_RATE_LIMITS) as Array<[Plan, number | null]>) if (limit) byPlan.set(plan, limiter(plan, limit));
  const unauthenticated = limiter('unauthenticated', UNAUTHENTICATED_LIMIT);

  /** Counts one call of `key` and tells where it stands (RateLimit-*, and Retry-After past the limit). */
  async function count(counter: RateLimiterAbstract, key: string, limit: number): Promise<ApiCallCount> {
    let state: RateLimiterRes;
    let allowed = true;
    try {
      state = await counter.consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      state = rejection;
      allowed = false;
    }
    const resetS = String(Math.ceil(state.msBeforeNext / 1000));
    const headers: Record<string, string> = {
      'RateLimit-Policy': `${limit};w=${WINDOW_S}`,
      'RateLimit-Limit': String(limit),
      'RateLimit-Remaining': String(Math.max(0, state.remainingPoints)),
      'RateLimit-Reset': resetS,
    };
    if (allowed) return { headers, refusal: null };
    headers['Retry-After'] = resetS;
    return { headers, refusal: { code: 'RATE_LIMITED', retryAfterSeconds: Number(resetS), limit, windowSeconds: WINDOW_S } };
  }

  const countApiKeyCall: ApiRateLimits['countApiKeyCall'] = async ({ plan, viewer }) => {
    const limit = plan && API_RATE_LIMITS[plan];
    const counter = plan && byPlan.get(plan);
    return limit && counter && viewer ? count(counter, viewer.organizationId, limit) : null;
  };
  const countUnauthenticated = (address: string) => count(unauthenticated, address, UNAUTHENTICATED_LIMIT);

  return {
    countApiKeyCall,
    countUnauthenticated,
    countCall: (caller, address) => (caller.invalidKey ? countUnauthenticated(address ?? 'unknown') : countApiKeyCall(caller)),
    async close() {
      redis?.disconnect();
    },
  };
}
