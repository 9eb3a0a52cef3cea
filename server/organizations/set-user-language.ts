import { forgetViewerUsers } from '../auth/viewer-account';
import { assertCan } from '../access/policy';
import type { AuthCall } from '../auth/auth-call';
import { reissueSession } from '../auth/reissue-session';
import type { Viewer } from '../access/viewer';

export type Language = 'fr' | 'en';

/**
 * Remembers the language a user reads Paraphe in: screens, emails and analysis explanations. The
 * session's access token carries the language, so it is issued again at once rather than at its
 * next refresh (up to 15 minutes later).
 */
export async function setUserLanguage(call: AuthCall, viewer: Viewer, language: Language) {
  const person = assertCan(viewer, 'account.manage');
  const user = await call.services.db.prisma.user.update({ where: { id: person.userId }, data: { locale: language } });
  forgetViewerUsers(call.services);
  const session = person.sessionId
    ? await call.services.db.prisma.session.findFirst({ where: { id: person.sessionId, userId: person.userId, revokedAt: null }, select: { id: true } })
    : null;
  if (session) await reissueSession(call, session.id, {});
  return user;
}
