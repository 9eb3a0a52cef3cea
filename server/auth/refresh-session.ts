import { createHmac } from 'node:crypto';
import { assertCan } from '../access/policy';
import type { AuthCall } from './auth-call';
import { AuthErrorCode, authError } from './auth-errors';
import { secondFactorDue, sessionEnd, signInRulesOf } from './organization-sign-in-rules';
import { CLIENT_COOKIE, REFRESH_COOKIE, clearSessionCookies, sessionCookies, sha256, type SessionInfo } from './session-cookies';
import type { Viewer } from '../access/viewer';

/** A refresh token presented again this soon after its rotation is a retry, not a replay. */
export const REFRESH_REUSE_GRACE_MS = 30_000;
/**
 * Swaps the refresh token for a new one. A token that was already swapped means it was stolen or
 * replayed, and the whole family (the session) is revoked, unless the same browser (user agent and
 * client cookie) brings it back within REFRESH_REUSE_GRACE_MS of its swap: another tab, or a retry
 * whose answer was lost. A session older than its organization's lifetime (which may have been
 * shortened since it opened) ends instead.
 */
export async function refreshSession(call: AuthCall, viewer: Viewer | null): Promise<SessionInfo> {
  if (viewer) assertCan(viewer, 'account.session');
  const { prisma } = call.services.db;
  const now = call.services.clock.now();
  const presented = call.cookies[REFRESH_COOKIE];
  if (!presented) throw authError(AuthErrorCode.sessionExpired, 'No session to refresh');
  const token = await prisma.refreshToken.findUnique({ where: { tokenHash: sha256(presented) }, include: { session: { include: { user: true } } } });
  if (!token) return sessionEnded(call);
  const rules = await signInRulesOf(prisma, token.session.user.organizationId);
  const ends = sessionEnd(rules, token.session);
  if (token.session.revokedAt || ends <= now) return sessionEnded(call);
  // The successor is derived from the token and the browser: tabs of one browser refreshing at once,
  // or its retry, get the same successor; another device asking in the same window finds none.
  const next = successorOf(call, presented);
  // The swap and its successor are one step: a tab that finds the token swapped also finds the successor.
  const rotated = await prisma.$transaction(async (tx) => {
    const swap = await tx.refreshToken.updateMany({ where: { id: token.id, rotatedAt: null }, data: { rotatedAt: now } });
    if (swap.count === 1) await tx.refreshToken.create({ data: { sessionId: token.sessionId, tokenHash: sha256(next), createdAt: now } });
    return swap.count === 1;
  });
  if (!rotated) {
    const [swapped, successor] = await Promise.all([
      prisma.refreshToken.findUnique({ where: { id: token.id }, select: { rotatedAt: true } }),
      prisma.refreshToken.findUnique({ where: { tokenHash: sha256(next) }, select: { rotatedAt: true } }),
    ]);
    const withinGrace = swapped?.rotatedAt != null && now.getTime() - swapped.rotatedAt.getTime() <= REFRESH_REUSE_GRACE_MS;
    // Replayed late, by another browser, or after its successor was itself used: a stolen token. The whole session ends.
    if (!withinGrace || !successor || successor.rotatedAt != null) {
      await prisma.session.update({ where: { id: token.sessionId }, data: { revokedAt: now } });
      await call.services.revokedSessions.announce([token.sessionId]);
      call.services.logger.warn({ sessionId: token.sessionId, userId: token.session.userId }, 'refresh token reused: session revoked');
      clearSessionCookies(call);
      throw authError(AuthErrorCode.refreshTokenReused, 'This session was revoked');
    }
  }
  const session = await prisma.session.update({ where: { id: token.sessionId }, data: { lastUsedAt: now, expiresAt: ends } });
  return sessionCookies(call, token.session.user, session, next, await secondFactorDue(prisma, rules, token.session.userId));
}

function sessionEnded(call: AuthCall): never {
  clearSessionCookies(call);
  throw authError(AuthErrorCode.sessionExpired, 'The session has ended');
}

function successorOf(call: AuthCall, presented: string): string {
  const client = `${call.userAgent ?? ''}\n${call.cookies[CLIENT_COOKIE] ?? ''}`;
  return createHmac('sha256', call.services.config.SESSION_SECRET)
    .update(`refresh-successor:${presented}:${sha256(client)}`)
    .digest('base64url');
}
