import { forgetViewerUsers } from '../auth/viewer-account';
import { assertCan } from '../access/policy';
import { announceMembershipChanged } from '../realtime/subscription-authorizer';
import { forgetApiKeys } from '../api-keys/authenticate-api-key';
import { revokeUserSessions } from '../auth/revoke-sessions';
import type { Viewer } from '../access/viewer';
import type { Prisma, User } from '../db/generated/client';
import type { Services } from '../services';
import { auditMailAccount } from '../mail/own-mail-account';
import { removeMailboxes } from '../mail/remove-mailboxes';
import { announceWithdrawnRequests, withdrawRequestsAwaiting } from '../signing/withdraw-for-former-signer';
import { revokeShareLinksOf } from '../cloud/revoke-share-link';
import { assertNotLastAdmin, lockedMember } from './member-changes';
import { revokeInvitationsFrom } from './revoke-invitation';

type Audit = { ip: string | null; userAgent: string | null };

/**
 * Removes a member (admins): their sessions and API keys end at once, their mailboxes are
 * disconnected, their share links and the invitations they sent are revoked, the signature requests
 * waiting on them are withdrawn, and they no longer sign in or take a seat; their documents, decisions and audit entries stay and still name them.
 */
export async function removeMember(services: Services, viewer: Viewer | null, input: { userId: string; audit?: Audit }) {
  const admin = assertCan(viewer, 'member.manage');
  return endMembership(services, admin, input.userId, { action: 'member.removed', ...(input.audit ?? { ip: null, userAgent: null }) });
}

/**
 * A member leaves their organization (`leaveOrganization`), or an administrator removes them: the
 * same ending either way, audited as who did it. The last administrator can do neither.
 */
export async function endMembership(
  services: Services,
  actor: Viewer,
  userId: string,
  audit: Audit & { action: 'member.removed' | 'member.left' },
): Promise<User> {
  const now = services.clock.now();
  const { removed, withdrawn } = await services.db.prisma.$transaction(async (tx: Prisma.TransactionClient) => {
    const member = await lockedMember(tx, actor, userId);
    await assertNotLastAdmin(tx, member);
    const updated = await tx.user.update({ where: { id: member.id }, data: { removedAt: now, teamId: null } });
    await tx.apiKey.updateMany({ where: { createdById: member.id, revokedAt: null }, data: { revokedAt: now } });
    // Their mailboxes stop being read: they were connected for the membership that ends.
    for (const mailbox of await removeMailboxes(tx, { userId: member.id }, now)) {
      await auditMailAccount(tx, actor, 'mailbox.disconnected', mailbox, now, audit);
    }
    // What they opened to others closes with them: their share links and the invitations they sent.
    await revokeShareLinksOf(tx, actor, member.id, now, audit);
    await revokeInvitationsFrom(tx, actor, member.id, now, audit);
    // Nothing waits on a signature they can no longer give.
    const withdrawn = await withdrawRequestsAwaiting(tx, actor, member, now, audit);
    await tx.auditEvent.create({
      data: {
        organizationId: member.organizationId,
        actorId: actor.userId,
        action: audit.action,
        entityType: 'User',
        entityId: member.id,
        data: { email: member.email, role: member.role },
        ip: audit.ip,
        userAgent: audit.userAgent,
        createdAt: now,
      },
    });
    return { removed: updated, withdrawn };
  });
  forgetApiKeys(services);
  forgetViewerUsers(services);
  await revokeUserSessions({ services }, removed.id);
  announceMembershipChanged(services, { userId: removed.id, organizationId: null, role: null });
  await announceWithdrawnRequests(services, withdrawn);
  return removed;
}
