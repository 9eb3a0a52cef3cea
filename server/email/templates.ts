import type { Locale } from '../shared/locale';
import type { OutgoingMail } from './mailer';

export type AuthMailKind = 'verifyEmail' | 'magicLink' | 'passwordReset' | 'accountExists';

interface Wording {
  subject: string;
  intro: string;
  action: string;
  outro: string;
}

const WORDING: Record<Locale, Record<AuthMailKind, Wording>> = {
  fr: {
    verifyEmail: {
      subject: 'Confirmez votre adresse e-mail Paraphe',
      intro: 'Bienvenue sur Paraphe ! Confirmez votre adresse e-mail pour activer votre compte.',
      action: 'Confirmer mon adresse',
      outro: 'Ce lien expire dans une heure et ne fonctionne qu’une fois.',
    },
    magicLink: {
      subject: 'Votre lien de connexion Paraphe',
      intro: 'Cliquez sur le lien ci-dessous pour vous connecter à Paraphe.',
      action: 'Me connecter',
      outro: 'Ce lien expire dans une heure et ne fonctionne qu’une fois. Si vous n’avez rien demandé, ignorez cet e-mail.',
    },
    passwordReset: {
      subject: 'Réinitialisez votre mot de passe Paraphe',
      intro: 'Vous avez demandé à réinitialiser votre mot de passe.',
      action: 'Choisir un nouveau mot de passe',
      outro: 'Ce lien expire dans une heure et ne fonctionne qu’une fois. Si vous n’avez rien demandé, ignorez cet e-mail.',
    },
    accountExists: {
      subject: 'Vous avez déjà un compte Paraphe',
      intro: 'Quelqu’un (vous, sans doute) a voulu créer un compte avec cette adresse, qui en a déjà un.',
      action: 'Me connecter',
      outro: 'Mot de passe oublié ? Utilisez « Mot de passe oublié » sur la page de connexion.',
    },
  },
  en: {
    verifyEmail: {
      subject: 'Confirm your Paraphe email address',
      intro: 'Welcome to Paraphe! Confirm your email address to activate your account.',
      action: 'Confirm my address',
      outro: 'This link expires in one hour and works once.',
    },
    magicLink: {
      subject: 'Your Paraphe sign-in link',
      intro: 'Click the link below to sign in to Paraphe.',
      action: 'Sign me in',
      outro: 'This link expires in one hour and works once. If you did not ask for it, ignore this email.',
    },
    passwordReset: {
      subject: 'Reset your Paraphe password',
      intro: 'You asked to reset your password.',
      action: 'Choose a new password',
      outro: 'This link expires in one hour and works once. If you did not ask for it, ignore this email.',
    },
    accountExists: {
      subject: 'You already have a Paraphe account',
      intro: 'Someone (probably you) tried to create an account with this address, which already has one.',
      action: 'Sign in',
      outro: 'Forgot your password? Use “Forgot password” on the sign-in page.',
    },
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** One bilingual template for every emailed link: plain text and a simple HTML version. */
export function authMail(kind: AuthMailKind, locale: Locale, to: string, link: string): OutgoingMail {
  const wording = WORDING[locale][kind];
  return {
    to,
    subject: wording.subject,
    text: `${wording.intro}\n\n${wording.action}: ${link}\n\n${wording.outro}\n\nParaphe`,
    html: `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;color:#1a202c">
<p>${escapeHtml(wording.intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#2b6cb0;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(wording.action)}</a></p>
<p style="color:#4a5568;font-size:13px">${escapeHtml(wording.outro)}</p>
<p style="color:#4a5568;font-size:13px">${escapeHtml(link)}</p>
</body></html>`,
  };
}

export type SignatureMailKind = 'yourTurn' | 'refused' | 'completed' | 'cancelled';

const SIGNATURE_WORDING: Record<
  Locale,
  Record<SignatureMailKind, { subject: (title: string) => string; intro: (facts: SignatureMailFacts) => string; action: string }>
> = {
  fr: {
    yourTurn: {
      subject: (title) => `Signature demandée : ${title}`,
      intro: ({ title, by }) => `${by} vous demande de signer « ${title} » dans Paraphe. C’est à vous de signer.`,
      action: 'Ouvrir le document',
    },
    refused: {
      subject: (title) => `Signature refusée : ${title}`,
      intro: ({ title, by, reason }) => `${by} a refusé de signer « ${title} ». La demande de signatures est arrêtée. Motif : ${reason ?? '-'}`,
      action: 'Voir le document',
    },
    completed: {
      subject: (title) => `Document signé : ${title}`,
      intro: ({ title }) => `Tous les signataires ont signé « ${title} ». Le PDF signé est disponible.`,
      action: 'Voir le document',
    },
    cancelled: {
      subject: (title) => `Demande de signature annulée : ${title}`,
      intro: ({ title, by }) => `${by} a annulé la demande de signatures de « ${title} ». Vous n’avez plus à le signer.`,
      action: 'Voir le document',
    },
  },
  en: {
    yourTurn: {
      subject: (title) => `Signature requested: ${title}`,
      intro: ({ title, by }) => `${by} asks you to sign “${title}” in Paraphe. It is your turn to sign.`,
      action: 'Open the document',
    },
    refused: {
      subject: (title) => `Signature refused: ${title}`,
      intro: ({ title, by, reason }) => `${by} refused to sign “${title}”. The signature request is stopped. Reason: ${reason ?? '-'}`,
      action: 'See the document',
    },
    completed: {
      subject: (title) => `Document signed: ${title}`,
      intro: ({ title }) => `Every signer has signed “${title}”. The signed PDF is available.`,
      action: 'See the document',
    },
    cancelled: {
      subject: (title) => `Signature request cancelled: ${title}`,
      intro: ({ title, by }) => `${by} cancelled the signature request of “${title}”. You no longer need to sign it.`,
      action: 'See the document',
    },
  },
};

export interface SignatureMailFacts {
  title: string;
  /** Who asked (yourTurn), who refused (refused) or who cancelled (cancelled). */
  by: string;
  reason?: string | null;
}

/** The emails of a signature request (whose turn it is, a refusal, completion, cancellation), in the recipient's language, with a link to the document page. */
export function signatureMail(kind: SignatureMailKind, locale: Locale, to: string, link: string, facts: SignatureMailFacts): OutgoingMail {
  const wording = SIGNATURE_WORDING[locale][kind];
  return actionMail(locale, to, { subject: wording.subject(facts.title), intro: wording.intro(facts), action: wording.action }, link);
}

/** A short email: one sentence and one button to the page it speaks of. */
export function actionMail(locale: Locale, to: string, wording: { subject: string; intro: string; action: string }, link: string): OutgoingMail {
  return {
    to,
    subject: wording.subject,
    text: `${wording.intro}\n\n${wording.action}: ${link}\n\nParaphe`,
    html: `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;color:#1a202c">
<p>${escapeHtml(wording.intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#2b6cb0;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(wording.action)}</a></p>
<p style="color:#718096;font-size:12px">Paraphe</p>
</body></html>`,
  };
}

export interface InvitationMailFacts {
  organization: string;
  by: string;
  expiresAt: Date;
  /** IANA time zone of the organization: the last day of the link is the one its members live in. */
  timeZone: string;
}

const INVITATION_WORDING: Record<
  Locale,
  { subject: (facts: InvitationMailFacts) => string; intro: (facts: InvitationMailFacts) => string; action: string; outro: (expires: string) => string }
> = {
  fr: {
    subject: ({ organization }) => `Invitation à rejoindre ${organization} sur Paraphe`,
    intro: ({ organization, by }) => `${by} vous invite à rejoindre l’organisation « ${organization} » sur Paraphe, pour relire et signer ses documents.`,
    action: 'Accepter l’invitation',
    outro: (expires) => `Ce lien fonctionne une fois, jusqu’au ${expires}. Si vous ne connaissez pas cette personne, ignorez cet e-mail.`,
  },
  en: {
    subject: ({ organization }) => `Invitation to join ${organization} on Paraphe`,
    intro: ({ organization, by }) => `${by} invites you to join the organization “${organization}” on Paraphe, to review and sign its documents.`,
    action: 'Accept the invitation',
    outro: (expires) => `This link works once, until ${expires}. If you do not know this person, ignore this email.`,
  },
};

/** An invitation to join an organization, with its single-use link. */
export function invitationMail(locale: Locale, to: string, link: string, facts: InvitationMailFacts): OutgoingMail {
  const wording = INVITATION_WORDING[locale];
  const expires = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long', timeZone: facts.timeZone }).format(facts.expiresAt);
  const intro = wording.intro(facts);
  const outro = wording.outro(expires);
  return {
    to,
    subject: wording.subject(facts),
    text: `${intro}\n\n${wording.action}: ${link}\n\n${outro}\n\nParaphe`,
    html: `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;color:#1a202c">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#2b6cb0;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(wording.action)}</a></p>
<p style="color:#4a5568;font-size:13px">${escapeHtml(outro)}</p>
<p style="color:#4a5568;font-size:13px">${escapeHtml(link)}</p>
</body></html>`,
  };
}

export interface TrialEndingMailFacts {
  organization: string;
  endsAt: Date;
  daysLeft: number;
  /** IANA time zone of the organization: the trial's last day is the one its members live in. */
  timeZone: string;
}

const TRIAL_ENDING_WORDING: Record<
  Locale,
  { subject: (facts: TrialEndingMailFacts) => string; intro: (facts: TrialEndingMailFacts, ends: string) => string; action: string; outro: string }
> = {
  fr: {
    subject: ({ daysLeft }) => (daysLeft === 1 ? 'Votre essai Paraphe se termine demain' : `Votre essai Paraphe se termine dans ${daysLeft} jours`),
    intro: ({ organization }, ends) => `L’essai gratuit de l’organisation « ${organization} » se termine le ${ends}.`,
    action: 'Choisir une offre',
    outro: 'Sans offre à cette date, vos documents restent consultables et téléchargeables, mais vous ne pourrez plus en ajouter ni les traiter.',
  },
  en: {
    subject: ({ daysLeft }) => (daysLeft === 1 ? 'Your Paraphe trial ends tomorrow' : `Your Paraphe trial ends in ${daysLeft} days`),
    intro: ({ organization }, ends) => `The free trial of the organization “${organization}” ends on ${ends}.`,
    action: 'Choose a plan',
    outro: 'Without a plan by then, your documents stay readable and downloadable, but you will not be able to add or process any.',
  },
};

/** Tells an administrator that the organization's trial ends soon, and what happens then. */
export function trialEndingMail(locale: Locale, to: string, link: string, facts: TrialEndingMailFacts): OutgoingMail {
  const wording = TRIAL_ENDING_WORDING[locale];
  const ends = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: facts.timeZone }).format(
    facts.endsAt,
  );
  const intro = wording.intro(facts, ends);
  return {
    to,
    subject: wording.subject(facts),
    text: `${intro}\n\n${wording.outro}\n\n${wording.action}: ${link}\n\nParaphe`,
    html: `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;color:#1a202c">
<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(wording.outro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#2b6cb0;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(wording.action)}</a></p>
<p style="color:#718096;font-size:12px">Paraphe</p>
</body></html>`,
  };
}
