import { assertCan, inOrganization, type Action } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { Role } from '../db/generated/client';
import { AppError } from '../errors';
import type { Services } from '../services';
import { isUuid } from '../shared/ids';

/** Where a management request came from, for the audit log. */
export type Audit = { ip: string | null; userAgent: string | null } | undefined;

/** What sending, resending or revoking an invitation to a role takes: an administrator's is for administrators. */
export const invitingAction = (role: Role): Action => (role === 'ADMIN' ? 'member.manage' : 'member.invite');

/** A pending invitation of the caller's organization that the caller may manage (admin invitations: administrators only). */
export async function pendingInvitation(services: Services, viewer: Viewer, invitationId: string) {
  const now = services.clock.now();
  const invitation = isUuid(invitationId)
    ? await services.db.prisma.invitation.findFirst({ where: { id: invitationId, ...inOrganization(viewer), acceptedAt: null, revokedAt: null } })
    : null;
  if (!invitation) throw new AppError('NOT_FOUND', 'No such pending invitation in this organization');
  // An admin invitation is managed by admins only, as it was made.
  assertCan(viewer, invitingAction(invitation.role));
  return { invitation, now };
}
