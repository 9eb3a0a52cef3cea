import { assertCan, inOrganization, roleAllows } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { Prisma, Role } from '../db/generated/client';
import type { Services } from '../services';
import { type Audit, invitingAction, pendingInvitation } from './pending-invitation';

/** Voids the link at once; revoking twice is refused as NOT_FOUND (nothing pending). */
export async function revokeInvitation(services: Services, viewer: Viewer | null, input: { invitationId: string; audit?: Audit }) {
  const manager = assertCan(viewer, 'member.invite');
  const { invitation, now } = await pendingInvitation(services, manager, input.invitationId);
  return services.db.prisma.$transaction(async (tx) => {
    const revoked = await tx.invitation.update({ where: { id: invitation.id }, data: { revokedAt: now } });
    await auditRevoked(tx, manager, invitation, {}, now, input.audit);
    return revoked;
  });
}

/**
 * A member whose membership ends vouches for no one any more: the invitations they sent and still
 * pending are revoked with the caller's transaction, each audited as the doing of whoever ended the
 * membership (reason `MEMBERSHIP_ENDED`). A member given a lower role keeps only the invitations that
 * role may send (`nowRole`; reason `ROLE_CHANGED`): a former administrator's invitation to be an
 * administrator goes. An administrator can invite the same people again.
 */
export async function revokeInvitationsFrom(
  tx: Prisma.TransactionClient,
  actor: Viewer,
  memberId: string,
  now: Date,
  audit: Audit,
  nowRole?: Role,
): Promise<number> {
  const pending = (
    await tx.invitation.findMany({
      where: { ...inOrganization(actor), invitedById: memberId, acceptedAt: null, revokedAt: null, expiresAt: { gt: now } },
      select: { id: true, email: true, role: true },
    })
  ).filter((invitation) => !nowRole || !roleAllows(nowRole, invitingAction(invitation.role)));
  if (pending.length === 0) return 0;
  await tx.invitation.updateMany({
    where: { id: { in: pending.map((invitation) => invitation.id) }, acceptedAt: null, revokedAt: null },
    data: { revokedAt: now },
  });
  const reason = nowRole ? 'ROLE_CHANGED' : 'MEMBERSHIP_ENDED';
  for (const invitation of pending) await auditRevoked(tx, actor, invitation, { reason }, now, audit);
  return pending.length;
}

async function auditRevoked(
  tx: Prisma.TransactionClient,
  actor: Viewer,
  invitation: { id: string; email: string },
  extra: Record<string, string>,
  now: Date,
  audit: Audit,
) {
  await tx.auditEvent.create({
    data: {
      ...inOrganization(actor),
      actorId: actor.userId,
      action: 'member.invitation_revoked',
      entityType: 'Invitation',
      entityId: invitation.id,
      data: { email: invitation.email, ...extra },
      ip: audit?.ip ?? null,
      userAgent: audit?.userAgent ?? null,
      createdAt: now,
    },
  });
}
