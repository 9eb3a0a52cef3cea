import { sendActivityEvent } from '../notifications/activity-webhook';
import { createOrganizationWithOwner } from '../organizations/create-organization';
import { normalizeEmail } from '../shared/auth-rules';
import type { AuthCall } from './auth-call';
import { AuthErrorCode, authError } from './auth-errors';
import { limitEmailRequests, sendAccountExistsMail, sendEmailLink } from './email-links';
import { hashPassword, isCommonPassword } from './passwords';

export interface SignUpInput {
  fullName: string;
  email: string;
  password: string;
  companyName?: string | null;
  language?: 'fr' | 'en' | null;
  /** The hidden honeypot field: people leave it empty. */
  company?: string | null;
}

/**
 * Creates the account, its organization and trial, then emails a verification link. An address
 * that already has an account gets a notice instead, and the caller sees the same answer.
 */
export async function signUp(call: AuthCall, input: SignUpInput): Promise<{ email: string }> {
  if (input.company) throw authError(AuthErrorCode.submissionRejected, 'Submission rejected');
  if (isCommonPassword(input.password)) throw authError(AuthErrorCode.commonPassword, 'This password is one of the most common ones');
  const { services } = call;
  const email = normalizeEmail(input.email);
  await limitEmailRequests(call, email);
  // Hashed whether or not the address is taken: the answer's timing must not tell which.
  const passwordHash = await hashPassword(input.password);
  const existing = await services.db.prisma.user.findUnique({ where: { email } });
  if (existing) {
    await sendAccountExistsMail(call, existing);
    return { email };
  }
  const fullName = input.fullName.trim();
  const companyName = input.companyName?.trim() || null;
  const now = services.clock.now();
  const { user, organization } = await services.db.prisma.$transaction((tx) =>
    createOrganizationWithOwner(tx, { email, fullName, companyName, passwordHash, locale: input.language ?? call.locale, emailVerifiedAt: null }, now),
  );
  await sendEmailLink(call, user, 'VERIFY_EMAIL');
  void sendActivityEvent(services, {
    actionType: 'signup',
    page: '/auth/signup',
    actionLabel: 'Sign-up form submitted',
    data: { email, role: user.role.toLowerCase(), full_name: fullName, company_name: companyName, user_id: user.id },
    orgId: organization.id,
    sessionId: null,
  });
  return { email };
}
