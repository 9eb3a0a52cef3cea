import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import { monthStart } from '../billing/plan-limits';
import type { Services } from '../services';
import { senderReliability } from './sender-figures';

export interface SenderSummary {
  total: number;
  trusted: number;
  blocked: number;
  /** Mean of the senders' reliability (0–10), one decimal, over senders with documents. */
  averageReliability: number | null;
  documentsThisMonth: number;
}

/** The cards of the senders screen, in one statement over senders and their documents. */
export async function senderSummary(services: Services, viewer: Viewer | null): Promise<SenderSummary> {
  const { organizationId } = inOrganization(assertCan(viewer, 'sender.read'));
  const since = monthStart(services.clock.now());
  const [row] = await services.db.prisma.$queryRaw<
    [{ total: number; trusted: number; blocked: number; average_risk_mean: number | null; documents_this_month: number }]
  >`
    WITH per_sender AS (
      SELECT s.id, s.status, avg(d."riskScore") AS average_risk, count(d.id) FILTER (WHERE d."receivedAt" >= ${since}) AS this_month
        FROM "Sender" s LEFT JOIN "Document" d ON d."senderId" = s.id AND d."organizationId" = s."organizationId"
       WHERE s."organizationId" = ${organizationId}::uuid
       GROUP BY s.id)
    SELECT count(*)::int AS total,
           (count(*) FILTER (WHERE status = 'TRUSTED'))::int AS trusted,
           (count(*) FILTER (WHERE status = 'BLOCKED'))::int AS blocked,
           avg(round(average_risk, 1))::float8 AS average_risk_mean,
           coalesce(sum(this_month), 0)::int AS documents_this_month
      FROM per_sender`;
  // Reliability is linear in the mean risk, so the mean of reliabilities is the reliability of the mean of means.
  const reliability = row.average_risk_mean === null ? null : senderReliability(row.average_risk_mean);
  return { total: row.total, trusted: row.trusted, blocked: row.blocked, averageReliability: reliability, documentsThisMonth: row.documents_this_month };
}
