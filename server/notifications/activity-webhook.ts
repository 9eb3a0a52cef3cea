import { randomUUID } from 'node:crypto';
import type { Services } from '../services';
import { webhookEventHeaders } from '../webhooks/webhook-signature';

export type ActivityActionType = 'signup' | 'magic_link_request' | 'signin';

export interface ActivityEvent {
  actionType: ActivityActionType;
  page: string;
  actionLabel: string;
  data: Record<string, unknown>;
  orgId: string | null;
  ts: string;
  sessionId: string | null;
}

/**
 * Posts an activity event to ACTIVITY_WEBHOOK_URL when set. Never awaited by the caller's answer:
 * failures are logged and the user is never blocked.
 */
export function sendActivityEvent(services: Pick<Services, 'config' | 'logger' | 'clock'>, event: Omit<ActivityEvent, 'ts'>): Promise<void> {
  const url = services.config.ACTIVITY_WEBHOOK_URL;
  if (!url) return Promise.resolve();
  const now = services.clock.now();
  const body: ActivityEvent = { ...event, ts: now.toISOString() };
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...webhookEventHeaders({ id: randomUUID(), type: event.actionType, occurredAt: now }) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(5000),
  })
    .then((response) => {
      if (!response.ok) services.logger.warn({ status: response.status, actionType: event.actionType }, 'activity webhook answered with an error');
    })
    .catch((error: unknown) => {
      services.logger.warn({ err: error, actionType: event.actionType }, 'activity webhook failed');
    });
}
