import { verifyPassword } from '../auth/passwords';
import type { CloudFile, CloudShareLink } from '../db/generated/client';
import { AppError } from '../errors';
import type { Services } from '../services';
import type { CloudAudit } from './cloud-folder-rules';
import { SHARE_PASSWORD_POLICY, shareTokenHash } from './share-links';

export type SharedFile = { link: CloudShareLink; file: CloudFile };

/**
 * The file a token opens, for anyone holding it: SHARE_LINK_INVALID when unknown, SHARE_LINK_EXPIRED
 * past its expiry, SHARE_LINK_REVOKED once revoked. Nothing else of the organization is read.
 */
export async function openShareLink(services: Services, token: string): Promise<SharedFile> {
  const link = /^[A-Za-z0-9_-]{43}$/.test(token)
    ? await services.db.prisma.cloudShareLink.findUnique({ where: { tokenHash: shareTokenHash(token) }, include: { file: true } })
    : null;
  if (!link) throw new AppError('SHARE_LINK_INVALID', 'This link does not exist');
  if (link.revokedAt) throw new AppError('SHARE_LINK_REVOKED', 'This link was revoked');
  if (link.expiresAt.getTime() <= services.clock.now().getTime()) throw new AppError('SHARE_LINK_EXPIRED', 'This link has expired');
  const { file, ...rest } = link;
  return { link: rest, file };
}

/**
 * Checks a link's password before a download: SHARE_PASSWORD_REQUIRED without one, SHARE_PASSWORD_WRONG
 * for a wrong one, RATE_LIMITED after 5 wrong ones in 15 minutes (counted per link, whatever the
 * address, with every instance), and audited as `cloud.share_password_failed`.
 */
export async function assertSharePassword(services: Services, shared: SharedFile, password: string | null | undefined, audit: CloudAudit): Promise<void> {
  if (!shared.link.passwordHash) return;
  if (!password) throw new AppError('SHARE_PASSWORD_REQUIRED', 'This link asks for a password');
  const key = `share:${shared.link.id}`;
  const { allowed, blockedMs } = await services.rateLimiter.reserve(key, SHARE_PASSWORD_POLICY);
  if (!allowed)
    throw new AppError('RATE_LIMITED', 'Too many wrong passwords for this link: try again later', {
      retryAfterSeconds: Math.max(1, Math.ceil(blockedMs / 1000)),
    });
  if (await verifyPassword(shared.link.passwordHash, password)) {
    await services.rateLimiter.refund(key);
    return;
  }
  await services.db.prisma.auditEvent.create({
    data: {
      organizationId: shared.link.organizationId,
      actorId: null,
      action: 'cloud.share_password_failed',
      entityType: 'CloudShareLink',
      entityId: shared.link.id,
      data: { file: shared.file.name },
      ip: audit.ip,
      userAgent: audit.userAgent,
      createdAt: services.clock.now(),
    },
  });
  throw new AppError('SHARE_PASSWORD_WRONG', 'Wrong password for this link');
}

/** Counts a download through a link and audits it (`cloud.share_downloaded`). */
export async function countShareDownload(services: Services, shared: SharedFile, audit: CloudAudit): Promise<void> {
  const now = services.clock.now();
  await services.db.prisma.$transaction([
    services.db.prisma.cloudShareLink.update({ where: { id: shared.link.id }, data: { downloadCount: { increment: 1 }, lastDownloadedAt: now } }),
    services.db.prisma.auditEvent.create({
      data: {
        organizationId: shared.link.organizationId,
        actorId: null,
        action: 'cloud.share_downloaded',
        entityType: 'CloudShareLink',
        entityId: shared.link.id,
        data: { file: shared.file.name },
        ip: audit.ip,
        userAgent: audit.userAgent,
        createdAt: now,
      },
    }),
  ]);
}
