import { PDFDocument, StandardFonts } from 'pdf-lib';
import { getDocumentProxy } from 'unpdf';
import { createAnalyzer, extractText } from '../../server/analysis';
import { locateExcerpts } from '../../web/src/screens/documents/locateExcerpts';
import { readPageTexts } from '../../web/src/screens/documents/readPageTexts';

/** Text items per page, as pdf.js lists them to the viewer (the browser journeys check the viewer itself). */
async function viewerItems(bytes: Uint8Array): Promise<string[][]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, verbosity: 0 } as never);
  try {
    return (await readPageTexts(pdf))!;
  } finally {
    await pdf.destroy();
  }
}

describe('locating findings on the PDF viewer', () => {
  it('marks exactly the text of every finding the server reports, across wrapped lines and pages, and nothing around it', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const pages = [
      [
        'SERVICES AGREEMENT',
        '',
        'This Agreement shall automatically renew for successive one-year',
        'terms unless either party gives notice of non-renewal sixty days',
        'before the end of the then-current term.',
      ],
      [
        "In no event shall the Supplier's aggregate liability exceed the fees",
        'paid by the Customer in the twelve months preceding the claim.',
        '',
        'Invoices are payable within thirty days. This Agreement is governed by the laws of the State of New York.',
      ],
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
    const located = locateExcerpts(
      items,
      findings.map((finding) => finding.excerpt),
    );
    const markedText = (index: number) =>
      located.flatMap((marks, page) =>
        [...marks].flatMap(([item, ranges]) => ranges.filter((range) => range.finding === index).map(({ start, end }) => items[page][item].slice(start, end))),
      );
    findings.forEach((finding, index) => {
      // The marked characters, read in order, give back the excerpt (whitespace aside).
      expect(markedText(index).join('').replace(/\s+/g, '')).toBe(finding.excerpt.replace(/\s+/g, ''));
    });
    // The title is no finding's, nor is the sentence that shares its line with the governing-law clause.
    expect(located[0].has(items[0].indexOf('SERVICES AGREEMENT'))).toBe(false);
    const law = findings.findIndex((finding) => finding.category === 'choice_of_law');
    expect(markedText(law).join(' ')).toMatch(/^This Agreement is governed/);
  });

  it('marks nothing for an excerpt the document does not contain', () => {
    expect(locateExcerpts([['Some text', 'on a page']], ['absent clause']).map((marks) => marks.size)).toEqual([0]);
  });

  it('gives the characters two excerpts share to the first finding, and folds ligatures', () => {
    const [marks] = locateExcerpts([['Fees are ﬁnal and due.', 'Late fees accrue.']], ['are final and due. Late', 'due. Late fees']);
    expect(marks.get(0)).toEqual([{ start: 5, end: 22, finding: 0 }]);
    expect(marks.get(1)).toEqual([
      { start: 0, end: 4, finding: 0 },
      { start: 4, end: 9, finding: 1 },
    ]);
  });

  it('marks a clause repeated on two pages once on each: on the page its finding names, else after the previous one', () => {
    const pages = [
      ['Title one', 'Either party may terminate at any time.'],
      ['Title two', 'Either party may terminate at any time.'],
    ];
    const clause = 'Either party may terminate at any time.';
    const owners = (located: ReturnType<typeof locateExcerpts>) => located.map((marks) => [...marks.values()].flat().map((range) => range.finding));
    expect(owners(locateExcerpts(pages, [clause, clause], [1, 2]))).toEqual([[0], [1]]);
    expect(owners(locateExcerpts(pages, [clause, clause], [2, 1]))).toEqual([[1], [0]]);
    expect(owners(locateExcerpts(pages, [clause, clause]))).toEqual([[0], [1]]);
  });
});
