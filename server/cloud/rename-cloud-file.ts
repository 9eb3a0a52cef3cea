import { assertCan } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { CloudFile } from '../db/generated/client';
import type { Services } from '../services';
import { assertNameFree, lockOrganization, recordCloudAudit, type CloudAudit } from './cloud-folder-rules';
import { cloudName, cloudNameKey } from './cloud-names';
import { mimeTypeOfName } from './cloud-types';
import { assertUnlocked, cloudFileOf } from './cloud-file-rules';

/** Renames a file (not a locked one); the extension decides its type again. */
export async function renameCloudFile(
  services: Services,
  viewer: Viewer | null,
  input: { fileId: string; name: unknown; audit?: CloudAudit },
): Promise<CloudFile> {
  const member = assertCan(viewer, 'cloud.write');
  const name = cloudName(input.name);
  const now = services.clock.now();
  return services.db.prisma.$transaction(async (tx) => {
    await lockOrganization(tx, member.organizationId);
    const file = await cloudFileOf(tx, member, input.fileId);
    assertUnlocked(file);
    if (cloudNameKey(name) !== cloudNameKey(file.name)) await assertNameFree(tx, member.organizationId, file.folderId, name, file.id);
    const renamed = await tx.cloudFile.update({ where: { id: file.id }, data: { name, mimeType: mimeTypeOfName(name), updatedAt: now } });
    await recordCloudAudit(tx, member, 'cloud.file_renamed', 'CloudFile', file.id, { from: file.name, to: name }, input.audit, now);
    return renamed;
  });
}
