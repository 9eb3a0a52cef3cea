import { createDefaultAutomations } from '../automations/create-default-automations';
import { scheduleTrialReminders, trialEnd } from '../billing/organization-trial';
import type { Prisma } from '../db/generated/client';
import { TERMS_VERSION } from '../shared/legal';
import { TRIAL } from '../shared/plans';
import { auditTermsAccepted, type RequestOrigin } from './terms-acceptance';

export interface NewOrganizationOwner {
  email: string;
  fullName: string;
  companyName: string | null;
  passwordHash: string | null;
  locale: 'fr' | 'en';
  emailVerifiedAt: Date | null;
}

/**
 * A new organization (named after the company, else the person, speaking the person's language)
 * with its first user as admin, on trial (with its end's reminders), and its automations disabled.
 * Every way here asks for the terms first (sign-up's and the magic link's box, the provider
 * buttons' notice): the owner's acceptance of the version in force is recorded on the account and in
 * the new organization's audit log, with where the request came from.
 */
export async function createOrganizationWithOwner(tx: Prisma.TransactionClient, owner: NewOrganizationOwner, now: Date, origin: RequestOrigin) {
  const organization = await tx.organization.create({
    data: {
      name: owner.companyName || owner.fullName,
      plan: 'TRIAL',
      seats: TRIAL.seats,
      trialEndsAt: trialEnd(now),
      defaultLanguage: owner.locale,
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
      termsAcceptedAt: now,
      termsVersion: TERMS_VERSION,
    },
  });
  await auditTermsAccepted(tx, { organizationId: organization.id, userId: user.id, previousVersion: null, at: now, origin });
  await createDefaultAutomations(tx, organization.id);
  await scheduleTrialReminders(tx, organization.id, organization.trialEndsAt!, now);
  return { organization, user };
}
