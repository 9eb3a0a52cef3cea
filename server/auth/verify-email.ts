import { normalizeEmail } from './auth-rules';
import type { AuthCall } from './auth-call';
import { findEmailLink, limitEmailRequests, sendEmailLink } from './email-links';

/** Marks the address as verified; the link works once. */
export async function verifyEmail(call: AuthCall, token: string): Promise<{ email: string }> {
  const user = await findEmailLink(call, token, 'VERIFY_EMAIL', true);
  if (!user.emailVerifiedAt) await call.services.db.prisma.user.update({ where: { id: user.id }, data: { emailVerifiedAt: call.services.clock.now() } });
  return { email: user.email };
}

/** Sends a new verification link to an unverified account; silent otherwise. */
export async function resendVerification(call: AuthCall, rawEmail: string): Promise<void> {
  const email = normalizeEmail(rawEmail);
  await limitEmailRequests(call, email);
  const user = await call.services.db.prisma.user.findUnique({ where: { email } });
  if (user && !user.emailVerifiedAt) await sendEmailLink(call, user, 'VERIFY_EMAIL');
}
