import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { Services } from '../services';
import { type Audit, pendingInvitation } from './pending-invitation';

/** Voids the link at once; revoking twice is refused as NOT_FOUND (nothing pending). */
export async function revokeInvitation(services: Services, viewer: Viewer | null, input: { invitationId: string; audit?: Audit }) {
  const manager = assertCan(viewer, 'member.invite');
  const { invitation, now } = await pendingInvitation(services, manager, input.invitationId);
  return services.db.prisma.$transaction(async (tx) => {
    const revoked = await tx.invitation.update({ where: { id: invitation.id }, data: { revokedAt: now } });
    await tx.auditEvent.create({
      data: {
        ...inOrganization(manager),
        actorId: manager.userId,
        action: 'member.invitation_revoked',
        entityType: 'Invitation',
        entityId: invitation.id,
        data: { email: invitation.email },
        ip: input.audit?.ip ?? null,
        userAgent: input.audit?.userAgent ?? null,
        createdAt: now,
      },
    });
    return revoked;
  });
}
