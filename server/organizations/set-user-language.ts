import { assertCan } from '../access/policy';
import type { Viewer } from '../auth/viewer';
import type { Services } from '../services';

export type Language = 'fr' | 'en';

/** Remembers the language a user reads Paraphe in: screens, emails and analysis explanations. */
export async function setUserLanguage(services: Services, viewer: Viewer, language: Language) {
  const person = assertCan(viewer, 'account.manage');
  return services.db.prisma.user.update({ where: { id: person.userId }, data: { locale: language } });
}
