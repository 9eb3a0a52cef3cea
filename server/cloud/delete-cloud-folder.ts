import { assertCan } from '../access/policy';
import type { Viewer } from '../access/viewer';

import { AppError } from '../errors';
import type { Services } from '../services';
import { type CloudAudit, folderOf, lockOrganization, recordCloudAudit } from './cloud-folder-rules';

/** Deletes an empty folder; one holding files, documents or folders is refused with CLOUD_FOLDER_NOT_EMPTY. */
export async function deleteCloudFolder(services: Services, viewer: Viewer | null, input: { folderId: string; audit?: CloudAudit }): Promise<{ id: string }> {
  const member = assertCan(viewer, 'cloud.write');
  const now = services.clock.now();
  return services.db.prisma.$transaction(async (tx) => {
    await lockOrganization(tx, member.organizationId);
    const folder = await folderOf(tx, member, input.folderId);
    const [stored, documents, folders] = await Promise.all([
      tx.cloudFile.count({ where: { folderId: folder.id } }),
      tx.document.count({ where: { cloudFolderId: folder.id } }),
      tx.cloudFolder.count({ where: { parentId: folder.id } }),
    ]);
    const files = stored + documents;
    if (files + folders > 0) throw new AppError('CLOUD_FOLDER_NOT_EMPTY', 'Only an empty folder can be deleted', { files, folders });
    await tx.cloudFolder.delete({ where: { id: folder.id } });
    await recordCloudAudit(tx, member, 'cloud.folder_deleted', 'CloudFolder', folder.id, { name: folder.name }, input.audit, now);
    return { id: folder.id };
  });
}
