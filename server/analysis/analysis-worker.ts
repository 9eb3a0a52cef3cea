import { createAnalyzer } from './create-analyzer';
import { extractText } from './extraction/extract-text';
import { settle, type WorkerOutcome } from './worker-outcome';
import type { AnalysisResult, Analyzer, AnalyzerOptions, ExtractedText, ExtractionLimits, Locale } from './types';

export function extract(input: { buffer: Uint8Array; filename: string; limits: Partial<ExtractionLimits> }): Promise<WorkerOutcome<ExtractedText>> {
  return settle(() => extractText({ buffer: input.buffer, filename: input.filename }, input.limits));
}

/** One analyzer per worker thread and settings: its model is loaded once. */
const analyzers = new Map<string, Analyzer>();

export function analyze(input: { text: string; title: string; locale: Locale; options: AnalyzerOptions }): Promise<WorkerOutcome<AnalysisResult>> {
  const key = JSON.stringify(input.options);
  if (!analyzers.has(key)) analyzers.set(key, createAnalyzer(input.options));
  return settle(() => analyzers.get(key)!.analyze({ text: input.text, title: input.title, locale: input.locale }));
}
