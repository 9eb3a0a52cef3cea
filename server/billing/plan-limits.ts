import type { Plan, Prisma } from '../db/generated/client';
import { AppError } from '../errors';
import { ADDON_OFFERS } from '../shared/pricing';
import { PLAN_RULES } from '../shared/plans';
import { assertOrganizationWritable } from './organization-trial';

export interface PlanLimits {
  /** null is unlimited. */
  documentsPerMonth: number | null;
  storageBytes: number | null;
}

const GIGABYTE = 1024 ** 3;

/** What an organization's plan allows (the plan table, `shared/plans.ts`), with its storage add-ons. */
export function planLimits(plan: Plan, addons: readonly string[]): PlanLimits {
  const rules = PLAN_RULES[plan];
  const extraGb = addons.reduce((sum, id) => sum + (ADDON_OFFERS.find((addon) => addon.id === id)?.storageGb ?? 0), 0);
  return {
    documentsPerMonth: rules.documentsPerMonth,
    storageBytes: rules.storageGb === null ? null : (rules.storageGb + extraGb) * GIGABYTE,
  };
}

/** The first instant of the calendar month (UTC) that `now` is in: quotas count from there. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export interface PlanUsage {
  documentsThisMonth: number;
  storageBytes: number;
}

/** Documents filed this month, and bytes stored: every document's file and signed PDF, and every file of the cloud area. */
export async function planUsage(db: Prisma.TransactionClient, organizationId: string, now: Date): Promise<PlanUsage> {
  const [documentsThisMonth, storage, cloud] = await Promise.all([
    db.document.count({ where: { organizationId, createdAt: { gte: monthStart(now) } } }),
    db.document.aggregate({ where: { organizationId }, _sum: { sizeBytes: true, signedSizeBytes: true } }),
    db.cloudFile.aggregate({ where: { organizationId }, _sum: { sizeBytes: true } }),
  ]);
  const documentBytes = Number(storage._sum.sizeBytes ?? 0) + Number(storage._sum.signedSizeBytes ?? 0);
  return { documentsThisMonth, storageBytes: documentBytes + Number(cloud._sum.sizeBytes ?? 0) };
}

/**
 * Refuses a stored file of `sizeBytes` the plan's storage quota does not leave room for (an ended
 * trial allows none). Called inside the transaction that records the file, after locking the
 * organization's row, so concurrent uploads at the boundary cannot both pass.
 */
export async function assertStorageAllowed(tx: Prisma.TransactionClient, organizationId: string, sizeBytes: number, now: Date): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "Organization" WHERE id = ${organizationId}::uuid FOR UPDATE`;
  await assertOrganizationWritable(tx, organizationId, now);
  const organization = await tx.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { plan: true, addons: true } });
  const limits = planLimits(organization.plan, organization.addons);
  if (limits.storageBytes === null) return;
  const usage = await planUsage(tx, organizationId, now);
  if (usage.storageBytes + sizeBytes > limits.storageBytes) {
    throw new AppError('PLAN_STORAGE_LIMIT', `The ${organization.plan} plan allows ${limits.storageBytes} bytes of storage`, {
      plan: organization.plan,
      limit: limits.storageBytes,
    });
  }
}

/**
 * Refuses a new document the plan does not allow (an ended trial allows none). Called inside the
 * transaction that creates it, whatever the door (upload, API, mail), after locking the
 * organization's row, so concurrent uploads at the boundary cannot both pass.
 */
export async function assertDocumentAllowed(tx: Prisma.TransactionClient, organizationId: string, sizeBytes: number, now: Date): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "Organization" WHERE id = ${organizationId}::uuid FOR UPDATE`;
  await assertOrganizationWritable(tx, organizationId, now);
  const organization = await tx.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { plan: true, addons: true } });
  const limits = planLimits(organization.plan, organization.addons);
  if (limits.documentsPerMonth === null && limits.storageBytes === null) return;
  const usage = await planUsage(tx, organizationId, now);
  if (limits.documentsPerMonth !== null && usage.documentsThisMonth >= limits.documentsPerMonth) {
    throw new AppError('PLAN_DOCUMENT_LIMIT', `The ${organization.plan} plan allows ${limits.documentsPerMonth} documents per month`, {
      plan: organization.plan,
      limit: limits.documentsPerMonth,
    });
  }
  if (limits.storageBytes !== null && usage.storageBytes + sizeBytes > limits.storageBytes) {
    throw new AppError('PLAN_STORAGE_LIMIT', `The ${organization.plan} plan allows ${limits.storageBytes} bytes of storage`, {
      plan: organization.plan,
      limit: limits.storageBytes,
    });
  }
}

/**
 * Refuses members beyond the seats the organization bought: its members and its pending invitations
 * (each will take a seat when accepted) plus `adding` must fit. `acceptingInvitationId` is the
 * invitation being turned into a member, so that it is not counted twice. Called inside the
 * transaction that invites or adds, after locking the organization's row.
 */
export async function assertSeatsAvailable(
  tx: Prisma.TransactionClient,
  organizationId: string,
  adding: number,
  now: Date,
  acceptingInvitationId?: string,
): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "Organization" WHERE id = ${organizationId}::uuid FOR UPDATE`;
  const [organization, members, pending] = await Promise.all([
    tx.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { plan: true, seats: true } }),
    tx.user.count({ where: { organizationId, removedAt: null } }),
    tx.invitation.count({
      where: {
        organizationId,
        acceptedAt: null,
        revokedAt: null,
        expiresAt: { gt: now },
        ...(acceptingInvitationId ? { id: { not: acceptingInvitationId } } : {}),
      },
    }),
  ]);
  if (PLAN_RULES[organization.plan].seatsLimited && members + pending + adding > organization.seats) {
    throw new AppError('PLAN_SEAT_LIMIT', `The organization uses ${members + pending} of its ${organization.seats} seats`, {
      plan: organization.plan,
      limit: organization.seats,
    });
  }
}
