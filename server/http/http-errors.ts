import type { ErrorRequestHandler, Response } from 'express';
import { isDatabaseUnavailable } from '../db/database';
import { AppError, ValidationFailed } from '../errors';
import { wordAppError, wordRefusal, type DoorMessage } from '../error-messages';
import type { MessageValues } from '../messages';
import { ERROR_CODES, type ErrorCode } from '../shared/error-codes';
import { callerLocale, type Locale } from '../shared/locale';
import type { Logger } from '../logger';

/** Who a door found calling (a session's member or an API key's creator), whose language words its refusals from then on. */
export function answerFor(res: Response, caller: { locale: string; apiKeyId?: string } | null): void {
  res.locals.caller = caller;
}

/** The language of the answer: the caller's once known (`answerFor`), by `callerLocale`'s order. */
const answerLocale = (res: Response): Locale => callerLocale(res.locals.caller ?? null, (name) => res.req.get(name));

/**
 * A JSON error answer with a code of the error table: `{ error: { code, message, details? } }`, the
 * message in the caller's language (its specifics as `values`, or the expected failure it answers
 * as `error`, and `Vary` naming the headers that chose it), code and details for programs.
 */
export function sendError(
  res: Response,
  status: number,
  code: ErrorCode,
  options: { details?: Record<string, unknown>; values?: MessageValues; message?: DoorMessage; error?: AppError } = {},
): void {
  const { details, values, message, error } = options;
  const locale = answerLocale(res);
  const text = error ? wordAppError(locale, error) : wordRefusal(locale, code, values, message);
  // The message follows these headers: a cache in between keeps one answer per language (a 404 or a 405 may be kept).
  res.vary('Accept-Language').vary('X-Paraphe-Language');
  res.status(status).json({ error: { code, message: text, ...(details ? { details } : {}) } });
}

/** What a client is told to wait when the database does not answer. */
const RETRY_AFTER_UNAVAILABLE_S = 5;

/** Expected failures keep their code and details, worded in the caller's language; anything else is a 500 that says nothing of the internals. */
export function restErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, _req, res, _next) => {
    if (error instanceof ValidationFailed) return sendError(res, 422, error.code, { details: { problems: error.problems }, error });
    if (error instanceof AppError) {
      const retryAfter = error.details?.retryAfterSeconds;
      if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
      return sendError(res, ERROR_CODES[error.code].status, error.code, { details: error.details, error });
    }
    if (isDatabaseUnavailable(error)) {
      res.setHeader('Retry-After', String(RETRY_AFTER_UNAVAILABLE_S));
      return sendError(res, 503, 'SERVICE_UNAVAILABLE');
    }
    const { status, type, limit } = error as { status?: number; type?: string; limit?: number };
    if (type === 'entity.too.large') return sendError(res, 413, 'BODY_TOO_LARGE', { values: typeof limit === 'number' ? { maxBytes: limit } : {} });
    if (status === 400) return sendError(res, 400, 'BAD_REQUEST', { message: 'unreadableBody' });
    logger.error({ err: error }, 'REST request failed');
    sendError(res, 500, 'INTERNAL');
  };
}

/** Express's refusal of a path it cannot decode (`/api/cloud/files/%E0`): a URIError with status 400, raised before any route runs. */
export const isMalformedPath = (error: unknown) => error instanceof URIError && (error as { status?: number }).status === 400;

/**
 * The last error handler of the doors under `/api` and `/auth`: a path whose percent-encoding
 * cannot be decoded is answered in JSON like every other refusal (400 `BAD_REQUEST`), not with
 * Express's HTML error page; anything else goes on to the next handler.
 */
export const answerMalformedPath: ErrorRequestHandler = (error, _req, res, next) => {
  if (!isMalformedPath(error) || res.headersSent) return next(error);
  sendError(res, 400, 'BAD_REQUEST', { message: 'malformedPath' });
};
