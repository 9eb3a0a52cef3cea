import { assertCan } from '../access/policy';
import { signInRulesOf, type OrganizationSignInRules } from '../auth/organization-sign-in-rules';
import type { Viewer } from '../access/viewer';
import type { Role } from '../db/generated/client';
import type { Services } from '../services';

export interface RoleMembers {
  role: Role;
  memberCount: number;
}

export interface SecuritySettings extends OrganizationSignInRules {
  /** The three roles, highest first, with how many members (not removed) hold each. */
  roles: RoleMembers[];
}

const ROLES: Role[] = ['ADMIN', 'MANAGER', 'USER'];

/** The organization's sign-in rules and its members by role (administrators). */
export async function readSecuritySettings(services: Services, viewer: Viewer | null): Promise<SecuritySettings> {
  const { organizationId } = assertCan(viewer, 'organization.security');
  const { prisma } = services.db;
  const [rules, counts] = await Promise.all([
    signInRulesOf(prisma, organizationId),
    prisma.user.groupBy({ by: ['role'], where: { organizationId, removedAt: null }, _count: { _all: true } }),
  ]);
  const byRole = new Map(counts.map((count) => [count.role, count._count._all]));
  return { ...rules, roles: ROLES.map((role) => ({ role, memberCount: byRole.get(role) ?? 0 })) };
}
