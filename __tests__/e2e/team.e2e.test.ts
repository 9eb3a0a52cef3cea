import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Browser, Page } from 'playwright-core';
import { MailCatcher } from '../server/auth/mail-catcher';
import { pdfFile, upload } from '../server/documents/fixtures';
import { launchBrowser } from '../support/browser';
import { startTestApp, type TestApp } from '../support/test-app';
import { createSignedInUser, type SignedInUser } from '../support/users';

let app: TestApp;
let browser: Browser;
let mail: MailCatcher;
let admin: SignedInUser;
const pageErrors: string[] = [];

beforeAll(async () => {
  mail = new MailCatcher();
  app = await startTestApp({ web: true, env: { SMTP_URL: await mail.start() } });
  browser = await launchBrowser();
  admin = await createSignedInUser(app, { role: 'ADMIN', locale: 'fr' });
  await app.db.prisma.organization.update({ where: { id: admin.organizationId }, data: { name: 'Cabinet Durand', plan: 'TEAM', seats: 5 } });
  await app.db.prisma.user.update({ where: { id: admin.userId }, data: { fullName: 'Claire Durand' } });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await mail?.stop();
  expect(pageErrors).toEqual([]);
});

async function pageOf(accessToken?: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });
  if (accessToken) await context.addCookies([{ name: 'paraphe_at', value: accessToken, url: app.url, httpOnly: true }]);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return page;
}

describe('a team grows in the browser', () => {
  it('an administrator invites a colleague, who joins from the email, signs as requested, and as a Utilisateur is refused a manager action', async () => {
    const colleague = `marc.petit.${Date.now()}@example.test`;
    const adminPage = await pageOf(admin.accessToken);
    await adminPage.goto(`${app.url}/team`);
    // An entry that is no address is named before anything is sent; the same address twice is one person.
    const addresses = adminPage.getByRole('textbox', { name: 'Adresses e-mail' });
    await addresses.fill(`${colleague}, marc-petit, ${colleague.toUpperCase()}`);
    await expect(adminPage.getByTestId('team-invite-invalid').textContent()).resolves.toBe('Ce n’est pas une adresse e-mail : marc-petit');
    await expect(adminPage.getByRole('button', { name: 'Inviter 1 personne' }).isDisabled()).resolves.toBe(true);
    await addresses.fill(`${colleague}; ${colleague.toUpperCase()}`);
    await expect(adminPage.getByTestId('team-invite-invalid').count()).resolves.toBe(0);
    await adminPage.getByRole('button', { name: 'Inviter 1 personne' }).click();
    await adminPage.getByText('Invitations envoyées.').waitFor();
    await adminPage.getByTestId('team-invitation-row').getByText(colleague).waitFor();

    const invitation = await mail.next(colleague);
    expect(invitation.subject).toBe('Invitation à rejoindre Cabinet Durand sur Paraphe');
    const link = invitation.links.find((candidate) => candidate.includes('/invitation?token='))!;
    expect(link.startsWith(`${app.config.PUBLIC_URL}/invitation?token=`)).toBe(true);

    const marcPage = await pageOf();
    // PUBLIC_URL is the address the product announces; this test server listens on another port.
    await marcPage.goto(link.replace(app.config.PUBLIC_URL, app.url));
    await marcPage.getByRole('heading', { name: 'Rejoindre Cabinet Durand' }).waitFor();
    // As at sign-up, each rule says what is missing instead of a button that stays grey.
    await marcPage.getByLabel('Mot de passe', { exact: true }).fill('court');
    await marcPage.getByRole('button', { name: 'Créer mon compte et rejoindre' }).click();
    await marcPage.getByText('Le nom complet est requis').waitFor();
    await marcPage.getByText('Le mot de passe doit contenir au moins 8 caractères').waitFor();
    await expect(marcPage.getByTestId('password-strength').textContent()).resolves.toContain('Faible');
    await marcPage.getByText('Vous devez accepter les conditions').waitFor();
    await marcPage.getByRole('textbox', { name: 'Nom complet' }).fill('Marc Petit');
    await marcPage.getByLabel('Mot de passe', { exact: true }).fill('Tournesol-Cadran-42');
    await marcPage.getByLabel('Confirmer le mot de passe').fill('Tournesol-Cadran-42');
    await marcPage.locator('label:has(input[name="acceptTerms"])').click({ position: { x: 8, y: 8 } });
    await marcPage.getByRole('button', { name: 'Créer mon compte et rejoindre' }).click();
    await marcPage.waitForURL(`${app.url}/dashboard`);
    // His acceptance is on record: no request to accept the terms.
    await marcPage.getByRole('heading', { level: 1 }).waitFor();
    await expect(marcPage.getByTestId('terms-banner').count()).resolves.toBe(0);

    // The administrator sees the new member; the invitation is gone.
    await adminPage.reload();
    await adminPage.getByTestId('team-members').getByText('Marc Petit').waitFor();
    await adminPage.getByText('Aucune invitation en attente.').waitFor();

    // Claire asks Marc to sign; Marc signs in his own browser.
    const marc = await app.db.prisma.user.findUniqueOrThrow({ where: { email: colleague } });
    const document = (await upload(admin.client, 'contrat-prestation', await pdfFile('contrat-prestation.pdf'))).document;
    const requested = await admin.client.graphql(`mutation($input: RequestSignaturesInput!) { requestSignatures(input: $input) { __typename } }`, {
      input: { id: document.id, signerIds: [encodeGlobalID('User', marc.id)], mode: 'SEQUENTIAL' },
    });
    expect(requested.data?.requestSignatures.__typename).toBe('MutationRequestSignaturesSuccess');
    await marcPage.goto(`${app.url}/documents/${encodeURIComponent(document.id)}`);
    await marcPage.getByTestId('request-sign').click();
    await marcPage.getByTestId('sign-confirm').click();
    await marcPage.locator('[data-testid="signature-request-status"][data-status="COMPLETED"]').waitFor();

    // As a Utilisateur, Marc has no invitation form, and the server refuses him the action.
    await marcPage.goto(`${app.url}/team`);
    await marcPage.getByTestId('team-members').getByText('Claire Durand').waitFor();
    await expect(marcPage.getByTestId('team-invite').count()).resolves.toBe(0);
    const refused = await marcPage.request.post(`${app.url}/graphql`, {
      headers: { 'content-type': 'application/json', 'x-paraphe-csrf': '1' },
      data: { query: `mutation { inviteMembers(input: { emails: ["x@example.test"], role: USER }) { __typename ... on Error { code } } }` },
    });
    expect((await refused.json()).data.inviteMembers).toMatchObject({ code: 'FORBIDDEN' });

    // Claire asks Marc to sign another document, then removes him: a dialog says what follows, Cancel keeps him.
    const amendment = (await upload(admin.client, 'avenant', await pdfFile('avenant.pdf'))).document;
    await admin.client.graphql(`mutation($input: RequestSignaturesInput!) { requestSignatures(input: $input) { __typename } }`, {
      input: { id: amendment.id, signerIds: [encodeGlobalID('User', marc.id)], mode: 'SEQUENTIAL' },
    });
    await adminPage.goto(`${app.url}/team`);
    const marcRow = adminPage.getByTestId('team-member-row').filter({ hasText: 'Marc Petit' });
    await marcRow.getByRole('button', { name: 'Retirer' }).click();
    const dialog = adminPage.getByTestId('remove-member-dialog');
    await dialog.getByText('Retirer Marc Petit de l’organisation ?').waitFor();
    await dialog.getByText('les demandes de signatures qui l’attendent sont retirées', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await app.db.prisma.user.findUniqueOrThrow({ where: { id: marc.id } })).removedAt).toBeNull();
    const mark = mail.mails.length;
    await marcRow.getByRole('button', { name: 'Retirer' }).click();
    await adminPage.getByTestId('remove-member-dialog-confirm').click();
    await adminPage.getByText('Membre retiré.').waitFor();
    await marcRow.waitFor({ state: 'detached' });
    expect((await app.db.prisma.user.findUniqueOrThrow({ where: { id: marc.id } })).removedAt).not.toBeNull();
    // The request that waited on him is withdrawn, and Claire, who made it, is told.
    const withdrawn = await app.db.prisma.signatureRequest.findFirstOrThrow({
      where: { document: { title: 'avenant' }, organizationId: admin.organizationId },
    });
    expect(withdrawn.status).toBe('CANCELLED');
    expect((await mail.next(admin.email, mark)).subject).toBe('Demande de signature retirée : avenant');
    // Marc's open page is signed out at its next request.
    await marcPage.goto(`${app.url}/documents`);
    await marcPage.waitForURL(/\/auth\/signin/);
  });
});
