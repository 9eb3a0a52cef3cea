import { randomBytes } from 'node:crypto';
import { assertCan, inOrganization } from '../access/policy';
import { hashPassword } from '../auth/passwords';
import type { Viewer } from '../access/viewer';
import type { CloudShareLink } from '../db/generated/client';
import { ValidationFailed } from '../errors';
import type { Services } from '../services';
import { recordCloudAudit, type CloudAudit } from './cloud-folder-rules';
import { cloudFileOf } from './cloud-file-rules';
import { DAY_MS, SHARE_LINK_DAYS, SHARE_PATH, shareTokenHash } from './share-links';

export interface CreatedShareLink {
  link: CloudShareLink;
  /** The full address, shown once: the token cannot be read back. */
  url: string;
}

/**
 * Makes a public link to one stored file: a 256-bit random token (only its hash is kept), an
 * expiry, and optionally a password (argon2id). Audited as `cloud.share_created`.
 */
export async function createShareLink(
  services: Services,
  viewer: Viewer | null,
  input: { fileId: string; expiresInDays?: number | null; password?: string | null; audit?: CloudAudit },
): Promise<CreatedShareLink> {
  const member = assertCan(viewer, 'cloud.share');
  const days = input.expiresInDays ?? SHARE_LINK_DAYS.default;
  if (!Number.isInteger(days) || days < SHARE_LINK_DAYS.min || days > SHARE_LINK_DAYS.max) {
    throw new ValidationFailed([{ path: 'expiresInDays', message: `A link lasts ${SHARE_LINK_DAYS.min} to ${SHARE_LINK_DAYS.max} days` }]);
  }
  const password = input.password ?? '';
  if (password && (password.length < 6 || password.length > 200))
    throw new ValidationFailed([{ path: 'password', message: 'A link password has 6 to 200 characters' }]);
  const file = await cloudFileOf(services.db.prisma, member, input.fileId);
  const token = randomBytes(32).toString('base64url');
  const passwordHash = password ? await hashPassword(password) : null;
  const now = services.clock.now();
  const link = await services.db.prisma.$transaction(async (tx) => {
    const created = await tx.cloudShareLink.create({
      data: {
        ...inOrganization(member),
        fileId: file.id,
        tokenHash: shareTokenHash(token),
        passwordHash,
        expiresAt: new Date(now.getTime() + days * DAY_MS),
        createdById: member.userId,
        createdAt: now,
      },
    });
    await recordCloudAudit(
      tx,
      member,
      'cloud.share_created',
      'CloudShareLink',
      created.id,
      { file: file.name, expiresAt: created.expiresAt.toISOString(), password: passwordHash !== null },
      input.audit,
      now,
    );
    return created;
  });
  return { link, url: `${services.config.PUBLIC_URL}${SHARE_PATH}/${token}` };
}
