const LIGATURES: Record<string, string> = { œ: 'oe', Œ: 'OE', æ: 'ae', Æ: 'AE' };

/**
 * A text without its accents (decomposed, combining marks dropped) and with the ligatures œ and æ
 * spelled out: what PostgreSQL's `search_fold` makes of it, which computes the `…Fold` columns that
 * searches match (the two are held equal by a test).
 */
export function searchFold(value: string): string {
  return value
    .replace(/[œŒæÆ]/g, (ligature) => LIGATURES[ligature]!)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * What a search box looks for, as the text of a case-insensitive LIKE on a `…Fold` column (Prisma's
 * `contains` with `mode: 'insensitive'`, or `ILIKE` in SQL, which both leave wildcards as they are):
 * its first 200 characters, trimmed and folded (so "echeance" and "ÉCHÉANCE" both find
 * "Échéance"), with `%`, `_` and `\` searched for as typed; null when blank.
 */
export function searchText(search: string | null | undefined): string | null {
  const text = search?.trim().slice(0, 200);
  return text ? searchFold(text).replace(/[\\%_]/g, (character) => `\\${character}`) : null;
}
