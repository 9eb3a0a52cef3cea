import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { pdfFile, UPLOAD } from '../server/documents/fixtures';
import { launchBrowser, signedInPage, watchPages } from '../support/browser';
import { startTestApp, type TestApp } from '../support/test-app';
import { createSignedInUser, type SignedInUser } from '../support/users';

// The main screens pass axe-core's WCAG 2.1 A and AA rules, WCAG 2.2 AA's (the size of targets) and
// its best practices, in French and in English, as a signed-in administrator whose organization has
// documents, senders, a colleague and a notification; and two flows work from the keyboard alone.

let app: TestApp;
let browser: Browser;
const trouble = watchPages();
/** Two administrators of one organization, one reading French and one English (the account's language wins over the browser's). */
let admin: SignedInUser;
let adminEn: SignedInUser;
let documentId: string;

/** The impacts a screen may not show (axe's minor findings are advice, not failures). */
const FAILING = ['moderate', 'serious', 'critical'];
/** axe's rules for WCAG 2.1 levels A and AA, WCAG 2.2 AA (targets of at least 24 by 24 pixels, or spaced as far), and its best practices (landmarks, heading order, names of dialogs). */
const RULES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

beforeAll(async () => {
  app = await startTestApp({ web: true });
  browser = await launchBrowser();
  admin = await createSignedInUser(app, { role: 'ADMIN', locale: 'fr' });
  adminEn = await createSignedInUser(app, { role: 'ADMIN', locale: 'en', organizationId: admin.organizationId });
  const colleague = await createSignedInUser(app, { role: 'USER', organizationId: admin.organizationId });
  const { prisma } = app.services.db;
  await prisma.user.update({ where: { id: admin.userId }, data: { fullName: 'Claire Durand' } });
  await prisma.user.update({ where: { id: adminEn.userId }, data: { fullName: 'Emma Stone' } });
  await prisma.user.update({ where: { id: colleague.userId }, data: { fullName: 'Marc Petit' } });
  const ids: string[] = [];
  for (const [title, senderEmail, senderName] of [
    ['Bail commercial', 'gestion@fonciere.example', 'Foncière Exemple'],
    ['Contrat de maintenance', 'juridique@prestataire.example', 'Prestataire SAS'],
  ]) {
    const answer = await admin.client.upload(UPLOAD, { input: { title, file: null, senderEmail, senderName } }, { 'input.file': await pdfFile() });
    expect(answer.data!.uploadDocument.__typename).toBe('MutationUploadDocumentSuccess');
    ids.push(answer.data!.uploadDocument.document.id);
  }
  documentId = ids[0];
  for (const reader of [admin, adminEn])
    await prisma.notification.create({
      data: {
        organizationId: admin.organizationId,
        userId: reader.userId,
        type: 'DOCUMENT_RECEIVED',
        // The API's global id (`Document:<uuid>` in base64) names the row.
        documentId: Buffer.from(documentId, 'base64').toString().split(':')[1],
        actorUserId: colleague.userId,
      },
    });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** A phone's screen, as the phone layout's journeys use it (the menu a drawer, the tables stacked). */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A desktop page (or a phone's, when `phone`) in `locale`, signed in as the administrator reading it unless `visitor`. */
async function openPage(locale: 'fr' | 'en', visitor = false, phone = false): Promise<{ context: BrowserContext; page: Page }> {
  const options = {
    locale: locale === 'fr' ? 'fr-FR' : 'en-GB',
    viewport: { width: 1366, height: 900 },
    reducedMotion: 'reduce' as const,
    ...(phone ? PHONE : {}),
  };
  if (!visitor) return signedInPage(browser, app.url, locale === 'fr' ? admin : adminEn, trouble, options);
  const context = await browser.newContext(options);
  const page = await context.newPage();
  page.on('pageerror', (error) => trouble.errors.push(error.message));
  return { context, page };
}

/** The screen has drawn its data: no spinner left, and the page at rest. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForFunction(() => !document.querySelector('.chakra-spinner, [aria-busy="true"]'));
  // Dialogs, menus and tabs fade in: their colours are measured once they are opaque.
  await page.waitForTimeout(300);
}

/**
 * axe's violations at the failing impacts, each as `rule (impact): targets [why]`, so that a failure says where.
 * axe runs in the page as DevTools evaluates a script, which the page's Content-Security-Policy does not govern.
 */
async function violations(page: Page, screen: string): Promise<string[]> {
  await settled(page);
  // Once per document: a tab or a period switched in place keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const found = await page.evaluate(async (tags) => {
    const results = await (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map(({ id, impact, nodes }) => ({
      id,
      impact: impact ?? '',
      nodes: nodes.map((node) => `${node.target.join(' ')} [${(node.failureSummary ?? '').split('\n').slice(1).join(' ').trim()}]`),
    }));
  }, RULES);
  return found
    .filter((violation) => FAILING.includes(violation.impact))
    .map(({ id, impact, nodes }) => `${screen}: ${id} (${impact}): ${nodes.slice(0, 6).join(' | ')}`);
}

const SETTINGS_TABS = ['organization', 'security', 'api', 'notifications', 'automations', 'integrations', 'billing', 'audit'];

describe.each(['fr', 'en'] as const)('in %s, axe finds no WCAG 2.1 A/AA violation nor breach of its best practices', (locale) => {
  it('on the public landing page, pricing, sign-in and sign-up', async () => {
    const { context, page } = await openPage(locale, true);
    try {
      const found: string[] = [];
      for (const path of ['/', '/pricing', '/auth/signin', '/auth/signup']) {
        await page.goto(`${app.url}${path}`);
        await page.locator('main').first().waitFor();
        found.push(...(await violations(page, path)));
      }
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('on the dashboard, the documents list with its panel open, a document, senders, analytics, cloud and team', async () => {
    const { context, page } = await openPage(locale);
    try {
      const found: string[] = [];
      await page.goto(`${app.url}/dashboard`);
      await page.getByTestId('period').first().waitFor();
      found.push(...(await violations(page, '/dashboard')));

      await page.goto(`${app.url}/documents`);
      await page.getByTestId('document-row').first().click();
      await page.getByTestId('document-panel').getByTestId('action-approve').waitFor();
      found.push(...(await violations(page, '/documents (panel open)')));

      await page.goto(`${app.url}/documents/${encodeURIComponent(documentId)}`);
      await page.getByTestId('finding').first().waitFor();
      found.push(...(await violations(page, '/documents/:id')));

      await page.goto(`${app.url}/senders`);
      await page.getByTestId('tab-overview').waitFor();
      found.push(...(await violations(page, '/senders')));

      await page.goto(`${app.url}/analytics`);
      await page.getByTestId('analytics-tabs').waitFor();
      found.push(...(await violations(page, '/analytics')));

      await page.goto(`${app.url}/cloud`);
      await page.getByTestId('cloud-storage').waitFor();
      found.push(...(await violations(page, '/cloud')));

      await page.goto(`${app.url}/team`);
      await page.getByTestId('team-member-row').first().waitFor();
      found.push(...(await violations(page, '/team')));
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('on each settings tab', async () => {
    const { context, page } = await openPage(locale);
    try {
      const found: string[] = [];
      for (const tab of SETTINGS_TABS) {
        await page.goto(`${app.url}/settings?tab=${tab}`);
        await page.locator(`[data-testid="tab-${tab}"][aria-selected="true"]`).waitFor();
        found.push(...(await violations(page, `/settings?tab=${tab}`)));
      }
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('with the notification bell’s menu open, and with a confirmation dialog open', async () => {
    const { context, page } = await openPage(locale);
    try {
      const found: string[] = [];
      await page.goto(`${app.url}/dashboard`);
      await page.getByTestId('notification-bell').click();
      await page.getByTestId('notification-item').first().waitFor();
      found.push(...(await violations(page, 'notification menu')));

      await page.goto(`${app.url}/documents/${encodeURIComponent(documentId)}`);
      await page.getByTestId('document-delete').click();
      await page.getByRole('alertdialog').waitFor();
      found.push(...(await violations(page, 'confirmation dialog')));
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** The charts' other periods: all of them in French, one of each screen's in English (the same charts, in other words). */
const OTHER_PERIODS = {
  fr: { dashboard: ['LAST_7_DAYS', 'LAST_90_DAYS'], analytics: ['WEEK', 'QUARTER'] },
  en: { dashboard: ['LAST_90_DAYS'], analytics: ['WEEK'] },
};

describe.each(['fr', 'en'] as const)('in %s, axe finds no violation on the charts’ other periods, tabs and views', (locale) => {
  it('on other periods of the dashboard, and on the other tabs and periods of analytics', async () => {
    const { context, page } = await openPage(locale);
    try {
      const found: string[] = [];
      await page.goto(`${app.url}/dashboard`);
      await page.getByTestId('period').first().waitFor();
      for (const period of OTHER_PERIODS[locale].dashboard) {
        await page.getByTestId(`period-${period}`).click();
        await page.locator(`[data-testid="period-${period}"][data-state="checked"]`).waitFor();
        await page.waitForURL(`**/dashboard?period=${period}`);
        found.push(...(await violations(page, `/dashboard?period=${period}`)));
      }

      await page.goto(`${app.url}/analytics`);
      await page.getByTestId('analytics-tabs').waitFor();
      for (const tab of ['senders', 'trends']) {
        await page.getByTestId(`tab-${tab}`).click();
        await page.locator(`[data-testid="tab-${tab}"][aria-selected="true"]`).waitFor();
        found.push(...(await violations(page, `/analytics (${tab})`)));
      }
      // The trends' charts over each other period (the tab stays open).
      for (const period of OTHER_PERIODS[locale].analytics) {
        await page.getByTestId(`period-${period}`).click();
        await page.waitForURL(`**/analytics?period=${period}`);
        await page.getByTestId('chart-volume').waitFor();
        found.push(...(await violations(page, `/analytics?period=${period} (trends)`)));
      }
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('on a phone (390 × 844), axe finds no violation', () => {
  it('in French, on the public pages and sign-in', async () => {
    const { context, page } = await openPage('fr', true, true);
    try {
      const found: string[] = [];
      for (const path of ['/', '/pricing', '/auth/signin', '/auth/signup']) {
        await page.goto(`${app.url}${path}`);
        await page.locator('main').first().waitFor();
        found.push(...(await violations(page, `phone ${path}`)));
      }
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('in French, on the signed-in screens, with the menu and the user’s menu open', async () => {
    const { context, page } = await openPage('fr', false, true);
    try {
      const found: string[] = [];
      await page.goto(`${app.url}/dashboard`);
      await page.getByTestId('period').first().waitFor();
      found.push(...(await violations(page, 'phone /dashboard')));

      await page.getByTestId('menu-button').click();
      await page.getByTestId('menu').waitFor();
      found.push(...(await violations(page, 'phone menu open')));
      await page.getByTestId('menu').getByRole('link', { name: 'Documents' }).click();
      await page.getByTestId('menu').waitFor({ state: 'detached' });

      // The list with a document's panel open below it.
      await page.getByTestId('document-row').first().click();
      await page.getByTestId('document-panel').getByTestId('action-approve').waitFor();
      found.push(...(await violations(page, 'phone /documents (panel open)')));

      await page.getByTestId('user-menu').click();
      await page.getByTestId('sign-out').waitFor();
      found.push(...(await violations(page, 'phone user menu open')));
      await page.keyboard.press('Escape');

      await page.goto(`${app.url}/documents/${encodeURIComponent(documentId)}`);
      await page.getByTestId('finding').first().waitFor();
      found.push(...(await violations(page, 'phone /documents/:id')));

      await page.goto(`${app.url}/senders`);
      await page.getByTestId('tab-overview').waitFor();
      found.push(...(await violations(page, 'phone /senders')));

      await page.goto(`${app.url}/analytics`);
      await page.getByTestId('analytics-tabs').waitFor();
      found.push(...(await violations(page, 'phone /analytics')));

      await page.goto(`${app.url}/cloud`);
      await page.getByTestId('cloud-storage').waitFor();
      found.push(...(await violations(page, 'phone /cloud')));

      for (const tab of ['organization', 'security']) {
        await page.goto(`${app.url}/settings?tab=${tab}`);
        await page.locator(`[data-testid="tab-${tab}"][aria-selected="true"]`).waitFor();
        found.push(...(await violations(page, `phone /settings?tab=${tab}`)));
      }
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('in English, on the dashboard with the menu open and the documents list', async () => {
    const { context, page } = await openPage('en', false, true);
    try {
      const found: string[] = [];
      await page.goto(`${app.url}/dashboard`);
      await page.getByTestId('period').first().waitFor();
      await page.getByTestId('menu-button').click();
      await page.getByTestId('menu').waitFor();
      found.push(...(await violations(page, 'phone /dashboard (menu open)')));
      await page.keyboard.press('Escape');
      await page.getByTestId('menu').waitFor({ state: 'detached' });

      await page.goto(`${app.url}/documents`);
      await page.getByTestId('document-row').first().waitFor();
      found.push(...(await violations(page, 'phone /documents')));
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('from the keyboard alone', () => {
  it('Tab reaches a row of the documents list and Enter opens it in the side panel, not on its own page', async () => {
    const { context, page } = await openPage('en');
    try {
      await page.goto(`${app.url}/documents`);
      await page.getByTestId('document-row').first().waitFor();
      await settled(page);
      // The row's first stop is its View button (the row itself takes no extra stop: the click on it is the pointer's shortcut).
      let title: string | null = null;
      for (let presses = 0; presses < 40 && !title; presses++) {
        await page.keyboard.press('Tab');
        title = await page.evaluate(() => document.activeElement?.closest('[data-testid="document-row"]')?.getAttribute('data-title') ?? null);
      }
      expect(title).not.toBeNull();
      await page.keyboard.press('Enter');
      await page.getByTestId('document-panel').getByTestId('action-approve').waitFor();
      await expect(page.getByTestId('document-panel').textContent()).resolves.toContain(title);
      expect(page.url()).toBe(`${app.url}/documents`);
    } finally {
      await context.close();
    }
  });

  it('a confirmation dialog takes the focus, Escape closes it and the focus returns to the button that opened it', async () => {
    const { context, page } = await openPage('en');
    try {
      await page.goto(`${app.url}/documents/${encodeURIComponent(documentId)}`);
      const opener = page.getByTestId('document-delete');
      await opener.waitFor();
      await settled(page);
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('alertdialog');
      await dialog.waitFor();
      await page.waitForFunction(() => document.querySelector('[role="alertdialog"]')?.contains(document.activeElement));
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'document-delete');
    } finally {
      await context.close();
    }
  });
});
