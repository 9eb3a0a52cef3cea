import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let browser: Browser;
let page: Page;
const PASSWORD = 'Bonjour-Soleil-42';

beforeAll(async () => {
  app = await startTestApp({ web: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

beforeEach(async () => {
  page = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
});

afterEach(async () => {
  await page.context().close();
});

const verificationLink = (email: string) => {
  const mail = app.services.mailer.outbox().find((entry) => entry.to === email);
  const link = mail?.text.match(/https?:\/\/\S+\/auth\/verify\?token=\S+/)?.[0];
  if (!link) throw new Error(`no verification mail for ${email}`);
  return `${app.url}${new URL(link).pathname}${new URL(link).search}`;
};

async function signUp(email: string) {
  await page.goto(`${app.url}/auth/signup`);
  await page.getByLabel('Nom complet').fill('Claire Dubois');
  await page.getByLabel('E-mail').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="confirmPassword"]').fill(PASSWORD);
  await page.locator('label:has(input[name="acceptTerms"])').click({ position: { x: 8, y: 8 } });
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
}

async function signIn(email: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
}

describe('sign-up, verification and sign-in in the browser', () => {
  it('shows the strength meter labels, the rule messages, then creates the account and verifies it', async () => {
    await page.goto(`${app.url}/auth/signup`);
    const meter = page.getByTestId('password-strength');
    const password = page.locator('input[name="password"]');
    await expect(meter.count()).resolves.toBe(0);
    await password.fill('abc');
    await expect(meter.textContent()).resolves.toContain('Faible');
    await password.fill('Bonjour1');
    await expect(meter.textContent()).resolves.toContain('Moyen');
    await password.fill('Bonjour-Soleil');
    await expect(meter.textContent()).resolves.toContain('Fort');
    await password.fill('');
    await expect(meter.count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.getByText('Le nom complet est requis').waitFor();
    await page.getByText('L’e-mail est requis').waitFor();
    await page.getByText('Vous devez accepter les conditions').waitFor();

    await signUp('claire@example.com');
    await page.waitForURL(`${app.url}/auth/verify`);
    await page.getByText('Compte créé !').waitFor();
    expect(await app.db.prisma.user.findUnique({ where: { email: 'claire@example.com' } })).toMatchObject({ fullName: 'Claire Dubois', companyName: null, locale: 'fr' });

    // The emailed link confirms the address and signs its owner in.
    await page.goto(verificationLink('claire@example.com'));
    await page.waitForURL(`${app.url}/dashboard`);
    await page.getByText('E-mail confirmé !').waitFor();
    expect(await app.db.prisma.user.findUniqueOrThrow({ where: { email: 'claire@example.com' } })).toHaveProperty('emailVerifiedAt', expect.any(Date));
  });

  it('drops a submission whose hidden honeypot is filled, without calling the server', async () => {
    await page.goto(`${app.url}/auth/signup`);
    await page.locator('input[name="company"]').fill('bot', { force: true });
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.method() === 'POST') calls++;
    });
    await page.getByLabel('Nom complet').fill('Bot');
    await page.getByLabel('E-mail').fill('bot@example.com');
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('input[name="confirmPassword"]').fill(PASSWORD);
    await page.locator('label:has(input[name="acceptTerms"])').click({ position: { x: 8, y: 8 } });
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.waitForTimeout(500);
    expect(calls).toBe(0);
    expect(page.url()).toBe(`${app.url}/auth/signup`);
  });

  it('guards protected pages: redirects to sign-in replacing the entry, then returns to the requested page after sign-in', async () => {
    await page.goto(app.url);
    await page.goto(`${app.url}/account`);
    await page.waitForURL(`${app.url}/auth/signin`);
    await signIn('claire@example.com');
    await page.waitForURL(`${app.url}/account`);
    await page.getByText('Bon retour !').waitFor();
    await expect(page.getByTestId('account-email').textContent()).resolves.toBe('claire@example.com');
    await expect(page.getByTestId('account-status').textContent()).resolves.toBe('Connecté');

    await page.goto(`${app.url}/auth/signin`);
    await page.waitForURL(`${app.url}/dashboard`);
  });

  it('signs out from the account page; protected pages then send to sign-in', async () => {
    await page.goto(`${app.url}/auth/signin`);
    await signIn('claire@example.com');
    await page.waitForURL(`${app.url}/dashboard`);
    await page.goto(`${app.url}/account`);
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL(`${app.url}/auth/signin`);
    await page.goto(`${app.url}/dashboard`);
    await page.waitForURL(`${app.url}/auth/signin`);
  });

  it('refreshes the session by itself when the access token is about to expire', async () => {
    await page.clock.install();
    await page.goto(`${app.url}/auth/signin`);
    await signIn('claire@example.com');
    await page.waitForURL(`${app.url}/dashboard`);
    const refreshCookie = async () => (await page.context().cookies()).find((cookie) => cookie.name === 'paraphe_rt')?.value;
    const before = await refreshCookie();

    app.clock.advance(16 * 60_000);
    await page.clock.fastForward(16 * 60_000);
    await page.goto(`${app.url}/account`);
    await expect(page.getByTestId('account-email').textContent()).resolves.toBe('claire@example.com');
    expect(page.url()).toBe(`${app.url}/account`);
    expect(await refreshCookie()).not.toBe(before);
  });

  it('enrols a TOTP factor from the account page, then asks for a code at the next sign-in', async () => {
    await page.goto(`${app.url}/auth/signin`);
    await signIn('claire@example.com');
    await page.waitForURL(`${app.url}/dashboard`);
    await page.goto(`${app.url}/account`);
    await page.getByRole('button', { name: 'Ajouter une application d’authentification' }).click();
    await page.getByRole('img', { name: 'QR code à scanner avec une application d’authentification' }).waitFor();
    const secret = (await page.getByText('Ou saisissez cette clé à la main').textContent())!.split(': ').pop()!.trim();
    const code = () => generate({ secret, epoch: Math.floor(app.clock.now().getTime() / 1000) });
    await page.getByLabel('Code à 6 chiffres').fill(await code());
    await page.getByRole('button', { name: 'Activer' }).click();
    await page.getByText('Second facteur activé').waitFor();

    await page.getByRole('button', { name: 'Se déconnecter' }).first().click();
    await page.waitForURL(`${app.url}/auth/signin`);
    await signIn('claire@example.com');
    await page.getByRole('heading', { name: 'Vérification en deux étapes' }).waitFor();
    app.clock.advance(30_000);
    await page.getByLabel('Code à 6 chiffres').fill(await code());
    await page.getByRole('button', { name: 'Vérifier' }).click();
    // Signed out from /account, the guard remembered it: the second sign-in returns there.
    await page.waitForURL(`${app.url}/account`);

    await page.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByText('Second facteur supprimé').waitFor();
  });

  it('shows the simple-auth failure in French, and the signed-in state with its links', async () => {
    await page.goto(`${app.url}/simple-auth?error=OAUTH_FAILED`);
    await page.getByText('Impossible de se connecter avec Google/Microsoft').waitFor();
    await page.goto(`${app.url}/auth/signin`);
    await signIn('claire@example.com');
    await page.waitForURL(`${app.url}/dashboard`);
    await page.goto(`${app.url}/simple-auth`);
    await page.getByText('Connecté en tant que claire@example.com').waitFor();
    await page.getByRole('link', { name: 'Mon compte' }).waitFor();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.getByRole('button', { name: 'Se connecter avec Google' }).waitFor();
  });

  it('sends an invalid reset link to sign-in with the product message', async () => {
    await page.goto(`${app.url}/auth/reset-password?access_token=nope&refresh_token=nope`);
    await page.waitForURL(`${app.url}/auth/signin`);
    await page.getByText('Lien de réinitialisation invalide').waitFor();
  });
});

describe('protected header navigation', () => {
  beforeEach(async () => {
    await page.goto(`${app.url}/auth/signin`);
    await signIn('claire@example.com');
    await page.waitForURL(`${app.url}/dashboard`);
    await page.goto(`${app.url}/settings`);
  });

  it('lists the menu entries in order with the active one highlighted, and closes on the backdrop or a choice', async () => {
    await page.getByTestId('menu-button').click();
    const menu = page.getByTestId('menu');
    await menu.waitFor();
    await expect(menu.getByRole('link').allTextContents()).resolves.toEqual(['Dashboard', 'Documents', 'Envoyeurs', 'Cloud', 'Analytics', 'Paramètres']);
    await expect(menu.locator('a[aria-current="page"]').textContent()).resolves.toBe('Paramètres');
    await expect(menu.locator('[data-active]').textContent()).resolves.toBe('Paramètres');
    await page.mouse.click(1200, 400);
    await menu.waitFor({ state: 'hidden' });

    await page.getByTestId('menu-button').click();
    await page.getByTestId('menu').getByRole('link', { name: 'Cloud' }).click();
    await page.waitForURL(`${app.url}/cloud`);
    await page.getByTestId('menu').waitFor({ state: 'hidden' });
  });

  it('opens the overlay from the brand: Escape, the backdrop and a link close it, and the page does not scroll meanwhile', async () => {
    const overlay = page.getByTestId('navigation-overlay');
    const overflow = () => page.evaluate(() => document.body.style.overflow);

    await page.getByTestId('brand-button').click();
    await overlay.waitFor();
    await expect(overlay.getByRole('link').allTextContents()).resolves.toEqual(['Dashboard', 'Documents', 'Expéditeurs', 'Analytics', 'Cloud', 'Équipe', 'Mon Compte', 'Paramètres']);
    await expect(overflow()).resolves.toBe('hidden');
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'hidden' });
    await expect(overflow()).resolves.toBe('');

    await page.getByTestId('brand-button').click();
    await overlay.waitFor();
    await page.mouse.click(5, 5);
    await overlay.waitFor({ state: 'hidden' });

    await page.getByTestId('brand-button').click();
    await overlay.getByRole('link', { name: 'Mon Compte' }).click();
    await page.waitForURL(`${app.url}/account`);
    await overlay.waitFor({ state: 'hidden' });
    await expect(overflow()).resolves.toBe('');
  });
});
