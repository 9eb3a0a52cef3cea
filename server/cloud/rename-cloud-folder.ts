import { assertCan } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { CloudFolder } from '../db/generated/client';
import type { Services } from '../services';
import { cloudName, cloudNameKey } from './cloud-names';
import { type CloudAudit, assertNameFree, folderOf, lockOrganization, recordCloudAudit } from './cloud-folder-rules';

export async function renameCloudFolder(
  services: Services,
  viewer: Viewer | null,
  input: { folderId: string; name: unknown; audit?: CloudAudit },
): Promise<CloudFolder> {
  const member = assertCan(viewer, 'cloud.write');
  const name = cloudName(input.name);
  const now = services.clock.now();
  return services.db.prisma.$transaction(async (tx) => {
    await lockOrganization(tx, member.organizationId);
    const folder = await folderOf(tx, member, input.folderId);
    await assertNameFree(tx, member.organizationId, folder.parentId, name, folder.id);
    const renamed = await tx.cloudFolder.update({ where: { id: folder.id }, data: { name, nameKey: cloudNameKey(name), updatedAt: now } });
    await recordCloudAudit(tx, member, 'cloud.folder_renamed', 'CloudFolder', folder.id, { from: folder.name, to: name }, input.audit, now);
    return renamed;
  });
}
