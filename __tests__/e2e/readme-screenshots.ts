// `npm run screenshots`: README's pictures of the main screens, taken in the production web build in
// Chromium from an organization seeded through the app's own doors (uploads analysed by the engine,
// decisions by its members). Not part of `npm run test:e2e` (its name is no `*.e2e.test.ts`): each
// screen still waits for its content, so a screen that no longer shows it fails the run.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { createDefaultAutomations } from '../../server/automations/create-default-automations';
import { decide, textFile, UPLOAD } from '../server/documents/fixtures';
import { launchBrowser } from '../support/browser';
import { startTestApp, type TestApp } from '../support/test-app';
import { createSignedInUser, type SignedInUser } from '../support/users';

const FOLDER = process.env.README_SCREENSHOTS ?? join(import.meta.dirname, '../../docs/screenshots');
const DAY = 24 * 3600 * 1000;

const CLAUSES = {
  termination: 'Le Fournisseur peut résilier le présent contrat à tout moment et sans préavis, sans indemnité pour le Client.',
  liability: 'La responsabilité du Client est illimitée pour tous les dommages directs et indirects.',
  penalties: 'Tout retard de livraison imputable au Client entraîne des pénalités de 10 % par jour de retard.',
  renewal: 'Le contrat est reconduit tacitement pour des périodes successives de douze mois, sauf dénonciation six mois avant son terme.',
  prices: 'Le Fournisseur peut modifier unilatéralement ses prix moyennant un préavis de soixante jours.',
  lateInterest: 'Tout retard de paiement entraîne des intérêts de retard au taux de 15 % l’an.',
  jurisdiction: 'Tout litige relève de la compétence exclusive des tribunaux de Luxembourg.',
  payment: 'Les factures sont payables à trente jours, par virement.',
  confidentiality: 'Chaque partie garde confidentielles les informations reçues de l’autre pendant trois ans.',
  invoice: 'Montant hors taxes : 1 250,00 €. TVA 20 % : 250,00 €. Total : 1 500,00 €. Merci de votre confiance.',
};

const SENDERS = [
  { email: 'contrats@atelier-moreau.fr', name: 'Atelier Moreau' },
  { email: 'compta@nordlys.example', name: 'Nordlys Logistics' },
  { email: 'entreprises@banque-riviere.fr', name: 'Banque Rivière' },
  { email: 'cabinet@vasseur-avocats.fr', name: 'Cabinet Vasseur' },
  { email: 'devis@imprimerie-port.fr', name: 'Imprimerie du Port' },
];

type Decision = 'approveDocument' | 'refuseDocument' | 'requestDocumentCorrection';
/** Title, sender (index in SENDERS), clauses, age in days, and the decision taken (after how many hours). */
const DOCUMENTS: { title: string; sender: number; clauses: (keyof typeof CLAUSES)[]; days: number; decision?: [Decision, number] }[] = [
  { title: 'Contrat de maintenance 2027', sender: 0, clauses: ['termination', 'liability', 'penalties', 'renewal', 'prices'], days: 0 },
  { title: 'Conditions de transport', sender: 1, clauses: ['renewal', 'lateInterest', 'jurisdiction'], days: 3 },
  { title: 'Facture 2026-114', sender: 1, clauses: ['invoice'], days: 4, decision: ['approveDocument', 2] },
  { title: 'Convention de compte professionnel', sender: 2, clauses: ['prices', 'lateInterest', 'payment'], days: 6 },
  { title: 'Accord de confidentialité', sender: 3, clauses: ['confidentiality', 'payment'], days: 8, decision: ['approveDocument', 5] },
  { title: 'Devis annuel d’impression', sender: 4, clauses: ['invoice', 'payment'], days: 9, decision: ['approveDocument', 3] },
  { title: 'Bon de commande 2026-36', sender: 0, clauses: ['penalties', 'liability', 'payment'], days: 12, decision: ['requestDocumentCorrection', 20] },
  {
    title: 'Conditions générales de vente',
    sender: 0,
    clauses: ['termination', 'liability', 'jurisdiction', 'prices'],
    days: 15,
    decision: ['refuseDocument', 26],
  },
  { title: 'Avenant n° 3 au contrat de transport', sender: 1, clauses: ['renewal', 'payment'], days: 18 },
  { title: 'Lettre de mission', sender: 3, clauses: ['confidentiality', 'lateInterest'], days: 21, decision: ['approveDocument', 30] },
  { title: 'Facture 2026-098', sender: 4, clauses: ['invoice'], days: 24, decision: ['approveDocument', 1] },
  { title: 'Garantie bancaire', sender: 2, clauses: ['liability', 'jurisdiction'], days: 27, decision: ['refuseDocument', 48] },
  { title: 'Contrat cadre de transport 2026', sender: 1, clauses: ['renewal', 'lateInterest', 'payment'], days: 38, decision: ['approveDocument', 50] },
  { title: 'Facture 2026-071', sender: 4, clauses: ['invoice'], days: 44, decision: ['approveDocument', 4] },
  { title: 'Devis d’aménagement', sender: 0, clauses: ['penalties', 'termination', 'payment'], days: 52, decision: ['refuseDocument', 70] },
];

/** A one-page text PDF, as a supplier would send it. */
async function contractPdf(title: string, clauses: string[]): Promise<File> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595, 842]);
  page.drawText(title, { x: 60, y: 770, size: 18, font: bold });
  let y = 720;
  clauses.forEach((clause, index) => {
    page.drawText(`Article ${index + 1}`, { x: 60, y, size: 11, font: bold });
    y -= 18;
    for (const line of wrap(clause, font, 10, 475)) {
      page.drawText(line, { x: 60, y, size: 10, font });
      y -= 14;
    }
    y -= 14;
  });
  return new File([Buffer.from(await pdf.save())], `${title}.pdf`, { type: 'application/pdf' });
}

function wrap(text: string, font: { widthOfTextAtSize(text: string, size: number): number }, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  return [...lines, line];
}

let app: TestApp;
let browser: Browser;
let admin: SignedInUser;
const documentIds = new Map<string, string>();

beforeAll(async () => {
  mkdirSync(FOLDER, { recursive: true });
  app = await startTestApp({ web: true });
  browser = await launchBrowser();
  const { prisma } = app.services.db;
  const now = app.clock.now().getTime();
  admin = await createSignedInUser(app, { role: 'ADMIN', locale: 'fr' });
  const organizationId = admin.organizationId;
  await prisma.organization.update({
    where: { id: organizationId },
    data: { name: 'Durand & Associés', createdAt: new Date(now - 120 * DAY), plan: 'TEAM', seats: 5, billingCycle: 'ANNUAL', trialEndsAt: null },
  });
  // What signing up gives an organization, which the seeded one skips.
  await createDefaultAutomations(prisma, organizationId);
  const legal = await prisma.team.create({ data: { organizationId, name: 'Juridique' } });
  const purchasing = await prisma.team.create({ data: { organizationId, name: 'Achats' } });
  const reviewers: SignedInUser[] = [];
  const members = [
    ['Camille Laurent', 'ADMIN', legal],
    ['Julien Mercier', 'MANAGER', legal],
    ['Sophie Bernard', 'USER', purchasing],
    ['Thomas Petit', 'USER', purchasing],
  ] as const;
  for (const [index, [fullName, role, team]] of members.entries()) {
    const member = index === 0 ? admin : await createSignedInUser(app, { role, organizationId, locale: 'fr' });
    const email = `${fullName.toLowerCase().replace(' ', '.')}@durand-associes.fr`;
    await prisma.user.update({ where: { id: member.userId }, data: { fullName, email, teamId: team.id } });
    // Each signed in with a password some hours ago (the admin's open sessions, the team's last activity).
    await prisma.session.create({
      data: {
        userId: member.userId,
        method: 'PASSWORD',
        userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
        ip: `192.0.2.${10 + index}`,
        createdAt: new Date(now - (index * 5 + 3) * 3600 * 1000),
        lastUsedAt: new Date(now - (index * 5 + 1) * 3600 * 1000),
        expiresAt: new Date(now + 12 * 3600 * 1000),
      },
    });
    reviewers.push(member);
  }
  for (const [index, document] of DOCUMENTS.entries()) {
    const sender = SENDERS[document.sender];
    const clauses = document.clauses.map((clause) => CLAUSES[clause]);
    const file =
      index % 2 === 0 ? await contractPdf(document.title, clauses) : textFile(`${document.title}\n\n${clauses.join('\n\n')}`, `${document.title}.txt`);
    const answer = await reviewers[index % 2].client.upload(
      UPLOAD,
      { input: { title: document.title, file: null, senderEmail: sender.email, senderName: sender.name } },
      { 'input.file': file },
    );
    const filed = answer.data?.uploadDocument;
    if (filed?.__typename !== 'MutationUploadDocumentSuccess') throw new Error(`${document.title}: ${JSON.stringify(answer)}`);
    documentIds.set(document.title, filed.document.id);
    if (document.decision) {
      const decided = await reviewers[1 + (index % 3)].client.graphql(decide(document.decision[0]), { id: filed.document.id });
      if (decided.errors) throw new Error(JSON.stringify(decided.errors));
    }
    // Received over the last weeks, each decision taken some hours after its arrival. The audit log is
    // append-only and keeps today's dates: the document page shown is that of a document received today.
    const receivedAt = new Date(now - document.days * DAY);
    const decidedAt = document.decision ? new Date(receivedAt.getTime() + document.decision[1] * 3600 * 1000) : undefined;
    const { id } = await prisma.document.findFirstOrThrow({ where: { organizationId, title: document.title }, select: { id: true } });
    await prisma.document.update({ where: { id }, data: { receivedAt, createdAt: receivedAt, decidedAt, analyzedAt: receivedAt } });
  }
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const contexts = new Map<SignedInUser | null, Promise<BrowserContext>>();

/**
 * Opens `path` for the admin (or a visitor), waits for `ready`, and saves the page as `name`.png: the whole
 * page, the window alone when `ready` returns 'window', or the part of the page it returns.
 */
async function shoot(user: SignedInUser | null, path: string, name: string, ready: (page: Page) => Promise<unknown>) {
  if (!contexts.has(user))
    contexts.set(
      user,
      browser.newContext({ locale: 'fr-FR', viewport: { width: 1400, height: 900 } }).then(async (context) => {
        if (user) await context.addCookies([{ name: 'paraphe_at', value: user.accessToken, url: app.url, httpOnly: true }]);
        return context;
      }),
    );
  const page = await (await contexts.get(user)!).newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(`${app.url}${path}`);
    const part = await ready(page);
    await page.waitForLoadState('networkidle');
    // Charts and badges settle (Victory's entrance, fonts).
    await page.waitForTimeout(600);
    const picture = isLocator(part)
      ? await part.screenshot({ animations: 'disabled' })
      : await page.screenshot({ fullPage: part !== 'window', animations: 'disabled' });
    // A palette PNG: the screens' few flat colours keep their look at a third of the bytes.
    await sharp(picture)
      .png({ palette: true, compressionLevel: 9 })
      .toFile(join(FOLDER, `${name}.png`));
    expect(errors).toEqual([]);
  } finally {
    await page.close();
  }
}

const isLocator = (value: unknown): value is Locator => typeof value === 'object' && value !== null && 'screenshot' in value;

describe('README screenshots', () => {
  it('public pages', async () => {
    await shoot(null, '/', 'landing', (page) => page.getByRole('heading', { level: 1 }).waitFor());
    await shoot(null, '/auth/signup', 'signup', (page) => page.getByRole('button', { name: 'Créer mon compte' }).waitFor());
    await shoot(null, '/pricing', 'pricing', (page) => page.getByRole('heading', { level: 1, name: 'Des offres simples, par utilisateur' }).waitFor());
    await shoot(null, '/api', 'api', (page) => page.getByRole('heading', { level: 1, name: 'API Paraphe' }).waitFor());
    await shoot(null, '/status', 'status', (page) => page.getByRole('heading', { level: 1 }).waitFor());
    await shoot(null, '/contact', 'contact', (page) => page.getByRole('heading', { level: 1 }).waitFor());
    await shoot(null, '/verify', 'verify', (page) => page.getByRole('heading', { name: 'Vérifier un document signé' }).waitFor());
  });

  it('the dashboard, documents and senders', async () => {
    await shoot(admin, '/dashboard', 'dashboard', (page) => page.getByTestId('priority-document').first().waitFor());
    await shoot(admin, '/documents', 'documents', async (page) => {
      await page
        .getByTestId('document-row')
        .nth(DOCUMENTS.length - 1)
        .waitFor();
    });
    const maintenance = documentIds.get('Contrat de maintenance 2027')!;
    await shoot(admin, `/documents?document=${encodeURIComponent(maintenance)}`, 'document-review', (page) =>
      page.getByTestId('document-panel').getByTestId('action-approve').waitFor(),
    );
    await shoot(admin, `/documents/${encodeURIComponent(maintenance)}`, 'document-page', async (page) => {
      const marks = page.getByTestId('pdf-viewer').locator('mark[data-finding]');
      await marks.first().waitFor();
      // The whole page in the window before the picture: taking it otherwise drops the scroll bar, so the
      // viewer, a little wider, draws its page again and the picture catches it without its marks.
      await page.setViewportSize({ width: 1400, height: await page.evaluate(() => document.documentElement.scrollHeight) });
      await page.waitForTimeout(300);
      await marks.first().waitFor();
    });
    await shoot(admin, `/documents?document=${encodeURIComponent(maintenance)}`, 'document-pdf', async (page) => {
      const viewer = page.getByTestId('document-panel').getByTestId('pdf-viewer');
      await viewer.locator('mark[data-finding]').first().waitFor();
      return viewer;
    });
    await shoot(admin, '/dashboard', 'notifications', async (page) => {
      await page.getByTestId('notification-bell').click();
      const list = page.getByTestId('notification-list');
      await list.waitFor();
      // The open list over the screen, as the member sees it.
      return 'window';
    });
    await shoot(admin, '/senders', 'senders', (page) =>
      page
        .getByTestId('sender-card')
        .nth(SENDERS.length - 1)
        .waitFor(),
    );
    await shoot(admin, '/analytics', 'analytics', (page) => page.getByTestId('analytics-filters').waitFor());
    await shoot(admin, '/enhanced-documents', 'enhanced-documents', (page) =>
      page
        .getByTestId('enhanced-row')
        .nth(DOCUMENTS.length - 1)
        .waitFor(),
    );
    await shoot(admin, '/enhanced-senders', 'enhanced-senders', (page) => page.getByRole('heading', { level: 1 }).waitFor());
    await shoot(admin, '/cloud', 'cloud', (page) => page.getByTestId('cloud-storage').waitFor());
  });

  it('the team and the organization settings', async () => {
    await shoot(admin, '/team', 'team', (page) => page.getByTestId('team-member-row').nth(3).waitFor());
    await shoot(admin, '/settings?tab=security', 'settings-security', (page) => page.getByRole('tabpanel').waitFor());
    await shoot(admin, '/settings?tab=organization', 'settings-organization', (page) => page.getByTestId('export-organization').waitFor());
    await shoot(admin, '/account', 'account', (page) => page.getByTestId('account-email').waitFor());
    await shoot(admin, '/settings?tab=billing', 'billing', (page) => page.getByTestId('current-plan').waitFor());
    await shoot(admin, '/settings?tab=automations', 'settings-automations', (page) => page.getByTestId('automation-AUTO_SIGN').waitFor());
    await shoot(admin, '/settings?tab=notifications', 'settings-notifications', (page) => page.getByTestId('notification-settings').waitFor());
    await shoot(admin, '/settings?tab=integrations', 'settings-integrations', (page) => page.getByTestId('integrations').waitFor());
    await shoot(admin, '/settings?tab=audit', 'settings-audit', (page) => page.getByTestId('audit-detail').nth(5).waitFor());
    await shoot(admin, '/mail-connect', 'mail-connect', (page) => page.getByTestId('imap-form').waitFor());
  });
});
