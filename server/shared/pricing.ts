/**
 * The price list and how an order is priced: one definition for the pricing page (which shows the
 * figures) and the server (which recomputes them and never trusts the browser's). Amounts are USD
 * per user per month; annual billing is charged per month at the annual rate.
 */
import { PLAN_RULES, TRIAL } from './plans';

export type PaidPlanId = 'SOLO' | 'TEAM' | 'ENTERPRISE';
export type BillingCycleId = 'MONTHLY' | 'ANNUAL';
export type AddonId = 'storage_100gb' | 'priority_support' | 'custom_ai_training';

export interface PlanOffer {
  id: PaidPlanId;
  monthlyPrice: number;
  annualPrice: number;
  /** Documents per organization per month; null is unlimited. */
  documentsPerMonth: number | null;
  /** Stored files per organization, in gigabytes; null is unlimited. */
  storageGb: number | null;
  popular: boolean;
  /** The organization's free trial, shown with the plan it lets a team try. */
  trialDays: number | null;
  /** Sold by the sales team, never online. */
  contactSales: boolean;
}

const offer = (id: PaidPlanId, prices: Pick<PlanOffer, 'monthlyPrice' | 'annualPrice' | 'popular' | 'contactSales'>): PlanOffer => ({
  id,
  ...prices,
  documentsPerMonth: PLAN_RULES[id].documentsPerMonth,
  storageGb: PLAN_RULES[id].storageGb,
  trialDays: TRIAL.plan === id ? TRIAL.days : null,
});

export const PLAN_OFFERS: readonly PlanOffer[] = [
  offer('SOLO', { monthlyPrice: 29, annualPrice: 24, popular: false, contactSales: false }),
  offer('TEAM', { monthlyPrice: 89, annualPrice: 75, popular: true, contactSales: false }),
  offer('ENTERPRISE', { monthlyPrice: 299, annualPrice: 249, popular: false, contactSales: true }),
];

export interface AddonOffer {
  id: AddonId;
  monthlyPrice: number;
  /** Extra storage the add-on brings, in gigabytes. */
  storageGb: number;
}

export const ADDON_OFFERS: readonly AddonOffer[] = [
  { id: 'storage_100gb', monthlyPrice: 19, storageGb: 100 },
  { id: 'priority_support', monthlyPrice: 49, storageGb: 0 },
  { id: 'custom_ai_training', monthlyPrice: 199, storageGb: 0 },
];

export const MIN_SEATS = 1;
export const MAX_SEATS = 1000;
/** Shown beside the annual cycle: the annual rates are about 15 % under the monthly ones. */
export const ANNUAL_DISCOUNT_PERCENT = 15;

export function planOffer(id: string): PlanOffer | undefined {
  return PLAN_OFFERS.find((plan) => plan.id === id);
}

export function isAddonId(id: string): id is AddonId {
  return ADDON_OFFERS.some((addon) => addon.id === id);
}

/** Seats as the configurator reads them: a whole number from 1 to 1000; anything else is brought back in range. */
export function clampSeats(value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(number) || number < MIN_SEATS) return MIN_SEATS;
  return Math.min(MAX_SEATS, Math.floor(number));
}

export interface OrderInput {
  plan: PaidPlanId;
  cycle: BillingCycleId;
  seats: number;
  addons: readonly AddonId[];
}

export interface Quote {
  /** Price of the plan per user per month in the chosen cycle. */
  planPrice: number;
  /** Add-ons per user per month. */
  addonsPrice: number;
  seats: number;
  /** (plan price + add-ons) × seats, per month. */
  monthlyTotal: number;
  /** What the annual cycle saves over a year for the whole order: 12 × (monthly − annual) × seats. */
  annualSavings: number;
}

export function quote(order: OrderInput): Quote {
  const plan = planOffer(order.plan);
  if (!plan) throw new RangeError(`Unknown plan ${order.plan}`);
  const seats = clampSeats(order.seats);
  const addons = [...new Set(order.addons)];
  const planPrice = order.cycle === 'ANNUAL' ? plan.annualPrice : plan.monthlyPrice;
  const addonsPrice = addons.reduce((sum, id) => sum + (ADDON_OFFERS.find((addon) => addon.id === id)?.monthlyPrice ?? 0), 0);
  return {
    planPrice,
    addonsPrice,
    seats,
    monthlyTotal: (planPrice + addonsPrice) * seats,
    annualSavings: 12 * (plan.monthlyPrice - plan.annualPrice) * seats,
  };
}
