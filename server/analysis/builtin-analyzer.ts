import { explainFinding, findingSeverity } from './clause-guide';
import { HEADS } from './dataset-mapping';
import { isTotalLiabilityExclusion, readDirection } from './direction/directed-findings';
import { detectLanguage } from './language/detect-language';
import { ClauseModel } from './model/clause-model';
import { CONSUMER_TERMS_HEAD, consumerTermsScore, silencedHeads } from './model/document-genre';
import { featurize } from './model/featurize';
import { readClauseTerms } from './rules/clause-terms';
import { isUnlimitedLiability, isVetoed } from './rules/softening';
import { riskLevel, riskScore } from './scoring/risk-score';
import { summarize } from './summary/summarize';
import { readingSpans } from './text/split-sentences';
import type { AnalysisResult, AnalysisTexts, AnalyzeInput, Analyzer, CategoryVerdict, Finding, Locale } from './types';
import { type Candidate, type DocumentThresholds, decideVerdicts, loadDocumentThresholds, verdictsOf } from './verdicts/document-verdicts';
import type { ClauseCategory } from './categories';

export const BUILTIN_ENGINE = 'paraphe-builtin';
/** The reader languages analysis texts are written in. */
export const LOCALES: readonly Locale[] = ['fr', 'en'];
/** Findings of one category beyond this many (the most confident are kept) add nothing for a reader. */
const MAX_FINDINGS_PER_CATEGORY = 8;

let sharedModel: ClauseModel | undefined;

/** The committed model, loaded once per process. */
export function loadClauseModel(): ClauseModel {
  sharedModel ??= ClauseModel.load();
  return sharedModel;
}

/** Confidence given to a finding a rule reports without the model: its wording leaves no doubt, and the category is present. */
const RULE_CONFIDENCE = 1;

/** A finding's severity and explanations, read with the party the clause favours. */
function describe(category: ClauseCategory, sentence: string, start: number, end: number, locale: Locale, head?: string): Finding {
  const terms = readClauseTerms(sentence);
  const directed = readDirection(category, sentence);
  // Every reader language at once: a reader whose language differs from the uploader's reads their own.
  const explanations = Object.fromEntries(LOCALES.map((each) => [each, explainFinding(category, terms, each, head, directed)])) as Record<Locale, string>;
  return { category, severity: findingSeverity(category, terms, directed), start, end, excerpt: sentence, explanation: explanations[locale], explanations };
}

/**
 * Sentence-level clause detection: the model proposes, the document's genre picks which twin head
 * speaks, softening rules veto, terms grade severity. Each candidate keeps the model's confidence,
 * from which the document-level verdicts are decided.
 */
export function detectCandidates(text: string, language: 'fr' | 'en', locale: 'fr' | 'en', model: ClauseModel): Candidate[] {
  const headCategory = model.headIds.map((id) => HEADS.find((head) => head.id === id)?.category);
  const byCategory = new Map<ClauseCategory, Map<number, Candidate>>();
  const sentences = readingSpans(text);
  // A sentence reads the same however its lines were wrapped (a PDF breaks them where the page ends).
  const readings = sentences.map(({ start, end }) => text.slice(start, end).replace(/\s+/g, ' '));
  const sentenceProbabilities = readings.map((sentence) => model.predict(featurize(sentence, language)));
  const genre = model.headIds.indexOf(CONSUMER_TERMS_HEAD);
  const silenced = silencedHeads(model.headIds, consumerTermsScore(model.headIds, sentenceProbabilities), model.thresholds[genre]);
  for (const [s, { start, end }] of sentences.entries()) {
    const sentence = readings[s];
    const probabilities = sentenceProbabilities[s];
    for (let h = 0; h < probabilities.length; h++) {
      const category = headCategory[h];
      if (!category || silenced[h] || probabilities[h] < model.thresholds[h]) continue;
      if (isVetoed(category, sentence, model.headIds[h])) continue;
      // Confidence relative to the head's own threshold, so heads are comparable.
      const confidence = (probabilities[h] - model.thresholds[h]) / (1 - model.thresholds[h] + 1e-6);
      const found = byCategory.get(category) ?? new Map<number, Candidate>();
      const previous = found.get(start);
      if (previous && previous.confidence >= confidence) continue;
      found.set(start, { ...describe(category, sentence, start, end, locale, model.headIds[h]), confidence });
      byCategory.set(category, found);
    }
    // A total exclusion of the other party's liability is the harshest limitation there is: it is
    // reported even when the sentence-level model, trained on caps, does not propose it.
    const limitations = byCategory.get('liability_limitation') ?? new Map<number, Candidate>();
    if (!limitations.has(start) && isTotalLiabilityExclusion(sentence) && !isVetoed('liability_limitation', sentence)) {
      limitations.set(start, { ...describe('liability_limitation', sentence, start, end, locale), confidence: RULE_CONFIDENCE });
      byCategory.set('liability_limitation', limitations);
    }
    // So is liability said in so many words to have no limit, which the model may read as a clause about limits.
    const uncapped = byCategory.get('liability_uncapped') ?? new Map<number, Candidate>();
    if (!uncapped.has(start) && isUnlimitedLiability(sentence) && !isVetoed('liability_uncapped', sentence)) {
      uncapped.set(start, { ...describe('liability_uncapped', sentence, start, end, locale), confidence: RULE_CONFIDENCE });
      byCategory.set('liability_uncapped', uncapped);
    }
  }
  const candidates: Candidate[] = [];
  for (const found of byCategory.values())
    candidates.push(...[...found.values()].sort((a, b) => b.confidence - a.confidence).slice(0, MAX_FINDINGS_PER_CATEGORY));
  return candidates.sort((a, b) => a.start - b.start || a.category.localeCompare(b.category));
}

/** Findings of the categories the document carries, with the verdicts that decided them. */
export function detectFindings(
  text: string,
  language: 'fr' | 'en',
  locale: 'fr' | 'en',
  model: ClauseModel,
  thresholds: DocumentThresholds = loadDocumentThresholds(),
): { findings: Finding[]; verdicts: CategoryVerdict[] } {
  return decideVerdicts(detectCandidates(text, language, locale, model), thresholds);
}

/**
 * Assemble score, level, summary and key points around the document's verdicts (read off the
 * findings when the engine gives none): the score counts the clauses of the present categories.
 */
export function buildResult(
  input: AnalyzeInput,
  language: 'fr' | 'en',
  findings: Finding[],
  engine: string,
  version: string,
  verdicts: CategoryVerdict[] = verdictsOf(findings),
): AnalysisResult {
  const locale = input.locale ?? 'fr';
  const score = riskScore(findings);
  const level = riskLevel(score);
  const write = (each: Locale) => summarize({ title: input.title, findings, riskScore: score, riskLevel: level, language, locale: each });
  const { summary, keyPoints } = write(locale);
  // Other languages only when every explanation exists in them (not for an engine that writes one language).
  const translated = findings.every((finding) => finding.explanations);
  const translations = translated ? (Object.fromEntries(LOCALES.map((each) => [each, write(each)])) as Record<Locale, AnalysisTexts>) : undefined;
  return { riskScore: score, riskLevel: level, language, summary, keyPoints, findings, verdicts, ...(translations ? { translations } : {}), engine, version };
}

export function createBuiltinAnalyzer(model: ClauseModel = loadClauseModel(), thresholds: DocumentThresholds = loadDocumentThresholds()): Analyzer {
  return {
    async analyze(input) {
      const language = input.language ?? detectLanguage(input.text);
      const { findings, verdicts } = detectFindings(input.text, language, input.locale ?? 'fr', model, thresholds);
      return buildResult(input, language, findings, BUILTIN_ENGINE, model.version, verdicts);
    },
  };
}
