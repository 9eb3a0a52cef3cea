import { AUTOMATION_QUEUE } from './automations/schedule-automations';
import { runAutomation } from './automations/run-automation';
import { analyzeDocument } from './documents/analyze-document';
import { ANALYZE_DOCUMENT_QUEUE } from './documents/intake-document';
import { WORKFLOW_WEBHOOK_QUEUE, deliverWorkflowWebhook } from './documents/workflow-webhook';
import { WEBHOOK_DELIVERY_QUEUE } from './webhooks/webhook-events';
import { deliverWebhook } from './webhooks/deliver-webhook';
import { MAIL_SYNC_QUEUE, runMailSyncJob } from './mail/sync-mail-account';
import { MAIL_GRANT_REVOKE_QUEUE, revokeMailGrant } from './mail/remove-mailboxes';
import { NOTIFICATION_EMAIL_QUEUE, NOTIFICATION_PUSH_QUEUE, NOTIFICATION_SLACK_QUEUE } from './notifications/notify';
import { emailNotification, slackNotification } from './notifications/deliver-notification';
import { pushNotifications } from './notifications/notification-centre';
import { TRIAL_REMINDER_QUEUE, remindTrialEnd } from './billing/organization-trial';
import { STRIPE_CUSTOMER_DELETE_QUEUE, deleteStripeCustomer } from './billing/forget-stripe-customer';
import type { JobHandler } from './jobs/job-queue';

/** Every queue this process knows how to run. */
export const jobHandlers: Record<string, JobHandler> = {
  [ANALYZE_DOCUMENT_QUEUE]: analyzeDocument,
  [WORKFLOW_WEBHOOK_QUEUE]: deliverWorkflowWebhook,
  [WEBHOOK_DELIVERY_QUEUE]: deliverWebhook,
  [MAIL_SYNC_QUEUE]: runMailSyncJob,
  [MAIL_GRANT_REVOKE_QUEUE]: revokeMailGrant,
  [AUTOMATION_QUEUE]: runAutomation,
  [NOTIFICATION_EMAIL_QUEUE]: emailNotification,
  [NOTIFICATION_SLACK_QUEUE]: slackNotification,
  [NOTIFICATION_PUSH_QUEUE]: pushNotifications,
  [TRIAL_REMINDER_QUEUE]: remindTrialEnd,
  [STRIPE_CUSTOMER_DELETE_QUEUE]: deleteStripeCustomer,
};
