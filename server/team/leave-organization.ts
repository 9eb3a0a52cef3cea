import { assertCan } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { AuthCall } from '../auth/auth-call';
import { clearSessionCookies } from '../auth/session-cookies';
import { confirmCurrentPassword } from '../auth/sign-in-attempts';
import { endMembership } from './remove-member';

/**
 * A member leaves their organization of their own accord, their password asked again: they end as
 * a removed member does (every session and API key at once; their documents, decisions and audit
 * entries stay and name them), signed out here. The last administrator must name another first.
 */
export async function leaveOrganization(call: AuthCall, viewer: Viewer | null, input: { currentPassword?: string | null }): Promise<void> {
  const person = assertCan(viewer, 'account.manage');
  const user = await call.services.db.prisma.user.findUniqueOrThrow({ where: { id: person.userId }, select: { email: true, passwordHash: true } });
  await confirmCurrentPassword(call, user, input.currentPassword);
  await endMembership(call.services, person, person.userId, { action: 'member.left', ip: call.ip, userAgent: call.userAgent });
  clearSessionCookies(call);
}
