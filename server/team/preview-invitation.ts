import type { Viewer } from '../access/viewer';
import type { Services } from '../services';
import { joinState, type JoinState } from './accept-invitation';
import { findPendingInvitation } from './find-invitation';

/** What the invitation page shows before anything happens: who invites to what, and what accepting would do. */
export interface InvitationPreview {
  email: string;
  role: 'ADMIN' | 'MANAGER' | 'USER';
  organizationName: string;
  invitedByName: string | null;
  expiresAt: Date;
  /** Whether the address has an account that signs in (sign in to accept) or not (create one from the link). */
  accountExists: boolean;
  /** For a person signed in, what accepting would do; null for a visitor or an API key. */
  viewerJoinState: JoinState | null;
}

/** The pending invitation a link names, or null when the link is unknown, expired, revoked or used. */
export async function previewInvitation(services: Services, viewer: Viewer | null, token: string): Promise<InvitationPreview | null> {
  const { prisma } = services.db;
  const invitation = await findPendingInvitation(prisma, token, services.clock.now()).catch(() => null);
  if (!invitation) return null;
  const account = await prisma.user.findUnique({ where: { email: invitation.email }, select: { removedAt: true } });
  return {
    email: invitation.email,
    role: invitation.role,
    organizationName: invitation.organization.name,
    invitedByName: invitation.invitedBy?.fullName ?? null,
    expiresAt: invitation.expiresAt,
    // A removed member's account no longer signs in: they accept by making their account anew.
    accountExists: account !== null && !account.removedAt,
    viewerJoinState: viewer?.sessionId ? await joinState(prisma, viewer.userId, invitation) : null,
  };
}
