/** The product's languages: French first, English second. */
export type Locale = 'fr' | 'en';

/** Header in which the web app sends the language its interface shows now, with every request. */
export const INTERFACE_LANGUAGE_HEADER = 'x-paraphe-language';

export const isLocale = (value: string | null | undefined): value is Locale => value === 'fr' || value === 'en';

/** A person's stored language as one the product speaks: French unless they chose English. */
export const localeOf = (person: { locale?: unknown }): Locale => (person.locale === 'en' ? 'en' : 'fr');

/** The product's language an `Accept-Language` names first, if it names one (`*` or `de` name none). */
const askedLocale = (acceptLanguage: string | null): Locale | null => {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : first.startsWith('fr') ? 'fr' : null;
};

/** French first, English when the user or the browser asks for it. */
export function pickLocale(preferred: string | null | undefined, acceptLanguage: string | null): Locale {
  if (isLocale(preferred)) return preferred;
  return askedLocale(acceptLanguage) ?? 'fr';
}

/**
 * The language the server words its answers in for a caller, on every door: the language the
 * interface shows (`x-paraphe-language`, which the web app sends); then, for an API key, the one
 * its client asks for by `Accept-Language` (a program sends it on purpose, where a browser sends its
 * own for the person); then the language saved on the caller's account (an API key's creator's);
 * then `Accept-Language`; French otherwise.
 */
export function callerLocale(caller: { locale: string; apiKeyId?: string } | null, header: (name: string) => string | null | undefined): Locale {
  const interfaceLanguage = header(INTERFACE_LANGUAGE_HEADER);
  if (isLocale(interfaceLanguage)) return interfaceLanguage;
  const acceptLanguage = header('accept-language') ?? null;
  return (caller?.apiKeyId ? askedLocale(acceptLanguage) : null) ?? pickLocale(caller?.locale, acceptLanguage);
}
