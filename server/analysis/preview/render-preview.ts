import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { AppError } from '../../errors';

/** Previews fit in a square of this many pixels. */
export const PREVIEW_SIZE = 320;
/** What a preview is made from: the first page of a PDF, or an image (SVG included, drawn to pixels). */
export type PreviewSource = 'pdf' | 'image';

/** An image of at most this many pixels is read; anything larger is refused rather than decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

const unavailable = () => new AppError('PREVIEW_UNAVAILABLE', 'No preview can be drawn from this file');

/**
 * A small WebP picture of a file: its first page for a PDF, the image itself otherwise, scaled to
 * fit PREVIEW_SIZE × PREVIEW_SIZE. Always pixels, never the file's own markup (an SVG's scripts do not survive). CPU
 * work: it runs on the analysis pool's threads.
 */
export async function renderPreview(bytes: Uint8Array, source: PreviewSource): Promise<Uint8Array> {
  try {
    const pixels = source === 'pdf' ? await firstPage(bytes) : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const { default: sharp } = await import('sharp');
    const webp = await sharp(pixels, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PREVIEW_SIZE, PREVIEW_SIZE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .webp({ quality: 80 })
      .toBuffer();
    return new Uint8Array(webp.buffer, webp.byteOffset, webp.byteLength);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unavailable();
  }
}

/** The first page drawn PREVIEW_SIZE pixels wide (then fitted in the square), as PNG. */
async function firstPage(bytes: Uint8Array): Promise<Buffer> {
  // pdf.js takes the array over: it works on a copy.
  const pdf = await getDocument({ data: bytes.slice(), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  try {
    const page = await pdf.getPage(1);
    const { width } = page.getViewport({ scale: 1 });
    if (!(width > 0)) throw unavailable();
    const viewport = page.getViewport({ scale: PREVIEW_SIZE / width });
    const factory = pdf.canvasFactory as { create(width: number, height: number): { canvas: unknown; context: unknown } };
    const drawing = factory.create(Math.ceil(viewport.width), Math.ceil(Math.min(viewport.height, PREVIEW_SIZE * 4)));
    const canvas = drawing.canvas as unknown as HTMLCanvasElement & { toBuffer(type: 'image/png'): Buffer };
    await page.render({ canvas, canvasContext: drawing.context as CanvasRenderingContext2D, viewport }).promise;
    return canvas.toBuffer('image/png');
  } finally {
    await pdf.destroy();
  }
}
