import type { Prisma } from '../db/generated/client';
import { AppError } from '../errors';
import { invitationTokenHash } from './invitation-token';

type Reader = Pick<Prisma.TransactionClient, 'invitation'>;

/** The pending, unexpired invitation a link names; INVITATION_INVALID for anything else (unknown, expired, revoked, used). */
export async function findPendingInvitation(db: Reader, token: string, now: Date) {
  const invitation = token
    ? await db.invitation.findUnique({
        where: { tokenHash: invitationTokenHash(token) },
        include: { organization: { select: { name: true, defaultLanguage: true } }, invitedBy: { select: { fullName: true } } },
      })
    : null;
  if (!invitation || invitation.acceptedAt || invitation.revokedAt || invitation.expiresAt <= now) {
    throw new AppError('INVITATION_INVALID', 'This invitation is invalid, has expired or was already used');
  }
  return invitation;
}
