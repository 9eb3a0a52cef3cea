import { scalarColumns, selectColumn as column } from '../db/row-sql';
import { ANALYSIS_DATA_COLUMNS } from './reader-texts';

/** What the list needs from Prisma's query arguments (as built from the GraphQL selection). */
export interface DocumentPageQuery {
  select?: Record<string, unknown>;
  include?: Record<string, unknown>;
  take: number;
  skip: number;
  cursor?: { id?: string };
}

/**
 * The documents list's own SQL: its common shape (no filter, forward paging, scalar fields and the
 * sender) as one statement, with timestamps as ISO strings; any other shape is left to Prisma.
 */
const DOCUMENT_COLUMNS = scalarColumns('Document');
const SENDER_COLUMNS = scalarColumns('Sender');
const SENDER_PREFIX = 'sender__';
const SENDER_ID = `${SENDER_PREFIX}id`;

// Timestamps leave as the ISO 8601 strings the API answers with, formatted by PostgreSQL rather than
// parsed into a Date and printed again for every row.

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
  const documentFields: string[] = query.select
    ? []
    : (fields && columnsFor(fields.document, DOCUMENT_COLUMNS, DOCUMENT_FIELD_COLUMNS)) || [...DOCUMENT_COLUMNS.keys()];
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

/** GraphQL fields of Document that read other columns than their own name; `sender` is the relation. */
const DOCUMENT_FIELD_COLUMNS: Record<string, readonly string[]> = {
  fileUrl: ['id'],
  sender: [],
  summary: ANALYSIS_DATA_COLUMNS,
  keyPoints: ANALYSIS_DATA_COLUMNS,
  findings: ['findings', 'analysisEngine', 'pageStarts'],
};

/** The columns that answer the given fields, or null when one of them needs more (e.g. `text`). */
function columnsFor(fields: ReadonlySet<string>, columns: Map<string, string>, special: Record<string, readonly string[]>): string[] | null {
  const needed = new Set<string>(['id']);
  for (const field of fields) {
    if (field === '__typename') continue;
    const mapped = special[field] ?? (columns.has(field) ? [field] : null);
    if (!mapped) return null;
    for (const name of mapped) needed.add(name);
  }
  return [...needed];
}
