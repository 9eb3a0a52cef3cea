import { AppError, ValidationFailed } from './errors';
import { formatMessage, hasMessage, type MessageId, type MessageIdUnder, type MessageValues } from './messages';
import type { ErrorCode } from './shared/error-codes';
import type { Locale } from './shared/locale';

/** A code worded for people in their language, as the web app words it (`errors.<CODE>`), its `{name}` values filled in. */
export function errorMessage(code: ErrorCode, locale: Locale, values: Record<string, string | number> = {}): string {
  return formatMessage(locale, `errors.${code}`, values);
}

/** A door's own wording of a refusal (`apiErrors.*` in lang/*.json): for API clients, with the specifics of the request. */
export type DoorMessage = MessageIdUnder<'apiErrors'>;

/**
 * A refusal worded for its reader, on every door (REST, the file doors, GraphQL): the wording
 * asked, else the doors' wording of the code (`apiErrors.<CODE>`), else the product's
 * (`errors.<CODE>`); a wording whose values the refusal does not carry gives way to the next, and
 * none to a plain one that names the code.
 */
export function wordRefusal(locale: Locale, code: ErrorCode, values: MessageValues = {}, message?: DoorMessage): string {
  const ids = [message && `apiErrors.${message}`, `apiErrors.${code}`, `errors.${code}`].filter((id): id is MessageId => !!id && hasMessage(locale, id));
  for (const id of ids) {
    try {
      return formatMessage(locale, id, values);
    } catch {
      // A value the wording names is missing: the next, plainer one.
    }
  }
  return formatMessage(locale, 'apiErrors.refused', { code });
}

/** The values of a refusal's details that a message can show (numbers and texts). */
const shownValues = (details: Record<string, unknown> = {}): MessageValues =>
  Object.fromEntries(Object.entries(details).filter(([, value]) => typeof value === 'string' || typeof value === 'number')) as MessageValues;

/** What an expected failure says: its code, and the specifics its details carry. */
export type ExpectedFailure = Pick<AppError, 'code' | 'details'>;

/**
 * An expected failure (an AppError, or one shaped like it) worded for its reader: its code with
 * the specifics its details carry; invalid input with the fields it names (`details.problems` says why).
 */
export function wordAppError(locale: Locale, error: ExpectedFailure): string {
  if (error instanceof ValidationFailed) {
    return wordRefusal(locale, error.code, { fields: [...new Set(error.problems.map((problem) => problem.path))].join(', ') });
  }
  return wordRefusal(locale, error.code, shownValues(error.details));
}
