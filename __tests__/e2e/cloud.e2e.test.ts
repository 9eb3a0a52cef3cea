import { readFileSync } from 'node:fs';
import JSZip from 'jszip';
import sharp from 'sharp';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { startTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';
import { createSignedInUser } from '../support/users';
import { RISKY_CLAUSES } from '../server/documents/fixtures';

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

/** /cloud in a French browser (unless `locale` says otherwise) signed in with `accessToken` (downloads accepted). */
async function openCloud(accessToken: string, locale = 'fr-FR') {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  await context.addCookies([{ name: 'paraphe_at', value: accessToken, url: app.url, httpOnly: true }]);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(`${app.url}/cloud`);
  return { context, page };
}

describe('the cloud screen', () => {
  it('uploads files, makes a folder, downloads the chosen files as a ZIP, and shares one that a fresh browser downloads', async () => {
    const member = await createSignedInUser(app, { role: 'USER', locale: 'fr' });
    const { context, page } = await openCloud(member.accessToken);
    await page.getByTestId('cloud-storage').waitFor();

    const budget = Buffer.from('poste;montant\nloyer;1200\n');
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a7ab0' } })
      .png()
      .toBuffer();
    await page.getByTestId('cloud-upload-input').setInputFiles([
      { name: 'budget.csv', mimeType: 'text/csv', buffer: budget },
      { name: 'photo.png', mimeType: 'image/png', buffer: photo },
    ]);
    await page.locator('[data-testid="cloud-item"][data-name="budget.csv"]').waitFor();
    await page.locator('[data-testid="cloud-item"][data-name="photo.png"]').waitFor();

    // The grid shows the picture's preview, and the spreadsheet's type where it has none.
    await page.getByTestId('cloud-view-toggle').click();
    const preview = page.locator('[data-testid="cloud-item"][data-name="photo.png"]').getByTestId('cloud-preview');
    await preview.waitFor();
    await page.waitForFunction((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0, await preview.elementHandle());
    expect(await preview.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight])).toEqual([320, 240]);
    await page.locator('[data-testid="cloud-item"][data-name="budget.csv"]').getByText('Tableur', { exact: true }).waitFor();
    await page.getByTestId('cloud-view-toggle').click();

    await page.getByTestId('cloud-new-folder').fill('Comptabilité');
    await page.getByTestId('cloud-create-folder').click();
    await page.getByTestId('cloud-folder').filter({ hasText: 'Comptabilité' }).waitFor();
    await page.getByTestId('cloud-folder').filter({ hasText: '0 fichier' }).waitFor();

    // Everything shown is chosen, the folder too; the ZIP holds the files.
    await page.getByTestId('cloud-select-all').click();
    await page.getByText('3 sélectionné(s) sur 3').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('cloud-download-zip').click()]);
    const zip = await JSZip.loadAsync(readFileSync((await download.path())!));
    expect(Object.keys(zip.files).sort()).toEqual(['budget.csv', 'photo.png']);
    expect((await zip.file('budget.csv')!.async('nodebuffer')).equals(budget)).toBe(true);

    await page.locator('[data-testid="cloud-item"][data-name="budget.csv"]').getByTestId('cloud-share').click();
    await page.getByTestId('cloud-share-create').click();
    const url = await page.getByTestId('cloud-share-url').inputValue();
    expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{43}$/);
    await page.getByTestId('cloud-share-dialog').getByText('Actif').waitFor();
    // A second link, behind a password, says so.
    await page.getByTestId('cloud-share-dialog').getByLabel('Mot de passe (facultatif)').fill('cheval agrafe 42');
    await page.getByTestId('cloud-share-create').click();
    await page.getByTestId('cloud-share-dialog').getByText('Protégé par un mot de passe').waitFor();
    await context.close();

    // Someone without an account, whose browser prefers English.
    const stranger = await browser.newContext({ locale: 'en-GB', acceptDownloads: true });
    const visitor = await stranger.newPage();
    visitor.on('pageerror', (error) => pageErrors.push(error.message));
    await visitor.goto(url.replace(/^https?:\/\/[^/]+/, app.url));
    await visitor.getByRole('heading', { name: 'Shared file' }).waitFor();
    await visitor.getByTestId('share-file-name').getByText('budget.csv').waitFor();
    const [shared] = await Promise.all([visitor.waitForEvent('download'), visitor.getByRole('button', { name: 'Download' }).click()]);
    expect(shared.suggestedFilename()).toBe('budget.csv');
    expect(readFileSync((await shared.path())!).equals(budget)).toBe(true);
    await stranger.close();
    const link = await app.db.prisma.cloudShareLink.findFirstOrThrow({ where: { organizationId: member.organizationId, passwordHash: null } });
    expect(link.downloadCount).toBe(1);
  });

  it('sends a contract uploaded into a folder to review: analysed, counted by the folder, opened from the cloud', async () => {
    const member = await createSignedInUser(app, { role: 'USER', locale: 'fr' });
    const { context, page } = await openCloud(member.accessToken);
    await page.getByTestId('cloud-new-folder').fill('Contrats');
    await page.getByTestId('cloud-create-folder').click();
    await openFolder(page, 'Contrats');
    await page.getByTestId('cloud-empty').waitFor();

    // Sent together: a document over the review limit is refused with the limit that applied to it, an
    // unreadable one with its reason, and the next file is still sent.
    await page.getByTestId('cloud-upload-input').setInputFiles([
      { name: 'Annexes.txt', mimeType: 'text/plain', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x61) },
      { name: 'Scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7 truncated') },
      { name: 'Contrat fournisseur.txt', mimeType: 'text/plain', buffer: Buffer.from(RISKY_CLAUSES.join('\n')) },
    ]);
    await page.getByText('« Annexes.txt » dépasse 10 Mo, la taille maximale acceptée : choisissez un fichier plus léger.').waitFor();
    await page.getByText(/^« Scan\.pdf » n’a pas été déposé : /).waitFor();
    await page.getByText('1 document envoyé en revue').waitFor();
    await expect(app.db.prisma.document.count({ where: { organizationId: member.organizationId } })).resolves.toBe(1);
    const item = page.locator('[data-testid="cloud-item"][data-name="Contrat fournisseur.txt"]');
    // The review status and risk wear the same badges as on the documents screens.
    await item.locator('[data-testid="status-badge"][data-status="PENDING"]').getByText('En attente').waitFor();
    await expect(item.getByTestId('risk-badge').textContent()).resolves.toMatch(/^Risque \d+$/);

    // The top level counts it in the folder, and the review opens from the cloud.
    await page.getByTestId('cloud-path').getByRole('link', { name: 'Cloud' }).click();
    await page.getByTestId('cloud-folder').filter({ hasText: 'Contrats' }).getByText('1 fichier').waitFor();
    await page.getByTestId('cloud-folder').getByRole('link', { name: 'Contrats' }).click();
    await item.getByTestId('cloud-open-document').click();
    await page.waitForURL(/\/documents\/[^/]+$/);
    await page.getByTestId('document-page-title').getByText('Contrat fournisseur').waitFor();
    const document = await app.db.prisma.document.findFirstOrThrow({ where: { organizationId: member.organizationId }, include: { cloudFolder: true } });
    expect([document.title, document.cloudFolder?.name, document.analysisStatus]).toEqual(['Contrat fournisseur', 'Contrats', 'DONE']);
    await context.close();
  });

  it('renames, tags and deletes a file in dialogs, and moves a folder into another', async () => {
    const member = await createSignedInUser(app, { role: 'USER', locale: 'fr' });
    const { context, page } = await openCloud(member.accessToken);
    for (const name of ['Archives', 'RH']) {
      await page.getByTestId('cloud-new-folder').fill(name);
      // Enter in the name creates it, as the button does.
      if (name === 'RH') await page.getByTestId('cloud-new-folder').press('Enter');
      else await page.getByTestId('cloud-create-folder').click();
      await page.getByTestId('cloud-folder').getByRole('link', { name }).waitFor();
    }
    await page.getByLabel('Déplacer « RH » vers…').click();
    await page
      .getByTestId('cloud-move-dialog')
      .getByRole('button', { name: /^Archives/ })
      .click();
    await page.getByTestId('cloud-move-confirm').click();
    await page.getByTestId('cloud-folder').filter({ hasText: 'Archives' }).getByText('0 fichier, 1 dossier').waitFor();
    expect(await page.getByTestId('cloud-folder').count()).toBe(1);

    await page.getByTestId('cloud-upload-input').setInputFiles([{ name: 'notes.csv', mimeType: 'text/csv', buffer: Buffer.from('a;b\n') }]);
    const item = (name: string) => page.locator(`[data-testid="cloud-item"][data-name="${name}"]`);
    await item('notes.csv').getByRole('button', { name: 'Renommer' }).click();
    const rename = page.getByTestId('cloud-rename-dialog');
    await rename.getByRole('textbox').fill('notes 2026.csv');
    await rename.getByRole('textbox').press('Enter');
    await item('notes 2026.csv').waitFor();
    await item('notes 2026.csv').getByRole('button', { name: 'Étiquettes' }).click();
    await page.getByTestId('cloud-tags-dialog').getByRole('textbox').fill('confidentiel, rh');
    await page.getByTestId('cloud-tags-dialog-save').click();
    await item('notes 2026.csv').getByText('confidentiel', { exact: true }).waitFor();
    const file = await app.db.prisma.cloudFile.findFirstOrThrow({ where: { organizationId: member.organizationId } });
    expect([file.name, file.tags]).toEqual(['notes 2026.csv', ['confidentiel', 'rh']]);
    const rh = await app.db.prisma.cloudFolder.findFirstOrThrow({ where: { organizationId: member.organizationId, name: 'RH' }, include: { parent: true } });
    expect(rh.parent?.name).toBe('Archives');

    // Deleting asks first: Cancel keeps the file, the red button deletes it and its stored bytes.
    await item('notes 2026.csv').getByRole('button', { name: 'Supprimer' }).click();
    const confirm = page.getByTestId('cloud-delete-dialog');
    await confirm.getByText('Supprimer « notes 2026.csv » ?').waitFor();
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await app.db.prisma.cloudFile.count({ where: { id: file.id } })).toBe(1);
    await item('notes 2026.csv').getByRole('button', { name: 'Supprimer' }).click();
    await page.getByTestId('cloud-delete-dialog-confirm').click();
    await page.getByText('Fichier supprimé').waitFor();
    await item('notes 2026.csv').waitFor({ state: 'detached' });
    expect(await app.db.prisma.cloudFile.count({ where: { id: file.id } })).toBe(0);
    expect(await app.services.storage.exists(file.storagePath)).toBe(false);
    await context.close();
  });

  it('keeps the open folder in the address: a reload, back and forward, the path and a shared link open it', async () => {
    const member = await createSignedInUser(app, { role: 'USER', locale: 'fr' });
    const { context, page } = await openCloud(member.accessToken);
    await createFolder(page, 'Clients');
    await openFolder(page, 'Clients');
    const clients = await folderNamed(member.organizationId, 'Clients');
    await page.waitForURL(`${app.url}${folderPath(clients.id)}`);
    await createFolder(page, 'Dupont');
    await openFolder(page, 'Dupont');
    const dupont = await folderNamed(member.organizationId, 'Dupont');
    await page.waitForURL(`${app.url}${folderPath(dupont.id)}`);
    await page.getByTestId('cloud-upload-input').setInputFiles([{ name: 'devis.csv', mimeType: 'text/csv', buffer: Buffer.from('a;b\n') }]);
    await page.locator('[data-testid="cloud-item"][data-name="devis.csv"]').waitFor();

    // A reload opens the same folder, its path read from the server.
    await page.reload();
    await page.locator('[data-testid="cloud-item"][data-name="devis.csv"]').waitFor();
    await expect(page.getByTestId('cloud-path').innerText()).resolves.toMatch(/^Cloud\s*\/\s*Clients\s*\/\s*Dupont$/);
    // Back and forward go through the folders as they were opened.
    await page.goBack();
    await page.waitForURL(`${app.url}${folderPath(clients.id)}`);
    await page.getByTestId('cloud-folder').getByRole('link', { name: 'Dupont' }).waitFor();
    await expect(page.locator('[data-testid="cloud-item"][data-name="devis.csv"]').count()).resolves.toBe(0);
    await page.goForward();
    await page.locator('[data-testid="cloud-item"][data-name="devis.csv"]').waitFor();
    // The path leads up, through the router.
    await page.getByTestId('cloud-path').getByRole('link', { name: 'Clients' }).click();
    await page.waitForURL(`${app.url}${folderPath(clients.id)}`);
    await page.getByTestId('cloud-path').getByRole('link', { name: 'Cloud' }).click();
    await page.waitForURL(`${app.url}/cloud`);
    await page.getByTestId('cloud-folder').getByRole('link', { name: 'Clients' }).waitFor();

    // Another member of the organization opens a shared address straight into the folder.
    const colleague = await createSignedInUser(app, { role: 'USER', locale: 'fr', organizationId: member.organizationId });
    const shared = await openCloud(colleague.accessToken);
    await shared.page.goto(`${app.url}${folderPath(dupont.id)}`);
    await shared.page.locator('[data-testid="cloud-item"][data-name="devis.csv"]').waitFor();
    await shared.context.close();
    await context.close();
  });

  it('shows "folder not found" for another organization’s folder, an unknown id and text that is no id, with a way back', async () => {
    const owner = await createSignedInUser(app, { role: 'USER', locale: 'fr' });
    const { context: ownerContext, page: ownerPage } = await openCloud(owner.accessToken);
    await createFolder(ownerPage, 'Secret étranger');
    await ownerContext.close();
    const foreign = await folderNamed(owner.organizationId, 'Secret étranger');

    const member = await createSignedInUser(app, { role: 'USER', locale: 'fr' });
    const { context, page } = await openCloud(member.accessToken);
    await page.getByTestId('cloud-storage').waitFor();
    const unknown = folderPath('00000000-0000-4000-8000-000000000000');
    // A bare UUID names a document, never a folder.
    for (const path of [folderPath(foreign.id), unknown, '/cloud/pas-un-dossier', `/cloud/${foreign.id}`]) {
      const response = await page.goto(`${app.url}${path}`);
      expect(response?.status()).toBe(200);
      await page.getByTestId('cloud-folder-not-found').getByText('Dossier introuvable').waitFor();
      await expect(page.getByText('Secret étranger').count()).resolves.toBe(0);
      await expect(page.getByTestId('screen-error').count()).resolves.toBe(0);
      await expect(page.getByTestId('cloud-upload').count()).resolves.toBe(0);
    }
    await page.getByTestId('cloud-folder-not-found').getByRole('link', { name: 'Retour au Cloud' }).click();
    await page.waitForURL(`${app.url}/cloud`);
    await page.getByTestId('cloud-upload').waitFor();
    await context.close();
  });

  it('moves chosen files into a nested folder and a folder anywhere through the folder picker, never into itself', async () => {
    const member = await createSignedInUser(app, { role: 'USER', locale: 'fr' });
    const { context, page } = await openCloud(member.accessToken);
    await createFolder(page, 'Archives');
    await createFolder(page, 'RH');
    await openFolder(page, 'Archives');
    await createFolder(page, '2024');
    await page.getByTestId('cloud-path').getByRole('link', { name: 'Cloud' }).click();
    await page.getByTestId('cloud-folder').getByRole('link', { name: 'RH' }).waitFor();
    await page.getByTestId('cloud-upload-input').setInputFiles([
      { name: 'bilan.csv', mimeType: 'text/csv', buffer: Buffer.from('a;b\n') },
      { name: 'paie.csv', mimeType: 'text/csv', buffer: Buffer.from('c;d\n') },
      { name: 'reste.csv', mimeType: 'text/csv', buffer: Buffer.from('e;f\n') },
    ]);
    const item = (name: string) => page.locator(`[data-testid="cloud-item"][data-name="${name}"]`);
    await item('reste.csv').waitFor();
    await item('bilan.csv').locator('[data-scope="checkbox"][data-part="root"]').click();
    await item('paie.csv').locator('[data-scope="checkbox"][data-part="root"]').click();
    await page.getByText('2 sélectionné(s) sur 5').waitFor();

    // The picker opens where the files are (which it does not offer again), and goes down two levels.
    await page.getByTestId('cloud-move').click();
    const picker = page.getByTestId('cloud-move-dialog');
    await picker.getByText('Déplacer 2 éléments').waitFor();
    await expect(page.getByTestId('cloud-move-confirm').isDisabled()).resolves.toBe(true);
    await picker.getByRole('button', { name: /^Archives/ }).click();
    await picker.getByRole('button', { name: /^2024/ }).click();
    await picker.getByTestId('cloud-move-no-folders').waitFor();
    await page.getByTestId('cloud-move-confirm').getByText('Déplacer dans « 2024 »').waitFor();
    await page.getByTestId('cloud-move-confirm').click();
    await page.getByText('Déplacement effectué').waitFor();
    await item('bilan.csv').waitFor({ state: 'detached' });
    await item('paie.csv').waitFor({ state: 'detached' });
    await item('reste.csv').waitFor();
    const year = await folderNamed(member.organizationId, '2024');
    const moved = await app.db.prisma.cloudFile.findMany({ where: { organizationId: member.organizationId }, orderBy: { name: 'asc' } });
    expect(moved.map((file) => [file.name, file.folderId])).toEqual([
      ['bilan.csv', year.id],
      ['paie.csv', year.id],
      ['reste.csv', null],
    ]);

    // A folder moves anywhere too, but never into itself: it cannot be opened or chosen in the picker.
    await page.getByLabel('Déplacer « Archives » vers…').click();
    await expect(picker.getByRole('button', { name: /^Archives/ }).isDisabled()).resolves.toBe(true);
    await picker.getByRole('button', { name: 'Annuler' }).click();
    await picker.waitFor({ state: 'hidden' });
    await page.getByLabel('Déplacer « RH » vers…').click();
    await picker.getByRole('button', { name: /^Archives/ }).click();
    await picker.getByRole('button', { name: /^2024/ }).click();
    await page.getByTestId('cloud-move-confirm').click();
    await page.getByText('Dossier déplacé').waitFor();
    await page.getByTestId('cloud-folder').getByRole('link', { name: 'RH' }).waitFor({ state: 'detached' });
    await expect((await folderNamed(member.organizationId, 'RH')).parentId).toBe(year.id);

    // The moved files are where the picker put them, the folder beside them.
    await page.goto(`${app.url}${folderPath(year.id)}`);
    await item('bilan.csv').waitFor();
    await item('paie.csv').waitFor();
    await page.getByTestId('cloud-folder').getByRole('link', { name: 'RH' }).waitFor();
    await context.close();
  });

  it('moves a chosen folder and a chosen file together into another folder', async () => {
    const member = await createSignedInUser(app, { role: 'USER', locale: 'fr' });
    const { context, page } = await openCloud(member.accessToken);
    await createFolder(page, 'Archives');
    await createFolder(page, 'RH');
    await page.getByTestId('cloud-upload-input').setInputFiles([
      { name: 'notes.csv', mimeType: 'text/csv', buffer: Buffer.from('a;b\n') },
      { name: 'reste.csv', mimeType: 'text/csv', buffer: Buffer.from('c;d\n') },
    ]);
    const item = (name: string) => page.locator(`[data-testid="cloud-item"][data-name="${name}"]`);
    await item('reste.csv').waitFor();
    await page.getByTestId('cloud-folder').filter({ hasText: 'RH' }).locator('[data-scope="checkbox"][data-part="root"]').click();
    await item('notes.csv').locator('[data-scope="checkbox"][data-part="root"]').click();
    await expect(page.getByTestId('cloud-folder').getByRole('checkbox', { name: 'Sélectionner RH' }).isChecked()).resolves.toBe(true);
    await page.getByText('2 sélectionné(s) sur 4').waitFor();

    // The chosen folder is shown in the picker but cannot be chosen; the other one can.
    await page.getByTestId('cloud-move').click();
    const picker = page.getByTestId('cloud-move-dialog');
    await picker.getByText('Déplacer 2 éléments').waitFor();
    await expect(picker.getByRole('button', { name: /^RH/ }).isDisabled()).resolves.toBe(true);
    await picker.getByRole('button', { name: /^Archives/ }).click();
    await page.getByTestId('cloud-move-confirm').click();
    await page.getByText('Déplacement effectué').waitFor();
    await page.getByTestId('cloud-folder').getByRole('link', { name: 'RH' }).waitFor({ state: 'detached' });
    await item('notes.csv').waitFor({ state: 'detached' });
    await item('reste.csv').waitFor();
    await page.getByText('0 sélectionné(s) sur 2').waitFor();
    const archives = await folderNamed(member.organizationId, 'Archives');
    expect((await folderNamed(member.organizationId, 'RH')).parentId).toBe(archives.id);
    const notes = await app.db.prisma.cloudFile.findFirstOrThrow({ where: { organizationId: member.organizationId, name: 'notes.csv' } });
    expect(notes.folderId).toBe(archives.id);

    await openFolder(page, 'Archives');
    await page.getByTestId('cloud-folder').getByRole('link', { name: 'RH' }).waitFor();
    await item('notes.csv').waitFor();
    await context.close();
  });

  it('shows during a search only the folders whose name matches it, in every folder, and "select all" then chooses and moves just what is shown', async () => {
    const member = await createSignedInUser(app, { role: 'USER', locale: 'fr' });
    const { context, page } = await openCloud(member.accessToken);
    for (const name of ['Archives', 'Contrats 2026', 'RH']) await createFolder(page, name);
    await page.getByTestId('cloud-upload-input').setInputFiles([
      { name: 'contrat-bail.csv', mimeType: 'text/csv', buffer: Buffer.from('a;b\n') },
      { name: 'budget.csv', mimeType: 'text/csv', buffer: Buffer.from('c;d\n') },
    ]);
    const item = (name: string) => page.locator(`[data-testid="cloud-item"][data-name="${name}"]`);
    await item('budget.csv').waitFor();
    const folderNames = () => page.getByTestId('cloud-folder').getByRole('link').allInnerTexts();

    await page.getByTestId('cloud-search').pressSequentially('CONTRAT');
    await page.waitForURL(`${app.url}/cloud?q=CONTRAT`);
    await item('budget.csv').waitFor({ state: 'detached' });
    await becomes(folderNames, ['Contrats 2026']);
    await page.getByTestId('cloud-select-all').click();
    await page.getByText('2 sélectionné(s) sur 2').waitFor();

    await page.getByTestId('cloud-move').click();
    const picker = page.getByTestId('cloud-move-dialog');
    await picker.getByRole('heading', { name: 'Déplacer 2 éléments' }).waitFor();
    await picker.getByRole('button', { name: /^Archives/ }).click();
    await page.getByTestId('cloud-move-confirm').click();
    await page.getByText('Déplacement effectué').waitFor();
    const archives = await folderNamed(member.organizationId, 'Archives');
    // A search from the top level looks in every folder, for folders as for files: both are still found where they now are.
    await becomes(folderNames, ['Contrats 2026']);
    await item('contrat-bail.csv').waitFor();
    // Each names the folder holding it.
    await becomes(() => page.getByTestId('cloud-place').allInnerTexts(), ['Dans « Archives »', 'Dans « Archives »']);
    const [folders, files] = await Promise.all([
      app.db.prisma.cloudFolder.findMany({ where: { organizationId: member.organizationId }, orderBy: { name: 'asc' } }),
      app.db.prisma.cloudFile.findMany({ where: { organizationId: member.organizationId }, orderBy: { name: 'asc' } }),
    ]);
    expect(folders.map((each) => [each.name, each.parentId])).toEqual([
      ['Archives', null],
      ['Contrats 2026', archives.id],
      ['RH', null],
    ]);
    expect(files.map((each) => [each.name, each.folderId])).toEqual([
      ['budget.csv', null],
      ['contrat-bail.csv', archives.id],
    ]);

    // Without a search, every folder is shown and chosen again.
    await page.getByTestId('cloud-search').fill('');
    await page.waitForURL(`${app.url}/cloud`);
    await becomes(folderNames, ['Archives', 'RH']);
    await page.getByTestId('cloud-select-all').click();
    await page.getByText('3 sélectionné(s) sur 3').waitFor();
    await context.close();
  });

  it('says where each file and folder a search finds is, the top level included, in the member’s language, and shows tags as the folder does', async () => {
    const member = await createSignedInUser(app, { role: 'USER', locale: 'fr' });
    const { context, page } = await openCloud(member.accessToken);
    for (const name of ['Archives', 'Contrats 2025']) await createFolder(page, name);
    const item = (name: string) => page.locator(`[data-testid="cloud-item"][data-name="${name}"]`);
    await page.getByTestId('cloud-upload-input').setInputFiles([{ name: 'contrat-cadre.csv', mimeType: 'text/csv', buffer: Buffer.from('a;b\n') }]);
    await item('contrat-cadre.csv').waitFor();
    await openFolder(page, 'Archives');
    await page.getByTestId('cloud-empty').waitFor();
    await page.getByTestId('cloud-upload-input').setInputFiles([{ name: 'contrat-2019.csv', mimeType: 'text/csv', buffer: Buffer.from('c;d\n') }]);
    await item('contrat-2019.csv').waitFor();
    await createFolder(page, 'Contrats anciens');
    const { organizationId } = member;
    await app.db.prisma.cloudFile.updateMany({ where: { organizationId, name: 'contrat-cadre.csv' }, data: { tags: ['confidentiel', 'fournisseur', 'rh'] } });
    await app.db.prisma.cloudFile.updateMany({ where: { organizationId, name: 'contrat-2019.csv' }, data: { tags: ['rh'] } });

    // Each file's tags as its folder shows them.
    const tags = (name: string) => item(name).getByTestId('cloud-tag').allInnerTexts();
    await page.reload();
    await becomes(() => tags('contrat-2019.csv'), ['rh']);
    await page.getByTestId('cloud-path').getByRole('link', { name: 'Cloud' }).click();
    await becomes(() => tags('contrat-cadre.csv'), ['confidentiel', 'fournisseur', '+1']);
    await expect(item('contrat-cadre.csv').getByTestId('cloud-place').count()).resolves.toBe(0);

    // A search from the top level finds them in every folder: each says where it is, the top level too, with the same tags.
    await page.getByTestId('cloud-search').fill('contrat');
    await page.waitForURL(`${app.url}/cloud?q=contrat`);
    await item('contrat-2019.csv').waitFor();
    const place = (found: Locator) => found.getByTestId('cloud-place').innerText();
    const folder = (name: string) => page.getByTestId('cloud-folder').filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(place(item('contrat-cadre.csv'))).resolves.toBe('À la racine du Cloud');
    await expect(place(item('contrat-2019.csv'))).resolves.toBe('Dans « Archives »');
    await expect(place(folder('Contrats 2025'))).resolves.toBe('À la racine du Cloud');
    await expect(place(folder('Contrats anciens'))).resolves.toBe('Dans « Archives »');
    await expect(tags('contrat-cadre.csv')).resolves.toEqual(['confidentiel', 'fournisseur', '+1']);
    await expect(tags('contrat-2019.csv')).resolves.toEqual(['rh']);
    await context.close();

    const colleague = await createSignedInUser(app, { role: 'USER', locale: 'en', organizationId });
    const english = await openCloud(colleague.accessToken, 'en-US');
    await english.page.goto(`${app.url}/cloud?q=contrat`);
    const found = (name: string) => english.page.locator(`[data-testid="cloud-item"][data-name="${name}"]`);
    await found('contrat-2019.csv').waitFor();
    await expect(place(found('contrat-cadre.csv'))).resolves.toBe('At the top level of Cloud');
    await expect(place(found('contrat-2019.csv'))).resolves.toBe('In “Archives”');
    await english.context.close();
  });

  it('keeps the search, filters, sort and view in the address: a reload, back and forward and a shared link keep them', async () => {
    const member = await createSignedInUser(app, { role: 'USER', locale: 'fr' });
    const { context, page } = await openCloud(member.accessToken);
    await page.getByTestId('cloud-upload-input').setInputFiles([
      { name: 'budget.csv', mimeType: 'text/csv', buffer: Buffer.from('a;b\n') },
      { name: 'bilan.csv', mimeType: 'text/csv', buffer: Buffer.from('c;d\n') },
      { name: 'budget.zip', mimeType: 'application/zip', buffer: Buffer.from('PK') },
    ]);
    const item = (name: string) => page.locator(`[data-testid="cloud-item"][data-name="${name}"]`);
    await item('budget.zip').waitFor();
    const names = () => page.getByTestId('cloud-item').evaluateAll((items) => items.map((each) => each.getAttribute('data-name')));
    const type = page.getByRole('combobox', { name: 'Type', exact: true });
    const sort = page.getByRole('combobox', { name: 'Trier' });
    const search = page.getByTestId('cloud-search');
    const view = page.getByTestId('cloud-view-toggle');

    await type.selectOption('SPREADSHEET');
    await page.waitForURL(`${app.url}/cloud?type=SPREADSHEET`);
    await item('budget.zip').waitFor({ state: 'detached' });
    await sort.selectOption('NAME');
    await page.waitForURL(`${app.url}/cloud?type=SPREADSHEET&sort=NAME`);
    await becomes(names, ['bilan.csv', 'budget.csv']);
    await view.click();
    await page.waitForURL(`${app.url}/cloud?type=SPREADSHEET&sort=NAME&view=grid`);
    // A search begun is one step of the history: the keys typed after the first replace it.
    await search.pressSequentially('budg');
    await becomes(async () => page.url(), `${app.url}/cloud?q=budg&type=SPREADSHEET&sort=NAME&view=grid`);
    await becomes(names, ['budget.csv']);

    // A reload keeps everything.
    await page.reload();
    await becomes(names, ['budget.csv']);
    await expect(search.inputValue()).resolves.toBe('budg');
    await expect(type.inputValue()).resolves.toBe('SPREADSHEET');
    await expect(sort.inputValue()).resolves.toBe('NAME');
    await expect(view.getAttribute('aria-pressed')).resolves.toBe('true');

    // Back goes to before the search, then before the grid; forward brings them again.
    await page.goBack();
    await page.waitForURL(`${app.url}/cloud?type=SPREADSHEET&sort=NAME&view=grid`);
    await becomes(() => search.inputValue(), '');
    await becomes(names, ['bilan.csv', 'budget.csv']);
    await page.goBack();
    await page.waitForURL(`${app.url}/cloud?type=SPREADSHEET&sort=NAME`);
    await becomes(() => view.getAttribute('aria-pressed'), 'false');
    await page.goForward();
    await page.goForward();
    await page.waitForURL(`${app.url}/cloud?q=budg&type=SPREADSHEET&sort=NAME&view=grid`);
    await becomes(() => search.inputValue(), 'budg');
    await becomes(names, ['budget.csv']);

    // The defaults leave the address.
    await type.selectOption({ label: 'Tous les types' });
    await sort.selectOption('RECENT');
    await view.click();
    await page.waitForURL(`${app.url}/cloud?q=budg`);
    await becomes(async () => (await names()).sort(), ['budget.csv', 'budget.zip']);

    // A colleague opening a shared filtered address sees the same list.
    const colleague = await createSignedInUser(app, { role: 'USER', locale: 'fr', organizationId: member.organizationId });
    const shared = await openCloud(colleague.accessToken);
    await shared.page.goto(`${app.url}/cloud?q=bu&type=ARCHIVE`);
    await shared.page.locator('[data-testid="cloud-item"][data-name="budget.zip"]').waitFor();
    await expect(shared.page.getByTestId('cloud-item').count()).resolves.toBe(1);
    await expect(shared.page.getByTestId('cloud-search').inputValue()).resolves.toBe('bu');
    await shared.context.close();
    await context.close();
  });

  it('keeps every key typed in the search when the keys come faster than the screen answers', async () => {
    const member = await createSignedInUser(app, { role: 'USER', locale: 'fr' });
    const { context, page } = await openCloud(member.accessToken);
    await page.getByTestId('cloud-upload-input').setInputFiles([
      { name: 'budget.csv', mimeType: 'text/csv', buffer: Buffer.from('a;b\n') },
      { name: 'bilan.csv', mimeType: 'text/csv', buffer: Buffer.from('c;d\n') },
    ]);
    await page.locator('[data-testid="cloud-item"][data-name="bilan.csv"]').waitFor();
    // A slow machine: the view is chosen and the search typed before the screen has answered the click.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 5 });
    const search = page.getByTestId('cloud-search');
    await page.getByTestId('cloud-view-toggle').click();
    await search.pressSequentially('budg');
    await becomes(async () => page.url(), `${app.url}/cloud?q=budg&view=grid`);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await becomes(() => search.inputValue(), 'budg');
    await becomes(() => page.getByTestId('cloud-item').evaluateAll((items) => items.map((each) => each.getAttribute('data-name'))), ['budget.csv']);
    // Back goes to before the search, then before the grid.
    await page.goBack();
    await becomes(async () => page.url(), `${app.url}/cloud?view=grid`);
    await becomes(() => search.inputValue(), '');
    await page.goBack();
    await becomes(async () => page.url(), `${app.url}/cloud`);
    await context.close();
  });

  it('asks before deleting a folder, and says to empty a folder that is not empty first', async () => {
    const member = await createSignedInUser(app, { role: 'USER', locale: 'fr' });
    const { context, page } = await openCloud(member.accessToken);
    await createFolder(page, 'Plein');
    await createFolder(page, 'Vide');
    await openFolder(page, 'Plein');
    await page.getByTestId('cloud-upload-input').setInputFiles([{ name: 'garde.csv', mimeType: 'text/csv', buffer: Buffer.from('a;b\n') }]);
    await page.locator('[data-testid="cloud-item"][data-name="garde.csv"]').waitFor();
    await page.getByTestId('cloud-path').getByRole('link', { name: 'Cloud' }).click();
    const folder = (name: string) => page.getByTestId('cloud-folder').filter({ has: page.getByRole('link', { name, exact: true }) });
    const confirm = page.getByTestId('cloud-delete-dialog');

    // Cancel keeps the folder.
    await folder('Vide').getByTestId('cloud-folder-delete').click();
    await confirm.getByText('Supprimer « Vide » ?').waitFor();
    await confirm.getByText(/Seul un dossier vide peut l’être/).waitFor();
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await app.db.prisma.cloudFolder.count({ where: { organizationId: member.organizationId, name: 'Vide' } })).toBe(1);

    // A folder that holds a file is refused with what to do.
    await folder('Plein').getByTestId('cloud-folder-delete').click();
    await confirm.getByText('Supprimer « Plein » ?').waitFor();
    await page.getByTestId('cloud-delete-dialog-confirm').click();
    await page.getByText('Ce dossier n’est pas vide : videz-le d’abord (déplacez ou supprimez ses fichiers et ses dossiers), puis supprimez-le.').waitFor();
    expect(await app.db.prisma.cloudFolder.count({ where: { organizationId: member.organizationId, name: 'Plein' } })).toBe(1);
    await folder('Plein').waitFor();

    // An empty one is deleted once confirmed.
    await folder('Vide').getByTestId('cloud-folder-delete').click();
    await page.getByTestId('cloud-delete-dialog-confirm').click();
    await page.getByText('Dossier supprimé').waitFor();
    await folder('Vide').waitFor({ state: 'detached' });
    expect(await app.db.prisma.cloudFolder.count({ where: { organizationId: member.organizationId, name: 'Vide' } })).toBe(0);
    await context.close();
  });

  it('shows the pager only when the list does not fit on one page of 50', async () => {
    const member = await createSignedInUser(app, { role: 'USER', locale: 'fr' });
    const { context, page } = await openCloud(member.accessToken);
    await page.getByTestId('cloud-empty').waitFor();
    const next = page.getByTestId('cloud-next');
    expect(await next.count()).toBe(0);

    // 51 files (rows only: the list never opens their bytes) make two pages.
    await app.db.prisma.cloudFile.createMany({
      data: Array.from({ length: 51 }, (_, index) => ({
        organizationId: member.organizationId,
        name: `note-${String(index).padStart(2, '0')}.txt`,
        mimeType: 'text/plain',
        sizeBytes: 1n,
        sha256: '0'.repeat(64),
        storagePath: `pager/${index}`,
      })),
    });
    await page.reload();
    await becomes(() => page.getByTestId('cloud-item').count(), 50);
    await expect(page.getByRole('button', { name: 'Précédent' }).isDisabled()).resolves.toBe(true);
    await next.click();
    await becomes(() => page.getByTestId('cloud-item').count(), 1);
    await page.getByText('Page 2', { exact: true }).waitFor();
    await expect(next.isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Précédent' }).click();
    await becomes(() => page.getByTestId('cloud-item').count(), 50);
    await context.close();
  });
});

/** Opens a folder shown on the screen, and waits for the screen to be in it. */
async function openFolder(page: Page, name: string) {
  await page.getByTestId('cloud-folder').getByRole('link', { name, exact: true }).click();
  await page.getByTestId('cloud-path').getByRole('link', { name, exact: true }).waitFor();
}

/** Makes a folder where the screen is, and waits for it. */
async function createFolder(page: Page, name: string) {
  await page.getByTestId('cloud-new-folder').fill(name);
  await page.getByTestId('cloud-create-folder').click();
  await page.getByTestId('cloud-folder').getByRole('link', { name, exact: true }).waitFor();
}

const folderNamed = (organizationId: string, name: string) => app.db.prisma.cloudFolder.findFirstOrThrow({ where: { organizationId, name } });

/** The screen's address of a folder, from its row id. */
const folderPath = (rowId: string) => `/cloud/${encodeURIComponent(Buffer.from(`CloudFolder:${rowId}`).toString('base64'))}`;

/** Waits until `probe` answers `expected` (compared as JSON); past 10 s, fails showing its last answer. */
async function becomes<T>(probe: () => Promise<T>, expected: T) {
  let last: T | undefined;
  try {
    await until(async () => {
      last = await probe();
      return JSON.stringify(last) === JSON.stringify(expected) ? true : null;
    }, 10_000);
  } catch {
    expect(last).toEqual(expected);
  }
}
