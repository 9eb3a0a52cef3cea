import { assertCan } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { ClaimedJob } from '../jobs/job-queue';
import type { Services } from '../services';

/** Most notifications the centre lists at once. */
export const NOTIFICATION_LIST_MAX = 50;

/** Whose centre: the member, in their organization (both are checked on every read and write). */
export interface CentreOwner {
  userId: string;
  organizationId: string;
}

/** The signed-in member's notification centre; its contents are read through the functions below. */
export function notificationCentreOf(viewer: Viewer | null): CentreOwner {
  const person = assertCan(viewer, 'notification.manage');
  return { userId: person.userId, organizationId: person.organizationId };
}

export function unreadNotificationCount(services: Services, owner: CentreOwner): Promise<number> {
  return services.db.prisma.notification.count({ where: { ...owner, readAt: null } });
}

/** The latest notifications, newest first, with what a line of the centre shows. */
export function latestNotifications(services: Services, owner: CentreOwner, first: number) {
  return services.db.prisma.notification.findMany({
    where: owner,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: Math.max(1, Math.min(first, NOTIFICATION_LIST_MAX)),
    select: {
      id: true,
      type: true,
      documentId: true,
      documentStatus: true,
      readAt: true,
      createdAt: true,
      document: { select: { title: true, riskScore: true } },
      actor: { select: { fullName: true } },
    },
  });
}

/** Tells the members' open notification centres; call only after the change is committed. */
export function publishNotificationsChanged(services: Services, userIds: string[]): void {
  for (const userId of new Set(userIds)) services.pubsub.publish('notificationsChanged', userId, { userId });
}

/** Job handler: the notifications were committed with the job, so their recipients' screens may hear of them now. */
export async function pushNotifications(services: Services, job: Pick<ClaimedJob, 'payload'>): Promise<void> {
  const userIds = Array.isArray(job.payload.userIds) ? job.payload.userIds.filter((id): id is string => typeof id === 'string') : [];
  publishNotificationsChanged(services, userIds);
}
