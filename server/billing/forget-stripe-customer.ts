import type { Prisma } from '../db/generated/client';
import { enqueueJob, type ClaimedJob } from '../jobs/job-queue';
import type { Services } from '../services';
import { stripeClient } from './stripe-client';

/** Deletes, at Stripe, the customer of an organization that was closed. */
export const STRIPE_CUSTOMER_DELETE_QUEUE = 'stripe-customer-delete';

/**
 * With the closing's transaction: the customer is deleted at Stripe by a job that outlives the
 * organization and is retried while Stripe cannot be reached. Stripe then detaches its payment
 * methods and keeps its invoices, which the seller's accounts need.
 */
export function forgetStripeCustomer(tx: Prisma.TransactionClient, customerId: string, now: Date) {
  return enqueueJob(tx, { queue: STRIPE_CUSTOMER_DELETE_QUEUE, organizationId: null, payload: { customerId } }, now);
}

export async function deleteStripeCustomer(services: Services, job: ClaimedJob): Promise<void> {
  const customerId = String(job.payload.customerId);
  const stripe = await stripeClient(services.config);
  if (!stripe) {
    // Payments were switched off since: nothing here can reach Stripe, the operator is told.
    services.logger.warn({ customerId }, 'a closed organization’s Stripe customer was left at Stripe: STRIPE_SECRET_KEY is not set');
    return;
  }
  try {
    await stripe.customers.del(customerId);
  } catch (error) {
    // Deleted already (by an operator, or an earlier attempt whose answer was lost).
    if ((error as { code?: string }).code === 'resource_missing') return;
    throw error;
  }
}
