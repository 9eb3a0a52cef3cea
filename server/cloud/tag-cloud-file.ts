import { assertCan } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { CloudFile } from '../db/generated/client';
import type { Services } from '../services';
import { recordCloudAudit, type CloudAudit } from './cloud-folder-rules';
import { cloudTags } from './cloud-names';
import { cloudFileOf } from './cloud-file-rules';

/** Replaces a file's tags (allowed on a locked file: tags are how it is found, not what it is). */
export async function tagCloudFile(
  services: Services,
  viewer: Viewer | null,
  input: { fileId: string; tags: string[]; audit?: CloudAudit },
): Promise<CloudFile> {
  const member = assertCan(viewer, 'cloud.write');
  const tags = cloudTags(input.tags);
  const now = services.clock.now();
  return services.db.prisma.$transaction(async (tx) => {
    const file = await cloudFileOf(tx, member, input.fileId);
    const tagged = await tx.cloudFile.update({ where: { id: file.id }, data: { tags, updatedAt: now } });
    await recordCloudAudit(tx, member, 'cloud.file_tagged', 'CloudFile', file.id, { name: file.name, tags }, input.audit, now);
    return tagged;
  });
}
