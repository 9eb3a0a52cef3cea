import { serialize } from 'cookie';
import { recordAuthEvent } from './record-auth-event';
import type { SignInMethod as AllowedSignInMethod, User } from '../db/generated/client';
import { sendActivityEvent } from '../notifications/activity-webhook';
import { signClaims, verifyClaims } from './access-token';
import type { AuthCall } from './auth-call';
import { AuthErrorCode, authError } from './auth-errors';
import { signInRulesOf } from './organization-sign-in-rules';
import type { SessionInfo } from './session-cookies';
import { startSession } from './start-session';

/** A password (or link, or provider) accepted while a second factor is still due: 5 minutes to give the code. */
export const MFA_CHALLENGE_COOKIE = 'paraphe_mfa';
const MFA_CHALLENGE_TTL_S = 5 * 60;

export interface MfaChallengeClaims {
  sub: string;
  persistent: boolean;
  method: SignInMethod;
  exp: number;
}

export type SignInOutcome = { status: 'SIGNED_IN'; session: SessionInfo; user: User } | { status: 'MFA_REQUIRED'; factorId: string; user: User };

export type SignInMethod = 'password' | 'magic_link' | 'email_verification' | 'password_reset' | 'google' | 'microsoft';

const ALLOWED_METHOD: Record<SignInMethod, AllowedSignInMethod | null> = {
  password: 'PASSWORD',
  // Setting a new password from its emailed link is the password's own door.
  password_reset: 'PASSWORD',
  magic_link: 'MAGIC_LINK',
  // A new account's first sign-in, from the link that proves its address: a way to join, not a way back in.
  email_verification: null,
  google: 'GOOGLE',
  microsoft: 'MICROSOFT',
};

/** The method an organization allows or forbids that a way in counts as. */
export const allowedMethodOf = (method: SignInMethod): AllowedSignInMethod | null => ALLOWED_METHOD[method];

/** Every way in ends here: a session, or a second-factor challenge when the user has one. */
export async function completeSignIn(call: AuthCall, user: User, options: { persistent: boolean; method: SignInMethod }): Promise<SignInOutcome> {
  const { services } = call;
  // A member removed from their organization keeps their name on its records, not a way in.
  if (user.removedAt) throw authError(AuthErrorCode.invalidCredentials, 'Invalid email or password');
  await assertMethodAllowed(call, user, options.method);
  const factor = await services.db.prisma.factor.findFirst({ where: { userId: user.id, status: 'VERIFIED' }, orderBy: { createdAt: 'asc' } });
  if (factor) {
    const exp = Math.floor(services.clock.now().getTime() / 1000) + MFA_CHALLENGE_TTL_S;
    const challenge = signClaims<MfaChallengeClaims>(
      'mfa',
      { sub: user.id, persistent: options.persistent, method: options.method, exp },
      services.config.SESSION_SECRET,
    );
    call.responseCookies.push(
      serialize(MFA_CHALLENGE_COOKIE, challenge, {
        httpOnly: true,
        secure: services.config.isProduction,
        sameSite: 'strict',
        path: '/graphql',
        maxAge: MFA_CHALLENGE_TTL_S,
      }),
    );
    return { status: 'MFA_REQUIRED', factorId: factor.id, user };
  }
  const session = await startSession(call, user, { persistent: options.persistent, aal: 1, method: allowedMethodOf(options.method) });
  announceSignIn(call, user, session.sessionId, options.method);
  return { status: 'SIGNED_IN', session, user };
}

/** The member's organization may have forbidden this way in; the refusal is audited. */
async function assertMethodAllowed(call: AuthCall, user: User, method: SignInMethod): Promise<void> {
  const allowed = allowedMethodOf(method);
  if (allowed === null) return;
  const { signInMethods } = await signInRulesOf(call.services.db.prisma, user.organizationId);
  if (signInMethods.includes(allowed)) return;
  recordAuthEvent(call, user, 'auth.sign_in_refused', { method });
  throw authError(AuthErrorCode.signInMethodNotAllowed, 'Your organization does not allow this way of signing in');
}

export function announceSignIn(call: AuthCall, user: User, sessionId: string, method: SignInMethod): void {
  recordAuthEvent(call, user, 'auth.signed_in', { method });
  void sendActivityEvent(call.services, {
    actionType: 'signin',
    page: '/auth/signin',
    actionLabel: 'Signed in',
    data: { email: user.email, user_id: user.id, method },
    orgId: user.organizationId,
    sessionId,
  });
}

export function readMfaChallenge(call: AuthCall): MfaChallengeClaims | null {
  const token = call.cookies[MFA_CHALLENGE_COOKIE];
  if (!token) return null;
  return verifyClaims<MfaChallengeClaims>('mfa', token, call.services.config.SESSION_SECRET, call.services.clock.now().getTime());
}

export function clearMfaChallenge(call: AuthCall): void {
  call.responseCookies.push(
    serialize(MFA_CHALLENGE_COOKIE, '', { httpOnly: true, secure: call.services.config.isProduction, sameSite: 'strict', path: '/graphql', maxAge: 0 }),
  );
}
