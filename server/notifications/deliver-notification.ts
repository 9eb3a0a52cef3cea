import { localeOf } from '../shared/locale';
import { openSecret } from '../security/secret-box';
import type { ClaimedJob } from '../jobs/job-queue';
import { composeMail } from '../email/templates';
import { postOutbound } from '../outbound/post-json';
import type { Services } from '../services';
import { documentPageUrl } from '../shared/web-routes';
import { notificationWording } from './notification-wording';

const SLACK_TIMEOUT_MS = 10_000;

/** Slack reads `<…>` as a link or a mention: a document's title is shown as written, never as markup. */
const slackEscaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The notification as its deliveries need it, or null once it (or its recipient) is gone. */
async function loadNotification(services: Services, job: Pick<ClaimedJob, 'payload'>) {
  const notification = await services.db.prisma.notification.findUnique({
    where: { id: String(job.payload.notificationId) },
    select: {
      type: true,
      documentId: true,
      documentStatus: true,
      document: { select: { title: true, riskScore: true } },
      actor: { select: { fullName: true } },
      user: { select: { email: true, locale: true, removedAt: true, notificationSettings: true } },
    },
  });
  if (!notification || notification.user.removedAt) return null;
  const locale = localeOf(notification.user);
  const facts = {
    type: notification.type,
    documentStatus: notification.documentStatus,
    title: notification.document?.title ?? '',
    riskScore: notification.document?.riskScore ?? null,
    actor: notification.actor?.fullName ?? null,
  };
  const link = notification.documentId ? documentPageUrl(services.config.PUBLIC_URL, notification.documentId) : `${services.config.PUBLIC_URL}/documents`;
  return { ...notification, locale, wording: notificationWording(locale, facts), link };
}

/** Job handler: the notification's email, in the recipient's language, unless they turned email off meanwhile. */
export async function emailNotification(services: Services, job: Pick<ClaimedJob, 'payload'>): Promise<void> {
  const notification = await loadNotification(services, job);
  if (!notification || notification.user.notificationSettings?.emailEnabled === false) return;
  const { subject, intro, action } = notification.wording;
  await services.mailer.send(
    composeMail(notification.locale, notification.user.email, { subject, paragraphs: [intro], action: { label: action, link: notification.link } }),
  );
}

/**
 * Job handler: the notification to the recipient's Slack incoming webhook (`{ text }`). A 5xx
 * answer or a network failure throws, and the queue tries again later; a 4xx (the hook was
 * removed in Slack) will not get better and is dropped with a warning.
 */
export async function slackNotification(services: Services, job: Pick<ClaimedJob, 'payload'>): Promise<void> {
  const notification = await loadNotification(services, job);
  const settings = notification?.user.notificationSettings;
  if (!notification || !settings?.slackEnabled || !settings.slackWebhookSealed) return;
  const url = openSecret(settings.slackWebhookSealed, services.config.ENCRYPTION_KEY);
  const text = `${slackEscaped(notification.wording.intro)} <${notification.link}|${slackEscaped(notification.wording.action)}>`;
  const status = await postOutbound(
    url,
    JSON.stringify({ text }),
    { 'content-type': 'application/json', 'user-agent': 'Paraphe-Notifications/1' },
    {
      allowPrivate: services.config.ALLOW_PRIVATE_FETCH,
      timeoutMs: SLACK_TIMEOUT_MS,
    },
  );
  if (status >= 500 || status === 429) throw new Error(`Slack answered HTTP ${status}`);
  if (status < 200 || status >= 300) services.logger.warn({ status, notification: job.payload.notificationId }, 'Slack refused a notification');
}
