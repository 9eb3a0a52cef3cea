import { useSyncExternalStore } from 'react';
import type { MessageFormatElement } from 'react-intl';
import { loaders } from 'virtual:paraphe-messages';
import type frMessages from '../../../lang/fr.json';
import type { Language } from './languages';

/** A top-level key of lang/*.json: the messages of one screen or of one part the screens share. */
export type Namespace = keyof typeof frMessages;

export type CompiledMessages = Record<string, MessageFormatElement[]>;

export interface ShownMessages {
  language: Language;
  messages: CompiledMessages;
}

/** What the frame shows (layouts, navigation, session guard, system screens): loaded before the first render. */
export const FRAME_MESSAGES: Namespace[] = ['common', 'nav', 'guard', 'notFound'];

/**
 * The messages the page shows, in one language, loaded a namespace at a time: the frame's before the
 * first render, a screen's with the screen's own chunk (`withMessages`). A switch of language loads
 * every namespace needed so far in the new one and shows it once all have arrived.
 */
let shown: ShownMessages = { language: 'fr', messages: {} };
const needed = new Set<Namespace>();
const chunks = new Map<string, Promise<CompiledMessages>>();
const listeners = new Set<() => void>();

function chunk(language: Language, namespace: Namespace): Promise<CompiledMessages> {
  const key = `${language}/${namespace}`;
  let messages = chunks.get(key);
  if (!messages) {
    messages = loaders[language][namespace]().then((module) => module.default);
    // A failed download (offline) is tried again the next time it is needed.
    messages.catch(() => chunks.delete(key));
    chunks.set(key, messages);
  }
  return messages;
}

async function load(language: Language, namespaces: Iterable<Namespace>): Promise<CompiledMessages> {
  return Object.assign({}, ...(await Promise.all([...namespaces].map((namespace) => chunk(language, namespace)))));
}

function show(next: ShownMessages) {
  shown = next;
  for (const listener of listeners) listener();
}

/**
 * Makes `namespaces` part of the page's messages, in the language shown. Resolves once they are
 * there; a failed download resolves too (the texts then show their ids, as the app does offline).
 */
export async function requireMessages(namespaces: Namespace[]): Promise<void> {
  for (const namespace of namespaces) needed.add(namespace);
  const { language } = shown;
  try {
    const messages = await load(language, namespaces);
    if (shown.language === language && Object.keys(messages).some((id) => !(id in shown.messages))) {
      show({ language, messages: { ...shown.messages, ...messages } });
    }
  } catch {
    // Shown with ids; requested again by the next screen that needs them.
  }
}

/** The language of the first render, with the frame's messages (resolves, as above, even offline). */
export function startMessages(language: Language): Promise<void> {
  shown = { language, messages: {} };
  return requireMessages(FRAME_MESSAGES);
}

let requested: Language | null = null;

/** Shows `language` once every namespace needed so far has arrived in it; a failed download keeps the current one. */
export async function switchLanguage(language: Language): Promise<void> {
  requested = language;
  try {
    const messages = await load(language, needed);
    if (requested === language) show({ language, messages });
  } catch {
    // Offline: the page stays in its language; the visitor may try again.
  }
}

/**
 * A lazy import whose module arrives with the messages of `namespaces` (a route's `lazy`, a
 * component's `React.lazy`): both are fetched at once, the module is handed over once both are in.
 */
export function withMessages<T>(namespaces: Namespace[], importer: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([importer(), requireMessages(namespaces)]))[0];
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The language and messages shown, re-rendering when a namespace arrives or the language changes. */
export function useShownMessages(): ShownMessages {
  return useSyncExternalStore(subscribe, () => shown);
}
