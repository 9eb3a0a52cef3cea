import { PDFDocument, StandardFonts } from 'pdf-lib';
import { getDocumentProxy } from 'unpdf';
import { createAnalyzer, extractText } from '../../server/analysis';
import { locateExcerpts } from '../../web/src/screens/documents/locateExcerpts';

/** Text items per page, as pdf.js lists them to the viewer (the browser journeys check the viewer itself). */
async function viewerItems(bytes: Uint8Array): Promise<string[][]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, verbosity: 0 } as never);
  try {
    const pages: string[][] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const content = await (await pdf.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')));
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

describe('locating findings on the PDF viewer', () => {
  it('places every finding the server reports on the text items the viewer draws, across wrapped lines and pages', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const pages = [
      ['SERVICES AGREEMENT', '', 'This Agreement shall automatically renew for successive one-year', 'terms unless either party gives notice of non-renewal sixty days', 'before the end of the then-current term.'],
      ["In no event shall the Supplier's aggregate liability exceed the fees", 'paid by the Customer in the twelve months preceding the claim.', '', 'This Agreement is governed by the laws of the State of New York.'],
    ];
    for (const lines of pages) {
      const page = pdf.addPage([595, 842]);
      lines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 16, size: 11, font }));
    }
    const bytes = await pdf.save();
    const { text } = await extractText({ buffer: bytes, filename: 'agreement.pdf' });
    const { findings } = await createAnalyzer({ engine: 'builtin' }).analyze({ text, title: 'Agreement', language: 'en' });
    expect(findings.map((finding) => finding.category)).toEqual(expect.arrayContaining(['auto_renewal', 'liability_limitation', 'choice_of_law']));

    const items = await viewerItems(bytes);
    const located = locateExcerpts(items, findings.map((finding) => finding.excerpt));
    findings.forEach((finding, index) => {
      const marked = located.flatMap((marks, page) => [...marks].filter(([, owner]) => owner === index).map(([item]) => items[page][item]));
      // The marked items, read in order, give back the excerpt (whitespace aside).
      expect(marked.join('').replace(/\s+/g, '')).toBe(finding.excerpt.replace(/\s+/g, ''));
    });
    // The title is no finding's.
    expect(located[0].has(items[0].indexOf('SERVICES AGREEMENT'))).toBe(false);
  });

  it('marks nothing for an excerpt the document does not contain', () => {
    expect(locateExcerpts([['Some text', 'on a page']], ['absent clause']).map((marks) => marks.size)).toEqual([0]);
  });
});
