import { getDatamodel } from './generated/pothos-types';
import type { SqlRunner } from './database';

/**
 * Plain SQL reads of rows that Prisma would otherwise read, for the hottest paths: a statement costs
 * a fraction of Prisma's query planning and result mapping. Only scalar columns are read this way;
 * a selection with relations, counts or list columns is left to Prisma (the functions say so by
 * returning `undefined`).
 */
const models = getDatamodel().datamodel.models;

/** The scalar and enum columns of a model, with their Prisma type. */
export function scalarColumns(model: string): Map<string, string> {
  return new Map(models[model].fields.filter((field) => field.kind === 'scalar' || field.kind === 'enum').map((field) => [field.name, field.type]));
}

/** Columns whose values PostgreSQL's driver returns as Prisma does (lists and big numbers do not). */
function plainColumns(model: string): Map<string, string> {
  const unlike = new Set(['BigInt', 'Decimal', 'Bytes']);
  return new Map(
    models[model].fields
      .filter((field) => (field.kind === 'scalar' || field.kind === 'enum') && !field.isList && !unlike.has(field.type))
      .map((field) => [field.name, field.type]),
  );
}

// Timestamps are stored without a zone, in UTC: formatted by PostgreSQL as ISO 8601, never read as local time.
export const ISO_8601_UTC = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';

/** A column in a select list; timestamps as ISO 8601 strings in UTC. */
export const selectColumn = (table: string, name: string, type: string, alias = name) =>
  type === 'DateTime' ? `to_char(${table}."${name}", '${ISO_8601_UTC}') AS "${alias}"` : `${table}."${name}" AS "${alias}"`;

const PLAIN = new Map<string, Map<string, string>>();
function plainOf(model: string): Map<string, string> {
  let columns = PLAIN.get(model);
  if (!columns) {
    columns = plainColumns(model);
    PLAIN.set(model, columns);
  }
  return columns;
}

/**
 * One row by id, as Prisma would return it for this Pothos/Prisma query (`{}` for every column, or a
 * `select` of scalar columns): the row, null when there is none, or undefined when the query asks
 * for more than scalar columns.
 */
export async function readRowById(
  sql: SqlRunner,
  model: string,
  id: string,
  query: { select?: Record<string, unknown>; include?: Record<string, unknown> },
): Promise<Record<string, unknown> | null | undefined> {
  const columns = plainOf(model);
  if (query.include && Object.keys(query.include).length > 0) return undefined;
  let names: string[];
  if (query.select) {
    names = Object.keys(query.select);
    if (!names.every((name) => query.select![name] === true && columns.has(name))) return undefined;
    if (!names.includes('id')) names.push('id');
  } else {
    if (columns.size !== scalarColumns(model).size) return undefined;
    names = [...columns.keys()];
  }
  const rows = await sql.query<Record<string, unknown>>(
    `SELECT ${names.map((name) => selectColumn('t', name, columns.get(name)!)).join(', ')} FROM "${model}" t WHERE t."id" = $1::uuid`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  for (const name of names) if (columns.get(name) === 'DateTime' && typeof row[name] === 'string') row[name] = new Date(row[name] as string);
  return row;
}
