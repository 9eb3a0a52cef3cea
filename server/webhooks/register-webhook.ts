import { assertCan, inOrganization } from '../access/policy';
import { sealSecret } from '../security/secret-box';
import type { Viewer } from '../access/viewer';
import { AppError, ValidationFailed } from '../errors';
import { parseOutboundUrl } from '../outbound/public-address';
import type { Services } from '../services';
import { SUMMARY, type WebhookSubscriptionSummary } from './list-webhooks';
import { WEBHOOK_EVENT_TYPES } from '../shared/webhook-event-types';
import { newWebhookSecret } from './webhook-signature';

/** An organization keeps at most this many subscriptions. */
export const MAX_WEBHOOKS_PER_ORGANIZATION = 20;

/** Subscribes a public HTTPS address to events; its signing secret is shown this once. */
export async function registerWebhook(
  services: Services,
  viewer: Viewer | null,
  input: { url: string; events: readonly string[] },
): Promise<WebhookSubscriptionSummary & { secret: string }> {
  const admin = assertCan(viewer, 'webhook.manage');
  const problems = [];
  try {
    if (typeof input.url !== 'string' || input.url.length > 2000) throw new AppError('INVALID_URL', 'URL too long');
    const url = parseOutboundUrl(input.url, { allowPrivate: services.config.ALLOW_PRIVATE_FETCH });
    // Deliveries carry documents' data: over TLS, but to a private address a test or an intranet allows.
    if (url.protocol !== 'https:' && !services.config.ALLOW_PRIVATE_FETCH) throw new AppError('INVALID_URL', 'A webhook address starts with https://');
  } catch (error) {
    problems.push({ path: 'url', message: error instanceof AppError ? error.message : 'Invalid URL' });
  }
  const events = Array.isArray(input.events) ? [...new Set(input.events)] : [];
  if (events.length === 0 || events.some((event) => !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(event))) {
    problems.push({ path: 'events', message: `Events must be among ${WEBHOOK_EVENT_TYPES.join(', ')}` });
  }
  if (problems.length) throw new ValidationFailed(problems);
  const secret = newWebhookSecret();
  const now = services.clock.now();
  const created = await services.db.prisma.$transaction(async (tx) => {
    const count = await tx.webhookSubscription.count({ where: inOrganization(admin) });
    if (count >= MAX_WEBHOOKS_PER_ORGANIZATION) throw new AppError('LIMIT_REACHED', 'Too many webhook subscriptions', { max: MAX_WEBHOOKS_PER_ORGANIZATION });
    const row = await tx.webhookSubscription.create({
      data: { ...inOrganization(admin), url: input.url, events, secretEncrypted: sealSecret(secret, services.config.ENCRYPTION_KEY), createdAt: now },
      select: SUMMARY,
    });
    await tx.auditEvent.create({
      data: {
        ...inOrganization(admin),
        actorId: admin.userId,
        action: 'webhook.created',
        entityType: 'WebhookSubscription',
        entityId: row.id,
        data: { url: input.url, events },
        createdAt: now,
      },
    });
    return row;
  });
  return { ...created, secret };
}
