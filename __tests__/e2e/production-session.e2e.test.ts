import { browserJourney } from '../support/browser';
import { createVerifiedUser } from '../server/auth/accounts';
import { STRONG_PASSWORD } from '../server/auth/operations';

const ACCESS_TOKEN_TTL_S = 10;

// The production server: browser sessions may only send the operations the web build was compiled with.
const journey = browserJourney({ env: { NODE_ENV: 'production', PUBLIC_URL: 'https://paraphe.example', ACCESS_TOKEN_TTL_S: String(ACCESS_TOKEN_TTL_S) } });

describe('a production session', () => {
  it('stays signed in across access-token expiries, renewed by the web app with its persisted refresh', async () => {
    const { app, page } = journey;
    await createVerifiedUser(app, 'remi@example.com');
    const refused: string[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('/graphql') || response.request().method() !== 'POST') return;
      const body = await response.text().catch(() => '');
      if (/PersistedQuery/.test(body)) refused.push(body);
    });
    const refreshCookie = async () => (await page.context().cookies()).find((cookie) => cookie.name === 'paraphe_rt')?.value;

    await page.goto(`${app.url}/auth/signin`);
    await page.getByLabel('E-mail').fill('remi@example.com');
    await page.locator('input[name="password"]').fill(STRONG_PASSWORD);
    await page.locator('label:has(input[name="rememberMe"])').click({ position: { x: 8, y: 8 } });
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await page.waitForURL(`${app.url}/dashboard`);
    const signedIn = await refreshCookie();
    expect(signedIn).toBeDefined();

    // Twice the access token's lifetime passes, for the browser and for the server, on an open page.
    for (const step of [1, 2]) {
      await page.waitForTimeout((ACCESS_TOKEN_TTL_S + 2) * 1000);
      app.clock.advance((ACCESS_TOKEN_TTL_S + 2) * 1000);
      await page.goto(`${app.url}/account`);
      await expect(page.getByTestId('account-email').textContent()).resolves.toBe('remi@example.com');
      expect([step, page.url()]).toEqual([step, `${app.url}/account`]);
    }
    expect(await refreshCookie()).not.toBe(signedIn);
    expect(refused).toEqual([]);
    const session = await app.db.prisma.session.findFirstOrThrow({ where: { user: { email: 'remi@example.com' } } });
    expect(session).toMatchObject({ persistent: true, revokedAt: null });
  }, 90_000);
});
