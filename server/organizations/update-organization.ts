import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import { ValidationFailed, type FieldProblem } from '../errors';
import type { Services } from '../services';
import type { Locale } from '../shared/locale';
import { isTimeZone } from '../shared/time-zones';

export interface OrganizationSettings {
  name?: string | null;
  /** An IANA time zone (`Europe/Paris`): the dashboard's and analytics' days follow it. */
  timeZone?: string | null;
  /** The language of people whose own is not known yet: invitations to new addresses, new members. */
  defaultLanguage?: Locale | null;
}

/** Changes the organization's name, time zone and default language (administrators); the change is audited with what it was before. */
export async function updateOrganization(
  services: Services,
  viewer: Viewer | null,
  input: OrganizationSettings & { audit?: { ip: string | null; userAgent: string | null } },
) {
  const admin = assertCan(viewer, 'organization.manage');
  const problems: FieldProblem[] = [];
  const name = input.name?.trim();
  if (input.name != null && (!name || name.length > 120))
    problems.push({ path: 'input.name', message: 'A name of 1 to 120 characters', code: 'ORGANIZATION_NAME_INVALID' });
  if (input.timeZone != null && !isTimeZone(input.timeZone))
    problems.push({ path: 'input.timeZone', message: 'An IANA time zone such as Europe/Paris', code: 'TIME_ZONE_INVALID' });
  if (problems.length > 0) throw new ValidationFailed(problems);
  const changes = {
    ...(name ? { name } : {}),
    ...(input.timeZone ? { timeZone: input.timeZone } : {}),
    ...(input.defaultLanguage ? { defaultLanguage: input.defaultLanguage } : {}),
  };
  return services.db.prisma.$transaction(async (tx) => {
    const before = await tx.organization.findUniqueOrThrow({
      where: { id: admin.organizationId },
      select: { name: true, timeZone: true, defaultLanguage: true },
    });
    const after = await tx.organization.update({ where: { id: admin.organizationId }, data: changes });
    await tx.auditEvent.create({
      data: {
        ...inOrganization(admin),
        actorId: admin.userId,
        action: 'organization.updated',
        entityType: 'Organization',
        entityId: admin.organizationId,
        data: { before, after: { name: after.name, timeZone: after.timeZone, defaultLanguage: after.defaultLanguage } },
        ip: input.audit?.ip ?? null,
        userAgent: input.audit?.userAgent ?? null,
        createdAt: services.clock.now(),
      },
    });
    return after;
  });
}
