import { canonicalEmail } from '../email/email-address';
import type { AuthCall } from './auth-call';
import { forgetViewerUsers } from './viewer-account';
import type { User } from '../db/generated/client';
import { completeSignIn, type SignInOutcome } from './complete-sign-in';
import { findEmailLink, limitEmailRequests, sendEmailLink } from './email-links';

/**
 * Marks the address as verified and signs its owner in, as a magic link would: the link proves
 * the mailbox and works once. A second factor, when there is one, is still asked for.
 */
export async function verifyEmail(call: AuthCall, token: string): Promise<SignInOutcome> {
  const user = await findEmailLink(call, token, 'VERIFY_EMAIL', true);
  return completeSignIn(call, await markEmailVerified(call, user), { persistent: false, method: 'email_verification' });
}

/** An emailed link was opened: the address is proven (once). */
export async function markEmailVerified(call: AuthCall, user: User): Promise<User> {
  if (user.emailVerifiedAt) return user;
  const verified = await call.services.db.prisma.user.update({ where: { id: user.id }, data: { emailVerifiedAt: call.services.clock.now() } });
  forgetViewerUsers(call.services);
  return verified;
}

/** Sends a new verification link to an unverified account; silent otherwise. */
export async function resendVerification(call: AuthCall, rawEmail: string): Promise<void> {
  const email = canonicalEmail(rawEmail);
  await limitEmailRequests(call, email);
  const user = await call.services.db.prisma.user.findUnique({ where: { email } });
  if (user && !user.emailVerifiedAt) await sendEmailLink(call, user, 'VERIFY_EMAIL');
}
