import { analyzeDocument } from '../documents/analyze-document';
import { ANALYZE_DOCUMENT_QUEUE } from '../documents/intake-document';
import { WORKFLOW_WEBHOOK_QUEUE, deliverWorkflowWebhook } from '../documents/workflow-webhook';
import { WEBHOOK_DELIVERY_QUEUE } from '../webhooks/webhook-events';
import { deliverWebhook } from '../webhooks/deliver-webhook';
import { MAIL_SYNC_QUEUE, runMailSyncJob } from '../mail/sync-mail-account';
import type { JobHandler } from './job-queue';

/** Every queue this process knows how to run. */
export const jobHandlers: Record<string, JobHandler> = {
  [ANALYZE_DOCUMENT_QUEUE]: analyzeDocument,
  [WORKFLOW_WEBHOOK_QUEUE]: deliverWorkflowWebhook,
  [WEBHOOK_DELIVERY_QUEUE]: deliverWebhook,
  [MAIL_SYNC_QUEUE]: runMailSyncJob,
};
