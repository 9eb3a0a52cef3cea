import type { RequestHandler } from 'express';
import { resolveViewer } from '../auth/read-access';
import type { Services } from '../services';
import { organizationLogo } from './organization-logo';

/**
 * GET /api/organization/logo: the caller's own organization's logo, to its signed-in members only.
 * Asked with the current version (`?v=`, as `Organization.logoUrl` gives it), the browser keeps it;
 * otherwise it asks again each time, answered 304 while the logo has not changed.
 */
export function organizationLogoRoute(services: Services): RequestHandler {
  return async (req, res, next) => {
    try {
      const viewer = await resolveViewer({ header: (name) => req.get(name) ?? null, transport: 'http', method: 'GET' }, services);
      if (!viewer) return void res.status(401).json({ error: { code: 'UNAUTHENTICATED', message: 'Sign in first.' } });
      const logo = await organizationLogo(services, viewer.organizationId);
      if (!logo) return void res.status(404).json({ error: { code: 'NOT_FOUND', message: 'This organization has no logo.' } });
      const etag = `"${logo.version}"`;
      res.setHeader('etag', etag);
      res.setHeader('cache-control', req.query.v === logo.version ? 'private, max-age=31536000, immutable' : 'private, no-cache');
      res.setHeader('vary', 'cookie, authorization');
      res.setHeader('x-content-type-options', 'nosniff');
      if (req.get('if-none-match') === etag) return void res.status(304).end();
      res.type('image/png').send(logo.png);
    } catch (error) {
      next(error);
    }
  };
}
