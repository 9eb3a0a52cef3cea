import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, untilScreenFollowsChanges } from '../support/browser';
import { startTestApp, type TestApp } from '../support/test-app';
import { createSignedInUser, type SignedInUser } from '../support/users';
import { textFile, upload, UPLOAD } from '../server/documents/fixtures';

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  app = await startTestApp({ web: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function open(user: SignedInUser, path: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'fr-FR' });
  await context.addCookies([{ name: 'paraphe_at', value: user.accessToken, url: app.url, httpOnly: true }]);
  const page = await context.newPage();
  await page.goto(`${app.url}${path}`);
  return { context, page };
}

const RISKY = 'The Supplier may terminate this agreement at any time without notice. Liability is unlimited. Penalties of 10% per day of delay apply.';

describe('a new organization', () => {
  it('is told how to start, imports a document naming its sender, and finds it on the dashboard and the senders screens', async () => {
    const admin = await createSignedInUser(app, { role: 'ADMIN', locale: 'fr' });
    const { context, page } = await open(admin, '/dashboard');
    try {
      await page.getByTestId('dashboard-onboarding').waitFor();
      await page.getByTestId('onboarding-import').click();
      await page.waitForURL(/\/documents\?import=1$/);
      await page.getByTestId('upload-panel').waitFor();
      await page.locator('input[name="title"]').fill('Conditions fournisseur');
      await page.getByTestId('upload-sender-email').fill('juridique@fournisseur.example');
      await page.getByTestId('upload-sender-name').fill('Fournisseur SA');
      await page.getByTestId('upload-file').setInputFiles({ name: 'conditions.txt', mimeType: 'text/plain', buffer: Buffer.from(RISKY) });
      await page.getByTestId('upload-submit').click();
      await page.locator('[data-testid="document-row"][data-title="Conditions fournisseur"]').waitFor();

      await page.goto(`${app.url}/dashboard`);
      await page.getByTestId('kpi-to-process-value').waitFor();
      await expect(page.getByTestId('kpi-to-process-value').textContent()).resolves.toBe('1');
      await expect(page.getByTestId('top-sender').textContent()).resolves.toContain('Fournisseur SA');
      await expect(page.getByTestId('priority-document').textContent()).resolves.toContain('Conditions fournisseur');

      // A document filed elsewhere (here through the API) reaches the open dashboard without a reload.
      await untilScreenFollowsChanges(page, app, admin.organizationId, 'DashboardScreenQuery');
      await upload(admin.client, 'Second contrat', textFile(RISKY, 'second.txt'));
      await page.waitForFunction(() => document.querySelector('[data-testid="kpi-to-process-value"]')?.textContent === '2', undefined, { timeout: 15_000 });
      expect(await page.getByTestId('priority-document').count()).toBe(2);
      // A third through REST with an API key.
      const created = await admin.client.graphql(
        `mutation { createApiKey(input: { name: "ERP", scopes: [WRITE, READ] }) { ... on MutationCreateApiKeySuccess { created { key } } } }`,
      );
      const form = new FormData();
      form.append('file', textFile(RISKY, 'bon.txt'), 'bon.txt');
      form.append('title', 'Bon de commande');
      const filed = await fetch(`${app.url}/api/v1/documents/analyze`, {
        method: 'POST',
        headers: { authorization: `Bearer ${created.data!.createApiKey.created.key}` },
        body: form,
      });
      expect(filed.status).toBe(201);
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="priority-document"]').length === 3, undefined, { timeout: 15_000 });
      // Each names its sender, or where it came from when it has none, as the documents screen does.
      const priority = (title: string) => page.getByTestId('priority-document').filter({ hasText: title }).textContent();
      await expect(priority('Conditions fournisseur')).resolves.toContain('Fournisseur SA ·');
      await expect(priority('Second contrat')).resolves.toContain('Import manuel ·');
      await expect(priority('Bon de commande')).resolves.toContain("Déposé par l'API ·");

      await page.getByTestId('period-LAST_7_DAYS').click();
      await page.waitForURL(/period=LAST_7_DAYS/);
      await expect(page.getByTestId('kpi-to-process-value').textContent()).resolves.toBe('3');

      await page.getByTestId('examine').first().click();
      await page.waitForURL(/\/documents\?document=/);
      await page.getByTestId('document-panel').waitFor();

      await page.goto(`${app.url}/senders`);
      await page.getByTestId('sender-card').waitFor();
      await expect(page.getByTestId('summary-total').textContent()).resolves.toContain('1');
      await expect(page.getByTestId('sender-name').textContent()).resolves.toBe('Fournisseur SA');
      await expect(page.getByTestId('sender-card').getByTestId('sender-status').getAttribute('data-status')).resolves.toBe('CAUTION');
      await page.getByTestId('tab-analysis').click();
      await expect(page.getByTestId('comparison-row').textContent()).resolves.toContain('Fournisseur SA');
    } finally {
      await context.close();
    }
  });
});

describe('the advanced senders screen', () => {
  it('searches regardless of accents, opens a sender, blocks it, and links to its documents; a blocked sender flags what it sends next', async () => {
    const manager = await createSignedInUser(app, { role: 'MANAGER', locale: 'fr' });
    for (const [title, email, name] of [
      ['Contrat Alpha', 'legal@alpha.example', 'Alpha'],
      ['Contrat Beta', 'legal@beta.example', 'Société Bêta'],
    ]) {
      const answer = await manager.client.upload(
        UPLOAD,
        { input: { title, file: null, senderEmail: email, senderName: name } },
        { 'input.file': textFile(RISKY) },
      );
      expect(answer.errors).toBeUndefined();
    }
    const { context, page } = await open(manager, '/enhanced-senders');
    try {
      await page.getByTestId('sender-card').first().waitFor();
      await expect(page.getByTestId('sender-card').count()).resolves.toBe(2);
      // A search ignores accents: typed without them, it finds the name that has them.
      await page.getByTestId('sender-search').fill('societe beta');
      await page.waitForURL(/q=societe(\+|%20)beta/);
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="sender-card"]').length === 1);
      await page.getByTestId('sender-card').click();
      const panel = page.getByTestId('sender-panel');
      await panel.waitFor();
      await expect(panel.getByTestId('recent-document').textContent()).resolves.toContain('Contrat Beta');
      await panel.getByTestId('trust-settings').click();
      await panel.getByTestId('trust-status').selectOption('BLOCKED');
      await panel.getByTestId('trust-category').selectOption('SUPPLIER');
      await panel.getByTestId('trust-save').click();
      await page.getByTestId('toast-success').waitFor();
      await expect(panel.getByTestId('sender-status').getAttribute('data-status')).resolves.toBe('BLOCKED');
      await expect(panel.getByTestId('trust-score').textContent()).resolves.toBe('0/100');

      await page.getByTestId('sender-status-filter').selectOption('BLOCKED');
      await page.waitForURL(/status=BLOCKED/);
      await expect(page.getByTestId('sender-card').count()).resolves.toBe(1);

      await panel.getByTestId('see-documents').click();
      await page.waitForURL(/\/enhanced-documents\?sender=/);
      await page.waitForFunction(() => document.body.textContent?.includes('Contrat Beta') && !document.body.textContent?.includes('Contrat Alpha'));

      const flagged = await manager.client.upload(
        UPLOAD,
        { input: { title: 'Nouveau Beta', file: null, senderEmail: 'legal@beta.example' } },
        { 'input.file': textFile(RISKY) },
      );
      expect(flagged.errors).toBeUndefined();
      await page.goto(`${app.url}/documents`);
      await page.locator('[data-testid="document-row"][data-title="Nouveau Beta"] [data-testid="blocked-sender"]').waitFor();
      expect(await page.locator('[data-testid="document-row"][data-title="Contrat Alpha"] [data-testid="blocked-sender"]').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
