import type { AuthTokenPurpose, Prisma, User } from '../db/generated/client';
import { localeOf } from '../shared/locale';
import { authMail, type AuthMailKind } from '../email/templates';
import type { AuthCall } from './auth-call';
import { AuthErrorCode, authError, RateLimited } from './auth-errors';
import { EMAIL_PER_ADDRESS_POLICY, EMAIL_PER_IP_POLICY } from './rate-limiter';
import { randomToken, sha256 } from './session-cookies';

/** Emailed links expire after one hour and work once. */
export const EMAIL_LINK_TTL_MS = 60 * 60_000;

const LINKS: Record<AuthTokenPurpose, { kind: AuthMailKind; url: (base: string, token: string) => string }> = {
  VERIFY_EMAIL: { kind: 'verifyEmail', url: (base, token) => `${base}/auth/verify?token=${token}` },
  MAGIC_LINK: { kind: 'magicLink', url: (base, token) => `${base}/auth/callback?magic_token=${token}` },
  // The reset screen expects both parameters: the token travels split in two halves.
  PASSWORD_RESET: {
    kind: 'passwordReset',
    url: (base, token) => `${base}/auth/reset-password?access_token=${token.slice(0, 22)}&refresh_token=${token.slice(22)}`,
  },
  EMAIL_CHANGE: { kind: 'emailChange', url: (base, token) => `${base}/auth/confirm-email?token=${token}` },
};

/**
 * Counts one emailed-link request per address and per IP, before anything else happens, so the
 * answer is the same whether or not the address has an account.
 */
export async function limitEmailRequests(call: AuthCall, email: string): Promise<void> {
  const { rateLimiter } = call.services;
  const keys = [`email:address:${email}`, ...(call.ip ? [`email:ip:${call.ip}`] : [])];
  for (const key of keys) {
    const blocked = await rateLimiter.blockedFor(key);
    if (blocked > 0) throw new RateLimited(blocked);
  }
  await rateLimiter.record(keys[0], EMAIL_PER_ADDRESS_POLICY);
  if (keys[1]) await rateLimiter.record(keys[1], EMAIL_PER_IP_POLICY);
}

/**
 * Creates a single-use link for the user and emails it in their language: to their address, or for
 * EMAIL_CHANGE to the `newEmail` the link will move the account to.
 */
export async function sendEmailLink(
  call: AuthCall,
  user: Pick<User, 'id' | 'email' | 'locale'>,
  purpose: AuthTokenPurpose,
  newEmail: string | null = null,
): Promise<void> {
  const { prisma } = call.services.db;
  const now = call.services.clock.now();
  const token = randomToken();
  await prisma.authToken.create({
    data: { userId: user.id, purpose, tokenHash: sha256(token), newEmail, createdAt: now, expiresAt: new Date(now.getTime() + EMAIL_LINK_TTL_MS) },
  });
  const link = LINKS[purpose];
  await call.services.mailer.send(authMail(link.kind, localeOf(user), newEmail ?? user.email, link.url(call.services.config.PUBLIC_URL, token)));
}

export async function sendAccountExistsMail(call: AuthCall, user: Pick<User, 'email' | 'locale'>): Promise<void> {
  await call.services.mailer.send(authMail('accountExists', localeOf(user), user.email, `${call.services.config.PUBLIC_URL}/auth/signin`));
}

/** The unexpired, unused token's user; with `consume`, marks it used in the same step so it works once. */
export async function findEmailLink(call: AuthCall, token: string, purpose: AuthTokenPurpose, consume: boolean) {
  return (await findEmailToken(call, token, purpose, consume)).user;
}

/** The unexpired, unused token with its user (see findEmailLink). */
export async function findEmailToken(call: AuthCall, token: string, purpose: AuthTokenPurpose, consume: boolean) {
  const { prisma } = call.services.db;
  const now = call.services.clock.now();
  const where = { tokenHash: sha256(token), purpose, usedAt: null, expiresAt: { gt: now } };
  const found = await prisma.authToken.findFirst({ where, include: { user: true } });
  if (!found) throw authError(AuthErrorCode.invalidLink, 'This link is invalid or has expired');
  // Using a link voids every other outstanding link of its kind: an older email cannot be used after it.
  if (consume) await prisma.$transaction((tx) => spendEmailToken(tx, found, now, 'same kind'));
  return found;
}

/**
 * Marks a link used, in the caller's transaction, and voids the account's other outstanding links
 * of its kind (or all of them); INVALID_LINK when another request used it first.
 */
export async function spendEmailToken(
  tx: Prisma.TransactionClient,
  link: { id: string; userId: string; purpose: AuthTokenPurpose },
  now: Date,
  voids: 'same kind' | 'every kind',
): Promise<void> {
  const used = await tx.authToken.updateMany({ where: { id: link.id, usedAt: null }, data: { usedAt: now } });
  if (used.count === 0) throw authError(AuthErrorCode.invalidLink, 'This link is invalid or has expired');
  await tx.authToken.updateMany({
    where: { userId: link.userId, usedAt: null, ...(voids === 'same kind' ? { purpose: link.purpose } : {}) },
    data: { usedAt: now },
  });
}

/** A new password voids the links that could sign in or set another one. */
export async function voidCredentialLinks(call: AuthCall, userId: string): Promise<void> {
  await call.services.db.prisma.authToken.updateMany({
    where: { userId, purpose: { in: ['PASSWORD_RESET', 'MAGIC_LINK'] }, usedAt: null },
    data: { usedAt: call.services.clock.now() },
  });
}
