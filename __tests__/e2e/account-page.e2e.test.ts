import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { OAuth2Server } from 'oauth2-mock-server';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { freePort, startTestApp, type TestApp } from '../support/test-app';
import { createVerifiedUser } from '../server/auth/accounts';
import { STRONG_PASSWORD } from '../server/auth/operations';
import { sealCredentials } from '../../server/mail/mail-credentials';

let google: OAuth2Server;
let app: TestApp;
let browser: Browser;
let userinfo: Record<string, unknown>;
const pageErrors: string[] = [];

beforeAll(async () => {
  google = new OAuth2Server();
  await google.issuer.keys.generate('RS256');
  await google.start(0, '127.0.0.1');
  google.service.on('beforeUserinfo', (response: { body: Record<string, unknown> }) => {
    response.body = userinfo;
  });
  // The provider sends the browser back to PUBLIC_URL: the app's own address, known before it starts.
  const port = await freePort();
  app = await startTestApp({
    web: true,
    port,
    env: {
      PUBLIC_URL: `http://localhost:${port}`,
      GOOGLE_CLIENT_ID: 'paraphe-google',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_AUTHORIZATION_URL: `${google.issuer.url}/authorize`,
      GOOGLE_TOKEN_URL: `${google.issuer.url}/token`,
      GOOGLE_USERINFO_URL: `${google.issuer.url}/userinfo`,
    },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await google?.stop();
  expect(pageErrors).toEqual([]);
});

/** Signs in with the password on the French sign-in page; the account's own language (English) takes over. */
async function signedInPage(email: string): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(`${app.url}/auth/signin`);
  await page.getByLabel('E-mail').fill(email);
  await page.locator('input[name="password"]').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await page.waitForURL(`${app.url}/dashboard`);
  return page;
}

describe('the account page’s sign-in accounts', () => {
  it('links a Google account of another address, says so once, then unlinks it', async () => {
    await createVerifiedUser(app, 'lea@cabinet.example');
    const page = await signedInPage('lea@cabinet.example');
    await page.goto(`${app.url}/account`);
    const row = page.getByTestId('connection-google');
    userinfo = { sub: 'google-lea', email: 'lea.perso@gmail.example', email_verified: true, name: 'Léa' };
    await row.getByRole('button', { name: 'Connect' }).click();

    // Through the provider and back, still signed in as herself.
    await page.getByText('Google account linked: you can now sign in with it.').waitFor();
    await page.waitForURL(`${app.url}/account`);
    await row.getByText('lea.perso@gmail.example').waitFor();
    await expect(row.getByText('Connected').isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('account-email').textContent()).resolves.toBe('lea@cabinet.example');
    // Said once: the address no longer carries it, so a reload says nothing.
    await page.reload();
    await row.getByText('lea.perso@gmail.example').waitFor();
    await expect(page.getByText('Google account linked: you can now sign in with it.').count()).resolves.toBe(0);

    await row.getByRole('button', { name: 'Unlink' }).click();
    await page.getByText('Google account unlinked: it no longer signs you in.').waitFor();
    await row.getByRole('button', { name: 'Connect' }).waitFor();
    await expect(row.getByText('lea.perso@gmail.example').count()).resolves.toBe(0);
    await page.context().close();
  });

  it('says why a Google account that belongs to another member cannot be linked', async () => {
    await createVerifiedUser(app, 'marc@cabinet.example');
    userinfo = { sub: 'google-taken', email: 'taken@gmail.example', email_verified: true };
    const owner = await signedInPage('marc@cabinet.example');
    await owner.goto(`${app.url}/account`);
    await owner.getByTestId('connection-google').getByRole('button', { name: 'Connect' }).click();
    await owner.getByText('Google account linked: you can now sign in with it.').waitFor();
    await owner.context().close();

    await createVerifiedUser(app, 'nina@cabinet.example');
    const page = await signedInPage('nina@cabinet.example');
    await page.goto(`${app.url}/account`);
    await page.getByTestId('connection-google').getByRole('button', { name: 'Connect' }).click();
    await page.getByText('This Google account is already linked to another Paraphe account.').waitFor();
    await page.waitForURL(`${app.url}/account`);
    await page.getByTestId('connection-google').getByRole('button', { name: 'Connect' }).waitFor();
    await page.context().close();
  });
});

describe('an organization that forbids a provider', () => {
  it('says so on the button instead of sending the member through the provider for nothing', async () => {
    const olga = await createVerifiedUser(app, 'olga@cabinet.example');
    await app.db.prisma.organization.update({ where: { id: olga.organizationId }, data: { signInMethods: ['PASSWORD'] } });
    const page = await signedInPage('olga@cabinet.example');
    await page.goto(`${app.url}/account`);
    const button = page.getByTestId('connection-google').getByRole('button', { name: 'Connect (not allowed by your organization)' });
    await expect(button.isDisabled()).resolves.toBe(true);
    await page.context().close();
  });
});

describe('the account page’s mailboxes', () => {
  it('asks before disconnecting a Gmail mailbox, saying Google’s access is withdrawn', async () => {
    const member = await createVerifiedUser(app, 'boite@cabinet.example');
    const now = app.clock.now();
    const credentials = sealCredentials({ kind: 'oauth', accessToken: 'a', refreshToken: 'r', expiresAt: null, scope: null }, app.config.ENCRYPTION_KEY);
    await app.db.prisma.mailAccount.create({
      data: {
        organizationId: member.organizationId,
        userId: member.id,
        email: 'boite@gmail.example',
        provider: 'GMAIL',
        status: 'ACTIVE',
        credentials,
        createdAt: now,
        updatedAt: now,
      },
    });
    const page = await signedInPage('boite@cabinet.example');
    await page.goto(`${app.url}/account`);
    const row = page.getByTestId('mailbox-gmail');
    await row.getByText('boite@gmail.example').waitFor();
    await row.getByTestId('mailbox-disconnect').click();
    const dialog = page.getByTestId('disconnect-dialog');
    await dialog.getByText('Paraphe will stop checking boite@gmail.example, erase its access and withdraw it at Google.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await app.db.prisma.mailAccount.count({ where: { userId: member.id } })).toBe(1);
    await row.getByTestId('mailbox-disconnect').click();
    await page.getByTestId('disconnect-dialog-confirm').click();
    await row.getByText('Not connected').waitFor();
    expect(await app.db.prisma.mailAccount.count({ where: { userId: member.id } })).toBe(0);
    await page.context().close();
  });
});

describe('leaving the organization', () => {
  it('asks the password again, then signs the member out for good', async () => {
    const founder = await createVerifiedUser(app, 'founder@cabinet.example');
    await app.db.prisma.organization.update({ where: { id: founder.organizationId }, data: { name: 'Cabinet Durand' } });
    const leaver = await createVerifiedUser(app, 'stagiaire@cabinet.example');
    await app.db.prisma.user.update({ where: { id: leaver.id }, data: { organizationId: founder.organizationId, role: 'USER' } });
    const page = await signedInPage('stagiaire@cabinet.example');
    await page.goto(`${app.url}/account`);
    await page.getByRole('button', { name: 'Leave Cabinet Durand…' }).click();
    const form = page.getByTestId('leave-organization-form');
    await expect(form.getByRole('button', { name: 'Leave for good' }).isDisabled()).resolves.toBe(true);
    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByRole('button', { name: 'Leave for good' }).click();
    await form.getByText('The current password is wrong.').waitFor();

    await form.getByLabel('Current password').fill(STRONG_PASSWORD);
    await form.getByRole('button', { name: 'Leave for good' }).click();
    await page.getByText('You left Cabinet Durand.').waitFor();
    await page.waitForURL(`${app.url}/auth/signin`);
    // Gone for good: a protected page sends back to sign-in, and the password no longer opens the account.
    await page.goto(`${app.url}/dashboard`);
    await page.waitForURL(`${app.url}/auth/signin`);
    await expect(app.db.prisma.user.findUniqueOrThrow({ where: { id: leaver.id }, select: { removedAt: true } })).resolves.toEqual({
      removedAt: expect.any(Date),
    });
    await page.context().close();
  });
});

describe('closing the organization', () => {
  it('asks the name typed again and the password, then deletes it and signs the administrator out', async () => {
    const founder = await createVerifiedUser(app, 'fondatrice@atelier.example');
    await app.db.prisma.organization.update({ where: { id: founder.organizationId }, data: { name: 'Atelier Ouest' } });
    const page = await signedInPage('fondatrice@atelier.example');
    // Its only administrator cannot leave it, and is told what to do instead.
    await page.goto(`${app.url}/account`);
    await page.getByRole('button', { name: 'Leave Atelier Ouest…' }).click();
    await page.getByTestId('leave-organization-form').getByLabel('Current password').fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Leave for good' }).click();
    await page.getByText('You are its only administrator: make another member an administrator first, or close the organization in Settings.').waitFor();
    await page.goto(`${app.url}/settings?tab=organization`);
    // Its data first: the export downloads as one ZIP.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-organization-download').click()]);
    expect(download.suggestedFilename()).toMatch(/^paraphe-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const exported = await JSZip.loadAsync(await readFile((await download.path())!));
    expect(Object.keys(exported.files)).toEqual(expect.arrayContaining(['documents.csv', 'audit-log.csv']));
    await page.getByRole('button', { name: 'Close Atelier Ouest…' }).click();
    const form = page.getByTestId('close-organization-form');
    const submit = form.getByRole('button', { name: 'Close for good' });
    await form.getByLabel('Type Atelier Ouest to confirm').fill('Atelier');
    await form.getByLabel('Current password').fill(STRONG_PASSWORD);
    await expect(submit.isDisabled()).resolves.toBe(true);
    await form.getByLabel('Type Atelier Ouest to confirm').fill('Atelier Ouest');
    await submit.click();
    await page.getByText('Atelier Ouest is closed.').waitFor();
    await page.waitForURL(`${app.url}/auth/signin`);
    await expect(app.db.prisma.organization.count({ where: { id: founder.organizationId } })).resolves.toBe(0);
    // Nothing is left to sign in to.
    await page.getByRole('textbox', { name: /^(E-mail|Email)$/ }).fill('fondatrice@atelier.example');
    await page.locator('input[name="password"]').fill(STRONG_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await page
      .getByText(/^(Identifiants invalides|Invalid login credentials)$/)
      .first()
      .waitFor();
    await page.context().close();
  });
});
