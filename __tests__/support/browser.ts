import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { ACCESS_COOKIE } from '../../server/auth/read-access';
import { startTestApp, type StartOptions, type TestApp } from './test-app';
import { until } from './until';
import type { SignedInUser } from './users';

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

/** What a test file's pages reported that no journey may show: uncaught errors and Content-Security-Policy violations. */
export interface PageTrouble {
  readonly errors: string[];
  readonly cspViolations: string[];
}

/** Collects the trouble of every page `signedInPage` opens for this test file, and fails the file if there was any. */
export function watchPages(): PageTrouble {
  const trouble: PageTrouble = { errors: [], cspViolations: [] };
  afterAll(() => {
    expect(trouble.errors).toEqual([]);
    expect(trouble.cspViolations).toEqual([]);
  });
  return trouble;
}

/**
 * A new browser context signed in as `user` by its access cookie, as the sign-in flow leaves it (French unless
 * `options` says otherwise), and its first page; its errors and policy violations go to `trouble`.
 */
export async function signedInPage(
  browser: Browser,
  appUrl: string,
  user: Pick<SignedInUser, 'accessToken'>,
  trouble: PageTrouble,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'fr-FR', ...options });
  await context.addCookies([{ name: ACCESS_COOKIE, value: user.accessToken, url: appUrl, httpOnly: true }]);
  await context.exposeFunction('reportCspViolation', (violation: string) => trouble.cspViolations.push(violation));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      ),
    );
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) trouble.cspViolations.push(message.text());
  });
  page.on('pageerror', (error) => trouble.errors.push(error.message));
  return { context, page };
}

/**
 * Resolves once the screen open in `page` follows the organization's document changes, that is once
 * a change makes it read `operationName` again. A screen subscribes a moment after it shows its data,
 * so a change made in that moment (by a test going faster than a person) reaches the server before the
 * subscription does: a journey asserting that a change arrives live waits for this first. The probe is
 * an update of `documentId`, by default of a document that does not exist (which screens that read
 * again on any change still do), published until the page reads again.
 */
export async function untilScreenFollowsChanges(
  page: Page,
  app: TestApp,
  organizationId: string,
  operationName: string,
  documentId: string = randomUUID(),
): Promise<void> {
  let readAgain = false;
  const watch = (request: { method(): string; url(): string; postData(): string | null }) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql' && request.postData()?.includes(`"operationName":"${operationName}"`))
      readAgain = true;
  };
  page.on('request', watch);
  try {
    await until(
      () => {
        if (readAgain) return true;
        app.services.pubsub.publish('documentChanged', organizationId, { kind: 'UPDATED', documentId });
        return null;
      },
      15_000,
      500,
    );
  } finally {
    page.off('request', watch);
  }
}
