import { generate } from 'otplib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { hashPassword } from '../../server/auth/passwords';
import { sealSecret } from '../../server/security/secret-box';
import { launchBrowser } from '../support/browser';
import { startTestApp, type TestApp } from '../support/test-app';
import { createSignedInUser } from '../support/users';

const PASSWORD = 'Correct-Horse-Battery-9';
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

async function openPage(cookie?: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });
  if (cookie) await context.addCookies([{ name: 'paraphe_at', value: cookie, url: app.url, httpOnly: true }]);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page };
}

describe('security tab', () => {
  it('requires a second factor: a member without one is sent to enrol at their next sign-in, then an administrator revokes their session', async () => {
    const admin = await createSignedInUser(app, { role: 'ADMIN', locale: 'fr' });
    // The administrator has a second factor of their own, as requiring one asks.
    await app.db.prisma.factor.create({
      data: {
        userId: admin.userId,
        type: 'TOTP',
        status: 'VERIFIED',
        friendlyName: 'Phone',
        secretEncrypted: sealSecret('JBSWY3DPEHPK3PXP', app.config.ENCRYPTION_KEY),
      },
    });
    const email = `lea-${Date.now()}@example.test`;
    await app.db.prisma.user.create({
      data: {
        organizationId: admin.organizationId,
        email,
        fullName: 'Léa Petit',
        role: 'USER',
        locale: 'fr',
        emailVerifiedAt: new Date(),
        passwordHash: await hashPassword(PASSWORD),
      },
    });

    const settings = await openPage(admin.accessToken);
    await settings.page.goto(`${app.url}/settings?tab=security`);
    await expect(settings.page.getByTestId('role-USER').getByTestId('member-count').textContent()).resolves.toBe('1 membre');
    await settings.page.getByText('Exiger un second facteur de chaque membre').click();
    await settings.page.getByRole('button', { name: 'Enregistrer' }).click();
    await settings.page.getByText('Paramètres de sécurité enregistrés.').waitFor();
    expect((await app.db.prisma.organization.findUniqueOrThrow({ where: { id: admin.organizationId } })).requireSecondFactor).toBe(true);

    const member = await openPage();
    await member.page.goto(`${app.url}/auth/signin`);
    await member.page.getByLabel('E-mail').fill(email);
    await member.page.locator('input[name="password"]').fill(PASSWORD);
    await member.page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await member.page.waitForURL(`${app.url}/auth/second-factor`);
    await member.page.getByText('Votre organisation exige un second facteur.').waitFor();
    // Nothing in the header leads back here: no way to the product until the factor is added.
    await expect(member.page.getByTestId('open-dashboard').count()).resolves.toBe(0);
    await expect(member.page.getByTestId('user-menu').count()).resolves.toBe(0);
    await member.page.getByRole('button', { name: 'Ajouter une application d’authentification' }).click();
    const secret = (await member.page.getByText('Ou saisissez cette clé à la main').textContent())!.split(': ').pop()!.trim();
    await member.page.getByLabel('Code à 6 chiffres').fill(await generate({ secret, epoch: Math.floor(app.clock.now().getTime() / 1000) }));
    await member.page.getByRole('button', { name: 'Activer' }).click();
    await member.page.waitForURL(`${app.url}/dashboard`);

    await settings.page.reload();
    const row = settings.page.locator(`[data-testid="open-session"][data-email="${email}"]`);
    await row.getByText('Mot de passe').waitFor();
    await row.getByRole('button', { name: 'Révoquer' }).click();
    await settings.page.getByText('Session révoquée.').waitFor();
    await settings.page.locator(`[data-testid="open-session"][data-email="${email}"]`).waitFor({ state: 'detached' });

    await member.page.goto(`${app.url}/documents`);
    await member.page.waitForURL(`${app.url}/auth/signin`);
    await settings.context.close();
    await member.context.close();
  });
});
