import { analyzeDocument } from '../documents/analyze-document';
import { ANALYZE_DOCUMENT_QUEUE } from '../documents/intake-document';
import { WORKFLOW_WEBHOOK_QUEUE, deliverWorkflowWebhook } from '../documents/workflow-webhook';
import type { JobHandler } from './job-queue';

/** Every queue this process knows how to run. */
export const jobHandlers: Record<string, JobHandler> = {
  [ANALYZE_DOCUMENT_QUEUE]: analyzeDocument,
  [WORKFLOW_WEBHOOK_QUEUE]: deliverWorkflowWebhook,
};
