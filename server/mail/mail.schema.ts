import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../graphql/builder';
import type { Context } from '../graphql/context';
import { mutationErrors } from '../graphql/mutation-errors';
import { ValidationFailed } from '../errors';
import { connectImapAccount } from './connect-imap-account';
import { disconnectMailAccount } from './disconnect-mail-account';
import { listMailAccounts, listMailMessages, MAX_MAIL_MESSAGES } from './list-mail-accounts';
import { setMailAccountStatus } from './set-mail-account-status';
import { testMailAccountConnection, type ConnectionTestResult } from './test-mail-account-connection';
import { startMailOAuth, type MailAuthorization } from './mail-oauth';
import { NO_ORGANIZATION } from '../shared/ids';
import { answerRow, answerRows } from '../graphql/answer-rows';
import type { SkippedAttachment } from './sync-mail-account';

export const MailProviderEnum = builder.enumType('MailProvider', {
  description: 'Where a connected mailbox lives, and so how it is read.',
  values: {
    GMAIL: { description: 'A Google mailbox, connected through Google OAuth (read-only Gmail access).' },
    MICROSOFT: { description: 'A Microsoft 365 / Outlook mailbox, connected through Microsoft OAuth (Mail.Read).' },
    IMAP: { description: 'Any mailbox reachable over IMAP, connected with its address and password.' },
  },
});

export const MailAccountStatusEnum = builder.enumType('MailAccountStatus', {
  description: 'Whether a connected mailbox is synced.',
  values: {
    ACTIVE: { description: 'Synced every few minutes: new attachments become documents.' },
    PAUSED: { description: 'Connected but not synced until activated again.' },
  },
});

const audit = (context: Context) => ({ ip: context.ip, userAgent: context.userAgent });

export const MailAccountNode = builder.prismaNode('MailAccount', {
  id: { field: 'id' },
  description: 'A mailbox one user connected; only that user sees it. Its password or tokens are never part of the API.',
  // Somebody else's account reads as null, as a missing one does.
  nullable: true,
  findUnique: (id, context) => ({ id, userId: context.viewer?.userId ?? NO_ORGANIZATION, organizationId: context.viewer?.organizationId ?? NO_ORGANIZATION }),
  fields: (t) => ({
    email: t.exposeString('email', { description: 'The mailbox address (also the IMAP user name).' }),
    provider: t.expose('provider', { type: MailProviderEnum, description: 'Where the mailbox lives.' }),
    status: t.expose('status', { type: MailAccountStatusEnum, description: 'Whether it is synced.' }),
    imapHost: t.exposeString('imapHost', { nullable: true, description: 'IMAP server host name; null for Gmail and Microsoft.' }),
    imapPort: t.exposeInt('imapPort', { nullable: true, description: 'IMAP server port; null for Gmail and Microsoft.' }),
    imapSecure: t.exposeBoolean('imapSecure', {
      nullable: true,
      description: 'Whether IMAP runs over TLS from the start (port 993); null for Gmail and Microsoft.',
    }),
    lastSyncAt: t.expose('lastSyncAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the last successful sync ended (a failed sync leaves it unchanged); null before the first.',
    }),
    lastError: t.exposeString('lastError', { nullable: true, description: 'Why the last sync failed (`CODE: message`); null when it worked.' }),
    lastErrorCode: t.exposeString('lastErrorCode', {
      nullable: true,
      description: 'The error code of the last sync’s failure alone (`MAIL_AUTH_FAILED`, `MAIL_CONNECTION_FAILED`…); null when it worked.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was first connected.' }),
  }),
});

export const MailAttachmentSkipReasonEnum = builder.enumType('MailAttachmentSkipReason', {
  description: 'Why an attachment of a message was not filed as a document.',
  values: {
    TOO_LARGE: { description: 'Larger than the size limit (`maxBytes`).' },
    EMPTY: { description: 'The file is empty.' },
    UNREADABLE: { description: 'The file could not be read (damaged, or not what its name says).' },
    UNSUPPORTED_TYPE: { description: 'A type Paraphe does not analyse (only PDF, DOC, DOCX and TXT are).' },
  },
});

const MailSkippedAttachmentRef = builder.objectRef<SkippedAttachment>('MailSkippedAttachment').implement({
  description: 'An attachment that was not filed as a document, and why.',
  fields: (t) => ({
    filename: t.exposeString('filename', { description: 'Its file name.' }),
    reason: t.field({ type: MailAttachmentSkipReasonEnum, description: 'Why it was not filed.', resolve: (skip) => skip.reason }),
    maxBytes: t.int({ nullable: true, description: 'The size limit it exceeded, in bytes (TOO_LARGE).', resolve: (skip) => skip.maxBytes ?? null }),
  }),
});

const SKIP_REASONS = new Set<string>(['TOO_LARGE', 'EMPTY', 'UNREADABLE', 'UNSUPPORTED_TYPE']);

/** The stored list of skipped attachments, whatever was stored. */
function skippedAttachments(value: unknown): SkippedAttachment[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    const skip = entry as Partial<SkippedAttachment> | null;
    if (!skip || typeof skip.filename !== 'string' || !SKIP_REASONS.has(String(skip.reason))) return [];
    return [{ filename: skip.filename, reason: skip.reason!, ...(typeof skip.maxBytes === 'number' ? { maxBytes: skip.maxBytes } : {}) }];
  });
}

export const MailMessageNode = builder.prismaNode('MailMessage', {
  id: { field: 'id' },
  description: 'A message with attachments seen in a connected mailbox, and the documents its attachments became.',
  nullable: true,
  findUnique: (id, context) => ({
    id,
    organizationId: context.viewer?.organizationId ?? NO_ORGANIZATION,
    account: { userId: context.viewer?.userId ?? NO_ORGANIZATION },
  }),
  fields: (t) => ({
    account: t.relation('account', { description: 'The mailbox it was read from.' }),
    messageId: t.exposeString('messageId', { description: 'Its RFC 5322 Message-ID, or the provider’s id when it has none.' }),
    fromAddress: t.exposeString('fromAddress', { nullable: true, description: 'Address of its sender (From).' }),
    fromName: t.exposeString('fromName', { nullable: true, description: 'Display name of its sender, when given.' }),
    subject: t.exposeString('subject', { nullable: true, description: 'Its subject.' }),
    receivedAt: t.expose('receivedAt', { type: 'DateTime', description: 'When the mailbox received it.' }),
    hasAttachments: t.exposeBoolean('hasAttachments', { description: 'Whether it carries attachments.' }),
    attachmentNames: t.exposeStringList('attachmentNames', { description: 'File names of all its attachments, accepted types (PDF, DOC, DOCX, TXT) or not.' }),
    processed: t.exposeBoolean('processed', { description: 'Whether its accepted attachments were all filed as documents.' }),
    skippedAttachments: t.field({
      type: [MailSkippedAttachmentRef],
      select: { skippedAttachments: true },
      description: 'The attachments that were not filed as documents once it was processed, and why.',
      resolve: (message) => skippedAttachments(message.skippedAttachments),
    }),
    documents: t.relation('documents', {
      description: 'The documents its attachments became, oldest first.',
      query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
    }),
  }),
});

const MailAuthorizationRef = builder.objectRef<MailAuthorization>('MailAuthorization').implement({
  description: "A started mailbox authorization: send the browser to `authUrl`; the provider returns to Paraphe's callback, which lands on `/mail-connect`.",
  fields: (t) => ({
    authUrl: t.exposeString('authUrl', { description: "The provider's consent page, with the state in it." }),
    state: t.exposeString('state', {
      description: 'Signed, bound to the caller, valid 10 minutes; the web app keeps it under `mail_auth_state` to recognise the return.',
    }),
  }),
});

const MailConnectionTestRef = builder.objectRef<ConnectionTestResult>('MailConnectionTestResult').implement({
  description: 'What trying to sign in to a mailbox gave.',
  fields: (t) => ({
    ok: t.exposeBoolean('ok', { description: 'Whether the mailbox accepted the stored credentials.' }),
    error: t.exposeString('error', {
      nullable: true,
      description: 'Why not, as an error code (`MAIL_AUTH_FAILED`, `MAIL_CONNECTION_FAILED`…); null when it worked.',
    }),
  }),
});

/** A global id of a MailAccount, or a value that matches none. */
function accountId(globalId: string): string {
  try {
    const decoded = decodeGlobalID(globalId);
    return decoded.typename === 'MailAccount' ? decoded.id : NO_ORGANIZATION;
  } catch {
    return NO_ORGANIZATION;
  }
}

builder.queryField('mailAccounts', (t) =>
  t.prismaField({
    type: ['MailAccount'],
    description: "The caller's own connected mailboxes, oldest first.",
    authScopes: { signedIn: true },
    resolve: async (query, _root, _args, context) => {
      const accounts = await listMailAccounts(context.services, context.viewer);
      return answerRows(
        context,
        'mailAccount',
        accounts.map((account) => account.id),
        query,
      );
    },
  }),
);

builder.queryField('mailMessages', (t) =>
  t.prismaField({
    type: ['MailMessage'],
    description: `The latest messages with attachments of the caller's mailboxes, newest first (at most ${MAX_MAIL_MESSAGES}).`,
    authScopes: { signedIn: true },
    args: {
      accountId: t.arg.id({ required: false, description: 'Only this mailbox (a `MailAccount` id).' }),
      first: t.arg.int({ required: false, defaultValue: MAX_MAIL_MESSAGES, description: `How many, 1 to ${MAX_MAIL_MESSAGES}.` }),
    },
    resolve: (query, _root, args, context) =>
      listMailMessages(context.services, context.viewer, {
        accountId: args.accountId ? accountId(String(args.accountId)) : null,
        limit: args.first,
        select: query,
      }),
  }),
);

const ConnectImapAccountInput = builder.inputType('ConnectImapAccountInput', {
  description: 'An IMAP mailbox to connect. The login is tried before anything is saved.',
  fields: (t) => ({
    email: t.string({ required: true, description: 'The mailbox address, also the IMAP user name.' }),
    password: t.string({ required: true, description: 'The mailbox password (or app password); stored encrypted, never returned.' }),
    imapHost: t.string({ required: true, description: 'IMAP server host name, e.g. `imap.example.com`.' }),
    imapPort: t.int({ required: false, description: 'IMAP server port, 1–65535; 993 when left out.' }),
    imapSecure: t.boolean({
      required: false,
      description: 'TLS from the start (SSL); true when left out. When false, STARTTLS is used if the server offers it.',
    }),
    smtpHost: t.string({ required: false, description: 'SMTP server host name, kept with the account.' }),
    smtpPort: t.int({ required: false, description: 'SMTP server port, 1–65535; 465 when left out.' }),
    smtpSecure: t.boolean({ required: false, description: 'SMTP over TLS from the start; true when left out.' }),
  }),
});

builder.mutationField('connectImapAccount', (t) =>
  t.prismaField({
    type: 'MailAccount',
    description:
      'Connects an IMAP mailbox for the caller after checking that the server accepts the login (`MAIL_AUTH_FAILED`, `MAIL_CONNECTION_FAILED` otherwise). Connecting the same address again updates it.',
    authScopes: { signedIn: true },
    errors: mutationErrors('connectImapAccount', { name: 'account', description: 'The connected mailbox.' }, [ValidationFailed]),
    args: { input: t.arg({ type: ConnectImapAccountInput, required: true, description: 'The mailbox and its server.' }) },
    resolve: async (query, _root, args, context) => {
      const account = await connectImapAccount(context.services, context.viewer, { ...args.input, audit: audit(context) });
      return answerRow(context, 'mailAccount', account.id, query);
    },
  }),
);

builder.mutationField('startMailOAuth', (t) =>
  t.field({
    type: MailAuthorizationRef,
    description:
      'Starts connecting a Gmail or Microsoft mailbox: returns the consent page to send the browser to (`MAIL_PROVIDER_NOT_CONFIGURED` when the server has no client for it), and sets a ten-minute cookie so that only this browser’s return from the provider is accepted (call it over HTTP from that browser).',
    authScopes: { signedIn: true },
    errors: mutationErrors('startMailOAuth', { name: 'authorization', description: 'Where to send the browser, and the state to keep.' }),
    args: { provider: t.arg({ type: MailProviderEnum, required: true, description: '`GMAIL` or `MICROSOFT`.' }) },
    resolve: (_root, args, context) => {
      const authorization = startMailOAuth(context.services, context.viewer, args.provider);
      context.responseCookies.push(authorization.stateCookie);
      return authorization;
    },
  }),
);

builder.mutationField('setMailAccountStatus', (t) =>
  t.prismaField({
    type: 'MailAccount',
    description: 'Activates or pauses the syncing of one of the caller’s mailboxes.',
    authScopes: { signedIn: true },
    errors: mutationErrors('setMailAccountStatus', { name: 'account', description: 'The mailbox as it now is.' }),
    args: {
      id: t.arg.id({ required: true, description: 'The mailbox (a `MailAccount` id).' }),
      status: t.arg({ type: MailAccountStatusEnum, required: true, description: 'The new status.' }),
    },
    resolve: async (query, _root, args, context) => {
      const account = await setMailAccountStatus(context.services, context.viewer, accountId(String(args.id)), args.status);
      return answerRow(context, 'mailAccount', account.id, query);
    },
  }),
);

builder.mutationField('disconnectMailAccount', (t) =>
  t.field({
    type: 'ID',
    description:
      'Disconnects one of the caller’s mailboxes: its credentials, message list and pending syncs are deleted, and a Gmail grant is withdrawn at Google; the documents it produced stay.',
    authScopes: { signedIn: true },
    errors: mutationErrors('disconnectMailAccount', { name: 'disconnectedId', description: 'Id of the mailbox that was disconnected.' }),
    args: { id: t.arg.id({ required: true, description: 'The mailbox (a `MailAccount` id).' }) },
    resolve: async (_root, args, context) =>
      encodeGlobalID('MailAccount', await disconnectMailAccount(context.services, context.viewer, accountId(String(args.id)), audit(context))),
  }),
);

builder.mutationField('testMailAccountConnection', (t) =>
  t.field({
    type: MailConnectionTestRef,
    description: 'Tries to sign in to one of the caller’s mailboxes with its stored credentials; a refusal is a result, not an error.',
    authScopes: { signedIn: true },
    errors: mutationErrors('testMailAccountConnection', { name: 'result', description: 'Whether it worked, and why not.' }),
    args: { id: t.arg.id({ required: true, description: 'The mailbox (a `MailAccount` id).' }) },
    resolve: (_root, args, context) => testMailAccountConnection(context.services, context.viewer, accountId(String(args.id))),
  }),
);
