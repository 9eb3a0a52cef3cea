import type { StatusIncident } from '../db/generated/client';
import type { Viewer } from '../access/viewer';
import { AppError, ValidationFailed } from '../errors';
import type { Services } from '../services';
import { type IncidentInput, assertInstallationAdmin, problemsOf } from './incident-rules';

export async function updateStatusIncident(services: Services, viewer: Viewer | null, id: string, input: IncidentInput): Promise<StatusIncident> {
  await assertInstallationAdmin(services, viewer);
  const problems = problemsOf(input, false);
  if (problems.length) throw new ValidationFailed(problems);
  const existing = await services.db.prisma.statusIncident.findUnique({ where: { id } }).catch(() => null);
  if (!existing) throw new AppError('NOT_FOUND', 'No such incident');
  const status = input.status ?? existing.status;
  return services.db.prisma.statusIncident.update({
    where: { id },
    data: {
      ...(input.title != null ? { title: input.title.trim() } : {}),
      ...(input.body != null ? { body: input.body.trim() } : {}),
      status,
      resolvedAt: status === 'INVESTIGATING' ? null : (existing.resolvedAt ?? services.clock.now()),
    },
  });
}
