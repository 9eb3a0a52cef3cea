import { assertCan } from '../access/policy';
import type { Viewer } from '../auth/viewer';
import type { MailAccount, MailAccountStatus, MailMessage, Prisma } from '../db/generated/client';
import { AppError, ValidationFailed, type FieldProblem } from '../errors';
import type { Services } from '../services';
import { openCredentials, sealCredentials, type MailCredentials } from './mail-credentials';
import type { MailConnectionSettings } from './mail-provider';
import { mailProviderDriver } from './mail-providers';
import { enqueueMailSyncs } from './mail-sync-scheduler';
import { MAIL_SYNC_QUEUE, saveMailCredentials } from './sync-mail-account';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$|^\[?[0-9a-f:.]+\]?$/i;

export interface ConnectImapAccountInput {
  email: string;
  password: string;
  imapHost: string;
  imapPort?: number | null;
  imapSecure?: boolean | null;
  smtpHost?: string | null;
  smtpPort?: number | null;
  smtpSecure?: boolean | null;
  audit?: { ip: string | null; userAgent: string | null };
}

/** The caller's own account, in their organization; anyone else's reads as missing. */
export async function ownMailAccount(services: Services, viewer: Viewer, accountId: string): Promise<MailAccount> {
  const account = /^[0-9a-f-]{36}$/i.test(accountId)
    ? await services.db.prisma.mailAccount.findFirst({ where: { id: accountId, userId: viewer.userId, organizationId: viewer.organizationId } })
    : null;
  if (!account) throw new AppError('MAIL_ACCOUNT_NOT_FOUND', 'No such mail account');
  return account;
}

function validPort(value: number | null | undefined, fallback: number, path: string, problems: FieldProblem[]): number {
  if (value === null || value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1 || value > 65535) problems.push({ path, message: 'Port must be a number from 1 to 65535' });
  return value;
}

/**
 * Connects an IMAP mailbox for the caller: the login is tried first, and nothing is saved unless
 * the server accepts it. Connecting the same address again updates its settings and password.
 */
export async function connectImapAccount(services: Services, viewer: Viewer | null, input: ConnectImapAccountInput): Promise<MailAccount> {
  const caller = assertCan(viewer, 'mailbox.manage');
  const problems: FieldProblem[] = [];
  const email = input.email.trim().toLowerCase();
  if (!email) problems.push({ path: 'input.email', message: 'Email is required' });
  else if (!EMAIL.test(email) || email.length > 254) problems.push({ path: 'input.email', message: 'Invalid email address' });
  if (!input.password) problems.push({ path: 'input.password', message: 'Password is required' });
  else if (input.password.length > 1000) problems.push({ path: 'input.password', message: 'Password is too long' });
  const imapHost = input.imapHost.trim().toLowerCase();
  if (!imapHost) problems.push({ path: 'input.imapHost', message: 'IMAP host is required' });
  else if (imapHost.length > 253 || !HOST.test(imapHost)) problems.push({ path: 'input.imapHost', message: 'Invalid host name' });
  const imapPort = validPort(input.imapPort, 993, 'input.imapPort', problems);
  const smtpHost = input.smtpHost?.trim().toLowerCase() || null;
  if (smtpHost && (smtpHost.length > 253 || !HOST.test(smtpHost))) problems.push({ path: 'input.smtpHost', message: 'Invalid host name' });
  const smtpPort = validPort(input.smtpPort, 465, 'input.smtpPort', problems);
  if (problems.length > 0) throw new ValidationFailed(problems);

  const settings = { email, provider: 'IMAP' as const, imapHost, imapPort, imapSecure: input.imapSecure ?? true };
  const credentials: MailCredentials = { kind: 'password', password: input.password };
  await mailProviderDriver('IMAP')!.testConnection(services, settings, credentials);

  const now = services.clock.now();
  const sealed = sealCredentials(credentials, services.config.ENCRYPTION_KEY);
  const connection = { ...settings, smtpHost, smtpPort, smtpSecure: input.smtpSecure ?? true, credentials: sealed, status: 'ACTIVE' as const, lastError: null, updatedAt: now };
  return services.db.prisma.$transaction(async (tx) => {
    const account = await tx.mailAccount.upsert({
      where: { userId_email_provider: { userId: caller.userId, email, provider: 'IMAP' } },
      create: { ...connection, organizationId: caller.organizationId, userId: caller.userId, createdAt: now },
      update: connection,
    });
    await audit(tx, caller, 'mailbox.connected', account, now, input.audit);
    // The first sync runs as soon as a job runner is free, not at the next round.
    await enqueueMailSyncs(tx, now, account.id);
    return account;
  });
}

/** Pauses or resumes the syncing of one of the caller's accounts. */
export async function setMailAccountStatus(services: Services, viewer: Viewer | null, accountId: string, status: MailAccountStatus): Promise<MailAccount> {
  const caller = assertCan(viewer, 'mailbox.manage');
  const account = await ownMailAccount(services, caller, accountId);
  const now = services.clock.now();
  return services.db.prisma.$transaction(async (tx) => {
    const updated = await tx.mailAccount.update({ where: { id: account.id }, data: { status, updatedAt: now } });
    if (status === 'PAUSED') await deletePendingSyncs(tx, account.id);
    await audit(tx, caller, status === 'PAUSED' ? 'mailbox.paused' : 'mailbox.activated', updated, now);
    return updated;
  });
}

function deletePendingSyncs(tx: Prisma.TransactionClient, accountId: string) {
  return tx.$executeRawUnsafe(`DELETE FROM "Job" WHERE queue = $1 AND status = 'QUEUED' AND payload->>'accountId' = $2`, MAIL_SYNC_QUEUE, accountId);
}

/**
 * Disconnects one of the caller's mailboxes: its credentials and pending sync jobs are deleted with
 * the account and its message list; the documents it produced stay.
 */
export async function disconnectMailAccount(services: Services, viewer: Viewer | null, accountId: string, auditInfo?: { ip: string | null; userAgent: string | null }): Promise<string> {
  const caller = assertCan(viewer, 'mailbox.manage');
  const account = await ownMailAccount(services, caller, accountId);
  const now = services.clock.now();
  await services.db.prisma.$transaction(async (tx) => {
    await deletePendingSyncs(tx, account.id);
    // Documents keep existing; their link to the message is cleared by the foreign key.
    await tx.mailAccount.delete({ where: { id: account.id } });
    await audit(tx, caller, 'mailbox.disconnected', account, now, auditInfo);
  });
  return account.id;
}

export interface ConnectionTestResult {
  ok: boolean;
  /** An error code (MAIL_AUTH_FAILED, MAIL_CONNECTION_FAILED…), null when it worked. */
  error: string | null;
}

/** Tries to sign in to one of the caller's mailboxes with its stored credentials (OAuth tokens refreshed and saved as needed). */
export async function testMailAccountConnection(services: Services, viewer: Viewer | null, accountId: string): Promise<ConnectionTestResult> {
  const caller = assertCan(viewer, 'mailbox.manage');
  const account = await ownMailAccount(services, caller, accountId);
  const driver = mailProviderDriver(account.provider);
  if (!account.credentials) return { ok: false, error: 'MAIL_NOT_CONNECTED' };
  if (!driver) return { ok: false, error: 'MAIL_PROVIDER_NOT_SUPPORTED' };
  try {
    await driver.testConnection(services, account as MailConnectionSettings, openCredentials(account.credentials, services.config.ENCRYPTION_KEY), (credentials) =>
      saveMailCredentials(services, account.id, credentials),
    );
    return { ok: true, error: null };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error: error.code };
    services.logger.warn({ accountId: account.id, err: (error as Error)?.message }, 'mail connection test failed');
    return { ok: false, error: 'MAIL_CONNECTION_FAILED' };
  }
}

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

function audit(
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
