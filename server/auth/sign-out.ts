import { assertCan } from '../access/policy';
import type { AuthCall } from './auth-call';
import { revokeSessions, revokeUserSessions } from './revoke-sessions';
import { REFRESH_COOKIE, clearSessionCookies, sha256 } from './session-cookies';
import type { Viewer } from '../access/viewer';

export type SignOutScope = 'GLOBAL' | 'LOCAL' | 'OTHERS';

/** LOCAL ends this session, OTHERS every other one of the user, GLOBAL all of them. */
export async function signOut(call: AuthCall, viewer: Viewer | null, scope: SignOutScope): Promise<void> {
  if (viewer) assertCan(viewer, 'account.session');
  const { prisma } = call.services.db;
  let userId = viewer?.userId ?? null;
  let sessionId = viewer?.sessionId ?? null;
  const presented = call.cookies[REFRESH_COOKIE];
  if (presented && !sessionId) {
    const token = await prisma.refreshToken.findUnique({ where: { tokenHash: sha256(presented) }, include: { session: true } });
    sessionId = token?.sessionId ?? null;
    userId = token?.session.userId ?? null;
  }
  if (scope !== 'LOCAL' && userId) await revokeUserSessions(call, userId, scope === 'OTHERS' ? sessionId : null);
  if (scope !== 'OTHERS') {
    if (sessionId) await revokeSessions(call, { id: sessionId });
    clearSessionCookies(call);
  }
}
