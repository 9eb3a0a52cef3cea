import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { Prisma } from '../db/generated/client';
import type { Services } from '../services';

/** The columns or relations a caller reads of each row (the select or include of a Prisma query). */
type Shape<Args> = Pick<Args, Extract<keyof Args, 'select' | 'include' | 'omit'>>;

/** The members of the caller's organization (not removed), by name. */
export function listMembers(services: Services, viewer: Viewer | null, shape: Shape<Prisma.UserFindManyArgs> = {}) {
  const reader = assertCan(viewer, 'member.read');
  return services.db.prisma.user.findMany({
    ...shape,
    where: { ...inOrganization(reader), removedAt: null },
    orderBy: [{ fullName: 'asc' }, { email: 'asc' }],
  });
}

/** The teams of the caller's organization, by name. */
export function listTeams(services: Services, viewer: Viewer | null, shape: Shape<Prisma.TeamFindManyArgs> = {}) {
  const reader = assertCan(viewer, 'member.read');
  return services.db.prisma.team.findMany({ ...shape, where: inOrganization(reader), orderBy: { name: 'asc' } });
}

/** Invitations sent and neither accepted nor revoked (expired ones too, to resend), newest first. */
export function listPendingInvitations(services: Services, viewer: Viewer | null, shape: Shape<Prisma.InvitationFindManyArgs> = {}) {
  const manager = assertCan(viewer, 'member.invite');
  return services.db.prisma.invitation.findMany({
    ...shape,
    where: { ...inOrganization(manager), acceptedAt: null, revokedAt: null },
    orderBy: { sentAt: 'desc' },
  });
}
