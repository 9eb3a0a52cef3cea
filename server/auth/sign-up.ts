import { setTimeout as sleep } from 'node:timers/promises';
import { sendActivityEvent } from '../notifications/activity-webhook';
import { createOrganizationWithOwner } from '../onboarding/create-organization';
import { releaseFormerMemberAddress } from '../onboarding/former-member';
import { canonicalEmail } from '../email/email-address';
import type { AuthCall } from './auth-call';
import { AuthErrorCode, authError } from './auth-errors';
import { limitEmailRequests, sendAccountExistsMail, sendEmailLink } from './email-links';
import { hashPassword, isCommonPassword } from './passwords';

export interface SignUpInput {
  fullName: string;
  email: string;
  password: string;
  companyName?: string | null;
  language?: 'fr' | 'en' | null;
  /** The hidden honeypot field: people leave it empty. */
  company?: string | null;
}

/**
 * The least time a sign-up takes to answer. An address that has an account costs a hash and an
 * email, a new one also writes its organization's rows: both answer after this long, so the answer's
 * timing does not tell which (the new path takes tens of milliseconds on an idle server).
 */
export const SIGN_UP_ANSWER_MS = 500;

/**
 * Creates the account, its organization and trial, then emails a verification link. An address
 * that already has an account gets a notice instead, and the caller sees the same answer.
 */
export async function signUp(call: AuthCall, input: SignUpInput): Promise<{ email: string }> {
  if (input.company) throw authError(AuthErrorCode.submissionRejected, 'Submission rejected');
  if (isCommonPassword(input.password)) throw authError(AuthErrorCode.commonPassword, 'This password is one of the most common ones');
  const email = canonicalEmail(input.email);
  await limitEmailRequests(call, email);
  const started = performance.now();
  await createAccountOrNotify(call, input, email);
  await sleep(Math.max(0, SIGN_UP_ANSWER_MS - (performance.now() - started)));
  return { email };
}

async function createAccountOrNotify(call: AuthCall, input: SignUpInput, email: string): Promise<void> {
  const { services } = call;
  // Hashed whether or not the address is taken, like the rows below the answer's floor.
  const passwordHash = await hashPassword(input.password);
  const existing = await services.db.prisma.user.findUnique({ where: { email } });
  // A removed member (or one who left) has no way into that account any more: they start anew.
  if (existing && !existing.removedAt) {
    await sendAccountExistsMail(call, existing);
    return;
  }
  const fullName = input.fullName.trim();
  const companyName = input.companyName?.trim() || null;
  const now = services.clock.now();
  const { user, organization } = await services.db.prisma.$transaction(async (tx) => {
    if (existing) await releaseFormerMemberAddress(tx, existing.id);
    return createOrganizationWithOwner(
      tx,
      { email, fullName, companyName, passwordHash, locale: input.language ?? call.locale, emailVerifiedAt: null },
      now,
      call,
    );
  });
  await sendEmailLink(call, user, 'VERIFY_EMAIL');
  void sendActivityEvent(services, {
    actionType: 'signup',
    page: '/auth/signup',
    actionLabel: 'Sign-up form submitted',
    data: { email, role: user.role.toLowerCase(), full_name: fullName, company_name: companyName, user_id: user.id },
    orgId: organization.id,
    sessionId: null,
  });
}
