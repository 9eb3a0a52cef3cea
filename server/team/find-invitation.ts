import type { Prisma } from '../db/generated/client';
import { AppError } from '../errors';
import type { Services } from '../services';
import { invitationTokenHash } from './invitation-token';

/** What the invitation page shows before the invitee accepts. */
export interface InvitationPreview {
  email: string;
  role: 'ADMIN' | 'MANAGER' | 'USER';
  organizationName: string;
  invitedBy: string | null;
  expiresAt: Date;
}

type Reader = Pick<Prisma.TransactionClient, 'invitation'>;

/** The pending, unexpired invitation a link names; INVITATION_INVALID for anything else (unknown, expired, revoked, used). */
export async function findPendingInvitation(db: Reader, token: string, now: Date) {
  const invitation = token
    ? await db.invitation.findUnique({
        where: { tokenHash: invitationTokenHash(token) },
        include: { organization: { select: { name: true } }, invitedBy: { select: { fullName: true } } },
      })
    : null;
  if (!invitation || invitation.acceptedAt || invitation.revokedAt || invitation.expiresAt <= now) {
    throw new AppError('INVITATION_INVALID', 'This invitation is invalid, has expired or was already used');
  }
  return invitation;
}

export async function previewInvitation(services: Services, token: string): Promise<InvitationPreview> {
  const invitation = await findPendingInvitation(services.db.prisma, token, services.clock.now());
  return {
    email: invitation.email,
    role: invitation.role,
    organizationName: invitation.organization.name,
    invitedBy: invitation.invitedBy?.fullName ?? null,
    expiresAt: invitation.expiresAt,
  };
}
