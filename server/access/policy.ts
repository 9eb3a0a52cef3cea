import type { Viewer } from './viewer';
import type { Role } from '../db/generated/client';
import { AppError } from '../errors';
import type { ApiScope } from './scopes';

export type { ApiScope } from './scopes';

interface Rule {
  /** The lowest role allowed; roles are ordered USER < MANAGER < ADMIN. */
  role: Role;
  /** The scope an API key needs for it; null for the person's own account and security, which no key may touch. */
  scope: ApiScope | null;
}

/**
 * The one authorization policy: every action any door can take, with who may take it. Domain
 * functions call `assertCan` themselves, so GraphQL, REST, jobs and OAuth callbacks are covered alike.
 */
export const POLICY = {
  'document.read': { role: 'USER', scope: 'read' },
  'document.upload': { role: 'USER', scope: 'write' },
  'document.update': { role: 'USER', scope: 'write' },
  'document.review': { role: 'USER', scope: 'write' },
  'document.sign': { role: 'USER', scope: 'sign' },
  'document.delete': { role: 'MANAGER', scope: 'write' },
  // The cloud file area: members read, store and arrange its files; a share link hands one file to anyone holding it.
  'cloud.read': { role: 'USER', scope: 'read' },
  'cloud.write': { role: 'USER', scope: 'write' },
  'cloud.share': { role: 'USER', scope: 'write' },
  'sender.read': { role: 'USER', scope: 'read' },
  'sender.manage': { role: 'MANAGER', scope: 'write' },
  'analytics.read': { role: 'USER', scope: 'read' },
  'mailbox.manage': { role: 'USER', scope: null },
  'billing.read': { role: 'USER', scope: 'read' },
  'billing.manage': { role: 'ADMIN', scope: 'write' },
  'apiKey.manage': { role: 'ADMIN', scope: null },
  'webhook.manage': { role: 'ADMIN', scope: 'write' },
  'organization.manage': { role: 'ADMIN', scope: 'write' },
  // Closing it deletes every member's account with it: a person, signed in, never a key.
  'organization.close': { role: 'ADMIN', scope: null },
  'organization.export': { role: 'ADMIN', scope: null },
  // Second factors, session lifetime, sign-in methods and the members' sessions: who may get in, and how.
  'organization.security': { role: 'ADMIN', scope: null },
  'audit.read': { role: 'MANAGER', scope: 'read' },
  // Sessions, second factors, password and language: a key acting here would act as the person who made it.
  'account.manage': { role: 'USER', scope: null },
  // Renewing and ending one's own session and enrolling a second factor: all a session may do while its organization waits for that factor.
  'account.session': { role: 'USER', scope: null },
  'member.read': { role: 'USER', scope: 'read' },
  // Inviting, changing roles and removing members give or take rights: a key could give more than it holds.
  'member.invite': { role: 'MANAGER', scope: null },
  'member.manage': { role: 'ADMIN', scope: null },
  'team.manage': { role: 'MANAGER', scope: null },
  'automation.read': { role: 'MANAGER', scope: 'read' },
  // Rules act for the person who enabled them: a key switching one on would make them act for its maker.
  'automation.manage': { role: 'MANAGER', scope: null },
  // An automatic signature is made on the enabling person's behalf: only an administrator gives it.
  'automation.autoSign': { role: 'ADMIN', scope: null },
  // A person's own notifications and their settings: the browser session only, like the account.
  'notification.manage': { role: 'USER', scope: null },
} as const satisfies Record<string, Rule>;

export type Action = keyof typeof POLICY;

const RANK: Record<Role, number> = { USER: 1, MANAGER: 2, ADMIN: 3 };

/** Roles are ordered: an admin may do what a manager may, a manager what a user may. */
export function hasRole(viewer: Viewer | null, role: Role): boolean {
  return viewer !== null && RANK[viewer.role] >= RANK[role];
}

/** Whether a role, by itself (no key scopes), allows an action. */
export function roleAllows(role: Role, action: Action): boolean {
  return RANK[role] >= RANK[POLICY[action].role];
}

/** What a session may do while its member must enrol the second factor their organization requires. */
const ENROLMENT_ACTIONS: readonly Action[] = ['account.session'];

const awaitsEnrolment = (viewer: Viewer, action: Action) => viewer.enrolmentOnly === true && !ENROLMENT_ACTIONS.includes(action);

export function can(viewer: Viewer | null, action: Action): viewer is Viewer {
  if (!viewer || awaitsEnrolment(viewer, action)) return false;
  const rule: Rule = POLICY[action];
  if (!hasRole(viewer, rule.role)) return false;
  if (!viewer.scopes) return true;
  return rule.scope !== null && viewer.scopes.includes(rule.scope);
}

/**
 * Throws UNAUTHENTICATED for a visitor, SECOND_FACTOR_ENROLMENT_REQUIRED for a session that must
 * enrol a second factor first, and FORBIDDEN for a caller whose role or key scope falls short
 * (`details.requiredScope` naming, for a key, what it lacks).
 */
export function assertCan(viewer: Viewer | null, action: Action): Viewer {
  if (!viewer) throw new AppError('UNAUTHENTICATED', 'Sign in first.');
  if (awaitsEnrolment(viewer, action))
    throw new AppError('SECOND_FACTOR_ENROLMENT_REQUIRED', 'Enrol a second factor first: your organization requires one.', { action });
  if (!can(viewer, action)) throw new AppError('FORBIDDEN', `Not allowed: ${action}`, { action, ...keyShortfall(viewer, action) });
  return viewer;
}

/**
 * Why an API key whose creator's role allows an action is refused it: the scope it lacks, or
 * `session` when no key may take it (the person's own account and security). Nothing for a role
 * that falls short, or for a browser session.
 */
function keyShortfall(viewer: Viewer, action: Action): { requiredScope: ApiScope | 'session' } | null {
  const rule: Rule = POLICY[action];
  return viewer.scopes && hasRole(viewer, rule.role) ? { requiredScope: rule.scope ?? 'session' } : null;
}

/**
 * The answer to a write shows the row just written: a key without the read scope (an uploading
 * scanner) still gets it back, and nothing else.
 */
export function readerOfWritten(viewer: Viewer): Viewer {
  return viewer.scopes && !viewer.scopes.includes('read') ? { ...viewer, scopes: [...viewer.scopes, 'read'] } : viewer;
}

/** The organization filter every read and write of customer rows carries. */
export function inOrganization(viewer: Viewer): { organizationId: string } {
  return { organizationId: viewer.organizationId };
}
