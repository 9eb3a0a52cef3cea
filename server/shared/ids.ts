const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Row ids are UUIDs: anything else names no row (and must never reach the database as one). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * A document has two spellings of one id: its row UUID (REST, webhooks) and its GraphQL global id
 * (base64 of `Document:<uuid>`, the web app's addresses). Every door accepts both.
 */
export function documentGlobalId(rowId: string): string {
  return btoa(`Document:${rowId}`);
}

/** The row UUID a document id names, in either spelling; null when it names no document. */
export function documentRowId(id: string): string | null {
  if (isUuid(id)) return id;
  try {
    const [typename, rowId] = atob(id).split(/:(.*)/s);
    return typename === 'Document' && rowId !== undefined && isUuid(rowId) ? rowId : null;
  } catch {
    return null;
  }
}

/** An id no row has (the nil UUID): a lookup scoped to it finds nothing, as one outside the caller's organization must. */
export const NO_ORGANIZATION = '00000000-0000-0000-0000-000000000000';
