import { inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { Prisma } from '../db/generated/client';
import { AppError } from '../errors';
import { isUuid } from '../shared/ids';

/**
 * The member a change is about, read after locking the organization's row, so that two admins
 * demoting or removing each other at once cannot leave the organization without an administrator.
 */
export async function lockedMember(tx: Prisma.TransactionClient, viewer: Viewer, userId: string) {
  if (!isUuid(userId)) throw new AppError('NOT_FOUND', 'No such member in this organization');
  await tx.$queryRaw`SELECT id FROM "Organization" WHERE id = ${viewer.organizationId}::uuid FOR UPDATE`;
  const member = await tx.user.findFirst({ where: { id: userId, ...inOrganization(viewer), removedAt: null } });
  if (!member) throw new AppError('NOT_FOUND', 'No such member in this organization');
  return member;
}

/** Refuses a change that would leave no administrator: the member is the last one. */
export async function assertNotLastAdmin(tx: Prisma.TransactionClient, member: { id: string; role: string; organizationId: string }) {
  if (member.role !== 'ADMIN') return;
  const admins = await tx.user.count({ where: { organizationId: member.organizationId, role: 'ADMIN', removedAt: null } });
  if (admins <= 1) throw new AppError('LAST_ADMIN', 'The organization must keep at least one administrator');
}
