import type Stripe from 'stripe';
import { Prisma } from '../db/generated/client';
import { AppError } from '../errors';
import type { Services } from '../services';
import { planOffer } from '../shared/pricing';
import { stripeClient } from './stripe-client';

export type StripeEventOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * The Stripe webhook: the signature is checked against the raw body, each event is applied once
 * (redeliveries change nothing), and a paid checkout activates the plan the server quoted.
 */
export async function applyStripeEvent(services: Services, rawBody: Buffer, signature: string | undefined): Promise<StripeEventOutcome> {
  const stripe = stripeClient(services.config);
  if (!stripe || !services.config.STRIPE_WEBHOOK_SECRET) throw new AppError('PAYMENTS_NOT_CONFIGURED', 'Payments are not configured on this server');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? '', services.config.STRIPE_WEBHOOK_SECRET);
  } catch {
    throw new AppError('INVALID_SIGNATURE', 'The Stripe signature does not match this payload');
  }
  if (event.type !== 'checkout.session.completed') return 'ignored';
  const session = event.data.object;
  const now = services.clock.now();
  try {
    return await services.db.prisma.$transaction(async (tx) => {
      await tx.stripeEvent.create({ data: { id: event.id, type: event.type, processedAt: now } });
      const checkout = await tx.checkoutSession.findUnique({ where: { stripeSessionId: session.id } });
      if (!checkout || checkout.status !== 'OPEN') return 'ignored';
      const offer = planOffer(checkout.plan)!;
      await tx.checkoutSession.update({ where: { id: checkout.id }, data: { status: 'COMPLETED', completedAt: now } });
      await tx.organization.update({
        where: { id: checkout.organizationId },
        data: {
          plan: checkout.plan,
          seats: checkout.seats,
          billingCycle: checkout.billingCycle,
          addons: checkout.addons,
          stripeCustomerId: typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? null),
          stripeSubscriptionId: typeof session.subscription === 'string' ? session.subscription : (session.subscription?.id ?? null),
          trialEndsAt: offer.trialDays ? new Date(now.getTime() + offer.trialDays * 86_400_000) : null,
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
      return 'applied' as const;
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return 'duplicate';
    throw error;
  }
}
