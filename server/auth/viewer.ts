import { parse as parseCookies } from 'cookie';
import type { Role } from '../db/generated/client';
import type { Services } from '../services';
import { verifyAccessToken } from './access-token';

export const ACCESS_COOKIE = 'paraphe_at';
/** Browsers must send this header with cookie-authenticated requests: a cross-site form cannot. */
export const CSRF_HEADER = 'x-paraphe-csrf';

/** Who is calling, as every door sees it. */
export interface Viewer {
  userId: string;
  organizationId: string;
  role: Role;
  /** The sign-in session, null for API keys. */
  sessionId: string | null;
  aal: 1 | 2;
  locale: 'fr' | 'en';
}

const RANK: Record<Role, number> = { USER: 1, MANAGER: 2, ADMIN: 3 };

/** Roles are ordered: an admin may do what a manager may, a manager what a user may. */
export function hasRole(viewer: Viewer | null, role: Role): boolean {
  return viewer !== null && RANK[viewer.role] >= RANK[role];
}

export interface ViewerRequest {
  header(name: string): string | null;
  /** WebSocket upgrades carry no CSRF header; their Origin is checked at the upgrade instead. */
  transport: 'http' | 'ws';
  method?: string;
}

export async function resolveViewer(request: ViewerRequest, services: Services): Promise<Viewer | null> {
  const cookies = parseCookies(request.header('cookie') ?? '');
  const token = cookies[ACCESS_COOKIE];
  if (!token) return null;
  const csrfSafe = request.transport === 'ws' || request.method === 'GET' || request.header(CSRF_HEADER) !== null;
  if (!csrfSafe) return null;
  const claims = verifyAccessToken(token, services.config.SESSION_SECRET, services.clock.now().getTime());
  if (!claims) return null;
  return {
    userId: claims.sub,
    organizationId: claims.org,
    role: claims.role,
    sessionId: claims.sid,
    aal: claims.aal,
    locale: claims.locale,
  };
}
