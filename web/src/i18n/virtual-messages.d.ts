/** The message chunks web/vite.config.ts builds from lang/*.json (its `messageChunks` plugin). */
declare module 'virtual:paraphe-messages' {
  import type { MessageFormatElement } from 'react-intl';

  type Loader = () => Promise<{ default: Record<string, MessageFormatElement[]> }>;
  export const loaders: Record<'fr' | 'en', Record<string, Loader>>;
}
