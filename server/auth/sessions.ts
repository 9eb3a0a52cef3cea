import { createHash, createHmac, randomBytes } from 'node:crypto';
import { serialize } from 'cookie';
import { assertCan } from '../access/policy';
import type { Prisma, User } from '../db/generated/client';
import type { Config } from '../config';
import { signAccessToken } from './access-token';
import type { AuthCall } from './auth-call';
import { AuthErrorCode, authError } from './auth-errors';
import { ACCESS_COOKIE, type Viewer } from './viewer';

export const REFRESH_COOKIE = 'paraphe_rt';
/** Readable by the web app (no secret in it): when the access token expires, so it refreshes in time. */
export const SESSION_HINT_COOKIE = 'paraphe_session';
/** A random value the browser keeps: with its user agent, it tells a retry of this browser from a replay elsewhere. */
export const CLIENT_COOKIE = 'paraphe_client';
const CLIENT_COOKIE_MAX_AGE_S = 400 * 24 * 3600;

/** A refresh token presented again this soon after its rotation is a retry, not a replay. */
export const REFRESH_REUSE_GRACE_MS = 30_000;
/** Absolute lifetime of a sign-in: "remember me" keeps it 30 days across browser restarts. */
export const PERSISTENT_SESSION_MS = 30 * 24 * 3600_000;
export const BROWSER_SESSION_MS = 12 * 3600_000;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const randomToken = () => randomBytes(32).toString('base64url');

export interface SessionStart {
  persistent: boolean;
  aal: 1 | 2;
}

export interface SessionInfo {
  sessionId: string;
  /** When the access token expires: the web refreshes before. */
  accessExpiresAt: Date;
  expiresAt: Date;
  aal: 1 | 2;
}

function cookie(config: Config, name: string, value: string, options: { httpOnly: boolean; path: string; maxAgeS?: number }): string {
  return serialize(name, value, {
    httpOnly: options.httpOnly,
    secure: config.isProduction,
    sameSite: 'strict',
    path: options.path,
    ...(options.maxAgeS !== undefined ? { maxAge: Math.max(0, Math.floor(options.maxAgeS)) } : {}),
  });
}

function sessionCookies(call: AuthCall, user: User, session: { id: string; aal: number; persistent: boolean; expiresAt: Date }, refreshToken: string): SessionInfo {
  const { config, clock } = call.services;
  const now = clock.now().getTime();
  const accessExp = Math.min(Math.floor(now / 1000) + config.ACCESS_TOKEN_TTL_S, Math.floor(session.expiresAt.getTime() / 1000));
  const access = signAccessToken(
    { sub: user.id, org: user.organizationId, role: user.role, sid: session.id, aal: session.aal === 2 ? 2 : 1, locale: user.locale === 'en' ? 'en' : 'fr', exp: accessExp },
    config.SESSION_SECRET,
  );
  const remainingS = (session.expiresAt.getTime() - now) / 1000;
  const lasting = session.persistent ? remainingS : undefined;
  call.responseCookies.push(
    cookie(config, ACCESS_COOKIE, access, { httpOnly: true, path: '/', maxAgeS: accessExp - now / 1000 }),
    cookie(config, REFRESH_COOKIE, refreshToken, { httpOnly: true, path: '/graphql', maxAgeS: lasting }),
    cookie(config, SESSION_HINT_COOKIE, String(accessExp), { httpOnly: false, path: '/', maxAgeS: lasting }),
  );
  if (!call.cookies[CLIENT_COOKIE]) call.responseCookies.push(cookie(config, CLIENT_COOKIE, randomToken(), { httpOnly: true, path: '/graphql', maxAgeS: CLIENT_COOKIE_MAX_AGE_S }));
  return { sessionId: session.id, accessExpiresAt: new Date(accessExp * 1000), expiresAt: session.expiresAt, aal: session.aal === 2 ? 2 : 1 };
}

/** Opens a sign-in: a refresh-token family, its first token, and the cookies. */
export async function startSession(call: AuthCall, user: User, start: SessionStart): Promise<SessionInfo> {
  const { prisma } = call.services.db;
  const now = call.services.clock.now();
  const refreshToken = randomToken();
  const session = await prisma.session.create({
    data: {
      userId: user.id,
      persistent: start.persistent,
      aal: start.aal,
      ip: call.ip,
      userAgent: call.userAgent?.slice(0, 400) ?? null,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + (start.persistent ? PERSISTENT_SESSION_MS : BROWSER_SESSION_MS)),
      refreshTokens: { create: { tokenHash: sha256(refreshToken), createdAt: now } },
    },
  });
  return sessionCookies(call, user, session, refreshToken);
}

/**
 * Swaps the refresh token for a new one. A token that was already swapped means it was stolen or
 * replayed, and the whole family (the session) is revoked, unless the same browser (user agent and
 * client cookie) brings it back within REFRESH_REUSE_GRACE_MS of its swap: another tab, or a retry
 * whose answer was lost.
 */
export async function refreshSession(call: AuthCall, viewer: Viewer | null): Promise<SessionInfo> {
  if (viewer) assertCan(viewer, 'account.manage');
  const { prisma } = call.services.db;
  const now = call.services.clock.now();
  const presented = call.cookies[REFRESH_COOKIE];
  if (!presented) throw authError(AuthErrorCode.sessionExpired, 'No session to refresh');
  const token = await prisma.refreshToken.findUnique({ where: { tokenHash: sha256(presented) }, include: { session: { include: { user: true } } } });
  if (!token || token.session.revokedAt || token.session.expiresAt <= now) {
    clearSessionCookies(call);
    throw authError(AuthErrorCode.sessionExpired, 'The session has ended');
  }
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
  const session = await prisma.session.update({ where: { id: token.sessionId }, data: { lastUsedAt: now } });
  return sessionCookies(call, token.session.user, session, next);
}

function successorOf(call: AuthCall, presented: string): string {
  const client = `${call.userAgent ?? ''}\n${call.cookies[CLIENT_COOKIE] ?? ''}`;
  return createHmac('sha256', call.services.config.SESSION_SECRET).update(`refresh-successor:${presented}:${sha256(client)}`).digest('base64url');
}

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
  return sessionCookies(call, session.user, session, next);
}

export type SignOutScope = 'GLOBAL' | 'LOCAL' | 'OTHERS';

/** LOCAL ends this session, OTHERS every other one of the user, GLOBAL all of them. */
export async function signOut(call: AuthCall, viewer: Viewer | null, scope: SignOutScope): Promise<void> {
  if (viewer) assertCan(viewer, 'account.manage');
  const { prisma } = call.services.db;
  let userId = viewer?.userId ?? null;
  let sessionId = viewer?.sessionId ?? null;
  const presented = call.cookies[REFRESH_COOKIE];
  if (presented && !sessionId) {
    const token = await prisma.refreshToken.findUnique({ where: { tokenHash: sha256(presented) }, include: { session: true } });
    sessionId = token?.sessionId ?? null;
    userId = token?.session.userId ?? null;
  }
  if (scope !== 'LOCAL' && userId) await revokeUserSessions(call, userId, scope === 'OTHERS' ? sessionId : null);
  if (scope !== 'OTHERS') {
    if (sessionId) await revokeSessions(call, { id: sessionId });
    clearSessionCookies(call);
  }
}

export function clearSessionCookies(call: AuthCall): void {
  const { config } = call.services;
  call.responseCookies.push(
    cookie(config, ACCESS_COOKIE, '', { httpOnly: true, path: '/', maxAgeS: 0 }),
    cookie(config, REFRESH_COOKIE, '', { httpOnly: true, path: '/graphql', maxAgeS: 0 }),
    cookie(config, SESSION_HINT_COOKIE, '', { httpOnly: false, path: '/', maxAgeS: 0 }),
  );
}

/** Ends every sign-in of a user (sign-out everywhere, password reset), except `keep`. */
export async function revokeUserSessions(call: Pick<AuthCall, 'services'>, userId: string, keep: string | null = null): Promise<void> {
  await revokeSessions(call, { userId, ...(keep ? { id: { not: keep } } : {}) });
}

/** Revokes the matching live sessions; their access tokens stop working at once, on every instance. */
async function revokeSessions(call: Pick<AuthCall, 'services'>, where: Prisma.SessionWhereInput): Promise<void> {
  const revoked = await call.services.db.prisma.session.updateManyAndReturn({
    where: { ...where, revokedAt: null },
    data: { revokedAt: call.services.clock.now() },
    select: { id: true },
  });
  await call.services.revokedSessions.announce(revoked.map((session) => session.id));
}
