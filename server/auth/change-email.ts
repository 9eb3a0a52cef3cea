import { assertCan } from '../access/policy';
import type { Viewer } from '../access/viewer';
import { Prisma } from '../db/generated/client';
import { accountNoticeMail, authMail } from '../email/templates';
import { ValidationFailed } from '../errors';
import { canonicalEmail } from '../email/email-address';
import type { AuthCall } from './auth-call';
import { AuthErrorCode, authError } from './auth-errors';
import { localeOf } from '../shared/locale';
import { findEmailToken, limitEmailRequests, sendEmailLink, spendEmailToken } from './email-links';
import { confirmCurrentPassword } from './sign-in-attempts';
import { ownAccountEntry } from './record-auth-event';
import { forgetViewerUsers } from './viewer-account';

/**
 * A member asks to move their account to another address. The current password is asked again when
 * the account has one. Nothing changes until the link sent to the new address is opened; the answer
 * is the same whether or not the new address has an account (that address is told instead).
 */
export async function requestEmailChange(call: AuthCall, viewer: Viewer | null, input: { newEmail: string; currentPassword?: string | null }): Promise<void> {
  const person = assertCan(viewer, 'account.manage');
  const { prisma } = call.services.db;
  const user = await prisma.user.findUniqueOrThrow({ where: { id: person.userId } });
  const newEmail = canonicalEmail(input.newEmail);
  // Counted per account and per IP before the password is checked: this door cannot be used to guess it.
  await limitEmailRequests(call, user.email);
  await confirmCurrentPassword(call, user, input.currentPassword);
  if (newEmail === user.email) {
    throw new ValidationFailed([{ path: 'input.newEmail', message: 'This is already the address of the account', code: 'EMAIL_UNCHANGED' }]);
  }
  const owner = await prisma.user.findUnique({ where: { email: newEmail }, select: { locale: true } });
  if (owner) {
    // Told in the language of the account that has the address.
    await call.services.mailer.send(authMail('emailChangeTaken', localeOf(owner), newEmail, `${call.services.config.PUBLIC_URL}/auth/signin`));
    return;
  }
  await sendEmailLink(call, user, 'EMAIL_CHANGE', newEmail);
}

/**
 * Opens the link sent to the new address: the account takes that address (verified, since the link
 * proves the mailbox), every other link still out for the account stops working, the change is
 * audited, and the address left behind is told where the account went. Works once, signed in or not.
 */
export async function confirmEmailChange(call: AuthCall, token: string): Promise<{ email: string }> {
  const { prisma } = call.services.db;
  const now = call.services.clock.now();
  const found = await findEmailToken(call, token, 'EMAIL_CHANGE', false);
  const { user, newEmail } = found;
  if (!newEmail || user.removedAt) throw authError(AuthErrorCode.invalidLink, 'This link is invalid or has expired');
  try {
    await prisma.$transaction(async (tx) => {
      // The account's row first: two of its links opened at once queue here, and the second then finds its link void.
      await tx.user.update({ where: { id: user.id }, data: { email: newEmail, emailVerifiedAt: now } });
      // Links sent to the old address (or to another new one) no longer act on the account.
      await spendEmailToken(tx, found, now, 'every kind');
      await tx.auditEvent.create({ data: ownAccountEntry(call, user, 'member.email_changed', { from: user.email, to: newEmail }, now) });
    });
  } catch (error) {
    // Another account took the address between the request and the link.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      throw authError(AuthErrorCode.emailTaken, 'This address already belongs to another account');
    }
    throw error;
  }
  forgetViewerUsers(call.services);
  // The change is made: a notice that cannot be sent now is logged, not turned into a failure of the link.
  const { timeZone } = await prisma.organization.findUniqueOrThrow({ where: { id: user.organizationId }, select: { timeZone: true } });
  const notice = accountNoticeMail('emailChanged', localeOf(user), user.email, `${call.services.config.PUBLIC_URL}/contact`, {
    values: { newEmail },
    at: now,
    timeZone,
  });
  await call.services.mailer.send(notice).catch((error) => call.services.logger.error({ err: error, userId: user.id }, 'address change notice not sent'));
  return { email: newEmail };
}
