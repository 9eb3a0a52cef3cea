import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { Services } from '../services';

export interface WebhookSubscriptionSummary {
  id: string;
  url: string;
  events: string[];
  createdAt: Date;
}

/** The columns a subscription is shown with (never its secret). */
export const SUMMARY = { id: true, url: true, events: true, createdAt: true } as const;

/** The organization's subscriptions, newest first. */
export async function listWebhooks(services: Services, viewer: Viewer | null): Promise<WebhookSubscriptionSummary[]> {
  const admin = assertCan(viewer, 'webhook.manage');
  return services.db.prisma.webhookSubscription.findMany({ where: inOrganization(admin), orderBy: { createdAt: 'desc' }, select: SUMMARY });
}

export interface WebhookDeliverySummary {
  id: string;
  subscriptionId: string;
  eventId: string;
  eventType: string;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  deliveredAt: Date | null;
  failedAt: Date | null;
  createdAt: Date;
}

/** The delivery log: the latest deliveries of the organization's subscriptions. */
export async function listWebhookDeliveries(services: Services, viewer: Viewer | null, input: { limit?: number } = {}): Promise<WebhookDeliverySummary[]> {
  const admin = assertCan(viewer, 'webhook.manage');
  return services.db.prisma.webhookDelivery.findMany({
    where: inOrganization(admin),
    orderBy: { createdAt: 'desc' },
    take: Math.min(Math.max(input.limit ?? 50, 1), 200),
    select: {
      id: true,
      subscriptionId: true,
      eventId: true,
      eventType: true,
      attempts: true,
      lastStatusCode: true,
      lastError: true,
      deliveredAt: true,
      failedAt: true,
      createdAt: true,
    },
  });
}
