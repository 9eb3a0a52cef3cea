import type { MailAccount, Prisma } from '../db/generated/client';
import { enqueueJob, type ClaimedJob } from '../jobs/job-queue';
import type { Services } from '../services';
import { openCredentials } from './mail-credentials';
import { deletePendingSyncs } from './own-mail-account';

/** Withdraws, at Google, the access a deleted Gmail mailbox had been granted. */
export const MAIL_GRANT_REVOKE_QUEUE = 'mail-grant-revoke';

export const GOOGLE_REVOKE_URL = 'https://oauth2.googleapis.com/revoke';

export type RemovedMailbox = Pick<MailAccount, 'id' | 'email' | 'provider' | 'userId'>;

/**
 * Deletes the mailboxes matching `where` with the caller's transaction: their credentials, message
 * lists and pending syncs go; the documents they produced stay. A Gmail mailbox's grant is withdrawn
 * at Google by a job written in the same transaction (it outlives the organization, and is retried
 * while Google cannot be reached). Microsoft has no revocation of one application's grant: its
 * tokens are erased, and the user removes Paraphe from their account's apps.
 */
export async function removeMailboxes(tx: Prisma.TransactionClient, where: Prisma.MailAccountWhereInput, now: Date): Promise<RemovedMailbox[]> {
  const accounts = await tx.mailAccount.findMany({ where, select: { id: true, email: true, provider: true, userId: true, credentials: true } });
  if (accounts.length === 0) return [];
  await deletePendingSyncs(
    tx,
    accounts.map((account) => account.id),
  );
  // Documents keep existing; their link to the message is cleared by the foreign key.
  await tx.mailAccount.deleteMany({ where: { id: { in: accounts.map((account) => account.id) } } });
  for (const account of accounts) {
    if (account.provider !== 'GMAIL' || !account.credentials) continue;
    await enqueueJob(tx, { queue: MAIL_GRANT_REVOKE_QUEUE, organizationId: null, payload: { credentials: account.credentials } }, now);
  }
  return accounts.map(({ id, email, provider, userId }) => ({ id, email, provider, userId }));
}

/**
 * The job: Google's revocation endpoint (GOOGLE_REVOKE_URL) with the refresh token, which ends the
 * access tokens issued from it too. A token Google no longer knows (already revoked, or expired) is
 * done; anything else is retried.
 */
export async function revokeMailGrant(services: Services, job: ClaimedJob): Promise<void> {
  const credentials = openCredentials(String(job.payload.credentials), services.config.ENCRYPTION_KEY);
  if (credentials.kind !== 'oauth') return;
  const response = await fetch(services.config.GOOGLE_REVOKE_URL ?? GOOGLE_REVOKE_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ token: credentials.refreshToken ?? credentials.accessToken }),
    signal: AbortSignal.timeout(services.config.REMOTE_FETCH_TIMEOUT_MS),
    redirect: 'error',
  });
  if (response.ok) return void (await response.body?.cancel());
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  if (response.status === 400 && body?.error === 'invalid_token') return;
  throw new Error(`Google answered ${response.status} to the revocation of a mailbox's access`);
}
