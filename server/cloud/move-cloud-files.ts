import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { CloudFile } from '../db/generated/client';
import { AppError } from '../errors';
import type { Services } from '../services';
import { assertNameFree, folderOf, lockOrganization, recordCloudAudit, type CloudAudit } from './cloud-folder-rules';
import { assertUnlocked } from './cloud-file-rules';

/** Moves files (none of them locked) into a folder, or to the top level with null: all or none. */
export async function moveCloudFiles(
  services: Services,
  viewer: Viewer | null,
  input: { fileIds: string[]; folderId: string | null; audit?: CloudAudit },
): Promise<CloudFile[]> {
  const member = assertCan(viewer, 'cloud.write');
  const now = services.clock.now();
  return services.db.prisma.$transaction(async (tx) => {
    await lockOrganization(tx, member.organizationId);
    if (input.folderId) await folderOf(tx, member, input.folderId);
    const files = await tx.cloudFile.findMany({ where: { id: { in: input.fileIds }, ...inOrganization(member) } });
    if (files.length !== new Set(input.fileIds).size) throw new AppError('NOT_FOUND', 'No such file in this organization');
    files.forEach(assertUnlocked);
    const moved: CloudFile[] = [];
    for (const file of files) {
      if (file.folderId === input.folderId) {
        moved.push(file);
        continue;
      }
      await assertNameFree(tx, member.organizationId, input.folderId, file.name, file.id);
      moved.push(await tx.cloudFile.update({ where: { id: file.id }, data: { folderId: input.folderId, updatedAt: now } }));
      await recordCloudAudit(
        tx,
        member,
        'cloud.file_moved',
        'CloudFile',
        file.id,
        { name: file.name, from: file.folderId, to: input.folderId },
        input.audit,
        now,
      );
    }
    return moved;
  });
}
