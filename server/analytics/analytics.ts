import { hoursToTheMinute } from '../shared/durations';
import { Prisma } from '../db/generated/client';
import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import { AppError } from '../errors';
import type { Services } from '../services';
import { isUuid } from '../shared/ids';
import { RISK_BAND_RANGES } from '../shared/risk-bands';
import { addDays, localDay, mondayOf, organizationTimeZone, startOfDay } from './calendar-days';
import { topSendersOf, type RiskDistribution, type SenderVolume } from './dashboard';
import { teamPerformance, type TeamPerformance, type TeamRoster } from './team-performance';

/** Each period's calendar days (today included) and the width of its trend buckets (a quarter: 13 weeks from Monday). */
export const ANALYTICS_PERIODS = {
  WEEK: { days: 7, bucketDays: 1 },
  MONTH: { days: 30, bucketDays: 1 },
  QUARTER: { days: 91, bucketDays: 7 },
} as const;

/** Top senders always cover this many calendar days. */
const TOP_SENDER_DAYS = 30;
export type AnalyticsPeriodId = keyof typeof ANALYTICS_PERIODS;

/** A decision counts as prompt when it comes within this many hours of the document's arrival. */
export const PROMPT_DECISION_HOURS = 48;

export interface AnalyticsFilters {
  senderId?: string | null;
  type?: string | null;
}

export interface ReviewerPerformance {
  /** The reviewer's user id. */
  reviewerId: string;
  reviewerName: string;
  processed: number;
  averageHours: number | null;
  /** Share (percent) of the reviewed documents in the danger band (8–10). */
  riskRate: number;
  /** Share (percent) of decisions made within PROMPT_DECISION_HOURS of arrival. */
  efficiency: number;
}

export interface TrendBucket {
  /** The bucket's first calendar day in the organization's time zone, `YYYY-MM-DD`. */
  day: string;
  /** The instant that day starts. */
  start: Date;
  documents: number;
  averageRisk: number | null;
}

export interface TypeRisk extends RiskDistribution {
  type: string;
}

export interface Analytics {
  from: Date;
  to: Date;
  totalVolume: number;
  /** Percent of the period's documents in the danger band (8–10); null without documents. */
  riskRate: number | null;
  /** Mean hours from arrival to decision over the period's decisions. */
  averageDecisionHours: number | null;
  /** SIGNED among the period's decisions, percent. */
  validationRate: number | null;
  reviewers: ReviewerPerformance[];
  /** The same decisions per team of their reviewers, members without a team in a row of their own. */
  teams: TeamPerformance[];
  /** The last 30 days, whatever the period. */
  topSenders: SenderVolume[];
  trend: TrendBucket[];
  riskByType: TypeRisk[];
}

const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10);

/**
 * Figures of the analytics screen for the calendar days of the period up to now (the organization's
 * time zone), narrowed by sender and type; aggregates in SQL.
 */
export async function analytics(services: Services, viewer: Viewer | null, period: AnalyticsPeriodId, filters: AnalyticsFilters = {}): Promise<Analytics> {
  const { organizationId } = inOrganization(assertCan(viewer, 'analytics.read'));
  if (filters.senderId && !isUuid(filters.senderId)) throw new AppError('NOT_FOUND', 'No such sender in this organization');
  const { days, bucketDays } = ANALYTICS_PERIODS[period];
  const timeZone = await organizationTimeZone(services, organizationId);
  const to = services.clock.now();
  const today = localDay(to, timeZone);
  const firstDay = bucketDays === 1 ? addDays(today, 1 - days) : addDays(mondayOf(today), -bucketDays * (Math.ceil(days / bucketDays) - 1));
  const from = startOfDay(firstDay, timeZone);
  const bucketDaysList = Array.from({ length: Math.ceil(days / bucketDays) }, (_, index) => addDays(firstDay, index * bucketDays));
  const { DANGER, SAFE, CAUTION } = RISK_BAND_RANGES;
  const conditions = [Prisma.sql`d."organizationId" = ${organizationId}::uuid`];
  if (filters.senderId) conditions.push(Prisma.sql`d."senderId" = ${filters.senderId}::uuid`);
  if (filters.type) conditions.push(Prisma.sql`d.type = ${filters.type}`);
  const scope = Prisma.join(conditions, ' AND ');
  const db = services.db.prisma;

  const [[arrivals], [decisions], reviewers, rosters, trend, riskByType, topSenders] = await Promise.all([
    db.$queryRaw<[{ volume: number; danger: number }]>`
      SELECT count(*)::int AS volume, (count(*) FILTER (WHERE d."riskScore" >= ${DANGER.min}))::int AS danger
        FROM "Document" d
       WHERE ${scope} AND d."receivedAt" >= ${from} AND d."receivedAt" <= ${to}`,
    db.$queryRaw<[{ decided: number; signed: number; decision_seconds: number | null }]>`
      SELECT count(*)::int AS decided, (count(*) FILTER (WHERE d.status = 'SIGNED'))::int AS signed,
             avg(extract(epoch FROM d."decidedAt" - d."receivedAt"))::float8 AS decision_seconds
        FROM "Document" d
       WHERE ${scope} AND d."decidedAt" >= ${from} AND d."decidedAt" <= ${to}`,
    db.$queryRaw<
      {
        reviewer_id: string;
        reviewer_name: string;
        team_id: string | null;
        processed: number;
        signed: number;
        refused: number;
        decision_seconds: number | null;
        danger: number;
        prompt: number;
      }[]
    >`
      SELECT u.id::text AS reviewer_id, u."fullName" AS reviewer_name, u."teamId"::text AS team_id, count(*)::int AS processed,
             (count(*) FILTER (WHERE d.status = 'SIGNED'))::int AS signed, (count(*) FILTER (WHERE d.status = 'REFUSED'))::int AS refused,
             avg(extract(epoch FROM d."decidedAt" - d."receivedAt"))::float8 AS decision_seconds,
             (count(*) FILTER (WHERE d."riskScore" >= ${DANGER.min}))::int AS danger,
             (count(*) FILTER (WHERE d."decidedAt" - d."receivedAt" <= make_interval(hours => ${PROMPT_DECISION_HOURS})))::int AS prompt
        FROM "Document" d JOIN "User" u ON u.id = d."decidedById" AND u."organizationId" = d."organizationId"
       WHERE ${scope} AND d."decidedAt" >= ${from} AND d."decidedAt" <= ${to}
       GROUP BY u.id, u."fullName", u."teamId"
       ORDER BY processed DESC, u."fullName"`,
    db.$queryRaw<{ team_id: string | null; team_name: string | null; members: number }[]>`
      SELECT t.id::text AS team_id, t.name AS team_name, count(u.id)::int AS members
        FROM "Team" t LEFT JOIN "User" u ON u."teamId" = t.id AND u."organizationId" = t."organizationId" AND u."removedAt" IS NULL
       WHERE t."organizationId" = ${organizationId}::uuid
       GROUP BY t.id, t.name
      UNION ALL
      SELECT NULL, NULL, count(*)::int FROM "User" u WHERE u."organizationId" = ${organizationId}::uuid AND u."teamId" IS NULL AND u."removedAt" IS NULL`,
    db.$queryRaw<{ day: string; documents: number; average_risk: number | null }[]>`
      SELECT to_char(date_trunc(${bucketDays === 1 ? 'day' : 'week'}::text, (d."receivedAt" AT TIME ZONE 'UTC') AT TIME ZONE ${timeZone}), 'YYYY-MM-DD') AS day,
             count(*)::int AS documents, round(avg(d."riskScore"), 1)::float8 AS average_risk
        FROM "Document" d
       WHERE ${scope} AND d."receivedAt" >= ${from} AND d."receivedAt" <= ${to}
       GROUP BY 1`,
    db.$queryRaw<{ type: string; safe: number; caution: number; danger: number }[]>`
      SELECT d.type,
             (count(*) FILTER (WHERE d."riskScore" BETWEEN ${SAFE.min} AND ${SAFE.max}))::int AS safe,
             (count(*) FILTER (WHERE d."riskScore" BETWEEN ${CAUTION.min} AND ${CAUTION.max}))::int AS caution,
             (count(*) FILTER (WHERE d."riskScore" BETWEEN ${DANGER.min} AND ${DANGER.max}))::int AS danger
        FROM "Document" d
       WHERE ${scope} AND d."receivedAt" >= ${from} AND d."receivedAt" <= ${to}
       GROUP BY d.type
       ORDER BY count(*) DESC, d.type`,
    topSendersOf(services, organizationId, startOfDay(addDays(today, 1 - TOP_SENDER_DAYS), timeZone), to, 10),
  ]);

  return {
    from,
    to,
    totalVolume: arrivals.volume,
    riskRate: percent(arrivals.danger, arrivals.volume),
    averageDecisionHours: hoursToTheMinute(decisions.decision_seconds),
    validationRate: percent(decisions.signed, decisions.decided),
    reviewers: reviewers.map((row) => ({
      reviewerId: row.reviewer_id,
      reviewerName: row.reviewer_name,
      processed: row.processed,
      averageHours: hoursToTheMinute(row.decision_seconds),
      riskRate: percent(row.danger, row.processed) ?? 0,
      efficiency: percent(row.prompt, row.processed) ?? 0,
    })),
    teams: teamPerformance(
      rosters.map((row): TeamRoster => ({ teamId: row.team_id, teamName: row.team_name, members: row.members })),
      reviewers.map((row) => ({
        teamId: row.team_id,
        processed: row.processed,
        signed: row.signed,
        refused: row.refused,
        decisionSeconds: row.decision_seconds,
      })),
    ),
    topSenders,
    trend: bucketDaysList.map((day) => {
      const row = trend.find((candidate) => candidate.day === day);
      return { day, start: startOfDay(day, timeZone), documents: row?.documents ?? 0, averageRisk: row?.average_risk ?? null };
    }),
    riskByType,
  };
}
