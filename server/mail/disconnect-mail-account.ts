import { assertCan } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { Services } from '../services';
import { auditMailAccount, deletePendingSyncs, ownMailAccount } from './own-mail-account';

/**
 * Disconnects one of the caller's mailboxes: its credentials and pending sync jobs are deleted with
 * the account and its message list; the documents it produced stay.
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
    await deletePendingSyncs(tx, account.id);
    // Documents keep existing; their link to the message is cleared by the foreign key.
    await tx.mailAccount.delete({ where: { id: account.id } });
    await auditMailAccount(tx, caller, 'mailbox.disconnected', account, now, auditInfo);
  });
  return account.id;
}
