/** The areas a log can be filtered by: the first word of each action. */
export const AUDIT_AREAS = [
  'auth',
  'member',
  'organization',
  'document',
  'sender',
  'cloud',
  'mailbox',
  'api_key',
  'webhook',
  'billing',
  'automation',
  'audit',
] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];
