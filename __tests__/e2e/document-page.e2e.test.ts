import type { Browser, BrowserContext, Page } from 'playwright-core';
import { pdfFile, riskyPdf, upload } from '../server/documents/fixtures';
import { launchBrowser, signedInPage, untilScreenFollowsChanges, watchPages } from '../support/browser';
import { startTestApp, type TestApp } from '../support/test-app';
import { createSignedInUser, type SignedInUser } from '../support/users';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { createApiKey } from '../../server/api-keys/create-api-key';

let app: TestApp;
let browser: Browser;
const trouble = watchPages();
let reviewer: SignedInUser;
let stranger: SignedInUser;

beforeAll(async () => {
  app = await startTestApp({ web: true });
  browser = await launchBrowser();
  reviewer = await createSignedInUser(app, { locale: 'fr' });
  stranger = await createSignedInUser(app, { locale: 'fr' });
  await app.services.db.prisma.user.update({ where: { id: reviewer.userId }, data: { fullName: 'Claire Reviewer' } });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** A browser context signed in by its access cookie, as the auth flow would leave it. */
function openPage(user: SignedInUser): Promise<{ context: BrowserContext; page: Page }> {
  return signedInPage(browser, app.url, user, trouble, { viewport: { width: 1400, height: 900 } });
}

const pagePath = (id: string) => `/documents/${encodeURIComponent(id)}`;

describe('a page per document', () => {
  it('opens a document from the list, marks its risky clauses, and requests a correction with a comment shown in the history', async () => {
    const { context, page } = await openPage(reviewer);
    try {
      await page.goto(`${app.url}/documents`);
      await page.getByTestId('documents-empty').waitFor();
      await page.getByTestId('import-toggle').click();
      await page.getByTestId('upload-file').setInputFiles({ name: 'bail-commercial.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await riskyPdf(2)) });
      await page.getByTestId('upload-file-name').waitFor();
      await page.getByTestId('upload-submit').click();
      await page.getByText('Document uploadé et analysé avec succès').waitFor();

      const row = page.locator('[data-testid="document-row"][data-title="bail-commercial"]');
      await row.waitFor();
      await row.getByTestId('document-open').click();
      await page.waitForURL(/\/documents\/[^/?]+$/);
      await page.getByTestId('document-page-title').getByText('bail-commercial').waitFor();
      // Opening the page did not open the side panel on the way.
      await expect(page.getByTestId('document-panel').count()).resolves.toBe(0);
      await expect(page.getByTestId('status-badge').first().getAttribute('data-status')).resolves.toBe('PENDING');
      await expect(page.getByTestId('document-sender').textContent()).resolves.toContain('Import manuel');
      await expect(page.getByTestId('document-received').textContent()).resolves.toMatch(/^Reçu le /);

      // The PDF drawn wide, with the findings marked on it; the findings listed beside it.
      const viewer = page.getByTestId('pdf-viewer');
      await viewer.locator('canvas').first().waitFor();
      await viewer.locator('mark[data-finding]').first().waitFor();
      const findings = page.getByTestId('finding');
      expect(await findings.count()).toBeGreaterThan(0);
      const viewerBox = (await page.getByTestId('document-page-viewer').boundingBox())!;
      const listBox = (await page.getByTestId('findings-list').boundingBox())!;
      expect(listBox.x).toBeGreaterThan(viewerBox.x + viewerBox.width - 1);
      expect(viewerBox.width).toBeGreaterThan(listBox.width);
      // The worst finding comes first; choosing it outlines its own marks.
      const worst = await findings.first().getAttribute('data-index');
      await findings.first().click();
      await viewer.locator(`mark[data-finding="${worst}"][data-active]`).first().waitFor();
      // Downloads: the original now, no signed file before signing.
      await expect(page.getByTestId('download-original').getAttribute('href')).resolves.toMatch(/^\/api\/documents\/[0-9a-f-]+\/file$/);
      await expect(page.getByTestId('download-signed').count()).resolves.toBe(0);
      // The history starts with the filing.
      await page.locator('[data-testid="history-entry"][data-action="document.created"]').getByText('Document reçu').waitFor();

      await page.getByTestId('action-request-correction').click();
      await page.getByTestId('correction-comment').fill('Article 2 : plafonner la responsabilité à 12 mois de redevances.');
      await page.getByTestId('decision-confirm').click();
      await page.getByText('Document mis à jour').waitFor();
      const correction = page.locator('[data-testid="history-entry"][data-action="document.correcting"]');
      await correction.waitFor();
      await expect(correction.textContent()).resolves.toContain('Correction demandée');
      await expect(correction.textContent()).resolves.toContain('Claire Reviewer');
      await expect(correction.getByTestId('history-comment').textContent()).resolves.toBe(
        'Commentaire : Article 2 : plafonner la responsabilité à 12 mois de redevances.',
      );
      await page.getByTestId('document-processed').getByText('Document traité : Corrections').waitFor();
      await expect(page.getByTestId('document-actions').count()).resolves.toBe(0);
      // How the corrected version comes back; no address to write to for an imported file.
      const tell = page.getByTestId('tell-sender');
      await expect(tell.textContent()).resolves.toContain('Quand la version corrigée arrivera');
      await expect(tell.textContent()).resolves.toContain('L’adresse de l’expéditeur n’est pas connue');
      await expect(tell.getByTestId('tell-sender-mail').count()).resolves.toBe(0);

      // Back to the list: the decision shows there too.
      await page.getByTestId('document-back').click();
      await row.locator('[data-status="CORRECTING"]').waitFor();
    } finally {
      await context.close();
    }
  });

  it('opens the page from the side panel, refuses with a reason, and follows a colleague’s approval live', async () => {
    const second = (await upload(reviewer.client, 'avenant-2', await pdfFile('avenant-2.pdf'))).document;
    const third = (await upload(reviewer.client, 'avenant-3', await pdfFile('avenant-3.pdf'))).document;
    const { prisma } = app.services.db;
    const sender = await prisma.sender.create({
      data: { organizationId: reviewer.organizationId, name: 'Fournisseur SA', email: 'juridique@fournisseur.example', domain: 'fournisseur.example' },
    });
    await prisma.document.updateMany({ where: { organizationId: reviewer.organizationId, title: 'avenant-2' }, data: { senderId: sender.id } });
    const { context, page } = await openPage(reviewer);
    try {
      // ?document=<id> keeps opening the side panel, which offers the page.
      await page.goto(`${app.url}/documents?document=${encodeURIComponent(second.id)}`);
      await page.getByTestId('document-panel-title').getByText('avenant-2').waitFor();
      await page.getByTestId('document-open-page').click();
      await page.waitForURL(`${app.url}${pagePath(second.id)}`);
      await page.getByTestId('document-page-title').getByText('avenant-2').waitFor();

      await page.getByTestId('action-refuse').click();
      await page.getByTestId('refusal-reason').fill('Clause de non-concurrence de 5 ans, inacceptable.');
      await page.getByTestId('decision-confirm').click();
      await page.getByText('Document refusé').waitFor();
      const refusal = page.locator('[data-testid="history-entry"][data-action="document.refused"]');
      await refusal.waitFor();
      await expect(refusal.getByTestId('history-comment').textContent()).resolves.toBe('Motif : Clause de non-concurrence de 5 ans, inacceptable.');
      await page.locator('[data-testid="status-badge"][data-status="REFUSED"]').first().waitFor();
      // The sender is written to from the reviewer's own mail app: the address, a subject, the reason.
      const mailto = new URL((await page.getByTestId('tell-sender-mail').getAttribute('href'))!);
      expect(mailto.protocol).toBe('mailto:');
      expect(decodeURIComponent(mailto.pathname)).toBe('juridique@fournisseur.example');
      expect(mailto.searchParams.get('subject')).toBe('Document refusé : avenant-2');
      expect(mailto.searchParams.get('body')).toBe(
        'Bonjour,\n\nNous avons examiné « avenant-2 » et ne pouvons pas l’accepter.\n\nClause de non-concurrence de 5 ans, inacceptable.\n\nCordialement,\nClaire Reviewer',
      );
      await expect(page.getByTestId('tell-sender').textContent()).resolves.not.toContain('version corrigée');
      // Opened again later, the page reads the same reason.
      await page.reload();
      const reread = new URL((await page.getByTestId('tell-sender-mail').getAttribute('href'))!);
      expect(reread.searchParams.get('body')).toBe(mailto.searchParams.get('body'));

      // Another document, approved elsewhere while its page is open: the page follows (status, signed file, history).
      await page.goto(`${app.url}${pagePath(third.id)}`);
      await page.getByTestId('document-page-title').getByText('avenant-3').waitFor();
      await page.getByTestId('action-approve').getByText('Approuver et signer').waitFor();
      await untilScreenFollowsChanges(page, app, reviewer.organizationId, 'useDocumentChangedSubscriptionDetailsQuery', decodeGlobalID(third.id).id);
      const approved = await reviewer.client.graphql('mutation($id: ID!) { approveDocument(id: $id) { __typename } }', { id: third.id });
      expect(approved.data!.approveDocument.__typename).toBe('MutationApproveDocumentSuccess');
      await page.locator('[data-testid="status-badge"][data-status="SIGNED"]').first().waitFor();
      await page.locator('[data-testid="history-entry"][data-action="document.signed"]').waitFor();
      const signedUrl = await page.getByTestId('download-signed').getAttribute('href');
      const signed = await page.request.get(`${app.url}${signedUrl}`);
      expect(signed.headers()['content-type']).toBe('application/pdf');
    } finally {
      await context.close();
    }
  });

  it('names the page of each finding, so that a clause found on two pages reads as two places, each marked on its own page', async () => {
    const twice = (await upload(reviewer.client, 'deux-pages', await pdfFile('deux-pages.pdf', 2))).document;
    const { context, page } = await openPage(reviewer);
    try {
      await page.goto(`${app.url}${pagePath(twice.id)}`);
      const viewer = page.getByTestId('pdf-viewer');
      await viewer.locator('[data-page="2"] mark[data-finding]').first().waitFor();
      const findings = await page.getByTestId('finding').evaluateAll((buttons) =>
        buttons.map((button) => ({
          index: button.getAttribute('data-index')!,
          page: button.getAttribute('data-page'),
          excerpt: button.querySelector('[data-testid="finding-excerpt"]')?.textContent ?? '',
          text: button.textContent ?? '',
        })),
      );
      // One clause, found on both pages: two findings with the same words, told apart by their page.
      const onSecond = findings.find((finding) => finding.page === '2' && findings.some((other) => other.page === '1' && other.excerpt === finding.excerpt))!;
      expect(onSecond).toBeDefined();
      const onFirst = findings.find((finding) => finding.page === '1' && finding.excerpt === onSecond.excerpt)!;
      expect(onFirst.text).toContain('· page 1');
      expect(onSecond.text).toContain('· page 2');
      // Each is marked on its own page of the file.
      for (const [finding, own, other] of [
        [onFirst, '1', '2'],
        [onSecond, '2', '1'],
      ] as const) {
        await expect(viewer.locator(`[data-page="${own}"] mark[data-finding="${finding.index}"]`).count()).resolves.toBeGreaterThan(0);
        await expect(viewer.locator(`[data-page="${other}"] mark[data-finding="${finding.index}"]`).count()).resolves.toBe(0);
      }
      await page.locator(`[data-testid="finding"][data-index="${onSecond.index}"]`).click();
      await viewer.locator(`[data-page="2"] mark[data-finding="${onSecond.index}"][data-active]`).first().waitFor();
    } finally {
      await context.close();
    }
  });

  it('approving asks first, with the risk and the signature applied: Escape leaves it pending, Enter signs it', async () => {
    const fourth = (await upload(reviewer.client, 'avenant-4', await pdfFile('avenant-4.pdf'))).document;
    const { prisma } = app.services.db;
    const { id: documentId } = await prisma.document.findFirstOrThrow({ where: { organizationId: reviewer.organizationId, title: 'avenant-4' } });
    const { organization } = await prisma.document.update({
      where: { id: documentId },
      data: { riskScore: 8, riskLevel: 'HIGH' },
      select: { organization: { select: { name: true } } },
    });
    const { context, page } = await openPage(reviewer);
    try {
      await page.goto(`${app.url}${pagePath(fourth.id)}`);
      await page.getByTestId('action-approve').click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText('Approuver et signer ce document ?').waitFor();
      await expect(dialog.getByTestId('risk-badge').textContent()).resolves.toBe('Risque 8');
      await expect(dialog.getByTestId('risk-badge').getAttribute('data-band')).resolves.toBe('DANGER');
      await expect(dialog.getByTestId('approval-risk-level').textContent()).resolves.toBe('Élevé');
      // The band's colour: red, as the band's badges elsewhere.
      await expect(dialog.getByTestId('approval-risk-level').evaluate((badge) => getComputedStyle(badge).backgroundColor)).resolves.toMatch(
        /^rgb\((1[5-9]\d|2\d\d), \d{1,2}, \d{1,2}\)$/,
      );
      await dialog.getByTestId('approval-signer').getByText('Claire Reviewer').waitFor();
      await expect(dialog.getByTestId('approval-type').textContent()).resolves.toBe('Nom saisi');
      await expect(dialog.getByTestId('approval-organization').textContent()).resolves.toBe(organization.name);
      // The focus moved into the dialog, onto the button that signs.
      await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'approval-confirm');

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect(page.getByTestId('status-badge').first().getAttribute('data-status')).resolves.toBe('PENDING');
      await expect(prisma.document.findUniqueOrThrow({ where: { id: documentId } }).then((row) => row.status)).resolves.toBe('PENDING');
      // Signing it by the other way says the same first.
      await page.getByTestId('action-sign').click();
      await expect(page.getByTestId('sign-form').getByTestId('sign-high-risk').textContent()).resolves.toBe(
        'Risque élevé : relisez les clauses signalées avant de signer.',
      );
      await page.getByTestId('action-sign').click();

      await page.getByTestId('action-approve').click();
      await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'approval-confirm');
      await page.keyboard.press('Enter');
      await page.getByText('Document approuvé').waitFor();
      await page.getByTestId('download-signed').waitFor();
      await page.locator('[data-testid="history-entry"][data-action="document.signed"]').getByText('Approuvé et signé').waitFor();
    } finally {
      await context.close();
    }
  });

  it('signs with a signature drawn in the page and a place; the signed PDF verifies and keeps the drawing', async () => {
    const fifth = (await upload(reviewer.client, 'contrat-a-signer', await pdfFile('contrat-a-signer.pdf'))).document;
    // A document of low risk: the form asks nothing more.
    await app.services.db.prisma.document.updateMany({
      where: { organizationId: reviewer.organizationId, title: 'contrat-a-signer' },
      data: { riskScore: 2, riskLevel: 'LOW' },
    });
    const { context, page } = await openPage(reviewer);
    try {
      await page.goto(`${app.url}${pagePath(fifth.id)}`);
      await page.getByTestId('action-sign').click();
      const form = page.getByTestId('sign-form');
      await expect(form.getByTestId('sign-high-risk').count()).resolves.toBe(0);
      await form.getByTestId('sign-type-DRAWN').click();
      await expect(form.getByTestId('sign-confirm').isDisabled()).resolves.toBe(true);
      // Hovering waits until the pad is visible and stable (the form may still be moving into place),
      // so the strokes below land where it is measured.
      await form.getByTestId('signature-pad').hover();
      const pad = await form.getByTestId('signature-pad').boundingBox();
      await page.mouse.move(pad!.x + 20, pad!.y + 80);
      await page.mouse.down();
      for (const [dx, dy] of [
        [60, -50],
        [110, 10],
        [170, -40],
        [240, 20],
        [300, -30],
      ])
        await page.mouse.move(pad!.x + dx, pad!.y + 60 + dy, { steps: 6 });
      await page.mouse.up();
      await form.getByTestId('sign-location').fill('Lyon');
      await form.getByTestId('sign-confirm').click();
      await page.getByText('Document signé').waitFor();
      const signed = page.getByTestId('download-signed');
      await signed.waitFor();
      const href = await signed.getAttribute('href');
      const response = await reviewer.client.fetch(href!);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const bytes = Buffer.from(await response.arrayBuffer());
      const upload = new FormData();
      upload.append('file', new File([bytes], 'signed.pdf', { type: 'application/pdf' }));
      const verdict = await (await fetch(`${app.url}/api/verify`, { method: 'POST', body: upload })).json();
      expect(verdict).toMatchObject({ status: 'VALID', signer: { name: 'Claire Reviewer' }, signatureType: 'DRAWN' });
      // The drawn image is in the signed file (an image XObject besides the page content).
      expect(bytes.includes(Buffer.from('/Subtype /Image')) || bytes.includes(Buffer.from('/Subtype/Image'))).toBe(true);
      const row = await app.services.db.prisma.document.findFirstOrThrow({ where: { title: 'contrat-a-signer' } });
      expect(row).toMatchObject({ status: 'SIGNED', signatureType: 'DRAWN', signatureLocation: 'Lyon' });
    } finally {
      await context.close();
    }
  });

  it('leaves a document while its PDF is still loading without an error in the page', async () => {
    const long = (await upload(reviewer.client, 'annexes', await pdfFile('annexes.pdf', 40))).document;
    const { context, page } = await openPage(reviewer);
    const leaveWhileLoading = async (delay: number) => {
      await page.goto(`${app.url}${pagePath(long.id)}`);
      // The viewer has begun: its document is loading or being read when the reader goes back.
      await page.getByTestId('pdf-viewer').waitFor();
      await page.waitForTimeout(delay);
      await page.getByTestId('document-back').click();
      await page.getByTestId('document-row').first().waitFor();
    };
    try {
      // Leaving 0 to 200 ms after the viewer appears: while pdf.js loads the file, parses it, reads its text.
      for (let round = 0; round < 6; round += 1) await leaveWhileLoading(round * 40);
      // On a slow network pdf.js's worker parses what has arrived, finds the end of the file missing and
      // waits for the rest: leaving then stops the worker in the middle of its own steps.
      const network = await context.newCDPSession(page);
      await network.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: 16 * 1024, uploadThroughput: -1 });
      for (const delay of [300, 900]) await leaveWhileLoading(delay);
      await network.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      // Unhandled rejections surface on the next turns of the page's event loop.
      await page.waitForTimeout(500);
      expect(trouble.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lets a manager delete a document from its page, asked first; a member without the right sees no button', async () => {
    const manager = await createSignedInUser(app, { organizationId: reviewer.organizationId, role: 'MANAGER', locale: 'fr' });
    const document = (await upload(reviewer.client, 'brouillon-errone', await pdfFile('brouillon.pdf'))).document;
    const stored = await app.db.prisma.document.findUniqueOrThrow({ where: { id: Buffer.from(document.id, 'base64').toString().split(':')[1] } });
    const asMember = await openPage(reviewer);
    try {
      await asMember.page.goto(`${app.url}${pagePath(document.id)}`);
      await asMember.page.getByTestId('document-page-title').waitFor();
      await expect(asMember.page.getByTestId('document-delete').count()).resolves.toBe(0);
    } finally {
      await asMember.context.close();
    }
    const { context, page } = await openPage(manager);
    try {
      // From the list, which the store keeps: after the deletion it shows without the document, and without an error.
      await page.goto(`${app.url}/documents`);
      await page.locator('[data-testid="document-row"][data-title="brouillon-errone"]').getByTestId('document-open').click();
      await page.waitForURL(`${app.url}${pagePath(document.id)}`);
      await page.getByTestId('document-delete').click();
      const dialog = page.getByTestId('document-delete-dialog');
      await dialog.getByText('Supprimer « brouillon-errone » ?').waitFor();
      await dialog.getByRole('button', { name: 'Annuler' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await app.db.prisma.document.count({ where: { id: stored.id } })).toBe(1);
      await page.getByTestId('document-delete').click();
      await page.getByTestId('document-delete-dialog-confirm').click();
      await page.waitForURL(`${app.url}/documents`);
      await page.getByText('Document supprimé').waitFor();
      await page.locator('[data-testid="documents-table"], [data-testid="documents-empty"]').first().waitFor();
      await expect(page.getByTestId('screen-error').count()).resolves.toBe(0);
      await expect(page.getByText('brouillon-errone').count()).resolves.toBe(0);
      expect(await app.db.prisma.document.count({ where: { id: stored.id } })).toBe(0);
      expect(await app.services.storage.exists(stored.storagePath)).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('shows not found for another organization’s document, an unknown id and a malformed id', async () => {
    const foreign = (await upload(stranger.client, 'secret-etranger', await pdfFile('secret.pdf'))).document;
    const unknown = Buffer.from('Document:00000000-0000-4000-8000-000000000000').toString('base64');
    const { context, page } = await openPage(reviewer);
    try {
      for (const id of [foreign.id, unknown, 'pas-un-identifiant']) {
        await page.goto(`${app.url}${pagePath(id)}`);
        await page.getByTestId('document-not-found').getByText('Document introuvable').waitFor();
        await expect(page.getByText('secret-etranger').count()).resolves.toBe(0);
        await expect(page.getByTestId('document-page').count()).resolves.toBe(0);
      }
      await page.getByTestId('document-not-found').getByRole('link', { name: 'Retour aux documents' }).click();
      await page.waitForURL(`${app.url}/documents`);
    } finally {
      await context.close();
    }
  });

  it('says in the history that a document sent with an API key came through the API, and with whose key', async () => {
    const admin = await createSignedInUser(app, { organizationId: reviewer.organizationId, role: 'ADMIN', locale: 'fr' });
    await app.services.db.prisma.user.update({ where: { id: admin.userId }, data: { fullName: 'Marc Admin' } });
    const viewer = {
      userId: admin.userId,
      organizationId: admin.organizationId,
      role: 'ADMIN' as const,
      sessionId: 'e2e',
      aal: 1 as const,
      locale: 'fr' as const,
    };
    const { key } = await createApiKey(app.services, viewer, { name: 'Scanner', scopes: ['read', 'write'] });
    const form = new FormData();
    form.append('file', new File([Buffer.from(await riskyPdf(1))], 'scan.pdf', { type: 'application/pdf' }));
    const filed = await fetch(`${app.url}/api/v1/documents/analyze`, { method: 'POST', headers: { authorization: `Bearer ${key}` }, body: form });
    expect(filed.status).toBe(201);
    const { id } = (await filed.json()) as { id: string };
    const { context, page } = await openPage(reviewer);
    try {
      await page.goto(`${app.url}${pagePath(id)}`);
      const filing = page.locator('[data-testid="history-entry"][data-action="document.created"]');
      await filing.getByText('par l’API, avec une clé de Marc Admin').waitFor();
    } finally {
      await context.close();
    }
  });

  it('opens at the row id REST gives, and the language switch rewords the analysis at once', async () => {
    const uploaded = (await upload(reviewer.client, 'bail-a-traduire', new File([Buffer.from(await riskyPdf(1))], 'bail.pdf', { type: 'application/pdf' })))
      .document;
    const rowId = Buffer.from(uploaded.id, 'base64').toString().split(':')[1];
    const { context, page } = await openPage(reviewer);
    try {
      await page.goto(`${app.url}${pagePath(rowId)}`);
      const summary = page.getByTestId('document-summary');
      await summary.getByText(/: risque (faible|modéré|élevé) \(\d+\/10\)/).waitFor();
      await page.getByTestId('language-switch').first().click();
      // Without a reload: the words of the interface and those the server writes change together.
      await summary.getByText('Summary').waitFor();
      await summary.getByText(/ risk \(\d+\/10\)\. \d+ clauses? to review/).waitFor();
      await expect(summary.getByText(/risque/).count()).resolves.toBe(0);
      // Saved on the account as well, for the emails that follow.
      const savedLocale = () => app.services.db.prisma.user.findUniqueOrThrow({ where: { id: reviewer.userId } }).then((user) => user.locale);
      for (let tries = 0; tries < 50 && (await savedLocale()) !== 'en'; tries += 1) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await savedLocale()).toBe('en');
    } finally {
      await context.close();
    }
  });
});
