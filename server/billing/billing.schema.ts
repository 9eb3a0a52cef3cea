import { builder } from '../graphql/builder';
import { PlanEnum } from './plan.schema';
import { getBillingSummary, type BillingSummary, type Invoice } from './billing-summary';
import { openBillingPortal } from './billing-portal';
import { mutationErrors } from '../graphql/mutation-errors';

const BillingCycleEnum = builder.enumType('BillingCycle', {
  description: 'How a subscription is charged.',
  values: {
    MONTHLY: { description: 'Charged every month.' },
    ANNUAL: { description: 'Charged once a year, at a lower monthly price.' },
  } as const,
});

const InvoiceRef = builder.objectRef<Invoice>('Invoice').implement({
  description: 'An invoice of the organization, as Stripe issued it.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Stripe id of the invoice.' }),
    number: t.exposeString('number', { nullable: true, description: 'The invoice number printed on it.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When Stripe issued it.' }),
    amountDueCents: t.exposeInt('amountDueCents', { description: 'Amount in the smallest unit of the currency.' }),
    currency: t.exposeString('currency', { description: 'ISO currency code, lower case.' }),
    status: t.exposeString('status', { nullable: true, description: 'draft, open, paid, void or uncollectible.' }),
    url: t.exposeString('url', { nullable: true, description: "Stripe's page for the invoice." }),
  }),
});

const BillingSummaryRef = builder.objectRef<BillingSummary>('BillingSummary').implement({
  description: "The organization's plan, what it allows and what is used of it.",
  fields: (t) => ({
    plan: t.expose('plan', { type: PlanEnum, description: 'The current plan.' }),
    billingCycle: t.expose('billingCycle', {
      type: BillingCycleEnum,
      nullable: true,
      description: 'How the subscription is charged; null without a paid subscription.',
    }),
    addons: t.exposeStringList('addons', { description: 'Add-on ids of the subscription.' }),
    trialEndsAt: t.expose('trialEndsAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the free trial ends (or ended), or when the ended subscription did (`endedPlan`); null when there is none.',
    }),
    endedPlan: t.expose('endedPlan', {
      type: PlanEnum,
      nullable: true,
      description: 'The paid plan whose subscription ended, leaving the organization read-only until a plan is bought; null otherwise.',
    }),
    closed: t.exposeBoolean('closed', {
      description: 'Whether the free trial or the subscription has ended: documents and files stay readable, nothing more can be added until a plan is bought.',
    }),
    seatsUsed: t.exposeInt('seatsUsed', { description: 'Members of the organization.' }),
    seatsPurchased: t.exposeInt('seatsPurchased', { description: 'Seats bought with the plan; a trial counts as one.' }),
    documentsThisMonth: t.exposeInt('documentsThisMonth', { description: 'Documents received since the first of the month (UTC).' }),
    documentsPerMonth: t.exposeInt('documentsPerMonth', { nullable: true, description: 'The monthly quota; null is unlimited.' }),
    storageBytes: t.exposeFloat('storageBytes', { description: 'Bytes of stored documents.' }),
    storageQuotaBytes: t.exposeFloat('storageQuotaBytes', { nullable: true, description: 'The storage quota; null is unlimited.' }),
    paymentsConfigured: t.exposeBoolean('paymentsConfigured', { description: 'Whether this installation takes payments.' }),
    subscriptionActive: t.exposeBoolean('subscriptionActive', {
      description: "Whether a paid subscription runs; administrators manage it in Stripe's customer portal (`openBillingPortal`).",
    }),
    subscriptionEndsAt: t.expose('subscriptionEndsAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the cancelled subscription ends (the end of its period); null while it renews.',
    }),
    invoices: t.field({
      type: [InvoiceRef],
      description: 'The latest invoices (at most 12); empty without payments or before a first one.',
      resolve: (summary) => summary.invoices,
    }),
  }),
});

builder.queryField('billing', (t) =>
  t.field({
    type: BillingSummaryRef,
    description: "The caller's organization plan, quotas and invoices.",
    authScopes: { signedIn: true },
    resolve: (_root, _args, context) => getBillingSummary(context.services, context.viewer),
  }),
);

builder.mutationField('openBillingPortal', (t) =>
  t.string({
    description:
      "Opens Stripe's customer portal for the organization's subscription (administrators): the address to send the browser to, where the card, invoices and cancellation at the end of the period are managed.",
    authScopes: { signedIn: true },
    errors: mutationErrors('openBillingPortal', { name: 'url', description: "The portal's address, valid for a few minutes." }),
    resolve: (_root, _args, context) => openBillingPortal(context.services, context.viewer),
  }),
);
