import { recordAuthEvent } from './record-auth-event';
import { canonicalEmail } from '../email/email-address';
import type { AuthCall } from './auth-call';
import { AuthErrorCode, authError } from './auth-errors';
import { completeSignIn, type SignInOutcome } from './complete-sign-in';
import { verifyPassword } from './passwords';
import { clearSignInFailures, reserveSignInAttempt } from './sign-in-attempts';

export interface SignInInput {
  email: string;
  password: string;
  rememberMe?: boolean | null;
  company?: string | null;
}

/** Email and password. Failures count towards the per-account and per-IP limits. */
export async function signIn(call: AuthCall, input: SignInInput): Promise<SignInOutcome> {
  if (input.company) throw authError(AuthErrorCode.submissionRejected, 'Submission rejected');
  const email = canonicalEmail(input.email);
  const attempt = await reserveSignInAttempt(call, email);
  const user = await call.services.db.prisma.user.findUnique({ where: { email } });
  const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !valid) {
    attempt.failed();
    if (user) recordAuthEvent(call, user, 'auth.sign_in_failed', { method: 'password' });
    throw authError(AuthErrorCode.invalidCredentials, 'Invalid login credentials');
  }
  await attempt.succeeded();
  if (!user.emailVerifiedAt) throw authError(AuthErrorCode.emailNotConfirmed, 'Email not confirmed');
  await clearSignInFailures(call, email);
  return completeSignIn(call, user, { persistent: Boolean(input.rememberMe), method: 'password' });
}
