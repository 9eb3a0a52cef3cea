import type { Browser } from 'playwright-core';
import sharp from 'sharp';
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

describe('settings tabs', () => {
  it('lets an administrator set the organization’s name, time zone and default language, kept after a reload', async () => {
    const admin = await createSignedInUser(app, { role: 'ADMIN', locale: 'fr' });
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'paraphe_at', value: admin.accessToken, url: app.url, httpOnly: true }]);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${app.url}/settings?tab=organization`);
    await page.getByLabel('Nom de l’organisation').fill('Cabinet Martin');
    await page.getByRole('combobox', { name: 'Fuseau horaire' }).selectOption('America/New_York');
    await page.getByRole('combobox', { name: 'Langue par défaut' }).selectOption({ label: 'Anglais' });
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Paramètres de l’organisation enregistrés.').waitFor();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Fuseau horaire' }).inputValue()).resolves.toBe('America/New_York');
    await expect(page.getByLabel('Nom de l’organisation').inputValue()).resolves.toBe('Cabinet Martin');
    await expect(page.getByRole('combobox', { name: 'Langue par défaut' }).inputValue()).resolves.toBe('en');
    expect(await app.db.prisma.organization.findUniqueOrThrow({ where: { id: admin.organizationId } })).toMatchObject({
      name: 'Cabinet Martin',
      timeZone: 'America/New_York',
      defaultLanguage: 'en',
    });
    await context.close();
  });

  it('lets an administrator add a logo, shown at once in the header, refuses an SVG with a clear message, and removes it', async () => {
    const admin = await createSignedInUser(app, { role: 'ADMIN', locale: 'fr' });
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'paraphe_at', value: admin.accessToken, url: app.url, httpOnly: true }]);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${app.url}/settings?tab=organization`);
    await page.getByText('Aucun logo').waitFor();
    const png = await sharp({ create: { width: 160, height: 40, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    await page.getByTestId('organization-logo-file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await page.getByText('Logo enregistré.').waitFor();
    const headerLogo = page.getByTestId('header-organization-logo');
    await headerLogo.waitFor();
    await page.waitForFunction(() => (document.querySelector('[data-testid="header-organization-logo"]') as HTMLImageElement | null)?.naturalWidth === 160);
    await expect(headerLogo.getAttribute('alt')).resolves.toMatch(/^Logo de /);

    await page
      .getByTestId('organization-logo-file')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    await page.getByText('Le logo doit être une image PNG ou JPG.').waitFor();
    await page.getByTestId('organization-logo-preview').waitFor();

    await page.getByTestId('organization-logo-remove').click();
    await page.getByText('Logo retiré.').waitFor();
    await headerLogo.waitFor({ state: 'detached' });
    expect((await app.db.prisma.organization.findUniqueOrThrow({ where: { id: admin.organizationId } })).logoStoragePath).toBeNull();
    await context.close();
  });
});

describe('audit tab', () => {
  it('shows a manager the organization’s log, filters it by area and by member and exports what is shown', async () => {
    const manager = await createSignedInUser(app, { role: 'MANAGER', locale: 'fr' });
    await app.db.prisma.user.update({ where: { id: manager.userId }, data: { fullName: 'Nadia Roux' } });
    const colleague = await createSignedInUser(app, { role: 'USER', organizationId: manager.organizationId });
    await app.db.prisma.user.update({ where: { id: colleague.userId }, data: { fullName: 'Paul Martin' } });
    await app.db.prisma.auditEvent.createMany({
      data: [
        {
          organizationId: manager.organizationId,
          actorId: colleague.userId,
          action: 'sender.updated',
          entityType: 'Sender',
          data: { from: { status: 'CAUTION', category: 'SUPPLIER' }, to: { status: 'TRUSTED', category: 'SUPPLIER' } },
          createdAt: new Date(Date.now() - 3000),
        },
        {
          organizationId: manager.organizationId,
          actorId: manager.userId,
          action: 'document.signed',
          entityType: 'Document',
          data: { title: 'Bail' },
          createdAt: new Date(Date.now() - 2000),
        },
        {
          organizationId: manager.organizationId,
          actorId: manager.userId,
          action: 'member.role_changed',
          entityType: 'User',
          data: { email: 'paul.martin@example.com', from: 'USER', to: 'MANAGER' },
          createdAt: new Date(Date.now() - 1000),
        },
      ],
    });
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'paraphe_at', value: manager.accessToken, url: app.url, httpOnly: true }]);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${app.url}/settings?tab=audit`);
    await page.locator('[data-testid="audit-entry"][data-action="member.role_changed"]').getByText('Élevée').waitFor();
    await expect(page.getByTestId('audit-entry').count()).resolves.toBe(3);
    // Each entry says what happened in the reader's language, its code under it.
    await expect(page.getByTestId('audit-action').allTextContents()).resolves.toEqual(['Rôle modifié', 'Document approuvé et signé', 'Expéditeur modifié']);
    await page.locator('[data-testid="audit-entry"][data-action="document.signed"]').getByText('document.signed', { exact: true }).waitFor();
    // What each entry recorded, worded: the kind of thing, then its fields or what changed.
    const details = (action: string) => page.locator(`[data-testid="audit-entry"][data-action="${action}"] [data-testid="audit-detail"]`).allTextContents();
    await expect(details('member.role_changed')).resolves.toEqual(['E-mail : paul.martin@example.com', 'Changement : Utilisateur → Manager']);
    await expect(details('sender.updated')).resolves.toEqual(['Statut : À surveiller → Fiable']);
    await expect(page.locator('[data-testid="audit-entry"][data-action="sender.updated"] [data-testid="audit-details"]').innerText()).resolves.toMatch(
      /^Expéditeur/,
    );

    await page.getByRole('combobox', { name: 'Domaine' }).selectOption({ label: 'Membres' });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="audit-entry"]').length === 1);
    await expect(page.getByTestId('audit-entry').getAttribute('data-action')).resolves.toBe('member.role_changed');

    const href = await page.getByTestId('audit-csv').getAttribute('href');
    const csv = await (await page.request.get(`${app.url}${href}`)).text();
    expect(csv).toContain('"member.role_changed","Rôle modifié","Nadia Roux"');
    expect(csv).not.toContain('document.signed');

    // One member's actions, on the screen and in the export.
    await page.getByRole('combobox', { name: 'Domaine' }).selectOption({ label: 'Tous les domaines' });
    await page.getByRole('combobox', { name: 'Auteur' }).selectOption({ label: 'Paul Martin' });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="audit-entry"]').length === 1);
    await expect(page.getByTestId('audit-entry').getAttribute('data-action')).resolves.toBe('sender.updated');
    const memberCsv = await (await page.request.get(`${app.url}${await page.getByTestId('audit-csv').getAttribute('href')}`)).text();
    expect(memberCsv).toContain('"sender.updated","Expéditeur modifié","Paul Martin"');
    expect(memberCsv).not.toContain('member.role_changed');
    await context.close();
  });
});
