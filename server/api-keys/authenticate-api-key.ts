import type { ApiScope } from '../access/policy';
import type { Viewer } from '../auth/viewer';
import type { Plan } from '../db/generated/client';
import type { Services } from '../services';
import { hashApiKey, looksLikeApiKey } from './api-key-secret';

export interface ApiKeyCaller {
  viewer: Viewer;
  apiKeyId: string;
  plan: Plan;
}

/** `lastUsedAt` is written at most this often per key, so that a busy key costs no write per request. */
const LAST_USE_RESOLUTION_MS = 60_000;

/** `Authorization: Bearer <key>` → the caller, or null for a missing, malformed, unknown or revoked key. */
export async function authenticateApiKey(services: Services, authorization: string | null): Promise<ApiKeyCaller | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match || !looksLikeApiKey(match[1])) return null;
  const key = await services.db.prisma.apiKey.findUnique({
    where: { keyHash: hashApiKey(match[1]) },
    select: {
      id: true,
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
  const now = services.clock.now();
  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= LAST_USE_RESOLUTION_MS) {
    services.db.prisma.apiKey
      .updateMany({ where: { id: key.id }, data: { lastUsedAt: now } })
      .catch((error: unknown) => services.logger.warn({ err: error }, 'could not record an API key use'));
  }
  return {
    apiKeyId: key.id,
    plan: key.organization.plan,
    viewer: {
      userId: key.createdBy.id,
      organizationId: key.organizationId,
      role: key.createdBy.role,
      sessionId: null,
      aal: 1,
      locale: key.createdBy.locale === 'en' ? 'en' : 'fr',
      scopes: key.scopes as ApiScope[],
    },
  };
}
