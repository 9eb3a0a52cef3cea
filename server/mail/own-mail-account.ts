import type { Viewer } from '../access/viewer';
import type { MailAccount, Prisma } from '../db/generated/client';
import { AppError } from '../errors';
import type { Services } from '../services';
import { MAIL_SYNC_QUEUE } from './sync-mail-account';

/** The caller's own account, in their organization; anyone else's reads as missing. */
export async function ownMailAccount(services: Services, viewer: Viewer, accountId: string): Promise<MailAccount> {
  const account = /^[0-9a-f-]{36}$/i.test(accountId)
    ? await services.db.prisma.mailAccount.findFirst({ where: { id: accountId, userId: viewer.userId, organizationId: viewer.organizationId } })
    : null;
  if (!account) throw new AppError('MAIL_ACCOUNT_NOT_FOUND', 'No such mail account');
  return account;
}

/** Drops the sync jobs of accounts that have not started. */
export function deletePendingSyncs(tx: Prisma.TransactionClient, accountIds: string[]) {
  return tx.$executeRawUnsafe(
    `DELETE FROM "Job" WHERE queue = $1 AND status = 'QUEUED' AND payload->>'accountId' = ANY($2::text[])`,
    MAIL_SYNC_QUEUE,
    accountIds,
  );
}

/** An audit entry about one of the caller's mailboxes. */
export function auditMailAccount(
  tx: Prisma.TransactionClient,
  caller: Viewer,
  action: string,
  account: Pick<MailAccount, 'id' | 'email' | 'provider'>,
  now: Date,
  info?: { ip: string | null; userAgent: string | null },
) {
  return tx.auditEvent.create({
    data: {
      organizationId: caller.organizationId,
      actorId: caller.userId,
      action,
      entityType: 'MailAccount',
      entityId: account.id,
      data: { email: account.email, provider: account.provider },
      ip: info?.ip ?? null,
      userAgent: info?.userAgent ?? null,
      createdAt: now,
    },
  });
}
