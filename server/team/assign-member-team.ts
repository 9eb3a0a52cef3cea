import { forgetViewerUsers } from '../auth/viewer-account';
import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import { AppError } from '../errors';
import type { Services } from '../services';
import { isUuid } from '../shared/ids';

/** Puts a member in a team of the organization, or in none (`teamId` null). */
export async function assignMemberTeam(services: Services, viewer: Viewer | null, input: { userId: string; teamId: string | null }) {
  const manager = assertCan(viewer, 'team.manage');
  if (!isUuid(input.userId) || (input.teamId !== null && !isUuid(input.teamId))) throw new AppError('NOT_FOUND', 'No such member or team in this organization');
  const member = await services.db.prisma.$transaction(async (tx) => {
    if (input.teamId !== null) {
      const team = await tx.team.findFirst({ where: { id: input.teamId, ...inOrganization(manager) }, select: { id: true } });
      if (!team) throw new AppError('NOT_FOUND', 'No such team in this organization');
    }
    const updated = await tx.user.updateManyAndReturn({
      where: { id: input.userId, ...inOrganization(manager), removedAt: null },
      data: { teamId: input.teamId },
    });
    if (updated.length === 0) throw new AppError('NOT_FOUND', 'No such member in this organization');
    return updated[0];
  });
  forgetViewerUsers(services);
  return member;
}
