import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { Services } from '../services';
import { INVITATION_TTL_MS, newInvitationToken } from './invitation-token';
import { sendInvitationMail } from './send-invitation-mail';
import { type Audit, pendingInvitation } from './pending-invitation';

/**
 * Sends a new link (the old one stops working) valid for another 7 days, even if the first had expired.
 * Whoever sends it again vouches for it from then on: the mail, the invitation page and the revocation
 * of a leaving member's invitations all name them.
 */
export async function resendInvitation(services: Services, viewer: Viewer | null, input: { invitationId: string; audit?: Audit }) {
  const manager = assertCan(viewer, 'member.invite');
  const { invitation, now } = await pendingInvitation(services, manager, input.invitationId);
  const { token, tokenHash } = newInvitationToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  const { resent, organizationName, timeZone, invitedBy } = await services.db.prisma.$transaction(async (tx) => {
    const updated = await tx.invitation.update({ where: { id: invitation.id }, data: { tokenHash, sentAt: now, expiresAt, invitedById: manager.userId } });
    await tx.auditEvent.create({
      data: {
        ...inOrganization(manager),
        actorId: manager.userId,
        action: 'member.invitation_resent',
        entityType: 'Invitation',
        entityId: invitation.id,
        data: { email: invitation.email, ...(invitation.invitedById !== manager.userId ? { firstInvitedById: invitation.invitedById } : {}) },
        ip: input.audit?.ip ?? null,
        userAgent: input.audit?.userAgent ?? null,
        createdAt: now,
      },
    });
    const [organization, author] = await Promise.all([
      tx.organization.findUniqueOrThrow({ where: { id: manager.organizationId }, select: { name: true, timeZone: true } }),
      tx.user.findUniqueOrThrow({ where: { id: manager.userId }, select: { fullName: true } }),
    ]);
    return { resent: updated, organizationName: organization.name, timeZone: organization.timeZone, invitedBy: author.fullName };
  });
  await sendInvitationMail(services, { email: resent.email, token, locale: resent.locale, organizationName, timeZone, invitedBy, expiresAt });
  return resent;
}
