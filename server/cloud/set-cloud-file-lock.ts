import { assertCan } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { CloudFile } from '../db/generated/client';
import type { Services } from '../services';
import { recordCloudAudit, type CloudAudit } from './cloud-folder-rules';
import { cloudFileOf } from './cloud-file-rules';

/** Locks or unlocks a file: a locked file cannot be moved, renamed or deleted. */
export async function setCloudFileLock(
  services: Services,
  viewer: Viewer | null,
  input: { fileId: string; locked: boolean; audit?: CloudAudit },
): Promise<CloudFile> {
  const member = assertCan(viewer, 'cloud.write');
  const now = services.clock.now();
  return services.db.prisma.$transaction(async (tx) => {
    const file = await cloudFileOf(tx, member, input.fileId);
    const changed = await tx.cloudFile.update({ where: { id: file.id }, data: { locked: input.locked, updatedAt: now } });
    await recordCloudAudit(tx, member, input.locked ? 'cloud.file_locked' : 'cloud.file_unlocked', 'CloudFile', file.id, { name: file.name }, input.audit, now);
    return changed;
  });
}
