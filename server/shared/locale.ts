/** The product's languages: French first, English second. */
export type Locale = 'fr' | 'en';

/** Header in which the web app sends the language its interface shows now, with every request. */
export const INTERFACE_LANGUAGE_HEADER = 'x-paraphe-language';

export const isLocale = (value: string | null | undefined): value is Locale => value === 'fr' || value === 'en';

/** A person's stored language as one the product speaks: French unless they chose English. */
export const localeOf = (person: { locale?: unknown }): Locale => (person.locale === 'en' ? 'en' : 'fr');

/** French first, English when the user or the browser asks for it. */
export function pickLocale(preferred: string | null | undefined, acceptLanguage: string | null): Locale {
  if (isLocale(preferred)) return preferred;
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'fr';
}
