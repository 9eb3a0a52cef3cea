// Signing time: a pending 10-page and 100-page PDF signed (signature block, certificate page, PAdES
// signature with the organization's key, signed file stored, row updated), median and max over
// several documents of each size, after one warm-up that creates the organization's key.
import { randomUUID } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Viewer } from '../server/auth/viewer';
import { intakeDocument } from '../server/documents/intake-document';
import { signDocument } from '../server/signing/sign-document';
import { startBenchApp } from './load';

const ROUNDS = 5;
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
    const user = await prisma.user.create({ data: { organizationId: organization.id, email: `signer-${randomUUID()}@example.test`, fullName: 'Bench Signer', role: 'ADMIN' } });
    const viewer: Viewer = { userId: user.id, organizationId: organization.id, role: 'ADMIN', sessionId: null, aal: 1, locale: 'fr' };
    const file = async (pages: number, title: string) =>
      intakeDocument(app.services, { organizationId: organization.id, title, filename: `${title}.pdf`, bytes: await contract(pages), source: 'UPLOAD', uploadedById: user.id, locale: 'fr' });
    const sign = (documentId: string) => signDocument(app.services, viewer, { documentId, signatureType: 'SIMPLE', location: 'Paris' });

    await sign((await file(1, 'warm-up')).id);
    for (const pages of [10, 100]) {
      const documents = [];
      for (let round = 0; round < ROUNDS; round += 1) documents.push(await file(pages, `contract-${pages}-${round}`));
      const times: number[] = [];
      for (const document of documents) {
        const started = performance.now();
        await sign(document.id);
        times.push(performance.now() - started);
      }
      console.log(`${String(pages).padStart(3)}-page PDF: median ${median(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms over ${ROUNDS} signatures`);
    }
  } finally {
    await stop();
  }
}
