import type { AuditAction } from '../shared/audit-actions';
import type { AuthCall } from './auth-call';

/**
 * Writes a sign-in (or a failed one) to the member's organization's audit log. Not awaited by the
 * caller: a refused password must take as long whether or not the account exists.
 */
export function recordAuthEvent(
  call: AuthCall,
  user: { id: string; organizationId: string },
  action: 'auth.signed_in' | 'auth.sign_in_failed' | 'auth.sign_in_refused',
  data: Record<string, string>,
): void {
  void call.services.db.prisma.auditEvent
    .create({ data: ownAccountEntry(call, user, action, data, call.services.clock.now()) })
    .catch((error: unknown) => call.services.logger.warn({ err: error, action }, 'audit entry could not be written'));
}

/** The audit entry of something a member did to their own account, from the request that did it. */
export function ownAccountEntry(
  call: Pick<AuthCall, 'ip' | 'userAgent'>,
  user: { id: string; organizationId: string },
  action: AuditAction,
  data: Record<string, string | null>,
  at: Date,
) {
  return {
    organizationId: user.organizationId,
    actorId: user.id,
    action,
    entityType: 'User',
    entityId: user.id,
    data,
    ip: call.ip,
    userAgent: call.userAgent?.slice(0, 400) ?? null,
    createdAt: at,
  };
}
