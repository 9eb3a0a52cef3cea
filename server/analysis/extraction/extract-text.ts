import { AppError, FileTooLarge } from '../../errors';
import type { ExtractedText, ExtractionLimits } from '../types';
import { detectFileKind } from './detect-file-kind';
import { extractDoc } from './extract-doc';
import { extractDocx } from './extract-docx';
import { extractPdf } from './extract-pdf';
import { extractTxt } from './extract-txt';

export const DEFAULT_EXTRACTION_LIMITS: ExtractionLimits = {
  maxBytes: 10 * 1024 * 1024,
  maxPages: 500,
  timeoutMs: 15_000,
  maxEntries: 2000,
  maxUncompressedBytes: 50 * 1024 * 1024,
};

function extractByKind(buffer: Uint8Array, filename: string, limits: ExtractionLimits, deadline: number): Promise<ExtractedText> {
  const kind = detectFileKind(buffer, filename);
  switch (kind) {
    case 'pdf':
      return extractPdf(buffer, limits.maxPages, deadline);
    case 'docx':
      return extractDocx(buffer, limits);
    case 'doc':
      return extractDoc(buffer);
    case 'txt':
      return Promise.resolve(extractTxt(buffer));
  }
}

/** Text of an uploaded PDF, DOCX, DOC or TXT file, within size, page, archive and time limits. */
export async function extractText(file: { buffer: Uint8Array; filename: string }, limits: Partial<ExtractionLimits> = {}): Promise<ExtractedText> {
  const effective = { ...DEFAULT_EXTRACTION_LIMITS, ...limits };
  if (file.buffer.byteLength > effective.maxBytes) {
    throw new FileTooLarge(`File is ${file.buffer.byteLength} bytes`, effective.maxBytes, { bytes: file.buffer.byteLength });
  }
  const deadline = Date.now() + effective.timeoutMs;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AppError('EXTRACTION_TIMEOUT', `Extraction exceeded ${effective.timeoutMs} ms`)), effective.timeoutMs);
  });
  try {
    return await Promise.race([extractByKind(file.buffer, file.filename, effective, deadline), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
