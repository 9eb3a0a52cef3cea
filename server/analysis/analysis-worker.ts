import { AppError } from '../errors';
import { createAnalyzer } from './create-analyzer';
import { extractText } from './extraction/extract-text';
import { renderPreview, type PreviewSource } from '../files/render-preview';
import type { AnalysisResult, Analyzer, AnalyzerOptions, ExtractedText, ExtractionLimits, Locale } from './types';
import type { ErrorCode } from '../shared/error-codes';

/** What crosses back from a worker: structured cloning keeps an error's message, not its class or code. */
export type WorkerOutcome<T> = { ok: true; value: T } | { ok: false; code: ErrorCode | null; message: string; details?: Record<string, unknown> };

const settle = async <T>(work: () => Promise<T>): Promise<WorkerOutcome<T>> => {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, code: error.code, message: error.message, details: error.details };
    return { ok: false, code: null, message: error instanceof Error ? error.message : String(error) };
  }
};

export function extract(input: { buffer: Uint8Array; filename: string; limits: Partial<ExtractionLimits> }): Promise<WorkerOutcome<ExtractedText>> {
  return settle(() => extractText({ buffer: input.buffer, filename: input.filename }, input.limits));
}

export function preview(input: { bytes: Uint8Array; source: PreviewSource }): Promise<WorkerOutcome<Uint8Array>> {
  return settle(() => renderPreview(input.bytes, input.source));
}

/** One analyzer per worker thread and settings: its model is loaded once. */
const analyzers = new Map<string, Analyzer>();

export function analyze(input: { text: string; title: string; locale: Locale; options: AnalyzerOptions }): Promise<WorkerOutcome<AnalysisResult>> {
  const key = JSON.stringify(input.options);
  if (!analyzers.has(key)) analyzers.set(key, createAnalyzer(input.options));
  return settle(() => analyzers.get(key)!.analyze({ text: input.text, title: input.title, locale: input.locale }));
}
