import type { StatusIncident } from '../db/generated/client';
import type { Viewer } from '../access/viewer';
import { ValidationFailed } from '../errors';
import type { Services } from '../services';
import { type IncidentInput, assertInstallationAdmin, problemsOf } from './incident-rules';

export async function createStatusIncident(services: Services, viewer: Viewer | null, input: IncidentInput): Promise<StatusIncident> {
  await assertInstallationAdmin(services, viewer);
  const problems = problemsOf(input, true);
  if (problems.length) throw new ValidationFailed(problems);
  const now = services.clock.now();
  const status = input.status ?? 'INVESTIGATING';
  return services.db.prisma.statusIncident.create({
    data: { title: input.title!.trim(), body: input.body?.trim() ?? '', status, startedAt: now, resolvedAt: status === 'INVESTIGATING' ? null : now },
  });
}
