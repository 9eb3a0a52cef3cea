import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import { AppError } from '../errors';
import { auditTermsAccepted, type RequestOrigin } from '../onboarding/terms-acceptance';
import type { Services } from '../services';
import { TERMS_VERSION, acceptsCurrentTerms } from '../shared/legal';
import { forgetViewerUsers, readViewerUser } from './viewer-account';

export interface TermsAcceptance {
  /** The version the person last accepted; null when no acceptance was recorded. */
  version: string | null;
  acceptedAt: Date | null;
  current: boolean;
}

/** What the signed-in person accepted (from the remembered account row, like the rest of every screen's viewer). */
export async function viewerTermsAcceptance(services: Services, viewer: Viewer): Promise<TermsAcceptance> {
  const user = await readViewerUser(services, viewer, { select: { termsAcceptedAt: true, termsVersion: true } });
  return { version: user.termsVersion, acceptedAt: user.termsAcceptedAt, current: acceptsCurrentTerms(user) };
}

/**
 * The person accepts the terms they were shown. `version` is the one their screen displayed: when
 * the terms changed since, nothing is recorded and they are asked to read the new ones. The account
 * keeps the latest acceptance; the organization's audit log keeps each one (`auth.terms_accepted`).
 */
export async function acceptTerms(services: Services, viewer: Viewer, input: { version: string; audit: RequestOrigin }): Promise<TermsAcceptance> {
  const person = assertCan(viewer, 'account.manage');
  if (input.version !== TERMS_VERSION) {
    throw new AppError('TERMS_OUTDATED', 'The terms changed since they were shown: read the current ones before accepting', { current: TERMS_VERSION });
  }
  const now = services.clock.now();
  const user = await services.db.prisma.$transaction(async (tx) => {
    const before = await tx.user.findUniqueOrThrow({ where: { id: person.userId }, select: { termsVersion: true } });
    await auditTermsAccepted(tx, { ...inOrganization(person), userId: person.userId, previousVersion: before.termsVersion, at: now, origin: input.audit });
    return tx.user.update({
      where: { id: person.userId },
      data: { termsAcceptedAt: now, termsVersion: TERMS_VERSION },
      select: { termsAcceptedAt: true, termsVersion: true },
    });
  });
  forgetViewerUsers(services);
  return { version: user.termsVersion, acceptedAt: user.termsAcceptedAt, current: true };
}
