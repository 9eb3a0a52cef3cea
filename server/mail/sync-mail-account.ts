import { localeOf } from '../shared/locale';
import { createHash } from 'node:crypto';
import type { MailAccount, Prisma } from '../db/generated/client';
import { intakeDocument } from '../documents/intake-document';
import { isAcceptedDocumentName } from '../shared/document-files';
import { AppError, FileTooLarge } from '../errors';
import type { ClaimedJob } from '../jobs/job-queue';
import type { Services } from '../services';
import { storableText } from '../security/storable-text';
import { senderAddress, type SenderAddress } from '../senders/find-or-create-sender';
import { openCredentials, sealCredentials, type MailCredentials } from './mail-credentials';
import type { IncomingMail, MailSyncSession } from './mail-provider';
import { mailProviderDriver } from './mail-providers';

export const MAIL_SYNC_QUEUE = 'mail-sync';

/** Test seams: called between the documents' commit and the processed flag (a crash there must not duplicate). */
export interface MailSyncHooks {
  afterDocuments?(message: { messageId: string; documentIds: string[] }): void | Promise<void>;
}

/**
 * Refusals of the organization's plan (a quota, an ended trial) apply to every attachment alike: they
 * stop the sync and the message waits, unprocessed, for a plan that accepts it. Any other error of one
 * attachment (a bad file) skips that attachment, and the message still counts as processed.
 */
const PLAN_LIMITS = new Set(['PLAN_DOCUMENT_LIMIT', 'PLAN_STORAGE_LIMIT', 'TRIAL_ENDED']);

/**
 * The key that makes filing an attachment idempotent within the organization (documents' keys are
 * unique per organization): the mailbox address, the message and the content. Not the account's id:
 * a mailbox disconnected and connected again is a new account, and must not file its mail twice.
 */
export function attachmentIdempotencyKey(mailboxAddress: string, messageId: string, content: Uint8Array): string {
  const hash = createHash('sha256').update(content).digest('hex');
  // An address and a message id together may be long: hashed, the key stays under 200 characters.
  const message = createHash('sha256').update(`${mailboxAddress.trim().toLowerCase()}\n${messageId}`).digest('hex').slice(0, 40);
  return `mail:${message}:${hash}`;
}

/** Why an attachment was not filed, as the message row shows it. */
export type SkipReason = 'TOO_LARGE' | 'EMPTY' | 'UNREADABLE' | 'UNSUPPORTED_TYPE';

export interface SkippedAttachment {
  filename: string;
  reason: SkipReason;
  /** The size limit, for TOO_LARGE. */
  maxBytes?: number;
}

function skipped(filename: string, error: AppError): SkippedAttachment {
  if (error instanceof FileTooLarge) return { filename, reason: 'TOO_LARGE', maxBytes: error.maxBytes };
  if (error.code === 'FILE_TOO_LARGE' || error.code === 'ARCHIVE_TOO_LARGE') return { filename, reason: 'TOO_LARGE' };
  if (error.code === 'EMPTY_FILE') return { filename, reason: 'EMPTY' };
  if (error.code === 'UNSUPPORTED_FILE_TYPE') return { filename, reason: 'UNSUPPORTED_TYPE' };
  return { filename, reason: 'UNREADABLE' };
}

function fromSender(mail: IncomingMail): SenderAddress | null {
  if (!mail.fromAddress) return null;
  try {
    return senderAddress(mail.fromAddress, mail.fromName);
  } catch {
    return null;
  }
}

/**
 * A message's texts as they can be stored, whatever the sender wrote (PostgreSQL refuses NUL, UTF-8
 * has no lone surrogate): each cut to its column's length, then cleaned, so that a cut never splits
 * a character in two.
 */
function storableMail(mail: IncomingMail): IncomingMail {
  const text = (value: string, length = value.length) => storableText(value.slice(0, length));
  return {
    ...mail,
    messageId: text(mail.messageId),
    fromAddress: mail.fromAddress === null ? null : text(mail.fromAddress, 320),
    fromName: mail.fromName === null ? null : text(mail.fromName, 200),
    subject: mail.subject === null ? null : text(mail.subject, 1000),
    attachmentNames: mail.attachmentNames.map((name) => text(name, 255)),
    attachments: mail.attachments.map((attachment) => ({ ...attachment, filename: text(attachment.filename) })),
  };
}

/** Files one message: its row, a document per accepted attachment, then the processed flag. */
async function receiveMail(services: Services, account: MailAccount, locale: 'fr' | 'en', incoming: IncomingMail, hooks: MailSyncHooks): Promise<void> {
  const { prisma } = services.db;
  const mail = storableMail(incoming);
  const now = services.clock.now();
  const accepted = mail.attachments.filter((attachment) => isAcceptedDocumentName(attachment.filename));
  const row = await prisma.mailMessage.upsert({
    where: { accountId_messageId: { accountId: account.id, messageId: mail.messageId } },
    create: {
      accountId: account.id,
      organizationId: account.organizationId,
      messageId: mail.messageId,
      fromAddress: mail.fromAddress,
      fromName: mail.fromName,
      subject: mail.subject,
      receivedAt: mail.receivedAt,
      hasAttachments: mail.attachmentNames.length > 0,
      attachmentNames: mail.attachmentNames,
      createdAt: now,
    },
    update: {},
  });
  if (row.processed) return;
  const sender = fromSender(mail);
  const documentIds: string[] = [];
  // Types Paraphe does not analyse are named too, not only the files that failed.
  const skips: SkippedAttachment[] = mail.attachments
    .filter((attachment) => !isAcceptedDocumentName(attachment.filename))
    .map((attachment) => ({ filename: attachment.filename, reason: 'UNSUPPORTED_TYPE' }));
  for (const attachment of accepted) {
    try {
      const document = await intakeDocument(services, {
        organizationId: account.organizationId,
        title:
          storableText(
            attachment.filename
              .replace(/\.[^.]+$/, '')
              .trim()
              .slice(0, 200),
          ) || attachment.filename,
        filename: attachment.filename,
        bytes: attachment.content,
        source: 'MAIL',
        sender,
        uploadedById: account.userId,
        locale,
        idempotencyKey: attachmentIdempotencyKey(account.email, mail.messageId, attachment.content),
      });
      documentIds.push(document.id);
    } catch (error) {
      if (!(error instanceof AppError) || PLAN_LIMITS.has(error.code)) throw error;
      services.logger.warn({ accountId: account.id, code: error.code }, 'mail attachment skipped');
      skips.push(skipped(attachment.filename, error));
    }
  }
  await hooks.afterDocuments?.({ messageId: mail.messageId, documentIds });
  await prisma.$transaction([
    prisma.document.updateMany({ where: { id: { in: documentIds }, organizationId: account.organizationId }, data: { mailMessageId: row.id } }),
    prisma.mailMessage.update({
      where: { id: row.id },
      data: {
        processed: true,
        processedAt: services.clock.now(),
        skippedAttachments: skips.map((skip) => ({ ...skip })) as Prisma.InputJsonValue,
      },
    }),
  ]);
}

/** The code of a failed sync, as `lastErrorCode`. */
function errorCode(error: unknown): string {
  return error instanceof AppError ? error.code : 'MAIL_SYNC_FAILED';
}

/** Words an error for `lastError`: a code and a short message, never credentials. */
function describe(error: unknown): string {
  if (error instanceof AppError) return `${error.code}: ${error.message}`.slice(0, 500);
  return 'MAIL_SYNC_FAILED: the mailbox could not be synced';
}

/** Stores refreshed credentials sealed, unless the account was disconnected meanwhile. */
export async function saveMailCredentials(services: Services, accountId: string, credentials: MailCredentials): Promise<void> {
  await services.db.prisma.mailAccount.updateMany({
    where: { id: accountId, credentials: { not: null } },
    data: { credentials: sealCredentials(credentials, services.config.ENCRYPTION_KEY) },
  });
}

/**
 * Syncs one account: new messages with attachments become documents. An account that is paused,
 * disconnected or gone is left alone. The outcome is recorded in lastSyncAt (success) or lastError / lastErrorCode.
 */
export async function syncMailAccount(services: Services, accountId: string, hooks: MailSyncHooks = {}): Promise<void> {
  const { prisma } = services.db;
  const account = await prisma.mailAccount.findUnique({ where: { id: accountId }, include: { user: { select: { locale: true } } } });
  if (!account || account.status !== 'ACTIVE' || !account.credentials) return;
  const driver = mailProviderDriver(account.provider);
  if (!driver) return;
  const locale = localeOf(account.user);
  const session: MailSyncSession = {
    services,
    account,
    credentials: openCredentials(account.credentials, services.config.ENCRYPTION_KEY),
    receive: (mail) => receiveMail(services, account, locale, mail, hooks),
    async saveCursor(cursor) {
      await prisma.mailAccount.update({ where: { id: account.id }, data: { uidValidity: cursor.uidValidity, lastUid: cursor.lastUid } });
    },
    saveCredentials: (credentials) => saveMailCredentials(services, account.id, credentials),
    async isProcessed(messageId) {
      const row = await prisma.mailMessage.findUnique({
        where: { accountId_messageId: { accountId: account.id, messageId: storableText(messageId) } },
        select: { processed: true },
      });
      return row?.processed ?? false;
    },
  };
  let failure: unknown = null;
  try {
    await driver.sync(session);
  } catch (error) {
    failure = error;
  }
  // lastSyncAt is the last sync that worked: a failure leaves it where it was.
  const data: Prisma.MailAccountUpdateManyMutationInput = failure
    ? { lastError: describe(failure), lastErrorCode: errorCode(failure) }
    : { lastSyncAt: services.clock.now(), lastError: null, lastErrorCode: null };
  // Disconnected meanwhile: nothing to record.
  await prisma.mailAccount.updateMany({ where: { id: account.id }, data });
  services.metrics.mailSyncs.inc({ provider: account.provider, outcome: failure ? 'failed' : 'ok' });
  if (failure) {
    services.logger.warn({ accountId, provider: account.provider, error: describe(failure) }, 'mail sync failed');
    if (!(failure instanceof AppError)) throw failure;
  }
}

/** The `mail-sync` job: one account per job. */
export async function runMailSyncJob(services: Services, job: ClaimedJob): Promise<void> {
  const accountId = job.payload.accountId;
  if (typeof accountId !== 'string') return;
  await syncMailAccount(services, accountId);
}
