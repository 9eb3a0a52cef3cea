import { assertCan } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { MailAccount, MailAccountStatus } from '../db/generated/client';
import type { Services } from '../services';
import { auditMailAccount, deletePendingSyncs, ownMailAccount } from './own-mail-account';

/** Pauses or resumes the syncing of one of the caller's accounts. */
export async function setMailAccountStatus(services: Services, viewer: Viewer | null, accountId: string, status: MailAccountStatus): Promise<MailAccount> {
  const caller = assertCan(viewer, 'mailbox.manage');
  const account = await ownMailAccount(services, caller, accountId);
  const now = services.clock.now();
  return services.db.prisma.$transaction(async (tx) => {
    const updated = await tx.mailAccount.update({ where: { id: account.id }, data: { status, updatedAt: now } });
    if (status === 'PAUSED') await deletePendingSyncs(tx, [account.id]);
    await auditMailAccount(tx, caller, status === 'PAUSED' ? 'mailbox.paused' : 'mailbox.activated', updated, now);
    return updated;
  });
}
