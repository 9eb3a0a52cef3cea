import type Stripe from 'stripe';
import { Prisma, type CheckoutSession } from '../db/generated/client';
import { AppError } from '../errors';
import { raiseOperatorAlert } from '../operator-alerts/raise-operator-alert';
import type { Services } from '../services';
import { stripeClient } from './stripe-client';

export type StripeEventOutcome = 'applied' | 'awaiting_payment' | 'payment_failed' | 'duplicate' | 'ignored';

export interface StripeEventResult {
  outcome: StripeEventOutcome;
  /** Set when the event was applied but left something for an operator (also in OperatorAlert). */
  alert?: 'STRIPE_CUSTOMER_IN_OTHER_ORGANIZATION';
}

type CheckoutEvent = Stripe.CheckoutSessionCompletedEvent | Stripe.CheckoutSessionAsyncPaymentSucceededEvent | Stripe.CheckoutSessionAsyncPaymentFailedEvent;

const CHECKOUT_EVENTS = new Set<string>(['checkout.session.completed', 'checkout.session.async_payment_succeeded', 'checkout.session.async_payment_failed']);
const isCheckoutEvent = (event: Stripe.Event): event is CheckoutEvent => CHECKOUT_EVENTS.has(event.type);

/** A trial's checkout has nothing to pay today (`no_payment_required`); `unpaid` is a debit or transfer still on its way. */
const PAID = new Set<Stripe.Checkout.Session.PaymentStatus>(['paid', 'no_payment_required']);
const WAITING = new Set<CheckoutSession['status']>(['OPEN', 'AWAITING_PAYMENT']);

const idOf = (value: string | { id: string } | null) => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * The Stripe webhook: the signature is checked against the raw body, each event is applied once
 * (redeliveries change nothing), and a checkout activates the plan the server quoted once its money
 * is there: at completion when paid, else at `async_payment_succeeded`.
 */
export async function applyStripeEvent(services: Services, rawBody: Buffer, signature: string | undefined): Promise<StripeEventResult> {
  const stripe = await stripeClient(services.config);
  if (!stripe || !services.config.STRIPE_WEBHOOK_SECRET) throw new AppError('PAYMENTS_NOT_CONFIGURED', 'Payments are not configured on this server');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? '', services.config.STRIPE_WEBHOOK_SECRET);
  } catch {
    throw new AppError('INVALID_SIGNATURE', 'The Stripe signature does not match this payload');
  }
  const isSubscriptionEvent = event.type === 'customer.subscription.updated' || event.type === 'customer.subscription.deleted';
  if (!isCheckoutEvent(event) && !isSubscriptionEvent) return { outcome: 'ignored' };
  const now = services.clock.now();
  const { prisma } = services.db;
  try {
    return await prisma.$transaction(async (tx) => {
      await tx.stripeEvent.create({ data: { id: event.id, type: event.type, processedAt: now } });
      if (!isCheckoutEvent(event))
        return applySubscriptionChange(tx, event as Stripe.CustomerSubscriptionUpdatedEvent | Stripe.CustomerSubscriptionDeletedEvent, now);
      const session = event.data.object;
      const checkout = await tx.checkoutSession.findUnique({ where: { stripeSessionId: session.id } });
      if (!checkout || !WAITING.has(checkout.status)) return { outcome: 'ignored' };
      if (event.type === 'checkout.session.async_payment_failed') {
        await settleCheckout(tx, checkout, 'PAYMENT_FAILED', 'billing.payment_failed', now);
        return { outcome: 'payment_failed' };
      }
      if (event.type === 'checkout.session.completed' && !PAID.has(session.payment_status)) {
        await settleCheckout(tx, checkout, 'AWAITING_PAYMENT', 'billing.payment_pending', now);
        return { outcome: 'awaiting_payment' };
      }
      return activatePlan(services, tx, checkout, session, now);
    });
  } catch (error) {
    // A unique violation is a redelivery only when the event is recorded; any other one (two
    // organizations racing for one customer) fails the answer, so Stripe delivers it again.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002' && (await prisma.stripeEvent.findUnique({ where: { id: event.id } }))) {
      return { outcome: 'duplicate' };
    }
    throw error;
  }
}

/**
 * The subscription changed in Stripe's customer portal: cancelled at the end of its period (the
 * date is kept and shown), resumed, or ended. An ended subscription leaves the organization as an
 * ended trial: its data stays readable and nothing new comes in until a plan is bought again.
 */
async function applySubscriptionChange(
  tx: Prisma.TransactionClient,
  event: Stripe.CustomerSubscriptionUpdatedEvent | Stripe.CustomerSubscriptionDeletedEvent,
  now: Date,
): Promise<StripeEventResult> {
  const subscription = event.data.object;
  const organization = await tx.organization.findUnique({
    where: { stripeSubscriptionId: subscription.id },
    select: { id: true, subscriptionEndsAt: true, plan: true },
  });
  if (!organization) return { outcome: 'ignored' };
  const audit = (action: string, data: Record<string, string | null>) =>
    tx.auditEvent.create({ data: { organizationId: organization.id, action, entityType: 'Organization', entityId: organization.id, data, createdAt: now } });
  if (event.type === 'customer.subscription.deleted') {
    await tx.organization.update({
      where: { id: organization.id },
      data: {
        plan: 'TRIAL',
        trialEndsAt: now,
        endedPlan: organization.plan === 'TRIAL' ? null : organization.plan,
        stripeSubscriptionId: null,
        subscriptionEndsAt: null,
        billingCycle: null,
        addons: [],
      },
    });
    await audit('billing.subscription_ended', { plan: organization.plan });
    return { outcome: 'applied' };
  }
  const periodEnd = (subscription as { current_period_end?: number }).current_period_end ?? subscription.items?.data?.[0]?.current_period_end ?? null;
  const endsAtSeconds = subscription.cancel_at ?? (subscription.cancel_at_period_end ? periodEnd : null);
  const endsAt = endsAtSeconds ? new Date(endsAtSeconds * 1000) : null;
  if ((endsAt?.getTime() ?? null) === (organization.subscriptionEndsAt?.getTime() ?? null)) return { outcome: 'ignored' };
  await tx.organization.update({ where: { id: organization.id }, data: { subscriptionEndsAt: endsAt } });
  await audit(endsAt ? 'billing.subscription_cancelled' : 'billing.subscription_resumed', { endsAt: endsAt?.toISOString() ?? null });
  return { outcome: 'applied' };
}

async function settleCheckout(
  tx: Prisma.TransactionClient,
  checkout: CheckoutSession,
  status: 'AWAITING_PAYMENT' | 'PAYMENT_FAILED',
  action: string,
  now: Date,
) {
  await tx.checkoutSession.update({ where: { id: checkout.id }, data: { status } });
  await tx.auditEvent.create({
    data: {
      organizationId: checkout.organizationId,
      actorId: checkout.userId,
      action,
      entityType: 'CheckoutSession',
      entityId: checkout.id,
      data: { plan: checkout.plan },
      createdAt: now,
    },
  });
}

/**
 * The plan is applied whatever else happens: it was paid for this organization's own checkout. A
 * Stripe customer already held by another organization stays there (moving it would show one
 * organization the other's invoices) and an operator is alerted to sort the two out.
 */
async function activatePlan(
  services: Services,
  tx: Prisma.TransactionClient,
  checkout: CheckoutSession,
  session: Stripe.Checkout.Session,
  now: Date,
): Promise<StripeEventResult> {
  const customerId = idOf(session.customer);
  const holder = customerId
    ? await tx.organization.findFirst({ where: { stripeCustomerId: customerId, id: { not: checkout.organizationId } }, select: { id: true } })
    : null;
  await tx.checkoutSession.update({ where: { id: checkout.id }, data: { status: 'COMPLETED', completedAt: now } });
  await tx.organization.update({
    where: { id: checkout.organizationId },
    data: {
      plan: checkout.plan,
      endedPlan: null,
      seats: checkout.seats,
      billingCycle: checkout.billingCycle,
      addons: checkout.addons,
      ...(holder ? {} : { stripeCustomerId: customerId }),
      stripeSubscriptionId: idOf(session.subscription),
    },
  });
  await tx.auditEvent.create({
    data: {
      organizationId: checkout.organizationId,
      actorId: checkout.userId,
      action: 'billing.plan_activated',
      entityType: 'Organization',
      entityId: checkout.organizationId,
      data: { plan: checkout.plan, seats: checkout.seats, billingCycle: checkout.billingCycle, addons: checkout.addons },
      createdAt: now,
    },
  });
  if (!holder) return { outcome: 'applied' };
  await raiseOperatorAlert(services, tx, {
    kind: 'STRIPE_CUSTOMER_IN_OTHER_ORGANIZATION',
    organizationId: checkout.organizationId,
    message: 'A paid checkout came from a Stripe customer already attached to another organization: the plan was applied, the customer left where it was',
    data: { stripeCustomerId: customerId, otherOrganizationId: holder.id, checkoutId: checkout.id, stripeSessionId: session.id },
  });
  return { outcome: 'applied', alert: 'STRIPE_CUSTOMER_IN_OTHER_ORGANIZATION' };
}
