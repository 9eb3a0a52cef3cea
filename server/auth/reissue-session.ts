import type { AuthCall } from './auth-call';
import { secondFactorDue, signInRulesOf } from './organization-sign-in-rules';
import { randomToken, sessionCookies, sha256, type SessionInfo } from './session-cookies';

/** Re-issues the cookies of the current session after its level or its user changed. */
export async function reissueSession(call: AuthCall, sessionId: string, changes: { aal?: 1 | 2 }): Promise<SessionInfo> {
  const { prisma } = call.services.db;
  const now = call.services.clock.now();
  await prisma.refreshToken.updateMany({ where: { sessionId, rotatedAt: null }, data: { rotatedAt: now } });
  const next = randomToken();
  const session = await prisma.session.update({
    where: { id: sessionId },
    data: { ...changes, lastUsedAt: now, refreshTokens: { create: { tokenHash: sha256(next), createdAt: now } } },
    include: { user: true },
  });
  const rules = await signInRulesOf(prisma, session.user.organizationId);
  return sessionCookies(call, session.user, session, next, await secondFactorDue(prisma, rules, session.userId));
}
