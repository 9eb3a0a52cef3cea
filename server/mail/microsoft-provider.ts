import { isAcceptedDocumentName } from '../shared/document-files';
import { AppError } from '../errors';
import type { Services } from '../services';
import type { IncomingAttachment, IncomingMail, MailProviderDriver, MailSyncSession } from './mail-provider';
import { OAuthMailClient, initialSyncStart } from './oauth-mail-client';

interface GraphMessage {
  id: string;
  internetMessageId?: string | null;
  subject?: string | null;
  receivedDateTime?: string | null;
  hasAttachments?: boolean;
  from?: { emailAddress?: { name?: string | null; address?: string | null } } | null;
}

interface GraphAttachment {
  '@odata.type'?: string;
  id: string;
  name?: string | null;
  contentType?: string | null;
  size?: number;
  isInline?: boolean;
  contentBytes?: string | null;
}

interface GraphPage<T> {
  value?: T[];
  '@odata.nextLink'?: string;
}

const PAGE_SIZE = 50;
export const MESSAGE_FIELDS = 'id,internetMessageId,subject,from,receivedDateTime,hasAttachments';
export const ATTACHMENT_FIELDS = 'id,name,contentType,size,isInline';

export const graphBase = (services: Services) => (services.config.MICROSOFT_GRAPH_URL ?? 'https://graph.microsoft.com/v1.0').replace(/\/$/, '');

const FILE_ATTACHMENT = '#microsoft.graph.fileAttachment';

/** Query strings Graph reads as written: `$` kept, values percent-encoded. */
const odataQuery = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');

/** Every page of a Graph collection; next links are followed only on Graph's own origin (they carry no token, the client adds it). */
async function* pages<T>(client: OAuthMailClient, services: Services, first: string): AsyncGenerator<T[]> {
  const origin = new URL(graphBase(services)).origin;
  let url: string | undefined = first;
  while (url) {
    const page: GraphPage<T> = await client.json<GraphPage<T>>(url);
    yield page.value ?? [];
    const next = page['@odata.nextLink'];
    if (next && new URL(next).origin !== origin) throw new AppError('MAIL_CONNECTION_FAILED', 'Microsoft Graph sent a next page on another server');
    url = next || undefined;
  }
}

async function attachmentsOf(
  client: OAuthMailClient,
  services: Services,
  message: GraphMessage,
): Promise<{ names: string[]; attachments: IncomingAttachment[] }> {
  const base = `${graphBase(services)}/me/messages/${encodeURIComponent(message.id)}/attachments`;
  const names: string[] = [];
  const wanted: GraphAttachment[] = [];
  for await (const page of pages<GraphAttachment>(client, services, `${base}?${odataQuery({ $select: ATTACHMENT_FIELDS })}`)) {
    for (const attachment of page) {
      if (!attachment.name) continue;
      names.push(attachment.name);
      const file = attachment['@odata.type'] === FILE_ATTACHMENT;
      // Too large to become a document anyway: not downloaded (its name stays in the list).
      if (file && !attachment.isInline && isAcceptedDocumentName(attachment.name) && (attachment.size ?? 0) <= services.config.MAX_UPLOAD_BYTES)
        wanted.push(attachment);
    }
  }
  const attachments: IncomingAttachment[] = [];
  for (const attachment of wanted) {
    const full = await client.json<GraphAttachment>(`${base}/${encodeURIComponent(attachment.id)}`);
    if (full.contentBytes) attachments.push({ filename: attachment.name!, content: Buffer.from(full.contentBytes, 'base64') });
  }
  return { names, attachments };
}

function incoming(message: GraphMessage, receivedAt: Date): Omit<IncomingMail, 'attachments' | 'attachmentNames'> {
  const from = message.from?.emailAddress;
  return {
    messageId: message.internetMessageId?.trim() || `graph:${message.id}`,
    fromAddress: from?.address?.trim().toLowerCase() || null,
    fromName: from?.name?.trim() || null,
    subject: message.subject ?? null,
    receivedAt,
  };
}

/**
 * Microsoft 365 / Outlook through Microsoft Graph (MICROSOFT_GRAPH_URL). The cursor is the
 * `receivedDateTime` (epoch milliseconds) of the newest message read, kept in the account's
 * `lastUid` (`uidValidity` stays null). Each sync lists the inbox's messages with attachments
 * received at or after the cursor (`$filter=receivedDateTime ge … and hasAttachments eq true`,
 * oldest first, following `@odata.nextLink`; the first sync starts MAIL_SYNC_LOOKBACK_DAYS back),
 * lists each message's attachments without their content and downloads only the PDF, DOC, DOCX and
 * TXT file attachments. Messages at the cursor's own instant come again and are skipped when
 * already processed.
 */
export const microsoftProvider: MailProviderDriver = {
  async testConnection(services, _settings, credentials, saveCredentials) {
    const client = new OAuthMailClient(services, 'MICROSOFT', credentials, saveCredentials);
    await client.json(`${graphBase(services)}/me/mailFolders/inbox?${odataQuery({ $select: 'id' })}`);
  },

  async sync(session: MailSyncSession) {
    const { services, account } = session;
    const client = new OAuthMailClient(services, 'MICROSOFT', session.credentials, (credentials) => session.saveCredentials(credentials));
    const since = new Date(account.lastUid !== null ? Number(account.lastUid) : initialSyncStart(services));
    const first = `${graphBase(services)}/me/mailFolders/inbox/messages?${odataQuery({
      // Graph wants the $orderby property first in $filter.
      $filter: `receivedDateTime ge ${since.toISOString()} and hasAttachments eq true`,
      $orderby: 'receivedDateTime asc',
      $select: MESSAGE_FIELDS,
      $top: String(PAGE_SIZE),
    })}`;
    for await (const page of pages<GraphMessage>(client, services, first)) {
      for (const message of page) {
        const receivedAt = new Date(message.receivedDateTime ?? '');
        if (Number.isNaN(receivedAt.getTime())) continue;
        const mail = incoming(message, receivedAt);
        if (message.hasAttachments !== false && !(await session.isProcessed(mail.messageId))) {
          const { names, attachments } = await attachmentsOf(client, services, message);
          if (names.length > 0) await session.receive({ ...mail, attachmentNames: names, attachments });
        }
        if (receivedAt.getTime() > Number(account.lastUid ?? -1)) await session.saveCursor({ uidValidity: null, lastUid: BigInt(receivedAt.getTime()) });
      }
    }
  },
};
