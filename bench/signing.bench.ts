// Signing time: a pending 10-page and 100-page PDF signed (signature block, certificate page, PAdES
// signature with the organization's key, signed file stored, row updated), median and max over
// several documents of each size, after one warm-up that creates the organization's key. Then a
// 50-page DOCX: its LibreOffice conversion to PDF, the PAdES seal of the converted PDF, and the
// whole signing (conversion, certificate page, seal, stored), each timed on its own.
import { randomUUID } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { docxFile } from '../__tests__/server/documents/fixtures';
import type { Viewer } from '../server/access/viewer';
import { intakeDocument } from '../server/documents/intake-document';
import { convertWithLibreOffice } from '../server/signing/convert-to-pdf';
import { sealPdf } from '../server/signing/seal-pdf';
import { signDocument } from '../server/signing/sign-document';
import { signingKeyOf } from '../server/signing/signing-key';
import { startBenchApp } from './load';
import { record, sized } from './report';

const DOCX_ROUNDS = sized(3, 1);
/** About 3,500 characters a page: 440 paragraphs of some 400 make 50 pages. */
const DOCX_PARAGRAPHS = sized(440, 40);

const ROUNDS = sized(5, 1);
const CLAUSE = 'The Supplier may terminate this agreement at any time without notice; liability is capped at the fees paid. ';

async function contract(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let page = 0; page < pages; page += 1) {
    const sheet = pdf.addPage([595, 842]);
    for (let line = 0; line < 45; line += 1) sheet.drawText(CLAUSE.slice(0, 100), { x: 40, y: 800 - line * 17, size: 9, font });
  }
  return pdf.save();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export default async function run(): Promise<void> {
  const { app, stop } = await startBenchApp('paraphe_bench_signing');
  try {
    const { prisma } = app.services.db;
    const organization = await prisma.organization.create({ data: { name: 'Bench signing', plan: 'ENTERPRISE' } });
    const user = await prisma.user.create({
      data: { organizationId: organization.id, email: `signer-${randomUUID()}@example.test`, fullName: 'Bench Signer', role: 'ADMIN' },
    });
    const viewer: Viewer = { userId: user.id, organizationId: organization.id, role: 'ADMIN', sessionId: null, aal: 1, locale: 'fr' };
    const file = async (pages: number, title: string) =>
      intakeDocument(app.services, {
        organizationId: organization.id,
        title,
        filename: `${title}.pdf`,
        bytes: await contract(pages),
        source: 'UPLOAD',
        uploadedById: user.id,
        locale: 'fr',
      });
    const sign = (documentId: string) => signDocument(app.services, viewer, { documentId, signatureType: 'SIMPLE', location: 'Paris' });

    await sign((await file(1, 'warm-up')).id);
    for (const pages of sized([10, 100], [10])) {
      const documents = [];
      for (let round = 0; round < ROUNDS; round += 1) documents.push(await file(pages, `contract-${pages}-${round}`));
      const times: number[] = [];
      for (const document of documents) {
        const started = performance.now();
        await sign(document.id);
        times.push(performance.now() - started);
      }
      record({ name: `${pages}-page PDF signed, median`, value: median(times), unit: 'ms' });
      console.log(
        `${String(pages).padStart(3)}-page PDF: median ${median(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms over ${ROUNDS} signatures`,
      );
    }

    const paragraphs = ['CONTRAT CADRE DE PRESTATIONS', ...Array.from({ length: DOCX_PARAGRAPHS }, (_, index) => `${index + 1}. ${CLAUSE.repeat(4)}`)];
    const docx = new Uint8Array(await (await docxFile(paragraphs, 'contrat-50-pages.docx')).arrayBuffer());
    const converter = { command: app.services.config.SOFFICE_PATH, timeoutMs: app.services.config.CONVERSION_TIMEOUT_MS };
    const conversions: number[] = [];
    const seals: number[] = [];
    let pageCount = 0;
    const key = await signingKeyOf(app.services, organization.id);
    for (let round = 0; round < DOCX_ROUNDS; round += 1) {
      const started = performance.now();
      const converted = await convertWithLibreOffice(docx, 'docx', converter);
      conversions.push(performance.now() - started);
      if (!converted) {
        console.log(' 50-page DOCX: LibreOffice is not installed (SOFFICE_PATH), no conversion to time');
        return;
      }
      const pdf = await PDFDocument.load(converted);
      pageCount = pdf.getPageCount();
      const sealing = performance.now();
      await sealPdf(app.services, pdf, key, { reason: 'Bench', contactInfo: user.email, name: 'Bench Signer', location: 'Paris', signingTime: new Date() });
      seals.push(performance.now() - sealing);
    }
    const signings: number[] = [];
    for (let round = 0; round < DOCX_ROUNDS; round += 1) {
      const document = await intakeDocument(app.services, {
        organizationId: organization.id,
        title: `docx-${round}`,
        filename: `contrat-${round}.docx`,
        bytes: docx,
        source: 'UPLOAD',
        uploadedById: user.id,
        locale: 'fr',
      });
      const started = performance.now();
      await sign(document.id);
      signings.push(performance.now() - started);
    }
    const figures = (values: number[]) => `median ${median(values).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`;
    console.log(` 50-page DOCX (${docx.length} bytes, ${pageCount} pages once converted), over ${DOCX_ROUNDS} rounds each:`);
    console.log(`   LibreOffice conversion: ${figures(conversions)}`);
    console.log(`   PAdES seal of the converted PDF: ${figures(seals)}`);
    console.log(`   whole signing (conversion, certificate page, seal, stored): ${figures(signings)}`);
    record({ name: '50-page DOCX signed (conversion included), median', value: median(signings), unit: 'ms' });
  } finally {
    await stop();
  }
}
