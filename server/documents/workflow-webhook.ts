import type { DocumentStatus, RiskLevel } from '../db/generated/client';
import type { ClaimedJob } from '../jobs/job-queue';
import type { Services } from '../services';
import { webhookEventHeaders } from '../webhooks/webhook-signature';

export const WORKFLOW_WEBHOOK_QUEUE = 'workflow-webhook';

/** The body sent to WORKFLOW_WEBHOOK_URL after a status change (the original's trigger-make-workflow). */
export interface WorkflowEvent {
  event_type: 'document_approved' | 'document_rejected' | 'document_revision' | 'document_updated';
  document_id: string;
  document_title: string;
  sender_email: string | null;
  risk_score: number;
  risk_level: RiskLevel;
  user_action: string;
  user_email: string | null;
  timestamp: string;
}

const EVENT_TYPES: Partial<Record<DocumentStatus, WorkflowEvent['event_type']>> = {
  SIGNED: 'document_approved',
  REFUSED: 'document_rejected',
  CORRECTING: 'document_revision',
};

export function workflowEvent(
  document: { id: string; title: string; riskScore: number; riskLevel: RiskLevel; sender: { email: string | null; domain: string } | null },
  status: DocumentStatus,
  userEmail: string | null,
  at: Date,
): WorkflowEvent {
  return {
    event_type: EVENT_TYPES[status] ?? 'document_updated',
    document_id: document.id,
    document_title: document.title,
    sender_email: document.sender?.email ?? document.sender?.domain ?? null,
    risk_score: document.riskScore,
    risk_level: document.riskLevel,
    user_action: status.toLowerCase(),
    user_email: userEmail,
    timestamp: at.toISOString(),
  };
}

/**
 * Job handler: one POST; a non-2xx answer or a network error is retried with backoff by the queue.
 * The job's id is the event's: every retry, and a dead worker's job taken over, carries the same.
 */
export async function deliverWorkflowWebhook(services: Services, job: Pick<ClaimedJob, 'id' | 'payload'>): Promise<void> {
  const url = services.config.WORKFLOW_WEBHOOK_URL;
  if (!url) return;
  const event = job.payload as unknown as WorkflowEvent;
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Paraphe-Webhook/1',
      ...webhookEventHeaders({ id: job.id, type: event.event_type, occurredAt: new Date(event.timestamp) }),
    },
    body: JSON.stringify(job.payload),
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`Workflow webhook answered HTTP ${response.status}`);
}
