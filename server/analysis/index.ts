export { CLAUSE_CATEGORIES, type ClauseCategory } from './categories';
export type { AnalysisResult, AnalysisTexts, Analyzer, AnalyzerOptions, ExtractedText, ExtractionLimits, Finding, Locale } from './types';
export { detectFileKind } from './extraction/detect-file-kind';
export { extractText, DEFAULT_EXTRACTION_LIMITS } from './extraction/extract-text';
export { createAnalyzer } from './create-analyzer';
export { detectLanguage } from './language/detect-language';
