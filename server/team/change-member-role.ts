import { forgetViewerUsers } from '../auth/viewer-account';
import { assertCan, inOrganization } from '../access/policy';
import { announceMembershipChanged } from '../realtime/subscription-authorizer';
import { forgetApiKeys } from '../api-keys/authenticate-api-key';
import { revokeUserSessions } from '../auth/revoke-sessions';
import type { Viewer } from '../access/viewer';
import type { Role } from '../db/generated/client';
import type { Services } from '../services';
import { assertNotLastAdmin, lockedMember } from './member-changes';
import { revokeInvitationsFrom } from './revoke-invitation';

/**
 * Gives a member another role (admins). Their sessions end, so that every door sees the new role
 * from their next sign-in; the pending invitations they sent that the new role may not send are
 * revoked; the last administrator cannot be demoted.
 */
export async function changeMemberRole(
  services: Services,
  viewer: Viewer | null,
  input: { userId: string; role: Role; audit?: { ip: string | null; userAgent: string | null } },
) {
  const admin = assertCan(viewer, 'member.manage');
  const now = services.clock.now();
  const { member, changed } = await services.db.prisma.$transaction(async (tx) => {
    const current = await lockedMember(tx, admin, input.userId);
    if (current.role === input.role) return { member: current, changed: false };
    if (input.role !== 'ADMIN') await assertNotLastAdmin(tx, current);
    const updated = await tx.user.update({ where: { id: current.id }, data: { role: input.role } });
    await tx.auditEvent.create({
      data: {
        ...inOrganization(admin),
        actorId: admin.userId,
        action: 'member.role_changed',
        entityType: 'User',
        entityId: current.id,
        data: { email: current.email, from: current.role, to: input.role },
        ip: input.audit?.ip ?? null,
        userAgent: input.audit?.userAgent ?? null,
        createdAt: now,
      },
    });
    // Invitations they sent that their new role could not send are withdrawn with the change.
    await revokeInvitationsFrom(tx, admin, current.id, now, input.audit, input.role);
    return { member: updated, changed: true };
  });
  if (changed) {
    forgetApiKeys(services);
    forgetViewerUsers(services);
    await revokeUserSessions({ services }, member.id);
    announceMembershipChanged(services, { userId: member.id, organizationId: member.organizationId, role: member.role });
  }
  return member;
}
