import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { Services } from '../services';
import { takenName, teamName } from './team-name';

export async function createTeam(services: Services, viewer: Viewer | null, input: { name: string }) {
  const manager = assertCan(viewer, 'team.manage');
  const name = teamName(input.name);
  return services.db.prisma.team.create({ data: { ...inOrganization(manager), name, createdAt: services.clock.now() } }).catch(takenName);
}
