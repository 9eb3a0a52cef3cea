import { pipeline } from 'node:stream/promises';
import bodyParser from 'body-parser';
import { Router, type Request, type Response } from 'express';
import { isDatabaseUnavailable } from '../db/database';
import { AppError } from '../errors';
import { contentDisposition } from '../files/send-stored-file';
import { escapeHtml } from '../http/html';
import { isMalformedPath } from '../http/http-errors';
import { formatMessage } from '../messages';
import type { Services } from '../services';
import { pickLocale, type Locale } from '../shared/locale';
import { formatFileSize } from '../shared/file-size';
import { assertSharePassword, countShareDownload, openShareLink, type SharedFile } from './open-share-link';
import { SHARE_PATH } from './share-links';

type Wording =
  | 'title'
  | 'size'
  | 'download'
  | 'password'
  | 'passwordRequired'
  | 'passwordWrong'
  | 'tooManyAttempts'
  | 'invalidTitle'
  | 'invalid'
  | 'expired'
  | 'revoked'
  | 'unavailable';

/** One of the page's messages (`cloudShare.*` in lang/<locale>.json), made safe for HTML. */
const text = (locale: Locale, key: Wording, values?: Record<string, string>) => escapeHtml(formatMessage(locale, `cloudShare.${key}`, values));

const page = (locale: Locale, title: string, body: string) =>
  `<!doctype html><html lang="${locale}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · Paraphe</title>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;overflow-wrap:anywhere">${body}</body></html>`;

const FAILURES: Record<string, Wording> = { SHARE_LINK_INVALID: 'invalid', SHARE_LINK_EXPIRED: 'expired', SHARE_LINK_REVOKED: 'revoked' };

/**
 * The public page of a share link, without an account, in the visitor's language (Accept-Language:
 * English when the browser prefers it, French otherwise): `GET /s/:token` shows the file's name and
 * size and a download button (with a password field when the link has one); the download is
 * `GET /s/:token/download`, or `POST` with the password. Unknown, expired and revoked links, and
 * wrong passwords, answer a page saying so. Mounted before the CSRF rule: it reads no cookie.
 */
export function sharePageRouter(services: Services): Router {
  const router = Router();
  const localeOf = (req: Request) => pickLocale(null, req.get('accept-language') ?? null);
  const auditOf = (req: Request) => ({ ip: req.ip ?? null, userAgent: req.get('user-agent') ?? null });

  const answer = (res: Response, status: number, html: string) => {
    res.status(status).setHeader('cache-control', 'no-store');
    res.setHeader('referrer-policy', 'no-referrer');
    res.type('html').send(html);
  };

  const filePage = (req: Request, res: Response, shared: SharedFile, problem?: Wording, status = 200) => {
    const locale = localeOf(req);
    const action = `${SHARE_PATH}/${encodeURIComponent(req.params.token as string)}/download`;
    const download = shared.link.passwordHash
      ? `<form method="post" action="${action}"><label>${text(locale, 'password')}<br><input type="password" name="password" required autocomplete="off" style="font-size:1rem;padding:.5rem;width:100%;box-sizing:border-box"></label><p><button type="submit" style="font-size:1rem;padding:.6rem 1.2rem">${text(locale, 'download')}</button></p></form>`
      : `<p><a href="${action}" role="button" style="display:inline-block;padding:.6rem 1.2rem;background:#2b6cb0;color:#fff;border-radius:6px;text-decoration:none">${text(locale, 'download')}</a></p>`;
    const alert = problem ? `<p role="alert" style="color:#c53030"><strong>${text(locale, problem)}</strong></p>` : '';
    answer(
      res,
      status,
      page(
        locale,
        formatMessage(locale, 'cloudShare.title'),
        `<h1>${text(locale, 'title')}</h1><p><strong data-testid="share-file-name">${escapeHtml(shared.file.name)}</strong><br>${text(locale, 'size', { size: formatFileSize(locale, Number(shared.file.sizeBytes)) })}</p>${alert}${download}`,
      ),
    );
  };

  const failurePage = (req: Request, res: Response, error: unknown) => {
    const locale = localeOf(req);
    if (error instanceof AppError && FAILURES[error.code]) {
      return answer(
        res,
        error.code === 'SHARE_LINK_INVALID' ? 404 : 410,
        page(
          locale,
          formatMessage(locale, 'cloudShare.invalidTitle'),
          `<h1>${text(locale, 'invalidTitle')}</h1><p role="alert">${text(locale, FAILURES[error.code])}</p>`,
        ),
      );
    }
    const unavailable = isDatabaseUnavailable(error) || (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE');
    if (!unavailable && !(error instanceof AppError)) services.logger.error({ err: error }, 'share page failed');
    answer(
      res,
      unavailable ? 503 : 500,
      page(
        locale,
        formatMessage(locale, 'cloudShare.invalidTitle'),
        `<h1>${text(locale, 'invalidTitle')}</h1><p role="alert">${text(locale, 'unavailable')}</p>`,
      ),
    );
  };

  const download = async (req: Request, res: Response, password: string | null) => {
    let shared: SharedFile;
    try {
      shared = await openShareLink(services, req.params.token as string);
    } catch (error) {
      return failurePage(req, res, error);
    }
    try {
      await assertSharePassword(services, shared, password, auditOf(req));
    } catch (error) {
      if (!(error instanceof AppError)) return failurePage(req, res, error);
      if (error.code === 'RATE_LIMITED') {
        res.setHeader('retry-after', String(error.details?.retryAfterSeconds ?? 60));
        return filePage(req, res, shared, 'tooManyAttempts', 429);
      }
      return filePage(req, res, shared, error.code === 'SHARE_PASSWORD_REQUIRED' ? 'passwordRequired' : 'passwordWrong', 401);
    }
    try {
      const size = await services.storage.size(shared.file.storagePath);
      if (size === null) throw new AppError('NOT_FOUND', 'The stored file is missing');
      const stream = await services.storage.read(shared.file.storagePath);
      await countShareDownload(services, shared, auditOf(req));
      res.setHeader('content-type', shared.file.mimeType);
      res.setHeader('content-disposition', contentDisposition('attachment', shared.file.name));
      res.setHeader('content-length', String(size));
      res.setHeader('cache-control', 'private, no-store, no-transform');
      res.setHeader('x-content-type-options', 'nosniff');
      res.setHeader('referrer-policy', 'no-referrer');
      await pipeline(stream, res).catch((error: unknown) => {
        if (!res.writableFinished) services.logger.warn({ err: error }, 'shared file download cut short');
      });
    } catch (error) {
      failurePage(req, res, error);
    }
  };

  router.get(`${SHARE_PATH}/:token`, async (req, res) => {
    try {
      filePage(req, res, await openShareLink(services, req.params.token));
    } catch (error) {
      failurePage(req, res, error);
    }
  });
  router.get(`${SHARE_PATH}/:token/download`, (req, res) => download(req, res, null));
  router.post(`${SHARE_PATH}/:token/download`, bodyParser.urlencoded({ extended: false, limit: '4kb' }), (req, res) =>
    download(req, res, typeof (req.body as { password?: unknown })?.password === 'string' ? (req.body as { password: string }).password : null),
  );
  // A token whose percent-encoding cannot be decoded (`/s/%E0`) is an unknown link, not Express's error page.
  router.use(SHARE_PATH, (error: unknown, req: Request, res: Response, next: (error?: unknown) => void) => {
    if (!isMalformedPath(error) || res.headersSent) return next(error);
    failurePage(req, res, new AppError('SHARE_LINK_INVALID', 'This link does not exist'));
  });
  return router;
}
