/**
 * What a search box looks for, as the text of a case-insensitive LIKE (Prisma's `contains` with
 * `mode: 'insensitive'`, or `ILIKE` in SQL, which both leave wildcards as they are): its first 200
 * characters, trimmed, with `%`, `_` and `\` searched for as typed; null when blank.
 */
export function searchText(search: string | null | undefined): string | null {
  const text = search?.trim().slice(0, 200);
  return text ? text.replace(/[\\%_]/g, (character) => `\\${character}`) : null;
}
