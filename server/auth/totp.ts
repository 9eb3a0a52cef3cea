import { generateSecret, generateURI, verify } from 'otplib';
import { assertCan } from '../access/policy';
import type { Factor } from '../db/generated/client';
import type { AuthCall } from './auth-call';
import { AuthErrorCode, authError } from './auth-errors';
import { allowedMethodOf, announceSignIn, clearMfaChallenge, readMfaChallenge, type SignInOutcome } from './complete-sign-in';
import { signInRulesOf } from './organization-sign-in-rules';
import { openSecret, sealSecret } from '../security/secret-box';
import { reissueSession } from './reissue-session';
import { startSession } from './start-session';
import { reserveSignInAttempt } from './sign-in-attempts';
import type { Viewer } from '../access/viewer';
import { isUuid } from '../shared/ids';
import { localeOf } from '../shared/locale';
import { accountNoticeMail } from '../email/templates';
import { ownAccountEntry } from './record-auth-event';

const TOTP_PERIOD_S = 30;

export interface TotpEnrollment {
  factor: Factor;
  secret: string;
  otpauthUrl: string;
  qrCodeDataUrl: string;
}

/** Starts enrolment: an unverified factor and its QR code; verifyTotp with a first code turns it on. */
export async function enrollTotp(call: AuthCall, viewer: Viewer, friendlyName: string | null): Promise<TotpEnrollment> {
  assertCan(viewer, 'account.session');
  const { prisma } = call.services.db;
  const verified = await prisma.factor.count({ where: { userId: viewer.userId, status: 'VERIFIED' } });
  if (verified > 0 && viewer.aal < 2) throw authError(AuthErrorCode.secondFactorRequired, 'Verify your current second factor first');
  const user = await prisma.user.findUniqueOrThrow({ where: { id: viewer.userId } });
  await prisma.factor.deleteMany({ where: { userId: user.id, status: 'UNVERIFIED' } });
  const secret = generateSecret();
  const factor = await prisma.factor.create({
    data: {
      userId: user.id,
      type: 'TOTP',
      friendlyName: friendlyName?.trim() || 'Authenticator',
      secretEncrypted: sealSecret(secret, call.services.config.ENCRYPTION_KEY),
      createdAt: call.services.clock.now(),
    },
  });
  const otpauthUrl = generateURI({ issuer: 'Paraphe', label: user.email, secret, period: TOTP_PERIOD_S });
  const { default: QRCode } = await import('qrcode');
  return { factor, secret, otpauthUrl, qrCodeDataUrl: await QRCode.toDataURL(otpauthUrl) };
}

/** Checks a code against a factor, refusing a time step already used (no replay). */
async function checkCode(call: AuthCall, factor: Factor, code: string): Promise<boolean> {
  const epoch = Math.floor(call.services.clock.now().getTime() / 1000);
  const result = await verify({
    secret: openSecret(factor.secretEncrypted, call.services.config.ENCRYPTION_KEY),
    token: code.replace(/\s/g, ''),
    period: TOTP_PERIOD_S,
    epoch,
    epochTolerance: TOTP_PERIOD_S,
    ...(factor.lastUsedStep !== null ? { afterTimeStep: factor.lastUsedStep } : {}),
  }).catch(() => ({ valid: false as const }));
  if (!result.valid) return false;
  const timeStep = Math.floor(epoch / TOTP_PERIOD_S) + result.delta;
  const used = await call.services.db.prisma.factor.updateMany({
    where: { id: factor.id, OR: [{ lastUsedStep: null }, { lastUsedStep: { lt: timeStep } }] },
    data: { lastUsedStep: timeStep, status: 'VERIFIED' },
  });
  return used.count === 1;
}

/**
 * A code, in one of three situations: finishing enrolment (signed in, factor unverified), stepping
 * a signed-in session up to aal2, or answering the challenge after a first sign-in step.
 */
export async function verifyTotp(call: AuthCall, viewer: Viewer | null, factorId: string | null, code: string): Promise<SignInOutcome> {
  const { prisma } = call.services.db;
  if (factorId !== null && !isUuid(factorId)) throw authError(AuthErrorCode.factorNotFound, 'No such factor');
  if (viewer) {
    assertCan(viewer, 'account.session');
    // Stepping up is guessing a code too: limited like the first sign-in step.
    const user = await prisma.user.findUniqueOrThrow({ where: { id: viewer.userId }, select: { email: true } });
    const attempt = await reserveSignInAttempt(call, user.email);
    const factor = await prisma.factor.findFirst({ where: { userId: viewer.userId, ...(factorId ? { id: factorId } : { status: 'VERIFIED' }) } });
    if (!factor) throw authError(AuthErrorCode.factorNotFound, 'No such factor');
    if (!(await checkCode(call, factor, code))) {
      attempt.failed();
      throw authError(AuthErrorCode.invalidTotpCode, 'Invalid code');
    }
    await attempt.succeeded();
    // Its first code turns a new factor on: the account's owner hears of it, as of its removal.
    if (factor.status === 'UNVERIFIED') await announceFactorChange(call, viewer.userId, 'secondFactorAdded');
    const session = await reissueSession(call, viewer.sessionId!, { aal: 2 });
    return { status: 'SIGNED_IN', session, user: await prisma.user.findUniqueOrThrow({ where: { id: viewer.userId } }) };
  }
  const challenge = readMfaChallenge(call);
  if (!challenge) throw authError(AuthErrorCode.noMfaChallenge, 'Sign in again');
  const user = await prisma.user.findUniqueOrThrow({ where: { id: challenge.sub } });
  const attempt = await reserveSignInAttempt(call, user.email);
  const factor = await prisma.factor.findFirst({ where: { userId: user.id, status: 'VERIFIED', ...(factorId ? { id: factorId } : {}) } });
  if (!factor) throw authError(AuthErrorCode.factorNotFound, 'No such factor');
  if (!(await checkCode(call, factor, code))) {
    attempt.failed();
    throw authError(AuthErrorCode.invalidTotpCode, 'Invalid code');
  }
  await attempt.succeeded();
  clearMfaChallenge(call);
  const session = await startSession(call, user, { persistent: challenge.persistent, aal: 2, method: allowedMethodOf(challenge.method) });
  announceSignIn(call, user, session.sessionId, challenge.method);
  return { status: 'SIGNED_IN', session, user };
}

/** Removing a working second factor needs a session that proved it (aal2), and another one while the organization requires it. */
export async function removeFactor(call: AuthCall, viewer: Viewer, factorId: string): Promise<void> {
  assertCan(viewer, 'account.manage');
  const { prisma } = call.services.db;
  const factor = isUuid(factorId) ? await prisma.factor.findFirst({ where: { id: factorId, userId: viewer.userId } }) : null;
  if (!factor) throw authError(AuthErrorCode.factorNotFound, 'No such factor');
  if (factor.status === 'VERIFIED' && viewer.aal < 2) throw authError(AuthErrorCode.secondFactorRequired, 'Verify your second factor first');
  if (factor.status === 'VERIFIED' && (await signInRulesOf(prisma, viewer.organizationId)).requireSecondFactor) {
    const others = await prisma.factor.count({ where: { userId: viewer.userId, status: 'VERIFIED', id: { not: factor.id } } });
    if (others === 0)
      throw authError(AuthErrorCode.secondFactorRequiredByOrganization, 'Your organization requires a second factor: add another before removing this one');
  }
  await prisma.factor.delete({ where: { id: factor.id } });
  if (factor.status === 'VERIFIED') await announceFactorChange(call, viewer.userId, 'secondFactorRemoved');
}

const FACTOR_AUDIT = { secondFactorAdded: 'member.second_factor_added', secondFactorRemoved: 'member.second_factor_removed' } as const;

/**
 * A working second factor added or removed: audited as the member's own doing, and told to them by
 * email, in case their session was not in their hands (a factor removed opens the account to a password alone).
 */
async function announceFactorChange(call: AuthCall, userId: string, kind: keyof typeof FACTOR_AUDIT): Promise<void> {
  const { services } = call;
  const now = services.clock.now();
  const user = await services.db.prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: { id: true, organizationId: true, email: true, locale: true, organization: { select: { timeZone: true } } },
  });
  await services.db.prisma.auditEvent.create({ data: ownAccountEntry(call, user, FACTOR_AUDIT[kind], {}, now) });
  const notice = accountNoticeMail(kind, localeOf(user), user.email, `${services.config.PUBLIC_URL}/account`, {
    values: {},
    at: now,
    timeZone: user.organization.timeZone,
  });
  await services.mailer.send(notice).catch((error: unknown) => services.logger.error({ err: error, userId }, 'second factor notice not sent'));
}
