/** Part of one pdf.js text item covered by a finding: `str.slice(start, end)`. */
export interface MarkedRange {
  start: number;
  end: number;
  finding: number;
}

/**
 * Finds each finding's excerpt among the text items of a PDF as pdf.js lists them, page by page,
 * from the page the finding names (`excerptPages`, from 1) when it names one.
 *
 * The server extracted the text from the same items, spacing them its own way; the comparison
 * therefore ignores whitespace (and folds compatibility characters such as ligatures), so an
 * excerpt matches whichever way its items were spaced, across lines and pages.
 *
 * Returns, for each page, item index → the ranges of that item's text covered by findings, in
 * order and without overlap (where two excerpts overlap, the first finding keeps the characters).
 */
export function locateExcerpts(
  pages: readonly (readonly string[])[],
  excerpts: readonly string[],
  excerptPages: readonly (number | null | undefined)[] = [],
): Array<Map<number, MarkedRange[]>> {
  let haystack = '';
  // For each UTF-16 unit of the haystack: its page, item, and the source character's span in the item.
  const owners: Array<[page: number, item: number, start: number, end: number]> = [];
  // Where each page begins in the haystack.
  const pageStarts: number[] = [];
  pages.forEach((items, page) => {
    pageStarts.push(haystack.length);
    items.forEach((text, item) => {
      let offset = 0;
      for (const char of text) {
        const folded = fold(char);
        haystack += folded;
        for (let unit = 0; unit < folded.length; unit++) owners.push([page, item, offset, offset + char.length]);
        offset += char.length;
      }
    });
  });
  // Per page and item: which finding owns each character of the item's text (-1: none).
  const owned = pages.map(() => new Map<number, Int32Array>());
  // The same clause may be found on several pages: each finding marks its own occurrence, the one on
  // its page when it names one, else the one after the previous finding of the same words.
  const lastFound = new Map<string, number>();
  excerpts.forEach((excerpt, finding) => {
    const needle = [...excerpt].map(fold).join('');
    if (!needle) return;
    const page = excerptPages[finding];
    const from = page ? (pageStarts[page - 1] ?? 0) : (lastFound.get(needle) ?? -1) + 1;
    let at = haystack.indexOf(needle, from);
    if (at < 0) at = haystack.indexOf(needle);
    if (at < 0) return;
    lastFound.set(needle, at);
    // The covered span of each item the excerpt crosses, whitespace between its characters included.
    const spans = new Map<string, [page: number, item: number, start: number, end: number]>();
    for (let k = at; k < at + needle.length; k++) {
      const [page, item, start, end] = owners[k];
      const key = `${page}:${item}`;
      const span = spans.get(key);
      if (span) span[3] = end;
      else spans.set(key, [page, item, start, end]);
    }
    for (const [page, item, start, end] of spans.values()) {
      let chars = owned[page].get(item);
      if (!chars) owned[page].set(item, (chars = new Int32Array(pages[page][item].length).fill(-1)));
      for (let c = start; c < end; c++) if (chars[c] < 0) chars[c] = finding;
    }
  });
  return owned.map((items) => new Map([...items].map(([item, chars]) => [item, runs(chars)])));
}

/** One character as the comparison sees it: whitespace dropped, compatibility forms folded. */
function fold(char: string): string {
  return /\s/.test(char) ? '' : char.normalize('NFKC');
}

/** Consecutive characters owned by the same finding, as ranges. */
function runs(chars: Int32Array): MarkedRange[] {
  const ranges: MarkedRange[] = [];
  for (let c = 0; c < chars.length; c++) {
    if (chars[c] < 0) continue;
    const last = ranges[ranges.length - 1];
    if (last && last.end === c && last.finding === chars[c]) last.end = c + 1;
    else ranges.push({ start: c, end: c + 1, finding: chars[c] });
  }
  return ranges;
}
