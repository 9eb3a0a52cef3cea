export type Language = 'fr' | 'en';
export const LANGUAGES: Language[] = ['fr', 'en'];
export const DEFAULT_LANGUAGE: Language = 'fr';

export type Messages = Record<string, string>;
export type MessageTree = { [key: string]: string | MessageTree };

export function flattenMessages(tree: MessageTree, prefix = '', into: Messages = {}): Messages {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') into[`${prefix}${key}`] = value;
    else flattenMessages(value, `${prefix}${key}.`, into);
  }
  return into;
}

/**
 * Each language's messages are a chunk of the build (bundled, never fetched from the API): the first
 * script carries neither, the app waits for the active one before its first render and loads the
 * other when the visitor switches. `npm run lint` keeps both files on the same keys.
 */
const LOADERS: Record<Language, () => Promise<{ default: MessageTree }>> = {
  fr: () => import('../../../lang/fr.json'),
  en: () => import('../../../lang/en.json'),
};

const loaded = new Map<Language, Promise<Messages>>();

export function loadMessages(language: Language): Promise<Messages> {
  let messages = loaded.get(language);
  if (!messages) {
    messages = LOADERS[language]().then((module) => flattenMessages(module.default));
    // A failed download (offline) may be tried again on the next switch.
    messages.catch(() => loaded.delete(language));
    loaded.set(language, messages);
  }
  return messages;
}
