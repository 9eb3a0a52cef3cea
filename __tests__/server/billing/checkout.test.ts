import Stripe from 'stripe';
import { StripeTestServer } from '../../support/stripe-server';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser } from '../../support/users';

const SECRET_KEY = 'sk_test_paraphe';
const WEBHOOK_SECRET = 'whsec_paraphe_test';
const signer = new Stripe(SECRET_KEY);

let stripe: StripeTestServer;
let app: TestApp;

beforeAll(async () => {
  stripe = new StripeTestServer(SECRET_KEY);
  const stripeUrl = await stripe.start();
  app = await startTestApp({ env: { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripeUrl } });
});

afterAll(async () => {
  await app.stop();
  await stripe.stop();
});

const order = (overrides: Record<string, unknown> = {}) => ({
  event: 'checkout_start',
  page: '/pricing',
  ts: Date.now(),
  sessionId: 'browser-session',
  userId: 'not-trusted',
  orgId: 'not-trusted',
  selected_plan: 'team',
  billing_cycle: 'annual',
  seats: 5,
  coupon: null,
  addons: [],
  company: 'Acme',
  ...overrides,
});

async function checkout(client: { fetch: TestApp['client'] extends () => infer C ? (C extends { fetch: infer F } ? F : never) : never }, body: unknown) {
  const response = await client.fetch('/api/checkout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

function webhook(event: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return fetch(`${app.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }) },
    body: payload,
  });
}

const checkoutEvent = (type: string, id: string, sessionId: string, session: Record<string, unknown> = {}) => ({
  id,
  object: 'event',
  type,
  data: {
    object: { id: sessionId, object: 'checkout.session', customer: `cus_${sessionId}`, subscription: `sub_${sessionId}`, payment_status: 'paid', ...session },
  },
});
const completed = (id: string, sessionId: string, session: Record<string, unknown> = {}) => checkoutEvent('checkout.session.completed', id, sessionId, session);

describe('POST /api/checkout', () => {
  it('opens a Stripe session priced by the server, whatever totals the browser sends, billed from the end of the trial', async () => {
    const admin = await createSignedInUser(app, { role: 'ADMIN' });
    // Ten days and a half of the organization's trial left: ten whole days stay free.
    const trialEndsAt = new Date(app.clock.now().getTime() + 10.5 * 86_400_000);
    await app.db.prisma.organization.update({ where: { id: admin.organizationId }, data: { plan: 'TRIAL', trialEndsAt } });
    const before = stripe.calls.length;
    const answer = await checkout(admin.client, order({ total: 1, price: 0.01, unit_amount: 1, seats: '5' }));
    expect(answer.status).toBe(200);
    expect(answer.body.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/);
    const [call] = stripe.calls.slice(before);
    expect(call.path).toBe('/v1/checkout/sessions');
    expect(call.form.get('mode')).toBe('subscription');
    expect(call.form.get('line_items[0][quantity]')).toBe('5');
    // Team annual: 75 USD per user per month, charged twelve months at once.
    expect(call.form.get('line_items[0][price_data][unit_amount]')).toBe(String(75 * 12 * 100));
    expect(call.form.get('line_items[0][price_data][recurring][interval]')).toBe('year');
    expect(call.form.get('subscription_data[trial_period_days]')).toBe('10');
    const stored = await app.db.prisma.checkoutSession.findFirstOrThrow({ where: { organizationId: admin.organizationId } });
    expect(stored).toMatchObject({ plan: 'TEAM', billingCycle: 'ANNUAL', seats: 5, monthlyTotalCents: 375 * 100, company: 'Acme', userId: admin.userId });
  });

  it('prices each add-on per seat and clamps seats to 1–1000', async () => {
    const admin = await createSignedInUser(app, { role: 'ADMIN' });
    const before = stripe.calls.length;
    const answer = await checkout(
      admin.client,
      order({ selected_plan: 'solo', billing_cycle: 'monthly', seats: 5000, addons: ['priority_support', 'priority_support'] }),
    );
    expect(answer.status).toBe(200);
    const [call] = stripe.calls.slice(before);
    expect(call.form.get('line_items[0][quantity]')).toBe('1000');
    expect(call.form.get('line_items[0][price_data][unit_amount]')).toBe('2900');
    expect(call.form.get('line_items[1][price_data][unit_amount]')).toBe('4900');
    expect(call.form.get('line_items[2][quantity]')).toBeNull();
    expect(call.form.get('subscription_data[trial_period_days]')).toBeNull();
    const stored = await app.db.prisma.checkoutSession.findFirstOrThrow({ where: { organizationId: admin.organizationId } });
    expect(stored.monthlyTotalCents).toBe((29 + 49) * 1000 * 100);
  });

  it('sends Enterprise to the sales team without calling Stripe', async () => {
    const admin = await createSignedInUser(app, { role: 'ADMIN' });
    const before = stripe.calls.length;
    const answer = await checkout(admin.client, order({ selected_plan: 'enterprise' }));
    expect(answer).toEqual({ status: 200, body: { contact_sales: true, message: 'Our enterprise team will reach out within 24 hours.' } });
    expect(stripe.calls.length).toBe(before);
  });

  it('refuses an unknown coupon, plan or add-on and keeps no checkout behind', async () => {
    const admin = await createSignedInUser(app, { role: 'ADMIN' });
    expect(await checkout(admin.client, order({ coupon: 'FREEFOREVER' }))).toMatchObject({ status: 400, body: { error: { code: 'INVALID_COUPON' } } });
    expect(await checkout(admin.client, order({ selected_plan: 'platinum' }))).toMatchObject({ status: 400, body: { error: { code: 'UNKNOWN_PLAN' } } });
    expect(await checkout(admin.client, order({ addons: ['free_money'] }))).toMatchObject({ status: 400, body: { error: { code: 'UNKNOWN_ADDON' } } });
    expect(await checkout(admin.client, order({ billing_cycle: 'weekly' }))).toMatchObject({ status: 400, body: { error: { code: 'INVALID_CHECKOUT' } } });
    expect(await app.db.prisma.checkoutSession.count({ where: { organizationId: admin.organizationId } })).toBe(0);
    expect(await checkout(admin.client, order({ coupon: 'WELCOME10' }))).toMatchObject({ status: 200 });
  });

  it('refuses fewer seats than the organization has members, naming how many', async () => {
    const admin = await createSignedInUser(app, { role: 'ADMIN' });
    await createSignedInUser(app, { organizationId: admin.organizationId });
    await createSignedInUser(app, { organizationId: admin.organizationId });
    const before = stripe.calls.length;
    expect(await checkout(admin.client, order({ seats: 2 }))).toMatchObject({
      status: 409,
      body: { error: { code: 'SEATS_BELOW_MEMBERS', details: { members: 3 } } },
    });
    expect(stripe.calls.length).toBe(before);
    expect(await app.db.prisma.checkoutSession.count({ where: { organizationId: admin.organizationId } })).toBe(0);
    expect(await checkout(admin.client, order({ seats: 3 }))).toMatchObject({ status: 200 });
  });

  it('words its refusals in the member’s language, in the shape every door shares', async () => {
    const admin = await createSignedInUser(app, { role: 'ADMIN' });
    const refused = async (headers: Record<string, string>) => {
      const response = await admin.client.fetch('/api/checkout', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(order({ coupon: 'FREEFOREVER' })),
      });
      return { status: response.status, body: await response.json() };
    };
    expect(await refused({ 'x-paraphe-language': 'fr' })).toEqual({
      status: 400,
      body: { error: { code: 'INVALID_COUPON', message: "Ce code promo n'est pas valide" } },
    });
    expect(await refused({ 'x-paraphe-language': 'en' })).toEqual({
      status: 400,
      body: { error: { code: 'INVALID_COUPON', message: 'This promo code is not valid' } },
    });
  });

  it('needs a signed-in administrator', async () => {
    expect(await checkout(app.client(), order())).toMatchObject({ status: 401, body: { error: { code: 'UNAUTHENTICATED' } } });
    const member = await createSignedInUser(app, { role: 'USER' });
    expect(await checkout(member.client, order())).toMatchObject({ status: 403, body: { error: { code: 'FORBIDDEN' } } });
  });
});

describe('the Stripe webhook', () => {
  async function paidCheckout() {
    const admin = await createSignedInUser(app, { role: 'ADMIN' });
    const answer = await checkout(admin.client, order({ addons: ['storage_100gb'] }));
    const sessionId = String(answer.body.checkout_url).split('/').pop()!;
    return { admin, sessionId };
  }

  it('activates the plan the server quoted once the payment is signed by Stripe, once', async () => {
    const { admin, sessionId } = await paidCheckout();
    const event = completed(`evt_${sessionId}`, sessionId);
    const first = await webhook(event);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcome: 'applied' });
    const organization = await app.db.prisma.organization.findUniqueOrThrow({ where: { id: admin.organizationId } });
    expect(organization).toMatchObject({
      plan: 'TEAM',
      seats: 5,
      billingCycle: 'ANNUAL',
      addons: ['storage_100gb'],
      stripeCustomerId: `cus_${sessionId}`,
      stripeSubscriptionId: `sub_${sessionId}`,
    });
    // The trial's end stays as it was: buying a plan starts no second trial.
    expect(organization.trialEndsAt).toBeNull();
    const again = await webhook(event);
    expect(await again.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await app.db.prisma.auditEvent.count({ where: { organizationId: admin.organizationId, action: 'billing.plan_activated' } })).toBe(1);
  });

  it('waits for a delayed payment: an unpaid completion changes no plan, the later success activates it, once', async () => {
    const { admin, sessionId } = await paidCheckout();
    const unpaid = await webhook(completed(`evt_unpaid_${sessionId}`, sessionId, { payment_status: 'unpaid' }));
    expect(await unpaid.json()).toEqual({ received: true, outcome: 'awaiting_payment' });
    expect(await app.db.prisma.organization.findUniqueOrThrow({ where: { id: admin.organizationId } })).toMatchObject({
      plan: 'TRIAL',
      stripeSubscriptionId: null,
    });
    expect(await app.db.prisma.checkoutSession.findFirstOrThrow({ where: { stripeSessionId: sessionId } })).toMatchObject({ status: 'AWAITING_PAYMENT' });

    const paid = await webhook(checkoutEvent('checkout.session.async_payment_succeeded', `evt_paid_${sessionId}`, sessionId));
    expect(await paid.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await app.db.prisma.organization.findUniqueOrThrow({ where: { id: admin.organizationId } })).toMatchObject({
      plan: 'TEAM',
      seats: 5,
      stripeSubscriptionId: `sub_${sessionId}`,
    });
    const late = await webhook(checkoutEvent('checkout.session.async_payment_failed', `evt_late_${sessionId}`, sessionId));
    expect(await late.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await app.db.prisma.auditEvent.count({ where: { organizationId: admin.organizationId, action: 'billing.plan_activated' } })).toBe(1);
  });

  it('keeps the plan when a delayed payment fails, and ignores a success announced after it', async () => {
    const { admin, sessionId } = await paidCheckout();
    await webhook(completed(`evt_unpaid_${sessionId}`, sessionId, { payment_status: 'unpaid' }));
    const failed = await webhook(checkoutEvent('checkout.session.async_payment_failed', `evt_failed_${sessionId}`, sessionId, { payment_status: 'unpaid' }));
    expect(await failed.json()).toEqual({ received: true, outcome: 'payment_failed' });
    expect(await app.db.prisma.checkoutSession.findFirstOrThrow({ where: { stripeSessionId: sessionId } })).toMatchObject({ status: 'PAYMENT_FAILED' });
    expect(await app.db.prisma.auditEvent.count({ where: { organizationId: admin.organizationId, action: 'billing.payment_failed' } })).toBe(1);
    const stray = await webhook(checkoutEvent('checkout.session.async_payment_succeeded', `evt_stray_${sessionId}`, sessionId));
    expect(await stray.json()).toEqual({ received: true, outcome: 'ignored' });
    expect((await app.db.prisma.organization.findUniqueOrThrow({ where: { id: admin.organizationId } })).plan).toBe('TRIAL');
  });

  it('applies a plan paid by a Stripe customer another organization holds, leaves the customer there and alerts an operator', async () => {
    const holder = await createSignedInUser(app, { role: 'ADMIN' });
    await app.db.prisma.organization.update({ where: { id: holder.organizationId }, data: { stripeCustomerId: 'cus_shared' } });
    const { admin, sessionId } = await paidCheckout();
    const answer = await webhook(completed(`evt_shared_${sessionId}`, sessionId, { customer: 'cus_shared' }));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true, outcome: 'applied', alert: 'STRIPE_CUSTOMER_IN_OTHER_ORGANIZATION' });
    expect(await app.db.prisma.organization.findUniqueOrThrow({ where: { id: admin.organizationId } })).toMatchObject({
      plan: 'TEAM',
      stripeCustomerId: null,
      stripeSubscriptionId: `sub_${sessionId}`,
    });
    expect((await app.db.prisma.organization.findUniqueOrThrow({ where: { id: holder.organizationId } })).stripeCustomerId).toBe('cus_shared');
    const alerts = await app.db.prisma.operatorAlert.findMany({ where: { organizationId: admin.organizationId } });
    expect(alerts).toEqual([
      expect.objectContaining({
        kind: 'STRIPE_CUSTOMER_IN_OTHER_ORGANIZATION',
        resolvedAt: null,
        data: expect.objectContaining({ stripeCustomerId: 'cus_shared', otherOrganizationId: holder.organizationId, stripeSessionId: sessionId }),
      }),
    ]);
    // The holder's invoices stay its own.
    stripe.invoices.set('cus_shared', [
      {
        id: 'in_shared',
        object: 'invoice',
        number: 'PARA-0002',
        created: 1_760_000_000,
        amount_due: 100,
        currency: 'usd',
        status: 'paid',
        hosted_invoice_url: null,
      },
    ]);
    expect((await admin.client.graphql(`query { billing { invoices { number } } }`)).data!.billing.invoices).toEqual([]);
  });

  it('fails an event it cannot apply, records nothing of it, and applies it when Stripe delivers it again', async () => {
    const holder = await createSignedInUser(app, { role: 'ADMIN' });
    await app.db.prisma.organization.update({ where: { id: holder.organizationId }, data: { stripeSubscriptionId: 'sub_taken' } });
    const { admin, sessionId } = await paidCheckout();
    const event = completed(`evt_taken_${sessionId}`, sessionId, { subscription: 'sub_taken' });
    const failed = await webhook(event);
    expect(failed.status).toBe(500);
    expect(await app.db.prisma.stripeEvent.findUnique({ where: { id: event.id } })).toBeNull();
    expect((await app.db.prisma.organization.findUniqueOrThrow({ where: { id: admin.organizationId } })).plan).toBe('TRIAL');
    await app.db.prisma.organization.update({ where: { id: holder.organizationId }, data: { stripeSubscriptionId: null } });
    const retried = await webhook(event);
    expect(await retried.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await app.db.prisma.organization.findUniqueOrThrow({ where: { id: admin.organizationId } })).toMatchObject({
      plan: 'TEAM',
      stripeSubscriptionId: 'sub_taken',
    });
  });

  it('refuses an event whose signature does not match and changes nothing', async () => {
    const { admin, sessionId } = await paidCheckout();
    const forged = await webhook(completed(`evt_forged_${sessionId}`, sessionId), 'whsec_someone_else');
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ error: { code: 'INVALID_SIGNATURE', message: expect.any(String) } });
    const unsigned = await fetch(`${app.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(completed('evt_unsigned', sessionId)),
    });
    expect(unsigned.status).toBe(400);
    const organization = await app.db.prisma.organization.findUniqueOrThrow({ where: { id: admin.organizationId } });
    expect(organization.plan).toBe('TRIAL');
  });

  it('ignores events of other kinds', async () => {
    const answer = await webhook({ id: 'evt_other', object: 'event', type: 'invoice.created', data: { object: { id: 'in_1' } } });
    expect(await answer.json()).toEqual({ received: true, outcome: 'ignored' });
  });
});

describe("the subscription, managed in Stripe's customer portal", () => {
  const PORTAL = `mutation { openBillingPortal { __typename ... on MutationOpenBillingPortalSuccess { url } ... on Error { code } } }`;
  const SUBSCRIPTION = `query { billing { plan subscriptionActive subscriptionEndsAt } }`;
  const subscriptionEvent = (type: string, id: string, subscription: Record<string, unknown>) => ({
    id,
    object: 'event',
    type,
    data: { object: { object: 'subscription', cancel_at: null, cancel_at_period_end: false, ...subscription } },
  });

  it('opens the portal for an administrator of a paying organization only, back to the billing tab', async () => {
    const admin = await createSignedInUser(app, { role: 'ADMIN', locale: 'en' });
    expect((await admin.client.graphql(PORTAL)).data!.openBillingPortal).toEqual({ __typename: 'AppError', code: 'NO_SUBSCRIPTION' });
    await app.db.prisma.organization.update({ where: { id: admin.organizationId }, data: { plan: 'TEAM', stripeCustomerId: `cus_${admin.organizationId}` } });
    const before = stripe.calls.length;
    const opened = (await admin.client.graphql(PORTAL)).data!.openBillingPortal;
    expect(opened.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_test_\d+$/);
    const [call] = stripe.calls.slice(before);
    expect([call.path, call.form.get('customer'), call.form.get('return_url'), call.form.get('locale')]).toEqual([
      '/v1/billing_portal/sessions',
      `cus_${admin.organizationId}`,
      `${app.config.PUBLIC_URL}/settings?tab=billing`,
      'en',
    ]);
    const member = await createSignedInUser(app, { role: 'MANAGER', organizationId: admin.organizationId });
    expect((await member.client.graphql(PORTAL)).data!.openBillingPortal).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('keeps the end date of a cancelled subscription, forgets it when resumed, and ends the plan when Stripe ends the subscription', async () => {
    const admin = await createSignedInUser(app, { role: 'ADMIN' });
    const subscriptionId = `sub_cancel_${admin.organizationId}`;
    await app.db.prisma.organization.update({
      where: { id: admin.organizationId },
      data: { plan: 'TEAM', seats: 5, billingCycle: 'MONTHLY', stripeCustomerId: `cus_cancel_${admin.organizationId}`, stripeSubscriptionId: subscriptionId },
    });
    const periodEnd = Math.floor(app.clock.now().getTime() / 1000) + 20 * 86_400;
    const cancelled = await webhook(
      subscriptionEvent('customer.subscription.updated', `evt_c_${subscriptionId}`, { id: subscriptionId, cancel_at_period_end: true, cancel_at: periodEnd }),
    );
    expect(await cancelled.json()).toEqual({ received: true, outcome: 'applied' });
    expect((await admin.client.graphql(SUBSCRIPTION)).data!.billing).toEqual({
      plan: 'TEAM',
      subscriptionActive: true,
      subscriptionEndsAt: new Date(periodEnd * 1000).toISOString(),
    });

    app.clock.advance(1000);
    await webhook(subscriptionEvent('customer.subscription.updated', `evt_r_${subscriptionId}`, { id: subscriptionId }));
    expect((await admin.client.graphql(SUBSCRIPTION)).data!.billing).toEqual({ plan: 'TEAM', subscriptionActive: true, subscriptionEndsAt: null });
    // Another organization's subscription id changes nothing here.
    expect(await (await webhook(subscriptionEvent('customer.subscription.deleted', 'evt_other_sub', { id: 'sub_unknown' }))).json()).toEqual({
      received: true,
      outcome: 'ignored',
    });

    app.clock.advance(1000);
    await webhook(subscriptionEvent('customer.subscription.deleted', `evt_d_${subscriptionId}`, { id: subscriptionId, status: 'canceled' }));
    expect((await admin.client.graphql(SUBSCRIPTION)).data!.billing).toEqual({ plan: 'TRIAL', subscriptionActive: false, subscriptionEndsAt: null });
    // Its screens say which plan ended and when, not that a trial did.
    const ended = `query { billing { endedPlan trialEndsAt } viewer { organization { endedPlan } } }`;
    expect((await admin.client.graphql(ended)).data).toEqual({
      billing: { endedPlan: 'TEAM', trialEndsAt: app.clock.now().toISOString() },
      viewer: { organization: { endedPlan: 'TEAM' } },
    });
    // Its data stays readable; nothing new comes in until a plan is bought again.
    const refused = await admin.client.graphql(`mutation { createTeam(name: "After") { __typename ... on Error { code } } }`);
    expect(refused.data?.createTeam ?? refused.errors?.[0]?.extensions).toMatchObject({ code: 'TRIAL_ENDED' });
    expect(
      (
        await app.db.prisma.auditEvent.findMany({
          where: { organizationId: admin.organizationId, action: { startsWith: 'billing.subscription' } },
          orderBy: { createdAt: 'asc' },
        })
      ).map((entry) => entry.action),
    ).toEqual(['billing.subscription_cancelled', 'billing.subscription_resumed', 'billing.subscription_ended']);
  });
});

describe('the billing view', () => {
  const BILLING = `query { billing { plan seatsUsed seatsPurchased documentsThisMonth documentsPerMonth storageQuotaBytes paymentsConfigured invoices { number amountDueCents status url } } }`;

  it('shows the plan, its quotas and the Stripe invoices of the caller organization only', async () => {
    const admin = await createSignedInUser(app, { role: 'ADMIN' });
    await app.db.prisma.organization.update({ where: { id: admin.organizationId }, data: { plan: 'SOLO', seats: 3, stripeCustomerId: 'cus_billing_view' } });
    stripe.invoices.set('cus_billing_view', [
      {
        id: 'in_1',
        object: 'invoice',
        number: 'PARA-0001',
        created: 1_760_000_000,
        amount_due: 8700,
        currency: 'usd',
        status: 'paid',
        hosted_invoice_url: 'https://invoice.stripe.test/1',
      },
    ]);
    await createSignedInUser(app, { organizationId: admin.organizationId });
    const answer = await admin.client.graphql(BILLING);
    expect(answer.data!.billing).toEqual({
      plan: 'SOLO',
      seatsUsed: 2,
      seatsPurchased: 3,
      documentsThisMonth: 0,
      documentsPerMonth: 100,
      storageQuotaBytes: 10 * 1024 ** 3,
      paymentsConfigured: true,
      invoices: [{ number: 'PARA-0001', amountDueCents: 8700, status: 'paid', url: 'https://invoice.stripe.test/1' }],
    });
    const outsider = await createSignedInUser(app, { role: 'ADMIN' });
    expect((await outsider.client.graphql(BILLING)).data!.billing).toMatchObject({ plan: 'TRIAL', seatsUsed: 1, invoices: [] });
  });
});

describe('without Stripe', () => {
  it('answers that payments are not configured', async () => {
    const bare = await startTestApp();
    try {
      const admin = await createSignedInUser(bare, { role: 'ADMIN' });
      expect(await checkout(admin.client, order())).toMatchObject({ status: 503, body: { error: { code: 'PAYMENTS_NOT_CONFIGURED' } } });
      expect(await bare.db.prisma.checkoutSession.count()).toBe(0);
    } finally {
      await bare.stop();
    }
  });
});
