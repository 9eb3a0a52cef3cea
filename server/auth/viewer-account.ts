import { assertCan } from '../access/policy';
import { readRowById } from '../db/row-sql';
import { shortMemoryOf } from '../db/short-memory';
import type { Organization, Prisma, User } from '../db/generated/client';
import type { Services } from '../services';
import type { Viewer } from '../access/viewer';

/** The columns or relations a screen asks of a row (a Pothos query shape). */
type Selection = { select?: Record<string, unknown>; include?: Record<string, unknown> };

/**
 * How long the caller's account, once read, answers from memory: every screen asks for it, so a
 * signed-in request costs no statement for it within this window. Writes to users made on this
 * instance forget it at once (`forgetViewerUsers`); made on another instance, within this delay.
 */
export const VIEWER_USER_MEMORY_MS = 1_000;

const viewerUsers = (services: Services) => shortMemoryOf<Record<string, unknown> | null | undefined>(services, 'viewer-user', VIEWER_USER_MEMORY_MS);

/** Called after a user row changes (language, role, team, verification, membership): every remembered account is read again. */
export function forgetViewerUsers(services: Services): void {
  viewerUsers(services).forget();
}

/**
 * The caller's own account. Asked with every screen: its scalar columns in one plain statement
 * (remembered for VIEWER_USER_MEMORY_MS), anything more through Prisma.
 */
export async function readViewerUser(services: Services, viewer: Viewer, selection: Selection): Promise<User> {
  const key = `${viewer.userId} ${JSON.stringify(selection)}`;
  const row = (await viewerUsers(services).read(key, () => readRowById(services.db.sql, 'User', viewer.userId, selection))) as User | null | undefined;
  return (
    row ?? (services.db.prisma.user.findUniqueOrThrow({ ...selection, where: { id: viewer.userId } } as Prisma.UserFindUniqueOrThrowArgs) as Promise<User>)
  );
}

/** The caller's organization. */
export function readViewerOrganization(services: Services, viewer: Viewer, selection: Selection): Promise<Organization> {
  return services.db.prisma.organization.findUniqueOrThrow({
    ...selection,
    where: { id: viewer.organizationId },
  } as Prisma.OrganizationFindUniqueOrThrowArgs) as Promise<Organization>;
}

/** External accounts (Google, Microsoft) linked to the person signed in, oldest first. */
export function listIdentities(services: Services, viewer: Viewer, selection: Selection) {
  return services.db.prisma.identity.findMany({ ...selection, where: { userId: assertCan(viewer, 'account.manage').userId }, orderBy: { createdAt: 'asc' } });
}

/** Second factors of the person signed in, verified or not, oldest first. */
export function listFactors(services: Services, viewer: Viewer, selection: Selection) {
  return services.db.prisma.factor.findMany({ ...selection, where: { userId: assertCan(viewer, 'account.session').userId }, orderBy: { createdAt: 'asc' } });
}

/** Sign-ins of the person that are still open, newest use first. */
export function listOpenSessions(services: Services, viewer: Viewer, selection: Selection) {
  return services.db.prisma.session.findMany({
    ...selection,
    where: { userId: assertCan(viewer, 'account.manage').userId, revokedAt: null, expiresAt: { gt: services.clock.now() } },
    orderBy: { lastUsedAt: 'desc' },
  });
}
