import express from 'express';
import { resolveViewer } from '../auth/viewer';
import { AppError } from '../errors';
import type { Services } from '../services';
import { MAIL_OAUTH_CALLBACK_PATH, completeMailOAuth } from './mail-oauth';

/**
 * GET /api/mail/oauth/callback?code&state: where Google and Microsoft send the browser back after
 * consent. Lands on /mail-connect?connected=<GMAIL|MICROSOFT> or /mail-connect?error=<CODE>.
 */
export function mailOAuthRouter(services: Services): express.Router {
  const router = express.Router();
  router.get(MAIL_OAUTH_CALLBACK_PATH, async (req, res) => {
    const back = (query: string) => {
      res.setHeader('cache-control', 'no-store');
      res.redirect(303, `/mail-connect?${query}`);
    };
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    if (req.query.error) return back('error=MAIL_OAUTH_DENIED');
    try {
      const viewer = await resolveViewer({ header: (name) => req.get(name) ?? null, transport: 'http', method: 'GET' }, services).catch(() => null);
      const account = await completeMailOAuth(services, viewer, { code: text(req.query.code), state: text(req.query.state) });
      back(`connected=${account.provider}`);
    } catch (error) {
      if (error instanceof AppError) return back(`error=${encodeURIComponent(error.code)}`);
      services.logger.error({ err: (error as Error)?.message }, 'mail OAuth callback failed');
      back('error=MAIL_OAUTH_FAILED');
    }
  });
  return router;
}
