import { recordAuthEvent } from './record-auth-event';
import { accountEmailSpellings, canonicalEmail } from '../email/email-address';
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
  // The account at the address; else the one its ASCII spelling still names, when the password is that one's.
  const [first = null, kept] = await accountsAt(call, input.email);
  let user = first;
  let valid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!valid && kept && (await verifyPassword(kept.passwordHash, input.password))) [user, valid] = [kept, true];
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

/** The accounts an address names, in its canonical spelling first, then in its ASCII one (accountEmailSpellings). */
export async function accountsAt(call: AuthCall, email: string) {
  const spellings = accountEmailSpellings(email);
  const accounts = await call.services.db.prisma.user.findMany({ where: { email: { in: spellings } } });
  return accounts.sort((a, b) => spellings.indexOf(a.email) - spellings.indexOf(b.email));
}
