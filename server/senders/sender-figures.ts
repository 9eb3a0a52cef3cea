import { hoursToTheMinute } from '../shared/durations';
import { Prisma, type SenderCategory, type SenderStatus } from '../db/generated/client';
import { searchText } from '../db/search-text';
import { RISK_MAX, RISK_MIN, riskLevelOf, type RiskLevel } from '../shared/risk-bands';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../shared/time-zones';
import { addDays, localDay, startOfDay } from '../shared/calendar-days';

export type SenderRecommendation = 'REINFORCED_MONITORING' | 'STANDARD_MONITORING' | 'RELIABLE_PARTNER';

/** What the organization's documents say about one sender (README, "Sender figures"). */
export interface SenderFigures {
  id: string;
  name: string;
  email: string | null;
  domain: string;
  status: SenderStatus;
  category: SenderCategory;
  documents: number;
  /** Documents received over the last 7 and 30 calendar days of the organization's time zone, today included. */
  documentsLast7Days: number;
  documentsLast30Days: number;
  /** Mean risk score (1–10) of all the sender's documents, one decimal; null without documents. */
  averageRisk: number | null;
  /** The document risk bands applied to the mean: ≤ 3 LOW, ≤ 7 MED, above HIGH. */
  riskLevel: RiskLevel | null;
  /** Mean risk of the last 30 days minus that of the 30 days before; null unless both have documents. */
  riskTrend: number | null;
  /** SIGNED among decided documents, 0–1; null before the first decision. */
  acceptanceRate: number | null;
  /** Mean hours from arrival to decision over decided documents. */
  averageResponseHours: number | null;
  lastActivityAt: Date | null;
  lastDocumentId: string | null;
  /** Distinct document types received from the sender. */
  documentTypes: string[];
  /** 0–10 from the mean risk; null without documents. */
  reliabilityScore: number | null;
  /** 0–100; 0 for a blocked sender; null without documents. */
  trustScore: number | null;
  recommendation: SenderRecommendation | null;
}

/** Mean risk 1 → 10, mean risk 10 → 0, linear in between, one decimal. */
export function senderReliability(averageRisk: number): number {
  return Math.round(((RISK_MAX - averageRisk) / (RISK_MAX - RISK_MIN)) * 100) / 10;
}

/**
 * Trust 0–100: 70 % reliability (scaled to 70) and 30 % acceptance rate (scaled to 30); before any
 * decision the acceptance part follows reliability. A blocked sender has no trust.
 */
export function senderTrustScore(input: { status: SenderStatus; reliability: number | null; acceptanceRate: number | null }): number | null {
  if (input.status === 'BLOCKED') return 0;
  if (input.reliability === null) return null;
  const acceptance = input.acceptanceRate ?? input.reliability / 10;
  return Math.round(7 * input.reliability + 30 * acceptance);
}

/** By reliability, as the reliability bar is coloured: ≥ 9 reliable partner, ≥ 7 standard monitoring, else reinforced. */
export function senderRecommendation(status: SenderStatus, reliability: number | null): SenderRecommendation | null {
  if (status === 'BLOCKED') return 'REINFORCED_MONITORING';
  if (reliability === null) return null;
  if (reliability >= 9) return 'RELIABLE_PARTNER';
  return reliability >= 7 ? 'STANDARD_MONITORING' : 'REINFORCED_MONITORING';
}

interface FiguresRow {
  id: string;
  name: string;
  email: string | null;
  domain: string;
  status: SenderStatus;
  category: SenderCategory;
  documents: number;
  last7: number;
  last30: number;
  average_risk: number | null;
  risk_last30: number | null;
  risk_previous30: number | null;
  signed: number;
  decided: number;
  response_seconds: number | null;
  last_activity: Date | null;
  last_document_id: string | null;
  document_types: string[] | null;
}

export interface SenderSelection {
  ids?: string[];
  search?: string | null;
  status?: SenderStatus | null;
  limit?: number;
  offset?: number;
}

/**
 * The figures of the organization's senders in one aggregate statement over their documents,
 * ordered by name; the selection narrows it to ids, a name or domain search, or a status.
 */
export async function senderFigures(
  db: Prisma.TransactionClient,
  organizationId: string,
  now: Date,
  selection: SenderSelection = {},
): Promise<SenderFigures[]> {
  // Calendar days of the organization's time zone, today included, as the dashboard and analytics count
  // them: the sender's 30 days are the dashboard's and analytics' top senders' 30 days.
  const organization = await db.organization.findUnique({ where: { id: organizationId }, select: { timeZone: true } });
  const timeZone = organization && isTimeZone(organization.timeZone) ? organization.timeZone : DEFAULT_TIME_ZONE;
  const today = localDay(now, timeZone);
  const since7 = startOfDay(addDays(today, -6), timeZone);
  const since30 = startOfDay(addDays(today, -29), timeZone);
  const since60 = startOfDay(addDays(today, -59), timeZone);
  const conditions = [Prisma.sql`s."organizationId" = ${organizationId}::uuid`];
  if (selection.ids) conditions.push(Prisma.sql`s.id = ANY(${selection.ids}::uuid[])`);
  if (selection.status) conditions.push(Prisma.sql`s.status = ${selection.status}::"SenderStatus"`);
  const search = searchText(selection.search);
  if (search) {
    const pattern = `%${search}%`;
    conditions.push(Prisma.sql`(s."nameFold" ILIKE ${pattern} OR s.domain ILIKE ${pattern} OR s.email ILIKE ${pattern})`);
  }
  // The page of senders is chosen first, so only its documents are aggregated.
  const rows = await db.$queryRaw<FiguresRow[]>`
    WITH page AS (
      SELECT s.id, s."organizationId", s.name, s.email, s.domain, s.status, s.category
        FROM "Sender" s
       WHERE ${Prisma.join(conditions, ' AND ')}
       ORDER BY s.name, s.id
       LIMIT ${selection.limit ?? 500} OFFSET ${selection.offset ?? 0})
    SELECT s.id, s.name, s.email, s.domain, s.status::text AS status, s.category::text AS category,
           count(d.id)::int AS documents,
           (count(d.id) FILTER (WHERE d."receivedAt" >= ${since7}))::int AS last7,
           (count(d.id) FILTER (WHERE d."receivedAt" >= ${since30}))::int AS last30,
           round(avg(d."riskScore"), 1)::float8 AS average_risk,
           (avg(d."riskScore") FILTER (WHERE d."receivedAt" >= ${since30}))::float8 AS risk_last30,
           (avg(d."riskScore") FILTER (WHERE d."receivedAt" >= ${since60} AND d."receivedAt" < ${since30}))::float8 AS risk_previous30,
           (count(d.id) FILTER (WHERE d.status = 'SIGNED' AND d."decidedAt" IS NOT NULL))::int AS signed,
           (count(d.id) FILTER (WHERE d."decidedAt" IS NOT NULL))::int AS decided,
           (avg(extract(epoch FROM d."decidedAt" - d."receivedAt")) FILTER (WHERE d."decidedAt" IS NOT NULL))::float8 AS response_seconds,
           max(d."receivedAt") AS last_activity,
           (array_agg(d.id::text ORDER BY d."receivedAt" DESC, d.id DESC) FILTER (WHERE d.id IS NOT NULL))[1] AS last_document_id,
           array_remove(array_agg(DISTINCT d.type), NULL) AS document_types
      FROM page s
      LEFT JOIN "Document" d ON d."senderId" = s.id AND d."organizationId" = s."organizationId"
     GROUP BY s.id, s.name, s.email, s.domain, s.status, s.category
     ORDER BY s.name, s.id`;
  return rows.map((row) => {
    const reliabilityScore = row.average_risk === null ? null : senderReliability(row.average_risk);
    const acceptanceRate = row.decided > 0 ? row.signed / row.decided : null;
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      domain: row.domain,
      status: row.status,
      category: row.category,
      documents: row.documents,
      documentsLast7Days: row.last7,
      documentsLast30Days: row.last30,
      averageRisk: row.average_risk,
      riskLevel: row.average_risk === null ? null : riskLevelOf(row.average_risk),
      riskTrend: row.risk_last30 === null || row.risk_previous30 === null ? null : Math.round((row.risk_last30 - row.risk_previous30) * 10) / 10,
      acceptanceRate,
      averageResponseHours: hoursToTheMinute(row.response_seconds),
      lastActivityAt: row.last_activity,
      lastDocumentId: row.last_document_id,
      documentTypes: row.document_types ?? [],
      reliabilityScore,
      trustScore: senderTrustScore({ status: row.status, reliability: reliabilityScore, acceptanceRate }),
      recommendation: senderRecommendation(row.status, reliabilityScore),
    };
  });
}

export interface SenderRiskMonth {
  /** First day of the month, UTC. */
  month: Date;
  documents: number;
  averageRisk: number;
}

/** Per sender, the mean risk of each calendar month (UTC) with documents, over the last `months` months. */
export async function senderRiskHistory(
  db: Prisma.TransactionClient,
  organizationId: string,
  senderIds: readonly string[],
  now: Date,
  months: number,
): Promise<Map<string, SenderRiskMonth[]>> {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
  const rows = await db.$queryRaw<{ sender_id: string; month: Date; documents: number; average_risk: number }[]>`
    SELECT "senderId"::text AS sender_id, date_trunc('month', "receivedAt") AS month,
           count(*)::int AS documents, round(avg("riskScore"), 1)::float8 AS average_risk
      FROM "Document"
     WHERE "organizationId" = ${organizationId}::uuid AND "senderId" = ANY(${[...senderIds]}::uuid[]) AND "receivedAt" >= ${since}
     GROUP BY 1, 2
     ORDER BY 1, 2`;
  const bySender = new Map<string, SenderRiskMonth[]>(senderIds.map((id) => [id, []]));
  for (const row of rows) bySender.get(row.sender_id)?.push({ month: row.month, documents: row.documents, averageRisk: row.average_risk });
  return bySender;
}
