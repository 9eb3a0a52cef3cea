import { builder } from '../graphql/builder';
import { PlanEnum } from '../organizations/organizations.schema';
import { getBillingSummary, type BillingSummary, type Invoice } from './billing-summary';

const BillingCycleEnum = builder.enumType('BillingCycle', { description: 'How a subscription is charged.', values: ['MONTHLY', 'ANNUAL'] as const });

const InvoiceRef = builder.objectRef<Invoice>('Invoice').implement({
  description: 'An invoice of the organization, as Stripe issued it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number', { nullable: true, description: 'The invoice number printed on it.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    amountDueCents: t.exposeInt('amountDueCents', { description: 'Amount in the smallest unit of the currency.' }),
    currency: t.exposeString('currency', { description: 'ISO currency code, lower case.' }),
    status: t.exposeString('status', { nullable: true, description: 'draft, open, paid, void or uncollectible.' }),
    url: t.exposeString('url', { nullable: true, description: "Stripe's page for the invoice." }),
  }),
});

const BillingSummaryRef = builder.objectRef<BillingSummary>('BillingSummary').implement({
  description: "The organization's plan, what it allows and what is used of it.",
  fields: (t) => ({
    plan: t.expose('plan', { type: PlanEnum }),
    billingCycle: t.expose('billingCycle', { type: BillingCycleEnum, nullable: true }),
    addons: t.exposeStringList('addons', { description: 'Add-on ids of the subscription.' }),
    trialEndsAt: t.expose('trialEndsAt', { type: 'DateTime', nullable: true }),
    seatsUsed: t.exposeInt('seatsUsed', { description: 'Members of the organization.' }),
    seatsPurchased: t.exposeInt('seatsPurchased'),
    documentsThisMonth: t.exposeInt('documentsThisMonth', { description: 'Documents received since the first of the month (UTC).' }),
    documentsPerMonth: t.exposeInt('documentsPerMonth', { nullable: true, description: 'The monthly quota; null is unlimited.' }),
    storageBytes: t.exposeFloat('storageBytes', { description: 'Bytes of stored documents.' }),
    storageQuotaBytes: t.exposeFloat('storageQuotaBytes', { nullable: true, description: 'The storage quota; null is unlimited.' }),
    paymentsConfigured: t.exposeBoolean('paymentsConfigured', { description: 'Whether this installation takes payments.' }),
    invoices: t.field({ type: [InvoiceRef], resolve: (summary) => summary.invoices }),
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
