import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { CloudShareLink } from '../db/generated/client';
import { AppError } from '../errors';
import type { Services } from '../services';
import { recordCloudAudit, type CloudAudit } from './cloud-folder-rules';

/** Ends a link at once; revoking it again changes nothing. */
export async function revokeShareLink(services: Services, viewer: Viewer | null, input: { linkId: string; audit?: CloudAudit }): Promise<CloudShareLink> {
  const member = assertCan(viewer, 'cloud.share');
  const now = services.clock.now();
  return services.db.prisma.$transaction(async (tx) => {
    const link = await tx.cloudShareLink.findFirst({ where: { id: input.linkId, ...inOrganization(member) } });
    if (!link) throw new AppError('NOT_FOUND', 'No such share link in this organization');
    if (link.revokedAt) return link;
    const revoked = await tx.cloudShareLink.update({ where: { id: link.id }, data: { revokedAt: now } });
    await recordCloudAudit(tx, member, 'cloud.share_revoked', 'CloudShareLink', link.id, { fileId: link.fileId }, input.audit, now);
    return revoked;
  });
}
