import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { convertWithLibreOffice } from '../../../server/signing/convert-to-pdf';
import { verifySignedPdf } from '../../../server/signing/verify-signed-pdf';
import { docxFile, textFile, upload } from '../documents/fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';
import { itWith, systemTool } from '../../support/system-tools';
import { PADES_OIDS, padesFacts } from './pades';

const POPPLER = systemTool('pdftotext', ['-v'], 'apt-get install poppler-utils');
const LIBREOFFICE = systemTool('soffice', ['--version'], 'apt-get install libreoffice-writer-nogui');

let app: TestApp;
/** The same product on a machine without LibreOffice. */
let bare: TestApp;
let zofia: SignedInUser;
let bareUser: SignedInUser;
const scratch = mkdtempSync(join(tmpdir(), 'paraphe-rendering-'));

beforeAll(async () => {
  app = await startTestApp();
  bare = await startTestApp({ env: { SOFFICE_PATH: join(scratch, 'no-libreoffice-here') } });
  zofia = await createSignedInUser(app, { role: 'USER', locale: 'en' });
  await app.db.prisma.user.update({ where: { id: zofia.userId }, data: { fullName: 'Zofia Łukasiewicz-Žďárská' } });
  bareUser = await createSignedInUser(bare, { role: 'USER', locale: 'en' });
});

afterAll(async () => {
  await Promise.all([app.stop(), bare.stop()]);
  rmSync(scratch, { recursive: true, force: true });
});

const rawId = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':')[1];

/** Uploads, approves (signs) and downloads the signed PDF. */
async function signed(user: SignedInUser, file: File) {
  const { document } = await upload(user.client, 'Contract', file);
  const answer = await user.client.graphql(`mutation($id: ID!) { approveDocument(id: $id) { __typename ... on Error { code } } }`, { id: document.id });
  const id = rawId(document.id);
  const response = await user.client.fetch(`/api/documents/${id}/signed-file`);
  return { id, answer: answer.data!.approveDocument, bytes: Buffer.from(await response.arrayBuffer()) };
}

function saved(bytes: Uint8Array, name: string): string {
  const file = join(scratch, name);
  writeFileSync(file, bytes);
  return file;
}

/** The text of each page, as poppler's pdftotext reads it. */
function pagesOf(pdf: Buffer): string[] {
  const run = spawnSync('pdftotext', [saved(pdf, 'read.pdf'), '-'], { encoding: 'utf8' });
  return run.stdout.split('\f').slice(0, -1);
}

const normalised = (text: string) => text.replace(/\s+/g, ' ').trim();
const isSignaturePage = (page: string) => /^\s*Certificate of completion/.test(page);
/** The document's own pages, without the signature page and the page numbers the typesetting adds. */
const documentText = (pages: string[]) =>
  normalised(
    pages
      .filter((page) => !isSignaturePage(page))
      .join('\n')
      .replace(/^\d+ ?\/ ?\d+$/gm, ''),
  );

const TEXTS = {
  fr: 'CONTRAT DE PRESTATION DE SERVICES\n\nArticle 1 – Objet\nLe Prestataire s’engage à fournir les services décrits à l’annexe A. Les pénalités de retard sont plafonnées à 5 % du prix.\n\nArticle 2 – Résiliation\nChaque partie peut résilier le contrat moyennant un préavis de trois mois ; « sans indemnité ».',
  en: 'MASTER SERVICES AGREEMENT\n\nThis Master Services Agreement is made between the parties below.\n\n1. Definitions\n1.1 "Services" means the services described in each Statement of Work.\n1.2 "Fees" means the amounts payable under clause 4.',
  pl: 'UMOWA O ŚWIADCZENIE USŁUG\n\n§ 1. Przedmiot umowy\nZleceniobiorca zobowiązuje się do wykonania usług określonych w załączniku. Zażółć gęślą jaźń.\n\n§ 2. Wynagrodzenie\nŁączne wynagrodzenie płatne jest w terminie 14 dni.',
  el: 'ΣΥΜΒΑΣΗ ΠΑΡΟΧΗΣ ΥΠΗΡΕΣΙΩΝ\n\nΆρθρο 1. Αντικείμενο\nΟ Πάροχος αναλαμβάνει την παροχή των υπηρεσιών που περιγράφονται στο Παράρτημα.\n\nΆρθρο 2. Διάρκεια\nΗ σύμβαση ισχύει για δώδεκα (12) μήνες. Ξεσκεπάζω την ψυχοφθόρα βδελυγμία.',
  cs: 'SMLOUVA O DÍLO\n\nČlánek 1\nPříliš žluťoučký kůň úpěl ďábelské ódy. Zhotovitel odpovídá za vady díla.',
  ru: 'ДОГОВОР ОКАЗАНИЯ УСЛУГ\n\nСтатья 1. Предмет договора\nИсполнитель обязуется оказать услуги, а Заказчик — оплатить их. Съешь же ещё этих мягких французских булок.',
};

describe('what was signed is what was reviewed', () => {
  itWith(POPPLER).each(Object.entries(TEXTS))(
    'a TXT in %s: the text read back from the signed PDF is the reviewed text, line breaks and paragraphs kept',
    async (_language, text) => {
      const { id, answer, bytes } = await signed(zofia, textFile(text, 'contract.txt'));
      expect(answer.__typename).toBe('MutationApproveDocumentSuccess');
      const reviewed = (await app.db.prisma.documentContent.findFirstOrThrow({ where: { documentId: id } })).text;
      const pages = pagesOf(bytes);
      expect(documentText(pages)).toBe(normalised(reviewed));
      expect(documentText(pages)).not.toContain('?');
      // Each line of the original is a line of the page: the first two paragraphs are not run together.
      const lines = pages[0].split('\n');
      const [title, , firstHeading] = text.split('\n');
      expect(lines).toContain(title);
      expect(lines).toContain(firstHeading);
      // The signer's name, with its Polish and Czech letters, on the signature page.
      expect(normalised(pages.filter(isSignaturePage).join(' '))).toContain('Zofia Łukasiewicz-Žďárská');
    },
  );

  itWith(POPPLER)('wraps long lines and numbers the pages of a long text, and keeps every word', async () => {
    const paragraph = 'Le Prestataire garantit la conformité des livrables aux spécifications convenues entre les parties. '.repeat(12);
    const text = Array.from({ length: 30 }, (_, index) => `Article ${index + 1}\n${paragraph.trim()}`).join('\n\n');
    const { bytes } = await signed(zofia, textFile(text, 'long.txt'));
    const pages = pagesOf(bytes).filter((page) => !isSignaturePage(page));
    expect(pages.length).toBeGreaterThan(3);
    pages.forEach((page, index) => expect(page).toMatch(new RegExp(`^${index + 1} ?/ ?${pages.length}$`, 'm')));
    expect(documentText(pagesOf(bytes))).toBe(normalised(text));
  });

  itWith(POPPLER && LIBREOFFICE)('a DOCX is converted by LibreOffice, its paragraphs in order, and the signature page says so', async () => {
    const paragraphs = [
      'Contrat de licence',
      'Article 1 – Le Concédant accorde une licence non exclusive.',
      'Άρθρο 2 – Η άδεια ισχύει για ένα έτος.',
      'Статья 3 – Лицензиат оплачивает вознаграждение.',
    ];
    const { answer, bytes } = await signed(zofia, await docxFile(paragraphs, 'licence.docx'));
    expect(answer.__typename).toBe('MutationApproveDocumentSuccess');
    const pages = pagesOf(bytes);
    expect(documentText(pages)).toBe(normalised(paragraphs.join(' ')));
    expect(normalised(pages.filter(isSignaturePage).join(' '))).toContain('licence.docx (converted by LibreOffice, layout kept)');
    expect(spawnSync('pdfinfo', [saved(bytes, 'licence.pdf')], { encoding: 'utf8' }).stdout).toMatch(/Producer:.*LibreOffice|Creator:.*Writer/);
  });

  itWith(POPPLER)('without LibreOffice, a DOCX is its text typeset in paragraphs, and the signature page says so', async () => {
    const paragraphs = ['Contrat de licence', 'Article 1 – Le Concédant accorde une licence non exclusive.', 'Article 2 – Zażółć gęślą jaźń.'];
    const { answer, bytes } = await signed(bareUser, await docxFile(paragraphs, 'licence.docx'));
    expect(answer.__typename).toBe('MutationApproveDocumentSuccess');
    const pages = pagesOf(bytes);
    expect(pages[0].split('\n')).toEqual(expect.arrayContaining(paragraphs));
    expect(documentText(pages)).toBe(normalised(paragraphs.join(' ')));
    expect(normalised(pages.filter(isSignaturePage).join(' '))).toContain('licence.docx (the document’s text set in pages; original layout not kept)');
  });
});

describe('LibreOffice conversion limits', () => {
  it('stops a conversion that hangs at the time limit, kills it and leaves no temporary folder', async () => {
    const hanging = join(scratch, 'hanging-soffice');
    writeFileSync(hanging, '#!/bin/sh\nsleep 30 &\nwait\n');
    chmodSync(hanging, 0o755);
    const before = readdirSync(tmpdir()).filter((name) => name.startsWith('paraphe-convert-')).length;
    const started = Date.now();
    await expect(convertWithLibreOffice(new Uint8Array([1, 2, 3]), 'docx', { command: hanging, timeoutMs: 500 })).rejects.toMatchObject({
      code: 'CONVERSION_FAILED',
      details: { timedOut: true },
    });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(readdirSync(tmpdir()).filter((name) => name.startsWith('paraphe-convert-')).length).toBe(before);
  });

  it('answers null when LibreOffice is not installed', async () => {
    expect(await convertWithLibreOffice(new Uint8Array([1, 2, 3]), 'docx', { command: join(scratch, 'absent'), timeoutMs: 5000 })).toBeNull();
  });

  itWith(LIBREOFFICE)('refuses a DOCX LibreOffice cannot open: CONVERSION_FAILED through the API, the document stays PENDING, no signed file', async () => {
    const { document } = await upload(zofia.client, 'Damaged', await docxFile(['Un contrat'], 'damaged.docx'));
    const id = rawId(document.id);
    const row = await app.db.prisma.document.findUniqueOrThrow({ where: { id } });
    // Damaged in storage after its review: a ZIP header and nothing of a document.
    await app.services.storage.put(row.storagePath, new Uint8Array(Buffer.from('PK\x03\x04 this is not really a zip archive at all', 'latin1')));
    const folder = join(app.config.STORAGE_DIR, 'signed', zofia.organizationId);
    const signedFiles = () => (existsSync(folder) ? readdirSync(folder).length : 0);
    const before = signedFiles();
    const answer = await zofia.client.graphql(`mutation($id: ID!) { approveDocument(id: $id) { __typename ... on Error { code } } }`, { id: document.id });
    expect(answer.data!.approveDocument).toEqual({ __typename: 'AppError', code: 'CONVERSION_FAILED' });
    expect((await app.db.prisma.document.findUniqueOrThrow({ where: { id } })).status).toBe('PENDING');
    expect(signedFiles()).toBe(before);
  });
});

describe('the signature block hides nothing', () => {
  /** Two A4 pages filled with text from top to bottom, the last one to its very foot. */
  async function fullPages(): Promise<Uint8Array> {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    for (let number = 1; number <= 2; number++) {
      const page = pdf.addPage([595, 842]);
      for (let line = 0; line < 68; line++)
        page.drawText(`Page ${number}, line ${line + 1}: the Supplier shall indemnify the Customer against every claim.`, {
          x: 30,
          y: 815 - line * 12,
          size: 9,
          font,
        });
    }
    return pdf.save();
  }

  itWith(POPPLER)('leaves the last page of a full PDF exactly as it was (same text, same pixels) and puts the block on the signature page', async () => {
    const original = Buffer.from(await fullPages());
    const { bytes } = await signed(zofia, new File([original], 'full.pdf', { type: 'application/pdf' }));
    const pages = pagesOf(bytes);
    expect(pages).toHaveLength(3);
    expect(pages.slice(0, 2)).toEqual(pagesOf(original));
    expect(pages[1]).toContain('Page 2, line 68: the Supplier shall indemnify the Customer against every claim.');
    expect(normalised(pages[2])).toMatch(/^Certificate of completion Electronically signed Zofia Łukasiewicz-Žďárská/);
    const render = (file: string, page: number, name: string) => {
      spawnSync('pdftoppm', ['-f', String(page), '-l', String(page), '-r', '40', '-gray', '-singlefile', file, join(scratch, name)]);
      return readFileSync(join(scratch, `${name}.pgm`));
    };
    expect(render(saved(bytes, 'full-signed.pdf'), 2, 'after').equals(render(saved(original, 'full.pdf'), 2, 'before'))).toBe(true);
  });
});

describe('PAdES baseline', () => {
  itWith(POPPLER)(
    'signs B-B: signing-certificate-v2 naming the certificate, no signing-time, /M and ETSI.CAdES.detached; openssl and pdfsig verify it, /verify says B-B',
    async () => {
      const { bytes } = await signed(zofia, textFile(TEXTS.pl, 'umowa.txt'));
      expect(padesFacts(bytes)).toEqual({
        subFilter: 'ETSI.CAdES.detached',
        modified: true,
        signedAttributes: [PADES_OIDS.contentType, PADES_OIDS.messageDigest, PADES_OIDS.signingCertificateV2].sort(),
        unsignedAttributes: [],
        messageDigestMatches: true,
        signingCertificateMatches: true,
        opensslVerifies: true,
      });
      const report = spawnSync('pdfsig', [saved(bytes, 'pades.pdf')], { encoding: 'utf8' }).stdout;
      expect(report).toMatch(/Signature Validation: Signature is Valid/);
      expect(report).toMatch(/Total document signed/);
      expect(await verifySignedPdf(app.services, bytes)).toMatchObject({ status: 'VALID', level: 'B-B', timestamp: null });
    },
  );
});
