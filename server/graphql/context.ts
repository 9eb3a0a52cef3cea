import type { IncomingMessage } from 'node:http';
import { parse as parseCookies } from 'cookie';
import type { AuthCall } from '../auth/auth-call';
import type { Viewer } from '../access/viewer';
import type { Services } from '../services';
import type { Locale } from '../shared/locale';

export interface Context {
  services: Services;
  viewer: Viewer | null;
  /** The caller may run only the web app's persisted operations (a browser session in production). */
  persistedOnly: boolean;
  /** The reader's language for messages the server words itself (emails, explanations). */
  locale: Locale;
  ip: string | null;
  userAgent: string | null;
  /** Fetch Request on HTTP; absent on WebSocket operations. */
  request?: Request;
  /** Response headers to add on HTTP (cookies set by auth mutations). */
  responseCookies: string[];
}

export interface InitialContext {
  request?: Request;
  /** graphql-ws passes the upgrade request as `req`. */
  req?: IncomingMessage;
  /** graphql-ws: the `connection_init` payload, where a browser (which cannot set headers on a socket) puts its key. */
  connectionParams?: Readonly<Record<string, unknown>>;
}

type HeaderReader = (name: string) => string | null;

export function headerReader(initial: InitialContext): HeaderReader {
  if (initial.request) return (name) => initial.request!.headers.get(name);
  const headers = initial.req?.headers ?? {};
  // `connectionParams.authorization`, whatever its case (GraphiQL's header editor writes `Authorization`).
  const params = initial.connectionParams ?? {};
  const authorization = Object.entries(params).find(([key]) => key.toLowerCase() === 'authorization')?.[1];
  return (name) => {
    const value = headers[name.toLowerCase()];
    if (value === undefined && name.toLowerCase() === 'authorization' && typeof authorization === 'string') return authorization;
    return Array.isArray(value) ? value.join(', ') : (value ?? null);
  };
}

/** The auth call of a GraphQL request: its services, client, language and cookies. */
export function authCallOf(context: Context): AuthCall {
  return {
    services: context.services,
    ip: context.ip,
    userAgent: context.userAgent,
    locale: context.locale,
    cookies: parseCookies(context.request?.headers.get('cookie') ?? ''),
    responseCookies: context.responseCookies,
  };
}
