import type { ExtractedText } from '../types';

function decode(buffer: Uint8Array): string {
  if (buffer[0] === 0xff && buffer[1] === 0xfe) return new TextDecoder('utf-16le').decode(buffer.subarray(2));
  if (buffer[0] === 0xfe && buffer[1] === 0xff) return new TextDecoder('utf-16be').decode(buffer.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(buffer);
  } catch {
    // Not UTF-8: legacy Windows documents are mostly cp1252.
    return new TextDecoder('windows-1252').decode(buffer);
  }
}

export function extractTxt(buffer: Uint8Array): ExtractedText {
  return { text: decode(buffer).replace(/\r\n?/g, '\n'), pageCount: null, pageStarts: null, kind: 'txt', scanned: false };
}
