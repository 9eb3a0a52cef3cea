import { assertCan } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { MailAccount } from '../db/generated/client';
import { ValidationFailed, type FieldProblem } from '../errors';
import type { Services } from '../services';
import { sealCredentials, type MailCredentials } from './mail-credentials';
import { mailProviderDriver } from './mail-providers';
import { enqueueMailSyncs } from './mail-sync-scheduler';
import { auditMailAccount } from './own-mail-account';

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
  const connection = {
    ...settings,
    smtpHost,
    smtpPort,
    smtpSecure: input.smtpSecure ?? true,
    credentials: sealed,
    status: 'ACTIVE' as const,
    lastError: null,
    lastErrorCode: null,
    updatedAt: now,
  };
  return services.db.prisma.$transaction(async (tx) => {
    const account = await tx.mailAccount.upsert({
      where: { userId_email_provider: { userId: caller.userId, email, provider: 'IMAP' } },
      create: { ...connection, organizationId: caller.organizationId, userId: caller.userId, createdAt: now },
      update: connection,
    });
    await auditMailAccount(tx, caller, 'mailbox.connected', account, now, input.audit);
    // The first sync runs as soon as a job runner is free, not at the next round.
    await enqueueMailSyncs(tx, now, account.id);
    return account;
  });
}
