/**
 * Finds each finding's excerpt among the text items of a PDF as pdf.js lists them, page by page.
 *
 * The server extracted the text from the same items, spacing them its own way; the comparison
 * therefore ignores whitespace (and folds compatibility characters such as ligatures), so an
 * excerpt matches whichever way its items were spaced, across lines and pages.
 *
 * Returns, for each page, item index → index of the first finding whose excerpt covers that item.
 */
export function locateExcerpts(pages: readonly (readonly string[])[], excerpts: readonly string[]): Array<Map<number, number>> {
  let haystack = '';
  const owners: Array<[page: number, item: number]> = [];
  pages.forEach((items, page) => {
    items.forEach((text, item) => {
      for (const char of compact(text)) {
        haystack += char;
        for (let unit = 0; unit < char.length; unit++) owners.push([page, item]);
      }
    });
  });
  const located = pages.map(() => new Map<number, number>());
  excerpts.forEach((excerpt, finding) => {
    const needle = compact(excerpt);
    if (!needle) return;
    const at = haystack.indexOf(needle);
    if (at < 0) return;
    for (let k = at; k < at + needle.length; k++) {
      const [page, item] = owners[k];
      if (!located[page].has(item)) located[page].set(item, finding);
    }
  });
  return located;
}

function compact(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, '');
}
