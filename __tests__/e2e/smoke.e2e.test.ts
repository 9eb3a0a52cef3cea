import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  app = await startTestApp({ web: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

beforeEach(async () => {
  page = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
});

afterEach(async () => {
  await page.context().close();
});

describe('smoke journey', () => {
  it('renders the landing page in French', async () => {
    await page.goto(app.url);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Signez en toute confiance');
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
  });

  it('switches to English and remembers the choice across reloads', async () => {
    await page.goto(app.url);
    await page.getByTestId('language-switch').click();
    await page.getByRole('heading', { level: 1, name: 'Sign with confidence' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Sign with confidence' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
  });

  it('shows the not-found page on an unknown path, with a link home', async () => {
    await page.goto(`${app.url}/no/such/page`);
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await page.waitForURL(`${app.url}/`);
  });

  it('redirects a protected path without a session to /auth/signin, replacing the history entry', async () => {
    await page.goto(app.url);
    await page.goto(`${app.url}/dashboard`);
    await page.waitForURL(`${app.url}/auth/signin`);
    await page.goBack();
    await page.waitForURL(`${app.url}/`);
  });
});
