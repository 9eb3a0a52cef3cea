import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { CloudShareLink, Prisma } from '../db/generated/client';
import { AppError } from '../errors';
import type { Services } from '../services';
import { recordCloudAudit, type CloudAudit } from './cloud-folder-rules';

/** Ends a link at once; revoking it again changes nothing. */
export async function revokeShareLink(services: Services, viewer: Viewer | null, input: { linkId: string; audit?: CloudAudit }): Promise<CloudShareLink> {
  const member = assertCan(viewer, 'cloud.share');
  const now = services.clock.now();
  return services.db.prisma.$transaction(async (tx) => {
    const link = await tx.cloudShareLink.findFirst({ where: { id: input.linkId, ...inOrganization(member) }, include: { file: { select: { name: true } } } });
    if (!link) throw new AppError('NOT_FOUND', 'No such share link in this organization');
    if (link.revokedAt) return link;
    const revoked = await tx.cloudShareLink.update({ where: { id: link.id }, data: { revokedAt: now } });
    await recordCloudAudit(tx, member, 'cloud.share_revoked', 'CloudShareLink', link.id, { fileId: link.fileId, file: link.file.name }, input.audit, now);
    return revoked;
  });
}

/**
 * A member whose membership ends keeps no door onto the organization's files: every link of theirs
 * still open is revoked with the caller's transaction, each audited as the doing of whoever ended
 * the membership (reason `MEMBERSHIP_ENDED`).
 */
export async function revokeShareLinksOf(
  tx: Prisma.TransactionClient,
  actor: Viewer,
  memberId: string,
  now: Date,
  audit: CloudAudit | undefined,
): Promise<number> {
  const open = await tx.cloudShareLink.findMany({
    where: { ...inOrganization(actor), createdById: memberId, revokedAt: null, expiresAt: { gt: now } },
    select: { id: true, fileId: true, file: { select: { name: true } } },
  });
  if (open.length === 0) return 0;
  await tx.cloudShareLink.updateMany({ where: { id: { in: open.map((link) => link.id) }, revokedAt: null }, data: { revokedAt: now } });
  for (const link of open) {
    await recordCloudAudit(
      tx,
      actor,
      'cloud.share_revoked',
      'CloudShareLink',
      link.id,
      { fileId: link.fileId, file: link.file.name, reason: 'MEMBERSHIP_ENDED' },
      audit,
      now,
    );
  }
  return open.length;
}
