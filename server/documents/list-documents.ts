import { assertCan } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { Prisma } from '../db/generated/client';
import { AppError } from '../errors';
import type { Services } from '../services';
import { isUuid } from '../shared/ids';
import { documentWhere, type DocumentFilter } from './document-filter';
import { planPageSql, type DocumentPageQuery, type RequestedFields } from './plan-document-page';

export type { DocumentPageQuery, RequestedFields } from './plan-document-page';

export interface ListDocumentsInput {
  filter?: DocumentFilter | null;
  /** Prisma's paging and selection arguments: built from the GraphQL selection, or by the REST door. */
  page: DocumentPageQuery;
  /** The fields the caller asked for; without them every column is read. */
  fields?: RequestedFields | null;
}

const NEWEST_FIRST: Prisma.DocumentOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

/**
 * One page of the organization's documents, newest first: the one list read of every door (GraphQL,
 * REST). The common shape is one hand-written statement (`plan-document-page.ts`) whose timestamps
 * are ISO strings; anything else goes through Prisma. Both are scoped to the caller's organization,
 * and a cursor must name one of its documents.
 */
export async function listDocuments(services: Services, viewer: Viewer | null, input: ListDocumentsInput) {
  const reader = assertCan(viewer, 'document.read');
  const { filter, page, fields } = input;
  const cursorId = page.cursor ? page.cursor.id : null;
  if (cursorId !== null && (typeof cursorId !== 'string' || !isUuid(cursorId))) throw invalidCursor();
  // The statement joins the sender (within the organization) when it is asked for; rows read through
  // Prisma leave it to the request's batched sender loader.
  const plan = filter ? null : planPageSql(fields?.document.has('sender') ? readingSender(page) : page, fields);
  if (plan) {
    const rows = await services.db.sql.query<Record<string, unknown>>(plan.sql, [reader.organizationId, ...plan.params]);
    // An empty page is the only answer a foreign or unknown cursor can give here: told apart from the end of the list.
    if (rows.length === 0 && cursorId) await assertCursorInOrganization(services, reader, cursorId);
    return rows.map(plan.toRecord);
  }
  if (cursorId) await assertCursorInOrganization(services, reader, cursorId);
  return services.db.prisma.document.findMany({ ...(page as Prisma.DocumentFindManyArgs), where: documentWhere(reader, filter), orderBy: NEWEST_FIRST });
}

/** How many of the organization's documents match the filter, over all pages. */
export async function countDocuments(services: Services, viewer: Viewer | null, filter?: DocumentFilter | null): Promise<number> {
  return services.db.prisma.document.count({ where: documentWhere(assertCan(viewer, 'document.read'), filter) });
}

async function assertCursorInOrganization(services: Services, viewer: Viewer, id: string) {
  const found = await services.db.prisma.document.findFirst({ where: { id, organizationId: viewer.organizationId }, select: { id: true } });
  if (!found) throw invalidCursor();
}

const invalidCursor = () => new AppError('INVALID_CURSOR', 'The cursor does not name a document of this list');

/** The same page with each row's sender read alongside (the `sender` field resolves from it). */
function readingSender(query: DocumentPageQuery): DocumentPageQuery {
  if (query.select) return query.select.sender ? query : { ...query, select: { ...query.select, sender: true } };
  return query.include?.sender ? query : { ...query, include: { ...query.include, sender: true } };
}
