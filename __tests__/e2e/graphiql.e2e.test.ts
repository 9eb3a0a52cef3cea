import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { createApiKey } from '../../server/api-keys/create-api-key';
import { browserJourney } from '../support/browser';
import type { TestApp } from '../support/test-app';
import { until } from '../support/until';
import { createSignedInUser } from '../support/users';
import { createVerifiedUser } from '../server/auth/accounts';
import { STRONG_PASSWORD } from '../server/auth/operations';

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

/** Writes `text` in place of what the editor holds (the last one matching `selector`). */
async function replaceText(page: Page, selector: string, text: string) {
  await page.locator(selector).last().click();
  await page.keyboard.press('ControlOrMeta+A');
  // Typed, a lone bracket would be closed by the editor itself: nothing is written as a deletion.
  if (text === '') await page.keyboard.press('Backspace');
  else await page.keyboard.insertText(text);
}

/**
 * Starts `subscription { documentChanged { kind } }` in the editor, then publishes a change of the
 * organization until the response pane shows it (the socket may take a moment to subscribe), and
 * returns the pane's text; an answer with `errors` ends the wait at once.
 */
async function runSubscription(page: Page, app: TestApp, organizationId: string): Promise<string> {
  const pane = page.locator('.graphiql-response');
  const paneText = async () => ((await pane.textContent()) ?? '').replace(/\s+/g, '');
  const before = await paneText();
  await replaceText(page, '.graphiql-query-editor', 'subscription Live { documentChanged { kind } }');
  // GraphiQL reads the operation's name from the editor a moment later (and keeps it in its tab state).
  await page.waitForFunction(() => {
    const state = JSON.parse(localStorage.getItem('graphiql:tabState') ?? 'null');
    return state?.tabs?.[state.activeTabIndex]?.operationName === 'Live';
  });
  await page.locator('.graphiql-execute-button').click();
  const answer = await until(
    async () => {
      const text = await paneText();
      if (text !== before && /"(data|errors)"/.test(text)) return text;
      app.services.pubsub.publish('documentChanged', organizationId, { kind: 'CREATED', documentId: randomUUID() });
      return null;
    },
    20_000,
    300,
  );
  // A live subscription keeps the button as its stop button: stopped, the next run starts anew.
  if (answer.includes('"data"')) await page.locator('.graphiql-execute-button').click();
  return answer;
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
    await replaceText(page, '.graphiql-editor-tool .graphiql-editor', JSON.stringify({ Authorization: `Bearer ${key}` }));
    expect(await run(page)).toContain(admin.email);

    // A subscription runs with the same key: GraphiQL's socket carries the header editor's headers as
    // its connectionParams (as the browser session, it would be refused as persisted-only).
    expect(await runSubscription(page, app, admin.organizationId)).toContain('{"data":{"documentChanged":{"kind":"CREATED"}}}');

    // Read again from the stored headers after a reload, with no edit in this page.
    await page.reload();
    await page.locator('.graphiql-execute-button').waitFor({ timeout: 30_000 });
    expect(await runSubscription(page, app, admin.organizationId)).toContain('{"data":{"documentChanged":{"kind":"CREATED"}}}');

    // Without the key, the subscription is the browser session's again, and refused as such.
    await page.getByRole('button', { name: 'Headers' }).click();
    await replaceText(page, '.graphiql-editor-tool .graphiql-editor', '');
    expect(await runSubscription(page, app, admin.organizationId)).toContain('PERSISTED_QUERY_ONLY');

    // A key the server does not know closes the socket: GraphiQL shows why, not an empty event.
    await replaceText(page, '.graphiql-editor-tool .graphiql-editor', JSON.stringify({ Authorization: 'Bearer ppk_unknown_0123456789abcdef' }));
    expect(await runSubscription(page, app, admin.organizationId)).toContain(
      '{"errors":[{"message":"Nonauthentifié:lacléd’APIestinconnueourévoquée","extensions":{"closeCode":4401}}]}',
    );
    expect(outside).toEqual([]);
  }, 120_000);

  it('sends a browser without a session to sign in and back to GraphiQL, and renews an expired session on the way', async () => {
    const { app, page } = journey;
    await createVerifiedUser(app, 'graphiql@example.com');
    await page.goto(`${app.url}/graphql`);
    await page.waitForURL(`${app.url}/auth/signin?next=%2Fgraphql`);
    await page.getByLabel('E-mail').fill('graphiql@example.com');
    await page.locator('input[name="password"]').fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    // Back on the server's page, loaded in full: GraphiQL, not the app's "page not found".
    await page.waitForURL(`${app.url}/graphql`);
    await page.locator('.graphiql-execute-button').waitFor({ timeout: 30_000 });

    // The access token expires by the server's clock: the refresh cookie renews it, with no form.
    app.clock.advance((app.config.ACCESS_TOKEN_TTL_S + 60) * 1000);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto(`${app.url}/graphql`);
    await page.waitForURL(`${app.url}/graphql`);
    await page.locator('.graphiql-execute-button').waitFor({ timeout: 30_000 });
    // By the sign-in screen, which renewed the session and left at once (the router may touch its address on the way).
    expect(visited.filter((path, index) => path !== visited[index - 1])).toEqual(['/auth/signin', '/graphql']);
    await expect(page.locator('input[name="password"]').count()).resolves.toBe(0);
  }, 90_000);
});
