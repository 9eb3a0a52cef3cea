import { assertCan } from '../../access/policy';
import type { Viewer } from '../../access/viewer';
import { Prisma } from '../../db/generated/client';
import { AppError } from '../../errors';
import { accountNoticeMail } from '../../email/templates';
import { localeOf } from '../../shared/locale';
import { canonicalEmail } from '../../email/email-address';
import { isUuid } from '../../shared/ids';
import type { AuthCall } from '../auth-call';
import { AuthErrorCode, authError } from '../auth-errors';
import { allowedMethodOf } from '../complete-sign-in';
import { ownAccountEntry } from '../record-auth-event';
import { signInRulesOf } from '../organization-sign-in-rules';
import type { OAuthProvider } from './providers';
import type { ProviderProfile } from './oauth-sign-in';

/** Who started linking from the account page, as the signed journey cookie carries them. */
export interface LinkingMember {
  userId: string;
  sessionId: string;
}

const inUse = () => new AppError('IDENTITY_IN_USE', 'This account of the provider is already linked to another Paraphe account');

/**
 * Links the provider's account the member just signed in with to their Paraphe account, whatever
 * its address: the member asked for it from a session that is still open. It is then a way in like
 * the password. One account per provider; one Paraphe account per provider account.
 */
export async function linkIdentity(call: AuthCall, member: LinkingMember, profile: ProviderProfile): Promise<void> {
  const { prisma } = call.services.db;
  const now = call.services.clock.now();
  const session = await prisma.session.findFirst({
    where: { id: member.sessionId, userId: member.userId, revokedAt: null, expiresAt: { gt: now } },
    select: { user: { select: { id: true, organizationId: true, removedAt: true, email: true, locale: true, organization: { select: { timeZone: true } } } } },
  });
  if (!session || session.user.removedAt) throw authError(AuthErrorCode.sessionExpired, 'Your session has ended: sign in again');
  const { user } = session;
  const rules = await signInRulesOf(prisma, user.organizationId);
  if (!rules.signInMethods.includes(allowedMethodOf(profile.provider)!)) {
    throw authError(AuthErrorCode.signInMethodNotAllowed, 'Your organization does not allow this way of signing in');
  }
  const existing = await prisma.identity.findUnique({
    where: { provider_providerUserId: { provider: profile.provider, providerUserId: profile.providerUserId } },
    select: { id: true, userId: true, user: { select: { removedAt: true } } },
  });
  if (existing?.userId === user.id) return;
  // Linked to an account of someone still a member elsewhere; an account its owner left behind gives it up.
  if (existing && !existing.user.removedAt) throw inUse();
  if (await prisma.identity.count({ where: { userId: user.id, provider: profile.provider } })) {
    throw new AppError('PROVIDER_ALREADY_LINKED', 'Another account of this provider is linked: unlink it first');
  }
  const email = profile.email ? canonicalEmail(profile.email) : '';
  try {
    await prisma.$transaction(async (tx) => {
      if (existing) await tx.identity.delete({ where: { id: existing.id } });
      await tx.identity.create({
        data: { userId: user.id, provider: profile.provider, providerUserId: profile.providerUserId, email, createdAt: now, lastSignInAt: now },
      });
      await tx.auditEvent.create({
        data: ownAccountEntry(call, user, 'member.identity_linked', identityData({ provider: profile.provider, email }), now),
      });
    });
  } catch (error) {
    // The same provider account linked by another member at the same moment.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw inUse();
    throw error;
  }
  // A new way into the account: its owner hears of it, in case their session was not in their hands.
  const { config, mailer, logger } = call.services;
  const notice = accountNoticeMail('identityLinked', localeOf(user), user.email, `${config.PUBLIC_URL}/account`, {
    values: { provider: PROVIDER_NAMES[profile.provider], account: email || profile.providerUserId },
    at: now,
    timeZone: user.organization.timeZone,
  });
  await mailer.send(notice).catch((error: unknown) => logger.error({ err: error, userId: user.id }, 'sign-in account notice not sent'));
}

const PROVIDER_NAMES: Record<OAuthProvider, string> = { google: 'Google', microsoft: 'Microsoft' };

/**
 * Unlinks one of the signed-in member's provider accounts. Refused when it would leave them no way
 * in that their organization allows (no password, email links forbidden, no other provider).
 */
export async function unlinkIdentity(call: AuthCall, viewer: Viewer | null, identityId: string): Promise<void> {
  const person = assertCan(viewer, 'account.manage');
  const { prisma } = call.services.db;
  const identities = await prisma.identity.findMany({ where: { userId: person.userId }, select: { id: true, provider: true, email: true } });
  const identity = isUuid(identityId) ? identities.find((candidate) => candidate.id === identityId) : undefined;
  if (!identity) throw new AppError('IDENTITY_NOT_FOUND', 'No such linked account');
  const user = await prisma.user.findUniqueOrThrow({ where: { id: person.userId }, select: { id: true, organizationId: true, passwordHash: true } });
  const { signInMethods } = await signInRulesOf(prisma, user.organizationId);
  const waysLeft = [
    ...(user.passwordHash ? (['PASSWORD'] as const) : []),
    'MAGIC_LINK' as const,
    ...identities.filter((other) => other.id !== identity.id).map((other) => allowedMethodOf(other.provider as OAuthProvider)!),
  ].filter((method) => signInMethods.includes(method));
  if (waysLeft.length === 0) throw new AppError('LAST_SIGN_IN_METHOD', 'This is your only way to sign in that your organization allows');
  const now = call.services.clock.now();
  await prisma.$transaction([
    prisma.identity.deleteMany({ where: { id: identity.id, userId: user.id } }),
    prisma.auditEvent.create({ data: ownAccountEntry(call, user, 'member.identity_unlinked', identityData(identity), now) }),
  ]);
}

/** The provider as the settings name it (GOOGLE, MICROSOFT), which the audit log words. */
const identityData = (identity: { provider: string; email: string }) => ({
  provider: allowedMethodOf(identity.provider as OAuthProvider),
  email: identity.email,
});
