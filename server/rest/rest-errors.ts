import type { ErrorRequestHandler, Response } from 'express';
import { isDatabaseUnavailable } from '../db/database';
import { AppError } from '../errors';
import { ValidationFailed } from '../graphql/validation';
import type { Logger } from '../logger';

/** HTTP status of each domain error code on the REST door; unlisted codes are 400. */
const STATUS: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  DOCUMENT_NOT_PENDING: 409,
  SIGNATURE_REQUEST_OPEN: 409,
  FILE_TOO_LARGE: 413,
  VALIDATION_FAILED: 422,
  UNSUPPORTED_FILE_TYPE: 422,
  EMPTY_FILE: 422,
  UNREADABLE_FILE: 422,
  NOT_A_PDF: 422,
  INVALID_URL: 422,
  INVALID_SENDER_EMAIL: 422,
  ADDRESS_NOT_ALLOWED: 422,
  REMOTE_FETCH_FAILED: 422,
  LIMIT_REACHED: 409,
  PLAN_DOCUMENT_LIMIT: 403,
  PLAN_STORAGE_LIMIT: 403,
  PLAN_SEAT_LIMIT: 403,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
};

export function sendError(res: Response, status: number, code: string, message: string, details?: Record<string, unknown>): void {
  res.status(status).json({ error: { code, message, ...(details ? { details } : {}) } });
}

/** Expected failures keep their code and message; anything else is a 500 that says nothing of the internals. */
export function restErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, _req, res, _next) => {
    if (error instanceof ValidationFailed) return sendError(res, 422, error.code, error.message, { problems: error.problems });
    if (error instanceof AppError) return sendError(res, STATUS[error.code] ?? 400, error.code, error.message, error.details);
    if (isDatabaseUnavailable(error)) return sendError(res, 503, 'SERVICE_UNAVAILABLE', 'The service is briefly unavailable: try again in a moment');
    const status = (error as { status?: number; type?: string }).status;
    if ((error as { type?: string }).type === 'entity.too.large') return sendError(res, 413, 'BODY_TOO_LARGE', 'The request body is too large');
    if (status === 400) return sendError(res, 400, 'BAD_REQUEST', 'The request body cannot be read');
    logger.error({ err: error }, 'REST request failed');
    sendError(res, 500, 'INTERNAL', 'Internal server error');
  };
}
