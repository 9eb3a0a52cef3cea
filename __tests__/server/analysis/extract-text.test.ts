import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { Document, Packer, Paragraph } from 'docx';
import JSZip from 'jszip';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { AppError } from '../../../server/errors';
import { createAnalyzer, detectFileKind, extractText } from '../../../server/analysis';

async function pdfWithPages(pages: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = pdf.addPage([595, 842]);
    text.split('\n').forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 16, size: 11, font }));
  }
  return pdf.save();
}

async function expectCode(promise: Promise<unknown>, code: string): Promise<void> {
  await expect(promise).rejects.toBeInstanceOf(AppError);
  await expect(promise).rejects.toMatchObject({ code });
}

/** A zip written by hand: entries may declare any size, whatever their (possibly bogus) data. */
function zip(entries: Array<{ name: string; data: Buffer; declaredSize?: number }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const size = entry.declaredSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += 30 + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

describe('extractText', () => {
  it('reads the text and page count of a generated PDF', async () => {
    const buffer = await pdfWithPages(['Master Services Agreement', 'This Agreement is governed by the laws of France.']);
    const result = await extractText({ buffer, filename: 'contract.pdf' });
    expect(result).toMatchObject({ kind: 'pdf', pageCount: 2, scanned: false });
    expect(result.text).toContain('Master Services Agreement');
    expect(result.text).toContain('governed by the laws of France');
  });

  it('keeps a word whole where the PDF splits it into runs (a ligature in its own font) and joins a word hyphenated across lines', async () => {
    const pdf = await PDFDocument.create();
    const regular = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    const page = pdf.addPage([595, 842]);
    // "Effective" drawn as "E" + "ff" (another font, as a ligature glyph is) + "ective", each run where the previous ends.
    let x = 50;
    for (const [text, font] of [
      ['E', regular],
      ['ff', bold],
      ['ective', regular],
      [' date of this Agreement.', regular],
    ] as const) {
      page.drawText(text, { x, y: 780, size: 11, font });
      x += font.widthOfTextAtSize(text, 11);
    }
    page.drawText('Simpli', { x: 50, y: 760, size: 11, font: regular });
    page.drawText('fi', { x: 50 + regular.widthOfTextAtSize('Simpli', 11), y: 760, size: 11, font: bold });
    page.drawText('ée', { x: 50 + regular.widthOfTextAtSize('Simpli', 11) + bold.widthOfTextAtSize('fi', 11), y: 760, size: 11, font: regular });
    page.drawText('The initial term is twenty-', { x: 50, y: 740, size: 11, font: regular });
    page.drawText('four (24) months from signature.', { x: 50, y: 724, size: 11, font: regular });
    const { text } = await extractText({ buffer: await pdf.save(), filename: 'terms.pdf' });
    expect(text).toContain('Effective date of this Agreement.');
    expect(text).toContain('Simplifiée');
    expect(text).toContain('twenty-four (24) months from signature.');
  });

  it('writes ligature characters as their letters', async () => {
    const { joinTextItems } = await import('../../../server/analysis/extraction/extract-pdf');
    expect(joinTextItems([{ str: 'La clause de con\uFB01dentialit\u00E9 est e\uFB00ective, sans di\uFB03cult\u00E9.', hasEOL: true }])).toBe(
      'La clause de confidentialité est effective, sans difficulté.\n',
    );
  });

  it('reports a PDF without a text layer as scanned with empty text', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage().drawRectangle({ x: 40, y: 40, width: 300, height: 400 });
    const result = await extractText({ buffer: await pdf.save(), filename: 'scan.pdf' });
    expect(result).toEqual({ text: '', pageCount: 1, pageStarts: null, kind: 'pdf', scanned: true });
  });

  it('reads the paragraphs of a generated DOCX', async () => {
    const document = new Document({
      sections: [{ children: [new Paragraph('Contrat de prestation'), new Paragraph('Le présent contrat est régi par le droit français.')] }],
    });
    const buffer = new Uint8Array(await Packer.toBuffer(document));
    const result = await extractText({ buffer, filename: 'contrat.docx' });
    expect(result).toMatchObject({ kind: 'docx', scanned: false, pageCount: null });
    expect(result.text).toContain('Contrat de prestation');
    expect(result.text).toContain('régi par le droit français');
  });

  it('takes the page count of a DOCX from what its word processor recorded', async () => {
    const document = new Document({ sections: [{ children: [new Paragraph('Contrat de prestation')] }] });
    const zip = await JSZip.loadAsync(await Packer.toBuffer(document));
    const properties =
      '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Pages>%</Pages><Words>3</Words></Properties>';
    const withPages = async (pages: string) => {
      zip.file('docProps/app.xml', properties.replace('%', pages));
      return extractText({ buffer: new Uint8Array(await zip.generateAsync({ type: 'uint8array' })), filename: 'contrat.docx' });
    };
    expect(await withPages('7')).toMatchObject({ pageCount: 7, text: 'Contrat de prestation' });
    expect((await withPages('0')).pageCount).toBeNull();
    expect((await withPages('beaucoup')).pageCount).toBeNull();
  });

  it('decodes UTF-8 and legacy Windows-1252 text files', async () => {
    expect((await extractText({ buffer: Buffer.from('Clause pénale : 5 %', 'utf8'), filename: 'a.txt' })).text).toBe('Clause pénale : 5 %');
    expect((await extractText({ buffer: Buffer.from([0x72, 0xe9, 0x67, 0x69]), filename: 'b.TXT' })).text).toBe('régi');
  });

  it('refuses a file above the size limit before parsing it', async () => {
    await expectCode(extractText({ buffer: Buffer.alloc(2048, 0x61), filename: 'big.txt' }, { maxBytes: 1024 }), 'FILE_TOO_LARGE');
  });

  it('refuses a PDF with more pages than allowed', async () => {
    const buffer = await pdfWithPages(['one', 'two', 'three']);
    await expectCode(extractText({ buffer, filename: 'long.pdf' }, { maxPages: 2 }), 'TOO_MANY_PAGES');
  });

  it('stops an extraction that exceeds its time limit', async () => {
    const buffer = await pdfWithPages(Array.from({ length: 60 }, (_, i) => `Page ${i} `.repeat(40)));
    await expectCode(extractText({ buffer, filename: 'slow.pdf' }, { timeoutMs: 1 }), 'EXTRACTION_TIMEOUT');
  });

  it('reports a corrupt PDF', async () => {
    const buffer = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(500, 0x2a)]);
    await expectCode(extractText({ buffer, filename: 'broken.pdf' }), 'CORRUPT_FILE');
  });

  it('rejects a DOCX zip bomb from its central directory, before inflating anything', async () => {
    // The data is not even valid deflate: reaching an inflater would give CORRUPT_FILE instead.
    const bomb = zip([
      { name: '[Content_Types].xml', data: deflateRawSync(Buffer.from('<Types/>')) },
      { name: 'word/document.xml', data: Buffer.from('not deflate at all'), declaredSize: 4_000_000_000 },
    ]);
    await expectCode(extractText({ buffer: bomb, filename: 'bomb.docx' }), 'ARCHIVE_TOO_LARGE');
  });

  it('rejects a DOCX with too many entries', async () => {
    const many = zip(Array.from({ length: 30 }, (_, i) => ({ name: `f${i}.xml`, data: deflateRawSync(Buffer.from('x')) })));
    await expectCode(extractText({ buffer: many, filename: 'many.docx' }, { maxEntries: 20 }), 'ARCHIVE_TOO_LARGE');
  });

  // A Word 97 file written by LibreOffice (`soffice --headless --convert-to doc:"MS Word 97"`) from a
  // French contract written for this test.
  it('reads the paragraphs of a real Word 97 document, accents intact, and finds its clauses', async () => {
    const buffer = readFileSync(new URL('./fixtures/contrat-word97.doc', import.meta.url));
    expect(detectFileKind(buffer, 'contrat.doc')).toBe('doc');
    const extracted = await extractText({ buffer, filename: 'contrat.doc' });
    expect(extracted).toMatchObject({ kind: 'doc', scanned: false });
    expect(extracted.text.split('\n\n')[0]).toBe('Contrat de prestation de services');
    expect(extracted.text).toContain("renouvelé par tacite reconduction pour des périodes successives d'un an");
    const analysis = await createAnalyzer({ engine: 'builtin' }).analyze({ text: extracted.text, title: 'Contrat' });
    expect(analysis.language).toBe('fr');
    expect(analysis.findings.map((finding) => finding.category)).toEqual(expect.arrayContaining(['auto_renewal', 'liability_limitation']));
  });

  it('reports a DOC whose OLE body is unreadable as corrupt', async () => {
    const buffer = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024, 0x11)]);
    await expectCode(extractText({ buffer, filename: 'old.doc' }), 'CORRUPT_FILE');
  });
});

describe('detectFileKind', () => {
  const executable = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

  it('rejects a renamed executable whatever extension it claims', () => {
    for (const filename of ['invoice.pdf', 'contract.docx', 'contract.doc', 'notes.txt']) {
      expect(() => detectFileKind(executable, filename)).toThrow(expect.objectContaining({ code: 'FILE_TYPE_MISMATCH' }));
    }
  });

  it('refuses extensions other than pdf, doc, docx and txt', () => {
    expect(() => detectFileKind(Buffer.from('hello'), 'setup.exe')).toThrow(expect.objectContaining({ code: 'UNSUPPORTED_FILE_TYPE' }));
    expect(() => detectFileKind(Buffer.from('hello'), 'README')).toThrow(expect.objectContaining({ code: 'UNSUPPORTED_FILE_TYPE' }));
  });

  it('accepts content matching the extension', () => {
    expect(detectFileKind(Buffer.from('%PDF-1.4\n'), 'a.pdf')).toBe('pdf');
    expect(detectFileKind(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0]), 'a.docx')).toBe('docx');
    expect(detectFileKind(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 'a.doc')).toBe('doc');
    expect(detectFileKind(Buffer.from('plain text'), 'a.txt')).toBe('txt');
  });
});
