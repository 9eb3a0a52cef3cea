import { sendActivityEvent } from '../notifications/activity-webhook';
import { createOrganizationWithOwner } from '../onboarding/create-organization';
import { canonicalEmail } from '../email/email-address';
import type { AuthCall } from './auth-call';
import { AuthErrorCode, authError } from './auth-errors';
import { completeSignIn, type SignInOutcome } from './complete-sign-in';
import { findEmailLink, limitEmailRequests, sendEmailLink } from './email-links';
import { markEmailVerified } from './verify-email';
import { accountsAt } from './sign-in';

export interface MagicLinkRequest {
  email: string;
  /** From the sign-up screen: an address without an account gets one. */
  createAccount?: boolean | null;
  fullName?: string | null;
  companyName?: string | null;
  language?: 'fr' | 'en' | null;
  company?: string | null;
}

/** Emails a one-time sign-in link. The answer never tells whether the address has an account. */
export async function requestMagicLink(call: AuthCall, input: MagicLinkRequest): Promise<void> {
  if (input.company) throw authError(AuthErrorCode.submissionRejected, 'Submission rejected');
  const { services } = call;
  const email = canonicalEmail(input.email);
  await limitEmailRequests(call, email);
  const accounts = await accountsAt(call, email);
  let user = accounts[0] ?? null;
  if (!user && input.createAccount) {
    const fullName = input.fullName?.trim() || email.split('@')[0];
    const companyName = input.companyName?.trim() || null;
    const created = await services.db.prisma.$transaction((tx) =>
      createOrganizationWithOwner(
        tx,
        { email, fullName, companyName, passwordHash: null, locale: input.language ?? call.locale, emailVerifiedAt: null },
        services.clock.now(),
        call,
      ),
    );
    user = created.user;
  }
  void sendActivityEvent(services, {
    actionType: 'magic_link_request',
    page: input.createAccount ? '/auth/signup' : '/auth/signin',
    actionLabel: 'Sign-in link requested',
    data: { email },
    orgId: user?.organizationId ?? null,
    sessionId: null,
  });
  // Each account the address names gets its own link (see accountsAt).
  for (const account of accounts.length > 0 ? accounts : user ? [user] : []) await sendEmailLink(call, account, 'MAGIC_LINK');
}

/** Opening the link signs in once; it also proves the address. */
export async function signInWithMagicLink(call: AuthCall, token: string, rememberMe: boolean): Promise<SignInOutcome> {
  const user = await findEmailLink(call, token, 'MAGIC_LINK', true);
  return completeSignIn(call, await markEmailVerified(call, user), { persistent: rememberMe, method: 'magic_link' });
}
