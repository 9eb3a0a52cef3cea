/** The document events an outbound webhook may subscribe to (the API and the Integrations tab offer the same). */
export const WEBHOOK_EVENT_TYPES = [
  'document.created',
  'document.analyzed',
  'document.signed',
  'document.refused',
  'document.correction_requested',
  'document.deleted',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
