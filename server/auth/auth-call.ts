import { parse as parseCookies } from 'cookie';
import type { Context, Locale } from '../graphql/context';
import type { Services } from '../services';

/** What an auth function needs from the door it was called through (GraphQL or an OAuth route). */
export interface AuthCall {
  services: Services;
  ip: string | null;
  userAgent: string | null;
  locale: Locale;
  /** Cookies sent with the request. */
  cookies: Record<string, string | undefined>;
  /** Set-Cookie values to send back. */
  responseCookies: string[];
}

export function authCallFromContext(context: Context): AuthCall {
  return {
    services: context.services,
    ip: context.ip,
    userAgent: context.userAgent,
    locale: context.locale,
    cookies: parseCookies(context.request?.headers.get('cookie') ?? ''),
    responseCookies: context.responseCookies,
  };
}
