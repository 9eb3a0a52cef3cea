import type { Viewer } from '../access/viewer';
import { AppError } from '../errors';
import type { Services } from '../services';
import { isUuid } from '../shared/ids';
import { notificationCentreOf, publishNotificationsChanged, type CentreOwner } from './notification-centre';

/** Marks one of the member's notifications read; another member's or organization's reads as not found. */
export async function markNotificationRead(services: Services, viewer: Viewer | null, notificationId: string): Promise<CentreOwner> {
  const owner = notificationCentreOf(viewer);
  const { count } = isUuid(notificationId)
    ? await services.db.prisma.notification.updateMany({ where: { id: notificationId, ...owner }, data: { readAt: services.clock.now() } })
    : { count: 0 };
  if (count === 0) {
    const exists = isUuid(notificationId) && (await services.db.prisma.notification.count({ where: { id: notificationId, ...owner } })) > 0;
    if (!exists) throw new AppError('NOT_FOUND', 'No such notification');
  }
  publishNotificationsChanged(services, [owner.userId]);
  return owner;
}

/** Marks every unread notification of the member read. */
export async function markAllNotificationsRead(services: Services, viewer: Viewer | null): Promise<CentreOwner> {
  const owner = notificationCentreOf(viewer);
  await services.db.prisma.notification.updateMany({ where: { ...owner, readAt: null }, data: { readAt: services.clock.now() } });
  publishNotificationsChanged(services, [owner.userId]);
  return owner;
}
