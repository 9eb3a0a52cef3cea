import { Prisma } from '../db/generated/client';
import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../auth/viewer';
import type { Services } from '../services';
import { RISK_MAX, RISK_MIN } from '../shared/risk-bands';

export interface SenderFigures {
  id: string;
  name: string;
  email: string | null;
  domain: string;
  documents: number;
  averageRisk: number | null;
  /** 0–10: 10 when the sender's documents average the lowest risk, 0 at the highest (README, "Sender reliability"). */
  reliabilityScore: number | null;
}

interface SenderRow {
  id: string;
  name: string;
  email: string | null;
  domain: string;
  documents: number;
  average_risk: number | null;
}

/** The organization's senders with their document figures, one aggregate statement; `senderId` narrows it to one. */
export async function listSenders(services: Services, viewer: Viewer | null, options: { senderId?: string; limit?: number } = {}): Promise<SenderFigures[]> {
  const { organizationId } = inOrganization(assertCan(viewer, 'sender.read'));
  const only = options.senderId ? Prisma.sql`AND s.id = ${options.senderId}::uuid` : Prisma.empty;
  const rows = await services.db.prisma.$queryRaw<SenderRow[]>`
    SELECT s.id, s.name, s.email, s.domain, count(d.id)::int AS documents, round(avg(d."riskScore"), 1)::float8 AS average_risk
      FROM "Sender" s LEFT JOIN "Document" d ON d."senderId" = s.id AND d."organizationId" = s."organizationId"
     WHERE s."organizationId" = ${organizationId}::uuid ${only}
     GROUP BY s.id
     ORDER BY s.name, s.id
     LIMIT ${options.limit ?? 500}`;
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    domain: row.domain,
    documents: row.documents,
    averageRisk: row.average_risk,
    reliabilityScore: row.average_risk === null ? null : senderReliability(row.average_risk),
  }));
}

/** Mean risk 1 → 10, mean risk 10 → 0, linear in between, one decimal. */
export function senderReliability(averageRisk: number): number {
  return Math.round(((RISK_MAX - averageRisk) / (RISK_MAX - RISK_MIN)) * 100) / 10;
}
