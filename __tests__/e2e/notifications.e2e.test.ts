import type { Browser, BrowserContext, Page } from 'playwright-core';
import { pdfFile, upload } from '../server/documents/fixtures';
import { launchBrowser, signedInPage, watchPages } from '../support/browser';
import { startTestApp, type TestApp } from '../support/test-app';
import { createSignedInUser, type SignedInUser } from '../support/users';

let app: TestApp;
let browser: Browser;
const trouble = watchPages();
let claire: SignedInUser;
let marc: SignedInUser;

beforeAll(async () => {
  // The job queue runs: it delivers the notifications and tells open screens of them.
  app = await startTestApp({ web: true, env: { JOBS_ENABLED: 'true' } });
  browser = await launchBrowser();
  claire = await createSignedInUser(app, { role: 'MANAGER', locale: 'fr' });
  marc = await createSignedInUser(app, { locale: 'en', organizationId: claire.organizationId });
  await app.services.db.prisma.user.update({ where: { id: claire.userId }, data: { fullName: 'Claire Durand' } });
  await app.services.db.prisma.user.update({ where: { id: marc.userId }, data: { fullName: 'Marc Petit' } });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** A browser context signed in by its access cookie, as the auth flow would leave it. */
function openPage(user: SignedInUser, locale: string): Promise<{ context: BrowserContext; page: Page }> {
  return signedInPage(browser, app.url, user, trouble, { locale, viewport: { width: 1400, height: 900 } });
}

describe('notification centre', () => {
  it("rings Marc's bell live when Claire asks him to sign, and opens the document from it", async () => {
    const document = (await upload(claire.client, 'bail-commercial', await pdfFile('bail-commercial.pdf'))).document;
    const marcs = await openPage(marc, 'en-GB');
    const claires = await openPage(claire, 'fr-FR');
    try {
      await marcs.page.goto(`${app.url}/dashboard`);
      const bell = marcs.page.getByTestId('notification-bell');
      await bell.waitFor();
      await expect(bell.getAttribute('aria-label')).resolves.toBe('Notifications, none unread');

      await claires.page.goto(`${app.url}/documents/${encodeURIComponent(document.id)}`);
      await claires.page.getByTestId('request-signatures-open').click();
      await claires.page.locator(`[data-testid="request-member"][data-email="${marc.email}"]`).click();
      await claires.page.getByTestId('request-signatures-submit').click();
      await claires.page.locator('[data-testid="signature-request-status"][data-status="OPEN"]').waitFor();

      // Without reloading, Marc's count rises.
      await marcs.page.getByTestId('notification-count').getByText('1').waitFor({ timeout: 15_000 });
      await expect(bell.getAttribute('aria-label')).resolves.toBe('Notifications, 1 unread');
      await bell.click();
      const item = marcs.page.getByTestId('notification-item').first();
      await expect(item.textContent()).resolves.toContain('Your turn to sign: bail-commercial');
      await item.click();
      await marcs.page.waitForURL(`**/documents/${encodeURIComponent(document.id)}`);
      await marcs.page.getByTestId('request-sign').waitFor();
      await expect(marcs.page.getByTestId('notification-count').count()).resolves.toBe(0);
    } finally {
      await marcs.context.close();
      await claires.context.close();
    }
  });

  it('lets a member choose their notifications in the Notifications tab, and refuses a Slack address that is not https', async () => {
    const { context, page } = await openPage(marc, 'en-GB');
    try {
      await page.goto(`${app.url}/settings?tab=notifications`);
      await page.getByTestId('notification-settings').waitFor();
      // The high-risk choice names the danger band's threshold, as the alert uses it.
      await expect(page.getByTestId('notify-type-HIGH_RISK').textContent()).resolves.toBe('a document carries a high risk (8 or more)');
      await page.getByTestId('notify-slack').click();
      await page.getByTestId('notify-slack-url').fill('http://hooks.slack.com/services/T1/B1/x');
      await page.getByTestId('notify-save').click();
      await page.getByText('The Slack webhook address must be a valid https URL').first().waitFor();
      await page.getByTestId('notify-slack').click();
      await page.getByTestId('notify-slack-url').fill('');
      await page.getByTestId('notify-email').click();
      await page.getByTestId('notify-type-DOCUMENT_RECEIVED').click();
      await page.getByTestId('notify-save').click();
      await page.getByText('Notification settings saved').first().waitFor();
      const saved = await app.db.prisma.notificationSettings.findUniqueOrThrow({ where: { userId: marc.userId } });
      expect(saved).toMatchObject({ emailEnabled: false, slackEnabled: false, slackWebhookSealed: null, mutedTypes: ['DOCUMENT_RECEIVED'] });

      await page.getByTestId('tab-integrations').click();
      await page.getByTestId('integrations').getByText('Manage mailboxes').waitFor();
      // Webhooks are for administrators.
      await expect(page.getByText('Outbound webhooks').count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });
});
