import type { IncidentStatus } from '../db/generated/client';
import { assertCan } from '../access/policy';
import type { Viewer } from '../access/viewer';
import { AppError, type FieldProblem } from '../errors';
import type { Services } from '../services';

/** Incidents older than this leave the status page. */
export const INCIDENT_HISTORY_DAYS = 90;

/** The installation's administrators (PLATFORM_ADMIN_EMAILS), not an organization's: the status page is everyone's. */
export async function isInstallationAdmin(services: Services, viewer: Viewer | null): Promise<boolean> {
  if (!viewer || viewer.scopes || services.config.PLATFORM_ADMIN_EMAILS.length === 0) return false;
  const user = await services.db.prisma.user.findUnique({ where: { id: viewer.userId }, select: { email: true, emailVerifiedAt: true } });
  return Boolean(user?.emailVerifiedAt && services.config.PLATFORM_ADMIN_EMAILS.includes(user.email.toLowerCase()));
}

export async function assertInstallationAdmin(services: Services, viewer: Viewer | null): Promise<void> {
  // The person's own right, never a key's, nor a session that must first enrol a second factor.
  assertCan(viewer, 'account.manage');
  if (!(await isInstallationAdmin(services, viewer))) throw new AppError('FORBIDDEN', 'Only the installation administrators manage incidents');
}

export interface IncidentInput {
  title?: string | null;
  body?: string | null;
  status?: IncidentStatus | null;
}

export function problemsOf(input: IncidentInput, creating: boolean): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (creating || input.title != null) {
    const title = (input.title ?? '').trim();
    if (!title) problems.push({ path: 'input.title', message: 'REQUIRED' });
    else if (title.length > 200) problems.push({ path: 'input.title', message: 'TOO_LONG' });
  }
  if ((input.body ?? '').length > 5000) problems.push({ path: 'input.body', message: 'TOO_LONG' });
  return problems;
}
