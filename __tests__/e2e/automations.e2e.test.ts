import type { Browser } from 'playwright-core';
import { extractText } from '../../server/analysis';
import { createDefaultAutomations } from '../../server/automations/create-default-automations';
import { launchBrowser } from '../support/browser';
import { startTestApp, type TestApp } from '../support/test-app';
import { createSignedInUser } from '../support/users';

let app: TestApp;
let browser: Browser;
const pageErrors: string[] = [];

beforeAll(async () => {
  app = await startTestApp({ web: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  expect(pageErrors).toEqual([]);
});

const NDA =
  'Accord de confidentialité\n\nLes parties s’engagent à garder confidentielles les informations échangées pendant deux ans après la fin de leurs discussions.';

describe('automations tab', () => {
  it('lets an administrator enable the automatic signature: a low-risk NDA uploaded next is signed in their name, as its certificate page says', async () => {
    const admin = await createSignedInUser(app, { role: 'ADMIN', locale: 'fr' });
    await app.db.prisma.user.update({ where: { id: admin.userId }, data: { fullName: 'Claire Dubois' } });
    await createDefaultAutomations(app.db.prisma, admin.organizationId);
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'paraphe_at', value: admin.accessToken, url: app.url, httpOnly: true }]);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    try {
      await page.goto(`${app.url}/settings?tab=automations`);
      const autoSign = page.getByTestId('automation-AUTO_SIGN');
      await autoSign.getByRole('heading', { name: 'Signature automatique' }).waitFor();
      await expect(autoSign.getByTestId('automation-state').textContent()).resolves.toBe('Désactivée');
      await expect(autoSign.getByRole('combobox', { name: 'Type de document' }).inputValue()).resolves.toBe('NDA');
      await expect(autoSign.getByRole('combobox', { name: 'Risque' }).inputValue()).resolves.toBe('CUSTOM');
      await autoSign.getByText('Aucune exécution pour l’instant.').waitFor();

      await autoSign.getByTestId('automation-switch').click();
      await autoSign.getByTestId('automation-save').click();
      await page.getByText('Automatisation enregistrée.').waitFor();
      await autoSign
        .getByTestId('automation-enabled-by')
        .getByText(/^Activée par Claire Dubois le /)
        .waitFor();
      await expect(autoSign.getByTestId('automation-state').textContent()).resolves.toBe('Activée');

      await page.goto(`${app.url}/documents`);
      await page.getByTestId('import-toggle').click();
      await page.getByTestId('upload-file').setInputFiles({ name: 'accord-confidentialite.txt', mimeType: 'text/plain', buffer: Buffer.from(NDA) });
      await page.getByTestId('upload-file-name').waitFor();
      await page.getByTestId('upload-submit').click();
      await page.getByText('Document uploadé et analysé avec succès').waitFor();
      await app.services.jobs.runDueJobs();

      const row = page.locator('[data-testid="document-row"][data-title="accord-confidentialite"]');
      await row.locator('[data-status="SIGNED"]').waitFor();
      await row.click();
      const signedUrl = await page.getByTestId('download-signed').getAttribute('href');
      const signed = await page.request.get(`${app.url}${signedUrl}`);
      const text = (await extractText({ buffer: new Uint8Array(await signed.body()), filename: 'signed.pdf' })).text.replace(/\s+/g, ' ');
      expect(text).toContain(
        `Signé automatiquement par la règle « Signature automatique », activée par Claire Dubois le ${app.clock.now().toISOString().slice(0, 10)}`,
      );

      await page.goto(`${app.url}/settings?tab=automations`);
      await page.getByTestId('automation-AUTO_SIGN').getByTestId('automation-runs').getByText('accord-confidentialite').waitFor();
      await page.getByTestId('automation-AUTO_SIGN').getByTestId('automation-runs').getByText('Signé').waitFor();
    } finally {
      await context.close();
    }
  });
});
