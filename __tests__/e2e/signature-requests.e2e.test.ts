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
  app = await startTestApp({ web: true });
  browser = await launchBrowser();
  claire = await createSignedInUser(app, { locale: 'fr' });
  marc = await createSignedInUser(app, { locale: 'fr', organizationId: claire.organizationId });
  await app.services.db.prisma.user.update({ where: { id: claire.userId }, data: { fullName: 'Claire Durand' } });
  await app.services.db.prisma.user.update({ where: { id: marc.userId }, data: { fullName: 'Marc Petit' } });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** A browser context signed in by its access cookie, as the auth flow would leave it. */
function openPage(user: SignedInUser): Promise<{ context: BrowserContext; page: Page }> {
  return signedInPage(browser, app.url, user, trouble, { viewport: { width: 1400, height: 900 } });
}

const signerStatus = (page: Page, user: SignedInUser) => page.locator(`[data-testid="signer"][data-email="${user.email}"]`).getAttribute('data-status');

describe('several signers in order and in parallel', () => {
  it('requests two signers in order; the first signs in the page, then the second; the document is Signé with its signed download', async () => {
    const document = (await upload(claire.client, 'pacte-associes', await pdfFile('pacte-associes.pdf'))).document;
    const path = `${app.url}/documents/${encodeURIComponent(document.id)}`;
    const first = await openPage(claire);
    try {
      const { page } = first;
      await page.goto(path);
      await page.getByTestId('request-signatures-open').click();
      await page.locator(`[data-testid="request-member"][data-email="${claire.email}"]`).click();
      await page.locator(`[data-testid="request-member"][data-email="${marc.email}"]`).click();
      await expect(page.getByTestId('request-order').locator('li').allTextContents()).resolves.toEqual([
        expect.stringContaining('Claire Durand'),
        expect.stringContaining('Marc Petit'),
      ]);
      await page.getByTestId('request-signatures-submit').click();
      await page.locator('[data-testid="signature-request-status"][data-status="OPEN"]').waitFor();
      // No decision is offered while signatures are awaited (the server would refuse it), and the page says why.
      await expect(page.getByTestId('action-approve').count()).resolves.toBe(0);
      await expect(page.getByTestId('action-refuse').count()).resolves.toBe(0);
      await expect(page.getByTestId('action-request-correction').count()).resolves.toBe(0);
      await page.getByTestId('document-awaiting-signatures').getByText('Des signatures sont attendues').waitFor();

      await page.getByTestId('request-sign').click();
      await page.getByTestId('sign-location').fill('Nantes');
      await page.getByTestId('sign-confirm').click();
      await page.getByText('Votre signature est enregistrée').waitFor();
      await page.locator(`[data-testid="signer"][data-email="${claire.email}"][data-status="SIGNED"]`).waitFor();
      await expect(signerStatus(page, marc)).resolves.toBe('WAITING');
      await page.getByTestId('signature-request-waiting').getByText('Marc Petit').waitFor();
    } finally {
      await first.context.close();
    }

    const second = await openPage(marc);
    try {
      const { page } = second;
      await page.goto(path);
      await page.getByTestId('request-sign').click();
      await page.getByTestId('sign-confirm').click();
      await page.locator('[data-testid="signature-request-status"][data-status="COMPLETED"]').waitFor();
      await page.locator('[data-testid="status-badge"][data-status="SIGNED"]').first().getByText('Signé').waitFor();
      const download = page.getByTestId('download-signed');
      await download.waitFor();
      const href = await download.locator('a').or(download).first().getAttribute('href');
      const response = await page.request.get(`${app.url}${href}`);
      expect(response.headers()['content-type']).toBe('application/pdf');
      expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await second.context.close();
    }
  });

  it('the author withdraws the request after confirming: the signer loses the turn and the document can be approved again', async () => {
    const document = (await upload(claire.client, 'bail-commercial', await pdfFile('bail-commercial.pdf'))).document;
    const path = `${app.url}/documents/${encodeURIComponent(document.id)}`;
    const { context, page } = await openPage(claire);
    try {
      await page.goto(path);
      await page.getByTestId('request-signatures-open').click();
      await page.locator(`[data-testid="request-member"][data-email="${marc.email}"]`).click();
      await page.getByTestId('request-signatures-submit').click();
      await page.locator('[data-testid="signature-request-status"][data-status="OPEN"]').waitFor();

      await page.getByTestId('request-cancel').click();
      await page.getByTestId('request-cancel-confirm').getByText("Les signataires qui n'ont pas signé seront prévenus").waitFor();
      await page.getByTestId('request-cancel-yes').click();
      await page.getByText('Demande de signatures annulée').first().waitFor();
      await page.locator('[data-testid="signature-request-status"][data-status="CANCELLED"]').getByText('Annulée').waitFor();
      await expect(page.getByTestId('request-cancel').count()).resolves.toBe(0);
      // Nobody waits on a withdrawn request: Marc did not sign.
      await page.locator(`[data-testid="signer"][data-email="${marc.email}"]`).getByText('N’a pas signé').waitFor();
      // The document is pending again for a plain decision.
      await page.getByTestId('action-approve').waitFor();
    } finally {
      await context.close();
    }
    const row = await app.services.db.prisma.signatureRequest.findUniqueOrThrow({
      where: { documentId: Buffer.from(document.id, 'base64').toString().split(':')[1] },
    });
    expect(row.status).toBe('CANCELLED');
  });
});
