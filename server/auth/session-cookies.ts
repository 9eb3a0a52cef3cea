import { localeOf } from '../shared/locale';
import { createHash, randomBytes } from 'node:crypto';
import { serialize } from 'cookie';
import type { User } from '../db/generated/client';
import type { Config } from '../config';
import { signAccessToken } from './access-token';
import type { AuthCall } from './auth-call';
import { ACCESS_COOKIE } from './read-access';

export const REFRESH_COOKIE = 'paraphe_rt';
/** Readable by the web app (no secret in it): when the access token expires, so it refreshes in time. */
export const SESSION_HINT_COOKIE = 'paraphe_session';
/** A random value the browser keeps: with its user agent, it tells a retry of this browser from a replay elsewhere. */
export const CLIENT_COOKIE = 'paraphe_client';
const CLIENT_COOKIE_MAX_AGE_S = 400 * 24 * 3600;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const randomToken = () => randomBytes(32).toString('base64url');

export interface SessionInfo {
  sessionId: string;
  /** When the access token expires: the web refreshes before. */
  accessExpiresAt: Date;
  expiresAt: Date;
  aal: 1 | 2;
  /** The organization requires a second factor the member has not enrolled: the session may do nothing else. */
  enrolmentOnly: boolean;
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

/** The cookies of a session: a fresh access token, the refresh token given, and the web app's hint. */
export function sessionCookies(
  call: AuthCall,
  user: User,
  session: { id: string; aal: number; persistent: boolean; expiresAt: Date },
  refreshToken: string,
  enrolmentOnly: boolean,
): SessionInfo {
  const { config, clock } = call.services;
  const now = clock.now().getTime();
  const accessExp = Math.min(Math.floor(now / 1000) + config.ACCESS_TOKEN_TTL_S, Math.floor(session.expiresAt.getTime() / 1000));
  const access = signAccessToken(
    {
      sub: user.id,
      org: user.organizationId,
      role: user.role,
      sid: session.id,
      aal: session.aal === 2 ? 2 : 1,
      locale: localeOf(user),
      exp: accessExp,
      ...(enrolmentOnly ? { enrol: true as const } : {}),
    },
    config.SESSION_SECRET,
  );
  const remainingS = (session.expiresAt.getTime() - now) / 1000;
  const lasting = session.persistent ? remainingS : undefined;
  call.responseCookies.push(
    cookie(config, ACCESS_COOKIE, access, { httpOnly: true, path: '/', maxAgeS: accessExp - now / 1000 }),
    cookie(config, REFRESH_COOKIE, refreshToken, { httpOnly: true, path: '/graphql', maxAgeS: lasting }),
    cookie(config, SESSION_HINT_COOKIE, String(accessExp), { httpOnly: false, path: '/', maxAgeS: lasting }),
  );
  if (!call.cookies[CLIENT_COOKIE])
    call.responseCookies.push(cookie(config, CLIENT_COOKIE, randomToken(), { httpOnly: true, path: '/graphql', maxAgeS: CLIENT_COOKIE_MAX_AGE_S }));
  return { sessionId: session.id, accessExpiresAt: new Date(accessExp * 1000), expiresAt: session.expiresAt, aal: session.aal === 2 ? 2 : 1, enrolmentOnly };
}

/** Clears the session's cookies in the browser. */
export function clearSessionCookies(call: AuthCall): void {
  const { config } = call.services;
  call.responseCookies.push(
    cookie(config, ACCESS_COOKIE, '', { httpOnly: true, path: '/', maxAgeS: 0 }),
    cookie(config, REFRESH_COOKIE, '', { httpOnly: true, path: '/graphql', maxAgeS: 0 }),
    cookie(config, SESSION_HINT_COOKIE, '', { httpOnly: false, path: '/', maxAgeS: 0 }),
  );
}
