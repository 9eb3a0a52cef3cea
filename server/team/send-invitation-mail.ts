import { invitationMail } from '../mail/templates';
import type { Services } from '../services';
import type { Locale } from '../shared/locale';
import { invitationLink } from './invitation-token';

export interface InvitationToSend {
  email: string;
  token: string;
  locale: string;
  organizationName: string;
  invitedBy: string;
  expiresAt: Date;
}

/** Emails the invitation link in the invitation's language (the inviter's, as the invitee's is not known yet). */
export async function sendInvitationMail(services: Services, facts: InvitationToSend): Promise<void> {
  const locale: Locale = facts.locale === 'en' ? 'en' : 'fr';
  await services.mailer.send(
    invitationMail(locale, facts.email, invitationLink(services.config.PUBLIC_URL, facts.token), {
      organization: facts.organizationName,
      by: facts.invitedBy,
      expiresAt: facts.expiresAt,
    }),
  );
}
