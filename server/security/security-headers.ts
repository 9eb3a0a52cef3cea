import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { Config } from '../config';

/**
 * The headers of every answer: a Content-Security-Policy the web app runs under (its scripts and
 * pdf.js worker from our origin, Chakra's runtime styles inline, files and previews as blob: and
 * data: URLs), no framing, no MIME sniffing, no referrer beyond our origin, no powerful browser
 * features, and HSTS in production.
 */
export function securityHeaders(config: Config, options: { contentSecurityPolicy: boolean }) {
  return fixedHeaders(
    helmet({
      contentSecurityPolicy: options.contentSecurityPolicy
        ? {
            useDefaults: false,
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'"],
              styleSrc: ["'self'", "'unsafe-inline'"],
              imgSrc: ["'self'", 'data:', 'blob:'],
              fontSrc: ["'self'", 'data:'],
              connectSrc: ["'self'", config.PUBLIC_URL.replace(/^http/, 'ws')],
              workerSrc: ["'self'", 'blob:'],
              frameSrc: ["'self'", 'blob:'],
              objectSrc: ["'none'"],
              baseUri: ["'self'"],
              formAction: ["'self'"],
              frameAncestors: ["'none'"],
              ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
            },
          }
        : false,
      strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
      xFrameOptions: { action: 'deny' },
    }),
  );
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * Helmet's headers depend on its options only: they are read once from a recording response and
 * then set as they are, so that an API request does not walk a dozen middleware to get them.
 */
function fixedHeaders(middleware: Middleware): Middleware {
  const set: Array<[string, string]> = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => void set.push([name, value]),
    removeHeader: (name: string) => void removed.push(name),
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}

/** No camera, microphone, location or payment APIs for any page of ours. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';
