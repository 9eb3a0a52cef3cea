import type { DocumentStatus } from '../db/generated/client';
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

type Decision = 'SIGNED' | 'REFUSED' | 'CORRECTING' | 'OTHER';

interface Words {
  subject: (facts: NotificationFacts) => string;
  sentence: (facts: NotificationFacts) => string;
  decided: Record<Decision, string>;
  action: string;
}

const decisionOf = (status: DocumentStatus | null): Decision => (status === 'SIGNED' || status === 'REFUSED' || status === 'CORRECTING' ? status : 'OTHER');

const WORDS: Record<Locale, Record<NotificationType, Omit<Words, 'decided' | 'action'>> & Pick<Words, 'decided' | 'action'>> = {
  fr: {
    DOCUMENT_RECEIVED: {
      subject: ({ title }) => `Document reçu : ${title}`,
      sentence: ({ title, actor }) => (actor ? `${actor} a déposé « ${title} » dans Paraphe.` : `« ${title} » est arrivé dans Paraphe.`),
    },
    HIGH_RISK: {
      subject: ({ title }) => `Risque élevé : ${title}`,
      sentence: ({ title, riskScore }) => `« ${title} » présente un risque élevé (${riskScore ?? '?'}/10). Relisez-le avant de le signer.`,
    },
    SIGNATURE_REQUESTED: { subject: ({ title }) => `Signature demandée : ${title}`, sentence: ({ title }) => `C’est à vous de signer « ${title} ».` },
    DOCUMENT_DECIDED: {
      subject: ({ title }) => `Décision sur : ${title}`,
      sentence: (facts) => `« ${facts.title} » ${WORDS.fr.decided[decisionOf(facts.documentStatus)]}${facts.actor ? ` par ${facts.actor}` : ''}.`,
    },
    REMINDER: { subject: ({ title }) => `Rappel : ${title}`, sentence: ({ title }) => `« ${title} » attend toujours votre action.` },
    decided: {
      SIGNED: 'a été approuvé et signé',
      REFUSED: 'a été refusé',
      CORRECTING: 'fait l’objet d’une demande de correction',
      OTHER: 'a changé de statut',
    },
    action: 'Ouvrir le document',
  },
  en: {
    DOCUMENT_RECEIVED: {
      subject: ({ title }) => `Document received: ${title}`,
      sentence: ({ title, actor }) => (actor ? `${actor} filed “${title}” in Paraphe.` : `“${title}” arrived in Paraphe.`),
    },
    HIGH_RISK: {
      subject: ({ title }) => `High risk: ${title}`,
      sentence: ({ title, riskScore }) => `“${title}” carries a high risk (${riskScore ?? '?'}/10). Review it before signing.`,
    },
    SIGNATURE_REQUESTED: { subject: ({ title }) => `Signature requested: ${title}`, sentence: ({ title }) => `It is your turn to sign “${title}”.` },
    DOCUMENT_DECIDED: {
      subject: ({ title }) => `Decision on: ${title}`,
      sentence: (facts) => `“${facts.title}” ${WORDS.en.decided[decisionOf(facts.documentStatus)]}${facts.actor ? ` by ${facts.actor}` : ''}.`,
    },
    REMINDER: { subject: ({ title }) => `Reminder: ${title}`, sentence: ({ title }) => `“${title}” is still waiting for your action.` },
    decided: { SIGNED: 'was approved and signed', REFUSED: 'was refused', CORRECTING: 'was sent back for a correction', OTHER: 'changed status' },
    action: 'Open the document',
  },
};

/** The subject, the one sentence and the button of a notification, in the reader's language. */
export function notificationWording(locale: Locale, facts: NotificationFacts): { subject: string; intro: string; action: string } {
  const words = WORDS[locale];
  return { subject: words[facts.type].subject(facts), intro: words[facts.type].sentence(facts), action: words.action };
}
