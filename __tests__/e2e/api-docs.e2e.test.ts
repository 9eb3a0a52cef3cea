import { browserJourney } from '../support/browser';

const journey = browserJourney();

describe('the API reference page', () => {
  it('reads in French from end to end, inline code shown as code rather than backticks', async () => {
    const { page, app } = journey;
    await page.goto(`${app.url}/api`);
    await page.getByRole('heading', { level: 1, name: 'API Paraphe' }).waitFor();
    // The prose of the page: the code samples (pre) are JavaScript, backticks included.
    const text = await page.evaluate(() => {
      const root = document.getElementById('root')!.cloneNode(true) as HTMLElement;
      for (const sample of root.querySelectorAll('pre')) sample.remove();
      return root.textContent!;
    });
    expect(text).not.toContain('`');
    // A GraphQL description, a REST parameter and where it goes, in French with their code.
    expect(text).toContain('Connecte une boîte IMAP pour l’appelant');
    expect(text).toContain('(paramètre de requête)');
    expect(text).not.toMatch(/The organization's|newest first|Comma-separated|\(query\b/);
    await expect(page.getByTestId('endpoint-getAnalyticsSummary').locator('code', { hasText: /^to$/ }).count()).resolves.toBe(2);
    await expect(page.locator('code', { hasText: /^MAIL_AUTH_FAILED$/ }).count()).resolves.toBe(1);
  });
});
