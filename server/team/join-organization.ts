import { forgetViewerUsers } from '../auth/viewer-account';
import { announceMembershipChanged } from '../realtime/subscription-authorizer';
import { assertSeatsAvailable } from '../billing/plan-limits';
import type { Prisma } from '../db/generated/client';
import { AppError } from '../errors';
import type { Services } from '../services';
import { forgetApiKeys } from '../api-keys/authenticate-api-key';
import type { findPendingInvitation } from './find-invitation';

type PendingInvitation = Awaited<ReturnType<typeof findPendingInvitation>>;

/**
 * An existing account joining, or a new one made from the invitation (its address is proven by the
 * link, the terms accepted on its form).
 */
export type Joiner = { userId: string } | { newUser: { fullName: string; passwordHash: string; locale: string; termsAcceptedAt: Date; termsVersion: string } };

/**
 * Makes the person a member as the invitation says (role, team), uses the invitation and audits it.
 * Runs inside the caller's transaction, which has checked who the person is.
 */
export async function joinOrganization(tx: Prisma.TransactionClient, invitation: PendingInvitation, joiner: Joiner, now: Date) {
  await assertSeatsAvailable(tx, invitation.organizationId, 1, now, invitation.id);
  const used = await tx.invitation.updateMany({ where: { id: invitation.id, acceptedAt: null, revokedAt: null }, data: { acceptedAt: now } });
  if (used.count === 0) throw new AppError('INVITATION_INVALID', 'This invitation was used meanwhile');
  const membership = { organizationId: invitation.organizationId, role: invitation.role, teamId: invitation.teamId, removedAt: null, emailVerifiedAt: now };
  const user =
    'userId' in joiner
      ? await tx.user.update({ where: { id: joiner.userId }, data: membership })
      : await tx.user.create({ data: { ...membership, email: invitation.email, ...joiner.newUser } });
  await tx.auditEvent.create({
    data: {
      organizationId: invitation.organizationId,
      actorId: user.id,
      action: 'member.joined',
      entityType: 'User',
      entityId: user.id,
      data: { email: invitation.email, role: invitation.role, invitationId: invitation.id },
      createdAt: now,
    },
  });
  return user;
}

export function announceJoined(services: Services, user: { id: string; organizationId: string; role: 'ADMIN' | 'MANAGER' | 'USER' }): void {
  // Keys made in the organization the member left stop working.
  forgetApiKeys(services);
  forgetViewerUsers(services);
  announceMembershipChanged(services, { userId: user.id, organizationId: user.organizationId, role: user.role });
}
