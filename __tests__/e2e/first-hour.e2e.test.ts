import type { Browser, Page } from 'playwright-core';
import { pdfFile, riskyPdf, upload } from '../server/documents/fixtures';
import { launchBrowser, signedInPage, watchPages } from '../support/browser';
import { startTestApp, type TestApp } from '../support/test-app';
import { createSignedInUser, type SignedInUser } from '../support/users';

// What a new French customer meets in their first hour: importing a document with its sender, deciding
// on it from the side panel, and naming things in the cloud area, with the keyboard as well as the mouse.

let app: TestApp;
let browser: Browser;
const trouble = watchPages();

beforeAll(async () => {
  app = await startTestApp({ web: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** The title of the documents-list row holding the focus, or what holds it instead. */
const focusedRow = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('[data-testid="document-row"]')?.getAttribute('data-title') ?? document.activeElement?.tagName ?? null);

async function withPage(user: SignedInUser, journey: (page: Page) => Promise<void>) {
  const { context, page } = await signedInPage(browser, app.url, user, trouble);
  try {
    await journey(page);
  } finally {
    await context.close();
  }
}

describe('a new customer’s first hour', () => {
  it('imports a document from a supplier whose domain has accents, and sees the domain written as typed', async () => {
    const user = await createSignedInUser(app, { locale: 'fr' });
    await withPage(user, async (page) => {
      await page.goto(`${app.url}/documents`);
      await page.getByTestId('documents-empty').waitFor();
      await page.getByTestId('import-toggle').click();
      await page.getByTestId('upload-file').setInputFiles({ name: 'facture.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await riskyPdf(1)) });
      await page.getByTestId('upload-sender-email').fill('compta@fournisseur-éclair.fr');
      await page.getByTestId('upload-submit').click();
      await page.getByText('Document uploadé et analysé avec succès').waitFor();
      const row = page.locator('[data-testid="document-row"][data-title="facture"]');
      await row.getByText('fournisseur-éclair.fr', { exact: true }).waitFor();
      const sender = await app.db.prisma.sender.findFirstOrThrow({ where: { organizationId: user.organizationId } });
      expect([sender.email, sender.domain, sender.name]).toEqual(['compta@fournisseur-éclair.fr', 'fournisseur-éclair.fr', 'fournisseur-éclair.fr']);
      await page.goto(`${app.url}/senders`);
      await page.getByText('fournisseur-éclair.fr').first().waitFor();
      await expect(page.getByText(/xn--/).count()).resolves.toBe(0);
    });
  });

  it('gives the focus back to the document’s row once a decision or the close button takes the side panel away', async () => {
    const user = await createSignedInUser(app, { locale: 'fr' });
    for (const title of ['bail-commercial', 'contrat-maintenance']) await upload(user.client, title, await pdfFile(`${title}.pdf`, 1));
    await withPage(user, async (page) => {
      await page.goto(`${app.url}/documents`);
      const row = (title: string) => page.locator(`[data-testid="document-row"][data-title="${title}"]`);
      const panel = page.getByTestId('document-panel');

      // Refused from the keyboard: the panel goes, the focus is back on the row it was opened from.
      await row('contrat-maintenance').getByRole('button', { name: 'Aperçu' }).focus();
      await page.keyboard.press('Enter');
      await panel.getByTestId('action-refuse').focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('refusal-reason').fill('Durée d’engagement trop longue.');
      await page.getByTestId('decision-confirm').focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('document-panel-empty').waitFor();
      await row('contrat-maintenance').locator('[data-status="REFUSED"]').waitFor();
      await page.waitForFunction(() => document.activeElement !== document.body);
      await expect(focusedRow(page)).resolves.toBe('contrat-maintenance');

      // Closed with its × button: the same.
      await row('bail-commercial').getByRole('button', { name: 'Aperçu' }).focus();
      await page.keyboard.press('Enter');
      await panel.getByRole('button', { name: 'Fermer' }).focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('document-panel-empty').waitFor();
      await page.waitForFunction(() => document.activeElement !== document.body);
      await expect(focusedRow(page)).resolves.toBe('bail-commercial');
    });
  });

  it('on the document’s own page, gives the focus to the new status once a decision replaces the buttons that held it', async () => {
    const user = await createSignedInUser(app, { locale: 'fr' });
    const { document: devis } = await upload(user.client, 'devis-travaux', await pdfFile('devis-travaux.pdf', 1));
    await withPage(user, async (page) => {
      await page.goto(`${app.url}/documents/${encodeURIComponent(devis.id)}`);
      await page.getByTestId('action-request-correction').focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('correction-comment').fill('Merci de préciser les délais.');
      await page.getByTestId('decision-confirm').focus();
      await page.keyboard.press('Enter');
      const status = page.getByTestId('document-processed');
      await status.getByText('Document traité : Corrections').waitFor();
      await page.waitForFunction(() => document.activeElement !== document.body);
      await expect(status.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    });
  });

  it('gives the focus back to the button that opened a cloud dialog, whether it was cancelled or saved', async () => {
    const user = await createSignedInUser(app, { locale: 'fr' });
    await withPage(user, async (page) => {
      await page.goto(`${app.url}/cloud`);
      await page.getByTestId('cloud-new-folder').fill('Fournisseurs');
      await page.getByTestId('cloud-create-folder').click();
      const folder = page.getByTestId('cloud-folder').filter({ hasText: 'Fournisseurs' });
      const rename = folder.getByRole('button', { name: 'Renommer' });
      const dialog = page.getByTestId('cloud-rename-dialog');
      const renameHasFocus = () => rename.evaluate((button) => button === document.activeElement);

      await rename.focus();
      await page.keyboard.press('Enter');
      await dialog.getByRole('textbox').waitFor();
      await page.waitForFunction(() => document.querySelector('[data-testid="cloud-rename-dialog"]')?.contains(document.activeElement));
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.waitForFunction(() => document.activeElement !== document.body);
      await expect(renameHasFocus()).resolves.toBe(true);

      await page.keyboard.press('Enter');
      await dialog.getByRole('textbox').fill('Fournisseurs 2026');
      await dialog.getByRole('textbox').press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await page.getByTestId('cloud-folder').getByRole('link', { name: 'Fournisseurs 2026' }).waitFor();
      await page.waitForFunction(() => document.activeElement !== document.body);
      await expect(renameHasFocus()).resolves.toBe(true);
    });
  });
});

describe('when the connection drops', () => {
  it('keeps the app on screen when the first toast of the visit cannot be fetched, and shows the toasts once the network is back', async () => {
    const user = await createSignedInUser(app, { locale: 'fr' });
    await upload(user.client, 'accord-cadre', await pdfFile('accord-cadre.pdf', 1));
    await withPage(user, async (page) => {
      await page.goto(`${app.url}/documents`);
      await page.locator('[data-testid="document-row"][data-title="accord-cadre"]').waitFor();
      await page.getByTestId('import-toggle').click();
      await page.getByTestId('upload-file').setInputFiles({ name: 'avenant.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await riskyPdf(1)) });
      // The upload fails for want of a network, and so does the download of the toasts' code.
      await page.context().setOffline(true);
      const codeMissed = page.waitForEvent('requestfailed', (request) => new URL(request.url()).pathname.startsWith('/assets/'));
      await page.getByTestId('upload-submit').click();
      await codeMissed;
      await page.waitForTimeout(500);
      await expect(page.getByTestId('upload-panel').isVisible()).resolves.toBe(true);
      await expect(page.locator('[data-testid="document-row"][data-title="accord-cadre"]').isVisible()).resolves.toBe(true);

      await page.context().setOffline(false);
      await page.getByTestId('toast-error').waitFor();
      await page.getByTestId('upload-submit').click();
      await page.getByText('Document uploadé et analysé avec succès').waitFor();
      await page.locator('[data-testid="document-row"][data-title="avenant"]').waitFor();
    });
  });
});
