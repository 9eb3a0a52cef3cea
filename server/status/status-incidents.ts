import type { IncidentStatus, StatusIncident } from '../db/generated/client';
import type { Viewer } from '../auth/viewer';
import { AppError, ValidationFailed, type FieldProblem } from '../errors';
import type { Services } from '../services';

/** Incidents older than this leave the status page. */
const INCIDENT_HISTORY_DAYS = 90;

/** Incidents of the last 90 days; none when the database cannot be read, so the page still shows the live checks. */
export async function listStatusIncidents(services: Services): Promise<StatusIncident[]> {
  const since = new Date(services.clock.now().getTime() - INCIDENT_HISTORY_DAYS * 86_400_000);
  try {
    return await services.db.prisma.statusIncident.findMany({ where: { startedAt: { gte: since } }, orderBy: { startedAt: 'desc' }, take: 50 });
  } catch (error) {
    services.logger.warn({ err: error }, 'status incidents could not be read');
    return [];
  }
}

/** The installation's administrators (PLATFORM_ADMIN_EMAILS), not an organization's: the status page is everyone's. */
export async function isInstallationAdmin(services: Services, viewer: Viewer | null): Promise<boolean> {
  if (!viewer || viewer.scopes || services.config.PLATFORM_ADMIN_EMAILS.length === 0) return false;
  const user = await services.db.prisma.user.findUnique({ where: { id: viewer.userId }, select: { email: true, emailVerifiedAt: true } });
  return Boolean(user?.emailVerifiedAt && services.config.PLATFORM_ADMIN_EMAILS.includes(user.email.toLowerCase()));
}

async function assertInstallationAdmin(services: Services, viewer: Viewer | null): Promise<void> {
  if (!viewer) throw new AppError('UNAUTHENTICATED', 'Sign in first.');
  if (!(await isInstallationAdmin(services, viewer))) throw new AppError('FORBIDDEN', 'Only the installation administrators manage incidents');
}

export interface IncidentInput {
  title?: string | null;
  body?: string | null;
  status?: IncidentStatus | null;
}

function problemsOf(input: IncidentInput, creating: boolean): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (creating || input.title != null) {
    const title = (input.title ?? '').trim();
    if (!title) problems.push({ path: 'input.title', message: 'REQUIRED' });
    else if (title.length > 200) problems.push({ path: 'input.title', message: 'TOO_LONG' });
  }
  if ((input.body ?? '').length > 5000) problems.push({ path: 'input.body', message: 'TOO_LONG' });
  return problems;
}

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
