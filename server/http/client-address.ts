import type { IncomingMessage } from 'node:http';

/**
 * The address a request comes from, as Express's `req.ip` reads it: behind a trusted proxy
 * (`TRUST_PROXY`) the first address of `X-Forwarded-For`, otherwise the connection's peer. For the
 * doors Express does not serve (GraphQL over HTTP and WebSocket), so that every door counts an
 * address the same way.
 */
export function clientAddress(req: IncomingMessage | undefined, trustProxy: boolean): string | null {
  const forwarded = trustProxy ? req?.headers['x-forwarded-for'] : undefined;
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || (req?.socket?.remoteAddress ?? null);
}
