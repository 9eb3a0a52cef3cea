import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LANGUAGE, loadMessages, type Language, type Messages } from './languages';

const STORAGE_KEY = 'paraphe.language';

interface LanguageState {
  language: Language;
  setLanguage(language: Language): void;
}

export interface LoadedLanguage {
  language: Language;
  messages: Messages;
}

const LanguageContext = createContext<LanguageState | null>(null);

/** The language this browser last chose; French by default. */
export function rememberedLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored === 'en' || stored === 'fr' ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/**
 * French first; the visitor's choice is remembered in this browser. Starts with the messages loaded
 * before the first render (so nothing shows untranslated); a switch shows the new language once its
 * messages have arrived.
 */
export function LanguageProvider({ initial, children }: { initial: LoadedLanguage; children: ReactNode }) {
  const [current, setCurrent] = useState(initial);
  const requested = useRef(initial.language);
  const setLanguage = useCallback((next: Language) => {
    requested.current = next;
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private browsing may refuse storage: the choice then lasts for this page only.
    }
    loadMessages(next).then(
      (messages) => {
        if (requested.current === next) setCurrent({ language: next, messages });
      },
      () => undefined,
    );
  }, []);
  const { language, messages } = current;
  // With the render that shows the language (a switch renders once its messages have arrived).
  useLayoutEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider locale={language} defaultLocale={DEFAULT_LANGUAGE} messages={messages}>
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
