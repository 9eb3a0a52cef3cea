import { formatMessage } from './messages';
import type { ErrorCode } from './shared/error-codes';
import type { Locale } from './shared/locale';

/** A code worded for people in their language, as the web app words it (`errors.<CODE>`), its `{name}` values filled in. */
export function errorMessage(code: ErrorCode, locale: Locale, values: Record<string, string | number> = {}): string {
  return formatMessage(locale, `errors.${code}`, values);
}
