import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ErrorCode } from './shared/error-codes';
import type { Locale } from './shared/locale';

const LOCALES: readonly Locale[] = ['fr', 'en'];
const messages = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    (JSON.parse(readFileSync(join(import.meta.dirname, `../lang/${locale}.json`), 'utf8')) as { errors: Record<string, string> }).errors,
  ]),
) as Record<Locale, Record<string, string>>;

/** A code worded for people in their language, as the web app words it (`errors.<CODE>`), its `{name}` values filled in. */
export function errorMessage(code: ErrorCode, locale: Locale, values: Record<string, string | number> = {}): string {
  const format = new Intl.NumberFormat(locale);
  return messages[locale][code].replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined ? placeholder : typeof value === 'number' ? format.format(value) : value;
  });
}
