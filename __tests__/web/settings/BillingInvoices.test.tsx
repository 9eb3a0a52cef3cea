import { act, configure, screen, within } from '@testing-library/react';
import { SettingsScreen, settingsScreenQuery } from '../../../web/src/screens/settings/SettingsScreen';
import { renderScreen, resolveOperation } from '../render-screen';

configure({ asyncUtilTimeout: 5000 });

const INVOICES = [
  {
    id: 'in_1',
    number: 'BOUL-0001',
    createdAt: '2026-11-20T10:00:00.000Z',
    amountDueCents: 2900,
    currency: 'usd',
    status: 'paid',
    url: 'https://invoice.stripe.test/i/in_1',
  },
  { id: 'in_2', number: 'BOUL-0002', createdAt: '2026-11-21T10:00:00.000Z', amountDueCents: 2900, currency: 'usd', status: 'open', url: null },
  { id: 'in_3', number: 'BOUL-0003', createdAt: '2026-11-22T10:00:00.000Z', amountDueCents: 2900, currency: 'usd', status: 'uncollectible', url: null },
];

async function billingTab(language: 'fr' | 'en', summary: Record<string, unknown> = {}) {
  const rendered = renderScreen({ path: '/settings', Component: SettingsScreen, query: settingsScreenQuery }, { url: '/settings?tab=billing', language });
  act(() =>
    resolveOperation(rendered.environment, 'SettingsScreenQuery', {
      Viewer: () => ({ role: 'ADMIN' }),
      BillingSummary: () => ({
        plan: 'SOLO',
        billingCycle: 'MONTHLY',
        addons: [],
        trialEndsAt: null,
        endedPlan: null,
        seatsUsed: 1,
        seatsPurchased: 1,
        documentsThisMonth: 6,
        documentsPerMonth: 100,
        storageBytes: 1000,
        storageQuotaBytes: 10 * 1024 ** 3,
        paymentsConfigured: true,
        subscriptionActive: true,
        subscriptionEndsAt: null,
        invoices: INVOICES,
        closed: false,
        ...summary,
      }),
    }),
  );
  return (await screen.findAllByTestId('invoice-status')).map((cell) => cell.textContent);
}

describe("the billing tab's invoices", () => {
  test("word Stripe's invoice status in French", async () => {
    expect(await billingTab('fr')).toEqual(['Payée', 'À payer', 'Irrécouvrable']);
  });

  test('and in English', async () => {
    expect(await billingTab('en')).toEqual(['Paid', 'Due', 'Uncollectible']);
  });
});

describe('the billing tab once the trial ended', () => {
  test('says so and that nothing more can be added, instead of the trial quotas', async () => {
    await billingTab('fr', {
      plan: 'TRIAL',
      billingCycle: null,
      subscriptionActive: false,
      trialEndsAt: '2026-11-20T10:00:00.000Z',
      closed: true,
      documentsPerMonth: 1000,
    });
    expect(screen.getByTestId('plan-end').textContent).toBe('Essai terminé le 20 novembre 2026 : choisissez une offre pour ajouter de nouveau des documents.');
    const documents = screen.getByTestId('usage-documents');
    expect(documents.textContent).not.toContain('1 000');
    expect(within(documents).getByTestId('usage-closed').textContent).toBe('Plus aucun ajout tant qu’aucune offre n’est choisie');
  });

  test('while it runs, the quotas show', async () => {
    await billingTab('fr', { plan: 'TRIAL', billingCycle: null, trialEndsAt: '2026-12-20T10:00:00.000Z', closed: false, documentsPerMonth: 1000 });
    expect(screen.getByTestId('plan-end').textContent).toBe("Fin de l'essai le 20 décembre 2026");
    expect(screen.getByTestId('usage-documents').textContent).toMatch(/sur 1\s000/);
    expect(screen.queryByTestId('usage-closed')).toBeNull();
  });
});
