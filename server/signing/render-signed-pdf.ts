import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { formatLabelValue, formatMessage, hasMessage, type MessageIdUnder, type MessageValues } from '../messages';
import { historyMessageIds } from '../shared/history-wording';
import type { Locale } from '../shared/locale';
import { embedFonts, wrapText, type Fonts } from './typeset-text';

/** How a DOC, DOCX or TXT original became the PDF that is signed. */
export interface Rendering {
  filename: string;
  /** LIBREOFFICE: converted with its layout; TEXT: its text typeset (a TXT file, or LibreOffice absent). */
  via: 'LIBREOFFICE' | 'TEXT';
}

export interface CertificateFacts {
  title: string;
  documentId: string;
  originalSha256: string;
  contentSha256: string;
  /** Null for a PDF original, signed as it is. */
  renderedFrom: Rendering | null;
  /** Everyone who signs, in order: one for a single signature, each signer of a signature request. */
  signers: SignerFacts[];
  organization: string;
  riskScore: number | null;
  certificateSubject: string;
  history: Array<{ at: Date; action: string; actor: string | null }>;
  /** The organization's logo (a PNG), shown at the top of the certificate page. */
  organizationLogo?: Uint8Array | null;
  /** Signed by an automation on the signer's behalf: the certificate page says which rule, enabled by whom and when. */
  automatic?: AutomaticSignature | null;
}

/** The automation that signed, and the administrator who enabled it (the signer). */
export interface AutomaticSignature {
  rule: 'AUTO_SIGN';
  enabledByName: string;
  enabledAt: Date;
}

export interface SignerFacts {
  name: string;
  email: string;
  signedAt: Date;
  signatureType: 'SIMPLE' | 'DRAWN' | 'CERTIFIED';
  location: string | null;
  drawn: Uint8Array | null;
  /** Where this signer signed from, as recorded when they signed: the client's address and User-Agent (null when unknown). */
  ip: string | null;
  userAgent: string | null;
}

type Label = MessageIdUnder<'signedDocument'>;

/** The signature page's words in the signing language (`signedDocument.*` in lang/<locale>.json). */
const labelsIn = (locale: Locale) => (id: Label, values?: MessageValues) => formatMessage(locale, `signedDocument.${id}`, values);

/** A step of the review history as the document page words it, its audit action where it has no words. */
function historyStep(locale: Locale, action: string): string {
  for (const id of historyMessageIds(action)) if (hasMessage(locale, id)) return formatMessage(locale, id);
  return action;
}

const stamp = (at: Date) => at.toISOString().replace('T', ' ').slice(0, 19);

const A4 = { width: 595, height: 842 } as const;
const BOTTOM = 48;

/** Writes the certificate top-down, continuing on a new page when one is full. */
class CertificateWriter {
  page: PDFPage;
  y = 0;
  private pages = 0;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
    private readonly title: string,
    private readonly continued: (heading: string) => string,
  ) {
    this.page = this.newPage();
  }

  private newPage(): PDFPage {
    this.pages += 1;
    this.page = this.pdf.addPage([A4.width, A4.height]);
    const heading = this.pages === 1 ? this.title : this.continued(this.title);
    this.page.drawText(heading, { x: 50, y: 790, size: 18, font: this.fonts.bold, color: rgb(0.1, 0.2, 0.4) });
    this.y = 750;
    return this.page;
  }

  /** Room for `height` points below the cursor, on this page or the next. */
  room(height: number): PDFPage {
    if (this.y - height < BOTTOM) this.newPage();
    return this.page;
  }

  rows(rows: Array<[string, string]>): void {
    for (const [label, value] of rows) {
      const lines = wrapText(value, this.fonts.regular, 8.5, 355);
      const labelLines = wrapText(label, this.fonts.bold, 9, 130);
      const page = this.room(12 * Math.min(Math.max(lines.length, labelLines.length), 10));
      labelLines.forEach((line, index) => page.drawText(line, { x: 50, y: this.y - index * 12, size: 9, font: this.fonts.bold, color: rgb(0.3, 0.3, 0.35) }));
      for (const line of lines) {
        this.room(12).drawText(line, { x: 190, y: this.y, size: 8.5, font: this.fonts.regular });
        this.y -= 12;
      }
      this.y -= 4 + Math.max(0, labelLines.length - lines.length) * 12;
    }
  }
}

/**
 * The document to sign: the original PDF (or the PDF its DOC, DOCX or TXT was rendered to), its
 * pages untouched, then the signature page: one visible block per signer, and the certificate of
 * completion (hashes; each signer with their time, signature type, location, IP address and user
 * agent; audit facts; review history), continued on more pages if needed.
 */
export async function renderSignedPdf(document: PDFDocument, facts: CertificateFacts, locale: Locale): Promise<PDFDocument> {
  const label = labelsIn(locale);
  const fonts = await embedFonts(document);
  const writer = new CertificateWriter(document, fonts, label('page'), (heading) => label('continued', { heading }));
  if (facts.organizationLogo) {
    const image = await document.embedPng(facts.organizationLogo);
    const scale = Math.min(140 / image.width, 48 / image.height, 1);
    writer.page.drawImage(image, { x: 545 - image.width * scale, y: 782, width: image.width * scale, height: image.height * scale });
  }
  await drawSignatureBlocks(document, writer, facts.signers, locale, fonts);

  const several = facts.signers.length > 1;
  writer.rows([
    [label('title'), facts.title],
    [label('id'), facts.documentId],
    [label('original'), facts.originalSha256],
    [label('content'), facts.contentSha256],
    ...(facts.renderedFrom
      ? ([[label('rendered'), `${facts.renderedFrom.filename} (${label(`via.${facts.renderedFrom.via}`)})`]] as Array<[string, string]>)
      : []),
    ...facts.signers.map((signer, index): [string, string] => [
      several ? label('byNumber', { number: index + 1 }) : label('by'),
      [
        `${signer.name} <${signer.email}>`,
        formatLabelValue(locale, label('date'), stamp(signer.signedAt)),
        formatLabelValue(locale, label('type'), label(`types.${signer.signatureType}`)),
        ...(signer.location ? [formatLabelValue(locale, label('location'), signer.location)] : []),
        formatLabelValue(locale, label('ip'), signer.ip ?? '-'),
        formatLabelValue(locale, label('agent'), signer.userAgent ?? '-'),
      ].join('\n'),
    ]),
    ...(facts.automatic
      ? ([
          [
            label('automatic'),
            label('signedAutomatically', {
              rule: label(`rules.${facts.automatic.rule}`),
              name: facts.automatic.enabledByName,
              date: stamp(facts.automatic.enabledAt).slice(0, 10),
            }),
          ],
        ] as Array<[string, string]>)
      : []),
    [label('organization'), facts.organization],
    [label('risk'), facts.riskScore === null ? '-' : `${facts.riskScore}/10`],
    [label('certificate'), facts.certificateSubject],
  ]);
  writer.room(30).drawText(label('history'), { x: 50, y: writer.y - 8, size: 11, font: fonts.bold });
  writer.y -= 26;
  for (const event of facts.history.slice(-50)) {
    for (const line of wrapText(`${stamp(event.at)}  ${historyStep(locale, event.action)}  ${event.actor ?? ''}`, fonts.regular, 8, 495)) {
      writer.room(11).drawText(line, { x: 50, y: writer.y, size: 8, font: fonts.regular });
      writer.y -= 11;
    }
  }
  return document;
}

/** One block per signer at the top of the signature page, three to a row: nothing of the document lies under them. */
async function drawSignatureBlocks(pdf: PDFDocument, writer: CertificateWriter, signers: SignerFacts[], locale: Locale, fonts: Fonts): Promise<void> {
  const label = labelsIn(locale);
  const size = { width: 160, height: 82 };
  for (let start = 0; start < signers.length; start += 3) {
    const page = writer.room(size.height + 8);
    for (const [column, signer] of signers.slice(start, start + 3).entries()) {
      const index = start + column;
      const box = { x: 50 + column * (size.width + 7.5), y: writer.y - size.height, ...size };
      page.drawRectangle({ ...box, color: rgb(1, 1, 1), borderColor: rgb(0.17, 0.42, 0.69), borderWidth: 1 });
      const heading = signers.length > 1 ? `${label('block')} (${index + 1}/${signers.length})` : label('block');
      const lines = [
        heading,
        signer.name,
        stamp(signer.signedAt),
        signer.location ? formatLabelValue(locale, label('location'), signer.location) : label(`types.${signer.signatureType}`),
      ];
      lines.forEach((line, at) => {
        const font = at === 0 ? fonts.bold : fonts.regular;
        page.drawText(wrapText(line, font, 7, size.width - 12)[0] ?? '', { x: box.x + 6, y: box.y + box.height - 12 - at * 11, size: 7, font });
      });
      if (signer.drawn) {
        const image = await pdf.embedPng(signer.drawn);
        const scale = Math.min(60 / image.width, 20 / image.height, 1);
        page.drawImage(image, { x: box.x + box.width - 6 - image.width * scale, y: box.y + 4, width: image.width * scale, height: image.height * scale });
      }
    }
    writer.y -= size.height + 8;
  }
  writer.y -= 8;
}
