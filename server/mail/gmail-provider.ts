import { isAcceptedDocumentName } from '../shared/document-files';
import type { Services } from '../services';
import { firstAddress, parseMessage, type IncomingAttachment, type IncomingMail, type MailProviderDriver, type MailSyncSession } from './mail-provider';
import { OAuthMailClient, initialSyncStart } from './oauth-mail-client';

interface GmailHeader {
  name: string;
  value: string;
}

interface GmailPart {
  partId?: string;
  mimeType?: string;
  filename?: string;
  headers?: GmailHeader[];
  body?: { attachmentId?: string; size?: number; data?: string };
  parts?: GmailPart[];
}

interface GmailMessage {
  id: string;
  internalDate?: string;
  payload?: GmailPart;
}

interface GmailList {
  messages?: Array<{ id: string }>;
  nextPageToken?: string;
}

/** A message read from the list, before its attachments are downloaded. */
interface PendingMessage {
  gmailId: string;
  internalDate: number;
  mail: Omit<IncomingMail, 'attachments'>;
  downloads: Array<{ filename: string; attachmentId: string | null; data: string | null; size: number }>;
}

const PAGE_SIZE = 100;
/** The search of every sync: inbox messages with attachments, after a date (epoch seconds). */
export const gmailQuery = (afterSeconds: number) => `in:inbox has:attachment after:${afterSeconds}`;

export const gmailBase = (services: Services) => `${(services.config.GMAIL_API_URL ?? 'https://gmail.googleapis.com').replace(/\/$/, '')}/gmail/v1/users/me`;

const header = (headers: GmailHeader[] | undefined, name: string) => headers?.find((entry) => entry.name.toLowerCase() === name.toLowerCase())?.value ?? null;

function parts(part: GmailPart | undefined): GmailPart[] {
  if (!part) return [];
  return [part, ...(part.parts ?? []).flatMap(parts)];
}

/** From, Subject, Date and Message-ID, decoded (RFC 2047, address lists) by the same parser as IMAP mail. */
async function readHeaders(headers: GmailHeader[] | undefined) {
  const wanted = ['From', 'Subject', 'Date', 'Message-ID'];
  const block = wanted
    .map((name) => [name, header(headers, name)] as const)
    .filter((entry): entry is readonly [string, string] => entry[1] !== null)
    .map(([name, value]) => `${name}: ${value.replace(/[\r\n]+/g, ' ')}`)
    .join('\r\n');
  const parsed = await parseMessage(Buffer.from(`${block}\r\n\r\n`));
  return { from: firstAddress(parsed.from), subject: parsed.subject ?? null, date: parsed.date ?? null, messageId: parsed.messageId?.trim() || null };
}

async function pendingMessage(services: Services, message: GmailMessage): Promise<PendingMessage> {
  const headers = await readHeaders(message.payload?.headers);
  const internalDate = Number(message.internalDate);
  const receivedAt = Number.isFinite(internalDate) && internalDate > 0 ? new Date(internalDate) : (headers.date ?? services.clock.now());
  const named = parts(message.payload).filter((part) => part.filename);
  const downloads = named
    .filter((part) => !/^\s*inline/i.test(header(part.headers, 'Content-Disposition') ?? '') && isAcceptedDocumentName(part.filename!))
    .filter((part) => part.body?.attachmentId || part.body?.data)
    .map((part) => ({ filename: part.filename!, attachmentId: part.body?.attachmentId ?? null, data: part.body?.data ?? null, size: part.body?.size ?? 0 }));
  return {
    gmailId: message.id,
    internalDate: receivedAt.getTime(),
    mail: {
      messageId: headers.messageId ?? `gmail:${message.id}`,
      fromAddress: headers.from.address,
      fromName: headers.from.name,
      subject: headers.subject,
      receivedAt,
      attachmentNames: named.map((part) => part.filename!),
    },
    downloads,
  };
}

async function download(client: OAuthMailClient, services: Services, pending: PendingMessage): Promise<IncomingAttachment[]> {
  const attachments: IncomingAttachment[] = [];
  for (const item of pending.downloads) {
    // Too large to become a document anyway: not downloaded (its name stays in the list).
    if (item.size > services.config.MAX_UPLOAD_BYTES) continue;
    let data = item.data;
    if (!data && item.attachmentId) {
      const url = `${gmailBase(services)}/messages/${encodeURIComponent(pending.gmailId)}/attachments/${encodeURIComponent(item.attachmentId)}`;
      data = (await client.json<{ data?: string }>(url)).data ?? null;
    }
    if (data) attachments.push({ filename: item.filename, content: Buffer.from(data, 'base64url') });
  }
  return attachments;
}

/**
 * Gmail through the Gmail API (GMAIL_API_URL). The cursor is the Gmail `internalDate` (epoch
 * milliseconds) of the newest message read, kept in the account's `lastUid` (`uidValidity` stays
 * null). Each sync searches `in:inbox has:attachment after:<cursor seconds - 1>` (the first sync
 * starts MAIL_SYNC_LOOKBACK_DAYS back), pages through the list, reads every message (`format=full`),
 * and hands them over oldest first; only PDF, DOC, DOCX and TXT attachments are downloaded. Messages
 * at the cursor's own instant are listed again and skipped when already processed.
 */
export const gmailProvider: MailProviderDriver = {
  async testConnection(services, _settings, credentials, saveCredentials) {
    const client = new OAuthMailClient(services, 'GMAIL', credentials, saveCredentials);
    await client.json(`${gmailBase(services)}/profile`);
  },

  async sync(session: MailSyncSession) {
    const { services, account } = session;
    const client = new OAuthMailClient(services, 'GMAIL', session.credentials, (credentials) => session.saveCredentials(credentials));
    const since = account.lastUid !== null ? Number(account.lastUid) : initialSyncStart(services);
    const base = gmailBase(services);
    const ids = new Set<string>();
    let pageToken: string | undefined;
    do {
      const query = new URLSearchParams({
        q: gmailQuery(Math.max(0, Math.floor(since / 1000) - 1)),
        maxResults: String(PAGE_SIZE),
        ...(pageToken ? { pageToken } : {}),
      });
      const page = await client.json<GmailList>(`${base}/messages?${query}`);
      for (const entry of page.messages ?? []) ids.add(entry.id);
      pageToken = page.nextPageToken || undefined;
    } while (pageToken);

    const pending: PendingMessage[] = [];
    for (const id of ids) {
      const message = await client.json<GmailMessage>(`${base}/messages/${encodeURIComponent(id)}?format=full`);
      const entry = await pendingMessage(services, message);
      if (entry.internalDate >= since) pending.push(entry);
    }
    pending.sort((a, b) => a.internalDate - b.internalDate || a.gmailId.localeCompare(b.gmailId));

    for (const entry of pending) {
      if (entry.mail.attachmentNames.length > 0 && !(await session.isProcessed(entry.mail.messageId))) {
        await session.receive({ ...entry.mail, attachments: await download(client, services, entry) });
      }
      await session.saveCursor({ uidValidity: null, lastUid: BigInt(entry.internalDate) });
    }
  },
};
