import { inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { CloudFolder, Prisma } from '../db/generated/client';
import { AppError } from '../errors';
import { cloudNameKey } from './cloud-names';

export interface CloudAudit {
  ip: string | null;
  userAgent: string | null;
}

/** Folders nest at most this deep, so that a path always fits a screen and a walk up always ends. */
export const MAX_FOLDER_DEPTH = 20;

/** Locks the organization's row: cloud writes of one organization (names, moves, quota) then run one at a time. */
export async function lockOrganization(tx: Prisma.TransactionClient, organizationId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "Organization" WHERE id = ${organizationId}::uuid FOR UPDATE`;
}

/** A folder of the caller's organization; another organization's id reads as unknown. */
export async function folderOf(db: Prisma.TransactionClient, viewer: Viewer, folderId: string): Promise<CloudFolder> {
  const folder = await db.cloudFolder.findFirst({ where: { id: folderId, ...inOrganization(viewer) } });
  if (!folder) throw new AppError('NOT_FOUND', 'No such folder in this organization');
  return folder;
}

/** Refuses a name a sibling (folder or file, in the same place) already has, whatever its case. */
export async function assertNameFree(
  tx: Prisma.TransactionClient,
  organizationId: string,
  parentId: string | null,
  name: string,
  except?: string,
): Promise<void> {
  const key = cloudNameKey(name);
  const [folder, files] = await Promise.all([
    tx.cloudFolder.findFirst({ where: { organizationId, parentId, nameKey: key, ...(except ? { id: { not: except } } : {}) }, select: { id: true } }),
    tx.$queryRaw<
      Array<{ id: string }>
    >`SELECT id FROM "CloudFile" WHERE "organizationId" = ${organizationId}::uuid AND "folderId" IS NOT DISTINCT FROM ${parentId}::uuid AND lower("name") = ${key} AND (${except ?? null}::uuid IS NULL OR id <> ${except ?? null}::uuid) LIMIT 1`,
  ]);
  if (folder || files.length) throw new AppError('CLOUD_NAME_TAKEN', `"${name}" is already used here`, { name });
}

/** The ids from a folder up to the top level, the folder first. */
export async function folderAncestry(tx: Prisma.TransactionClient, organizationId: string, folderId: string): Promise<string[]> {
  const rows = await tx.$queryRaw<Array<{ id: string }>>`
    WITH RECURSIVE up(id, "parentId", depth) AS (
      SELECT id, "parentId", 1 FROM "CloudFolder" WHERE id = ${folderId}::uuid AND "organizationId" = ${organizationId}::uuid
      UNION ALL
      SELECT f.id, f."parentId", up.depth + 1 FROM "CloudFolder" f JOIN up ON f.id = up."parentId" WHERE up.depth <= ${MAX_FOLDER_DEPTH + 1}
    )
    SELECT id::text AS id FROM up ORDER BY depth`;
  return rows.map((row) => row.id);
}

/** An audit entry of a change in the cloud area. */
export async function recordCloudAudit(
  tx: Prisma.TransactionClient,
  viewer: Viewer,
  action: string,
  entityType: string,
  entityId: string,
  data: Record<string, unknown>,
  audit: CloudAudit | undefined,
  now: Date,
) {
  await tx.auditEvent.create({
    data: {
      ...inOrganization(viewer),
      actorId: viewer.userId,
      action,
      entityType,
      entityId,
      data: data as Prisma.InputJsonValue,
      ip: audit?.ip ?? null,
      userAgent: audit?.userAgent ?? null,
      createdAt: now,
    },
  });
}

/** How many levels a folder holds, itself included, leaving out the folders of `leaving` below it (and what they hold). */
export async function subtreeDepth(tx: Prisma.TransactionClient, folderId: string, leaving: readonly string[]): Promise<number> {
  const [row] = await tx.$queryRaw<Array<{ depth: number }>>`
    WITH RECURSIVE down(id, depth) AS (
      SELECT id, 1 FROM "CloudFolder" WHERE id = ${folderId}::uuid
      UNION ALL
      SELECT f.id, down.depth + 1 FROM "CloudFolder" f JOIN down ON f."parentId" = down.id
      WHERE down.depth <= ${MAX_FOLDER_DEPTH + 1} AND NOT f.id = ANY(${leaving}::uuid[])
    )
    SELECT max(depth)::int AS depth FROM down`;
  return row?.depth ?? 1;
}

/**
 * Refuses to put folders together under the folder whose ancestry (from it up to the top level, see
 * `folderAncestry`; empty: the top level) is given, judging the tree as it will be once they all
 * moved: none into itself or one of its own folders, none deeper than folders nest. As none of them
 * is then above the destination, its ancestry stays as it is, and each folder holds what it holds
 * now less those of them inside it, which go beside it.
 */
export async function assertFoldersFit(tx: Prisma.TransactionClient, folderIds: readonly string[], ancestry: readonly string[]): Promise<void> {
  if (ancestry.length === 0) return;
  if (folderIds.some((id) => ancestry.includes(id))) {
    throw new AppError('CLOUD_FOLDER_CYCLE', 'A folder cannot be moved into itself or into one of its folders');
  }
  for (const folderId of folderIds) {
    if (ancestry.length + (await subtreeDepth(tx, folderId, folderIds)) > MAX_FOLDER_DEPTH) {
      throw new AppError('CLOUD_FOLDER_TOO_DEEP', `Folders nest at most ${MAX_FOLDER_DEPTH} deep`, { max: MAX_FOLDER_DEPTH });
    }
  }
}
