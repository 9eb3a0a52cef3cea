import { forgetViewerUsers } from '../auth/viewer-account';
import { assertCan, inOrganization } from '../access/policy';
import { announceMembershipChanged } from '../realtime/subscription-authorizer';
import { forgetApiKeys } from '../api-keys/authenticate-api-key';
import { revokeUserSessions } from '../auth/revoke-sessions';
import type { Viewer } from '../access/viewer';
import type { Services } from '../services';
import { assertNotLastAdmin, lockedMember } from './member-changes';

/**
 * Removes a member (admins): their sessions and API keys end at once and they no longer sign in or
 * take a seat; their documents, decisions and audit entries stay and still name them.
 */
export async function removeMember(
  services: Services,
  viewer: Viewer | null,
  input: { userId: string; audit?: { ip: string | null; userAgent: string | null } },
) {
  const admin = assertCan(viewer, 'member.manage');
  const now = services.clock.now();
  const removed = await services.db.prisma.$transaction(async (tx) => {
    const member = await lockedMember(tx, admin, input.userId);
    await assertNotLastAdmin(tx, member);
    const updated = await tx.user.update({ where: { id: member.id }, data: { removedAt: now, teamId: null } });
    await tx.apiKey.updateMany({ where: { createdById: member.id, revokedAt: null }, data: { revokedAt: now } });
    await tx.auditEvent.create({
      data: {
        ...inOrganization(admin),
        actorId: admin.userId,
        action: 'member.removed',
        entityType: 'User',
        entityId: member.id,
        data: { email: member.email, role: member.role },
        ip: input.audit?.ip ?? null,
        userAgent: input.audit?.userAgent ?? null,
        createdAt: now,
      },
    });
    return updated;
  });
  forgetApiKeys(services);
  forgetViewerUsers(services);
  await revokeUserSessions({ services }, removed.id);
  announceMembershipChanged(services, { userId: removed.id, organizationId: null, role: null });
  return removed;
}
