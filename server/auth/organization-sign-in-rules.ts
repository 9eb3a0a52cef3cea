import type { PrismaClient, SignInMethod as AllowedSignInMethod } from '../db/generated/client';

/** What an organization decides about its members' sign-ins (the Security tab of /settings). */
export interface OrganizationSignInRules {
  requireSecondFactor: boolean;
  sessionLifetimeHours: number | null;
  signInMethods: AllowedSignInMethod[];
}

/** Absolute lifetime of a sign-in when the organization chose none: "remember me" keeps it 30 days across browser restarts. */
export const PERSISTENT_SESSION_MS = 30 * 24 * 3600_000;
export const BROWSER_SESSION_MS = 12 * 3600_000;

type Reader = Pick<PrismaClient, 'organization' | 'factor'>;

export function signInRulesOf(prisma: Reader, organizationId: string): Promise<OrganizationSignInRules> {
  return prisma.organization.findUniqueOrThrow({
    where: { id: organizationId },
    select: { requireSecondFactor: true, sessionLifetimeHours: true, signInMethods: true },
  });
}

/** How long a sign-in opened now lasts. */
export function sessionLifetimeMs(rules: OrganizationSignInRules, persistent: boolean): number {
  if (rules.sessionLifetimeHours !== null) return rules.sessionLifetimeHours * 3600_000;
  return persistent ? PERSISTENT_SESSION_MS : BROWSER_SESSION_MS;
}

/** When a sign-in made at `createdAt` must end under the organization's lifetime, which may have been shortened since. */
export function sessionEnd(rules: OrganizationSignInRules, session: { createdAt: Date; expiresAt: Date }): Date {
  if (rules.sessionLifetimeHours === null) return session.expiresAt;
  return new Date(Math.min(session.expiresAt.getTime(), session.createdAt.getTime() + rules.sessionLifetimeHours * 3600_000));
}

/** The member's organization requires a second factor and they have none yet: their session may only enrol one. */
export async function secondFactorDue(prisma: Reader, rules: OrganizationSignInRules, userId: string): Promise<boolean> {
  if (!rules.requireSecondFactor) return false;
  return (await prisma.factor.count({ where: { userId, status: 'VERIFIED' } })) === 0;
}
