import type { Config } from '../config';

/** Browsers must send this header with cookie-authenticated requests: a cross-site form cannot. */
export const CSRF_HEADER = 'x-paraphe-csrf';

/** Pages that may call us with the user's cookies: our own address, and CORS_ORIGINS. */
export function allowedOrigins(config: Config): string[] {
  return [new URL(config.PUBLIC_URL).origin, ...config.CORS_ORIGINS];
}

/**
 * Outside production, the web dev server (`npm run dev`, port 5173) proxies to us with its own
 * origin. Any other local port is another site as far as cookies go, and is refused.
 */
const DEV_SERVER_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1):5173$/;

/** A request without an Origin, or from a page of the very host it calls, is our own. */
export function isAllowedOrigin(origin: string | null | undefined, config: Config, host?: string | null): boolean {
  if (!origin) return true;
  if (allowedOrigins(config).includes(origin)) return true;
  if (host && URL.canParse(origin) && new URL(origin).host === host) return true;
  return !config.isProduction && DEV_SERVER_ORIGIN.test(origin);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request that rides on cookies must carry the CSRF header (a form or a page of
 * another site cannot add it). API-key requests carry no cookie credentials and are not concerned.
 */
export function needsCsrfHeader(method: string, header: (name: string) => string | null | undefined): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (!header('cookie')) return false;
  if (/^bearer\s/i.test(header('authorization') ?? '')) return false;
  return !header(CSRF_HEADER);
}
