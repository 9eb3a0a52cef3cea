import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import { AppError } from '../errors';
import type { Services } from '../services';
import { isUuid } from '../shared/ids';

/** Removing a subscription drops its pending deliveries with it. */
export async function removeWebhook(services: Services, viewer: Viewer | null, input: { webhookId: string }): Promise<void> {
  const admin = assertCan(viewer, 'webhook.manage');
  if (!isUuid(input.webhookId)) throw new AppError('NOT_FOUND', 'No such webhook subscription in this organization');
  const now = services.clock.now();
  await services.db.prisma.$transaction(async (tx) => {
    const { count } = await tx.webhookSubscription.deleteMany({ where: { id: input.webhookId, ...inOrganization(admin) } });
    if (count === 0) throw new AppError('NOT_FOUND', 'No such webhook subscription in this organization');
    await tx.auditEvent.create({
      data: {
        ...inOrganization(admin),
        actorId: admin.userId,
        action: 'webhook.deleted',
        entityType: 'WebhookSubscription',
        entityId: input.webhookId,
        createdAt: now,
      },
    });
  });
}
