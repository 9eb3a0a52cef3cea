import { act, configure, screen } from '@testing-library/react';
import en from '../../../lang/en.json';
import fr from '../../../lang/fr.json';
import { flattenMessages } from '../../../web/src/i18n/languages';
import { LanguageProvider } from '../../../web/src/i18n/LanguageProvider';
import { ProtectedLayout, protectedLayoutQuery } from '../../../web/src/layouts/ProtectedLayout';
import { renderScreen, resolveOperation } from '../render-screen';

configure({ asyncUtilTimeout: 5000 });

const DAY_MS = 86_400_000;

async function layoutOf(organization: { plan: string; trialEndsAt: string | null; endedPlan?: string }, language: 'fr' | 'en' = 'en') {
  // The layout reads the shown language from the app's provider (main.tsx), as it does in the browser.
  const messages = flattenMessages(language === 'fr' ? fr : en) as never;
  const Layout = () => (
    <LanguageProvider language={language} messages={messages} setLanguage={() => undefined}>
      <ProtectedLayout />
    </LanguageProvider>
  );
  const rendered = renderScreen({ path: '/dashboard', Component: Layout, query: protectedLayoutQuery }, { language });
  act(() =>
    resolveOperation(rendered.environment, 'ProtectedLayoutQuery', {
      Viewer: () => ({ role: 'ADMIN', mustEnrolSecondFactor: false }),
      Organization: () => ({ name: 'Atelier', logoUrl: null, endedPlan: null, ...organization }),
    }),
  );
  await screen.findByRole('banner');
  return rendered;
}

describe('the trial banner above every signed-in screen', () => {
  test('says that an ended trial leaves the documents readable and links to the plans', async () => {
    await layoutOf({ plan: 'TRIAL', trialEndsAt: new Date(Date.now() - DAY_MS).toISOString() });
    const banner = await screen.findByTestId('trial-ended');
    expect(banner.textContent).toContain('Your organization’s free trial has ended: your documents stay readable and downloadable');
    expect(screen.getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe('/pricing');
  });

  test('names the paid plan whose subscription ended, and when, in French', async () => {
    await layoutOf({ plan: 'TRIAL', endedPlan: 'SOLO', trialEndsAt: '2026-10-05T12:00:00Z' }, 'fr');
    expect((await screen.findByTestId('trial-ended')).textContent).toContain(
      'L’abonnement Solo de votre organisation a pris fin le 5 octobre 2026 : vos documents restent consultables',
    );
  });

  test('gives the last day of a trial that ends within a week, in French', async () => {
    await layoutOf({ plan: 'TRIAL', trialEndsAt: new Date(Date.now() + 3 * DAY_MS).toISOString() }, 'fr');
    expect((await screen.findByTestId('trial-ending')).textContent).toMatch(/^L’essai gratuit de votre organisation se termine le \d{1,2} \S+ \d{4}\./);
  });

  test('stays out of the way during the rest of the trial and once a plan is bought', async () => {
    await layoutOf({ plan: 'TRIAL', trialEndsAt: new Date(Date.now() + 20 * DAY_MS).toISOString() });
    expect(screen.queryByTestId('trial-ending')).toBeNull();
    await layoutOf({ plan: 'TEAM', trialEndsAt: new Date(Date.now() - DAY_MS).toISOString() });
    expect(screen.queryByTestId('trial-ended')).toBeNull();
  });
});
