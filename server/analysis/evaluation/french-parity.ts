import type { ClauseCategory } from '../categories';
import type { Analyzer } from '../types';
import { PARITY_CLAUSES } from './parity-clauses';

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
}

async function categoriesOf(analyzer: Analyzer, text: string, language: 'fr' | 'en'): Promise<ClauseCategory[]> {
  const result = await analyzer.analyze({ text, title: '', language, locale: 'en' });
  return [...new Set(result.findings.map((finding) => finding.category))].sort();
}

/** Same categories in French as in English, clause by clause and over a whole contract. */
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
  return { pairs: PARITY_CLAUSES.length, foundEnglish, foundFrench, sameCategories, contract: { english, french, jaccard: union ? both / union : 1 }, mismatches };
}
