import { assertCan } from '../access/policy';
import type { Viewer } from '../access/viewer';

import type { Services } from '../services';
import { lockOrganization, recordCloudAudit, type CloudAudit } from './cloud-folder-rules';
import { assertUnlocked, cloudFileOf } from './cloud-file-rules';

/** Deletes a file (not a locked one), its share links with it; the stored bytes go once the row is gone. */
export async function deleteCloudFile(services: Services, viewer: Viewer | null, input: { fileId: string; audit?: CloudAudit }): Promise<{ id: string }> {
  const member = assertCan(viewer, 'cloud.write');
  const now = services.clock.now();
  const file = await services.db.prisma.$transaction(async (tx) => {
    await lockOrganization(tx, member.organizationId);
    const found = await cloudFileOf(tx, member, input.fileId);
    assertUnlocked(found);
    await tx.cloudFile.delete({ where: { id: found.id } });
    await recordCloudAudit(tx, member, 'cloud.file_deleted', 'CloudFile', found.id, { name: found.name, sizeBytes: Number(found.sizeBytes) }, input.audit, now);
    return found;
  });
  await services.storage
    .delete(file.storagePath)
    .catch((error: unknown) => services.logger.warn({ err: error, key: file.storagePath }, 'deleted cloud file left in storage'));
  return { id: file.id };
}
