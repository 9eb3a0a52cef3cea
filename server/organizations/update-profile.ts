import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import { forgetViewerUsers } from '../auth/viewer-account';
import { ValidationFailed } from '../errors';
import type { Services } from '../services';
import { FULL_NAME_MAX, normalizeFullName } from '../shared/auth-rules';

/**
 * Changes the signed-in member's own name: the one colleagues see and signatures carry from now on
 * (documents signed before keep the name they were signed with). Audited with the name before.
 */
export async function updateProfile(
  services: Services,
  viewer: Viewer | null,
  input: { fullName: string; audit?: { ip: string | null; userAgent: string | null } },
) {
  const person = assertCan(viewer, 'account.manage');
  const fullName = normalizeFullName(input.fullName);
  if (!fullName || fullName.length > FULL_NAME_MAX) {
    throw new ValidationFailed([{ path: 'input.fullName', message: `A name of 1 to ${FULL_NAME_MAX} characters`, code: 'FULL_NAME_INVALID' }]);
  }
  const user = await services.db.prisma.$transaction(async (tx) => {
    const before = await tx.user.findUniqueOrThrow({ where: { id: person.userId }, select: { fullName: true, email: true } });
    if (before.fullName === fullName) return tx.user.findUniqueOrThrow({ where: { id: person.userId } });
    const after = await tx.user.update({ where: { id: person.userId }, data: { fullName } });
    await tx.auditEvent.create({
      data: {
        ...inOrganization(person),
        actorId: person.userId,
        action: 'member.renamed',
        entityType: 'User',
        entityId: person.userId,
        data: { email: before.email, from: before.fullName, to: fullName },
        ip: input.audit?.ip ?? null,
        userAgent: input.audit?.userAgent ?? null,
        createdAt: services.clock.now(),
      },
    });
    return after;
  });
  forgetViewerUsers(services);
  return user;
}
