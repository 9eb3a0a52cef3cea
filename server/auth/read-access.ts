import { parse as parseCookies } from 'cookie';
import type { Services } from '../services';
import type { Viewer } from '../access/viewer';
import { verifyAccessToken, type AccessClaims } from './access-token';
import { CSRF_HEADER } from '../security/origins';

export const ACCESS_COOKIE = 'paraphe_at';
/** Set on an answer given to a visitor because the request's access token had just expired. */
export const ACCESS_EXPIRED_HEADER = 'x-paraphe-access-expired';

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

/**
 * Tokens whose signature was checked, with their claims: a browser sends the same token with every
 * request of its 15 minutes, and its signature cannot change. Revocation and expiry are still
 * checked at each request. Bounded: past this many tokens it starts over. Forged tokens are never kept.
 */
const VERIFIED_TOKENS = 10_000;
/** By secret: a token verified under one secret says nothing under another. */
const verifiedBySecret = new Map<string, Map<string, AccessClaims>>();

function verifiedClaims(token: string, secret: string): AccessClaims | null {
  let verified = verifiedBySecret.get(secret);
  if (!verified) {
    verified = new Map();
    verifiedBySecret.set(secret, verified);
  }
  const known = verified.get(token);
  if (known) return known;
  // Verified as of the epoch, so that an expired token is told apart from a forged one.
  const claims = verifyAccessToken(token, secret, 0);
  if (claims) {
    if (verified.size >= VERIFIED_TOKENS) verified.clear();
    verified.set(token, claims);
  }
  return claims;
}

/** Who the access cookie says the caller is, or why it says nothing. */
export function readAccess(request: ViewerRequest, services: Services): Access {
  const token = parseCookies(request.header('cookie') ?? '')[ACCESS_COOKIE];
  if (!token) return VISITOR;
  const csrfSafe = request.transport === 'ws' || request.method === 'GET' || request.header(CSRF_HEADER) !== null;
  if (!csrfSafe) return VISITOR;
  const claims = verifiedClaims(token, services.config.SESSION_SECRET);
  if (!claims || (claims.sid && services.revokedSessions.has(claims.sid))) return VISITOR;
  if (claims.exp * 1000 <= services.clock.now().getTime()) return { viewer: null, expired: true };
  return {
    viewer: {
      userId: claims.sub,
      organizationId: claims.org,
      role: claims.role,
      sessionId: claims.sid,
      aal: claims.aal,
      locale: claims.locale,
      ...(claims.enrol ? { enrolmentOnly: true as const } : {}),
    },
    expired: false,
  };
}
