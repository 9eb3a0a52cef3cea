import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { startTestApp, type TestApp } from '../support/test-app';
import { createSignedInUser, type SignedInUser } from '../support/users';

// Buttons and figures that say what is there: no mailbox provider the server cannot reach, a sales
// contact that collects details, sizes as they are, an upload form that follows the file chosen.

let app: TestApp;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  // No Google or Microsoft OAuth client configured.
  app = await startTestApp({ web: true });
  browser = await launchBrowser();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Intl writes sizes with no-break spaces. */
const spaced = (text: string | null) => text?.replace(/\s/g, ' ');

async function openPage(user?: SignedInUser): Promise<Page> {
  const context = await browser.newContext({ locale: 'fr-FR' });
  contexts.push(context);
  if (user) await context.addCookies([{ name: 'paraphe_at', value: user.accessToken, url: app.url, httpOnly: true }]);
  return context.newPage();
}

describe('buttons that keep their promise', () => {
  it('offers no Gmail or Outlook connection the server is not configured for', async () => {
    const page = await openPage(await createSignedInUser(app, { locale: 'fr' }));
    await page.goto(`${app.url}/mail-connect`);
    for (const provider of ['gmail', 'microsoft']) {
      const button = page.getByTestId(`connect-${provider}`).getByTestId('connect-oauth');
      await expect(button.isDisabled()).resolves.toBe(true);
      await expect(button.textContent()).resolves.toMatch(/\(non configuré sur ce serveur\)$/);
    }
    await page.goto(`${app.url}/account`);
    const gmail = page.getByTestId('mailbox-gmail').getByRole('button');
    await expect(gmail.isDisabled()).resolves.toBe(true);
    await expect(gmail.textContent()).resolves.toBe('Connecter (non configuré sur ce serveur)');
  });

  it('opens the contact form filled in with the Enterprise order, and sends it', async () => {
    const page = await openPage();
    await page.goto(`${app.url}/pricing`);
    await page.getByTestId('choose-enterprise').click();
    await page.getByTestId('seats').fill('40');
    await page.getByTestId('seats').blur();
    await page.getByTestId('checkout').click();
    await page.waitForURL(/\/contact\?plan=ENTERPRISE&seats=40&cycle=ANNUAL$/);
    await expect(page.getByTestId('contact-subject').inputValue()).resolves.toBe('DEMO');
    await expect(page.getByLabel('Message').inputValue()).resolves.toBe('Nous souhaitons l’offre Entreprise pour 40 utilisateurs, facturée à l’année.');
    await page.getByLabel('Nom').fill('Dominique');
    await page.getByLabel('E-mail').fill('dominique@grandgroupe.example');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await page.getByTestId('contact-sent').waitFor();
    const sent = await app.db.prisma.contactMessage.findFirstOrThrow({ where: { email: 'dominique@grandgroupe.example' } });
    expect(sent.message).toContain('Entreprise pour 40 utilisateurs');
  });

  it('shows the storage used as it is: nothing before the first document', async () => {
    const page = await openPage(await createSignedInUser(app, { role: 'ADMIN', locale: 'fr' }));
    await page.goto(`${app.url}/settings?tab=billing`);
    const shown = await page.getByTestId('usage-storage').locator('p').nth(1).textContent();
    expect(spaced(shown)).toMatch(/^0 octet sur \d+ Go$/);
  });

  it('gives the next file its own title and size after a failed upload', async () => {
    const page = await openPage(await createSignedInUser(app, { locale: 'fr' }));
    await page.goto(`${app.url}/documents`);
    await page.getByTestId('import-toggle').click();
    await page.getByTestId('upload-file').setInputFiles({ name: 'vide.txt', mimeType: 'text/plain', buffer: Buffer.alloc(0) });
    await expect(page.locator('input[name="title"]').inputValue()).resolves.toBe('vide');
    await page.getByTestId('upload-submit').click();
    await page.getByTestId('toast-error').waitFor();

    const contract = 'Le prestataire livre les fournitures convenues dans les trente jours. '.repeat(70).slice(0, 4096);
    await page.getByTestId('upload-file').setInputFiles({ name: 'contrat-fournitures.txt', mimeType: 'text/plain', buffer: Buffer.from(contract) });
    await expect(page.locator('input[name="title"]').inputValue()).resolves.toBe('contrat-fournitures');
    expect(spaced(await page.getByTestId('upload-file-name').locator('xpath=following-sibling::p[1]').textContent())).toBe('4 ko');

    // A title the user typed is theirs: it stays when the file changes.
    await page.locator('input[name="title"]').fill('Contrat fournitures 2027');
    await page.getByTestId('upload-file').setInputFiles({ name: 'autre.txt', mimeType: 'text/plain', buffer: Buffer.from(contract) });
    await expect(page.locator('input[name="title"]').inputValue()).resolves.toBe('Contrat fournitures 2027');
  });
});
