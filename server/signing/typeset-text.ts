import { readFileSync } from 'node:fs';
import { PDFDocument, rgb, type PDFFont } from 'pdf-lib';

/** DejaVu Sans (fonts/LICENSE): Latin, Greek and Cyrillic, so every name and clause prints as written. */
const FONT_FILES = { regular: new URL('./fonts/DejaVuSans.ttf', import.meta.url), bold: new URL('./fonts/DejaVuSans-Bold.ttf', import.meta.url) };
let fontBytes: { regular: Buffer; bold: Buffer } | null = null;

const NO_SHAPING = { kern: false, liga: false, clig: false, calt: false, ccmp: false, locl: false, mark: false, mkmk: false, rlig: false };

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** The Unicode fonts, embedded as subsets (only the glyphs the document uses). */
export async function embedFonts(pdf: PDFDocument): Promise<Fonts> {
  fontBytes ??= { regular: readFileSync(FONT_FILES.regular), bold: readFileSync(FONT_FILES.bold) };
  // Loaded with the first document signed: the font toolkit costs a quarter of a second to load.
  pdf.registerFontkit((await import('@pdf-lib/fontkit')).default);
  return {
    regular: await pdf.embedFont(fontBytes.regular, { subset: true, features: NO_SHAPING }),
    bold: await pdf.embedFont(fontBytes.bold, { subset: true, features: NO_SHAPING }),
  };
}

/** Characters a page cannot show (controls, tabs): tabs become spaces, the rest goes. */
const clean = (text: string) => text.replace(/\t/g, '    ').replace(/(?![\n\r])[\p{Cc}\u200B\uFEFF]/gu, '');

/**
 * The lines a text takes at `size` in `width` points: its own line breaks kept (an empty line
 * stays empty), long lines wrapped at spaces, a word longer than the line cut where it overflows.
 */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  // Laying text out with the font is slow: words are measured once each, a line is the sum of its words.
  const measured = new Map<string, number>();
  const widthOf = (piece: string) => {
    let found = measured.get(piece);
    if (found === undefined) measured.set(piece, (found = font.widthOfTextAtSize(piece, size)));
    return found;
  };
  const space = widthOf(' ');
  for (const source of clean(text).split(/\r\n|\r|\n|\u2028|\u2029/)) {
    let line = '';
    let lineWidth = 0;
    for (const word of source.split(/ +/)) {
      const wordWidth = widthOf(word);
      if (line && lineWidth + space + wordWidth <= width) {
        line += ` ${word}`;
        lineWidth += space + wordWidth;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      lineWidth = 0;
      // A word longer than the line is cut where it overflows.
      for (const piece of wordWidth <= width ? [word] : word) {
        const pieceWidth = widthOf(piece);
        if (line && lineWidth + pieceWidth > width) {
          lines.push(line);
          line = '';
          lineWidth = 0;
        }
        line += piece;
        lineWidth += pieceWidth;
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

const PAGE = { width: 595, height: 842, margin: 56, size: 10.5, leading: 14 } as const;

/**
 * A text document set in A4 pages: the Unicode font, its paragraphs and line breaks as written,
 * long lines wrapped, "n / total" at the foot of each page.
 */
export async function typesetText(text: string): Promise<PDFDocument> {
  const pdf = await PDFDocument.create();
  const fonts = await embedFonts(pdf);
  const lines = wrapText(text.trim() || ' ', fonts.regular, PAGE.size, PAGE.width - 2 * PAGE.margin);
  const perPage = Math.floor((PAGE.height - 2 * PAGE.margin) / PAGE.leading);
  const total = Math.ceil(lines.length / perPage);
  for (let number = 1; number <= total; number++) {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    lines.slice((number - 1) * perPage, number * perPage).forEach((line, index) => {
      if (line) page.drawText(line, { x: PAGE.margin, y: PAGE.height - PAGE.margin - PAGE.size - index * PAGE.leading, size: PAGE.size, font: fonts.regular });
    });
    const folio = `${number} / ${total}`;
    page.drawText(folio, { x: (PAGE.width - fonts.regular.widthOfTextAtSize(folio, 8)) / 2, y: 28, size: 8, font: fonts.regular, color: rgb(0.4, 0.4, 0.45) });
  }
  return pdf;
}
