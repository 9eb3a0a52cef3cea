import { assertCan } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { Services } from '../services';
import { RISK_BAND_RANGES } from '../shared/risk-bands';
import { documentWhere, type DocumentFilter } from './document-filter';

export interface DocumentStats {
  total: number;
  pending: number;
  highRisk: number;
  signed: number;
}

/** The four figures of the documents screen, over the same filter as the table. */
export async function documentStats(services: Services, viewer: Viewer, filter?: DocumentFilter | null): Promise<DocumentStats> {
  const where = documentWhere(assertCan(viewer, 'document.read'), filter);
  const [byStatus, highRisk] = await Promise.all([
    services.db.prisma.document.groupBy({ by: ['status'], where, _count: { _all: true } }),
    services.db.prisma.document.count({ where: { AND: [where, { riskScore: { gte: RISK_BAND_RANGES.DANGER.min } }] } }),
  ]);
  const count = (status: string) => byStatus.find((row) => row.status === status)?._count._all ?? 0;
  return { total: byStatus.reduce((sum, row) => sum + row._count._all, 0), pending: count('PENDING'), highRisk, signed: count('SIGNED') };
}
