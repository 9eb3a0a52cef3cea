import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../auth/viewer';
import { AppError } from '../errors';
import type { Services } from '../services';
import { isUuid } from '../shared/ids';
import { INVITATION_TTL_MS, newInvitationToken } from './invitation-token';
import { sendInvitationMail } from './send-invitation-mail';

type Audit = { ip: string | null; userAgent: string | null } | undefined;

async function pendingInvitation(services: Services, viewer: Viewer, invitationId: string) {
  const now = services.clock.now();
  const invitation = isUuid(invitationId)
    ? await services.db.prisma.invitation.findFirst({ where: { id: invitationId, ...inOrganization(viewer), acceptedAt: null, revokedAt: null } })
    : null;
  if (!invitation) throw new AppError('NOT_FOUND', 'No such pending invitation in this organization');
  // An admin invitation is managed by admins only, as it was made.
  assertCan(viewer, invitation.role === 'ADMIN' ? 'member.manage' : 'member.invite');
  return { invitation, now };
}

/** Voids the link at once; revoking twice is refused as NOT_FOUND (nothing pending). */
export async function revokeInvitation(services: Services, viewer: Viewer | null, input: { invitationId: string; audit?: Audit }) {
  const manager = assertCan(viewer, 'member.invite');
  const { invitation, now } = await pendingInvitation(services, manager, input.invitationId);
  return services.db.prisma.$transaction(async (tx) => {
    const revoked = await tx.invitation.update({ where: { id: invitation.id }, data: { revokedAt: now } });
    await tx.auditEvent.create({
      data: { ...inOrganization(manager), actorId: manager.userId, action: 'member.invitation_revoked', entityType: 'Invitation', entityId: invitation.id, data: { email: invitation.email }, ip: input.audit?.ip ?? null, userAgent: input.audit?.userAgent ?? null, createdAt: now },
    });
    return revoked;
  });
}

/** Sends a new link (the old one stops working) valid for another 7 days, even if the first had expired. */
export async function resendInvitation(services: Services, viewer: Viewer | null, input: { invitationId: string; audit?: Audit }) {
  const manager = assertCan(viewer, 'member.invite');
  const { invitation, now } = await pendingInvitation(services, manager, input.invitationId);
  const { token, tokenHash } = newInvitationToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  const { resent, organizationName, invitedBy } = await services.db.prisma.$transaction(async (tx) => {
    const updated = await tx.invitation.update({ where: { id: invitation.id }, data: { tokenHash, sentAt: now, expiresAt } });
    await tx.auditEvent.create({
      data: { ...inOrganization(manager), actorId: manager.userId, action: 'member.invitation_resent', entityType: 'Invitation', entityId: invitation.id, data: { email: invitation.email }, ip: input.audit?.ip ?? null, userAgent: input.audit?.userAgent ?? null, createdAt: now },
    });
    const [organization, author] = await Promise.all([
      tx.organization.findUniqueOrThrow({ where: { id: manager.organizationId }, select: { name: true } }),
      tx.user.findUniqueOrThrow({ where: { id: manager.userId }, select: { fullName: true } }),
    ]);
    return { resent: updated, organizationName: organization.name, invitedBy: author.fullName };
  });
  await sendInvitationMail(services, { email: resent.email, token, locale: resent.locale, organizationName, invitedBy, expiresAt });
  return resent;
}
