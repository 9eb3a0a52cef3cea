import { getDocumentProxy } from 'unpdf';
import { AppError } from '../../errors';
import type { ExtractedText } from '../types';

/** Below this many letters per page on average, the PDF is taken as an image-only scan. */
const MIN_LETTERS_PER_PAGE = 16;

interface PdfTextItem {
  str?: string;
  hasEOL?: boolean;
  /** [scaleX, skewY, skewX, scaleY, x, y] */
  transform?: number[];
  width?: number;
  height?: number;
}

/**
 * Joins a page's text runs. pdf.js splits a word wherever its font or glyphs change (a ligature such
 * as "ff" or "fi" is its own run), so a space is added only where the page leaves a gap between two
 * runs of a line; a word hyphenated at the end of a line is joined to its end on the next line.
 */
const LIGATURES: Record<string, string> = { '\uFB00': 'ff', '\uFB01': 'fi', '\uFB02': 'fl', '\uFB03': 'ffi', '\uFB04': 'ffl', '\uFB05': 'st', '\uFB06': 'st' };

export function joinTextItems(items: PdfTextItem[]): string {
  let text = '';
  let previous: { end: number; y: number; size: number } | null = null;
  for (const item of items) {
    const str = item.str ?? '';
    const [, , , scaleY = 0, x, y] = item.transform ?? [];
    const size = Math.abs(item.height || scaleY) || 1;
    if (str && previous && x !== undefined && y !== undefined && !/\s$/.test(text) && text !== '') {
      const sameLine = Math.abs(y - previous.y) < size * 0.5;
      const gap = x - previous.end;
      if (!sameLine || gap > size * 0.12) text += ' ';
    }
    text += str;
    if (item.hasEOL) {
      text += '\n';
      previous = null;
    } else if (str) {
      previous = x !== undefined && y !== undefined ? { end: x + (item.width ?? 0), y, size } : null;
      if (!previous && !str.endsWith(' ')) text += ' ';
    }
  }
  // "twenty-\nfour" → "twenty-four": a line that ends inside a hyphenated word continues on the next;
  // ligature characters (ﬀ, ﬁ, ﬂ, ﬃ, ﬄ, ﬅ, ﬆ) become their letters.
  return text.replace(/(\p{L})-[ \t]*\n[ \t]*(\p{Ll})/gu, '$1-$2').replace(/[\uFB00-\uFB06]/g, (ligature) => LIGATURES[ligature]);
}

/** What separates two pages in the text. */
const PAGE_BREAK = '\n\n';

/** Where each page begins in the pages' text joined by PAGE_BREAK, so that a finding can say which page it is on. */
function pageStarts(pages: readonly string[]): number[] {
  const starts: number[] = [];
  let offset = 0;
  for (const page of pages) {
    starts.push(offset);
    offset += page.length + PAGE_BREAK.length;
  }
  return starts;
}

export async function extractPdf(buffer: Uint8Array, maxPages: number, deadline: number): Promise<ExtractedText> {
  let pdf;
  try {
    // pdf.js detaches the buffer it is given: hand it a copy.
    pdf = await getDocumentProxy(new Uint8Array(buffer), { isEvalSupported: false, verbosity: 0 } as never);
  } catch (error) {
    throw new AppError('CORRUPT_FILE', `Unreadable PDF: ${(error as Error).message}`);
  }
  try {
    if (pdf.numPages > maxPages) {
      throw new AppError('TOO_MANY_PAGES', `PDF has ${pdf.numPages} pages`, { pages: pdf.numPages, maxPages });
    }
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      if (Date.now() > deadline) throw new AppError('EXTRACTION_TIMEOUT', 'PDF text extraction took too long');
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const text = joinTextItems(content.items as PdfTextItem[]);
      pages.push(
        text
          .replace(/[ \t]+\n/g, '\n')
          .replace(/[ \t]{2,}/g, ' ')
          .trim(),
      );
      page.cleanup();
    }
    const letters = pages.join('').replace(/[^\p{L}]/gu, '').length;
    const scanned = letters < MIN_LETTERS_PER_PAGE * pdf.numPages;
    if (scanned) return { text: '', pageCount: pdf.numPages, pageStarts: null, kind: 'pdf', scanned };
    return { text: pages.join(PAGE_BREAK), pageCount: pdf.numPages, pageStarts: pageStarts(pages), kind: 'pdf', scanned };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('CORRUPT_FILE', `Unreadable PDF: ${(error as Error).message}`);
  } finally {
    await pdf.destroy();
  }
}
