import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Viewer } from '../access/viewer';
import type { Logger } from '../logger';

/** RFC 6455 "Try Again Later": the client may reconnect once one of its other sockets has closed. */
export const TOO_MANY_CONNECTIONS_CLOSE_CODE = 1013;

/** graphql-ws "Unauthorized": a bearer token that is no live API key. Clients do not retry it, as they retry 4403. */
export const INVALID_KEY_CLOSE_CODE = 4401;

/**
 * graphql-ws "Too many initialisation requests": an address past its allowance of failed authentications
 * (unknown or revoked keys). Clients do not retry it.
 */
export const RATE_LIMITED_CLOSE_CODE = 4429;

/** The most a close frame's reason may hold, in UTF-8 bytes (RFC 6455: a control frame's 125 bytes, less the code's 2). */
const MAX_CLOSE_REASON_BYTES = 123;

/** A close reason (worded in its caller's language) cut, if it must be, to what a close frame carries. */
export function closeReason(text: string): string {
  if (Buffer.byteLength(text) <= MAX_CLOSE_REASON_BYTES) return text;
  let cut = '';
  for (const character of text) {
    if (Buffer.byteLength(`${cut}${character}…`) > MAX_CLOSE_REASON_BYTES) break;
    cut += character;
  }
  return `${cut}…`;
}

export interface ConnectionLimits {
  perUser: number;
  perOrganization: number;
}

/** Which limit a socket is over, and that limit, for its close reason (`apiErrors.connectionsPer…`). */
export interface ConnectionRefusal {
  over: 'user' | 'organization';
  max: number;
}

export type Admission = { release: () => void } | { refusal: ConnectionRefusal };

type Holder = Pick<Viewer, 'userId' | 'organizationId'>;

const refusal = (limits: ConnectionLimits, over: 'user' | 'organization'): ConnectionRefusal => ({
  over,
  max: over === 'user' ? limits.perUser : limits.perOrganization,
});

/** Open WebSockets of this instance, counted per user and per organization. */
function createLocalConnectionQuota(limits: ConnectionLimits) {
  const open = new Map<string, number>();
  const count = (key: string, delta: number) => {
    const next = (open.get(key) ?? 0) + delta;
    if (next > 0) open.set(key, next);
    else open.delete(key);
  };
  return {
    /** A release to call when the socket closes, or the reason it may not stay open. */
    admit(viewer: Holder): Admission {
      const user = `user:${viewer.userId}`;
      const organization = `organization:${viewer.organizationId}`;
      if ((open.get(user) ?? 0) >= limits.perUser) return { refusal: refusal(limits, 'user') };
      if ((open.get(organization) ?? 0) >= limits.perOrganization) return { refusal: refusal(limits, 'organization') };
      count(user, 1);
      count(organization, 1);
      return {
        release: () => {
          count(user, -1);
          count(organization, -1);
        },
      };
    },
  };
}

export interface ConnectionQuota {
  /** A release to call when the socket closes, or the reason it may not stay open. */
  admit(viewer: Holder): Promise<Admission>;
  close(): Promise<void>;
}

export interface SharedQuotaOptions {
  redisUrl?: string;
  keyPrefix: string;
  /** How long a socket counts on other instances without its instance renewing it. */
  leaseMs: number;
  logger: Logger;
}

// Each user's and organization's sockets are a sorted set of connection ids scored by the end of
// their lease (Redis's own clock, the same for every instance): expired ones are dropped before
// counting, so the sockets of an instance that died stop counting once their lease has run out.
const ADMIT_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local lease = tonumber(ARGV[2])
for index, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now)
  if redis.call('ZCARD', key) >= tonumber(ARGV[2 + index]) then return index end
end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, now + lease, ARGV[1])
  redis.call('PEXPIRE', key, lease)
end
return 0
`;

// Renews the leases of this instance's live sockets (re-adding those admitted while Redis was away).
const RENEW_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local lease = tonumber(ARGV[1])
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, now + lease, ARGV[2])
  redis.call('PEXPIRE', key, lease)
end
return 0
`;

/** The scripts, sent once and then run by their digest (EVALSHA). */
type QuotaRedis = Redis & {
  admitConnection(userKey: string, organizationKey: string, id: string, leaseMs: number, perUser: number, perOrganization: number): Promise<number>;
  renewConnection(userKey: string, organizationKey: string, leaseMs: number, id: string): Promise<number>;
};

/**
 * Sockets counted on every instance sharing Redis, each held under a lease its instance renews
 * while it lives (a third of the lease apart). This instance's own count is kept too: it decides
 * alone while Redis cannot be reached, as the API's rate limits do, so an outage never refuses
 * sockets nor lets one instance exceed the caps.
 */
export function createConnectionQuota(limits: ConnectionLimits, shared: SharedQuotaOptions): ConnectionQuota {
  const local = createLocalConnectionQuota(limits);
  if (!shared.redisUrl) return { admit: async (viewer) => local.admit(viewer), close: async () => undefined };
  // Commands wait for the connection briefly (start-up, a blip), then fail: an outage counts locally within a second.
  const redis = new Redis(shared.redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 1000 }) as QuotaRedis;
  redis.defineCommand('admitConnection', { numberOfKeys: 2, lua: ADMIT_SCRIPT });
  redis.defineCommand('renewConnection', { numberOfKeys: 2, lua: RENEW_SCRIPT });
  const unreachable = (error: unknown) => shared.logger.warn({ err: error }, 'WebSocket counts unreachable in Redis; counting on this instance');
  redis.on('error', unreachable);
  const keysOf = (viewer: Holder): [string, string] => [
    `${shared.keyPrefix}ws:user:${viewer.userId}`,
    `${shared.keyPrefix}ws:organization:${viewer.organizationId}`,
  ];
  /** This instance's sockets held in Redis: connection id → its sets. */
  const held = new Map<string, [string, string]>();

  const renew = () => {
    if (held.size === 0 || redis.status !== 'ready') return;
    const pipeline = redis.pipeline();
    for (const [id, [userKey, organizationKey]] of held) (pipeline as unknown as QuotaRedis).renewConnection(userKey, organizationKey, shared.leaseMs, id);
    pipeline.exec().catch(unreachable);
  };
  const heartbeat = setInterval(renew, Math.max(1000, Math.floor(shared.leaseMs / 3)));
  heartbeat.unref();

  return {
    async admit(viewer) {
      const admission = local.admit(viewer);
      if ('refusal' in admission) return admission;
      const id = randomUUID();
      const keys = keysOf(viewer);
      let over = 0;
      try {
        over = Number(await redis.admitConnection(...keys, id, shared.leaseMs, limits.perUser, limits.perOrganization));
      } catch (error) {
        unreachable(error);
      }
      if (over > 0) {
        admission.release();
        return { refusal: refusal(limits, over === 1 ? 'user' : 'organization') };
      }
      held.set(id, keys);
      return {
        release: () => {
          admission.release();
          if (held.delete(id)) Promise.all(keys.map((key) => redis.zrem(key, id))).catch(unreachable);
        },
      };
    },
    /** Frees this instance's places on the other instances at once, rather than at the end of their leases. */
    async close() {
      clearInterval(heartbeat);
      const pipeline = redis.pipeline();
      for (const [id, keys] of held) for (const key of keys) pipeline.zrem(key, id);
      held.clear();
      if (redis.status === 'ready') await pipeline.exec().catch(unreachable);
      redis.disconnect();
    },
  };
}

/**
 * Subscriptions of one socket, counted from the moment each arrives: a burst sent at once is
 * admitted up to the cap and the rest refused, whatever is still being set up. A subscription the
 * client completed, or that ended, leaves graphql-ws's list at once and frees its slot.
 */
export function createSubscriptionSlots(perConnection: number) {
  const taken = new WeakMap<object, Set<string>>();
  return {
    take(connection: { subscriptions: Record<string, unknown> }, id: string): boolean {
      const ids = taken.get(connection) ?? new Set<string>();
      taken.set(connection, ids);
      for (const held of ids) if (!(held in connection.subscriptions)) ids.delete(held);
      if (ids.size >= perConnection) return false;
      ids.add(id);
      return true;
    },
    release(connection: object, id: string): void {
      taken.get(connection)?.delete(id);
    },
  };
}
