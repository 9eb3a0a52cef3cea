import { assertCan } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { Sender, SenderCategory, SenderStatus } from '../db/generated/client';
import { AppError } from '../errors';
import type { Services } from '../services';
import { isUuid } from '../shared/ids';

export interface UpdateSenderInput {
  senderId: string;
  status?: SenderStatus | null;
  category?: SenderCategory | null;
  audit?: { ip: string | null; userAgent: string | null };
}

/** A manager sets how far the organization trusts a sender and what kind of sender it is; audited. */
export async function updateSender(services: Services, viewer: Viewer | null, input: UpdateSenderInput): Promise<Sender> {
  const caller = assertCan(viewer, 'sender.manage');
  if (!isUuid(input.senderId)) throw new AppError('NOT_FOUND', 'No such sender in this organization');
  const now = services.clock.now();
  return services.db.prisma.$transaction(async (tx) => {
    const before = await tx.sender.findFirst({ where: { id: input.senderId, organizationId: caller.organizationId } });
    if (!before) throw new AppError('NOT_FOUND', 'No such sender in this organization');
    const data = { ...(input.status ? { status: input.status } : {}), ...(input.category ? { category: input.category } : {}) };
    const updated = await tx.sender.update({ where: { id: before.id }, data: { ...data, updatedAt: now } });
    await tx.auditEvent.create({
      data: {
        organizationId: caller.organizationId,
        actorId: caller.userId,
        action: 'sender.updated',
        entityType: 'Sender',
        entityId: before.id,
        data: { from: { status: before.status, category: before.category }, to: { status: updated.status, category: updated.category } },
        ip: input.audit?.ip ?? null,
        userAgent: input.audit?.userAgent ?? null,
        createdAt: now,
      },
    });
    return updated;
  });
}
