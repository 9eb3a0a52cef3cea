import type { ErrorRequestHandler, Response } from 'express';
import { isDatabaseUnavailable } from '../db/database';
import { AppError, ValidationFailed } from '../errors';
import { ERROR_CODES, type ErrorCode } from '../shared/error-codes';
import type { Logger } from '../logger';

/** A JSON error answer with a code of the error table: `{ error: { code, message, details? } }`. */
export function sendError(res: Response, status: number, code: ErrorCode, message: string, details?: Record<string, unknown>): void {
  res.status(status).json({ error: { code, message, ...(details ? { details } : {}) } });
}

/** What a client is told to wait when the database does not answer. */
const RETRY_AFTER_UNAVAILABLE_S = 5;

/** Expected failures keep their code and message; anything else is a 500 that says nothing of the internals. */
export function restErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, _req, res, _next) => {
    if (error instanceof ValidationFailed) return sendError(res, 422, error.code, error.message, { problems: error.problems });
    if (error instanceof AppError) {
      const retryAfter = error.details?.retryAfterSeconds;
      if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
      return sendError(res, ERROR_CODES[error.code].status, error.code, error.message, error.details);
    }
    if (isDatabaseUnavailable(error)) {
      res.setHeader('Retry-After', String(RETRY_AFTER_UNAVAILABLE_S));
      return sendError(res, 503, 'SERVICE_UNAVAILABLE', 'The service is briefly unavailable: try again in a moment');
    }
    const status = (error as { status?: number; type?: string }).status;
    if ((error as { type?: string }).type === 'entity.too.large') return sendError(res, 413, 'BODY_TOO_LARGE', 'The request body is too large');
    if (status === 400) return sendError(res, 400, 'BAD_REQUEST', 'The request body cannot be read');
    logger.error({ err: error }, 'REST request failed');
    sendError(res, 500, 'INTERNAL', 'Internal server error');
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
  sendError(res, 400, 'BAD_REQUEST', 'The address cannot be read: it holds a malformed percent-encoding');
};
