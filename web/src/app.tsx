import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode, useEffect, useRef, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router';
import { Toaster } from './components/toaster';
import { LanguageProvider, rememberLanguage } from './i18n/LanguageProvider';
import { visitorLanguage, type Language } from './i18n/languages';
import { startMessages, switchLanguage, useShownMessages } from './i18n/message-store';
import { environment, onSocketReconnected, setInterfaceLanguage } from './relay/environment';
import { createRouter } from './routes/router';
import { system } from './theme';

type AppRouter = ReturnType<typeof createRouter>;

const chooseLanguage = (language: Language) => {
  rememberLanguage(language);
  void switchLanguage(language);
};

/**
 * The app's language: the message store's language and messages, switched by the visitor. The
 * server words summaries, explanations and errors in the language shown, so when it changes the
 * screen's data is read again in it.
 */
function AppLanguage({ router, children }: { router: AppRouter; children: ReactNode }) {
  const { language, messages } = useShownMessages();
  const requested = useRef(language);
  useEffect(() => {
    setInterfaceLanguage(language);
    if (requested.current === language) return;
    requested.current = language;
    void router.revalidate();
  }, [language, router]);
  return (
    <LanguageProvider language={language} messages={messages} setLanguage={chooseLanguage}>
      {children}
    </LanguageProvider>
  );
}

/**
 * Starts the app in the page's #root (replacing what is there: the pre-rendered landing page when
 * that page hands a signed-in user over). The route's code, messages and data start loading at once,
 * while the frame's messages arrive: the first render waits for them, so nothing shows untranslated
 * (without them, after a failed download, the app still shows, with message ids for text).
 */
export function startApp(): void {
  const language = visitorLanguage();
  setInterfaceLanguage(language);
  const started = startMessages(language);
  const router = createRouter();
  // The open screen's data is read again (its loaders fetch from the network) once the socket is back.
  onSocketReconnected(() => void router.revalidate());
  const render = () =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <RelayEnvironmentProvider environment={environment}>
          <ChakraProvider value={system}>
            <AppLanguage router={router}>
              <RouterProvider router={router} />
              <Toaster />
            </AppLanguage>
          </ChakraProvider>
        </RelayEnvironmentProvider>
      </StrictMode>,
    );
  void started.then(render);
}
