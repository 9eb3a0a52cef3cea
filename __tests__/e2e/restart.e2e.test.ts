import type { Browser } from 'playwright-core';
import { WEB_DIST, buildApp, type App } from '../../server/app';
import { createLogger } from '../../server/logger';
import { riskyPdf, upload } from '../server/documents/fixtures';
import { launchBrowser } from '../support/browser';
import { startTestApp, type TestApp } from '../support/test-app';
import { createSignedInUser } from '../support/users';

let first: TestApp;
let restarted: App | null = null;
let browser: Browser;

beforeAll(async () => {
  first = await startTestApp({ web: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await restarted?.stop();
  await first?.db.close();
});

describe('a server restart under an open screen', () => {
  it('reconnects the page, which shows the change made while the server was away', async () => {
    const reviewer = await createSignedInUser(first, { locale: 'fr' });
    const uploaded = await upload(reviewer.client, 'Avant', new File([Buffer.from(await riskyPdf(1))], 'avant.pdf', { type: 'application/pdf' }));
    const documentId = Buffer.from(uploaded.document.id, 'base64').toString().split(':')[1];
    const context = await browser.newContext({ locale: 'fr-FR' });
    await context.addCookies([{ name: 'paraphe_at', value: reviewer.accessToken, url: first.url, httpOnly: true }]);
    const page = await context.newPage();
    await page.goto(`${first.url}/documents`);
    await page.locator('[data-testid="document-row"][data-title="Avant"]').waitFor();

    // The instance stops as on SIGTERM (its socket told to reconnect); the document changes meanwhile.
    await first.app.stop({ drainMs: 2000 });
    await first.db.prisma.document.update({ where: { id: documentId }, data: { title: 'Après' } });
    restarted = await buildApp({ config: first.config, logger: createLogger('silent'), overrides: { db: first.db, clock: first.clock }, webDist: WEB_DIST });
    await restarted.start(Number(new URL(first.url).port), '127.0.0.1');

    // No reload: the socket comes back after its backoff and the screen reads its data again.
    await page.locator('[data-testid="document-row"][data-title="Après"]').waitFor({ timeout: 20_000 });
    await context.close();
  }, 60_000);
});
