import { escapeHtml } from '../http/html';
import { formatMessage, type MessageIdUnder } from '../messages';
import type { Locale } from '../shared/locale';
import type { OutgoingMail } from './mailer';

/** What an email says, every text already in the reader's language. */
export interface MailContent {
  subject: string;
  /** The message, one paragraph each. */
  paragraphs: string[];
  /** The one thing to do: a button, and the link itself in full for mail readers that hide buttons. */
  action?: { label: string; link: string };
  /** Small print under the button (how long the link works, what to do if it was not asked for). */
  notes?: string[];
  /** Text the reader wrote, quoted under its label. */
  quote?: { label: string; text: string };
}

const BUTTON = 'display:inline-block;padding:10px 16px;background:#2b6cb0;color:#fff;border-radius:6px;text-decoration:none';
const SMALL = 'color:#4a5568;font-size:13px';

/** Every email of Paraphe in one layout: plain text and a simple HTML version saying the same. */
export function composeMail(locale: Locale, to: string, content: MailContent): OutgoingMail {
  const { paragraphs, action, notes = [], quote } = content;
  const signature = formatMessage(locale, 'email.signature');
  const quoteHeading = quote && formatMessage(locale, 'email.quoteHeading', { label: quote.label });
  const text = [
    ...paragraphs,
    ...(quote ? [`${quoteHeading}\n${quote.text}`] : []),
    ...(action ? [formatMessage(locale, 'email.actionLine', { action: action.label, link: action.link })] : []),
    ...notes,
    signature,
  ].join('\n\n');
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(quote
      ? [`<p style="color:#4a5568">${escapeHtml(quoteHeading!)}</p><blockquote style="white-space:pre-wrap">${escapeHtml(quote.text)}</blockquote>`]
      : []),
    ...(action ? [`<p><a href="${escapeHtml(action.link)}" style="${BUTTON}">${escapeHtml(action.label)}</a></p>`] : []),
    ...notes.map((note) => `<p style="${SMALL}">${escapeHtml(note)}</p>`),
    ...(action ? [`<p style="${SMALL}">${escapeHtml(action.link)}</p>`] : []),
    `<p style="color:#718096;font-size:12px">${escapeHtml(signature)}</p>`,
  ];
  return {
    to,
    subject: content.subject,
    text,
    html: `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;color:#1a202c">\n${html.join('\n')}\n</body></html>`,
  };
}

export type AuthMailKind = 'verifyEmail' | 'magicLink' | 'passwordReset' | 'accountExists' | 'emailChange' | 'emailChangeTaken';

/**
 * An emailed link of the account (address check, sign-in link, password reset, an address that has
 * an account, a new address to confirm, a new address that has an account already).
 */
export function authMail(kind: AuthMailKind, locale: Locale, to: string, link: string): OutgoingMail {
  const say = (part: MessageIdUnder<'email.auth.verifyEmail'>) => formatMessage(locale, `email.auth.${kind}.${part}`);
  return composeMail(locale, to, { subject: say('subject'), paragraphs: [say('intro')], action: { label: say('action'), link }, notes: [say('outro')] });
}

/** A change to an account told to its owner, and when it was made: its address, a new way in, its organization closed. */
export type AccountNoticeKind = 'emailChanged' | 'identityLinked' | 'organizationClosed' | 'secondFactorAdded' | 'secondFactorRemoved';

export interface AccountNoticeFacts {
  /** What the notice words: the new address, the provider and its account, the organization and who closed it. */
  values: Record<string, string>;
  at: Date;
  /** IANA time zone of the member's organization, in which the time of the change is told. */
  timeZone: string;
}

/** Tells the owner of an account of a change to it, and what to do if they did not ask for it. */
export function accountNoticeMail(kind: AccountNoticeKind, locale: Locale, to: string, link: string, facts: AccountNoticeFacts): OutgoingMail {
  const when = dateFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: facts.timeZone }).format(facts.at);
  const values = { ...facts.values, when };
  const say = (part: MessageIdUnder<'email.auth.emailChanged'>) => formatMessage(locale, `email.auth.${kind}.${part}`, values);
  return composeMail(locale, to, {
    subject: say('subject'),
    paragraphs: [say('intro')],
    action: { label: say('action'), link },
    notes: [say('outro')],
  });
}

export type SignatureMailKind = 'yourTurn' | 'refused' | 'completed' | 'cancelled' | 'signerLeft';

export interface SignatureMailFacts {
  title: string;
  /** Who asked (yourTurn), who refused (refused), who cancelled (cancelled) or who left the organization (signerLeft). */
  by: string;
  reason?: string | null;
}

/** The emails of a signature request (whose turn it is, a refusal, completion, cancellation), in the recipient's language, with a link to the document page. */
export function signatureMail(kind: SignatureMailKind, locale: Locale, to: string, link: string, facts: SignatureMailFacts): OutgoingMail {
  const values = { title: facts.title, by: facts.by, reason: facts.reason ?? '-' };
  const say = (part: MessageIdUnder<'email.signatureRequest.yourTurn'>) => formatMessage(locale, `email.signatureRequest.${kind}.${part}`, values);
  return composeMail(locale, to, { subject: say('subject'), paragraphs: [say('intro')], action: { label: say('action'), link } });
}

export interface InvitationMailFacts {
  organization: string;
  by: string;
  expiresAt: Date;
  /** IANA time zone of the organization: the last day of the link is the one its members live in. */
  timeZone: string;
}

const dateFormat = (locale: Locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', options);

/** An invitation to join an organization, with its single-use link. */
export function invitationMail(locale: Locale, to: string, link: string, facts: InvitationMailFacts): OutgoingMail {
  const expires = dateFormat(locale, { dateStyle: 'long', timeZone: facts.timeZone }).format(facts.expiresAt);
  const values = { organization: facts.organization, by: facts.by, expires };
  const say = (part: MessageIdUnder<'email.invitation'>) => formatMessage(locale, `email.invitation.${part}`, values);
  return composeMail(locale, to, { subject: say('subject'), paragraphs: [say('intro')], action: { label: say('action'), link }, notes: [say('outro')] });
}

export interface TrialEndingMailFacts {
  organization: string;
  endsAt: Date;
  daysLeft: number;
  /** IANA time zone of the organization: the trial's last day is the one its members live in. */
  timeZone: string;
}

/** Tells an administrator that the organization's trial ends soon, and what happens then. */
export function trialEndingMail(locale: Locale, to: string, link: string, facts: TrialEndingMailFacts): OutgoingMail {
  const ends = dateFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: facts.timeZone }).format(facts.endsAt);
  const values = { organization: facts.organization, daysLeft: facts.daysLeft, ends };
  const say = (part: MessageIdUnder<'email.trialEnding'>) => formatMessage(locale, `email.trialEnding.${part}`, values);
  return composeMail(locale, to, { subject: say('subject'), paragraphs: [say('intro'), say('outro')], action: { label: say('action'), link } });
}
