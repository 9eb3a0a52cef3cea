import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { startTestApp, type TestApp } from '../support/test-app';
import { createSignedInUser } from '../support/users';

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

/** Runs `journey` in a French browser signed in as a new member of a new organization, with this role. */
async function asMember(role: 'ADMIN' | 'USER', journey: (page: Page) => Promise<void>) {
  const member = await createSignedInUser(app, { role, locale: 'fr' });
  const context = await browser.newContext({ locale: 'fr-FR' });
  await context.addCookies([{ name: 'paraphe_at', value: member.accessToken, url: app.url, httpOnly: true }]);
  try {
    await journey(await context.newPage());
  } finally {
    await context.close();
  }
}

describe('API access journey', () => {
  it('lets an admin create a key in the settings, API tab, use it on the REST API, then revoke it', async () => {
    await asMember('ADMIN', async (page) => {
      await page.goto(`${app.url}/settings?tab=api`);
      const card = page.getByTestId('api-access');
      await card.waitFor();
      await card.getByPlaceholder('Nom de la clé').fill('ERP');
      await card.getByText('Écriture').click();
      await card.getByRole('button', { name: 'Créer une clé' }).click();
      const key = (await page.getByTestId('api-key-value').textContent())!.trim();
      expect(key).toMatch(/^ppk_/);

      const listed = await fetch(`${app.url}/api/v1/documents`, { headers: { authorization: `Bearer ${key}` } });
      expect(listed.status).toBe(200);

      await page.getByTestId('api-key-row').filter({ hasText: 'ERP' }).getByRole('button', { name: 'Révoquer' }).click();
      const dialog = page.getByTestId('revoke-key-dialog');
      await dialog.getByText('Les systèmes qui l’utilisent perdront l’accès immédiatement.').waitFor();
      // Cancel keeps the key; the red button, which has the focus, revokes it.
      await dialog.getByRole('button', { name: 'Annuler' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect((await fetch(`${app.url}/api/v1/documents`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(200);
      await page.getByTestId('api-key-row').filter({ hasText: 'ERP' }).getByRole('button', { name: 'Révoquer' }).click();
      await page.getByTestId('revoke-key-dialog').waitFor();
      await page.keyboard.press('Enter');
      await page.getByText('Clé révoquée').waitFor();
      await page.getByTestId('api-key-row').filter({ hasText: 'ERP' }).getByText('Révoquée').waitFor();
      expect((await fetch(`${app.url}/api/v1/documents`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(401);
    });
  });

  it("opens an administrator's settings on the organization, the tabs in the specification's order", async () => {
    await asMember('ADMIN', async (page) => {
      await page.goto(`${app.url}/settings`);
      await page.getByTestId('organization-settings').waitFor();
      await expect(page.getByRole('tab').allTextContents()).resolves.toEqual([
        'Organisation',
        'Sécurité',
        'Accès API',
        'Notifications',
        'Automatisations',
        'Intégrations',
        'Facturation',
        'Audit',
      ]);
    });
  });

  it('shows no API section to a member who is not an admin', async () => {
    await asMember('USER', async (page) => {
      // A member's settings open on their own notifications, the first tab they may see.
      await page.goto(`${app.url}/settings`);
      await page.getByTestId('notification-settings').waitFor();
      await expect(page.getByRole('tab').allTextContents()).resolves.toEqual(['Notifications', 'Intégrations', 'Facturation']);
      await expect(page.getByTestId('tab-api').count()).resolves.toBe(0);
      await expect(page.getByTestId('api-access').count()).resolves.toBe(0);
    });
  });
});
