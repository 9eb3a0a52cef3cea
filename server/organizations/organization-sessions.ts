import { assertCan, inOrganization } from '../access/policy';
import { revokeSessions } from '../auth/revoke-sessions';
import type { Viewer } from '../access/viewer';
import type { Prisma } from '../db/generated/client';
import { AppError } from '../errors';
import type { Services } from '../services';
import { isUuid } from '../shared/ids';

/** The organization's open sign-ins: of its members (not removed), neither revoked nor expired. */
function openSessionsOf(services: Services, organizationId: string): Prisma.SessionWhereInput {
  return { user: { organizationId, removedAt: null }, revokedAt: null, expiresAt: { gt: services.clock.now() } };
}

/** A page of the organization's open sign-ins, most recently used first (administrators). */
export function listOrganizationSessions(services: Services, viewer: Viewer | null, page: { limit: number; offset: number }) {
  const { organizationId } = assertCan(viewer, 'organization.security');
  return services.db.prisma.session.findMany({
    where: openSessionsOf(services, organizationId),
    orderBy: [{ lastUsedAt: 'desc' }, { id: 'asc' }],
    take: page.limit,
    skip: page.offset,
  });
}

/**
 * Ends one of the organization's sign-ins (administrators): refused from the next request on, on
 * every door and instance. Audited with whose it was.
 */
export async function revokeOrganizationSession(
  services: Services,
  viewer: Viewer | null,
  input: { sessionId: string; audit?: { ip: string | null; userAgent: string | null } },
): Promise<void> {
  const admin = assertCan(viewer, 'organization.security');
  const { prisma } = services.db;
  const session = isUuid(input.sessionId)
    ? await prisma.session.findFirst({
        where: { id: input.sessionId, ...openSessionsOf(services, admin.organizationId) },
        include: { user: { select: { email: true } } },
      })
    : null;
  if (!session) throw new AppError('SESSION_NOT_FOUND', 'No open session of your organization has this id');
  await revokeSessions({ services }, { id: session.id });
  await prisma.auditEvent.create({
    data: {
      ...inOrganization(admin),
      actorId: admin.userId,
      action: 'auth.session_revoked',
      entityType: 'User',
      entityId: session.userId,
      data: { sessionId: session.id, email: session.user.email },
      ip: input.audit?.ip ?? null,
      userAgent: input.audit?.userAgent ?? null,
      createdAt: services.clock.now(),
    },
  });
}
