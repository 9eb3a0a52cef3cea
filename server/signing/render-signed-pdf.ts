import { crc32, inflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { AppError } from '../errors';

export interface CertificateFacts {
  title: string;
  documentId: string;
  originalSha256: string;
  contentSha256: string;
  /** The original was a DOC, DOCX or TXT file rendered to PDF from its text. */
  renderedFrom: string | null;
  signerName: string;
  signerEmail: string;
  organization: string;
  ip: string | null;
  userAgent: string | null;
  signedAt: Date;
  signatureType: 'SIMPLE' | 'DRAWN' | 'CERTIFIED';
  location: string | null;
  riskScore: number | null;
  certificateSubject: string;
  history: Array<{ at: Date; action: string; actor: string | null }>;
  /** Several signers (a signature request): each one in the block and on the certificate page, instead of the single signer above. */
  signers?: SignerFacts[];
}

/** One of several signers of a signature request. */
export interface SignerFacts {
  name: string;
  email: string;
  signedAt: Date;
  signatureType: 'SIMPLE' | 'DRAWN' | 'CERTIFIED';
  location: string | null;
  drawn: Uint8Array | null;
}

const LABELS = {
  fr: {
    block: 'Signé électroniquement',
    page: 'Certificat de signature',
    by: 'Signataire',
    date: 'Date (UTC)',
    location: 'Lieu',
    type: 'Type de signature',
    types: { SIMPLE: 'Nom saisi', DRAWN: 'Signature manuscrite', CERTIFIED: 'Certifiée' },
    title: 'Document',
    id: 'Identifiant',
    original: 'SHA-256 du fichier original',
    content: 'SHA-256 du contenu signé (texte)',
    rendered: 'Rendu en PDF depuis',
    organization: 'Organisation',
    ip: 'Adresse IP',
    agent: 'Navigateur',
    risk: 'Score de risque à la signature',
    certificate: 'Certificat de signature (PAdES)',
    history: 'Historique de revue',
  },
  en: {
    block: 'Electronically signed',
    page: 'Certificate of completion',
    by: 'Signer',
    date: 'Date (UTC)',
    location: 'Location',
    type: 'Signature type',
    types: { SIMPLE: 'Typed name', DRAWN: 'Drawn signature', CERTIFIED: 'Certified' },
    title: 'Document',
    id: 'Id',
    original: 'SHA-256 of the original file',
    content: 'SHA-256 of the signed content (text)',
    rendered: 'Rendered to PDF from',
    organization: 'Organization',
    ip: 'IP address',
    agent: 'User agent',
    risk: 'Risk score at signing',
    certificate: 'Signing certificate (PAdES)',
    history: 'Review history',
  },
} as const;

/** Standard fonts speak WinAnsi only: other characters are shown as "?" rather than failing the signature. */
const printable = (text: string) => text.replace(/[^\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u2026\u20AC\u0152\u0153]/g, '?');

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of printable(text).split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) line = candidate;
      else {
        if (line) lines.push(line);
        line = word;
        while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
          lines.push(line.slice(0, 80));
          line = line.slice(80);
        }
      }
    }
    lines.push(line);
  }
  return lines;
}

/** DOC, DOCX and TXT originals: their extracted text, set in A4 pages. */
async function renderText(text: string): Promise<PDFDocument> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const lines = wrap(text || ' ', font, 10, 495);
  for (let start = 0; start < lines.length; start += 62) {
    const page = pdf.addPage([595, 842]);
    lines.slice(start, start + 62).forEach((line, index) => page.drawText(line, { x: 50, y: 790 - index * 12, size: 10, font }));
  }
  return pdf;
}

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
  for (let offset = 8; ; ) {
    if (offset + 12 > png.length) return false;
    const length = view.getUint32(offset);
    const end = offset + 8 + length;
    if (end + 4 > png.length || crc32(png.subarray(offset + 4, end)) !== view.getUint32(end)) return false;
    const type = String.fromCharCode(...png.subarray(offset + 4, offset + 8));
    const body = png.subarray(offset + 8, end);
    if (!header && type !== 'IHDR') return false;
    if (type === 'IHDR' && length === 13) header = { width: view.getUint32(offset + 8), height: view.getUint32(offset + 12), bitDepth: body[8], colorType: body[9], interlaced: body[12] === 1 };
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

function drawRows(page: PDFPage, rows: Array<[string, string]>, fonts: { regular: PDFFont; bold: PDFFont }, top: number): number {
  let y = top;
  for (const [label, value] of rows) {
    page.drawText(printable(label), { x: 50, y, size: 9, font: fonts.bold, color: rgb(0.3, 0.3, 0.35) });
    for (const line of wrap(value, fonts.regular, 9, 330)) {
      page.drawText(line, { x: 215, y, size: 9, font: fonts.regular });
      y -= 12;
    }
    y -= 4;
  }
  return y;
}

/**
 * The document to sign: the original PDF (or the text rendered to PDF) with a visible signature
 * block on its last page and a certificate-of-completion page at the end.
 */
export async function renderSignedPdf(original: { bytes: Uint8Array; isPdf: boolean; text: string }, facts: CertificateFacts, locale: 'fr' | 'en', drawn: Uint8Array | null): Promise<PDFDocument> {
  let pdf: PDFDocument;
  let pages = 0;
  try {
    pdf = original.isPdf ? await PDFDocument.load(original.bytes, { updateMetadata: false }) : await renderText(original.text);
    // A file with a PDF header but no readable catalog loads, then fails here.
    pages = pdf.getPageCount();
  } catch {
    throw new AppError('CORRUPT_FILE', 'The document cannot be read as a PDF to sign');
  }
  if (pages === 0) throw new AppError('CORRUPT_FILE', 'The PDF has no page to sign');
  const labels = LABELS[locale];
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  const when = facts.signedAt.toISOString().replace('T', ' ').slice(0, 19);

  const last = pdf.getPage(pdf.getPageCount() - 1);
  const { width } = last.getSize();
  if (facts.signers) return renderSigners(pdf, last, facts, facts.signers, labels, fonts);
  const box = { x: width - 250, y: 30, width: 220, height: 90 };
  last.drawRectangle({ ...box, color: rgb(1, 1, 1), borderColor: rgb(0.17, 0.42, 0.69), borderWidth: 1 });
  const blockLines = [labels.block, facts.signerName, `${labels.date}: ${when}`, ...(facts.location ? [`${labels.location}: ${facts.location}`] : []), labels.types[facts.signatureType]];
  blockLines.forEach((line, index) =>
    last.drawText(printable(line).slice(0, 60), { x: box.x + 8, y: box.y + box.height - 14 - index * 12, size: 8, font: index === 0 ? fonts.bold : fonts.regular }),
  );
  if (drawn) {
    const image = await pdf.embedPng(drawn);
    const scale = Math.min(80 / image.width, 40 / image.height, 1);
    last.drawImage(image, { x: box.x + box.width - 8 - image.width * scale, y: box.y + 6, width: image.width * scale, height: image.height * scale });
  }

  const page = pdf.addPage([595, 842]);
  page.drawText(printable(labels.page), { x: 50, y: 790, size: 18, font: fonts.bold, color: rgb(0.1, 0.2, 0.4) });
  const rows: Array<[string, string]> = [
    [labels.title, facts.title],
    [labels.id, facts.documentId],
    [labels.original, facts.originalSha256],
    [labels.content, facts.contentSha256],
    ...(facts.renderedFrom ? ([[labels.rendered, facts.renderedFrom]] as Array<[string, string]>) : []),
    [labels.by, `${facts.signerName} <${facts.signerEmail}>`],
    [labels.organization, facts.organization],
    [labels.date, when],
    [labels.location, facts.location ?? '-'],
    [labels.type, labels.types[facts.signatureType]],
    [labels.ip, facts.ip ?? '-'],
    [labels.agent, facts.userAgent ?? '-'],
    [labels.risk, facts.riskScore === null ? '-' : `${facts.riskScore}/10`],
    [labels.certificate, facts.certificateSubject],
  ];
  let y = drawRows(page, rows, fonts, 750);
  page.drawText(printable(labels.history), { x: 50, y: y - 8, size: 11, font: fonts.bold });
  y -= 26;
  for (const event of facts.history.slice(-25)) {
    page.drawText(printable(`${event.at.toISOString().replace('T', ' ').slice(0, 19)}  ${event.action}  ${event.actor ?? ''}`).slice(0, 110), { x: 50, y, size: 8, font: fonts.regular });
    y -= 11;
    if (y < 40) break;
  }
  return pdf;
}

const stamp = (at: Date) => at.toISOString().replace('T', ' ').slice(0, 19);

/** Several signers: a small block per signer on the last page (three to a row), each one listed on the certificate page. */
async function renderSigners(
  pdf: PDFDocument,
  last: PDFPage,
  facts: CertificateFacts,
  signers: SignerFacts[],
  labels: (typeof LABELS)[keyof typeof LABELS],
  fonts: { regular: PDFFont; bold: PDFFont },
): Promise<PDFDocument> {
  const { width } = last.getSize();
  const size = { width: 170, height: 62 };
  for (const [index, signer] of signers.entries()) {
    const column = index % 3;
    const row = Math.floor(index / 3);
    const box = { x: width - 30 - (column + 1) * (size.width + 6), y: 30 + row * (size.height + 6), ...size };
    last.drawRectangle({ ...box, color: rgb(1, 1, 1), borderColor: rgb(0.17, 0.42, 0.69), borderWidth: 1 });
    const lines = [`${labels.block} (${index + 1}/${signers.length})`, signer.name, stamp(signer.signedAt), signer.location ? `${labels.location}: ${signer.location}` : labels.types[signer.signatureType]];
    lines.forEach((line, at) => last.drawText(printable(line).slice(0, 44), { x: box.x + 6, y: box.y + box.height - 12 - at * 11, size: 7, font: at === 0 ? fonts.bold : fonts.regular }));
    if (signer.drawn) {
      const image = await pdf.embedPng(signer.drawn);
      const scale = Math.min(60 / image.width, 24 / image.height, 1);
      last.drawImage(image, { x: box.x + box.width - 6 - image.width * scale, y: box.y + 4, width: image.width * scale, height: image.height * scale });
    }
  }
  const page = pdf.addPage([595, 842]);
  page.drawText(printable(labels.page), { x: 50, y: 790, size: 18, font: fonts.bold, color: rgb(0.1, 0.2, 0.4) });
  const rows: Array<[string, string]> = [
    [labels.title, facts.title],
    [labels.id, facts.documentId],
    [labels.original, facts.originalSha256],
    [labels.content, facts.contentSha256],
    ...(facts.renderedFrom ? ([[labels.rendered, facts.renderedFrom]] as Array<[string, string]>) : []),
    ...signers.map((signer, index): [string, string] => [
      `${labels.by} ${index + 1}`,
      `${signer.name} <${signer.email}> - ${stamp(signer.signedAt)} - ${labels.types[signer.signatureType]}${signer.location ? ` - ${signer.location}` : ''}`,
    ]),
    [labels.organization, facts.organization],
    [labels.ip, facts.ip ?? '-'],
    [labels.agent, facts.userAgent ?? '-'],
    [labels.risk, facts.riskScore === null ? '-' : `${facts.riskScore}/10`],
    [labels.certificate, facts.certificateSubject],
  ];
  let y = drawRows(page, rows, fonts, 750);
  page.drawText(printable(labels.history), { x: 50, y: y - 8, size: 11, font: fonts.bold });
  y -= 26;
  for (const event of facts.history.slice(-25)) {
    if (y < 40) break;
    page.drawText(printable(`${stamp(event.at)}  ${event.action}  ${event.actor ?? ''}`).slice(0, 110), { x: 50, y, size: 8, font: fonts.regular });
    y -= 11;
  }
  return pdf;
}
