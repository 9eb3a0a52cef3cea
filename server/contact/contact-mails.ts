import type { ContactMessage } from '../db/generated/client';
import { composeMail } from '../email/templates';
import type { OutgoingMail } from '../email/mailer';
import { escapeHtml } from '../http/html';
import { formatLabelValue, formatMessage } from '../messages';
import type { Locale } from '../shared/locale';

/** The topic the sender chose, as the contact form shows it (`contact.subjects.*`). */
const topicOf = (message: ContactMessage, locale: Locale) => formatMessage(locale, `contact.subjects.${message.subject}`);

/** The receipt the sender gets, in the language of the page they wrote from. */
export function contactAcknowledgement(message: ContactMessage, locale: Locale): OutgoingMail {
  return composeMail(locale, message.email, {
    subject: formatMessage(locale, 'email.contact.subject', { topic: topicOf(message, locale) }),
    paragraphs: [formatMessage(locale, 'email.contact.greeting', { name: message.name }), formatMessage(locale, 'email.contact.body')],
    quote: { label: formatMessage(locale, 'email.contact.yourMessage'), text: message.message },
  });
}

/** The copy for the team at CONTACT_EMAIL, in French (the team's language). */
export function contactForward(message: ContactMessage, to: string): OutgoingMail {
  const line = (id: 'forwardFrom' | 'forwardCompany' | 'forwardTopic' | 'forwardLanguage' | 'forwardReceived', value: string) =>
    formatLabelValue('fr', formatMessage('fr', `email.contact.${id}`), value);
  const topic = topicOf(message, 'fr');
  const lines = [
    line('forwardFrom', `${message.name} <${message.email}>`),
    line('forwardCompany', message.company ?? '—'),
    line('forwardTopic', topic),
    line('forwardLanguage', message.locale),
    line('forwardReceived', message.createdAt.toISOString()),
    '',
    message.message,
  ];
  return {
    to,
    subject: formatMessage('fr', 'email.contact.forwardSubject', { topic, name: message.name }),
    text: lines.join('\n'),
    html: `<!doctype html><html lang="fr"><body style="font-family:sans-serif"><pre style="white-space:pre-wrap">${escapeHtml(lines.join('\n'))}</pre></body></html>`,
  };
}
