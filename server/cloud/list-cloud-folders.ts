import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import { planLimits, planUsage } from '../billing/plan-limits';
import type { Prisma } from '../db/generated/client';
import type { Services } from '../services';
import { folderAncestry } from './cloud-folder-rules';
import { searchText } from '../db/search-text';

/** Folders one list answers at most. */
export const MAX_FOLDERS = 500;

type FolderShape = Pick<Prisma.CloudFolderFindManyArgs, 'select' | 'include'>;

/**
 * The folders directly in a folder of the caller's organization (null: at its top level; undefined:
 * at every level), by name; with a search, only those whose name holds it, as the files' search
 * matches them (regardless of case and accents).
 */
export function listCloudFolders(
  services: Services,
  viewer: Viewer | null,
  input: { parentId: string | null | undefined; search?: string | null },
  shape: FolderShape = {},
) {
  const reader = assertCan(viewer, 'cloud.read');
  const search = searchText(input.search);
  return services.db.prisma.cloudFolder.findMany({
    ...shape,
    where: { ...inOrganization(reader), parentId: input.parentId, ...(search ? { nameFold: { contains: search, mode: 'insensitive' } } : {}) },
    orderBy: [{ nameKey: 'asc' }, { id: 'asc' }],
    take: MAX_FOLDERS,
  });
}

/** The folders from the top level down to one of the caller's folders, that folder last. */
export async function cloudFolderPath(services: Services, viewer: Viewer | null, folderId: string, shape: FolderShape = {}) {
  const reader = assertCan(viewer, 'cloud.read');
  const ids = (await folderAncestry(services.db.prisma, reader.organizationId, folderId)).reverse();
  const select = shape.select ? { ...shape.select, id: true } : undefined;
  const folders = await services.db.prisma.cloudFolder.findMany({
    ...shape,
    ...(select ? { select } : {}),
    where: { id: { in: ids }, ...inOrganization(reader) },
  });
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Bytes the caller's organization stores against its plan's quota (null: unlimited). */
export async function cloudStorage(services: Services, viewer: Viewer | null): Promise<{ usedBytes: number; quotaBytes: number | null }> {
  const reader = assertCan(viewer, 'cloud.read');
  const { prisma } = services.db;
  const [organization, usage] = await Promise.all([
    prisma.organization.findUniqueOrThrow({ where: { id: reader.organizationId }, select: { plan: true, addons: true } }),
    planUsage(prisma, reader.organizationId, services.clock.now()),
  ]);
  return { usedBytes: usage.storageBytes, quotaBytes: planLimits(organization.plan, organization.addons).storageBytes };
}

/** The share links of one cloud file, or of all the organization's files, newest first (50 at most). */
export function listShareLinks(services: Services, viewer: Viewer | null, fileId: string | null) {
  const sharer = assertCan(viewer, 'cloud.share');
  return services.db.prisma.cloudShareLink.findMany({
    where: { ...inOrganization(sharer), ...(fileId ? { fileId } : {}) },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    take: 50,
  });
}
