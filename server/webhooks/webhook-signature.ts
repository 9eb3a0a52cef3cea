import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const WEBHOOK_SIGNATURE_HEADER = 'paraphe-signature';
const WEBHOOK_EVENT_ID_HEADER = 'paraphe-event-id';
const WEBHOOK_EVENT_TYPE_HEADER = 'paraphe-event-type';
const WEBHOOK_EVENT_TIMESTAMP_HEADER = 'paraphe-event-timestamp';

/**
 * What every outbound webhook says of its event, the same on every retry: its id (a receiver drops
 * a second delivery by it), its type and when it happened (unix seconds).
 */
export function webhookEventHeaders(event: { id: string; type: string; occurredAt: Date }): Record<string, string> {
  return {
    [WEBHOOK_EVENT_ID_HEADER]: event.id,
    [WEBHOOK_EVENT_TYPE_HEADER]: event.type,
    [WEBHOOK_EVENT_TIMESTAMP_HEADER]: String(Math.floor(event.occurredAt.getTime() / 1000)),
  };
}

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`: the timestamp is signed too, so old deliveries cannot be replayed as new. */
export function signWebhookBody(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

/** What a receiver does: recompute the HMAC, compare in constant time, and refuse stale timestamps. */
export function verifyWebhookSignature(secret: string, body: string, header: string, now: Date, toleranceS = 300): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1 || Math.abs(now.getTime() / 1000 - timestamp) > toleranceS) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex'));
  const given = Buffer.from(parts.v1);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
