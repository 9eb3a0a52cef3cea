import { localeOf } from '../shared/locale';
import { invitationMail } from '../email/templates';
import type { Services } from '../services';
import { invitationLink } from './invitation-token';

export interface InvitationToSend {
  email: string;
  token: string;
  locale: string;
  organizationName: string;
  /** The organization's time zone, in which the link's last day is given. */
  timeZone: string;
  invitedBy: string;
  expiresAt: Date;
}

/** Emails the invitation link in the invitation's language (the invitee's own when they have an account, else the organization's default). */
export async function sendInvitationMail(services: Services, facts: InvitationToSend): Promise<void> {
  const locale = localeOf(facts);
  await services.mailer.send(
    invitationMail(locale, facts.email, invitationLink(services.config.PUBLIC_URL, facts.token), {
      organization: facts.organizationName,
      by: facts.invitedBy,
      expiresAt: facts.expiresAt,
      timeZone: facts.timeZone,
    }),
  );
}
