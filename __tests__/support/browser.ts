import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startTestApp, type StartOptions, type TestApp } from './test-app';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags this offline machine needs. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/**
 * The app with its web build and Chromium for one test file, and a new French page for each test.
 * Read `app` and `page` from the returned object inside the tests.
 */
export function browserJourney(options: Omit<StartOptions, 'web'> = {}): { readonly app: TestApp; readonly page: Page } {
  let app: TestApp;
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    app = await startTestApp({ ...options, web: true });
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
  return {
    get app() {
      return app;
    },
    get page() {
      return page;
    },
  };
}
