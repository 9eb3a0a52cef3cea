import { assertCan } from '../access/policy';
import type { Viewer } from '../auth/viewer';
import { AppError } from '../errors';
import type { Services } from '../services';
import { documentWhere, type DocumentFilter } from './document-filter';

export const PAGE_SIZE_MAX = 100;

/** A page of the organization's documents, newest first, continued by the last id of the previous page. */
export async function pageDocuments(services: Services, viewer: Viewer | null, input: { filter?: DocumentFilter | null; limit: number; after?: string | null }) {
  const reader = assertCan(viewer, 'document.read');
  const limit = Math.min(Math.max(Math.trunc(input.limit), 1), PAGE_SIZE_MAX);
  const where = documentWhere(reader, input.filter);
  let cursor: { createdAt: Date; id: string } | null = null;
  if (input.after) {
    cursor = await services.db.prisma.document.findFirst({ where: { ...where, id: input.after }, select: { createdAt: true, id: true } }).catch(() => null);
    if (!cursor) throw new AppError('INVALID_CURSOR', 'The cursor does not name a document of this list');
  }
  const rows = await services.db.prisma.document.findMany({
    where: cursor ? { AND: [where, { OR: [{ createdAt: { lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { lt: cursor.id } }] }] } : where,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit + 1,
    include: { sender: { select: { id: true, name: true, email: true, domain: true } } },
  });
  return { documents: rows.slice(0, limit), next: rows.length > limit ? rows[limit - 1].id : null };
}
