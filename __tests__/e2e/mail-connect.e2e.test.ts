import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { startTestApp, type TestApp } from '../support/test-app';
import { createSignedInUser, type SignedInUser } from '../support/users';
import { startDovecot, type Dovecot } from '../server/mail/dovecot';
import { buildMail, CONTRACT_TEXT } from '../server/mail/mail-fixtures';
import { sealCredentials } from '../../server/mail/mail-credentials';
import { MAIL_GRANT_REVOKE_QUEUE } from '../../server/mail/remove-mailboxes';

let app: TestApp;
let dovecot: Dovecot;
let browser: Browser;

beforeAll(async () => {
  dovecot = await startDovecot();
  app = await startTestApp({ web: true, env: { ALLOW_PRIVATE_FETCH: 'true' } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await dovecot?.stop();
});

async function open(user: SignedInUser, path: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'fr-FR' });
  await context.addCookies([{ name: 'paraphe_at', value: user.accessToken, url: app.url, httpOnly: true }]);
  const page = await context.newPage();
  await page.goto(`${app.url}${path}`);
  return { context, page };
}

describe('/mail-connect', () => {
  it('validates the IMAP form, connects a real mailbox, lists its messages and documents, pauses it and disconnects it', async () => {
    const user = await createSignedInUser(app, { role: 'USER', locale: 'fr' });
    dovecot.deliver(
      await buildMail({
        from: 'Juridique Nordlys <legal@nordlys.example>',
        subject: 'Contrat de transport',
        messageId: '<transport@nordlys.example>',
        attachments: [{ filename: 'contrat-transport.txt', content: CONTRACT_TEXT }],
      }),
    );
    const { context, page } = await open(user, '/mail-connect');
    try {
      await page.getByTestId('imap-form').waitFor();
      await page.getByTestId('security-notice').waitFor();
      // The interval stated is the server's (MAIL_SYNC_INTERVAL_MS, 5 minutes by default).
      await expect(page.getByTestId('security-notice').textContent()).resolves.toContain('Paraphe relève la boîte toutes les 5 minutes');
      // Nothing filled: the required fields say so and nothing is sent.
      await page.getByTestId('imap-submit').click();
      await page.getByText('Ce champ est obligatoire').first().waitFor();
      expect(await page.getByText('Ce champ est obligatoire').count()).toBe(3);
      await page.getByTestId('imap-imapPort').fill('imap');
      await page.getByTestId('imap-submit').click();
      await page.getByText('Le port doit être un nombre entre 1 et 65535').waitFor();

      // A wrong password is refused by the server and nothing is saved.
      await page.getByTestId('imap-email').fill(dovecot.user);
      await page.getByTestId('imap-password').fill('not-the-password');
      await page.getByTestId('imap-imapHost').fill(dovecot.host);
      await page.getByTestId('imap-imapPort').fill(String(dovecot.port));
      await page.getByTestId('imap-imapSecure').click();
      await page.getByTestId('imap-submit').click();
      await page.getByTestId('toast-error').getByText('Impossible de connecter le compte IMAP').waitFor();
      expect(await app.db.prisma.mailAccount.count({ where: { userId: user.userId } })).toBe(0);

      await page.getByTestId('imap-password').fill(dovecot.password);
      await page.getByTestId('imap-submit').click();
      await page.getByText('Compte IMAP connecté avec succès').waitFor();
      const account = page.locator(`[data-testid="mail-account"][data-email="${dovecot.user}"]`);
      await account.waitFor();

      // The first sync runs from the job queue; the screen shows the message and the document it became.
      await app.services.jobs.runDueJobs();
      await page.reload();
      const message = page.getByTestId('mail-message');
      await message.waitFor();
      await expect(message.textContent()).resolves.toContain('Contrat de transport');
      await expect(message.textContent()).resolves.toContain('contrat-transport');

      await account.getByTestId('mail-account-test').click();
      await page.getByText('Connexion réussie').waitFor();

      await account.getByTestId('mail-account-switch').click();
      await page.getByText('Compte mis en pause avec succès').waitFor();
      await account.getByText('Inactif').waitFor();
      expect((await app.db.prisma.mailAccount.findFirstOrThrow({ where: { userId: user.userId } })).status).toBe('PAUSED');
      await account.getByTestId('mail-account-switch').click();
      await page.getByText('Compte activé avec succès').waitFor();

      await account.getByTestId('mail-account-disconnect').click();
      await page.getByTestId('disconnect-dialog').getByText(`Paraphe cessera de relever ${dovecot.user} et effacera ses identifiants.`).waitFor();
      await page.getByTestId('disconnect-dialog-confirm').click();
      await page.getByText('Compte déconnecté avec succès').waitFor();
      await page.getByText("Aucune boîte mail connectée pour l'instant.").waitFor();
      expect(await app.db.prisma.mailAccount.count({ where: { userId: user.userId } })).toBe(0);
      // The document the mailbox brought in stays.
      expect(await app.db.prisma.document.count({ where: { organizationId: user.organizationId, source: 'MAIL' } })).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('says what disconnecting does at the provider: Google’s access is withdrawn, Microsoft’s stays until the user removes it', async () => {
    const user = await createSignedInUser(app, { role: 'USER', locale: 'fr' });
    const now = app.clock.now();
    const credentials = sealCredentials({ kind: 'oauth', accessToken: 'a', refreshToken: 'r', expiresAt: null, scope: null }, app.config.ENCRYPTION_KEY);
    for (const [provider, email] of [
      ['MICROSOFT', 'compta@outlook.example'],
      ['GMAIL', 'compta@gmail.example'],
    ] as const) {
      await app.db.prisma.mailAccount.create({
        data: { organizationId: user.organizationId, userId: user.userId, email, provider, status: 'ACTIVE', credentials, createdAt: now, updatedAt: now },
      });
    }
    const { context, page } = await open(user, '/mail-connect');
    try {
      const row = (email: string) => page.locator(`[data-testid="mail-account"][data-email="${email}"]`);
      await row('compta@outlook.example').getByTestId('mail-account-disconnect').click();
      await page
        .getByTestId('disconnect-dialog')
        .getByText(/Microsoft garde l’autorisation donnée .*myapps\.microsoft\.com/)
        .waitFor();
      await page.getByTestId('disconnect-dialog').getByRole('button', { name: 'Annuler' }).click();
      await page.getByTestId('disconnect-dialog').waitFor({ state: 'hidden' });

      await row('compta@gmail.example').getByTestId('mail-account-disconnect').click();
      await page
        .getByTestId('disconnect-dialog')
        .getByText('Paraphe cessera de relever compta@gmail.example, effacera son accès et le retirera chez Google.', { exact: false })
        .waitFor();
      await page.getByTestId('disconnect-dialog-confirm').click();
      await page.getByText('Compte déconnecté avec succès').waitFor();
      await row('compta@gmail.example').waitFor({ state: 'detached' });
      expect((await app.db.prisma.mailAccount.findMany({ where: { userId: user.userId } })).map((account) => account.provider)).toEqual(['MICROSOFT']);
      expect(await app.db.prisma.job.count({ where: { queue: MAIL_GRANT_REVOKE_QUEUE } })).toBe(1);
    } finally {
      await context.close();
    }
  });
});
