import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { CloudFolder } from '../db/generated/client';
import { AppError } from '../errors';
import type { Services } from '../services';
import { cloudName, cloudNameKey } from './cloud-names';
import { type CloudAudit, MAX_FOLDER_DEPTH, assertNameFree, folderAncestry, folderOf, lockOrganization, recordCloudAudit } from './cloud-folder-rules';

export async function createCloudFolder(
  services: Services,
  viewer: Viewer | null,
  input: { name: unknown; parentId?: string | null; audit?: CloudAudit },
): Promise<CloudFolder> {
  const member = assertCan(viewer, 'cloud.write');
  const name = cloudName(input.name);
  const now = services.clock.now();
  return services.db.prisma.$transaction(async (tx) => {
    await lockOrganization(tx, member.organizationId);
    const parentId = input.parentId ?? null;
    if (parentId) {
      await folderOf(tx, member, parentId);
      if ((await folderAncestry(tx, member.organizationId, parentId)).length >= MAX_FOLDER_DEPTH) {
        throw new AppError('CLOUD_FOLDER_TOO_DEEP', `Folders nest at most ${MAX_FOLDER_DEPTH} deep`, { max: MAX_FOLDER_DEPTH });
      }
    }
    await assertNameFree(tx, member.organizationId, parentId, name);
    const folder = await tx.cloudFolder.create({
      data: { ...inOrganization(member), parentId, name, nameKey: cloudNameKey(name), createdById: member.userId, createdAt: now, updatedAt: now },
    });
    await recordCloudAudit(tx, member, 'cloud.folder_created', 'CloudFolder', folder.id, { name }, input.audit, now);
    return folder;
  });
}
