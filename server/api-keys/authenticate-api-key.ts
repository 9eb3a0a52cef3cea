import { localeOf } from '../shared/locale';
import type { ApiScope } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { Plan } from '../db/generated/client';
import type { Services } from '../services';
import { shortMemoryOf } from '../db/short-memory';
import { hashApiKey, looksLikeApiKey } from './api-key-secret';

export interface ApiKeyCaller {
  viewer: Viewer;
  apiKeyId: string;
  plan: Plan;
}

/** `lastUsedAt` is written at most this often per key, so that a busy key costs no write per request. */
const LAST_USE_RESOLUTION_MS = 60_000;
/** A key's use is written to the audit log when it was last used longer ago than this: the first call of each stretch of use. */
export const AUDITED_USE_GAP_MS = 3_600_000;
/**
 * A live key, once read, answers from memory this long (`ShortMemory`): a busy key costs no
 * statement per request. A revocation, a role change or a removal forgets the keys at once: on the
 * instance that made it (`forgetApiKeys`), and on every other one as its announcement arrives
 * (`forgetApiKeysOnAnnouncements`). Only while the announcements cannot travel (Redis down) does it
 * take effect on the others within this delay instead.
 */
export const API_KEY_MEMORY_MS = 1_000;

interface Remembered {
  caller: ApiKeyCaller;
  name: string;
  lastUsedAt: Date | null;
}

const apiKeys = (services: Services) => shortMemoryOf<Remembered | null>(services, 'api-keys', API_KEY_MEMORY_MS);

/** Every remembered key is read again at its next use: called after revoking keys or changing who holds them. */
export function forgetApiKeys(services: Services): void {
  apiKeys(services).forget();
}

/**
 * Forgets this instance's remembered keys whenever any instance announces a key revoked or a
 * member's organization or role changed: from then on, a revoked key is refused here too, and a
 * key answers with its holder's new role. Listens from the start of the process, so that the
 * channels are always subscribed. Returns what stops listening.
 */
export function forgetApiKeysOnAnnouncements(services: Services): () => Promise<void> {
  const feeds = [services.pubsub.subscribe('apiKeyRevoked'), services.pubsub.subscribe('membershipChanged')];
  const listening = feeds.map(async (feed) => {
    try {
      for await (const _event of feed) forgetApiKeys(services);
    } catch (error) {
      services.logger.error({ err: error }, 'API key announcements feed stopped');
    }
  });
  return async () => {
    await Promise.all(feeds.map((feed) => feed.return?.()));
    await Promise.all(listening);
  };
}

/** `Authorization: Bearer <key>` → the caller, or null for a missing, malformed, unknown or revoked key. */
export async function authenticateApiKey(services: Services, authorization: string | null): Promise<ApiKeyCaller | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match || !looksLikeApiKey(match[1])) return null;
  const keyHash = hashApiKey(match[1]);
  const known = await apiKeys(services).read(keyHash, () => readKey(services, keyHash));
  if (!known) return null;
  recordUse(services, known);
  return known.caller;
}

async function readKey(services: Services, keyHash: string): Promise<Remembered | null> {
  const key = await services.db.prisma.apiKey.findUnique({
    where: { keyHash },
    select: {
      id: true,
      name: true,
      organizationId: true,
      scopes: true,
      revokedAt: true,
      lastUsedAt: true,
      createdBy: { select: { id: true, organizationId: true, role: true, locale: true } },
      organization: { select: { plan: true } },
    },
  });
  // A key outlives neither its revocation nor its creator's move to another organization.
  if (!key || key.revokedAt || key.createdBy.organizationId !== key.organizationId) return null;
  return {
    name: key.name,
    lastUsedAt: key.lastUsedAt,
    caller: {
      apiKeyId: key.id,
      plan: key.organization.plan,
      viewer: {
        userId: key.createdBy.id,
        organizationId: key.organizationId,
        role: key.createdBy.role,
        sessionId: null,
        apiKeyId: key.id,
        aal: 1,
        locale: localeOf(key.createdBy),
        scopes: key.scopes as ApiScope[],
      },
    },
  };
}

/** Writes `lastUsedAt` (and the audit entry of a first use after a long pause) without holding up the request. */
function recordUse(services: Services, known: Remembered): void {
  const now = services.clock.now();
  const idleMs = known.lastUsedAt ? now.getTime() - known.lastUsedAt.getTime() : Infinity;
  if (idleMs < LAST_USE_RESOLUTION_MS) return;
  known.lastUsedAt = now;
  const { prisma } = services.db;
  const { apiKeyId, viewer } = known.caller;
  const audited =
    idleMs >= AUDITED_USE_GAP_MS
      ? [
          prisma.auditEvent.create({
            data: {
              organizationId: viewer.organizationId,
              actorId: viewer.userId,
              action: 'api_key.used',
              entityType: 'ApiKey',
              entityId: apiKeyId,
              data: { name: known.name },
              createdAt: now,
            },
          }),
        ]
      : [];
  prisma
    .$transaction([prisma.apiKey.updateMany({ where: { id: apiKeyId }, data: { lastUsedAt: now } }), ...audited])
    .catch((error: unknown) => services.logger.warn({ err: error }, 'could not record an API key use'));
}
