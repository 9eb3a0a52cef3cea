/** The product's languages: French first, English second. */
export type Locale = 'fr' | 'en';

/** French first, English when the user or the browser asks for it. */
export function pickLocale(preferred: string | null | undefined, acceptLanguage: string | null): Locale {
  if (preferred === 'fr' || preferred === 'en') return preferred;
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'fr';
}
