import { AppError } from '../../errors';
import type { ExtractedText } from '../types';

export async function extractDoc(buffer: Uint8Array): Promise<ExtractedText> {
  const { default: WordExtractor } = await import('word-extractor');
  try {
    const document = await new WordExtractor().extract(Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength));
    const text = document
      .getBody()
      .replace(/\r\n?/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
    return { text, pageCount: null, pageStarts: null, kind: 'doc', scanned: false };
  } catch (error) {
    throw new AppError('CORRUPT_FILE', `Unreadable DOC: ${(error as Error).message}`);
  }
}
