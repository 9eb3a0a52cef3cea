import { assertCan } from '../access/policy';
import type { Viewer } from '../access/viewer';
import { forgetApiKeys } from '../api-keys/authenticate-api-key';
import { forgetStripeCustomer } from '../billing/forget-stripe-customer';
import type { AuthCall } from '../auth/auth-call';
import { clearSessionCookies } from '../auth/session-cookies';
import { confirmCurrentPassword } from '../auth/sign-in-attempts';
import { forgetViewerUsers } from '../auth/viewer-account';
import { accountNoticeMail } from '../email/templates';
import { AppError, ValidationFailed } from '../errors';
import { announceMembershipChanged } from '../realtime/subscription-authorizer';
import { removeMailboxes } from '../mail/remove-mailboxes';
import { localeOf } from '../shared/locale';

/**
 * An administrator closes the organization for good, its name typed again and their password asked
 * again: its documents, signed copies, cloud files, logo, senders, mailboxes, keys, webhooks, audit
 * log and every member's account are deleted (its Gmail grants withdrawn and its Stripe customer
 * deleted, by jobs), and each member is told by email. A subscription
 * still running is cancelled first (SUBSCRIPTION_ACTIVE), so that no payment runs for nothing.
 */
export async function closeOrganization(call: AuthCall, viewer: Viewer | null, input: { name: string; currentPassword?: string | null }): Promise<void> {
  const admin = assertCan(viewer, 'organization.close');
  const { services } = call;
  const { prisma } = services.db;
  const closer = await prisma.user.findUniqueOrThrow({ where: { id: admin.userId }, select: { fullName: true, email: true, passwordHash: true } });
  await confirmCurrentPassword(call, closer, input.currentPassword);
  const now = services.clock.now();

  const closed = await prisma.$transaction(async (tx) => {
    // Locked first: no member joins, no setting changes while it goes.
    await tx.$queryRaw`SELECT id FROM "Organization" WHERE id = ${admin.organizationId}::uuid FOR UPDATE`;
    const organization = await tx.organization.findUniqueOrThrow({
      where: { id: admin.organizationId },
      select: { name: true, timeZone: true, logoStoragePath: true, stripeSubscriptionId: true, stripeCustomerId: true },
    });
    if (input.name.trim() !== organization.name) {
      throw new ValidationFailed([{ path: 'input.name', message: "Type the organization's name exactly", code: 'ORGANIZATION_NAME_MISMATCH' }]);
    }
    if (organization.stripeSubscriptionId)
      throw new AppError('SUBSCRIPTION_ACTIVE', 'This organization has a subscription: cancel it, then close the organization once it has ended');
    const where = { organizationId: admin.organizationId };
    const [members, sessions, documents, cloudFiles] = await Promise.all([
      tx.user.findMany({ where: { ...where, removedAt: null }, select: { id: true, email: true, locale: true } }),
      tx.session.findMany({ where: { user: where, revokedAt: null }, select: { id: true } }),
      tx.document.findMany({ where, select: { storagePath: true, signedStoragePath: true } }),
      tx.cloudFile.findMany({ where, select: { storagePath: true } }),
    ]);
    await tx.job.deleteMany({ where });
    // Before the cascade: Gmail grants are withdrawn at Google, and the Stripe customer deleted, by jobs that outlive the organization.
    await removeMailboxes(tx, where, now);
    if (organization.stripeCustomerId) await forgetStripeCustomer(tx, organization.stripeCustomerId, now);
    // Every row of the organization goes with it (each relation cascades).
    await tx.organization.delete({ where: { id: admin.organizationId } });
    const files = [
      ...documents.flatMap((document) => [document.storagePath, document.signedStoragePath]),
      ...cloudFiles.map((file) => file.storagePath),
      organization.logoStoragePath,
    ].filter((path): path is string => Boolean(path));
    return { organization, members, sessionIds: sessions.map((session) => session.id), files };
  });

  // The rows are gone: tokens still in browsers stop now, on every instance, and then the files go.
  await services.revokedSessions.announce(closed.sessionIds);
  forgetApiKeys(services);
  forgetViewerUsers(services);
  for (const member of closed.members) announceMembershipChanged(services, { userId: member.id, organizationId: null, role: null });
  clearSessionCookies(call);
  for (const path of closed.files) {
    await services.storage.delete(path).catch((error: unknown) => services.logger.error({ err: error, path }, 'file of a closed organization left in storage'));
  }
  services.logger.info({ organizationId: admin.organizationId, members: closed.members.length, files: closed.files.length }, 'organization closed');
  for (const member of closed.members) {
    const notice = accountNoticeMail('organizationClosed', localeOf(member), member.email, `${services.config.PUBLIC_URL}/contact`, {
      values: { organization: closed.organization.name, by: closer.fullName },
      at: now,
      timeZone: closed.organization.timeZone,
    });
    await services.mailer.send(notice).catch((error: unknown) => services.logger.error({ err: error }, 'closure notice not sent'));
  }
}
