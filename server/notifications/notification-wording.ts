import type { DocumentStatus } from '../db/generated/client';
import { formatMessage } from '../messages';
import type { Locale } from '../shared/locale';
import type { NotificationType } from './notify';

/** What a notification says, whatever carries it (email, Slack). */
export interface NotificationFacts {
  type: NotificationType;
  /** The document's status when it was raised: which decision a DOCUMENT_DECIDED tells of. */
  documentStatus: DocumentStatus | null;
  title: string;
  riskScore: number | null;
  /** Who acted, when someone did. */
  actor: string | null;
}

/** The subject, the one sentence and the button of a notification, in the reader's language (`email.notification.*`). */
export function notificationWording(locale: Locale, facts: NotificationFacts): { subject: string; intro: string; action: string } {
  const { type, title, actor } = facts;
  const values = { title, actor, score: facts.riskScore ?? '?', decision: facts.documentStatus ?? 'other' };
  const intro =
    actor && (type === 'DOCUMENT_RECEIVED' || type === 'DOCUMENT_DECIDED')
      ? formatMessage(locale, `email.notification.${type}.sentenceBy`, values)
      : formatMessage(locale, `email.notification.${type}.sentence`, values);
  return { subject: formatMessage(locale, `email.notification.${type}.subject`, values), intro, action: formatMessage(locale, 'email.notification.action') };
}
