import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router';
import { Toaster } from './components/toaster';
import { LanguageProvider, rememberLanguage } from './i18n/LanguageProvider';
import { visitorLanguage, type Language } from './i18n/languages';
import { startMessages, switchLanguage, useShownMessages } from './i18n/message-store';
import { environment } from './relay/environment';
import { createRouter } from './routes/router';
import { system } from './theme';

const chooseLanguage = (language: Language) => {
  rememberLanguage(language);
  void switchLanguage(language);
};

/** The app's language: the message store's language and messages, switched by the visitor. */
function AppLanguage({ children }: { children: ReactNode }) {
  const { language, messages } = useShownMessages();
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
  const started = startMessages(visitorLanguage());
  const router = createRouter();
  const render = () =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <RelayEnvironmentProvider environment={environment}>
          <ChakraProvider value={system}>
            <AppLanguage>
              <RouterProvider router={router} />
              <Toaster />
            </AppLanguage>
          </ChakraProvider>
        </RelayEnvironmentProvider>
      </StrictMode>,
    );
  void started.then(render);
}
