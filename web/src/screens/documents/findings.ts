/** A risky clause as the document views show it. */
export interface ViewerFinding {
  readonly category: string;
  readonly severity: number;
  readonly start: number;
  readonly end: number;
  readonly excerpt: string;
  readonly explanation: string;
  /** The page of the file it begins on (PDFs); null when the file has no pages. */
  readonly page?: number | null;
}

/** How a finding's severity (1–5) is shown: the text view and the PDF view use the same bands. */
export const severityBand = (severity: number): 'high' | 'medium' | 'low' => (severity >= 4 ? 'high' : severity >= 3 ? 'medium' : 'low');
