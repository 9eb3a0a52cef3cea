import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import { AppError } from '../errors';
import type { Services } from '../services';
import { RISK_BAND_RANGES } from '../shared/risk-bands';

export interface AnalyticsPeriod {
  /** Inclusive. */
  from: Date;
  /** Exclusive. */
  to: Date;
}

export interface AnalyticsSummary {
  documents: number;
  pending: number;
  signed: number;
  refused: number;
  /** Mean risk score of the period's documents, one decimal; null when there are none. */
  averageRisk: number | null;
  byRiskBand: { safe: number; caution: number; danger: number };
}

interface SummaryRow {
  documents: number;
  pending: number;
  signed: number;
  refused: number;
  average_risk: number | null;
  safe: number;
  caution: number;
  danger: number;
}

/** The organization's documents received in the period, counted in one aggregate statement. */
export async function summarizeAnalytics(services: Services, viewer: Viewer | null, period: AnalyticsPeriod): Promise<AnalyticsSummary> {
  const { organizationId } = inOrganization(assertCan(viewer, 'analytics.read'));
  if (!(period.from.getTime() < period.to.getTime())) throw new AppError('INVALID_PERIOD', 'The period must end after it starts');
  const { SAFE, CAUTION, DANGER } = RISK_BAND_RANGES;
  const [row] = await services.db.prisma.$queryRaw<SummaryRow[]>`
    SELECT count(*)::int AS documents,
           (count(*) FILTER (WHERE status = 'PENDING'))::int AS pending,
           (count(*) FILTER (WHERE status = 'SIGNED'))::int AS signed,
           (count(*) FILTER (WHERE status = 'REFUSED'))::int AS refused,
           round(avg("riskScore"), 1)::float8 AS average_risk,
           (count(*) FILTER (WHERE "riskScore" BETWEEN ${SAFE.min} AND ${SAFE.max}))::int AS safe,
           (count(*) FILTER (WHERE "riskScore" BETWEEN ${CAUTION.min} AND ${CAUTION.max}))::int AS caution,
           (count(*) FILTER (WHERE "riskScore" BETWEEN ${DANGER.min} AND ${DANGER.max}))::int AS danger
      FROM "Document"
     WHERE "organizationId" = ${organizationId}::uuid AND "receivedAt" >= ${period.from} AND "receivedAt" < ${period.to}`;
  return {
    documents: row.documents,
    pending: row.pending,
    signed: row.signed,
    refused: row.refused,
    averageRisk: row.average_risk,
    byRiskBand: { safe: row.safe, caution: row.caution, danger: row.danger },
  };
}
