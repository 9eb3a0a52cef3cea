import { generate } from 'otplib';
import { forgetViewerUsers } from '../../server/auth/viewer-account';
import { TERMS_VERSION } from '../../server/shared/legal';
import { browserJourney } from '../support/browser';

const PASSWORD = 'Bonjour-Soleil-42';

// Google offered (its button, and the terms notice under it); nothing here goes to Google.
const journey = browserJourney({ env: { GOOGLE_CLIENT_ID: 'paraphe-e2e', GOOGLE_CLIENT_SECRET: 'e2e-secret' } });

const verificationLink = (email: string) => {
  const mail = journey.app.services.mailer
    .outbox()
    .filter((entry) => entry.to === email)
    .at(-1);
  const link = mail?.text.match(/https?:\/\/\S+\/auth\/verify\?token=\S+/)?.[0];
  if (!link) throw new Error(`no verification mail for ${email}`);
  return `${journey.app.url}${new URL(link).pathname}${new URL(link).search}`;
};

async function signUp(email: string) {
  await journey.page.goto(`${journey.app.url}/auth/signup`);
  await journey.page.getByLabel('Nom complet').fill('Claire Dubois');
  await journey.page.getByLabel('E-mail').fill(email);
  await journey.page.locator('input[name="password"]').fill(PASSWORD);
  await journey.page.locator('input[name="confirmPassword"]').fill(PASSWORD);
  await journey.page.locator('label:has(input[name="acceptTerms"])').click({ position: { x: 8, y: 8 } });
  await journey.page.getByRole('button', { name: 'Créer mon compte' }).click();
}

async function signIn(email: string) {
  await journey.page.getByLabel('E-mail').fill(email);
  await journey.page.locator('input[name="password"]').fill(PASSWORD);
  await journey.page.getByRole('button', { name: 'Se connecter', exact: true }).click();
}

describe('sign-up, verification and sign-in in the browser', () => {
  it('shows the strength meter labels, the rule messages, then creates the account and verifies it', async () => {
    await journey.page.goto(`${journey.app.url}/auth/signup`);
    const meter = journey.page.getByTestId('password-strength');
    const password = journey.page.locator('input[name="password"]');
    await expect(meter.count()).resolves.toBe(0);
    await password.fill('abc');
    await expect(meter.textContent()).resolves.toContain('Faible');
    await password.fill('Bonjour1');
    await expect(meter.textContent()).resolves.toContain('Moyen');
    await password.fill('Bonjour-Soleil');
    await expect(meter.textContent()).resolves.toContain('Fort');
    await password.fill('');
    await expect(meter.count()).resolves.toBe(0);

    await journey.page.getByRole('button', { name: 'Créer mon compte' }).click();
    await journey.page.getByText('Le nom complet est requis').waitFor();
    await journey.page.getByText('L’e-mail est requis').waitFor();
    await journey.page.getByText('Vous devez accepter les conditions').waitFor();
    // Each problem goes once its field is right; the others stay until they are.
    await journey.page.locator('input[name="fullName"]').fill('Claire Dubois');
    await expect(journey.page.getByText('Le nom complet est requis').count()).resolves.toBe(0);
    await expect(journey.page.getByText('L’e-mail est requis').count()).resolves.toBe(1);
    await journey.page.locator('input[name="email"]').fill('claire@');
    await journey.page.getByText('Adresse e-mail invalide').waitFor();
    await expect(journey.page.getByText('Vous devez accepter les conditions').count()).resolves.toBe(1);

    await signUp('claire@example.com');
    await journey.page.waitForURL(`${journey.app.url}/auth/verify`);
    await journey.page.getByText('Compte créé !').waitFor();
    expect(await journey.app.db.prisma.user.findUnique({ where: { email: 'claire@example.com' } })).toMatchObject({
      fullName: 'Claire Dubois',
      companyName: null,
      locale: 'fr',
    });
    // The notice names the address, and sends a new link on request: the newest one confirms it.
    await expect(journey.page.getByTestId('verify-email').textContent()).resolves.toBe('Envoyé à claire@example.com');
    await journey.page.getByTestId('resend-verification').click();
    await journey.page.getByText('Lien envoyé').waitFor();
    expect(journey.app.services.mailer.outbox().filter((entry) => entry.to === 'claire@example.com')).toHaveLength(2);

    // The emailed link confirms the address and signs its owner in.
    await journey.page.goto(verificationLink('claire@example.com'));
    await journey.page.waitForURL(`${journey.app.url}/dashboard`);
    await journey.page.getByText('E-mail confirmé !').waitFor();
    expect(await journey.app.db.prisma.user.findUniqueOrThrow({ where: { email: 'claire@example.com' } })).toHaveProperty('emailVerifiedAt', expect.any(Date));
    // Made without a company name, the organization bears hers: the dashboard says so and where to rename it.
    const naming = journey.page.getByTestId('onboarding-organization-name');
    await expect(naming.textContent()).resolves.toContain('Votre organisation porte votre nom, « Claire Dubois »');
    await expect(naming.getByRole('link').getAttribute('href')).resolves.toBe('/settings?tab=organization');
    // The open sessions of the new organization say how this one began.
    await journey.page.goto(`${journey.app.url}/settings?tab=security`);
    await expect(journey.page.locator('[data-testid="open-session"][data-email="claire@example.com"]').textContent()).resolves.toContain(
      'Lien de confirmation (nouveau compte)',
    );
  });

  it('keeps an address whose domain has accents as typed, though the email field sends it in ASCII, and signs in with it', async () => {
    const email = 'lea@atelier-éclair.fr';
    await signUp(email);
    await journey.page.waitForURL(`${journey.app.url}/auth/verify`);
    await expect(journey.page.getByTestId('verify-email').textContent()).resolves.toBe(`Envoyé à ${email}`);
    await journey.page.goto(verificationLink(email));
    await journey.page.waitForURL(`${journey.app.url}/dashboard`);
    await journey.page.goto(`${journey.app.url}/account`);
    await expect(journey.page.getByTestId('account-email').textContent()).resolves.toBe(email);
    await expect(journey.page.getByText(/xn--/).count()).resolves.toBe(0);

    await journey.page.context().clearCookies();
    await journey.page.goto(`${journey.app.url}/account`);
    await journey.page.waitForURL(`${journey.app.url}/auth/signin`);
    await signIn(email);
    await journey.page.waitForURL(`${journey.app.url}/account`);
    await expect(journey.page.getByTestId('account-email').textContent()).resolves.toBe(email);
  });

  it('drops a submission whose hidden honeypot is filled, without calling the server', async () => {
    await journey.page.goto(`${journey.app.url}/auth/signup`);
    await journey.page.locator('input[name="company"]').fill('bot', { force: true });
    let calls = 0;
    journey.page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.method() === 'POST') calls++;
    });
    await journey.page.getByLabel('Nom complet').fill('Bot');
    await journey.page.getByLabel('E-mail').fill('bot@example.com');
    await journey.page.locator('input[name="password"]').fill(PASSWORD);
    await journey.page.locator('input[name="confirmPassword"]').fill(PASSWORD);
    await journey.page.locator('label:has(input[name="acceptTerms"])').click({ position: { x: 8, y: 8 } });
    await journey.page.getByRole('button', { name: 'Créer mon compte' }).click();
    await journey.page.waitForTimeout(500);
    expect(calls).toBe(0);
    expect(journey.page.url()).toBe(`${journey.app.url}/auth/signup`);
  });

  it('guards protected pages: redirects to sign-in replacing the entry, then returns to the requested page after sign-in', async () => {
    await journey.page.goto(journey.app.url);
    await journey.page.goto(`${journey.app.url}/account`);
    await journey.page.waitForURL(`${journey.app.url}/auth/signin`);
    await signIn('claire@example.com');
    await journey.page.waitForURL(`${journey.app.url}/account`);
    await journey.page.getByText('Bon retour !').waitFor();
    await expect(journey.page.getByTestId('account-email').textContent()).resolves.toBe('claire@example.com');
    await expect(journey.page.getByTestId('account-status').textContent()).resolves.toBe('Connecté');

    await journey.page.goto(`${journey.app.url}/auth/signin`);
    await journey.page.waitForURL(`${journey.app.url}/dashboard`);
  });

  it('asks once for terms that changed, records the acceptance and shows it on the account page', async () => {
    // The terms changed since Claire accepted them at sign-up.
    await journey.app.db.prisma.user.update({ where: { email: 'claire@example.com' }, data: { termsVersion: '2025-03' } });
    forgetViewerUsers(journey.app.services);
    await journey.page.goto(`${journey.app.url}/auth/signin`);
    await signIn('claire@example.com');
    await journey.page.waitForURL(`${journey.app.url}/dashboard`);
    const banner = journey.page.getByTestId('terms-banner');
    await expect(banner.textContent()).resolves.toContain('Nos conditions d’utilisation et notre politique de confidentialité ont changé (novembre 2026)');
    await expect(banner.getByRole('link', { name: 'conditions d’utilisation' }).getAttribute('href')).resolves.toBe('/legal/terms');
    await banner.getByRole('button', { name: 'J’accepte' }).click();
    await journey.page.getByText('Votre acceptation est enregistrée.').waitFor();
    await banner.waitFor({ state: 'detached' });
    const claire = await journey.app.db.prisma.user.findUniqueOrThrow({ where: { email: 'claire@example.com' } });
    expect(claire.termsVersion).toBe(TERMS_VERSION);

    await journey.page.goto(`${journey.app.url}/account`);
    const accepted = new Intl.DateTimeFormat('fr', { dateStyle: 'long' }).format(claire.termsAcceptedAt!);
    await expect(journey.page.getByTestId('account-terms').textContent()).resolves.toBe(`Conditions d’utilisation acceptées le ${accepted}`);
    await expect(journey.page.getByTestId('terms-banner').count()).resolves.toBe(0);
    // Sign-in accounts: Google is offered here, Microsoft is not, and its button says why it is grey.
    await expect(journey.page.getByTestId('connection-google').getByRole('button').textContent()).resolves.toBe('Connecter');
    await expect(journey.page.getByTestId('connection-microsoft').getByRole('button').textContent()).resolves.toBe('Connecter (non configuré sur ce serveur)');
  });

  it('asks for the terms before a magic link makes an account, says that the provider buttons accept them, and lets the account choose a password', async () => {
    await journey.page.goto(`${journey.app.url}/auth/signin`);
    await journey.page.getByText('En continuant avec un compte Google ou Microsoft, vous acceptez les conditions d’utilisation').waitFor();
    const page = journey.page;
    await page.goto(`${journey.app.url}/auth/signup`);
    await page
      .getByText('En continuant avec un compte Google ou Microsoft, vous acceptez les conditions d’utilisation et la politique de confidentialité.')
      .waitFor();
    await page.getByRole('button', { name: 'Utiliser plutôt un lien magique' }).click();
    await page.getByLabel('E-mail').fill('lien@example.com');
    await page.getByRole('button', { name: 'Envoyer le lien magique' }).click();
    await page.getByText('Vous devez accepter les conditions').waitFor();
    expect(await journey.app.db.prisma.user.findUnique({ where: { email: 'lien@example.com' } })).toBeNull();
    await page.locator('label:has(input[name="acceptTerms"])').click({ position: { x: 8, y: 8 } });
    await page.getByRole('button', { name: 'Envoyer le lien magique' }).click();
    await page.getByText('Lien magique envoyé !').waitFor();
    await expect(journey.app.db.prisma.user.findUnique({ where: { email: 'lien@example.com' } })).resolves.toMatchObject({ termsVersion: TERMS_VERSION });

    // An account made by a link has no password: the account page offers to choose one, nothing to confirm.
    const mail = journey.app.services.mailer
      .outbox()
      .filter((entry) => entry.to === 'lien@example.com')
      .at(-1)!;
    const link = new URL(mail.text.match(/https?:\/\/\S+\/auth\/callback\?magic_token=\S+/)![0]);
    await page.goto(`${journey.app.url}${link.pathname}${link.search}`);
    await page.waitForURL(`${journey.app.url}/dashboard`);
    await page.goto(`${journey.app.url}/account`);
    await page.getByRole('heading', { name: 'Choisir un mot de passe' }).waitFor();
    await page.getByTestId('email-change-open').click();
    await expect(page.getByLabel('Mot de passe actuel').count()).resolves.toBe(0);
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Nouveau-Soleil-84');
    await page.getByLabel('Confirmez le nouveau mot de passe').fill('Nouveau-Soleil-84');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await page.getByText('Mot de passe mis à jour !').waitFor();
    await page.getByRole('heading', { name: 'Changer de mot de passe' }).waitFor();
    await expect(page.getByLabel('Mot de passe actuel').count()).resolves.toBe(2);
  });

  it('changes the password from the account page: the new one’s strength and rules as at sign-up, then it signs in', async () => {
    await signUp('paul@example.com');
    await journey.page.waitForURL(`${journey.app.url}/auth/verify`);
    await journey.page.goto(verificationLink('paul@example.com'));
    await journey.page.waitForURL(`${journey.app.url}/dashboard`);
    await journey.page.goto(`${journey.app.url}/account`);
    await journey.page.getByLabel('Mot de passe actuel').fill(PASSWORD);
    await journey.page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Nouveau-Soleil-84');
    await expect(journey.page.getByTestId('password-strength').textContent()).resolves.toContain('Fort');
    await journey.page.getByLabel('Confirmez le nouveau mot de passe').fill('Nouveau-Soleil-48');
    await journey.page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await journey.page.getByText('Les mots de passe ne correspondent pas').waitFor();
    await journey.page.getByLabel('Confirmez le nouveau mot de passe').fill('Nouveau-Soleil-84');
    await journey.page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await journey.page.getByText('Mot de passe mis à jour !').waitFor();

    await journey.page.getByRole('button', { name: 'Se déconnecter' }).click();
    await journey.page.waitForURL(`${journey.app.url}/auth/signin`);
    await journey.page.getByLabel('E-mail').fill('paul@example.com');
    await journey.page.locator('input[name="password"]').fill('Nouveau-Soleil-84');
    await journey.page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    // Back where the session ended, signed in with the new password.
    await journey.page.waitForURL(`${journey.app.url}/account`);
    await expect(journey.page.getByTestId('account-email').textContent()).resolves.toBe('paul@example.com');

    // The name given at sign-up, corrected: the header says the new one at once, and it stays after a reload.
    const name = journey.page.getByLabel('Nom complet');
    await expect(name.inputValue()).resolves.toBe('Claire Dubois');
    await name.fill('  Paul   Lefèvre ');
    await journey.page.getByRole('button', { name: 'Enregistrer le nom' }).click();
    await journey.page.getByText('Nom enregistré.').waitFor();
    await expect(journey.page.getByRole('button', { name: 'Paul Lefèvre', exact: true }).getAttribute('data-testid')).resolves.toBe('user-menu');
    await expect(journey.page.getByRole('button', { name: 'Enregistrer le nom' }).isDisabled()).resolves.toBe(true);
    await name.fill(' ');
    await expect(journey.page.getByRole('button', { name: 'Enregistrer le nom' }).isDisabled()).resolves.toBe(true);
    await journey.page.reload();
    await expect(journey.page.getByLabel('Nom complet').inputValue()).resolves.toBe('Paul Lefèvre');
  });

  it('moves the account to another address from the account page, once the link sent there is opened', async () => {
    await signUp('lea@example.com');
    await journey.page.waitForURL(`${journey.app.url}/auth/verify`);
    await journey.page.goto(verificationLink('lea@example.com'));
    await journey.page.waitForURL(`${journey.app.url}/dashboard`);
    await journey.page.goto(`${journey.app.url}/account`);
    await journey.page.getByTestId('email-change-open').click();
    const form = journey.page.getByTestId('email-change-form');
    const send = form.getByRole('button', { name: 'Envoyer le lien de confirmation' });
    await form.getByLabel('Nouvelle adresse e-mail').fill('LEA@example.com');
    await form.getByLabel('Mot de passe actuel').fill(PASSWORD);
    await send.click();
    await form.getByText('C’est déjà l’adresse de votre compte.').waitFor();
    await form.getByLabel('Nouvelle adresse e-mail').fill('lea.martin@example.com');
    await form.getByLabel('Mot de passe actuel').fill('Pas-le-bon-42');
    await send.click();
    await form.getByText('Le mot de passe actuel est incorrect.').waitFor();
    await form.getByLabel('Mot de passe actuel').fill(PASSWORD);
    await send.click();
    await expect(journey.page.getByTestId('email-change-sent').textContent()).resolves.toBe(
      'Lien envoyé à lea.martin@example.com. Ouvrez-le dans l’heure pour que votre compte prenne cette adresse.',
    );
    // Nothing changes until the link is opened.
    await expect(journey.page.getByTestId('account-email').textContent()).resolves.toBe('lea@example.com');

    const mail = journey.app.services.mailer
      .outbox()
      .filter((entry) => entry.to === 'lea.martin@example.com')
      .at(-1)!;
    expect(mail.subject).toBe('Confirmez votre nouvelle adresse e-mail Paraphe');
    const link = new URL(mail.text.match(/https?:\/\/\S+\/auth\/confirm-email\?token=\S+/)![0]);
    await journey.page.goto(`${journey.app.url}${link.pathname}${link.search}`);
    await journey.page.locator('[data-testid="confirm-email"][data-state="done"]').waitFor();
    await expect(journey.page.getByTestId('confirm-email').textContent()).resolves.toContain('Votre compte a désormais l’adresse lea.martin@example.com.');
    await journey.page.getByRole('link', { name: 'Aller à mon compte' }).click();
    await journey.page.waitForURL(`${journey.app.url}/account`);
    await expect(journey.page.getByTestId('account-email').textContent()).resolves.toBe('lea.martin@example.com');
    // The link worked once: opened again, it says why it does nothing.
    await journey.page.goto(`${journey.app.url}${link.pathname}${link.search}`);
    await journey.page.getByText('Ce lien ne peut pas changer l’adresse de votre compte.').waitFor();

    await journey.page.goto(`${journey.app.url}/account`);
    await journey.page.getByRole('button', { name: 'Se déconnecter' }).click();
    await journey.page.waitForURL(`${journey.app.url}/auth/signin`);
    await signIn('lea.martin@example.com');
    await journey.page.waitForURL(`${journey.app.url}/account`);
  });

  it('signs out from the account page; protected pages then send to sign-in', async () => {
    await journey.page.goto(`${journey.app.url}/auth/signin`);
    await signIn('claire@example.com');
    await journey.page.waitForURL(`${journey.app.url}/dashboard`);
    await journey.page.goto(`${journey.app.url}/account`);
    await journey.page.getByRole('button', { name: 'Se déconnecter' }).click();
    await journey.page.waitForURL(`${journey.app.url}/auth/signin`);
    await journey.page.goto(`${journey.app.url}/dashboard`);
    await journey.page.waitForURL(`${journey.app.url}/auth/signin`);
  });

  it('refreshes the session by itself when the access token is about to expire', async () => {
    await journey.page.clock.install();
    await journey.page.goto(`${journey.app.url}/auth/signin`);
    await signIn('claire@example.com');
    await journey.page.waitForURL(`${journey.app.url}/dashboard`);
    const refreshCookie = async () => (await journey.page.context().cookies()).find((cookie) => cookie.name === 'paraphe_rt')?.value;
    const before = await refreshCookie();

    journey.app.clock.advance(16 * 60_000);
    await journey.page.clock.fastForward(16 * 60_000);
    await journey.page.goto(`${journey.app.url}/account`);
    await expect(journey.page.getByTestId('account-email').textContent()).resolves.toBe('claire@example.com');
    expect(journey.page.url()).toBe(`${journey.app.url}/account`);
    expect(await refreshCookie()).not.toBe(before);
    // The open sign-in is named by its browser and system (this headless Chromium on Linux), not its raw User-Agent.
    await expect(journey.page.getByTestId('session').first().textContent()).resolves.toMatch(/^Chrome \d+ sur Linux/);
  });

  it('stays signed in when its clock runs behind the server’s: the expired token is refreshed on the server’s word', async () => {
    await journey.page.goto(`${journey.app.url}/auth/signin`);
    await signIn('claire@example.com');
    await journey.page.waitForURL(`${journey.app.url}/dashboard`);
    // Sixteen minutes pass for the server only: the browser still believes its token fresh.
    journey.app.clock.advance(16 * 60_000);
    await journey.page.goto(`${journey.app.url}/account`);
    await expect(journey.page.getByTestId('account-email').textContent()).resolves.toBe('claire@example.com');
    expect(journey.page.url()).toBe(`${journey.app.url}/account`);
  });

  it('enrols a TOTP factor from the account page, then asks for a code at the next sign-in', async () => {
    await journey.page.goto(`${journey.app.url}/auth/signin`);
    await signIn('claire@example.com');
    await journey.page.waitForURL(`${journey.app.url}/dashboard`);
    await journey.page.goto(`${journey.app.url}/account`);
    await journey.page.getByRole('button', { name: 'Ajouter une application d’authentification' }).click();
    await journey.page.getByRole('img', { name: 'QR code à scanner avec une application d’authentification' }).waitFor();
    const secret = (await journey.page.getByText('Ou saisissez cette clé à la main').textContent())!.split(': ').pop()!.trim();
    const code = () => generate({ secret, epoch: Math.floor(journey.app.clock.now().getTime() / 1000) });
    await journey.page.getByLabel('Code à 6 chiffres').fill(await code());
    await journey.page.getByRole('button', { name: 'Activer' }).click();
    await journey.page.getByText('Second facteur activé').waitFor();

    await journey.page.getByRole('button', { name: 'Se déconnecter' }).first().click();
    await journey.page.waitForURL(`${journey.app.url}/auth/signin`);
    await signIn('claire@example.com');
    await journey.page.getByRole('heading', { name: 'Vérification en deux étapes' }).waitFor();
    journey.app.clock.advance(30_000);
    await journey.page.getByLabel('Code à 6 chiffres').fill(await code());
    await journey.page.getByRole('button', { name: 'Vérifier' }).click();
    // Signed out from /account, the guard remembered it: the second sign-in returns there.
    await journey.page.waitForURL(`${journey.app.url}/account`);

    // Removing it asks first: signing in will ask for the password alone.
    await journey.page.getByTestId('mfa-remove').click();
    await journey.page.getByTestId('mfa-remove-dialog').getByText('La connexion ne demandera plus que votre mot de passe.', { exact: false }).waitFor();
    await journey.page.getByTestId('mfa-remove-dialog-confirm').click();
    await journey.page.getByText('Second facteur supprimé').waitFor();
    await journey.page.getByTestId('mfa-remove').waitFor({ state: 'detached' });
  });

  it('shows the simple-auth failure in French, and the signed-in state with its links', async () => {
    await journey.page.goto(`${journey.app.url}/simple-auth?error=OAUTH_FAILED`);
    await journey.page.getByText('Impossible de se connecter avec Google/Microsoft').waitFor();
    // A first sign-in with a provider makes an account: the page says it accepts the terms.
    await journey.page.getByText('En continuant avec un compte Google ou Microsoft, vous acceptez les conditions d’utilisation').waitFor();
    await journey.page.goto(`${journey.app.url}/auth/signin`);
    await signIn('claire@example.com');
    await journey.page.waitForURL(`${journey.app.url}/dashboard`);
    await journey.page.goto(`${journey.app.url}/simple-auth`);
    await journey.page.getByText('Connecté en tant que claire@example.com').waitFor();
    await journey.page.getByRole('link', { name: 'Mon compte' }).waitFor();
    await journey.page.getByRole('button', { name: 'Se déconnecter' }).click();
    await journey.page.getByRole('button', { name: 'Se connecter avec Google' }).waitFor();
  });

  it('sends an invalid reset link to sign-in with the product message', async () => {
    await journey.page.goto(`${journey.app.url}/auth/reset-password?access_token=nope&refresh_token=nope`);
    await journey.page.waitForURL(`${journey.app.url}/auth/signin`);
    await journey.page.getByText('Lien de réinitialisation invalide').waitFor();
  });
});

describe('protected header navigation', () => {
  beforeEach(async () => {
    await journey.page.goto(`${journey.app.url}/auth/signin`);
    await signIn('claire@example.com');
    await journey.page.waitForURL(`${journey.app.url}/dashboard`);
    await journey.page.goto(`${journey.app.url}/settings`);
  });

  it('lists the menu entries in order with the active one highlighted, and closes on the backdrop or a choice', async () => {
    await journey.page.getByTestId('menu-button').click();
    const menu = journey.page.getByTestId('menu');
    await menu.waitFor();
    await expect(menu.getByRole('link').allTextContents()).resolves.toEqual(['Dashboard', 'Documents', 'Envoyeurs', 'Cloud', 'Analytics', 'Paramètres']);
    await expect(menu.locator('a[aria-current="page"]').textContent()).resolves.toBe('Paramètres');
    await expect(menu.locator('[data-active]').textContent()).resolves.toBe('Paramètres');
    await journey.page.mouse.click(1200, 400);
    await menu.waitFor({ state: 'hidden' });

    await journey.page.getByTestId('menu-button').click();
    await journey.page.getByTestId('menu').getByRole('link', { name: 'Cloud' }).click();
    await journey.page.waitForURL(`${journey.app.url}/cloud`);
    await journey.page.getByTestId('menu').waitFor({ state: 'hidden' });

    // The team, outside the menu's list, is one choice away from the user menu.
    await journey.page.getByTestId('user-menu').click();
    await journey.page.getByTestId('user-menu-team').click();
    await journey.page.waitForURL(`${journey.app.url}/team`);
    await journey.page.getByRole('heading', { name: 'Équipe' }).first().waitFor();
  });

  it('opens the overlay from the brand: Escape, the backdrop and a link close it, and the page does not scroll meanwhile', async () => {
    const overlay = journey.page.getByTestId('navigation-overlay');
    const overflow = () => journey.page.evaluate(() => document.body.style.overflow);

    await journey.page.getByTestId('brand-button').click();
    await overlay.waitFor();
    await expect(overlay.getByRole('link').allTextContents()).resolves.toEqual([
      'Dashboard',
      'Documents',
      'Expéditeurs',
      'Analytics',
      'Cloud',
      'Équipe',
      'Mon Compte',
      'Paramètres',
    ]);
    await expect(overflow()).resolves.toBe('hidden');
    await journey.page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'hidden' });
    await expect(overflow()).resolves.toBe('');

    await journey.page.getByTestId('brand-button').click();
    await overlay.waitFor();
    await journey.page.mouse.click(5, 5);
    await overlay.waitFor({ state: 'hidden' });

    await journey.page.getByTestId('brand-button').click();
    await overlay.getByRole('link', { name: 'Mon Compte' }).click();
    await journey.page.waitForURL(`${journey.app.url}/account`);
    await overlay.waitFor({ state: 'hidden' });
    await expect(overflow()).resolves.toBe('');
  });
});
