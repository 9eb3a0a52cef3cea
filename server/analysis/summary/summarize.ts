import { clauseLabel } from '../clause-guide';
import type { ClauseCategory } from '../categories';
import type { DocumentLanguage, Finding, Locale, RiskLevel } from '../types';

const LEVEL_WORDS: Record<Locale, Record<RiskLevel, string>> = {
  fr: { LOW: 'faible', MED: 'modéré', HIGH: 'élevé' },
  en: { LOW: 'low', MED: 'moderate', HIGH: 'high' },
};
const LANGUAGE_WORDS: Record<Locale, Record<DocumentLanguage, string>> = {
  fr: { fr: 'français', en: 'anglais' },
  en: { fr: 'French', en: 'English' },
};
/** The key points are the categories that drive the verdict, worst first: a reader takes in three. */
const MAX_KEY_POINTS = 3;

export interface SummaryInput {
  title: string;
  findings: Finding[];
  riskScore: number;
  riskLevel: RiskLevel;
  language: DocumentLanguage;
  locale: Locale;
}

/** Categories found, worst first (severity, then number of findings). */
function rankedCategories(findings: Finding[]): Array<{ category: ClauseCategory; severity: number; count: number; first: Finding }> {
  const byCategory = new Map<ClauseCategory, { category: ClauseCategory; severity: number; count: number; first: Finding }>();
  for (const finding of findings) {
    const entry = byCategory.get(finding.category);
    if (!entry) byCategory.set(finding.category, { category: finding.category, severity: finding.severity, count: 1, first: finding });
    else {
      entry.count++;
      if (finding.severity > entry.severity) {
        entry.severity = finding.severity;
        entry.first = finding;
      }
    }
  }
  return [...byCategory.values()].sort((a, b) => b.severity - a.severity || b.count - a.count);
}

/** Summary paragraph and key points in the reader's language. */
export function summarize({ title, findings, riskScore, riskLevel, language, locale }: SummaryInput): { summary: string; keyPoints: string[] } {
  const ranked = rankedCategories(findings);
  const name = title.trim() || (locale === 'fr' ? 'Ce document' : 'This document');
  const level = LEVEL_WORDS[locale][riskLevel];
  const documentLanguage = LANGUAGE_WORDS[locale][language];
  if (ranked.length === 0) {
    return {
      summary:
        locale === 'fr'
          ? `« ${name} » (document en ${documentLanguage}) : risque ${level} (${riskScore}/10). Aucune clause à risque n’a été détectée ; une relecture reste recommandée.`
          : `"${name}" (${documentLanguage} document): ${level} risk (${riskScore}/10). No risky clause was detected; a review is still advisable.`,
      keyPoints: [locale === 'fr' ? 'Aucune clause à risque détectée.' : 'No risky clause detected.'],
    };
  }
  const labels = ranked.slice(0, 3).map(({ category }) => clauseLabel(category, locale).toLowerCase());
  const clauses = findings.length;
  const summary =
    locale === 'fr'
      ? `« ${name} » (document en ${documentLanguage}) : risque ${level} (${riskScore}/10). ${clauses} clause${clauses > 1 ? 's' : ''} à examiner dans ${ranked.length} catégorie${ranked.length > 1 ? 's' : ''}, principalement : ${labels.join(', ')}.`
      : `"${name}" (${documentLanguage} document): ${level} risk (${riskScore}/10). ${clauses} clause${clauses > 1 ? 's' : ''} to review across ${ranked.length} categor${ranked.length > 1 ? 'ies' : 'y'}, mainly: ${labels.join(', ')}.`;
  const keyPoints = ranked.slice(0, MAX_KEY_POINTS).map(({ category, severity, count, first }) => {
    const label = clauseLabel(category, locale);
    const times = count > 1 ? ` (${count} occurrences)` : '';
    const explanation = first.explanations?.[locale] ?? first.explanation;
    return locale === 'fr' ? `${label}${times}, gravité ${severity}/5 : ${explanation}` : `${label}${times}, severity ${severity}/5: ${explanation}`;
  });
  return { summary, keyPoints };
}
