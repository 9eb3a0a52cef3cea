import type { ContactMessage } from '../db/generated/client';
import type { Locale } from '../shared/locale';
import type { OutgoingMail } from '../email/mailer';

const SUBJECT_LABELS: Record<Locale, Record<ContactMessage['subject'], string>> = {
  fr: { DEMO: 'Demande de démo', SUPPORT: 'Support', BILLING: 'Facturation', PARTNERSHIP: 'Partenariat', OTHER: 'Autre' },
  en: { DEMO: 'Demo request', SUPPORT: 'Support', BILLING: 'Billing', PARTNERSHIP: 'Partnership', OTHER: 'Other' },
};

const ACKNOWLEDGEMENT: Record<Locale, { subject: string; greeting: (name: string) => string; body: string; yourMessage: string }> = {
  fr: {
    subject: 'Nous avons bien reçu votre message',
    greeting: (name) => `Bonjour ${name},`,
    body: 'Merci de nous avoir écrit. Notre équipe vous répond sous 24h ouvrables.',
    yourMessage: 'Votre message',
  },
  en: {
    subject: 'We received your message',
    greeting: (name) => `Hello ${name},`,
    body: 'Thank you for writing to us. Our team answers within 24 business hours.',
    yourMessage: 'Your message',
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The receipt the sender gets, in the language of the page they wrote from. */
export function contactAcknowledgement(message: ContactMessage, locale: Locale): OutgoingMail {
  const wording = ACKNOWLEDGEMENT[locale];
  const topic = SUBJECT_LABELS[locale][message.subject];
  return {
    to: message.email,
    subject: `${wording.subject} (${topic})`,
    text: `${wording.greeting(message.name)}\n\n${wording.body}\n\n${wording.yourMessage}:\n${message.message}\n\nParaphe`,
    html: `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;color:#1a202c">
<p>${escapeHtml(wording.greeting(message.name))}</p><p>${escapeHtml(wording.body)}</p>
<p style="color:#4a5568">${escapeHtml(wording.yourMessage)}:</p><blockquote style="white-space:pre-wrap">${escapeHtml(message.message)}</blockquote>
<p>Paraphe</p></body></html>`,
  };
}

/** The copy for the team at CONTACT_EMAIL, in French (the team's language). */
export function contactForward(message: ContactMessage, to: string): OutgoingMail {
  const lines = [
    `De : ${message.name} <${message.email}>`,
    `Société : ${message.company ?? '—'}`,
    `Sujet : ${SUBJECT_LABELS.fr[message.subject]}`,
    `Langue : ${message.locale}`,
    `Reçu : ${message.createdAt.toISOString()}`,
    '',
    message.message,
  ];
  return {
    to,
    subject: `[Contact] ${SUBJECT_LABELS.fr[message.subject]} : ${message.name}`,
    text: lines.join('\n'),
    html: `<!doctype html><html lang="fr"><body style="font-family:sans-serif"><pre style="white-space:pre-wrap">${escapeHtml(lines.join('\n'))}</pre></body></html>`,
  };
}
