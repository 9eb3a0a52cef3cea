/** What is read of a pdf.js document (the browser's pdfjs-dist, or another build of pdf.js). */
export interface PdfPages {
  numPages: number;
  getPage(pageNumber: number): Promise<{ getTextContent(): Promise<{ items: ReadonlyArray<{ str: string } | { type: string }> }> }>;
  loadingTask: { destroyed: boolean };
}

/**
 * The text items of every page of a PDF, in pdf.js order (where the findings' excerpts are looked for).
 * Null when the document was closed while its text was being read (the reader left the page): its
 * worker is gone and every pending read fails, which is no fault. Any other failure is one.
 */
export async function readPageTexts(pdf: PdfPages): Promise<string[][] | null> {
  try {
    return await Promise.all(
      Array.from({ length: pdf.numPages }, async (_, index) => {
        const content = await (await pdf.getPage(index + 1)).getTextContent();
        return content.items.map((item) => ('str' in item ? item.str : ''));
      }),
    );
  } catch (error) {
    if (pdf.loadingTask.destroyed) return null;
    throw error;
  }
}
