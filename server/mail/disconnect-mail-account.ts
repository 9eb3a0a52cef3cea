import { assertCan } from '../access/policy';
import type { Viewer } from '../access/viewer';
import { AppError } from '../errors';
import type { Services } from '../services';
import { auditMailAccount, ownMailAccount } from './own-mail-account';
import { removeMailboxes } from './remove-mailboxes';

/**
 * Disconnects one of the caller's mailboxes: its credentials and pending sync jobs are deleted with
 * the account and its message list, a Gmail grant is withdrawn at Google; the documents it produced stay.
 */
export async function disconnectMailAccount(
  services: Services,
  viewer: Viewer | null,
  accountId: string,
  auditInfo?: { ip: string | null; userAgent: string | null },
): Promise<string> {
  const caller = assertCan(viewer, 'mailbox.manage');
  const account = await ownMailAccount(services, caller, accountId);
  const now = services.clock.now();
  await services.db.prisma.$transaction(async (tx) => {
    const removed = await removeMailboxes(tx, { id: account.id }, now);
    if (removed.length === 0) throw new AppError('MAIL_ACCOUNT_NOT_FOUND', 'No such mail account');
    await auditMailAccount(tx, caller, 'mailbox.disconnected', account, now, auditInfo);
  });
  return account.id;
}
