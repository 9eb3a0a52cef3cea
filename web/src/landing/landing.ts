// The landing page's only script. The page is HTML pre-rendered at build time in French (shown) and
// English (a template), see web/vite.config.ts; its links lead into the app. This script switches
// the language (remembered as the app remembers it), shows the visitor's sign-in and sign-up links,
// and hands a signed-in user over to the app itself, which then draws the landing page with the way
// back to the product.
import publicLayoutQuery from '../__generated__/PublicLayoutQuery.graphql';
import { LANGUAGE_STORAGE_KEY, visitorLanguage, type Language } from '../i18n/languages';

/** Readable cookie the server sets with a session (web/src/relay/environment.ts). */
const SESSION_HINT_COOKIE = 'paraphe_session';

const root = document.getElementById('root')!;
const copies: Partial<Record<Language, DocumentFragment>> = { en: (document.getElementById('landing-en') as HTMLTemplateElement).content };
let shown: Language = 'fr';
let visitor = false;

function show(language: Language) {
  if (language !== shown && copies[language]) {
    const previous = document.createDocumentFragment();
    previous.append(...root.childNodes);
    root.append(copies[language]);
    copies[shown] = previous;
    shown = language;
  }
  document.documentElement.lang = shown;
  root.dataset.landingLanguage = shown;
  for (const links of root.querySelectorAll<HTMLElement>('[data-landing-session]')) links.style.display = visitor ? 'contents' : 'none';
  for (const year of root.querySelectorAll('[data-current-year]')) year.textContent = String(new Date().getFullYear());
}

root.addEventListener('click', (event) => {
  if (!(event.target instanceof Element) || !event.target.closest('[data-testid="language-switch"]')) return;
  const next: Language = shown === 'fr' ? 'en' : 'fr';
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
  } catch {
    // Private browsing may refuse storage: the choice then lasts for this page only.
  }
  show(next);
});

show(visitorLanguage());

const startApp = () => void import('../app').then((app) => app.startApp());

if (new RegExp(`(?:^|; )${SESSION_HINT_COOKIE}=`).test(document.cookie)) startApp();
else {
  fetch('/graphql', {
    method: 'POST',
    headers: { 'x-paraphe-csrf': '1', 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ documentId: publicLayoutQuery.params.id, operationName: 'PublicLayoutQuery', variables: {} }),
    credentials: 'same-origin',
  })
    .then(async (response) => {
      const body = (await response.json()) as { data?: { viewer: unknown } };
      // An access token the server found expired also means a session: the app renews it.
      if (body.data?.viewer || response.headers.has('x-paraphe-access-expired')) startApp();
      else {
        visitor = true;
        show(shown);
      }
    })
    .catch(() => {
      visitor = true;
      show(shown);
    });
}
