import type { Viewer } from '../access/viewer';
import type { DocumentStatus, Prisma } from '../db/generated/client';
import { RISK_BAND_RANGES, type RiskBand } from '../shared/risk-bands';
import { searchText } from '../db/search-text';

export interface DocumentFilter {
  search?: string | null;
  statuses?: DocumentStatus[] | null;
  riskBands?: RiskBand[] | null;
  senderIds?: string[] | null;
  types?: string[] | null;
  tags?: string[] | null;
  receivedFrom?: Date | null;
  receivedTo?: Date | null;
}

/** Always scoped to the viewer's organization, whatever the filter says. */
export function documentWhere(viewer: Viewer, filter?: DocumentFilter | null): Prisma.DocumentWhereInput {
  const where: Prisma.DocumentWhereInput = { organizationId: viewer.organizationId };
  if (!filter) return where;
  const and: Prisma.DocumentWhereInput[] = [];
  // Titles, file names and senders hold the text; a tag is the whole of it.
  const search = filter.search?.trim();
  const text = searchText(search);
  if (search && text) {
    and.push({
      OR: [
        { titleFold: { contains: text, mode: 'insensitive' } },
        { originalFilenameFold: { contains: text, mode: 'insensitive' } },
        { sender: { is: { OR: [{ nameFold: { contains: text, mode: 'insensitive' } }, { domain: { contains: text, mode: 'insensitive' } }] } } },
        { tags: { has: search } },
      ],
    });
  }
  if (filter.statuses?.length) where.status = { in: filter.statuses };
  if (filter.riskBands?.length)
    and.push({ OR: filter.riskBands.map((band) => ({ riskScore: { gte: RISK_BAND_RANGES[band].min, lte: RISK_BAND_RANGES[band].max } })) });
  if (filter.senderIds?.length) where.senderId = { in: filter.senderIds };
  if (filter.types?.length) where.type = { in: filter.types };
  if (filter.tags?.length) where.tags = { hasSome: filter.tags };
  if (filter.receivedFrom || filter.receivedTo) where.receivedAt = { gte: filter.receivedFrom ?? undefined, lte: filter.receivedTo ?? undefined };
  if (and.length) where.AND = and;
  return where;
}
