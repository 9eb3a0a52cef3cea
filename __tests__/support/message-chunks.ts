// `virtual:paraphe-messages` for the component tests: the app's message chunks (built by
// web/vite.config.ts, precompiled) as the same namespaces of lang/*.json, in text (the tests'
// react-intl has its parser).
import en from '../../lang/en.json';
import fr from '../../lang/fr.json';
import { flattenMessages, type MessageTree } from '../../web/src/i18n/languages';

const chunksOf = (tree: Record<string, MessageTree>) =>
  Object.fromEntries(Object.entries(tree).map(([namespace, messages]) => [namespace, async () => ({ default: flattenMessages(messages, `${namespace}.`) })]));

export const loaders = { fr: chunksOf(fr), en: chunksOf(en) };
