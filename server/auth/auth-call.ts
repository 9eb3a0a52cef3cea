import type { Locale } from '../shared/locale';
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
