import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import JSZip from 'jszip';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { TestApp, TestClient } from '../../support/test-app';

export const RISKY_CLAUSES = [
  'The Supplier may terminate this agreement at any time without notice and without compensation.',
  'The Client shall pay a penalty of 50% of the total price for any late payment.',
  'The Client waives any right to appeal and accepts unlimited liability for all damages.',
  'This contract renews automatically for successive five-year periods unless cancelled twelve months in advance.',
];

/** A real text PDF of `pages` pages, each carrying the risky clauses. */
export async function riskyPdf(pages = 2): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let page = 0; page < pages; page += 1) {
    const p = pdf.addPage([595, 842]);
    p.drawText(`Service agreement, page ${page + 1}`, { x: 50, y: 790, size: 16, font });
    RISKY_CLAUSES.forEach((clause, index) => p.drawText(clause, { x: 50, y: 740 - index * 40, size: 9, font }));
  }
  return pdf.save();
}

export const pdfFile = async (name = 'contract.pdf', pages = 2) => new File([Buffer.from(await riskyPdf(pages))], name, { type: 'application/pdf' });
export const textFile = (text: string, name = 'contract.txt') => new File([text], name, { type: 'text/plain' });

/** A minimal Word document, one paragraph per entry (the first as a heading), as a word processor saves it. */
export async function docxFile(paragraphs: string[], name = 'contract.docx'): Promise<File> {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const body = paragraphs
    .map(
      (text, index) =>
        `<w:p>${index === 0 ? '<w:pPr><w:jc w:val="center"/></w:pPr><w:r><w:rPr><w:b/><w:sz w:val="32"/></w:rPr>' : '<w:r>'}<w:t xml:space="preserve">${escape(text)}</w:t></w:r></w:p>`,
    )
    .join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  const bytes = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
  return new File([Buffer.from(bytes)], name, { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
}

/** A DOCX whose central directory declares a huge uncompressed entry (60 MB of zeros, a few KB compressed). */
export async function docxBomb(): Promise<File> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>');
  zip.file('word/document.xml', new Uint8Array(60 * 1024 * 1024));
  const bytes = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE', compressionOptions: { level: 9 } });
  return new File([Buffer.from(bytes)], 'bomb.docx');
}

export const UPLOAD = `
  mutation Upload($input: UploadDocumentInput!) {
    uploadDocument(input: $input) {
      __typename
      ... on MutationUploadDocumentSuccess {
        document { id title type status riskScore riskLevel analysisStatus pageCount sizeBytes originalFilename sender { domain } summary keyPoints findings { category severity start end excerpt } text }
      }
      ... on Error { code message }
      ... on ValidationFailed { problems { path message } }
      ... on FileTooLarge { maxBytes }
    }
  }`;

export async function upload(client: TestClient, title: string, file: File) {
  const result = await client.upload(UPLOAD, { input: { title, file: null } }, { 'input.file': file });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!.uploadDocument;
}

export const decide = (mutation: 'approveDocument' | 'refuseDocument' | 'requestDocumentCorrection') => `
  mutation Decide($id: ID!) {
    ${mutation}(id: $id) {
      __typename
      ... on Error { code }
      ... on DocumentNotPending { status }
      ... on ${'Mutation' + mutation[0].toUpperCase() + mutation.slice(1) + 'Success'} { document { id status decidedAt } }
    }
  }`;

/** Files under the storage root, so tests can prove nothing is left behind. */
export function storedFiles(app: TestApp): string[] {
  const root = app.config.STORAGE_DIR;
  if (!existsSync(root)) return [];
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
  return walk(root);
}
