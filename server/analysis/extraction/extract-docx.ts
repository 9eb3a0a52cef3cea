import { AppError } from '../../errors';
import type { ExtractedText } from '../types';
import { inspectZip, type ZipBudget } from './zip-guard';

export async function extractDocx(buffer: Uint8Array, budget: ZipBudget): Promise<ExtractedText> {
  const entries = await inspectZip(buffer, budget);
  if (!entries.includes('word/document.xml')) {
    throw new AppError('CORRUPT_FILE', 'DOCX archive has no word/document.xml');
  }
  try {
    const bytes = Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength);
    const { default: mammoth } = await import('mammoth');
    const [{ value }, pageCount] = await Promise.all([mammoth.extractRawText({ buffer: bytes }), savedPageCount(bytes, entries)]);
    return { text: value.replace(/\n{3,}/g, '\n\n').trim(), pageCount, pageStarts: null, kind: 'docx', scanned: false };
  } catch (error) {
    throw new AppError('CORRUPT_FILE', `Unreadable DOCX: ${(error as Error).message}`);
  }
}

/**
 * The page count the word processor recorded when it last laid the document out
 * (docProps/app.xml); null when it recorded none, as a DOCX has no pages of its own.
 */
async function savedPageCount(bytes: Buffer, entries: string[]): Promise<number | null> {
  if (!entries.includes('docProps/app.xml')) return null;
  const { default: JSZip } = await import('jszip');
  const properties = await (await JSZip.loadAsync(bytes)).file('docProps/app.xml')!.async('string');
  const pages = Number(/<(?:\w+:)?Pages>\s*(\d+)\s*<\/(?:\w+:)?Pages>/.exec(properties)?.[1]);
  return Number.isInteger(pages) && pages > 0 ? pages : null;
}
