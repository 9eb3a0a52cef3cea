import { PDFDocument, StandardFonts } from 'pdf-lib';
import { getDocumentProxy } from 'unpdf';
import { readPageTexts, type PdfPages } from '../../web/src/screens/documents/readPageTexts';

async function pdfOf(pages: string[]) {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const text of pages) document.addPage().drawText(text, { x: 50, y: 700, size: 12, font });
  return getDocumentProxy(await document.save(), { isEvalSupported: false, verbosity: 0 } as never);
}

describe("reading a PDF's text for the viewer's highlights", () => {
  it('reads the text items of every page, in page order', async () => {
    const pdf = await pdfOf(['First page clause', 'Second page clause', 'Third page clause']);
    try {
      expect(await readPageTexts(pdf)).toEqual([['First page clause'], ['Second page clause'], ['Third page clause']]);
    } finally {
      await pdf.destroy();
    }
  });

  it('gives nothing, and no error, when the document is closed while its text is being read', async () => {
    const pdf = await pdfOf(Array.from({ length: 30 }, (_, index) => `Page ${index + 1}`));
    const reading = readPageTexts(pdf);
    await pdf.destroy();
    await expect(reading).resolves.toBeNull();
  });

  it('still fails on a document that cannot be read while it is open', async () => {
    const broken: PdfPages = {
      numPages: 2,
      getPage: () => Promise.reject(new Error('Invalid page request.')),
      loadingTask: { destroyed: false },
    };
    await expect(readPageTexts(broken)).rejects.toThrow('Invalid page request.');
  });
});
