import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { riskyPdf } from '../server/documents/fixtures';
import { launchBrowser, signedInPage, watchPages } from '../support/browser';
import { startTestApp, type TestApp } from '../support/test-app';
import { createSignedInUser, type SignedInUser } from '../support/users';

let app: TestApp;
let browser: Browser;
const trouble = watchPages();
let reviewer: SignedInUser;
let colleague: SignedInUser;

beforeAll(async () => {
  app = await startTestApp({ web: true });
  browser = await launchBrowser();
  reviewer = await createSignedInUser(app, { locale: 'fr' });
  colleague = await createSignedInUser(app, { organizationId: reviewer.organizationId, locale: 'fr' });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** A browser context signed in by its access cookie, as the auth flow would leave it. */
function openPage(user: SignedInUser, options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  return signedInPage(browser, app.url, user, trouble, options);
}

describe('documents journey', () => {
  it('uploads a real PDF, shows it analysed, opens it, approves it, and a second browser sees it live', async () => {
    const first = await openPage(reviewer);
    const second = await openPage(colleague);
    try {
      await second.page.goto(`${app.url}/documents`);
      await second.page.getByTestId('documents-empty').waitFor();

      const { page } = first;
      await page.goto(`${app.url}/`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.goto(`${app.url}/documents`);
      await page.getByTestId('documents-empty').waitFor();
      await page.getByTestId('import-toggle').click();
      await expect(page.getByTestId('upload-submit').isDisabled()).resolves.toBe(true);
      // The server's limit is stated, and a file over it is refused at once, before any byte is sent.
      await expect(page.getByTestId('upload-hint').textContent()).resolves.toBe('PDF, DOC, DOCX ou TXT, 10\u202fMo maximum');
      await page.getByTestId('upload-file').setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x25) });
      await expect(page.getByTestId('upload-too-large').textContent()).resolves.toBe(
        '« scan.pdf » dépasse 10\u202fMo, la taille maximale acceptée : choisissez un fichier plus léger.',
      );
      await expect(page.getByTestId('upload-submit').isDisabled()).resolves.toBe(true);
      await page
        .getByTestId('upload-file')
        .setInputFiles({ name: 'contrat-prestation.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await riskyPdf(2)) });
      await expect(page.locator('input[name="title"]').inputValue()).resolves.toBe('contrat-prestation');
      await page.getByTestId('upload-file-name').waitFor();
      await page.getByTestId('upload-submit').click();
      await page.getByText('Document uploadé et analysé avec succès').waitFor();
      await expect(page.getByTestId('upload-panel').count()).resolves.toBe(0);

      const row = page.locator('[data-testid="document-row"][data-title="contrat-prestation"]');
      await row.waitFor();
      await expect(row.getByTestId('risk-badge').textContent()).resolves.toMatch(/^Risque \d+$/);
      await expect(row.getByTestId('status-badge').textContent()).resolves.toBe('En attente');

      // The other browser got the new document over the subscription, without reloading.
      const remoteRow = second.page.locator('[data-testid="document-row"][data-title="contrat-prestation"]');
      await remoteRow.waitFor();

      await row.click();
      await page.getByTestId('document-panel-title').getByText('contrat-prestation').waitFor();
      await page.getByTestId('finding').first().waitFor();
      // The PDF is drawn in the page with the findings marked on it; choosing a finding outlines its marks.
      const viewer = page.getByTestId('pdf-viewer');
      await viewer.locator('canvas').first().waitFor();
      await viewer.locator('mark[data-finding]').first().waitFor();
      const chosen = await page.getByTestId('finding').first().getAttribute('data-index');
      await page.getByTestId('finding').first().click();
      await viewer.locator(`mark[data-finding="${chosen}"][data-active]`).first().waitFor();
      // The extracted text, with the same findings marked.
      await page.getByRole('tab', { name: 'Texte extrait' }).click();
      await expect(page.getByTestId('finding-mark').count()).resolves.toBeGreaterThan(0);

      await page.getByTestId('document-actions').getByRole('button', { name: 'Approuver' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Approuver et signer' }).click();
      await page.getByText('Document approuvé').waitFor();
      await page.getByTestId('document-panel-empty').waitFor();
      await row.locator('[data-status="SIGNED"]').waitFor();
      await expect(row.getByTestId('status-badge').textContent()).resolves.toBe('Signé');

      await remoteRow.locator('[data-status="SIGNED"]').waitFor();
      await remoteRow.click();
      await second.page.getByTestId('document-processed').getByText('Document traité : Signé').waitFor();
      // Approving signed it: the signed PDF is offered beside the original.
      const signedUrl = await second.page.getByTestId('download-signed').getAttribute('href');
      const signed = await second.page.request.get(`${app.url}${signedUrl}`);
      expect(signed.headers()['content-type']).toBe('application/pdf');
      expect((await signed.body()).subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });

  it('refuses a file of another type beside the field as soon as it is chosen or dropped, and sends nothing', async () => {
    const member = await createSignedInUser(app, { locale: 'fr' });
    const english = await createSignedInUser(app, { organizationId: member.organizationId, locale: 'en' });
    const french = await openPage(member);
    const other = await openPage(english, { locale: 'en-US' });
    // Every request that carries a file, from either browser.
    const uploads: string[] = [];
    for (const { page } of [french, other])
      page.on('request', (request) => {
        if ((request.headers()['content-type'] ?? '').startsWith('multipart/')) uploads.push(request.url());
      });
    try {
      // Chosen through the picker's "all files": the server's own refusal, in the member's language, before any byte is sent.
      const { page } = french;
      await page.goto(`${app.url}/documents`);
      await page.getByTestId('import-toggle').click();
      await page.getByTestId('upload-file').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from(await riskyPdf(1)) });
      await expect(page.getByTestId('upload-unsupported').textContent()).resolves.toBe('Format non pris en charge : PDF, DOC, DOCX ou TXT');
      await expect(page.getByTestId('upload-file-name').textContent()).resolves.toBe('photo.png');
      await expect(page.getByTestId('upload-submit').isDisabled()).resolves.toBe(true);
      await page.getByTestId('upload-submit').click({ force: true });

      // Dropped on the form: chosen and refused the same way, not opened by the browser in place of the page.
      await other.page.goto(`${app.url}/documents`);
      await other.page.getByTestId('import-toggle').click();
      const dropped = await other.page.evaluateHandle(() => {
        const transfer = new DataTransfer();
        transfer.items.add(new File(['PK'], 'contracts.zip', { type: 'application/zip' }));
        return transfer;
      });
      await other.page.getByTestId('upload-panel').dispatchEvent('dragover', { dataTransfer: dropped });
      await other.page.getByTestId('upload-panel').dispatchEvent('drop', { dataTransfer: dropped });
      await expect(other.page.getByTestId('upload-unsupported').textContent()).resolves.toBe('Unsupported format: PDF, DOC, DOCX or TXT');
      await expect(other.page.locator('input[name="title"]').inputValue()).resolves.toBe('contracts');
      await expect(other.page.getByTestId('upload-submit').isDisabled()).resolves.toBe(true);
      expect(other.page.url()).toBe(`${app.url}/documents`);

      // A document chosen after it is accepted again.
      await page.getByTestId('upload-file').setInputFiles({ name: 'photo.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await riskyPdf(1)) });
      await page.getByTestId('upload-hint').waitFor();
      await expect(page.getByTestId('upload-unsupported').count()).resolves.toBe(0);
      await expect(page.getByTestId('upload-submit').isDisabled()).resolves.toBe(false);
      expect(uploads).toEqual([]);
      await expect(app.db.prisma.document.count({ where: { organizationId: member.organizationId } })).resolves.toBe(0);
    } finally {
      await french.context.close();
      await other.context.close();
    }
  });

  it('shows the advanced documents screen with live figures', async () => {
    const { context, page } = await openPage(reviewer);
    try {
      await page.goto(`${app.url}/documents`);
      await page.getByTestId('advanced-view').click();
      await page.getByTestId('enhanced-row').first().waitFor();
      await expect(page.getByTestId('figure').first().textContent()).resolves.toContain('1');
      // Shares are written as French writes them: a space before the percent sign.
      await expect(page.getByTestId('figure').nth(3).textContent()).resolves.toMatch(/^Part validée\d+\s%$/);
      // Tags are edited from the row's action: its input, saved, shows them on the row.
      const row = page.getByTestId('enhanced-row').first();
      await row.getByRole('button', { name: 'Modifier les tags' }).click();
      await row.getByRole('textbox', { name: 'Tags (séparés par des virgules)' }).fill('urgent, fournisseur');
      await row.getByRole('button', { name: 'Enregistrer' }).click();
      await row.getByTestId('tags').getByText('fournisseur').waitFor();
      await expect(row.getByTestId('tags').textContent()).resolves.toBe('urgentfournisseur');
      // Select all, then export: the CSV carries every row's data.
      await page.getByLabel('Tout sélectionner').check();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Exporter/ }).click()]);
      const { readFileSync } = await import('node:fs');
      const csv = readFileSync((await download.path())!, 'utf8');
      expect(csv.split('\n')[0]).toBe('title,sender,status,riskScore,riskLevel,priority,receivedAt,type,pageCount,sizeBytes,tags');
      expect(csv).toContain('"contrat-prestation"');
    } finally {
      await context.close();
    }
  });
});
