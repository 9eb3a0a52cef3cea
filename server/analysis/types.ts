import type { ClauseCategory } from './categories';

/** The reader's language: summary, key points and explanations are written in it. */
import type { Locale } from '../shared/locale';

export type { Locale };
export type DocumentLanguage = 'fr' | 'en';
export type FileKind = 'pdf' | 'docx' | 'doc' | 'txt';
export type RiskLevel = 'LOW' | 'MED' | 'HIGH';

export interface Finding {
  category: ClauseCategory;
  /** 1 (minor) to 5 (severe). */
  severity: number;
  start: number;
  end: number;
  excerpt: string;
  /** Why the clause matters, in the analysis language (the locale it was asked in). */
  explanation: string;
  /** The explanation in every reader language; absent when the engine wrote one language only (LLM). */
  explanations?: Record<Locale, string>;
}

/** A document-level decision on one category: present, how severe, and the clauses that carry it. */
export interface CategoryVerdict {
  category: ClauseCategory;
  /** Severity of the worst clause carrying it, 1–5. */
  severity: number;
  /** How strongly the document carries it, 0–1 (1 when the engine gives no confidence). */
  evidence: number;
  /** The clauses that carry it, worst first. */
  clauses: Array<{ start: number; end: number }>;
}

/** The texts of an analysis a reader reads, in one language. */
export interface AnalysisTexts {
  summary: string;
  keyPoints: string[];
}

export interface AnalysisResult {
  /** 1–10 integer derived from the verdicts (see scoring/risk-score.ts). */
  riskScore: number;
  riskLevel: RiskLevel;
  language: DocumentLanguage;
  summary: string;
  keyPoints: string[];
  findings: Finding[];
  /** The categories present in the document, worst first; the score, the summary and the findings follow from them. */
  verdicts: CategoryVerdict[];
  /** Summary and key points in every reader language; absent when the findings' explanations exist in one language only. */
  translations?: Record<Locale, AnalysisTexts>;
  engine: string;
  version: string;
}

export interface ExtractedText {
  text: string;
  pageCount: number | null;
  /** Where each page begins in `text` (a PDF's pages, in order); null when the format has no pages. */
  pageStarts: number[] | null;
  kind: FileKind;
  /** A PDF without a text layer: text is '' and the document must not be scored as safe. */
  scanned: boolean;
}

export interface ExtractionLimits {
  maxBytes: number;
  maxPages: number;
  timeoutMs: number;
  maxEntries: number;
  maxUncompressedBytes: number;
}

export interface AnalyzeInput {
  text: string;
  title: string;
  language?: DocumentLanguage;
  locale?: Locale;
}

export interface Analyzer {
  analyze(input: AnalyzeInput): Promise<AnalysisResult>;
}

export interface LlmOptions {
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs?: number;
}

export interface AnalyzerOptions {
  engine?: 'builtin' | 'llm';
  llm?: LlmOptions;
}
