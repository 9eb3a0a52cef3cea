import type { Request, RequestHandler } from 'express';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Plan } from '../db/generated/client';
import type { Logger } from '../logger';
import { sendError } from './rest-errors';

/** Requests per window (a minute by default) and per organization; null is unlimited. A trial counts as Team. */
export const API_RATE_LIMITS: Record<Plan, number | null> = { TRIAL: 500, SOLO: 100, TEAM: 500, ENTERPRISE: null };
/** Requests with a missing or unknown key, per minute and per client address. */
export const UNAUTHENTICATED_LIMIT = 60;

export interface ApiRateLimits {
  /** Counts one request of the organization; answers 429 with Retry-After past its plan's limit. */
  perOrganization(plan: (req: Request) => Plan, organization: (req: Request) => string): RequestHandler;
  /** Counts one failed authentication of the address; true when it may still be answered. */
  allowUnauthenticated(address: string): Promise<{ allowed: boolean; retryAfterS: number }>;
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

  return {
    perOrganization(planOf, organizationOf) {
      return async (req, res, next) => {
        const plan = planOf(req);
        const limit = API_RATE_LIMITS[plan];
        const counter = byPlan.get(plan);
        if (!limit || !counter) return next();
        let state: RateLimiterRes;
        let allowed = true;
        try {
          state = await counter.consume(organizationOf(req));
        } catch (rejection) {
          if (!(rejection instanceof RateLimiterRes)) return next(rejection);
          state = rejection;
          allowed = false;
        }
        const resetS = Math.ceil(state.msBeforeNext / 1000);
        res.setHeader('RateLimit-Policy', `${limit};w=${WINDOW_S}`);
        res.setHeader('RateLimit-Limit', String(limit));
        res.setHeader('RateLimit-Remaining', String(Math.max(0, state.remainingPoints)));
        res.setHeader('RateLimit-Reset', String(resetS));
        if (allowed) return next();
        res.setHeader('Retry-After', String(resetS));
        sendError(res, 429, 'RATE_LIMITED', 'Rate limit exceeded', { limit, windowSeconds: WINDOW_S });
      };
    },
    async allowUnauthenticated(address) {
      try {
        await unauthenticated.consume(address);
        return { allowed: true, retryAfterS: 0 };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return { allowed: false, retryAfterS: Math.ceil(rejection.msBeforeNext / 1000) };
        throw rejection;
      }
    },
    async close() {
      redis?.disconnect();
    },
  };
}
