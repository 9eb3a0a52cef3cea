import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router';
import { Toaster } from './components/toaster';
import { LanguageProvider, rememberedLanguage } from './i18n/LanguageProvider';
import { loadMessages, type Messages } from './i18n/languages';
import { environment } from './relay/environment';
import { createRouter } from './routes/router';
import { system } from './theme';

/**
 * Starts the app in the page's #root (replacing what is there: the pre-rendered landing page when
 * that page hands a signed-in user over). The route's data starts loading at once, while the active
 * language's messages arrive: the first render waits for them, so nothing shows untranslated.
 */
export function startApp(): void {
  const router = createRouter();
  const language = rememberedLanguage();
  const render = (messages: Messages) =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <RelayEnvironmentProvider environment={environment}>
          <ChakraProvider value={system}>
            <LanguageProvider initial={{ language, messages }}>
              <RouterProvider router={router} />
              <Toaster />
            </LanguageProvider>
          </ChakraProvider>
        </RelayEnvironmentProvider>
      </StrictMode>,
    );
  // Without its messages (a failed download) the app still shows, with message ids for text.
  loadMessages(language).then(render, () => render({}));
}
