import { assertCan } from '../access/policy';
import type { Viewer } from '../access/viewer';
import { AppError } from '../errors';
import type { Services } from '../services';
import { stripeClient } from './stripe-client';

/**
 * Stripe's customer portal for the organization's subscription (administrators): change the card,
 * download invoices, cancel at the end of the period. The portal's changes come back by webhook.
 */
export async function openBillingPortal(services: Services, viewer: Viewer | null): Promise<string> {
  const admin = assertCan(viewer, 'billing.manage');
  const stripe = await stripeClient(services.config);
  if (!stripe) throw new AppError('PAYMENTS_NOT_CONFIGURED', 'Payments are not configured on this server');
  const { stripeCustomerId } = await services.db.prisma.organization.findUniqueOrThrow({
    where: { id: admin.organizationId },
    select: { stripeCustomerId: true },
  });
  if (!stripeCustomerId) throw new AppError('NO_SUBSCRIPTION', 'This organization has no subscription to manage');
  try {
    const session = await stripe.billingPortal.sessions.create({
      customer: stripeCustomerId,
      return_url: `${services.config.PUBLIC_URL}/settings?tab=billing`,
      locale: admin.locale,
    });
    return session.url;
  } catch (error) {
    services.logger.error({ err: error }, 'Stripe customer portal session failed');
    throw new AppError('CHECKOUT_FAILED', 'Stripe did not open its customer portal');
  }
}
