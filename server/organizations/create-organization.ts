import type { Prisma } from '../db/generated/client';

/** The free trial every new organization starts with. */
export const TRIAL_DAYS = 30;
/** Members a trial organization may have, so that a team can try Paraphe together before buying seats. */
export const TRIAL_SEATS = 5;

export interface NewOrganizationOwner {
  email: string;
  fullName: string;
  companyName: string | null;
  passwordHash: string | null;
  locale: 'fr' | 'en';
  emailVerifiedAt: Date | null;
}

/** A new organization (named after the company, else the person) with its first user as admin, on trial. */
export async function createOrganizationWithOwner(tx: Prisma.TransactionClient, owner: NewOrganizationOwner, now: Date) {
  const organization = await tx.organization.create({
    data: {
      name: owner.companyName || owner.fullName,
      plan: 'TRIAL',
      seats: TRIAL_SEATS,
      trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * 24 * 3600_000),
    },
  });
  const user = await tx.user.create({
    data: {
      organizationId: organization.id,
      email: owner.email,
      fullName: owner.fullName,
      companyName: owner.companyName,
      passwordHash: owner.passwordHash,
      locale: owner.locale,
      role: 'ADMIN',
      emailVerifiedAt: owner.emailVerifiedAt,
    },
  });
  return { organization, user };
}
