import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import { AppError } from '../errors';
import type { Services } from '../services';
import { isUuid } from '../shared/ids';
import { announceApiKeyRevoked } from '../realtime/subscription-authorizer';
import { forgetApiKeys } from './authenticate-api-key';

/** A revoked key answers 401 from its next request on, and its live subscriptions end. Revoking twice is harmless. */
export async function revokeApiKey(
  services: Services,
  viewer: Viewer | null,
  input: { apiKeyId: string; audit?: { ip: string | null; userAgent: string | null } },
) {
  const admin = assertCan(viewer, 'apiKey.manage');
  if (!isUuid(input.apiKeyId)) throw new AppError('NOT_FOUND', 'No such API key in this organization');
  const now = services.clock.now();
  const revoked = await services.db.prisma.$transaction(async (tx) => {
    const key = await tx.apiKey.findFirst({ where: { id: input.apiKeyId, ...inOrganization(admin) }, select: { id: true, revokedAt: true, name: true } });
    if (!key) throw new AppError('NOT_FOUND', 'No such API key in this organization');
    if (key.revokedAt) return { id: key.id, revokedAt: key.revokedAt };
    await tx.apiKey.updateMany({ where: { id: key.id, ...inOrganization(admin) }, data: { revokedAt: now } });
    await tx.auditEvent.create({
      data: {
        ...inOrganization(admin),
        actorId: admin.userId,
        action: 'api_key.revoked',
        entityType: 'ApiKey',
        entityId: key.id,
        data: { name: key.name },
        ip: input.audit?.ip ?? null,
        userAgent: input.audit?.userAgent ?? null,
        createdAt: now,
      },
    });
    return { id: key.id, revokedAt: now };
  });
  forgetApiKeys(services);
  announceApiKeyRevoked(services, revoked.id);
  return revoked;
}
