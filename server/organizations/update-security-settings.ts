import { assertCan, inOrganization } from '../access/policy';
import { signInRulesOf, type OrganizationSignInRules } from '../auth/organization-sign-in-rules';
import type { Viewer } from '../access/viewer';
import type { SignInMethod } from '../db/generated/client';
import { AppError, ValidationFailed, type FieldProblem } from '../errors';
import type { Services } from '../services';
import { isSessionLifetime } from '../shared/sign-in-rules';
import { readSecuritySettings } from './security-settings';

export interface SecuritySettingsChanges {
  requireSecondFactor?: boolean | null;
  /** One of SESSION_LIFETIME_HOURS; null for the default (12 hours, 30 days with "remember me"); absent leaves it. */
  sessionLifetimeHours?: number | null;
  signInMethods?: readonly SignInMethod[] | null;
  audit?: { ip: string | null; userAgent: string | null };
}

/**
 * Changes who may get in and how (administrators), audited with the values before. The
 * administrator keeps a way in: the method of their own session stays allowed, and requiring a
 * second factor needs one of their own.
 */
export async function updateSecuritySettings(services: Services, viewer: Viewer | null, input: SecuritySettingsChanges) {
  const admin = assertCan(viewer, 'organization.security');
  const { prisma } = services.db;
  const methods = input.signInMethods ? [...new Set(input.signInMethods)] : null;
  const problems: FieldProblem[] = [];
  if (input.sessionLifetimeHours != null && !isSessionLifetime(input.sessionLifetimeHours)) {
    problems.push({ path: 'input.sessionLifetimeHours', message: 'One of 1, 8, 24, 168 or 720 hours', code: 'SESSION_LIFETIME_INVALID' });
  }
  if (methods && methods.length === 0) problems.push({ path: 'input.signInMethods', message: 'At least one sign-in method', code: 'SIGN_IN_METHODS_EMPTY' });
  else if (methods && admin.sessionId) {
    const current = await prisma.session.findUnique({ where: { id: admin.sessionId }, select: { method: true } });
    if (current?.method && !methods.includes(current.method)) {
      problems.push({ path: 'input.signInMethods', message: 'The method you signed in with must stay allowed', code: 'CURRENT_SIGN_IN_METHOD_REQUIRED' });
    }
  }
  if (problems.length > 0) throw new ValidationFailed(problems);
  if (input.requireSecondFactor && (await prisma.factor.count({ where: { userId: admin.userId, status: 'VERIFIED' } })) === 0) {
    throw new AppError('OWN_SECOND_FACTOR_REQUIRED', 'Enrol a second factor yourself before requiring one');
  }
  const changes: Partial<OrganizationSignInRules> = {
    ...(input.requireSecondFactor != null ? { requireSecondFactor: input.requireSecondFactor } : {}),
    ...(input.sessionLifetimeHours !== undefined ? { sessionLifetimeHours: input.sessionLifetimeHours } : {}),
    ...(methods ? { signInMethods: methods } : {}),
  };
  await prisma.$transaction(async (tx) => {
    const before = await signInRulesOf(tx, admin.organizationId);
    const after = await tx.organization.update({
      where: { id: admin.organizationId },
      data: changes,
      select: { requireSecondFactor: true, sessionLifetimeHours: true, signInMethods: true },
    });
    await tx.auditEvent.create({
      data: {
        ...inOrganization(admin),
        actorId: admin.userId,
        action: 'auth.security_updated',
        entityType: 'Organization',
        entityId: admin.organizationId,
        data: { before: { ...before }, after: { ...after } },
        ip: input.audit?.ip ?? null,
        userAgent: input.audit?.userAgent ?? null,
        createdAt: services.clock.now(),
      },
    });
  });
  return readSecuritySettings(services, admin);
}
