import { openSecret } from '../security/secret-box';
import type { ClaimedJob } from '../jobs/job-queue';
import { postOutbound } from '../outbound/post-json';
import type { Services } from '../services';
import { WEBHOOK_SIGNATURE_HEADER, signWebhookBody, webhookEventHeaders } from './webhook-signature';

const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * Job handler: one signed POST. A non-2xx answer or a network error throws, and the queue retries
 * with backoff; every attempt is written to the delivery log.
 */
export async function deliverWebhook(services: Services, job: Pick<ClaimedJob, 'payload' | 'attempts' | 'maxAttempts'>): Promise<void> {
  const { prisma } = services.db;
  const delivery = await prisma.webhookDelivery.findUnique({
    where: { id: String(job.payload.deliveryId) },
    include: { subscription: { select: { url: true, secretEncrypted: true } } },
  });
  // Removed with its subscription: nothing left to deliver.
  if (!delivery || delivery.deliveredAt) return;
  const now = services.clock.now();
  const body = JSON.stringify(delivery.payload);
  const secret = openSecret(delivery.subscription.secretEncrypted, services.config.ENCRYPTION_KEY);
  let statusCode: number | null = null;
  let failure: string | null = null;
  try {
    statusCode = await postOutbound(
      delivery.subscription.url,
      body,
      {
        'content-type': 'application/json',
        'user-agent': 'Paraphe-Webhook/1',
        ...webhookEventHeaders({ id: delivery.eventId, type: delivery.eventType, occurredAt: delivery.createdAt }),
        [WEBHOOK_SIGNATURE_HEADER]: signWebhookBody(secret, body, now),
      },
      { allowPrivate: services.config.ALLOW_PRIVATE_FETCH, timeoutMs: DELIVERY_TIMEOUT_MS },
    );
    if (statusCode < 200 || statusCode >= 300) failure = `HTTP ${statusCode}`;
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  const final = failure !== null && job.attempts >= job.maxAttempts;
  await prisma.webhookDelivery.update({
    where: { id: delivery.id },
    data: {
      attempts: { increment: 1 },
      lastStatusCode: statusCode,
      lastError: failure?.slice(0, 500) ?? null,
      deliveredAt: failure === null ? now : null,
      failedAt: final ? now : null,
    },
  });
  if (failure !== null) throw new Error(`Webhook delivery failed: ${failure}`);
}
