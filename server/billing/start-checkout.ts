import { localeOf } from '../shared/locale';
import { z } from 'zod';
import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import { AppError } from '../errors';
import type { Services } from '../services';
import { ADDON_OFFERS, clampSeats, isAddonId, planOffer, quote, type AddonId, type BillingCycleId, type PaidPlanId } from '../shared/pricing';
import { trialDaysLeft } from './organization-trial';
import { stripeClient } from './stripe-client';

/** The pricing page's request (POST /api/checkout). Prices are never read from it: the server quotes. */
export const checkoutRequestSchema = z.object({
  event: z.literal('checkout_start').optional(),
  selected_plan: z.string().transform((plan) => plan.toUpperCase()),
  billing_cycle: z.enum(['monthly', 'annual']),
  seats: z.unknown(),
  coupon: z.string().trim().max(64).nullish(),
  addons: z
    .array(z.string())
    .max(ADDON_OFFERS.length * 2)
    .default([]),
  company: z.string().trim().max(200).nullish(),
});

export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

export type CheckoutResult = { kind: 'redirect'; checkoutUrl: string } | { kind: 'contactSales' };

/**
 * Opens a Stripe Checkout Session for the caller's organization, priced by the server. Enterprise
 * is sold by the sales team. The plan changes only when Stripe's signed webhook says it was paid.
 */
export async function startCheckout(services: Services, viewer: Viewer | null, request: CheckoutRequest): Promise<CheckoutResult> {
  const caller = assertCan(viewer, 'billing.manage');
  const parsed = checkoutRequestSchema.safeParse(request);
  if (!parsed.success) throw new AppError('INVALID_CHECKOUT', 'The checkout request is incomplete or malformed');
  const offer = planOffer(parsed.data.selected_plan);
  if (!offer) throw new AppError('UNKNOWN_PLAN', `No plan ${parsed.data.selected_plan}`);
  if (offer.contactSales) return { kind: 'contactSales' };
  const unknownAddon = parsed.data.addons.find((id) => !isAddonId(id));
  if (unknownAddon) throw new AppError('UNKNOWN_ADDON', `No add-on ${unknownAddon}`);

  const stripe = await stripeClient(services.config);
  if (!stripe) throw new AppError('PAYMENTS_NOT_CONFIGURED', 'Payments are not configured on this server');

  const plan = offer.id as PaidPlanId;
  const cycle: BillingCycleId = parsed.data.billing_cycle === 'annual' ? 'ANNUAL' : 'MONTHLY';
  const addons = [...new Set(parsed.data.addons)] as AddonId[];
  const seats = clampSeats(parsed.data.seats);
  const members = await services.db.prisma.user.count({ where: { ...inOrganization(caller), removedAt: null } });
  if (seats < members) {
    throw new AppError('SEATS_BELOW_MEMBERS', `The organization has ${members} members: buy at least ${members} seats`, { members });
  }
  const priced = quote({ plan, cycle, seats, addons });
  const user = await services.db.prisma.user.findUniqueOrThrow({ where: { id: caller.userId }, select: { email: true, locale: true } });
  const organization = await services.db.prisma.organization.findUniqueOrThrow({
    where: { id: caller.organizationId },
    select: { plan: true, trialEndsAt: true },
  });
  // The days left of the organization's own trial are kept: the plan is billed from the day the trial would have ended.
  const freeDays = trialDaysLeft(organization, services.clock.now());

  const checkout = await services.db.prisma.checkoutSession.create({
    data: {
      organizationId: caller.organizationId,
      userId: caller.userId,
      plan,
      billingCycle: cycle,
      seats,
      addons,
      coupon: parsed.data.coupon || null,
      company: parsed.data.company || null,
      monthlyTotalCents: priced.monthlyTotal * 100,
    },
  });
  const interval = cycle === 'ANNUAL' ? 'year' : 'month';
  // Annual billing charges twelve months at the annual rate once a year.
  const periodCents = (monthly: number) => monthly * 100 * (cycle === 'ANNUAL' ? 12 : 1);
  const publicUrl = services.config.PUBLIC_URL;
  try {
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      client_reference_id: checkout.id,
      customer_email: user.email,
      locale: localeOf(user),
      line_items: [
        {
          quantity: seats,
          price_data: { currency: 'usd', unit_amount: periodCents(priced.planPrice), recurring: { interval }, product_data: { name: `Paraphe ${plan}` } },
        },
        ...addons.map((id) => ({
          quantity: seats,
          price_data: {
            currency: 'usd',
            unit_amount: periodCents(ADDON_OFFERS.find((addon) => addon.id === id)!.monthlyPrice),
            recurring: { interval },
            product_data: { name: `Paraphe ${id}` },
          },
        })),
      ],
      ...(checkout.coupon ? { discounts: [{ coupon: checkout.coupon }] } : {}),
      ...(freeDays > 0 ? { subscription_data: { trial_period_days: freeDays } } : {}),
      metadata: { checkoutId: checkout.id, organizationId: caller.organizationId },
      success_url: `${publicUrl}/settings?tab=billing&checkout=success`,
      cancel_url: `${publicUrl}/pricing?checkout=cancelled`,
    });
    if (!session.url) throw new Error('Stripe returned a session without a URL');
    await services.db.prisma.checkoutSession.update({ where: { id: checkout.id }, data: { stripeSessionId: session.id } });
    return { kind: 'redirect', checkoutUrl: session.url };
  } catch (error) {
    await services.db.prisma.checkoutSession.delete({ where: { id: checkout.id } }).catch(() => undefined);
    const stripeError = error as { type?: string; code?: string; param?: string };
    if (stripeError.type === 'StripeInvalidRequestError' && stripeError.param?.startsWith('discounts')) {
      throw new AppError('INVALID_COUPON', 'This coupon is not valid');
    }
    services.logger.error({ err: error }, 'Stripe checkout session failed');
    throw new AppError('CHECKOUT_FAILED', 'Stripe did not open a checkout session');
  }
}
