import { parse as parseCookies } from 'cookie';
import type { Role } from '../db/generated/client';
import type { Services } from '../services';
import type { ApiScope } from '../access/scopes';
import { verifyAccessToken } from './access-token';

export const ACCESS_COOKIE = 'paraphe_at';
/** Browsers must send this header with cookie-authenticated requests: a cross-site form cannot. */
export const CSRF_HEADER = 'x-paraphe-csrf';
/** Set on an answer given to a visitor because the request's access token had just expired. */
export const ACCESS_EXPIRED_HEADER = 'x-paraphe-access-expired';

/** Who is calling, as every door sees it. */
export interface Viewer {
  userId: string;
  organizationId: string;
  role: Role;
  /** The sign-in session, null for API keys. */
  sessionId: string | null;
  aal: 1 | 2;
  locale: 'fr' | 'en';
  /** The scopes of the API key making the call; absent for a browser session, which holds them all. */
  scopes?: readonly ApiScope[];
}

export interface ViewerRequest {
  header(name: string): string | null;
  /** WebSocket upgrades carry no CSRF header; their Origin is checked at the upgrade instead. */
  transport: 'http' | 'ws';
  method?: string;
}

export async function resolveViewer(request: ViewerRequest, services: Services): Promise<Viewer | null> {
  return readAccess(request, services).viewer;
}

export interface Access {
  viewer: Viewer | null;
  /**
   * The request carries a genuine access token of a live session that has only expired (by the
   * server's clock, which the browser's may not match): the browser should refresh and ask again.
   */
  expired: boolean;
}

const VISITOR: Access = { viewer: null, expired: false };

/** Who the access cookie says the caller is, or why it says nothing. */
export function readAccess(request: ViewerRequest, services: Services): Access {
  const token = parseCookies(request.header('cookie') ?? '')[ACCESS_COOKIE];
  if (!token) return VISITOR;
  const csrfSafe = request.transport === 'ws' || request.method === 'GET' || request.header(CSRF_HEADER) !== null;
  if (!csrfSafe) return VISITOR;
  // Verified as of the epoch, so that an expired token is told apart from a forged one.
  const claims = verifyAccessToken(token, services.config.SESSION_SECRET, 0);
  if (!claims || (claims.sid && services.revokedSessions.has(claims.sid))) return VISITOR;
  if (claims.exp * 1000 <= services.clock.now().getTime()) return { viewer: null, expired: true };
  return {
    viewer: { userId: claims.sub, organizationId: claims.org, role: claims.role, sessionId: claims.sid, aal: claims.aal, locale: claims.locale },
    expired: false,
  };
}
