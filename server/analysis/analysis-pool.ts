import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { PreviewSource } from './preview/render-preview';
import { unwrap } from './worker-outcome';
import type { AnalysisResult, Analyzer, AnalyzerOptions, ExtractedText, ExtractionLimits } from './types';

/**
 * Text extraction, risk analysis and previews are CPU work: they run on a pool of worker threads
 * sized to the cores, so the event loop keeps answering other requests during an upload burst.
 */
export interface AnalysisPool {
  extract(file: { buffer: Uint8Array; filename: string }, limits: Partial<ExtractionLimits>): Promise<ExtractedText>;
  /** A small WebP picture of a PDF's first page or of an image (`renderPreview`), on a thread of its own. */
  preview(bytes: Uint8Array, source: PreviewSource): Promise<Uint8Array>;
  /** An analyzer whose work runs in the pool. */
  analyzer(options: AnalyzerOptions): Analyzer;
  close(): Promise<void>;
}

export function createAnalysisPool(threads = Math.max(1, availableParallelism() - 1)): AnalysisPool {
  const pool = new Piscina({
    filename: new URL('./analysis-worker-entry.cjs', import.meta.url).href,
    minThreads: 1,
    maxThreads: threads,
    idleTimeout: 60_000,
  });
  // Previews draw with pdf.js on threads of their own: the extraction's pdf.js (another version,
  // bundled by unpdf) registers itself for its thread, and one thread cannot hold both.
  const previews = new Piscina({
    filename: new URL('./preview/preview-worker-entry.cjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 30_000,
  });
  return {
    async extract(file, limits) {
      return unwrap(await pool.run({ buffer: file.buffer, filename: file.filename, limits }, { name: 'extract' }));
    },
    async preview(bytes, source) {
      return unwrap(await previews.run({ bytes, source }, { name: 'preview' }));
    },
    analyzer(options) {
      return {
        async analyze(input): Promise<AnalysisResult> {
          return unwrap(await pool.run({ text: input.text, title: input.title, locale: input.locale, options }, { name: 'analyze' }));
        },
      };
    },
    close: async () => {
      await Promise.all([pool.destroy(), previews.destroy()]);
    },
  };
}
