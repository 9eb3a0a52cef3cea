import { parse as parseCookies } from 'cookie';
import express from 'express';
import { resolveViewer } from '../auth/read-access';
import { AppError } from '../errors';
import { refuseUnstorableText } from '../security/refuse-unstorable-text';
import type { Services } from '../services';
import { pickLocale } from '../shared/locale';
import { MAIL_OAUTH_CALLBACK_PATH, MAIL_OAUTH_STATE_COOKIE, completeMailOAuth, mailOAuthStateCookie } from './mail-oauth';
import { mailOAuthRefusedPage } from './mail-oauth-refused-page';

/**
 * GET /api/mail/oauth/callback?code&state: where Google and Microsoft send the browser back after
 * consent. Lands on /mail-connect?connected=<GMAIL|MICROSOFT> or /mail-connect?error=<CODE>; a
 * return to another browser than the one that started gets a page of its own, in its language.
 */
export function mailOAuthRouter(services: Services): express.Router {
  const router = express.Router();
  router.get(MAIL_OAUTH_CALLBACK_PATH, refuseUnstorableText, async (req, res) => {
    res.setHeader('cache-control', 'no-store');
    // The state cookie answers once, whatever the outcome.
    res.append('set-cookie', mailOAuthStateCookie(services.config, '', 0));
    const back = (query: string) => res.redirect(303, `/mail-connect?${query}`);
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    if (req.query.error) return back('error=MAIL_OAUTH_DENIED');
    try {
      const viewer = await resolveViewer({ header: (name) => req.get(name) ?? null, transport: 'http', method: 'GET' }, services).catch(() => null);
      const stateCookie = parseCookies(req.get('cookie') ?? '')[MAIL_OAUTH_STATE_COOKIE];
      const account = await completeMailOAuth(services, viewer, { code: text(req.query.code), state: text(req.query.state), stateCookie });
      back(`connected=${account.provider}`);
    } catch (error) {
      if (error instanceof AppError && error.code === 'MAIL_OAUTH_OTHER_BROWSER') {
        return void res
          .status(403)
          .type('html')
          .send(mailOAuthRefusedPage(pickLocale(null, req.get('accept-language') ?? null)));
      }
      if (error instanceof AppError) return back(`error=${encodeURIComponent(error.code)}`);
      services.logger.error({ err: (error as Error)?.message }, 'mail OAuth callback failed');
      back('error=MAIL_OAUTH_FAILED');
    }
  });
  return router;
}
