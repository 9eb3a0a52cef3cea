import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import { AppError } from '../errors';
import type { Services } from '../services';
import { isUuid } from '../shared/ids';
import { takenName, teamName } from './team-name';

export async function renameTeam(services: Services, viewer: Viewer | null, input: { teamId: string; name: string }) {
  const manager = assertCan(viewer, 'team.manage');
  const name = teamName(input.name);
  if (!isUuid(input.teamId)) throw new AppError('NOT_FOUND', 'No such team in this organization');
  const renamed = await services.db.prisma.team
    .updateManyAndReturn({ where: { id: input.teamId, ...inOrganization(manager) }, data: { name } })
    .catch(takenName);
  if (renamed.length === 0) throw new AppError('NOT_FOUND', 'No such team in this organization');
  return renamed[0];
}
