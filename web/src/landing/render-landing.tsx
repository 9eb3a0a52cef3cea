// Build time only (Node, through Vite's SSR loader in web/vite.config.ts): the landing page as HTML,
// in both languages, with the CSS Chakra generates for it. The browser never loads this module.
import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import en from '../../../lang/en.json';
import fr from '../../../lang/fr.json';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { flattenMessages, type Language, type MessageTree } from '../i18n/languages';
import { PublicFrame, VisitorLinks } from '../layouts/PublicFrame';
import { LandingScreen } from '../screens/public/LandingScreen';
import { system } from '../theme';

const TREES: Record<Language, MessageTree> = { fr, en };

export interface RenderedLanding {
  /** Every rule the two renders inserted (global styles and tokens first), as one stylesheet. */
  css: string;
  html: Record<Language, string>;
}

export function renderLanding(): RenderedLanding {
  const cache = createCache({ key: 'css' });
  // Emotion's extraction mode: rules are kept in `cache.inserted` instead of inline <style> tags.
  cache.compat = true;
  const render = (language: Language) =>
    renderToString(
      <CacheProvider value={cache}>
        <ChakraProvider value={system}>
          <LanguageProvider language={language} messages={flattenMessages(TREES[language])} setLanguage={() => undefined}>
            <MemoryRouter initialEntries={['/']}>
              <PublicFrame
                session={
                  // Shown by the page's script once the visitor is known to have no session (as the
                  // app's header shows its session links once its query has answered).
                  <span data-landing-session="" style={{ display: 'none' }}>
                    <VisitorLinks />
                  </span>
                }
              >
                <LandingScreen />
              </PublicFrame>
            </MemoryRouter>
          </LanguageProvider>
        </ChakraProvider>
      </CacheProvider>,
    );
  const html = { fr: render('fr'), en: render('en') };
  const css = Object.values(cache.inserted)
    .filter((rules): rules is string => typeof rules === 'string')
    .join('');
  return { css, html };
}
