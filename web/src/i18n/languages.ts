export type Language = 'fr' | 'en';
export const LANGUAGES: Language[] = ['fr', 'en'];
export const DEFAULT_LANGUAGE: Language = 'fr';
/** Where this browser remembers the visitor's choice (the app and the landing page's scripts). */
export const LANGUAGE_STORAGE_KEY = 'paraphe.language';

const isLanguage = (value: string | null | undefined): value is Language => value === 'fr' || value === 'en';

/** The language chosen in this browser, if the visitor ever chose one. */
export function chosenLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The language a visitor first sees: the one chosen in this browser, else the first of the
 * browser's preferred languages (navigator.languages, what it sends as Accept-Language) the product
 * speaks, else French.
 */
export function visitorLanguage(): Language {
  const preferred = typeof navigator === 'undefined' ? [] : navigator.languages;
  return chosenLanguage() ?? preferred.map((tag) => tag.slice(0, 2).toLowerCase()).find(isLanguage) ?? DEFAULT_LANGUAGE;
}

/**
 * The locale dates, times and numbers are written in: the shown language in the browser's own
 * variety of it when it prefers one ("5 October 2026, 14:30" for en-GB where plain English writes
 * "October 5, 2026, 2:30 PM"), else the language itself.
 */
export function formattingLocale(language: Language): string {
  const preferred = typeof navigator === 'undefined' ? [] : navigator.languages;
  const variety = preferred.find((tag) => tag.slice(0, 2).toLowerCase() === language && /^[a-z]{2}-[a-z]{2}$/i.test(tag));
  if (!variety) return language;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([variety]).length > 0 ? variety : language;
  } catch {
    return language;
  }
}

export type Messages = Record<string, string>;
export type MessageTree = { [key: string]: string | MessageTree };

export function flattenMessages(tree: MessageTree, prefix = '', into: Messages = {}): Messages {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') into[`${prefix}${key}`] = value;
    else flattenMessages(value, `${prefix}${key}.`, into);
  }
  return into;
}
