import type { AnalysisTexts, Finding, Locale } from '../analysis';
import type { Document } from '../db/generated/client';

/**
 * The analysis texts in the reader's language. An analysis stores its texts in the language it was
 * asked in (the uploader's) plus, in `translations` and each finding's `explanations`, every reader
 * language; documents analysed before, or by an engine that writes one language, have only the former.
 */
function translation(document: Pick<Document, 'translations'>, locale: Locale): AnalysisTexts | null {
  const texts = document.translations && typeof document.translations === 'object' && !Array.isArray(document.translations) ? (document.translations as Record<string, unknown>)[locale] : null;
  if (!texts || typeof texts !== 'object') return null;
  const { summary, keyPoints } = texts as Partial<AnalysisTexts>;
  return typeof summary === 'string' && Array.isArray(keyPoints) ? { summary, keyPoints: keyPoints.map(String) } : null;
}

/** The summary for a reader of this language; null until analysed. */
export function readerSummary(document: Pick<Document, 'summary' | 'translations'>, locale: Locale): string | null {
  if (document.summary === null) return null;
  return translation(document, locale)?.summary ?? document.summary;
}

/** The key points for a reader of this language; empty until analysed. */
export function readerKeyPoints(document: Pick<Document, 'keyPoints' | 'translations'>, locale: Locale): string[] {
  const stored = Array.isArray(document.keyPoints) ? document.keyPoints.map(String) : [];
  return translation(document, locale)?.keyPoints ?? stored;
}

/** The findings with each explanation in the reader's language (when the analysis wrote it), without the other languages. */
export function readerFindings(findings: unknown, locale: Locale): Finding[] {
  if (!Array.isArray(findings)) return [];
  return (findings as Finding[]).map(({ explanations, ...finding }) => ({ ...finding, explanation: explanations?.[locale] ?? finding.explanation }));
}
