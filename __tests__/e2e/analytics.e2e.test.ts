import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { findOrCreateSender, senderAddress } from '../../server/senders/find-or-create-sender';
import { seedDocuments } from '../server/analytics/fixtures';
import { launchBrowser, signedInPage, watchPages } from '../support/browser';
import { startTestApp, type TestApp } from '../support/test-app';
import { createSignedInUser, type SignedInUser } from '../support/users';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

let app: TestApp;
let browser: Browser;
const trouble = watchPages();
let reviewer: SignedInUser;
let betaId: string;

/*
 * The signed-in reviewer's organization; every figure asserted below is worked out from this table
 * (the server's clock stands still, so "now" is the app's start).
 *
 *  #  received  risk  status    decided (after)   reviewer       sender  type
 *  1  −1 d      8     PENDING   –                 –              Acme    PDF
 *  2  −2 d      2     SIGNED    −1 d (24 h)       Claire Dubois  Acme    PDF
 *  3  −3 d      9     REFUSED   −3 d + 2 h (2 h)  Claire Dubois  Acme    PDF
 *  4  −6 d      5     SIGNED    −2 d (96 h)       Marc Petit     Beta    Document
 *  5  −60 d     3     SIGNED    −59 d (24 h)      Claire Dubois  –       PDF
 *
 * Month: 4 documents, 2 at risk ≥ 8 (50 %), decisions 24 + 2 + 96 h → 40.67 h (40 h 40 min), 2 of 3 signed (66.7 %).
 * Quarter: 5 documents (40 %), decisions 24 + 2 + 96 + 24 h → 36.5 h, 3 of 4 signed (75 %);
 * Claire: 3 decided, 16.67 h on average (16 h 40 min), 1 of 3 at risk (33.3 %), all within 48 h.
 * Teams over the quarter: Juridique (Claire) 3 decided, 2 signed, 1 refused; Marc, in no team, 1 signed after 96 h.
 */
beforeAll(async () => {
  app = await startTestApp({ web: true });
  browser = await launchBrowser();
  reviewer = await createSignedInUser(app, { locale: 'fr' });
  const colleague = await createSignedInUser(app, { organizationId: reviewer.organizationId, locale: 'fr' });
  const { prisma } = app.db;
  const legal = await prisma.team.create({ data: { organizationId: reviewer.organizationId, name: 'Juridique' } });
  await prisma.user.update({ where: { id: reviewer.userId }, data: { fullName: 'Claire Dubois', teamId: legal.id } });
  await prisma.user.update({ where: { id: colleague.userId }, data: { fullName: 'Marc Petit' } });
  const acme = await findOrCreateSender(prisma, reviewer.organizationId, senderAddress('legal@acme.example', 'Acme'));
  const beta = await findOrCreateSender(prisma, reviewer.organizationId, senderAddress('sales@beta.example', 'Beta'));
  betaId = beta.id;
  const now = app.clock.now().getTime();
  const ago = (ms: number) => new Date(now - ms);
  await seedDocuments(app.db, reviewer.organizationId, [
    { title: 'Un', at: ago(1 * DAY), risk: 8, status: 'PENDING', senderId: acme.id },
    { title: 'Deux', at: ago(2 * DAY), risk: 2, status: 'SIGNED', decidedAt: ago(1 * DAY), decidedById: reviewer.userId, senderId: acme.id },
    { title: 'Trois', at: ago(3 * DAY), risk: 9, status: 'REFUSED', decidedAt: ago(3 * DAY - 2 * HOUR), decidedById: reviewer.userId, senderId: acme.id },
    {
      title: 'Quatre',
      at: ago(6 * DAY),
      risk: 5,
      status: 'SIGNED',
      decidedAt: ago(2 * DAY),
      decidedById: colleague.userId,
      senderId: beta.id,
      type: 'Document',
    },
    { title: 'Cinq', at: ago(60 * DAY), risk: 3, status: 'SIGNED', decidedAt: ago(59 * DAY), decidedById: reviewer.userId },
  ]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** A browser context signed in by its access cookie, as the auth flow would leave it. */
function openPage(user: SignedInUser): Promise<{ context: BrowserContext; page: Page }> {
  return signedInPage(browser, app.url, user, trouble, { acceptDownloads: true });
}

/** Text of an element with French spaces (narrow no-break spaces before %) made plain. */
const textOf = async (page: Page, testId: string) => ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();

/** Waits until the element shows exactly this text (figures are refetched when a filter changes). */
async function expectText(page: Page, testId: string, expected: string) {
  await page
    .waitForFunction(
      ([id, text]) => (document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '').replace(/\s+/g, ' ').trim() === text,
      [testId, expected] as const,
      { timeout: 15_000 },
    )
    .catch(async () => {
      expect(await textOf(page, testId)).toBe(expected);
    });
}

describe('analytics journey', () => {
  it('shows the period figures, narrows them by period and sender, switches tabs and exports the active table', async () => {
    const { context, page } = await openPage(reviewer);
    try {
      await page.goto(`${app.url}/analytics`);
      await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
      await page.getByTestId('analytics-filters').waitFor();

      // A month by default.
      await expectText(page, 'kpi-volume-value', '4');
      await expectText(page, 'kpi-risk-rate-value', '50 %');
      // The hint names the danger band's threshold, as the figure counts it.
      await expectText(page, 'kpi-risk-rate-hint', 'Documents de risque 8 ou plus');
      await expectText(page, 'kpi-average-time-value', '40 h 40 min');
      await expectText(page, 'kpi-validation-rate-value', '66,7 %');
      await expect(page.getByTestId('kpi-volume-change').count()).resolves.toBe(0);
      expect(await page.getByTestId('reviewer-row').count()).toBe(2);

      // A quarter: the filter goes to the address and every figure follows.
      await page.getByTestId('period-QUARTER').click();
      await page.waitForURL(/[?&]period=QUARTER/);
      await expectText(page, 'kpi-volume-value', '5');
      await expectText(page, 'kpi-risk-rate-value', '40 %');
      await expectText(page, 'kpi-average-time-value', '36 h 30 min');
      await expectText(page, 'kpi-validation-rate-value', '75 %');

      // Top senders: the last 30 days, each linking to its sheet.
      await page.getByTestId('tab-senders').click();
      const acmeRow = page.locator('[data-testid="sender-row"][data-sender="Acme"]');
      await acmeRow.waitFor();
      await expect(acmeRow.getByTestId('sender-documents').textContent()).resolves.toBe('3');
      await expect(acmeRow.locator('[data-band]').getAttribute('data-band')).resolves.toBe('CAUTION');
      await expect(acmeRow.getByRole('link', { name: 'Acme' }).getAttribute('href')).resolves.toMatch(/^\/enhanced-senders\?sender=/);
      await expect(page.getByTestId('sender-row').count()).resolves.toBe(2);

      // Trends: the volume, risk and per-type charts are drawn.
      await page.getByTestId('tab-trends').click();
      await page.getByTestId('chart-volume').locator('svg').first().waitFor();
      await page.getByTestId('chart-risk').locator('svg').first().waitFor();
      await page.getByTestId('chart-by-type').locator('svg').first().waitFor();
      await expect(page.locator('[data-testid="type-row"]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-type')))).resolves.toEqual([
        'PDF',
        'Document',
      ]);

      // Teams performance: Claire's team, then Marc, who has none; then each reviewer.
      await page.getByTestId('tab-teams').click();
      await page.getByTestId('teams-note').waitFor();
      await expect(page.getByTestId('team-name').allTextContents()).resolves.toEqual(['Juridique', 'Sans équipe']);
      const legal = page.locator('[data-testid="team-row"][data-team="Juridique"]');
      const teamCell = async (testId: string) => ((await legal.getByTestId(testId).textContent()) ?? '').replace(/\s+/g, ' ').trim();
      expect(await teamCell('team-members')).toBe('1');
      expect(await teamCell('team-processed')).toBe('3');
      expect(await teamCell('team-approval-rate')).toBe('66,7 %');
      expect(await teamCell('team-refusal-rate')).toBe('33,3 %');
      expect(await teamCell('team-average-time')).toBe('16 h 40 min');
      const claire = page.locator('[data-testid="reviewer-row"][data-reviewer="Claire Dubois"]');
      await claire.waitFor();
      const cells = async (testId: string) => ((await claire.getByTestId(testId).textContent()) ?? '').replace(/\s+/g, ' ').trim();
      expect(await cells('reviewer-processed')).toBe('3');
      expect(await cells('reviewer-average-time')).toBe('16 h 40 min');
      expect(await cells('reviewer-risk-rate')).toBe('33,3 %');
      expect(await cells('reviewer-efficiency')).toBe('100 %');

      // Export: the teams table as CSV.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('analytics-export').click()]);
      expect(download.suggestedFilename()).toBe('analytics-teams-quarter.csv');
      const csv = readFileSync((await download.path())!, 'utf8')
        .trim()
        .split('\n');
      expect(csv).toEqual([
        // Headers in the reader's language.
        '"équipe","membres","traités","taux d’approbation (%)","taux de refus (%)","heures en moyenne"',
        '"Juridique","1","3","66.7","33.3","16.6667"',
        '"Sans équipe","1","1","100","0","96"',
      ]);

      // One sender: the figures narrow to Beta's single document.
      await page.getByTestId('filter-sender').selectOption({ label: 'Beta' });
      await page.waitForURL((url) => url.searchParams.get('sender') !== null && url.searchParams.get('period') === 'QUARTER');
      await expectText(page, 'kpi-volume-value', '1');
      await expectText(page, 'kpi-validation-rate-value', '100 %');
      expect(new URL(page.url()).searchParams.get('sender')).toBe(Buffer.from(`Sender:${betaId}`).toString('base64'));
    } finally {
      await context.close();
    }
  });

  it("labels the trend axis once per calendar day of the organization's time zone and exports each day's mean risk", async () => {
    const { context, page } = await openPage(reviewer);
    try {
      await page.goto(`${app.url}/analytics?period=WEEK`);
      await page.getByTestId('tab-trends').click();
      const riskChart = page.getByTestId('chart-risk');
      await riskChart.locator('svg').first().waitFor();
      // The seven days in Paris, today last, labelled in French.
      const parisDay = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(at);
      const now = app.clock.now().getTime();
      const days = [6, 5, 4, 3, 2, 1, 0].map((back) => parisDay(now - back * DAY));
      const label = (day: string) =>
        new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(Date.parse(`${day}T00:00:00Z`));
      const ticks = async (testId: string) =>
        page
          .getByTestId(testId)
          .locator('svg text')
          .evaluateAll((texts) => texts.map((text) => (text.textContent ?? '').replace(/\s+/g, ' ').trim()).filter((text) => /[a-zéû]/i.test(text)));
      await expect(ticks('chart-risk')).resolves.toEqual(days.map(label));
      await expect(ticks('chart-volume')).resolves.toEqual(days.map(label));

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('analytics-export').click()]);
      expect(download.suggestedFilename()).toBe('analytics-trends-week.csv');
      const csv = readFileSync((await download.path())!, 'utf8')
        .trim()
        .split('\n');
      expect(csv).toHaveLength(8);
      expect(csv[0]).toBe('"jour","documents","risque moyen"');
      // #1 (−1 d, risk 8) alone on its day; #3 (risk 9) and #2 (risk 2) on theirs.
      expect(csv).toContain(`"${parisDay(now - 1 * DAY)}","1","8"`);
      expect(csv).toContain(`"${parisDay(now - 3 * DAY)}","1","9"`);
      expect(csv).toContain(`"${parisDay(now - 6 * DAY)}","1","5"`);
      // Each day's mean is drawn in its band's colour: 5 is caution, 8 and 9 danger.
      const fills = await riskChart
        .locator('svg path')
        .evaluateAll((paths) => paths.map((path) => getComputedStyle(path).fill).filter((fill) => fill.startsWith('rgb(')));
      expect(fills.filter((fill) => fill === 'rgb(245, 158, 11)').length).toBeGreaterThanOrEqual(1);
      expect(fills.filter((fill) => fill === 'rgb(220, 38, 38)').length).toBeGreaterThanOrEqual(2);
    } finally {
      await context.close();
    }
  });
});
