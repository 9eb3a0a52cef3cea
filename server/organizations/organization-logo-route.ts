import type { RequestHandler } from 'express';
import { resolveViewer } from '../auth/read-access';
import { answerFor, sendError } from '../http/http-errors';
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
      answerFor(res, viewer);
      if (!viewer) return sendError(res, 401, 'UNAUTHENTICATED', { message: 'signInFirst' });
      const logo = await organizationLogo(services, viewer.organizationId);
      if (!logo) return sendError(res, 404, 'NOT_FOUND', { message: 'noLogo' });
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
