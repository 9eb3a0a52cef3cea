// First, before any module defines a schema.
import './zod-without-eval';
import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router';
import { Toaster } from './components/toaster';
import { LanguageProvider } from './i18n/LanguageProvider';
import { environment } from './relay/environment';
import { createRouter } from './routes/router';
import { system } from './theme';

const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={environment}>
      <ChakraProvider value={system}>
        <LanguageProvider>
          <RouterProvider router={router} />
          <Toaster />
        </LanguageProvider>
      </ChakraProvider>
    </RelayEnvironmentProvider>
  </StrictMode>,
);
