import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { textFile, UPLOAD } from '../server/documents/fixtures';
import { launchBrowser } from '../support/browser';
import { startTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';
import { createSignedInUser, type SignedInUser } from '../support/users';

/** A small phone: every screen must fit its width, without sideways scrolling. */
const PHONE = { width: 360, height: 740 };
/** Where screenshots go when PHONE_SCREENSHOTS names a folder (to look at the layouts). */
const SCREENSHOTS = process.env.PHONE_SCREENSHOTS;

let app: TestApp;
let browser: Browser;
let member: SignedInUser;

const RISKY = 'The Supplier may terminate this agreement at any time without notice. Liability is unlimited. Penalties of 10% per day of delay apply.';
const TITLES = ['Contrat de prestation de services informatiques et de maintenance applicative 2026', 'Avenant n° 3'];

beforeAll(async () => {
  app = await startTestApp({ web: true });
  browser = await launchBrowser();
  member = await createSignedInUser(app, { role: 'ADMIN', locale: 'fr' });
  // Long names are what overflow: a long user name, address (without a hyphen to break at), organization, title and sender.
  await app.services.db.prisma.user.update({
    where: { id: member.userId },
    data: { fullName: 'Marie-Christine Delacroix-Fontaine', email: `mariechristine.delacroixfontaine.${Date.now()}@cabinetdelacroixfontaine.fr` },
  });
  for (const title of TITLES) {
    const answer = await member.client.upload(
      UPLOAD,
      {
        input: {
          title,
          file: null,
          senderEmail: 'service.juridique@fournisseur-de-services-informatiques.example',
          senderName: 'Fournisseur de services informatiques SAS',
        },
      },
      { 'input.file': textFile(RISKY, 'contrat.txt') },
    );
    expect(answer.data!.uploadDocument.__typename).toBe('MutationUploadDocumentSuccess');
  }
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** One phone for the member and one for a visitor: each screen opens in a new tab of it, the app's files already in its cache. */
const phones = new Map<SignedInUser | null, Promise<BrowserContext>>();

async function phone(user: SignedInUser | null, run: (page: Page) => Promise<void>): Promise<void> {
  if (!phones.has(user))
    phones.set(
      user,
      browser.newContext({ locale: 'fr-FR', viewport: PHONE, hasTouch: true, isMobile: true }).then(async (context) => {
        if (user) await context.addCookies([{ name: 'paraphe_at', value: user.accessToken, url: app.url, httpOnly: true }]);
        return context;
      }),
    );
  const page = await (await phones.get(user)!).newPage();
  try {
    await run(page);
  } finally {
    await page.close();
  }
}

async function screenshot(page: Page, name: string) {
  if (SCREENSHOTS)
    await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: !(await page.getByRole('alertdialog').count()), animations: 'disabled' });
}

/** The page is no wider than the window; else the elements that stick out, to say where. */
async function expectNoHorizontalOverflow(page: Page, name: string) {
  await screenshot(page, name);
  const width = await page.evaluate(() => {
    const fits = document.documentElement.scrollWidth <= window.innerWidth;
    // The innermost elements that stick out say where the overflow comes from (not those a scrolling box clips).
    const clipped = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement)
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      return false;
    };
    const overflowing = fits
      ? []
      : [...document.body.querySelectorAll('*')]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5 && !clipped(element))
          .slice(-5)
          .map(
            (element) =>
              `${element.tagName.toLowerCase()}${element.getAttribute('data-testid') ? `[${element.getAttribute('data-testid')}]` : ''} ${Math.round(element.getBoundingClientRect().right)}px`,
          );
    return { page: location.pathname, scrollWidth: fits ? 'fits' : document.documentElement.scrollWidth, overflowing };
  });
  expect(width).toEqual({ page: width.page, scrollWidth: 'fits', overflowing: [] });
}

/** Visible and whole inside the window's width (scrolled to, if below the fold). */
async function expectInsideViewport(control: Locator) {
  await control.scrollIntoViewIfNeeded();
  expect(await control.isVisible()).toBe(true);
  const box = (await control.boundingBox())!;
  expect({ left: box.x >= 0, right: box.x + box.width <= PHONE.width }).toEqual({ left: true, right: true });
}

describe('at phone size (360 × 740)', () => {
  it('the documents list shows the import button, the user menu and each row’s risk and status inside the screen', async () => {
    await phone(member, async (page) => {
      await page.goto(`${app.url}/documents`);
      const rows = page.getByTestId('document-row');
      await rows.first().waitFor();
      await expect(rows.count()).resolves.toBe(TITLES.length);
      // No empty frame for the side panel under the list: on a phone the panel appears when a row is opened.
      await expect(page.getByTestId('document-panel-empty').isVisible()).resolves.toBe(false);
      await expectNoHorizontalOverflow(page, 'documents');
      await expectInsideViewport(page.getByTestId('import-toggle'));
      await expectInsideViewport(page.getByTestId('user-menu'));
      for (const row of await rows.all()) {
        await expectInsideViewport(row.getByTestId('risk-badge'));
        await expectInsideViewport(row.getByTestId('status-badge'));
        await expectInsideViewport(row.getByTestId('document-open'));
      }
      // The import form and the side panel fit too.
      await page.getByTestId('import-toggle').click();
      await page.getByTestId('upload-panel').waitFor();
      await expectNoHorizontalOverflow(page, 'documents-import');
      await page.getByTestId('import-toggle').click();
      // The panel opens below the list: the screen brings it into view.
      await rows.last().click();
      await page.getByTestId('document-panel').getByTestId('action-approve').waitFor();
      await page.waitForFunction(() => {
        const top = document.querySelector('[data-testid="document-panel"]')!.getBoundingClientRect().top;
        return top >= 0 && top < window.innerHeight / 2;
      });
      await expectNoHorizontalOverflow(page, 'documents-panel');
      await expectInsideViewport(page.getByTestId('document-panel').getByTestId('action-refuse'));
    });
  });

  it('a document page shows its decisions inside the screen, and the approval’s confirmation fits', async () => {
    await phone(member, async (page) => {
      await page.goto(`${app.url}/documents`);
      await page.getByTestId('document-open').first().click();
      await page.getByTestId('document-page').waitFor();
      await page.getByTestId('finding').first().waitFor();
      await expectNoHorizontalOverflow(page, 'document-page');
      await expectInsideViewport(page.getByTestId('user-menu'));
      await expectInsideViewport(page.getByTestId('document-page-title'));
      for (const action of ['action-approve', 'action-sign', 'action-request-correction', 'action-refuse'])
        await expectInsideViewport(page.getByTestId(action));
      await page.getByTestId('action-approve').click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByTestId('approval-signature').waitFor();
      await expectNoHorizontalOverflow(page, 'document-page-approval');
      await expectInsideViewport(dialog.getByTestId('approval-confirm'));
      await expectInsideViewport(dialog.getByTestId('approval-cancel'));
      // No keyboard to press Enter or Escape on.
      const keys = dialog.getByText('Entrée pour signer, Échap pour annuler');
      await expect(keys.count()).resolves.toBe(1);
      await expect(keys.isVisible()).resolves.toBe(false);
    });
  });

  it('the dashboard fits the screen with its figures and the user menu', async () => {
    await phone(member, async (page) => {
      await page.goto(`${app.url}/dashboard`);
      await page.getByTestId('kpi-to-process-value').waitFor();
      await page.getByTestId('priority-document').first().waitFor();
      await expectNoHorizontalOverflow(page, 'dashboard');
      await expectInsideViewport(page.getByTestId('user-menu'));
      await expectInsideViewport(page.getByTestId('kpi-to-process-value'));
      await expectInsideViewport(page.getByTestId('examine').first());
    });
  });

  it('the team screen fits: each member a block with their role and team choices inside the screen, showing their whole value', async () => {
    await phone(member, async (page) => {
      await page.goto(`${app.url}/team`);
      const role = page.getByRole('combobox', { name: 'Rôle de Marie-Christine Delacroix-Fontaine' });
      await expect(role.inputValue()).resolves.toBe('ADMIN');
      await expectNoHorizontalOverflow(page, 'team');
      // Nothing to scroll sideways to: the choices are under the name, inside the screen.
      await expectInsideViewport(role);
      await expectInsideViewport(page.getByRole('combobox', { name: 'Équipe de Marie-Christine Delacroix-Fontaine' }));
      // The select is at least as wide as the name of the role it shows ("Administrateur").
      const cut = await role.evaluate((select: HTMLSelectElement) => {
        const probe = document.createElement('span');
        probe.style.cssText = `position:absolute;visibility:hidden;white-space:nowrap;font:${getComputedStyle(select).font}`;
        probe.textContent = select.selectedOptions[0].textContent;
        document.body.append(probe);
        const needed = probe.getBoundingClientRect().width;
        probe.remove();
        const style = getComputedStyle(select);
        return needed > select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      });
      expect(cut).toBe(false);
    });
  });

  it('the security tab shows each open session with its revoke button inside the screen', async () => {
    // A colleague's session, which the administrator may end.
    const colleague = await createSignedInUser(app, { role: 'USER', locale: 'fr', organizationId: member.organizationId });
    await app.services.db.prisma.user.update({ where: { id: colleague.userId }, data: { fullName: 'Jean-Baptiste Montgolfier-Delaunay' } });
    await app.services.db.prisma.session.create({
      data: {
        userId: colleague.userId,
        method: 'PASSWORD',
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
        expiresAt: new Date(Date.now() + 3600_000),
      },
    });
    await phone(member, async (page) => {
      await page.goto(`${app.url}/settings?tab=security`);
      const row = page.locator(`[data-testid="open-session"][data-email="${colleague.email}"]`);
      await row.waitFor();
      await expectNoHorizontalOverflow(page, 'settings-security');
      // The sessions' table fits its box: nothing to scroll sideways to find the button.
      await expect(
        row.evaluate((element) => {
          const box = element.closest('table')!.parentElement!;
          return box.scrollWidth <= box.clientWidth;
        }),
      ).resolves.toBe(true);
      await expectInsideViewport(row.getByRole('button', { name: 'Révoquer' }));
    });
  });

  it('pricing fits the screen with its plans and the checkout', async () => {
    await phone(null, async (page) => {
      await page.goto(`${app.url}/pricing`);
      await page.getByTestId('plan-team').waitFor();
      await expectNoHorizontalOverflow(page, 'pricing');
      for (const control of ['cycle-monthly', 'cycle-annual', 'choose-team', 'seats', 'checkout']) await expectInsideViewport(page.getByTestId(control));
    });
  });

  it.each(['/senders', '/analytics', '/settings', '/account', '/enhanced-documents', '/enhanced-senders', '/mail-connect', '/cloud'])(
    'the signed-in screen %s fits the screen',
    async (path) => {
      await phone(member, async (page) => {
        await page.goto(`${app.url}${path}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        await expectNoHorizontalOverflow(page, path.slice(1));
        await expectInsideViewport(page.getByTestId('user-menu'));
      });
    },
  );

  it.each([360, 390])('at %i px wide, the settings’ tabs show that more lie beyond the edge, and every one is reached and opened', async (width) => {
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width, height: PHONE.height }, hasTouch: true, isMobile: true });
    await context.addCookies([{ name: 'paraphe_at', value: member.accessToken, url: app.url, httpOnly: true }]);
    const page = await context.newPage();
    /** Shown whole: both ends of the tab are on the screen and not under anything (an edge's fade). */
    const whole = (tab: Locator) =>
      tab.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const y = box.top + box.height / 2;
        return [box.left + 2, box.right - 2].every((x) => x >= 0 && x <= window.innerWidth && element.contains(document.elementFromPoint(x, y)));
      });
    const more = page.getByRole('button', { name: 'Onglets suivants' });
    const earlier = page.getByRole('button', { name: 'Onglets précédents' });
    try {
      await page.goto(`${app.url}/settings`);
      const tabs = page.getByRole('tab');
      await tabs.first().waitFor();
      const names = await tabs.allTextContents();
      expect(names).toEqual(['Organisation', 'Sécurité', 'Accès API', 'Notifications', 'Automatisations', 'Intégrations', 'Facturation', 'Audit']);
      // The first tab is open; the right edge says that more tabs lie beyond it.
      await more.waitFor();
      await expect(whole(tabs.first())).resolves.toBe(true);
      await expect(whole(tabs.last())).resolves.toBe(false);
      await expect(earlier.count()).resolves.toBe(0);
      await screenshot(page, `settings-tabs-${width}`);
      // Its arrow brings the next ones into view, until the last: then only the other edge has an arrow.
      for (let step = 0; (await more.count()) > 0; step++) {
        expect(step).toBeLessThan(names.length);
        await more.click();
        await page.waitForTimeout(400);
      }
      await expect(whole(tabs.last())).resolves.toBe(true);
      await earlier.waitFor();
      await tabs.last().click();
      await page.getByTestId('audit-entry').first().waitFor();
      await expectNoHorizontalOverflow(page, `settings-tabs-end-${width}`);

      // A link to a later tab opens it in view, clear of the edge's fade.
      await page.goto(`${app.url}/settings?tab=billing`);
      const billing = page.getByTestId('tab-billing');
      await expect(billing.getAttribute('aria-selected')).resolves.toBe('true');
      await page.waitForTimeout(200);
      await expect(whole(billing)).resolves.toBe(true);
      await more.waitFor();
      await earlier.waitFor();
      await screenshot(page, `settings-tabs-billing-${width}`);
    } finally {
      await context.close();
    }
  });

  it('the audit tab fits the screen, each entry with its details under its action', async () => {
    await phone(member, async (page) => {
      await page.goto(`${app.url}/settings?tab=audit`);
      const upload = page.locator('[data-testid="audit-entry"][data-action="document.created"]').filter({ hasText: 'Avenant n° 3' });
      await upload.waitFor();
      await page.waitForLoadState('networkidle');
      await expectNoHorizontalOverflow(page, 'settings-audit');
      const details = upload.getByTestId('audit-details-phone');
      await expectInsideViewport(details);
      const lines = await details.locator('p').allTextContents();
      expect(lines.slice(0, 2)).toEqual(['Titre : Avenant n° 3', 'Source : Dépôt']);
      expect(lines).toContainEqual(expect.stringMatching(/^Score de risque : \d+$/));
      expect(lines).toContainEqual(expect.stringMatching(/^Taille : 134\soctets$/));
    });
  });

  it('the mailbox screen fits: each mailbox’s actions under its address, each message a block with its documents and what was left out', async () => {
    const { prisma } = app.services.db;
    const email = 'service.comptabilite.fournisseurs@cabinetdelacroixfontaine.fr';
    const account = await prisma.mailAccount.create({
      data: {
        organizationId: member.organizationId,
        userId: member.userId,
        email,
        provider: 'IMAP',
        imapHost: 'imap.cabinetdelacroixfontaine.fr',
        imapPort: 993,
        lastSyncAt: new Date(),
        lastError: 'MAIL_AUTH_FAILED: The mail server refused the email address or password',
        lastErrorCode: 'MAIL_AUTH_FAILED',
      },
    });
    const document = await prisma.document.findFirstOrThrow({ where: { organizationId: member.organizationId, title: TITLES[0] } });
    await prisma.mailMessage.create({
      data: {
        accountId: account.id,
        organizationId: member.organizationId,
        messageId: '<contrat-2026@fournisseur-de-services-informatiques.example>',
        fromAddress: 'service.juridique@fournisseur-de-services-informatiques.example',
        fromName: 'Fournisseur de services informatiques SAS',
        subject: 'Contrat de prestation de services informatiques et de maintenance applicative 2026 à signer',
        receivedAt: new Date(),
        hasAttachments: true,
        attachmentNames: ['Contrat_de_prestation_de_services_informatiques_2026.pdf', 'Catalogue_des_prestations_2026_version_definitive.txt'],
        processed: true,
        processedAt: new Date(),
        skippedAttachments: [{ filename: 'Catalogue_des_prestations_2026_version_definitive.txt', reason: 'TOO_LARGE', maxBytes: 10 * 1024 * 1024 }],
        documents: { connect: { id: document.id } },
      },
    });
    await phone(member, async (page) => {
      await page.goto(`${app.url}/mail-connect`);
      const row = page.locator(`[data-testid="mail-account"][data-email="${email}"]`);
      await row.waitFor();
      const message = page.getByTestId('mail-message');
      await message.waitFor();
      await page.waitForLoadState('networkidle');
      await expectNoHorizontalOverflow(page, 'mail-connect-accounts');
      for (const control of ['mail-account-switch', 'mail-account-test', 'mail-account-disconnect', 'mail-account-error', 'mail-account-error-hint'])
        await expectInsideViewport(row.getByTestId(control));
      await expectInsideViewport(message.getByRole('link', { name: TITLES[0] }));
      await expectInsideViewport(message.getByTestId('mail-skipped-attachment'));
      await expect(message.getByTestId('mail-skipped-attachment').textContent()).resolves.toMatch(/trop volumineux \(limite 10\sMo\)/);
    });
  });

  it.each([
    '/',
    '/features',
    '/api',
    '/documentation',
    '/contact',
    '/status',
    '/about',
    '/verify',
    '/legal/terms',
    '/legal/privacy',
    '/auth/signin',
    '/auth/signup',
  ])('the public page %s fits the screen', async (path) => {
    await phone(null, async (page) => {
      await page.goto(`${app.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await expectNoHorizontalOverflow(page, path === '/' ? 'landing' : path.slice(1).replaceAll('/', '-'));
    });
  });

  it('sign-in keeps every control’s words inside it: the providers one above the other, “remember me” on one line', async () => {
    await phone(null, async (page) => {
      await page.goto(`${app.url}/auth/signin`);
      const gmail = page.getByRole('button', { name: /^Gmail/ });
      await gmail.waitFor();
      const spills = (locator: Locator) => locator.evaluate((element) => element.scrollWidth > element.clientWidth + 0.5);
      await expect(spills(gmail)).resolves.toBe(false);
      await expect(spills(page.getByRole('button', { name: /^Outlook/ }))).resolves.toBe(false);
      await expectInsideViewport(page.getByRole('button', { name: /^Outlook/ }));
      // Each as tall as the form's own button, not squeezed to its words' height.
      const signIn = await page.getByRole('button', { name: 'Se connecter', exact: true }).boundingBox();
      for (const provider of [gmail, page.getByRole('button', { name: /^Outlook/ })])
        await expect(provider.boundingBox().then((box) => box!.height)).resolves.toBeCloseTo(signIn!.height, 0);
      // One line: less than two letters high (a line is about 1.5).
      const remember = page.getByText('Se souvenir de moi');
      const height = await remember.evaluate((element) => element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).fontSize));
      expect(height).toBeLessThan(2);
    });
  });

  it('a visitor reaches the header’s links through the menu, on the pre-rendered landing page and in the app', async () => {
    await phone(null, async (page) => {
      await page.goto(app.url);
      const menu = page.getByTestId('public-menu');
      const tarifs = menu.getByRole('link', { name: 'Tarifs' });
      await menu.locator('summary').waitFor();
      await expectNoHorizontalOverflow(page, 'landing-menu-closed');
      expect(await tarifs.isVisible()).toBe(false);
      await menu.locator('summary').click();
      for (const name of ['Fonctionnalités', 'Tarifs', 'API', 'Documentation']) await expectInsideViewport(menu.getByRole('link', { name }));
      await tarifs.click();
      await page.waitForURL(`${app.url}/pricing`);
      // In the app: the menu opens and closes with the link followed, and Escape closes it too.
      await menu.locator('summary').click();
      await menu.getByRole('link', { name: 'Fonctionnalités' }).click();
      await page.waitForURL(`${app.url}/features`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await menu.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
      await menu.locator('summary').click();
      await expectNoHorizontalOverflow(page, 'features-menu-open');
      await page.keyboard.press('Escape');
      expect(await menu.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
      expect(await menu.evaluate((details) => details.querySelector('summary') === document.activeElement)).toBe(true);
    });
  });

  it('an invitation opened on a phone keeps its words and fields off the screen’s edges, as every public page does', async () => {
    const invited = `lea.moreau.${Date.now()}@example.test`;
    const inviter = await createSignedInUser(app, { role: 'ADMIN', locale: 'fr' });
    await app.services.db.prisma.organization.update({ where: { id: inviter.organizationId }, data: { plan: 'TEAM', seats: 5 } });
    const sent = await inviter.client.graphql(
      `mutation { inviteMembers(input: { emails: ["${invited}"], role: USER }) { __typename ... on Error { code message } } }`,
    );
    expect(sent.data!.inviteMembers).toEqual({ __typename: 'MutationInviteMembersSuccess' });
    const mail = app.services.mailer.outbox().find((entry) => entry.to === invited)!;
    const link = /https?:\/\/\S+\/invitation\?token=[\w-]+/.exec(mail.text)![0];
    await phone(null, async (page) => {
      for (const address of [new URL(link).pathname + new URL(link).search, '/invitation?token=unknown']) {
        await page.goto(`${app.url}${address}`);
        const heading = page.getByRole('heading', { level: 1 });
        await heading.waitFor();
        await expectNoHorizontalOverflow(page, address.endsWith('unknown') ? 'invitation-invalid' : 'invitation');
        // The same margin as the other public pages' text: 16 px.
        for (const part of [heading, page.locator('main p').first(), ...(address.endsWith('unknown') ? [] : [page.getByRole('textbox').first()])]) {
          const box = (await part.boundingBox())!;
          expect(Math.round(box.x)).toBeGreaterThanOrEqual(16);
          expect(Math.round(PHONE.width - box.x - box.width)).toBeGreaterThanOrEqual(16);
        }
      }
    });
  });

  it('a public page keeps the way back to the app and the user menu for a signed-in visitor', async () => {
    await phone(member, async (page) => {
      await page.goto(`${app.url}/features`);
      await page.getByTestId('open-dashboard').waitFor();
      await expectNoHorizontalOverflow(page, 'features-signed-in');
      await expectInsideViewport(page.getByTestId('open-dashboard'));
      await expectInsideViewport(page.getByTestId('user-menu'));
    });
  });

  it('the cloud keeps a long folder name inside its card, cut with an ellipsis', async () => {
    const folder = 'Ressources humaines et archives de la paie 2026 (confidentiel)';
    await phone(member, async (page) => {
      await page.goto(`${app.url}/cloud`);
      await page.getByTestId('cloud-new-folder').fill(folder);
      await page.getByTestId('cloud-create-folder').click();
      const card = page.getByTestId('cloud-folder').filter({ has: page.getByRole('link', { name: folder }) });
      await card.waitFor();
      await expectNoHorizontalOverflow(page, 'cloud-long-folder');
      const link = card.getByRole('link', { name: folder });
      const [linkBox, cardBox] = [(await link.boundingBox())!, (await card.boundingBox())!];
      expect(linkBox.x + linkBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
      // Whole in its title.
      await expect(link.getAttribute('title')).resolves.toBe(folder);
    });
  });

  it('a cloud file’s tags beyond the first two are revealed by its “+N”, by touch or keyboard; found by one of them, it shows it first', async () => {
    await phone(member, async (page) => {
      await page.goto(`${app.url}/cloud`);
      await page.getByTestId('cloud-upload-input').setInputFiles([{ name: 'budget-previsionnel.csv', mimeType: 'text/csv', buffer: Buffer.from('a;b\n') }]);
      const item = page.locator('[data-testid="cloud-item"][data-name="budget-previsionnel.csv"]');
      await item.waitFor();
      await app.services.db.prisma.cloudFile.updateMany({
        where: { organizationId: member.organizationId, name: 'budget-previsionnel.csv' },
        data: { tags: ['finance', 'budget', 'confidentiel', 'conseil'] },
      });
      await page.reload();
      const tags = item.getByTestId('cloud-tag');
      await item.getByText('finance').waitFor();
      await expect(tags.allInnerTexts()).resolves.toEqual(['finance', 'budget', '+2']);
      // The "+2" is a button that says what it does, reached and pressed with the keyboard.
      const more = item.getByRole('button', { name: 'Afficher 2 autres étiquettes' });
      await more.waitFor({ timeout: 5000 });
      await expect(more.getAttribute('aria-expanded')).resolves.toBe('false');
      await more.focus();
      await page.keyboard.press('Enter');
      await expect(tags.allInnerTexts()).resolves.toEqual(['finance', 'budget', 'confidentiel', 'conseil', 'Réduire']);
      const fewer = item.getByRole('button', { name: 'Réduire' });
      await expect(fewer.getAttribute('aria-expanded')).resolves.toBe('true');
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Réduire');
      await expectNoHorizontalOverflow(page, 'cloud-tags-open');
      await fewer.click();
      await expect(tags.allInnerTexts()).resolves.toEqual(['finance', 'budget', '+2']);
      // Found by a tag beyond the first two, the file shows that tag first.
      await page.getByTestId('cloud-search').fill('conseil');
      await page.waitForURL(`${app.url}/cloud?q=conseil`);
      await until(async () => ((await tags.allInnerTexts())[0] === 'conseil' ? true : null), 10_000).catch(() => undefined);
      await expect(tags.allInnerTexts()).resolves.toEqual(['conseil', 'finance', '+2']);
    });
  });

  it('a drawn signature’s pad asks for the drawing as a hint, not as a warning, before anything is drawn', async () => {
    await phone(member, async (page) => {
      await page.goto(`${app.url}/documents`);
      await page.getByTestId('document-open').first().click();
      await page.getByTestId('action-sign').click();
      const form = page.getByTestId('sign-form');
      await form.getByTestId('sign-type-DRAWN').click();
      const hint = form.getByText('Dessinez votre signature dans le cadre.');
      await hint.waitFor();
      await expectNoHorizontalOverflow(page, 'sign-drawn');
      // The same colour as the explanation above the pad: nothing went wrong yet.
      const colour = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).color);
      await expect(colour(hint)).resolves.toBe(await colour(form.getByText('Dessinez votre signature ci-dessous', { exact: false })));
    });
  });

  it('the account’s connection buttons keep their words inside their card', async () => {
    await phone(member, async (page) => {
      await page.goto(`${app.url}/account`);
      const google = page.getByTestId('connection-google').getByRole('button');
      await google.waitFor();
      await expectNoHorizontalOverflow(page, 'account');
      for (const row of await page.locator('[data-testid^="connection-"], [data-testid^="mailbox-"]').all()) {
        const button = row.getByRole('button').last();
        await button.scrollIntoViewIfNeeded();
        // Inside the row (inside the card's padding), its words inside the button.
        const fits = await button.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const rowBox = element.closest('[data-testid]')!.getBoundingClientRect();
          return { inRow: box.right <= rowBox.right + 0.5 && box.left >= rowBox.left - 0.5, wordsInside: element.scrollWidth <= element.clientWidth + 0.5 };
        });
        expect(fits).toEqual({ inRow: true, wordsInside: true });
      }
    });
  });

  it('the advanced documents screen gives each title room to read in lines, not a word a line, and names it on its checkbox', async () => {
    await phone(member, async (page) => {
      await page.goto(`${app.url}/enhanced-documents`);
      const title = page.getByText(TITLES[0], { exact: true });
      await title.waitFor();
      await expectNoHorizontalOverflow(page, 'enhanced-documents-titles');
      // Each row's checkbox names its document, for a screen reader reading them one after the other.
      for (const each of TITLES) await expect(page.getByRole('checkbox', { name: `Sélectionner ${each}`, exact: true }).count()).resolves.toBe(1);
      // Its cell at least 12 rem wide: a few words a line.
      await expect(
        title.evaluate((element) => element.closest('td')!.getBoundingClientRect().width / parseFloat(getComputedStyle(document.documentElement).fontSize)),
      ).resolves.toBeGreaterThanOrEqual(11.5);
    });
  });

  it('a document page keeps the focus where the person is: on the signers to choose when the request opens, back on the button that opened a form they cancel', async () => {
    await phone(member, async (page) => {
      await page.goto(`${app.url}/documents`);
      await page.getByTestId('document-open').last().click();
      await page.getByTestId('document-page').waitFor();
      const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName);
      // The signature form: cancelled, the focus is back on "Signer…".
      await page.getByTestId('action-sign').focus();
      await page.keyboard.press('Enter');
      const cancel = page.getByTestId('sign-form').getByRole('button', { name: 'Annuler' });
      await cancel.focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('sign-form').waitFor({ state: 'detached' });
      await expect(focused()).resolves.toBe('action-sign');
      // The request for several signers: opened, the focus is on its first signer; cancelled, back on the button.
      await page.getByTestId('request-signatures-open').focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('request-signatures-form').waitFor();
      await expect(focused()).resolves.toBe('request-member');
      await page.getByTestId('request-signatures-form').getByRole('button', { name: 'Annuler' }).focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('request-signatures-form').waitFor({ state: 'detached' });
      await expect(focused()).resolves.toBe('request-signatures-open');
    });
  });
});
