import en from '../../../lang/en.json';
import fr from '../../../lang/fr.json';

export type Language = 'fr' | 'en';
export const LANGUAGES: Language[] = ['fr', 'en'];
export const DEFAULT_LANGUAGE: Language = 'fr';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = '', into: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') into[`${prefix}${key}`] = value;
    else flatten(value, `${prefix}${key}.`, into);
  }
  return into;
}

const english = flatten(en);
const french = flatten(fr);

/** Messages for a language; a key missing from it falls back to English. */
export const MESSAGES: Record<Language, Record<string, string>> = {
  en: english,
  fr: { ...english, ...french },
};
