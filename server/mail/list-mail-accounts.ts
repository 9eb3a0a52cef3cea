import { assertCan } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { MailAccount, MailMessage, Prisma } from '../db/generated/client';
import type { Services } from '../services';

/** The caller's own mailboxes, oldest first. */
export function listMailAccounts(services: Services, viewer: Viewer | null): Promise<MailAccount[]> {
  const caller = assertCan(viewer, 'mailbox.manage');
  return services.db.prisma.mailAccount.findMany({
    where: { userId: caller.userId, organizationId: caller.organizationId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
}

export const MAX_MAIL_MESSAGES = 100;

/** The latest messages of the caller's mailboxes (or of one of them), newest first (by reception), at most 100. */
export async function listMailMessages(
  services: Services,
  viewer: Viewer | null,
  options: { accountId?: string | null; limit?: number | null; select?: Omit<Prisma.MailMessageFindManyArgs, 'where' | 'orderBy' | 'take'> } = {},
): Promise<MailMessage[]> {
  const caller = assertCan(viewer, 'mailbox.manage');
  // Somebody else's mailbox has no messages for the caller, as a missing one has none.
  const limit = Math.min(Math.max(options.limit ?? MAX_MAIL_MESSAGES, 1), MAX_MAIL_MESSAGES);
  return services.db.prisma.mailMessage.findMany({
    ...(options.select ?? {}),
    where: {
      organizationId: caller.organizationId,
      account: { userId: caller.userId, organizationId: caller.organizationId },
      ...(options.accountId ? { accountId: options.accountId } : {}),
    },
    orderBy: [{ receivedAt: 'desc' }, { id: 'desc' }],
    take: limit,
  });
}
