import { serialize } from 'cookie';
import { recordAuthEvent } from '../audit/record-auth-event';
import type { User } from '../db/generated/client';
import { sendActivityEvent } from '../notifications/activity-webhook';
import { signClaims, verifyClaims } from './access-token';
import type { AuthCall } from './auth-call';
import { AuthErrorCode, authError } from './auth-errors';
import { startSession, type SessionInfo } from './sessions';

/** A password (or link, or provider) accepted while a second factor is still due: 5 minutes to give the code. */
export const MFA_CHALLENGE_COOKIE = 'paraphe_mfa';
const MFA_CHALLENGE_TTL_S = 5 * 60;

export interface MfaChallengeClaims {
  sub: string;
  persistent: boolean;
  exp: number;
}

export type SignInOutcome =
  | { status: 'SIGNED_IN'; session: SessionInfo; user: User }
  | { status: 'MFA_REQUIRED'; factorId: string; user: User };

export type SignInMethod = 'password' | 'magic_link' | 'email_verification' | 'password_reset' | 'google' | 'microsoft';

/** Every way in ends here: a session, or a second-factor challenge when the user has one. */
export async function completeSignIn(call: AuthCall, user: User, options: { persistent: boolean; method: SignInMethod }): Promise<SignInOutcome> {
  const { services } = call;
  // A member removed from their organization keeps their name on its records, not a way in.
  if (user.removedAt) throw authError(AuthErrorCode.invalidCredentials, 'Invalid email or password');
  const factor = await services.db.prisma.factor.findFirst({ where: { userId: user.id, status: 'VERIFIED' }, orderBy: { createdAt: 'asc' } });
  if (factor) {
    const exp = Math.floor(services.clock.now().getTime() / 1000) + MFA_CHALLENGE_TTL_S;
    const challenge = signClaims<MfaChallengeClaims>('mfa', { sub: user.id, persistent: options.persistent, exp }, services.config.SESSION_SECRET);
    call.responseCookies.push(
      serialize(MFA_CHALLENGE_COOKIE, challenge, { httpOnly: true, secure: services.config.isProduction, sameSite: 'strict', path: '/graphql', maxAge: MFA_CHALLENGE_TTL_S }),
    );
    return { status: 'MFA_REQUIRED', factorId: factor.id, user };
  }
  const session = await startSession(call, user, { persistent: options.persistent, aal: 1 });
  announceSignIn(call, user, session.sessionId, options.method);
  return { status: 'SIGNED_IN', session, user };
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
  call.responseCookies.push(serialize(MFA_CHALLENGE_COOKIE, '', { httpOnly: true, secure: call.services.config.isProduction, sameSite: 'strict', path: '/graphql', maxAge: 0 }));
}
