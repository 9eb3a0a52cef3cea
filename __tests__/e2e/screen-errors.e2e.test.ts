import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { startTestApp, type TestApp } from '../support/test-app';
import { createSignedInUser, type SignedInUser } from '../support/users';

let app: TestApp;
let browser: Browser;
let member: SignedInUser;

beforeAll(async () => {
  app = await startTestApp({ web: true });
  browser = await launchBrowser();
  member = await createSignedInUser(app, { locale: 'fr' });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function frenchPage(user?: SignedInUser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'fr-FR' });
  if (user) await context.addCookies([{ name: 'paraphe_at', value: user.accessToken, url: app.url, httpOnly: true }]);
  return { context, page: await context.newPage() };
}

/** Answers the GraphQL operation of that name with `answer`; every other request goes to the server. */
async function failOperation(page: Page, operationName: string, answer: Parameters<Route['fulfill']>[0]) {
  await page.route('**/graphql', (route) => {
    const body = route.request().postData() ?? '';
    return body.includes(`"operationName":"${operationName}"`) ? route.fulfill(answer) : route.continue();
  });
}

describe('a screen that fails', () => {
  it('shows its error inside the signed-in layout, keeps the header and navigation, and recovers on retry', async () => {
    const { context, page } = await frenchPage(member);
    try {
      await failOperation(page, 'DocumentsScreenQuery', { status: 500, contentType: 'text/plain', body: 'upstream down' });
      await page.goto(`${app.url}/documents`);
      await page.getByTestId('screen-error').waitFor();
      await page.getByRole('heading', { name: 'Cet écran n’a pas pu s’afficher' }).waitFor();
      // The layout is still there: the header's menu, brand and user menu, and the navigation works.
      await page.getByTestId('user-menu').waitFor();
      await page.getByTestId('brand-button').waitFor();
      await page.getByTestId('menu-button').click();
      await page.getByTestId('menu').getByRole('link', { name: 'Documents' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByTestId('menu').waitFor({ state: 'hidden' });

      // The server answers again: "Try again" loads the screen's data anew, without reloading the page.
      await page.unroute('**/graphql');
      await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
      await page.getByTestId('screen-error-retry').click();
      await page.getByTestId('documents-empty').waitFor();
      await expect(page.getByTestId('screen-error').count()).resolves.toBe(0);
      await expect(page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });

  it('shows a GraphQL error answer in English inside the layout after a language switch', async () => {
    const { context, page } = await frenchPage(member);
    try {
      await failOperation(page, 'SettingsScreenQuery', {
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ message: 'Unexpected error.' }] }),
      });
      await page.goto(`${app.url}/dashboard`);
      await page.getByTestId('user-menu').waitFor();
      await page.waitForLoadState('networkidle');
      await page.getByTestId('language-switch').click();
      await page.locator('html[lang="en"]').waitFor();
      await page.goto(`${app.url}/settings`);
      await page.getByRole('heading', { name: 'This screen could not be shown' }).waitFor();
      await page.getByRole('button', { name: 'Try again' }).waitFor();
      await page.getByTestId('user-menu').waitFor();
      await page.getByTestId('language-switch').waitFor();
    } finally {
      await context.close();
    }
  });

  it('keeps the public header and footer around a public screen that fails', async () => {
    const { context, page } = await frenchPage();
    try {
      await failOperation(page, 'StatusScreenQuery', { status: 500, contentType: 'text/plain', body: 'upstream down' });
      await page.goto(`${app.url}/status`);
      await page.getByTestId('screen-error').waitFor();
      await page.getByRole('link', { name: 'Se connecter' }).waitFor();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Tarifs' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
