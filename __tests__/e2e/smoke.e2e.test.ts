import { browserJourney } from '../support/browser';

const journey = browserJourney();

describe('smoke journey', () => {
  it('renders the landing page in French', async () => {
    await journey.page.goto(journey.app.url);
    await expect(journey.page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Signez en toute confiance');
    expect(await journey.page.getAttribute('html', 'lang')).toBe('fr');
  });

  it('switches to English and remembers the choice across reloads', async () => {
    await journey.page.goto(journey.app.url);
    await journey.page.getByTestId('language-switch').click();
    await journey.page.getByRole('heading', { level: 1, name: 'Sign with confidence' }).waitFor();
    await journey.page.reload();
    await journey.page.getByRole('heading', { level: 1, name: 'Sign with confidence' }).waitFor();
    expect(await journey.page.getAttribute('html', 'lang')).toBe('en');
  });

  it('shows the not-found page on an unknown path, with a link home', async () => {
    await journey.page.goto(`${journey.app.url}/no/such/page`);
    await journey.page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await journey.page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await journey.page.waitForURL(`${journey.app.url}/`);
  });

  it('redirects a protected path without a session to /auth/signin, replacing the history entry', async () => {
    await journey.page.goto(journey.app.url);
    await journey.page.goto(`${journey.app.url}/dashboard`);
    await journey.page.waitForURL(`${journey.app.url}/auth/signin`);
    await journey.page.goBack();
    await journey.page.waitForURL(`${journey.app.url}/`);
  });
});
