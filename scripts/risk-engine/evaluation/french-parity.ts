import type { ClauseCategory } from '../../../server/analysis/categories';
import type { Analyzer } from '../../../server/analysis/types';
import { NEUTRAL_CLAUSES, PARITY_CLAUSES } from './parity-clauses';

export interface ParityReport {
  pairs: number;
  /** Pairs whose expected category is found in the English clause. */
  foundEnglish: number;
  /** Pairs whose expected category is found in the French clause. */
  foundFrench: number;
  /** Pairs where both versions yield exactly the same set of categories. */
  sameCategories: number;
  /** Whole contract made of all clauses: categories found in each language and their Jaccard overlap. */
  contract: { english: ClauseCategory[]; french: ClauseCategory[]; jaccard: number };
  mismatches: Array<{ category: ClauseCategory; english: ClauseCategory[]; french: ClauseCategory[] }>;
  /** Ordinary clauses that should raise nothing: how many raised a finding, in each language. */
  neutral: { clauses: number; flaggedEnglish: number; flaggedFrench: number; flagged: Array<{ text: string; categories: ClauseCategory[] }> };
}

async function categoriesOf(analyzer: Analyzer, text: string, language: 'fr' | 'en'): Promise<ClauseCategory[]> {
  const result = await analyzer.analyze({ text, title: '', language, locale: 'en' });
  return [...new Set(result.findings.map((finding) => finding.category))].sort();
}

/** Same categories in French as in English, clause by clause and over a whole contract; and no alarm on ordinary clauses. */
export async function measureFrenchParity(analyzer: Analyzer): Promise<ParityReport> {
  let foundEnglish = 0;
  let foundFrench = 0;
  let sameCategories = 0;
  const mismatches: ParityReport['mismatches'] = [];
  for (const pair of PARITY_CLAUSES) {
    const english = await categoriesOf(analyzer, pair.en, 'en');
    const french = await categoriesOf(analyzer, pair.fr, 'fr');
    if (english.includes(pair.category)) foundEnglish++;
    if (french.includes(pair.category)) foundFrench++;
    if (english.join() === french.join()) sameCategories++;
    else mismatches.push({ category: pair.category, english, french });
  }
  const english = await categoriesOf(analyzer, PARITY_CLAUSES.map((pair) => pair.en).join('\n\n'), 'en');
  const french = await categoriesOf(analyzer, PARITY_CLAUSES.map((pair) => pair.fr).join('\n\n'), 'fr');
  const union = new Set([...english, ...french]).size;
  const both = english.filter((category) => french.includes(category)).length;
  const neutral: ParityReport['neutral'] = { clauses: NEUTRAL_CLAUSES.length, flaggedEnglish: 0, flaggedFrench: 0, flagged: [] };
  for (const clause of NEUTRAL_CLAUSES) {
    for (const language of ['en', 'fr'] as const) {
      const categories = await categoriesOf(analyzer, clause[language], language);
      if (categories.length === 0) continue;
      if (language === 'en') neutral.flaggedEnglish++;
      else neutral.flaggedFrench++;
      neutral.flagged.push({ text: clause[language], categories });
    }
  }
  return {
    pairs: PARITY_CLAUSES.length,
    foundEnglish,
    foundFrench,
    sameCategories,
    contract: { english, french, jaccard: union ? both / union : 1 },
    mismatches,
    neutral,
  };
}
