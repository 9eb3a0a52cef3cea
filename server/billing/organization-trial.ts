import { localeOf } from '../shared/locale';
import type { Prisma } from '../db/generated/client';
import { AppError } from '../errors';
import type { ClaimedJob } from '../jobs/job-queue';
import { enqueueJob } from '../jobs/job-queue';
import { trialEndingMail } from '../email/templates';
import type { Services } from '../services';
import { DAY_MS, TRIAL, isTrialOver, type PlanId } from '../shared/plans';

export const TRIAL_REMINDER_QUEUE = 'trial.reminder';

/** When a trial that starts now ends. */
export function trialEnd(now: Date): Date {
  return new Date(now.getTime() + TRIAL.days * DAY_MS);
}

/** Whole days left of a running trial; 0 once it ended or a plan was bought. */
export function trialDaysLeft(organization: { plan: PlanId; trialEndsAt: Date | null }, now: Date): number {
  if (organization.plan !== 'TRIAL' || !organization.trialEndsAt) return 0;
  return Math.max(0, Math.floor((organization.trialEndsAt.getTime() - now.getTime()) / DAY_MS));
}

/** The reminders of a new trial (7 days and 1 day before its end), written with the organization. */
export async function scheduleTrialReminders(tx: Prisma.TransactionClient, organizationId: string, endsAt: Date, now: Date): Promise<void> {
  for (const daysBefore of TRIAL.reminderDaysBefore) {
    const runAt = new Date(endsAt.getTime() - daysBefore * DAY_MS);
    if (runAt.getTime() <= now.getTime()) continue;
    await enqueueJob(
      tx,
      {
        queue: TRIAL_REMINDER_QUEUE,
        organizationId,
        payload: { daysBefore, endsAt: endsAt.toISOString() },
        runAt,
        uniqueKey: `trial-reminder:${organizationId}:${daysBefore}`,
      },
      now,
    );
  }
}

/** Emails each administrator of a trial organization, in their language, that the trial ends soon; nothing once a plan is bought. */
export async function remindTrialEnd(services: Services, job: ClaimedJob): Promise<void> {
  const { prisma } = services.db;
  const organization = job.organizationId
    ? await prisma.organization.findUnique({
        where: { id: job.organizationId },
        select: { id: true, name: true, plan: true, trialEndsAt: true, timeZone: true },
      })
    : null;
  if (!organization || organization.plan !== 'TRIAL' || !organization.trialEndsAt) return;
  const now = services.clock.now();
  if (organization.trialEndsAt.getTime() <= now.getTime()) return;
  const daysLeft = Math.max(1, Math.round((organization.trialEndsAt.getTime() - now.getTime()) / DAY_MS));
  const admins = await prisma.user.findMany({
    where: { organizationId: organization.id, role: 'ADMIN', removedAt: null },
    select: { email: true, locale: true },
  });
  const link = `${services.config.PUBLIC_URL}/pricing`;
  for (const admin of admins) {
    const locale = localeOf(admin);
    await services.mailer.send(
      trialEndingMail(locale, admin.email, link, {
        organization: organization.name,
        endsAt: organization.trialEndsAt,
        daysLeft,
        timeZone: organization.timeZone,
      }),
    );
  }
}

/**
 * Refuses any change to the data of an organization whose trial ended without a plan: it stays
 * readable (documents can be read and downloaded) until a plan is bought.
 */
export async function assertOrganizationWritable(db: Prisma.TransactionClient, organizationId: string, now: Date): Promise<void> {
  const organization = await db.organization.findUnique({ where: { id: organizationId }, select: { plan: true, trialEndsAt: true } });
  if (organization && isTrialOver(organization, now)) {
    throw new AppError('TRIAL_ENDED', 'The free trial or subscription has ended: choose a plan to add or change documents', {
      trialEndedAt: organization.trialEndsAt!.toISOString(),
    });
  }
}
