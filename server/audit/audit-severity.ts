import type { AuditAction } from '../shared/audit-actions';
import type { AuditArea } from '../shared/audit-areas';

/**
 * How closely an auditor should look at an entry: HIGH for what changes who may do what (roles,
 * members, keys, failed sign-ins, plans), MEDIUM for decisions on documents and settings, LOW for
 * the rest. Actions are `<area>.<verb>`; an action not listed takes its area's level.
 */
export type AuditSeverity = 'HIGH' | 'MEDIUM' | 'LOW';

const BY_ACTION: Partial<Record<AuditAction, AuditSeverity>> = {
  'auth.sign_in_failed': 'HIGH',
  'auth.sign_in_refused': 'HIGH',
  'auth.security_updated': 'HIGH',
  'auth.session_revoked': 'HIGH',
  'auth.signed_in': 'LOW',
  'auth.terms_accepted': 'LOW',
  'member.invited': 'MEDIUM',
  'member.joined': 'MEDIUM',
  'document.created': 'LOW',
  'document.triaged': 'LOW',
  'audit.exported': 'MEDIUM',
  // Every file of the organization leaves in one download.
  'organization.exported': 'HIGH',
  'api_key.used': 'LOW',
  // A link opens files to people outside the organization; a wrong password may be someone guessing.
  'cloud.share_created': 'MEDIUM',
  'cloud.share_revoked': 'MEDIUM',
  'cloud.share_password_failed': 'HIGH',
};

const BY_AREA: Partial<Record<AuditArea, AuditSeverity>> = {
  member: 'HIGH',
  api_key: 'HIGH',
  billing: 'HIGH',
  webhook: 'HIGH',
  mailbox: 'MEDIUM',
  document: 'MEDIUM',
  sender: 'MEDIUM',
  auth: 'MEDIUM',
  automation: 'MEDIUM',
  organization: 'MEDIUM',
};

export function auditSeverity(action: string): AuditSeverity {
  return BY_ACTION[action as AuditAction] ?? BY_AREA[action.split('.')[0] as AuditArea] ?? 'LOW';
}
