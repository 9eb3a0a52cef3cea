import { forgetViewerUsers } from './viewer-account';
import { assertCan } from '../access/policy';
import { canonicalEmail } from '../email/email-address';
import type { AuthCall } from './auth-call';
import { AuthErrorCode, authError } from './auth-errors';
import { completeSignIn, type SignInOutcome } from './complete-sign-in';
import { findEmailLink, limitEmailRequests, sendEmailLink, voidCredentialLinks } from './email-links';
import { hashPassword, isCommonPassword } from './passwords';
import { revokeUserSessions } from './revoke-sessions';
import { clearSignInFailures, confirmCurrentPassword } from './sign-in-attempts';
import { accountsAt } from './sign-in';
import type { Viewer } from '../access/viewer';

/** Emails a reset link when the address has an account; the answer is the same either way. */
export async function requestPasswordReset(call: AuthCall, input: { email: string; company?: string | null }): Promise<void> {
  if (input.company) throw authError(AuthErrorCode.submissionRejected, 'Submission rejected');
  const email = canonicalEmail(input.email);
  await limitEmailRequests(call, email);
  // Each account the address names gets its own link (see accountsAt).
  for (const user of await accountsAt(call, email)) await sendEmailLink(call, user, 'PASSWORD_RESET');
}

/** Whether a reset link can still be used (the screen sends visitors with a dead link to sign-in). */
export async function isPasswordResetLinkValid(call: AuthCall, token: string): Promise<boolean> {
  return findEmailLink(call, token, 'PASSWORD_RESET', false).then(
    () => true,
    () => false,
  );
}

/** Sets the new password, ends every other sign-in, and signs this browser in. */
export async function resetPassword(call: AuthCall, token: string, password: string): Promise<SignInOutcome> {
  if (isCommonPassword(password)) throw authError(AuthErrorCode.commonPassword, 'This password is one of the most common ones');
  const { prisma } = call.services.db;
  const user = await findEmailLink(call, token, 'PASSWORD_RESET', true);
  const updated = await prisma.user.update({
    where: { id: user.id },
    data: { passwordHash: await hashPassword(password), emailVerifiedAt: user.emailVerifiedAt ?? call.services.clock.now() },
  });
  forgetViewerUsers(call.services);
  await voidCredentialLinks(call, user.id);
  await revokeUserSessions(call, user.id);
  await clearSignInFailures(call, user.email);
  return completeSignIn(call, updated, { persistent: false, method: 'password_reset' });
}

/** A signed-in user changes their password; their other sessions end. */
export async function changePassword(call: AuthCall, viewer: Viewer, currentPassword: string, newPassword: string): Promise<void> {
  assertCan(viewer, 'account.manage');
  const { prisma } = call.services.db;
  const user = await prisma.user.findUniqueOrThrow({ where: { id: viewer.userId } });
  await confirmCurrentPassword(call, user, currentPassword);
  if (isCommonPassword(newPassword)) throw authError(AuthErrorCode.commonPassword, 'This password is one of the most common ones');
  await prisma.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(newPassword) } });
  forgetViewerUsers(call.services);
  await voidCredentialLinks(call, user.id);
  await revokeUserSessions(call, user.id, viewer.sessionId);
}
