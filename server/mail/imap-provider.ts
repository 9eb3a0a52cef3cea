import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { FetchMessageObject, ImapFlow, MessageStructureObject } from 'imapflow';
import { AppError } from '../errors';
import { isPublicAddress } from '../outbound/public-address';
import type { Services } from '../services';
import type { MailCredentials } from './mail-credentials';
import { firstAddress, parseMessage, type IncomingMail, type MailConnectionSettings, type MailProviderDriver, type MailSyncSession } from './mail-provider';

const CONNECT_TIMEOUT_MS = 15_000;
const SOCKET_TIMEOUT_MS = 120_000;

/** The address to connect to: a host name resolves to a public address unless ALLOW_PRIVATE_FETCH. */
async function resolveHost(services: Services, host: string): Promise<string> {
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
  } catch {
    throw new AppError('MAIL_CONNECTION_FAILED', `Cannot resolve ${host}`);
  }
  if (addresses.length === 0) throw new AppError('MAIL_CONNECTION_FAILED', `Cannot resolve ${host}`);
  if (!services.config.ALLOW_PRIVATE_FETCH && addresses.some((address) => !isPublicAddress(address))) {
    throw new AppError('MAIL_HOST_NOT_ALLOWED', 'This mail server address is not reachable from Paraphe');
  }
  return addresses[0];
}

/** Opens an authenticated IMAP session, runs `work`, and logs out whatever happens. */
export async function withImap<T>(
  services: Services,
  settings: MailConnectionSettings,
  credentials: MailCredentials,
  work: (client: ImapFlow) => Promise<T>,
): Promise<T> {
  if (credentials.kind !== 'password' || !settings.imapHost || !settings.imapPort)
    throw new AppError('MAIL_CONNECTION_FAILED', 'The account has no IMAP settings');
  const address = await resolveHost(services, settings.imapHost);
  // Loaded with the first IMAP connection, not by every process that never makes one.
  const { ImapFlow } = await import('imapflow');
  const client = new ImapFlow({
    host: address,
    ...(isIP(settings.imapHost) ? {} : { servername: settings.imapHost }),
    port: settings.imapPort,
    secure: settings.imapSecure ?? true,
    auth: { user: settings.email, pass: credentials.password },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: CONNECT_TIMEOUT_MS,
    greetingTimeout: CONNECT_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  // Errors reach the pending command; the event only needs a listener so it is not thrown.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    client.close();
    const failure = error as { authenticationFailed?: boolean; serverResponseCode?: string };
    if (failure.authenticationFailed && failure.serverResponseCode !== 'UNAVAILABLE')
      throw new AppError('MAIL_AUTH_FAILED', 'The mail server refused the email address or password');
    throw new AppError('MAIL_CONNECTION_FAILED', `Cannot connect to ${settings.imapHost}:${settings.imapPort}`);
  }
  try {
    return await work(client);
  } finally {
    await client.logout().catch(() => client.close());
  }
}

/** The file names of a message's attachments, from its BODYSTRUCTURE (nothing downloaded). */
export function attachmentNames(structure: MessageStructureObject | undefined): string[] {
  if (!structure) return [];
  const own = structure.dispositionParameters?.filename ?? structure.parameters?.name;
  const isAttachment = (structure.disposition === 'attachment' || (own && !structure.type.startsWith('multipart/'))) && own;
  return [...(isAttachment ? [own] : []), ...(structure.childNodes ?? []).flatMap(attachmentNames)];
}

async function readMessage(client: ImapFlow, header: FetchMessageObject, uidValidity: bigint): Promise<IncomingMail | null> {
  const full = await client.fetchOne(String(header.uid), { source: true }, { uid: true });
  if (!full || !full.source) return null;
  const parsed = await parseMessage(full.source);
  const from = firstAddress(parsed.from);
  const attachments = parsed.attachments
    .filter((attachment) => attachment.filename && attachment.contentDisposition !== 'inline')
    .map((attachment) => ({ filename: attachment.filename!, content: attachment.content }));
  const internalDate = header.internalDate ? new Date(header.internalDate) : null;
  return {
    messageId: parsed.messageId?.trim() || `imap:${uidValidity}:${header.uid}`,
    fromAddress: from.address,
    fromName: from.name,
    subject: parsed.subject ?? null,
    receivedAt: internalDate && !Number.isNaN(internalDate.getTime()) ? internalDate : (parsed.date ?? new Date()),
    attachmentNames: parsed.attachments.filter((attachment) => attachment.filename).map((attachment) => attachment.filename!),
    attachments,
  };
}

/**
 * IMAP through imapflow: the INBOX's UIDVALIDITY and the last UID read are the cursor. A new
 * UIDVALIDITY means the server renumbered the mailbox: reading starts over, and message ids keep
 * what was already filed from being filed twice.
 */
export const imapProvider: MailProviderDriver = {
  async testConnection(services, settings, credentials) {
    await withImap(services, settings, credentials, async (client) => {
      await client.status('INBOX', { messages: true });
    });
  },

  async sync(session: MailSyncSession) {
    const { services, account, credentials } = session;
    await withImap(services, account, credentials, async (client) => {
      const lock = await client.getMailboxLock('INBOX', { readOnly: true });
      try {
        const mailbox = client.mailbox;
        if (!mailbox) throw new AppError('MAIL_CONNECTION_FAILED', 'The inbox could not be opened');
        const uidValidity = BigInt(mailbox.uidValidity);
        let lastUid = account.uidValidity === uidValidity ? (account.lastUid ?? 0n) : 0n;
        if (account.uidValidity !== uidValidity) await session.saveCursor({ uidValidity, lastUid });
        if (mailbox.exists === 0) return;
        // `n:*` always answers the newest message, even below n: filtered again below.
        const headers = await client.fetchAll(`${lastUid + 1n}:*`, { uid: true, bodyStructure: true, internalDate: true }, { uid: true });
        const fresh = headers.filter((header) => BigInt(header.uid) > lastUid).sort((a, b) => a.uid - b.uid);
        for (const header of fresh) {
          if (attachmentNames(header.bodyStructure).length > 0) {
            const mail = await readMessage(client, header, uidValidity);
            if (mail && mail.attachmentNames.length > 0) await session.receive(mail);
          }
          lastUid = BigInt(header.uid);
          await session.saveCursor({ uidValidity, lastUid });
        }
      } finally {
        lock.release();
      }
    });
  },
};
