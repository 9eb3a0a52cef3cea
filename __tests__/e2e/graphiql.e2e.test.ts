import type { Page } from 'playwright-core';
import { createApiKey } from '../../server/api-keys/create-api-key';
import { browserJourney } from '../support/browser';
import { createSignedInUser } from '../support/users';

/** Opens GraphiQL signed in (cookie), and records every request that leaves the app's origin. */
async function openGraphiQL(page: Page, url: string, accessToken: string) {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(url) && !request.url().startsWith('blob:') && !request.url().startsWith('data:')) outside.push(request.url());
  });
  await page.context().addCookies([{ name: 'paraphe_at', value: accessToken, url, httpOnly: true }]);
  await page.goto(`${url}/graphql`);
  await page.locator('.graphiql-execute-button').waitFor({ timeout: 30_000 });
  return outside;
}

/** Runs the operation in the editor and returns the response pane's text (without the editor's wrapping) once it has an answer. */
async function run(page: Page): Promise<string> {
  await page.locator('.graphiql-execute-button').click();
  const response = page.locator('.graphiql-response').filter({ hasText: /"(data|errors)"/ });
  await response.waitFor({ timeout: 20_000 });
  return ((await response.textContent()) ?? '').replace(/\s+/g, '');
}

describe('GraphiQL in development', () => {
  const journey = browserJourney();

  it('loads from the server alone and runs the default operation with the browser session', async () => {
    const { app, page } = journey;
    const member = await createSignedInUser(app, { role: 'ADMIN', locale: 'fr' });
    const outside = await openGraphiQL(page, app.url, member.accessToken);
    expect(await run(page)).toContain(member.email);
    // The documentation reads the schema, descriptions included.
    await page.getByRole('button', { name: /Show Documentation Explorer/i }).click();
    await page.locator('.graphiql-doc-explorer').getByText('Query', { exact: true }).first().waitFor();
    expect(outside).toEqual([]);
  }, 90_000);
});

describe('GraphiQL in production', () => {
  const journey = browserJourney({ env: { NODE_ENV: 'production', PUBLIC_URL: 'https://paraphe.example' } });

  it('shows the schema to the browser session and runs operations with an API key from the header editor', async () => {
    const { app, page } = journey;
    const admin = await createSignedInUser(app, { role: 'ADMIN', locale: 'fr' });
    const outside = await openGraphiQL(page, app.url, admin.accessToken);

    // The browser session alone: the schema is readable, an operation is refused as persisted-only.
    await page.getByRole('button', { name: /Show Documentation Explorer/i }).click();
    await page.locator('.graphiql-doc-explorer').getByText('Query', { exact: true }).first().waitFor();
    expect(await run(page)).toContain('PERSISTED_QUERY_ONLY');

    const { key } = await createApiKey(
      app.services,
      { userId: admin.userId, organizationId: admin.organizationId, role: 'ADMIN', sessionId: 'graphiql', aal: 1, locale: 'fr' },
      { name: 'GraphiQL', scopes: ['read'] },
    );
    await page.getByRole('button', { name: 'Headers' }).click();
    await page.locator('.graphiql-editor-tool .graphiql-editor').last().click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText(JSON.stringify({ Authorization: `Bearer ${key}` }));
    expect(await run(page)).toContain(admin.email);
    expect(outside).toEqual([]);
  }, 90_000);
});
