import { AppError } from '../../errors';
import type { FileKind } from '../types';

const EXTENSIONS: Record<string, FileKind> = { pdf: 'pdf', docx: 'docx', doc: 'doc', txt: 'txt' };

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const BINARY_MAGICS = [
  [0x4d, 0x5a], // MZ: Windows executable
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0xcf, 0xfa, 0xed, 0xfe], // Mach-O
  [0xca, 0xfe, 0xba, 0xbe],
  [0x23, 0x21], // #! script
  PDF_MAGIC,
  ZIP_MAGIC,
  OLE_MAGIC,
  [0x1f, 0x8b], // gzip
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
];

function startsWith(buffer: Uint8Array, magic: number[], at = 0): boolean {
  if (buffer.length < at + magic.length) return false;
  return magic.every((byte, i) => buffer[at + i] === byte);
}

/**
 * PDF writers may put a few junk bytes before the header; readers accept it within the first KiB.
 * Not after another format's signature: an executable with a PDF appended (a polyglot) is refused,
 * since other programs would run or open it as what it first claims to be.
 */
function hasPdfHeader(buffer: Uint8Array): boolean {
  if (BINARY_MAGICS.some((magic) => magic !== PDF_MAGIC && startsWith(buffer, magic))) return false;
  const limit = Math.min(buffer.length - PDF_MAGIC.length, 1024);
  for (let i = 0; i <= limit; i++) if (startsWith(buffer, PDF_MAGIC, i)) return true;
  return false;
}

function looksLikeText(buffer: Uint8Array): boolean {
  if (startsWith(buffer, [0xff, 0xfe]) || startsWith(buffer, [0xfe, 0xff])) return true; // UTF-16 BOM
  if (BINARY_MAGICS.some((magic) => startsWith(buffer, magic))) return false;
  const sample = buffer.subarray(0, 8192);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return false;
    if (byte < 9 || (byte > 13 && byte < 32)) control++;
  }
  return control <= sample.length * 0.01;
}

function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

/**
 * The kind the extension claims, confirmed by the content's magic bytes, so that a renamed
 * executable or archive never reaches a parser.
 */
export function detectFileKind(buffer: Uint8Array, filename: string): FileKind {
  const extension = extensionOf(filename);
  const kind = EXTENSIONS[extension];
  if (!kind) {
    throw new AppError('UNSUPPORTED_FILE_TYPE', `Unsupported file extension ".${extension}"`, { filename });
  }
  const matches =
    kind === 'pdf'
      ? hasPdfHeader(buffer)
      : kind === 'docx'
        ? startsWith(buffer, ZIP_MAGIC)
        : kind === 'doc'
          ? startsWith(buffer, OLE_MAGIC)
          : looksLikeText(buffer);
  if (!matches) {
    throw new AppError('FILE_TYPE_MISMATCH', `Content of "${filename}" is not a ${kind.toUpperCase()} file`, { filename, kind });
  }
  return kind;
}
