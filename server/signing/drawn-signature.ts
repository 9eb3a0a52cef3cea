import { crc32, inflateSync } from 'node:zlib';
import { AppError } from '../errors';

/** A drawn signature: a small PNG, nothing else. */
export function assertDrawnSignature(png: Uint8Array): void {
  const isPng = png.length > 24 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => png[index] === byte);
  if (!isPng) throw new AppError('INVALID_SIGNATURE_IMAGE', 'The drawn signature must be a PNG image');
  if (png.length > 200 * 1024) throw new AppError('INVALID_SIGNATURE_IMAGE', 'The drawn signature must be at most 200 KB');
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  if (width > 1200 || height > 600) throw new AppError('INVALID_SIGNATURE_IMAGE', 'The drawn signature must be at most 1200 × 600 pixels');
  if (!isDecodablePng(png)) throw new AppError('INVALID_SIGNATURE_IMAGE', 'The drawn signature is not a complete, readable PNG image');
}

/** Samples per pixel of each PNG colour type (grey, RGB, palette, grey + alpha, RGBA). */
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/**
 * Reads the whole PNG as a decoder would: every chunk whole with its checksum, a header, image data
 * that inflates to the size the header announces (for non-interlaced images), an end. A truncated or
 * garbled image is refused here rather than failing later inside the PDF renderer.
 */
function isDecodablePng(png: Uint8Array): boolean {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const data: Uint8Array[] = [];
  let header: { width: number; height: number; bitDepth: number; colorType: number; interlaced: boolean } | null = null;
  let hasPalette = false;
  for (let offset = 8; ;) {
    if (offset + 12 > png.length) return false;
    const length = view.getUint32(offset);
    const end = offset + 8 + length;
    if (end + 4 > png.length || crc32(png.subarray(offset + 4, end)) !== view.getUint32(end)) return false;
    const type = String.fromCharCode(...png.subarray(offset + 4, offset + 8));
    const body = png.subarray(offset + 8, end);
    if (!header && type !== 'IHDR') return false;
    if (type === 'IHDR' && length === 13)
      header = { width: view.getUint32(offset + 8), height: view.getUint32(offset + 12), bitDepth: body[8], colorType: body[9], interlaced: body[12] === 1 };
    if (type === 'PLTE') hasPalette = true;
    if (type === 'IDAT') data.push(body);
    if (type === 'IEND') break;
    offset = end + 4;
  }
  const channels = header ? PNG_CHANNELS[header.colorType] : undefined;
  if (!header || !channels || !data.length || (header.colorType === 3 && !hasPalette)) return false;
  const expected = header.height * (1 + Math.ceil((header.width * channels * header.bitDepth) / 8));
  try {
    const pixels = inflateSync(Buffer.concat(data), { maxOutputLength: 2 * expected + 1024 });
    return header.interlaced ? pixels.length > 0 : pixels.length === expected;
  } catch {
    return false;
  }
}
