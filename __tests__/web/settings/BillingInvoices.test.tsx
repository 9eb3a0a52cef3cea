import { act, configure, screen } from '@testing-library/react';
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

async function billingTab(language: 'fr' | 'en') {
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
