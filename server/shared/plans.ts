/**
 * The one table of what each plan allows, read by the quotas (billing/plan-limits.ts), the API rate
 * limits (rest/rate-limit.ts), the price list (shared/pricing.ts) and the trial's end
 * (billing/organization-trial.ts). Runs in the browser too: no node imports.
 */
export type PlanId = 'TRIAL' | 'SOLO' | 'TEAM' | 'ENTERPRISE';

export interface PlanRules {
  /** Documents per organization per calendar month (UTC); null is unlimited. */
  documentsPerMonth: number | null;
  /** Stored files per organization, in gigabytes, before storage add-ons; null is unlimited. */
  storageGb: number | null;
  /** Whether members (and pending invitations) must fit in the seats the organization holds. */
  seatsLimited: boolean;
  /** REST API requests per organization and rate window (a minute by default); null is unlimited. */
  apiRequestsPerWindow: number | null;
}

export const PLAN_RULES: Readonly<Record<PlanId, PlanRules>> = {
  // A trial has Team's quotas, on the seats it starts with.
  TRIAL: { documentsPerMonth: 1000, storageGb: 100, seatsLimited: true, apiRequestsPerWindow: 500 },
  SOLO: { documentsPerMonth: 100, storageGb: 10, seatsLimited: true, apiRequestsPerWindow: 100 },
  TEAM: { documentsPerMonth: 1000, storageGb: 100, seatsLimited: true, apiRequestsPerWindow: 500 },
  ENTERPRISE: { documentsPerMonth: null, storageGb: null, seatsLimited: false, apiRequestsPerWindow: null },
};

/**
 * The free trial every new organization starts with: 30 days, no card, Team's quotas on 5 seats.
 * It is the only trial: buying a plan during it bills from the day it would have ended, and when it
 * ends without a plan the organization is read-only (documents stay readable and downloadable)
 * until one is bought. Its admins are emailed 7 days and 1 day before.
 */
export const TRIAL = {
  days: 30,
  seats: 5,
  /** The plan whose features the trial lets a team try (the pricing page shows its trial there). */
  plan: 'TEAM',
  reminderDaysBefore: [7, 1],
} as const;

export const DAY_MS = 86_400_000;

/** A trial organization past its end: it may read its documents, not add or change any. */
export function isTrialOver(organization: { plan: PlanId; trialEndsAt: Date | null }, now: Date): boolean {
  return organization.plan === 'TRIAL' && organization.trialEndsAt !== null && organization.trialEndsAt.getTime() <= now.getTime();
}
