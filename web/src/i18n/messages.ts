import en from '../../../lang/en.json';
import fr from '../../../lang/fr.json';
import { flattenMessages } from './languages';

export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

const english = flattenMessages(en);
const french = flattenMessages(fr);

/**
 * Both languages at once, for tests that render screens without the app's loading. The app itself
 * loads one language at a time (`loadMessages` in ./languages): nothing in web/src imports this file.
 */
export const MESSAGES = {
  en: english,
  fr: { ...english, ...french },
};
