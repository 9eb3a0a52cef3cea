import { assertCan } from '../access/policy';
import type { Viewer } from '../auth/viewer';
import type { Prisma } from '../db/generated/client';
import { getDatamodel } from '../db/generated/pothos-types';
import type { Services } from '../services';
import { documentWhere, type DocumentFilter } from './document-filter';

/** What the list needs from Prisma's query arguments (as built from the GraphQL selection). */
export interface DocumentPageQuery {
  select?: Record<string, unknown>;
  include?: Record<string, unknown>;
  take: number;
  skip: number;
  cursor?: { id?: string };
}

const NEWEST_FIRST: Prisma.DocumentOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

/**
 * One page of the organization's documents, newest first, as rows for the GraphQL layer. The list
 * is the product's hottest read: its common shape (no filter, forward paging, scalar fields and the
 * sender) is one hand-written statement, with timestamps as ISO strings; anything else goes through
 * Prisma. Both are scoped to the viewer's organization.
 */
export async function listDocuments(
  services: Services,
  viewer: Viewer,
  filter: DocumentFilter | null,
  query: DocumentPageQuery,
  /** The fields the caller asked for; without them every column is read. */
  fields?: RequestedFields | null,
) {
  assertCan(viewer, 'document.read');
  // The statement joins the sender (within the organization) when it is asked for; rows read through
  // Prisma leave it to the request's batched sender loader.
  const plan = filter ? null : planPageSql(fields?.document.has('sender') ? readingSender(query) : query, fields);
  if (plan) {
    const rows = await services.db.sql.query<Record<string, unknown>>(plan.sql, [viewer.organizationId, ...plan.params]);
    return rows.map(plan.toRecord);
  }
  return services.db.prisma.document.findMany({
    ...(query as Prisma.DocumentFindManyArgs),
    where: documentWhere(viewer, filter),
    orderBy: NEWEST_FIRST,
  });
}

/** The same page with each row's sender read alongside (the `sender` field resolves from it). */
function readingSender(query: DocumentPageQuery): DocumentPageQuery {
  if (query.select) return query.select.sender ? query : { ...query, select: { ...query.select, sender: true } };
  return query.include?.sender ? query : { ...query, include: { ...query.include, sender: true } };
}

const models = getDatamodel().datamodel.models;
const scalarTypes = (model: string) =>
  new Map(models[model].fields.filter((field) => field.kind === 'scalar' || field.kind === 'enum').map((field) => [field.name, field.type]));
const DOCUMENT_COLUMNS = scalarTypes('Document');
const SENDER_COLUMNS = scalarTypes('Sender');
const SENDER_PREFIX = 'sender__';
const SENDER_ID = `${SENDER_PREFIX}id`;

// Timestamps are stored without a zone, in UTC, and leave as the ISO 8601 strings the API answers
// with: formatted by PostgreSQL rather than parsed into a Date and printed again for every row.
const column = (table: string, name: string, type: string, alias = name) =>
  type === 'DateTime' ? `to_char(${table}."${name}", '${ISO_8601_UTC}') AS "${alias}"` : `${table}."${name}" AS "${alias}"`;
const ISO_8601_UTC = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';

interface PagePlan {
  sql: string;
  params: unknown[];
  toRecord(row: Record<string, unknown>): Record<string, unknown>;
}

/** The statement for a supported query shape, or null to let Prisma handle it. */
export function planPageSql(query: DocumentPageQuery, fields?: RequestedFields | null): PagePlan | null {
  if ((query.include && query.select) || query.take <= 0) return null;
  // `include` adds relations to every column of the row (narrowed to what the caller asked for
  // when that is known); `select` names the columns.
  const documentFields: string[] = query.select ? [] : (fields && columnsFor(fields.document, DOCUMENT_COLUMNS, DOCUMENT_FIELD_COLUMNS)) || [...DOCUMENT_COLUMNS.keys()];
  let senderFields: string[] | null = null;
  for (const [name, value] of Object.entries(query.select ?? query.include ?? {})) {
    if (query.select && DOCUMENT_COLUMNS.has(name) && value === true) documentFields.push(name);
    else if (name === 'sender') {
      senderFields = (value === true && fields && columnsFor(fields.sender, SENDER_COLUMNS, {})) || senderSelection(value);
      if (!senderFields) return null;
    } else return null;
  }
  const selected = documentFields.map((name) => column('d', name, DOCUMENT_COLUMNS.get(name)!));
  if (senderFields) {
    // The sender's id is read in any case: null when the row has no sender.
    const read = senderFields.includes('id') ? senderFields : ['id', ...senderFields];
    selected.push(...read.map((name) => column('s', name, SENDER_COLUMNS.get(name)!, SENDER_PREFIX + name)));
  }
  const params: unknown[] = [];
  let where = 'd."organizationId" = $1::uuid';
  let skip = query.skip;
  if (query.cursor) {
    if (typeof query.cursor.id !== 'string' || Object.keys(query.cursor).length !== 1) return null;
    params.push(query.cursor.id);
    // Prisma's cursor includes the cursor row; its `skip: 1` steps over it, as `<` does here.
    where += ` AND (d."createdAt", d."id") < (SELECT c."createdAt", c."id" FROM "Document" c WHERE c."id" = $2::uuid AND c."organizationId" = $1::uuid)`;
    skip = Math.max(0, skip - 1);
  }
  params.push(query.take, skip);
  const sql =
    `SELECT ${selected.join(', ')} FROM "Document" d` +
    (senderFields ? ` LEFT JOIN "Sender" s ON s."id" = d."senderId" AND s."organizationId" = d."organizationId"` : '') +
    ` WHERE ${where} ORDER BY d."createdAt" DESC, d."id" DESC LIMIT $${params.length} OFFSET $${params.length + 1}`;
  const senderColumns = senderFields?.map((name) => [name, SENDER_PREFIX + name] as const);
  return {
    sql,
    params,
    toRecord(row) {
      if (!senderColumns) return row;
      const record: Record<string, unknown> = {};
      for (const name of documentFields) record[name] = row[name];
      let sender: Record<string, unknown> | null = null;
      if (row[SENDER_ID] !== null) {
        sender = {};
        for (const [name, alias] of senderColumns) sender[name] = row[alias];
      }
      record.sender = sender;
      return record;
    },
  };
}

function senderSelection(value: unknown): string[] | null {
  if (value === true) return [...SENDER_COLUMNS.keys()];
  if (!value || typeof value !== 'object') return null;
  const { select, ...rest } = value as { select?: Record<string, unknown> };
  if (Object.keys(rest).length > 0 || !select) return null;
  const names = Object.entries(select).map(([name, flag]) => (SENDER_COLUMNS.has(name) && flag === true ? name : null));
  return names.every((name): name is string => name !== null) ? names : null;
}

/** Fields asked of the list's nodes and of their sender. */
export interface RequestedFields {
  document: ReadonlySet<string>;
  sender: ReadonlySet<string>;
}

/** GraphQL fields of Document that read another column than their own name; `sender` is the relation. */
/** The columns the analysis texts are worded from, in the reader's language (`reader-texts.ts`). */
const ANALYSIS_COLUMNS = ['summary', 'keyPoints', 'translations', 'title', 'findings', 'riskScore', 'riskLevel', 'language', 'analysisEngine'];
const DOCUMENT_FIELD_COLUMNS: Record<string, string[]> = { fileUrl: ['id'], sender: [], summary: ANALYSIS_COLUMNS, keyPoints: ANALYSIS_COLUMNS, findings: ['findings', 'analysisEngine'] };

/** The columns that answer the given fields, or null when one of them needs more (e.g. `text`). */
function columnsFor(fields: ReadonlySet<string>, columns: Map<string, string>, special: Record<string, string[]>): string[] | null {
  const needed = new Set<string>(['id']);
  for (const field of fields) {
    if (field === '__typename') continue;
    const mapped = special[field] ?? (columns.has(field) ? [field] : null);
    if (!mapped) return null;
    for (const name of mapped) needed.add(name);
  }
  return [...needed];
}
