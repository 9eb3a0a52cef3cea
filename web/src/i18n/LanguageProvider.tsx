import { createContext, useContext, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { IntlProvider, type MessageFormatElement } from 'react-intl';
import { DEFAULT_LANGUAGE, formattingLocale, LANGUAGE_STORAGE_KEY, type Language } from './languages';

interface LanguageState {
  language: Language;
  setLanguage(language: Language): void;
}

const LanguageContext = createContext<LanguageState | null>(null);

/** Remembers the visitor's choice in this browser. */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private browsing may refuse storage: the choice then lasts for this page only.
  }
}

export interface LanguageProviderProps extends LanguageState {
  /** The messages of `language`, as text or precompiled (the app's chunks, see message-store.ts). */
  messages: Record<string, string> | Record<string, MessageFormatElement[]>;
  children: ReactNode;
}

/**
 * The shown language and its messages for everything below (react-intl), dates and numbers in the
 * browser's variety of it (`formattingLocale`), with the way to switch (`useLanguage`). The app feeds it from its message store (web/src/app.tsx); the landing page's
 * build-time render from lang/*.json.
 */
export function LanguageProvider({ language, messages, setLanguage, children }: LanguageProviderProps) {
  // With the render that shows the language (a switch renders once its messages have arrived).
  useLayoutEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  const locale = useMemo(() => formattingLocale(language), [language]);
  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider locale={locale} defaultLocale={DEFAULT_LANGUAGE} messages={messages}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage must be used inside LanguageProvider');
  return state;
}
