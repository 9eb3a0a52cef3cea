import { randomUUID } from 'node:crypto';
import type { Prisma } from '../db/generated/client';
import { enqueueJob, retryDelayMs } from '../jobs/job-queue';

import type { WebhookEventType } from '../shared/webhook-event-types';

export const WEBHOOK_DELIVERY_QUEUE = 'webhook-delivery';

/** Retries with the queue's backoff (30 s doubling, capped at one hour) until about 24 hours have passed. */
export const WEBHOOK_MAX_ATTEMPTS = attemptsWithin(24 * 3_600_000);

function attemptsWithin(spanMs: number): number {
  let attempts = 1;
  for (let waited = 0; waited + retryDelayMs(attempts) <= spanMs; attempts += 1) waited += retryDelayMs(attempts);
  return attempts;
}

/**
 * Writes one delivery per subscription listening to `type`, with the business change's transaction
 * (the outbox): an event exists exactly when the change does, and is sent after commit by the queue.
 */
export async function recordWebhookEvent(
  tx: Prisma.TransactionClient,
  organizationId: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const subscriptions = await tx.webhookSubscription.findMany({ where: { organizationId, events: { has: type } }, select: { id: true } });
  if (subscriptions.length === 0) return;
  const eventId = randomUUID();
  const payload = { id: eventId, type, created_at: now.toISOString(), data } as Prisma.InputJsonValue;
  for (const subscription of subscriptions) {
    const delivery = await tx.webhookDelivery.create({
      data: { organizationId, subscriptionId: subscription.id, eventId, eventType: type, payload, createdAt: now },
      select: { id: true },
    });
    await enqueueJob(tx, { queue: WEBHOOK_DELIVERY_QUEUE, organizationId, payload: { deliveryId: delivery.id }, maxAttempts: WEBHOOK_MAX_ATTEMPTS }, now);
  }
}
