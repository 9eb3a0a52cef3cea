import { getDocumentProxy } from 'unpdf';
import { AppError } from '../../errors';
import type { ExtractedText } from '../types';

/** Below this many letters per page on average, the PDF is taken as an image-only scan. */
const MIN_LETTERS_PER_PAGE = 16;

interface PdfTextItem {
  str?: string;
  hasEOL?: boolean;
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
      let text = '';
      for (const item of content.items as PdfTextItem[]) {
        if (item.str) text += item.str;
        if (item.hasEOL) text += '\n';
        else if (item.str && !item.str.endsWith(' ')) text += ' ';
      }
      pages.push(text.replace(/[ \t]+\n/g, '\n').replace(/[ \t]{2,}/g, ' ').trim());
      page.cleanup();
    }
    const letters = pages.join('').replace(/[^\p{L}]/gu, '').length;
    const scanned = letters < MIN_LETTERS_PER_PAGE * pdf.numPages;
    return { text: scanned ? '' : pages.join('\n\n'), pageCount: pdf.numPages, kind: 'pdf', scanned };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('CORRUPT_FILE', `Unreadable PDF: ${(error as Error).message}`);
  } finally {
    await pdf.destroy();
  }
}
