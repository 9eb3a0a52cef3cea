import type { IntlShape } from 'react-intl';
import { errorMessageId, isErrorCode } from '../../../server/shared/error-codes';

type Values = Record<string, string | number>;

/** A server error code worded for the reader from the shared table, or the screen's own fallback. */
export function errorText(intl: IntlShape, code: string | null | undefined, fallbackId: string, values?: Values): string {
  return isErrorCode(code) ? intl.formatMessage({ id: errorMessageId(code) }, values) : intl.formatMessage({ id: fallbackId }, values);
}
