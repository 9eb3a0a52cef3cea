import { hoursToTheMinute } from '../shared/durations';
import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { Document } from '../db/generated/client';
import type { Services } from '../services';
import { RISK_BAND_RANGES } from '../shared/risk-bands';
import { addDays, localDay, organizationTimeZone, startOfDay } from './calendar-days';

export const DASHBOARD_PERIOD_DAYS = { LAST_7_DAYS: 7, LAST_30_DAYS: 30, LAST_90_DAYS: 90 } as const;
export type DashboardPeriod = keyof typeof DASHBOARD_PERIOD_DAYS;

/** A figure of the period, the same figure for the period before it, and the change in percent. */
export interface Kpi {
  current: number | null;
  previous: number | null;
  /** Rounded; null when either value is missing or the previous one is 0. */
  changePercent: number | null;
}

export interface RiskDistribution {
  safe: number;
  caution: number;
  danger: number;
}

export interface SenderVolume {
  senderId: string;
  documents: number;
  averageRisk: number | null;
}

/**
 * Periods run over calendar days of the organization's time zone, today included: from the start of
 * their first day (inclusive) to `to` (now, inclusive); the period before covers as many days.
 */
export interface Dashboard {
  from: Date;
  to: Date;
  /** False until the organization's first document: the screen then says how to start. */
  hasDocuments: boolean;
  /** Documents received in the period still awaiting a decision at its end. */
  toProcess: Kpi;
  /** Median hours from arrival to decision, over the period's decisions. */
  medianDecisionHours: Kpi;
  /** Mean risk score of the documents received in the period. */
  averageRisk: Kpi;
  /** SIGNED among the period's decisions, in percent. */
  approvalRate: Kpi;
  /** Documents received in the period by risk band (1–3, 4–7, 8–10). */
  riskDistribution: RiskDistribution;
  topSenders: SenderVolume[];
}

export function kpi(current: number | null, previous: number | null): Kpi {
  const changePercent = current === null || previous === null || previous === 0 ? null : Math.round(((current - previous) / previous) * 100);
  return { current, previous, changePercent };
}

const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

interface ArrivalRow {
  to_process: number;
  to_process_before: number;
  average_risk: number | null;
  average_risk_before: number | null;
  safe: number;
  caution: number;
  danger: number;
}

interface DecisionRow {
  median_seconds: number | null;
  median_seconds_before: number | null;
  decided: number;
  signed: number;
  decided_before: number;
  signed_before: number;
}

/**
 * The dashboard's figures for the period ending now, against the period before. Arrivals and
 * decisions are aggregated in SQL, each over its own period index (index-only scans).
 */
export async function dashboard(services: Services, viewer: Viewer | null, period: DashboardPeriod): Promise<Dashboard> {
  const { organizationId } = inOrganization(assertCan(viewer, 'analytics.read'));
  const to = services.clock.now();
  const timeZone = await organizationTimeZone(services, organizationId);
  const days = DASHBOARD_PERIOD_DAYS[period];
  const today = localDay(to, timeZone);
  const from = startOfDay(addDays(today, 1 - days), timeZone);
  const before = startOfDay(addDays(today, 1 - 2 * days), timeZone);
  const { SAFE, CAUTION, DANGER } = RISK_BAND_RANGES;
  const db = services.db.prisma;
  const [[arrivals], [decisions], [{ has_documents: hasDocuments }], topSenders] = await Promise.all([
    db.$queryRaw<[ArrivalRow]>`
      SELECT (count(*) FILTER (WHERE "receivedAt" >= ${from} AND ("decidedAt" IS NULL OR "decidedAt" > ${to})))::int AS to_process,
             (count(*) FILTER (WHERE "receivedAt" < ${from} AND ("decidedAt" IS NULL OR "decidedAt" >= ${from})))::int AS to_process_before,
             (avg("riskScore") FILTER (WHERE "receivedAt" >= ${from}))::float8 AS average_risk,
             (avg("riskScore") FILTER (WHERE "receivedAt" < ${from}))::float8 AS average_risk_before,
             (count(*) FILTER (WHERE "receivedAt" >= ${from} AND "riskScore" BETWEEN ${SAFE.min} AND ${SAFE.max}))::int AS safe,
             (count(*) FILTER (WHERE "receivedAt" >= ${from} AND "riskScore" BETWEEN ${CAUTION.min} AND ${CAUTION.max}))::int AS caution,
             (count(*) FILTER (WHERE "receivedAt" >= ${from} AND "riskScore" BETWEEN ${DANGER.min} AND ${DANGER.max}))::int AS danger
        FROM "Document"
       WHERE "organizationId" = ${organizationId}::uuid AND "receivedAt" >= ${before} AND "receivedAt" <= ${to}`,
    db.$queryRaw<[DecisionRow]>`
      SELECT (percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM "decidedAt" - "receivedAt")) FILTER (WHERE "decidedAt" >= ${from}))::float8 AS median_seconds,
             (percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM "decidedAt" - "receivedAt")) FILTER (WHERE "decidedAt" < ${from}))::float8 AS median_seconds_before,
             (count(*) FILTER (WHERE "decidedAt" >= ${from}))::int AS decided,
             (count(*) FILTER (WHERE "decidedAt" >= ${from} AND status = 'SIGNED'))::int AS signed,
             (count(*) FILTER (WHERE "decidedAt" < ${from}))::int AS decided_before,
             (count(*) FILTER (WHERE "decidedAt" < ${from} AND status = 'SIGNED'))::int AS signed_before
        FROM "Document"
       WHERE "organizationId" = ${organizationId}::uuid AND "decidedAt" >= ${before} AND "decidedAt" <= ${to}`,
    db.$queryRaw<[{ has_documents: boolean }]>`SELECT EXISTS (SELECT 1 FROM "Document" WHERE "organizationId" = ${organizationId}::uuid) AS has_documents`,
    topSendersOf(services, organizationId, from, to, 5),
  ]);
  const rate = (signed: number, decided: number) => (decided === 0 ? null : Math.round((signed / decided) * 1000) / 10);
  return {
    from,
    to,
    hasDocuments,
    // Nothing arrived in the period before: nothing to compare with, as for the average risk.
    toProcess: kpi(arrivals.to_process, arrivals.average_risk_before === null ? null : arrivals.to_process_before),
    medianDecisionHours: kpi(hoursToTheMinute(decisions.median_seconds), hoursToTheMinute(decisions.median_seconds_before)),
    averageRisk: kpi(oneDecimal(arrivals.average_risk), oneDecimal(arrivals.average_risk_before)),
    approvalRate: kpi(rate(decisions.signed, decisions.decided), rate(decisions.signed_before, decisions.decided_before)),
    riskDistribution: { safe: arrivals.safe, caution: arrivals.caution, danger: arrivals.danger },
    topSenders,
  };
}

/** The senders that sent the most documents in the period, with those documents' mean risk. */
export async function topSendersOf(services: Services, organizationId: string, from: Date, to: Date, limit: number): Promise<SenderVolume[]> {
  const rows = await services.db.prisma.$queryRaw<{ sender_id: string; documents: number; average_risk: number | null }[]>`
    SELECT d."senderId"::text AS sender_id, count(*)::int AS documents, round(avg(d."riskScore"), 1)::float8 AS average_risk
      FROM "Document" d JOIN "Sender" s ON s.id = d."senderId"
     WHERE d."organizationId" = ${organizationId}::uuid AND d."receivedAt" >= ${from} AND d."receivedAt" <= ${to}
     GROUP BY d."senderId", s.name
     ORDER BY documents DESC, s.name
     LIMIT ${limit}`;
  return rows.map((row) => ({ senderId: row.sender_id, documents: row.documents, averageRisk: row.average_risk }));
}

/** Pending documents, highest risk first, then the oldest: what to examine next. */
export function priorityDocuments(services: Services, viewer: Viewer | null, limit: number): Promise<Document[]> {
  const scope = inOrganization(assertCan(viewer, 'document.read'));
  return services.db.prisma.document.findMany({
    where: { ...scope, status: 'PENDING' },
    orderBy: [{ riskScore: 'desc' }, { receivedAt: 'asc' }, { id: 'asc' }],
    take: limit,
  });
}

export interface ActivityEntry {
  id: string;
  action: string;
  at: Date;
  actorName: string | null;
  entityType: string;
  entityId: string | null;
  /** The document's title when the entry is about a document that still exists. */
  documentTitle: string | null;
}

/**
 * The organization's latest work on documents and senders from the audit log, newest first, with who
 * did it and on which document (security entries such as API keys stay in the audit screen).
 */
export async function recentActivity(services: Services, viewer: Viewer | null, limit: number): Promise<ActivityEntry[]> {
  const { organizationId } = inOrganization(assertCan(viewer, 'analytics.read'));
  const rows = await services.db.prisma.$queryRaw<
    { id: string; action: string; created_at: Date; actor_name: string | null; entity_type: string; entity_id: string | null; document_title: string | null }[]
  >`
    SELECT e.id::text, e.action, e."createdAt" AS created_at, u."fullName" AS actor_name, e."entityType" AS entity_type, e."entityId" AS entity_id, d.title AS document_title
      FROM "AuditEvent" e
      LEFT JOIN "User" u ON u.id = e."actorId" AND u."organizationId" = e."organizationId"
      LEFT JOIN "Document" d ON e."entityType" = 'Document' AND d.id::text = e."entityId" AND d."organizationId" = e."organizationId"
     WHERE e."organizationId" = ${organizationId}::uuid AND e."entityType" IN ('Document', 'Sender')
     ORDER BY e."createdAt" DESC, e.id DESC
     LIMIT ${limit}`;
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    at: row.created_at,
    actorName: row.actor_name,
    entityType: row.entity_type,
    entityId: row.entity_id,
    documentTitle: row.document_title,
  }));
}
