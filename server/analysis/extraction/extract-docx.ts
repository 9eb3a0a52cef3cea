import mammoth from 'mammoth';
import { AppError } from '../../errors';
import type { ExtractedText } from '../types';
import { inspectZip, type ZipBudget } from './zip-guard';

export async function extractDocx(buffer: Uint8Array, budget: ZipBudget): Promise<ExtractedText> {
  const entries = await inspectZip(buffer, budget);
  if (!entries.includes('word/document.xml')) {
    throw new AppError('CORRUPT_FILE', 'DOCX archive has no word/document.xml');
  }
  try {
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength) });
    return { text: value.replace(/\n{3,}/g, '\n\n').trim(), pageCount: null, kind: 'docx', scanned: false };
  } catch (error) {
    throw new AppError('CORRUPT_FILE', `Unreadable DOCX: ${(error as Error).message}`);
  }
}
