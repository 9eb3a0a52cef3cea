import type { AddressObject, ParsedMail } from 'mailparser';
import type { MailAccount } from '../db/generated/client';
import type { Services } from '../services';
import type { MailCredentials } from './mail-credentials';

/** An attachment as read from the mailbox. */
export interface IncomingAttachment {
  filename: string;
  content: Buffer;
}

/** One message of a mailbox, normalised across providers. */
export interface IncomingMail {
  /** RFC 5322 Message-ID, or the provider's own id when the message has none. */
  messageId: string;
  fromAddress: string | null;
  fromName: string | null;
  subject: string | null;
  receivedAt: Date;
  /** Every attachment's file name, accepted or not. */
  attachmentNames: string[];
  attachments: IncomingAttachment[];
}

/** Where a provider keeps its place in the mailbox between syncs. */
export interface MailCursor {
  uidValidity: bigint | null;
  lastUid: bigint | null;
}

/** What a provider's sync is given: the account, its opened credentials, and the ways to hand results back. */
export interface MailSyncSession {
  services: Services;
  account: MailAccount;
  credentials: MailCredentials;
  /** Files one message's attachments as documents and marks it processed; resolves once that is committed. */
  receive(mail: IncomingMail): Promise<void>;
  /** Saves the provider's cursor (after the messages before it were received). */
  saveCursor(cursor: MailCursor): Promise<void>;
  /** Saves credentials the provider refreshed (OAuth access tokens), sealed. */
  saveCredentials(credentials: MailCredentials): Promise<void>;
  /** Whether this message id was already filed and marked processed (a provider may then skip downloading it again). */
  isProcessed(messageId: string): Promise<boolean>;
}

/** The connection settings a provider needs to reach a mailbox. */
export type MailConnectionSettings = Pick<MailAccount, 'email' | 'provider' | 'imapHost' | 'imapPort' | 'imapSecure'>;

/**
 * One kind of mailbox (IMAP, Gmail API, Microsoft Graph). A provider throws AppError
 * MAIL_AUTH_FAILED when the mailbox refuses the credentials and MAIL_CONNECTION_FAILED when it
 * cannot be reached; the sync job records either as the account's last error.
 */
export interface MailProviderDriver {
  /** A cheap authenticated call; `saveCredentials` keeps tokens refreshed on the way (OAuth providers). */
  testConnection(
    services: Services,
    settings: MailConnectionSettings,
    credentials: MailCredentials,
    saveCredentials?: (credentials: MailCredentials) => Promise<void>,
  ): Promise<void>;
  /** Reads the messages that arrived since the cursor, oldest first, handing each to `session.receive`. */
  sync(session: MailSyncSession): Promise<void>;
}

/** A raw message parsed for its headers and attachments (no HTML conversion); mailparser loads with the first one. */
export async function parseMessage(source: Buffer): Promise<ParsedMail> {
  const { simpleParser } = await import('mailparser');
  return simpleParser(source, { skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true });
}

/** The first address of a From header, lower-cased, with its display name. */
export function firstAddress(from: AddressObject | AddressObject[] | undefined): { address: string | null; name: string | null } {
  const entry = (Array.isArray(from) ? from[0] : from)?.value[0];
  return { address: entry?.address?.trim().toLowerCase() || null, name: entry?.name?.trim() || null };
}
