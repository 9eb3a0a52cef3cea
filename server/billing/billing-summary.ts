import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type Stripe from 'stripe';
import type { BillingCycle, Plan } from '../db/generated/client';
import type { Services } from '../services';
import { isTrialOver } from '../shared/plans';
import { planLimits, planUsage } from './plan-limits';
import { stripeClient } from './stripe-client';

export interface Invoice {
  id: string;
  number: string | null;
  createdAt: Date;
  amountDueCents: number;
  currency: string;
  status: string | null;
  url: string | null;
}

export interface BillingSummary {
  plan: Plan;
  billingCycle: BillingCycle | null;
  addons: string[];
  trialEndsAt: Date | null;
  /** The paid plan whose subscription ended (at `trialEndsAt`); null otherwise. */
  endedPlan: Plan | null;
  /** The trial or the subscription ended: nothing more can be added until a plan is chosen. */
  closed: boolean;
  seatsUsed: number;
  seatsPurchased: number;
  documentsThisMonth: number;
  documentsPerMonth: number | null;
  storageBytes: number;
  storageQuotaBytes: number | null;
  paymentsConfigured: boolean;
  /** A paid subscription runs (Stripe's customer portal manages it). */
  subscriptionActive: boolean;
  /** When the cancelled subscription ends; null while it renews. */
  subscriptionEndsAt: Date | null;
  /** The organization's latest Stripe invoices; empty without Stripe or before a first payment. */
  invoices: Invoice[];
}

export async function getBillingSummary(services: Services, viewer: Viewer | null): Promise<BillingSummary> {
  const caller = assertCan(viewer, 'billing.read');
  const { prisma } = services.db;
  const organization = await prisma.organization.findUniqueOrThrow({ where: { id: caller.organizationId } });
  const [usage, seatsUsed] = await Promise.all([
    planUsage(prisma, caller.organizationId, services.clock.now()),
    prisma.user.count({ where: { ...inOrganization(caller), removedAt: null } }),
  ]);
  const limits = planLimits(organization.plan, organization.addons);
  const stripe = await stripeClient(services.config);
  return {
    plan: organization.plan,
    billingCycle: organization.billingCycle,
    addons: organization.addons,
    trialEndsAt: organization.trialEndsAt,
    endedPlan: organization.endedPlan,
    closed: organization.endedPlan !== null || isTrialOver(organization, services.clock.now()),
    seatsUsed,
    seatsPurchased: organization.seats,
    documentsThisMonth: usage.documentsThisMonth,
    documentsPerMonth: limits.documentsPerMonth,
    storageBytes: usage.storageBytes,
    storageQuotaBytes: limits.storageBytes,
    paymentsConfigured: stripe !== null,
    subscriptionActive: organization.stripeSubscriptionId !== null,
    subscriptionEndsAt: organization.subscriptionEndsAt,
    invoices: stripe && organization.stripeCustomerId ? await listInvoices(services, stripe, organization.stripeCustomerId) : [],
  };
}

async function listInvoices(services: Services, stripe: Stripe, customer: string): Promise<Invoice[]> {
  try {
    const page = await stripe.invoices.list({ customer, limit: 12 });
    return page.data.map((invoice) => ({
      id: invoice.id ?? '',
      number: invoice.number ?? null,
      createdAt: new Date(invoice.created * 1000),
      amountDueCents: invoice.amount_due,
      currency: invoice.currency,
      status: invoice.status ?? null,
      url: invoice.hosted_invoice_url ?? null,
    }));
  } catch (error) {
    // The rest of the billing view stays useful when Stripe cannot be reached.
    services.logger.warn({ err: error }, 'Stripe invoices could not be listed');
    return [];
  }
}
