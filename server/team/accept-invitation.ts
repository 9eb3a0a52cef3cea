import { assertCan } from '../access/policy';
import type { AuthCall } from '../auth/auth-call';
import { AuthErrorCode, authError } from '../auth/auth-errors';
import { completeSignIn, type SignInOutcome } from '../auth/complete-sign-in';
import { hashPassword, isCommonPassword } from '../auth/passwords';
import { reissueSession } from '../auth/reissue-session';
import { revokeUserSessions } from '../auth/revoke-sessions';
import type { SessionInfo } from '../auth/session-cookies';
import type { Viewer } from '../access/viewer';
import type { Prisma } from '../db/generated/client';
import { AppError } from '../errors';
import { auditTermsAccepted } from '../onboarding/terms-acceptance';
import { TERMS_VERSION } from '../shared/legal';
import type { Locale } from '../shared/locale';
import { findPendingInvitation } from './find-invitation';
import { releaseFormerMemberAddress } from '../onboarding/former-member';
import { announceJoined, joinOrganization } from './join-organization';

/** What accepting would do for the signed-in person, so the page can ask before anything happens. */
export type JoinState = 'CAN_JOIN' | 'MUST_LEAVE_EMPTY_ORGANIZATION' | 'ORGANIZATION_NOT_EMPTY' | 'OTHER_ADDRESS' | 'ALREADY_MEMBER';

type Reader = Pick<Prisma.TransactionClient, 'user' | 'document' | 'organization'>;

/**
 * A person belongs to one organization. Joining another is possible only by leaving one that holds
 * nothing (no other member, no document, no subscription), which is then deleted: data is never merged.
 */
export async function joinState(db: Reader, userId: string, invitation: { email: string; organizationId: string }): Promise<JoinState> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, organizationId: true, removedAt: true } });
  if (user.email !== invitation.email) return 'OTHER_ADDRESS';
  if (user.organizationId === invitation.organizationId && !user.removedAt) return 'ALREADY_MEMBER';
  if (user.organizationId === invitation.organizationId) return 'CAN_JOIN';
  const [others, documents, organization] = await Promise.all([
    db.user.count({ where: { organizationId: user.organizationId, id: { not: userId } } }),
    db.document.count({ where: { organizationId: user.organizationId } }),
    db.organization.findUniqueOrThrow({ where: { id: user.organizationId }, select: { stripeSubscriptionId: true } }),
  ]);
  return others > 0 || documents > 0 || organization.stripeSubscriptionId ? 'ORGANIZATION_NOT_EMPTY' : 'MUST_LEAVE_EMPTY_ORGANIZATION';
}

const REFUSALS: Partial<Record<JoinState, AppError>> = {
  OTHER_ADDRESS: new AppError('INVITATION_OTHER_ADDRESS', 'This invitation was sent to another address'),
  ALREADY_MEMBER: new AppError('ALREADY_MEMBER', 'Already a member of this organization'),
  ORGANIZATION_NOT_EMPTY: new AppError('ORGANIZATION_NOT_EMPTY', 'Your own organization has members, documents or a subscription'),
};

/**
 * The signed-in invitee accepts: they become a member with the invitation's role, and this browser's
 * session is re-issued for the new organization (their other sessions end). Leaving an empty
 * organization of their own must be confirmed with `leaveCurrentOrganization`.
 */
export async function acceptInvitation(call: AuthCall, viewer: Viewer, input: { token: string; leaveCurrentOrganization: boolean }): Promise<SessionInfo> {
  const { services } = call;
  assertCan(viewer, 'account.manage');
  if (!viewer.sessionId) throw new AppError('FORBIDDEN', 'Invitations are accepted by a person, signed in');
  const now = services.clock.now();
  const user = await services.db.prisma.$transaction(async (tx) => {
    const invitation = await findPendingInvitation(tx, input.token, now);
    const state = await joinState(tx, viewer.userId, invitation);
    const refusal = REFUSALS[state];
    if (refusal) throw refusal;
    if (state === 'MUST_LEAVE_EMPTY_ORGANIZATION' && !input.leaveCurrentOrganization) {
      throw new AppError('MUST_LEAVE_ORGANIZATION', 'Confirm leaving your own, empty organization');
    }
    const joined = await joinOrganization(tx, invitation, { userId: viewer.userId }, now);
    if (state === 'MUST_LEAVE_EMPTY_ORGANIZATION') await tx.organization.delete({ where: { id: viewer.organizationId } });
    return joined;
  });
  await revokeUserSessions(call, user.id, viewer.sessionId);
  announceJoined(services, user);
  return reissueSession(call, viewer.sessionId, {});
}

/**
 * A newcomer accepts by creating their account (the form is checked by `invitationSignUpRules`, the
 * terms' box included): the link proves the address, so they are signed in at once.
 */
export async function signUpWithInvitation(
  call: AuthCall,
  input: { token: string; fullName: string; password: string; language?: Locale | null },
): Promise<SignInOutcome> {
  const { services } = call;
  if (isCommonPassword(input.password)) throw authError(AuthErrorCode.commonPassword, 'This password is one of the most common ones');
  const fullName = input.fullName.trim();
  const passwordHash = await hashPassword(input.password);
  const now = services.clock.now();
  const terms = { termsAcceptedAt: now, termsVersion: TERMS_VERSION };
  const user = await services.db.prisma.$transaction(async (tx) => {
    const invitation = await findPendingInvitation(tx, input.token, now);
    const existing = await tx.user.findUnique({
      where: { email: invitation.email },
      select: { id: true, organizationId: true, removedAt: true, termsVersion: true },
    });
    if (existing && !existing.removedAt) throw new AppError('INVITATION_SIGN_IN', 'This address has an account: sign in to accept');
    const accepted = (joined: { id: string; organizationId: string }, previousVersion: string | null) =>
      auditTermsAccepted(tx, { organizationId: joined.organizationId, userId: joined.id, previousVersion, at: now, origin: call });
    // A former member invited back comes back as themselves: their past documents and decisions name them again.
    if (existing?.organizationId === invitation.organizationId) {
      const joined = await joinOrganization(tx, invitation, { userId: existing.id }, now);
      await accepted(joined, existing.termsVersion);
      return tx.user.update({ where: { id: joined.id }, data: { fullName, passwordHash, ...terms } });
    }
    // A former member of another organization: that organization keeps its record of them, the address moves on.
    if (existing) await releaseFormerMemberAddress(tx, existing.id);
    // A newcomer's screens and emails stay in the language they read the invitation in; without it, the organization's.
    const joined = await joinOrganization(
      tx,
      invitation,
      { newUser: { fullName, passwordHash, locale: input.language ?? invitation.organization.defaultLanguage, ...terms } },
      now,
    );
    await accepted(joined, null);
    if (existing) await tx.identity.updateMany({ where: { userId: existing.id }, data: { userId: joined.id } });
    return joined;
  });
  announceJoined(services, user);
  return completeSignIn(call, user, { persistent: false, method: 'email_verification' });
}
