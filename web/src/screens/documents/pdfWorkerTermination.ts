/**
 * Whether a rejection is pdf.js's worker refusing work for a document that was closed meanwhile. Closing
 * a document while pdf.js still loads or reads it (the reader leaves the page) makes its worker reject
 * requests pdf.js made for itself, which no caller can handle (mozilla/pdf.js#17068,
 * wojtekmaj/react-pdf#1062): that is no fault of the page.
 */
export function isPdfWorkerTermination(reason: unknown): boolean {
  return reason instanceof Error && /^Worker (task )?was terminated\.?$/.test(reason.message);
}

let ignoring = false;

/**
 * Keeps pdf.js's worker terminations out of the unhandled rejections of `target`: the page, and the
 * worker's own scope (pdf.worker.ts), whose unhandled rejections are reported as the page's. Every
 * other rejection is still reported.
 */
export function ignorePdfWorkerTerminations(target: Pick<Window, 'addEventListener'>): void {
  if (ignoring) return;
  ignoring = true;
  target.addEventListener('unhandledrejection', (event) => {
    if (isPdfWorkerTermination(event.reason)) event.preventDefault();
  });
}
