import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { startTestApp, type TestApp } from '../support/test-app';
import { createSignedInUser, type SignedInUser } from '../support/users';

// What a first visit meets before any feature: the tab's title, the icon, the language the browser
// asks for, the router's console and the status of a page that names nothing.

let app: TestApp;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  app = await startTestApp({ web: true });
  browser = await launchBrowser();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** A page of a browser asking for `locale`, signed in as `user` if given, its console warnings kept. */
async function openPage(locale: string, user?: SignedInUser): Promise<{ page: Page; warnings: string[] }> {
  const context = await browser.newContext({ locale });
  contexts.push(context);
  if (user) await context.addCookies([{ name: 'paraphe_at', value: user.accessToken, url: app.url, httpOnly: true }]);
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  return { page, warnings };
}

describe('a first visit', () => {
  it('finds the icon at /favicon.ico and named in the pages', async () => {
    const icon = await fetch(`${app.url}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/icon/);
    expect(Buffer.from(await icon.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
    for (const path of ['/', '/pricing']) expect(await (await fetch(`${app.url}${path}`)).text()).toContain('<link rel="icon" href="/favicon.ico"');
  });

  it('titles each screen in the reader’s language, without the router warning of a missing HydrateFallback', async () => {
    const user = await createSignedInUser(app, { locale: 'fr' });
    const { page, warnings } = await openPage('fr-FR', user);
    await page.goto(`${app.url}/pricing`);
    await page.waitForFunction(() => document.title === 'Tarifs · Paraphe');
    await page.getByTestId('language-switch').click();
    await page.waitForFunction(() => document.title === 'Pricing · Paraphe');
    await page.getByTestId('language-switch').click();
    await page.goto(`${app.url}/documents`);
    await page.getByTestId('documents-empty').waitFor();
    await expect(page.title()).resolves.toBe('Documents · Paraphe');
    await page.goto(`${app.url}/nowhere`);
    await page.getByTestId('not-found').waitFor();
    await expect(page.title()).resolves.toBe('Page introuvable · Paraphe');
    expect(warnings.filter((text) => /HydrateFallback/.test(text))).toEqual([]);
  });

  it('speaks English to a browser that prefers it, French to one that prefers neither', async () => {
    const english = await openPage('en-US');
    await english.page.goto(app.url);
    await english.page.getByRole('heading', { level: 1, name: 'Sign with confidence' }).waitFor();
    await english.page.goto(`${app.url}/pricing`);
    await english.page.getByRole('heading', { level: 1, name: 'Simple plans, per user' }).waitFor();
    expect(await english.page.getAttribute('html', 'lang')).toBe('en');

    const german = await openPage('de-DE');
    await german.page.goto(`${app.url}/pricing`);
    await german.page.getByRole('heading', { level: 1, name: 'Des offres simples, par utilisateur' }).waitFor();
  });

  it('keeps the language chosen in this browser, and a signed-in user’s saved one, over the browser’s preference', async () => {
    const chosen = await openPage('en-US');
    await chosen.page.goto(`${app.url}/pricing`);
    await chosen.page.getByRole('heading', { level: 1, name: 'Simple plans, per user' }).waitFor();
    await chosen.page.getByTestId('language-switch').click();
    await chosen.page.reload();
    await chosen.page.getByRole('heading', { level: 1, name: 'Des offres simples, par utilisateur' }).waitFor();

    const user = await createSignedInUser(app, { locale: 'fr' });
    const signedIn = await openPage('en-US', user);
    await signedIn.page.goto(`${app.url}/documents`);
    await signedIn.page.getByTestId('documents-empty').waitFor();
    await signedIn.page.waitForFunction(() => document.documentElement.lang === 'fr');
    await expect(signedIn.page.title()).resolves.toBe('Documents · Paraphe');
    await signedIn.page.getByTestId('documents-empty').getByText('Aucun document trouvé').waitFor();
  });

  it('answers 404 for a document page naming no document of the caller, and shows the not-found screen', async () => {
    const user = await createSignedInUser(app, { locale: 'fr' });
    const { page } = await openPage('fr-FR', user);
    const unknown = Buffer.from('Document:7d3c1f5e-2b1a-4c61-9a0e-1234567890ab').toString('base64');
    const response = await page.goto(`${app.url}/documents/${unknown}`);
    expect(response?.status()).toBe(404);
    await page.getByTestId('document-not-found').waitFor();
  });
});
