import type { SignInMethod as AllowedSignInMethod, User } from '../db/generated/client';
import type { AuthCall } from './auth-call';
import { secondFactorDue, sessionLifetimeMs, signInRulesOf } from './organization-sign-in-rules';
import { randomToken, sessionCookies, sha256, type SessionInfo } from './session-cookies';

export interface SessionStart {
  persistent: boolean;
  aal: 1 | 2;
  /** The way in, as the organization's allowed methods name it; null for a new account's first sign-in. */
  method: AllowedSignInMethod | null;
}

/** Opens a sign-in, as long as the organization's lifetime says: a refresh-token family, its first token, and the cookies. */
export async function startSession(call: AuthCall, user: User, start: SessionStart): Promise<SessionInfo> {
  const { prisma } = call.services.db;
  const now = call.services.clock.now();
  const rules = await signInRulesOf(prisma, user.organizationId);
  const refreshToken = randomToken();
  const session = await prisma.session.create({
    data: {
      userId: user.id,
      persistent: start.persistent,
      aal: start.aal,
      method: start.method,
      ip: call.ip,
      userAgent: call.userAgent?.slice(0, 400) ?? null,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + sessionLifetimeMs(rules, start.persistent)),
      refreshTokens: { create: { tokenHash: sha256(refreshToken), createdAt: now } },
    },
  });
  return sessionCookies(call, user, session, refreshToken, await secondFactorDue(prisma, rules, user.id));
}
