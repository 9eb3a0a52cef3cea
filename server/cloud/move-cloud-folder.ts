import { assertCan } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { CloudFolder } from '../db/generated/client';
import type { Services } from '../services';
import { type CloudAudit, assertFoldersFit, assertNameFree, folderAncestry, folderOf, lockOrganization, recordCloudAudit } from './cloud-folder-rules';

/** Moves a folder under another (or to the top level with null); never into itself or one of its own folders. */
export async function moveCloudFolder(
  services: Services,
  viewer: Viewer | null,
  input: { folderId: string; parentId: string | null; audit?: CloudAudit },
): Promise<CloudFolder> {
  const member = assertCan(viewer, 'cloud.write');
  const now = services.clock.now();
  return services.db.prisma.$transaction(async (tx) => {
    await lockOrganization(tx, member.organizationId);
    const folder = await folderOf(tx, member, input.folderId);
    if (input.parentId) {
      await folderOf(tx, member, input.parentId);
      await assertFoldersFit(tx, [folder.id], await folderAncestry(tx, member.organizationId, input.parentId));
    }
    await assertNameFree(tx, member.organizationId, input.parentId, folder.name, folder.id);
    const moved = await tx.cloudFolder.update({ where: { id: folder.id }, data: { parentId: input.parentId, updatedAt: now } });
    await recordCloudAudit(
      tx,
      member,
      'cloud.folder_moved',
      'CloudFolder',
      folder.id,
      { name: folder.name, from: folder.parentId, to: input.parentId },
      input.audit,
      now,
    );
    return moved;
  });
}
