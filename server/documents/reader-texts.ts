import { BUILTIN_ENGINE, explainFinding, isClauseCategory, readClauseTerms, summarize, type AnalysisTexts, type Finding, type Locale } from '../analysis';
import type { Document } from '../db/generated/client';

/** The columns a document's analysis texts are worded from when no stored translation exists: its data. */
export const ANALYSIS_DATA_COLUMNS = [
  'summary',
  'keyPoints',
  'translations',
  'title',
  'findings',
  'riskScore',
  'riskLevel',
  'language',
  'analysisEngine',
] as const;
export type AnalysisData = Pick<Document, (typeof ANALYSIS_DATA_COLUMNS)[number]>;

/**
 * The analysis texts in the reader's language. An analysis stores its texts in the language it was
 * asked in (the uploader's) plus, in `translations` and each finding's `explanations`, every reader
 * language; documents analysed before, or by an engine that writes one language, have only the former.
 */
function translation(document: Pick<Document, 'translations'>, locale: Locale): AnalysisTexts | null {
  const texts =
    document.translations && typeof document.translations === 'object' && !Array.isArray(document.translations)
      ? (document.translations as Record<string, unknown>)[locale]
      : null;
  if (!texts || typeof texts !== 'object') return null;
  const { summary, keyPoints } = texts as Partial<AnalysisTexts>;
  return typeof summary === 'string' && Array.isArray(keyPoints) ? { summary, keyPoints: keyPoints.map(String) } : null;
}

/**
 * A built-in analysis stored before translations existed is worded again from its data (categories,
 * severities, quoted terms, score) in the reader's language; another engine's texts stay as written.
 */
function worded(document: AnalysisData, locale: Locale): AnalysisTexts | null {
  if (document.summary === null || document.analysisEngine !== BUILTIN_ENGINE || (document.language !== 'fr' && document.language !== 'en')) return null;
  const findings = readerFindings(document, locale);
  return summarize({ title: document.title, findings, riskScore: document.riskScore, riskLevel: document.riskLevel, language: document.language, locale });
}

/** The summary for a reader of this language; null until analysed. */
export function readerSummary(document: AnalysisData, locale: Locale): string | null {
  if (document.summary === null) return null;
  return translation(document, locale)?.summary ?? worded(document, locale)?.summary ?? document.summary;
}

/** The key points for a reader of this language; empty until analysed. */
export function readerKeyPoints(document: AnalysisData, locale: Locale): string[] {
  const stored = Array.isArray(document.keyPoints) ? document.keyPoints.map(String) : [];
  return translation(document, locale)?.keyPoints ?? worded(document, locale)?.keyPoints ?? stored;
}

/**
 * The findings with each explanation in the reader's language: as the analysis wrote it in every
 * language, else worded from the finding's category and quoted terms (built-in analyses).
 */
export function readerFindings(document: Pick<Document, 'findings' | 'analysisEngine'>, locale: Locale): Finding[] {
  if (!Array.isArray(document.findings)) return [];
  const builtin = document.analysisEngine === BUILTIN_ENGINE;
  return (document.findings as unknown as Finding[]).map(({ explanations, ...finding }) => {
    const explanation =
      explanations?.[locale] ??
      (builtin && isClauseCategory(finding.category) ? explainFinding(finding.category, readClauseTerms(finding.excerpt), locale) : finding.explanation);
    return { ...finding, explanation };
  });
}

/**
 * The findings in the reader's language, each with the page (from 1) of the file it begins on:
 * null for a file without pages. Both APIs answer findings so.
 */
export function readerFindingsOnPages(
  document: Pick<Document, 'findings' | 'analysisEngine' | 'pageStarts'>,
  locale: Locale,
): Array<Finding & { page: number | null }> {
  return readerFindings(document, locale).map((finding) => ({ ...finding, page: findingPage(document.pageStarts, finding.start) }));
}

/** The page (from 1) a clause that begins at `offset` is on, from where each page begins in the text; null for a text without pages. */
export function findingPage(pageStarts: readonly number[], offset: number): number | null {
  if (pageStarts.length === 0) return null;
  let page = 1;
  while (page < pageStarts.length && pageStarts[page] <= offset) page++;
  return page;
}
