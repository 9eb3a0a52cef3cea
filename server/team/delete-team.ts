import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import { AppError } from '../errors';
import type { Services } from '../services';
import { isUuid } from '../shared/ids';

/** Deletes a team; its members stay, without a team. */
export async function deleteTeam(services: Services, viewer: Viewer | null, input: { teamId: string }) {
  const manager = assertCan(viewer, 'team.manage');
  if (!isUuid(input.teamId)) throw new AppError('NOT_FOUND', 'No such team in this organization');
  const deleted = await services.db.prisma.team.deleteMany({ where: { id: input.teamId, ...inOrganization(manager) } });
  if (deleted.count === 0) throw new AppError('NOT_FOUND', 'No such team in this organization');
  return { id: input.teamId };
}
