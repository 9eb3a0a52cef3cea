import type { RequestHandler } from 'express';
import { errorMessage } from '../error-messages';
import { INTERFACE_LANGUAGE_HEADER, pickLocale } from '../shared/locale';
import { unstorableTextPaths, unstorableTextProblems } from './storable-text';

/**
 * The doors beside GraphQL and REST (provider sign-in and its return, a mailbox's return,
 * checkout): a query or JSON body text holding a NUL or an unpaired surrogate is refused before the
 * route runs, 400 VALIDATION_FAILED naming the input, worded in the reader's language.
 */
export const refuseUnstorableText: RequestHandler = (req, res, next) => {
  const body = req.body !== null && typeof req.body === 'object' && !Buffer.isBuffer(req.body) ? (req.body as Record<string, unknown>) : {};
  const paths = unstorableTextPaths({ ...(req.query as Record<string, unknown>), ...body }, '');
  if (!paths.length) return next();
  const locale = pickLocale(req.get(INTERFACE_LANGUAGE_HEADER), req.get('accept-language') ?? null);
  res
    .status(400)
    .json({ error: { code: 'VALIDATION_FAILED', message: errorMessage('INVALID_TEXT', locale), details: { problems: unstorableTextProblems(paths) } } });
};
