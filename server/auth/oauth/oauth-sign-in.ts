import { forgetViewerUsers } from '../viewer-account';
import { createOrganizationWithOwner } from '../../onboarding/create-organization';
import { canonicalEmail } from '../../email/email-address';
import type { AuthCall } from '../auth-call';
import { AuthErrorCode, authError } from '../auth-errors';
import { completeSignIn, type SignInOutcome } from '../complete-sign-in';
import { assertSignInAllowed, recordSignInFailure } from '../sign-in-attempts';
import type { OAuthProvider } from './providers';

/** Every provider's profile, normalised. */
export interface ProviderProfile {
  provider: OAuthProvider;
  providerUserId: string;
  email: string | null;
  emailVerified: boolean;
  fullName: string | null;
}

/**
 * One sign-in service for every provider: a known identity signs in; otherwise the verified email
 * links to the existing user or creates a user and organization.
 */
export async function signInWithProvider(call: AuthCall, profile: ProviderProfile): Promise<SignInOutcome> {
  const { prisma } = call.services.db;
  const now = call.services.clock.now();
  const email = profile.email ? canonicalEmail(profile.email) : null;
  await assertSignInAllowed(call, email);
  const identity = await prisma.identity.findUnique({
    where: { provider_providerUserId: { provider: profile.provider, providerUserId: profile.providerUserId } },
    include: { user: true },
  });
  if (identity) {
    await prisma.identity.update({ where: { id: identity.id }, data: { lastSignInAt: now, ...(email ? { email } : {}) } });
    return completeSignIn(call, identity.user, { persistent: true, method: profile.provider });
  }
  if (!email || !profile.emailVerified) {
    await recordSignInFailure(call, email);
    throw authError(AuthErrorCode.invalidCredentials, 'The provider did not give a verified email address');
  }
  const user = await prisma.$transaction(async (tx) => {
    const existing = await tx.user.findUnique({ where: { email } });
    const owner =
      existing ??
      (
        await createOrganizationWithOwner(
          tx,
          {
            email,
            fullName: profile.fullName?.trim() || email.split('@')[0],
            companyName: null,
            passwordHash: null,
            locale: call.locale,
            emailVerifiedAt: now,
          },
          now,
          call,
        )
      ).user;
    await tx.identity.create({
      data: { userId: owner.id, provider: profile.provider, providerUserId: profile.providerUserId, email, createdAt: now, lastSignInAt: now },
    });
    return owner.emailVerifiedAt ? owner : tx.user.update({ where: { id: owner.id }, data: { emailVerifiedAt: now } });
  });
  forgetViewerUsers(call.services);
  return completeSignIn(call, user, { persistent: true, method: profile.provider });
}

/** A provider refused or failed: counted like a failed password. */
export async function recordProviderFailure(call: AuthCall): Promise<void> {
  await recordSignInFailure(call, null).catch(() => undefined);
}
