import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Analyzer } from '../../../server/analysis/types';
import type { ClauseCategory } from '../../../server/analysis/categories';

/**
 * Whole documents written for Paraphe and labelled by hand with every clause type they contain: the
 * same one-sided services agreement in English and French, French terms of use and a French
 * commercial agency contract. The analyzer's tests read the same labels.
 */
/** The 19 clause types of the services agreement, in both of its languages. */
export const SERVICES_AGREEMENT_CATEGORIES: readonly ClauseCategory[] = [
  'auto_renewal',
  'late_payment_penalties',
  'unilateral_change',
  'minimum_commitment',
  'liability_limitation',
  'liability_uncapped',
  'indemnification',
  'ip_assignment',
  'non_solicit',
  'exclusivity',
  'termination_for_convenience',
  'liquidated_damages',
  'anti_assignment',
  'change_of_control',
  'audit_rights',
  'consent_by_use',
  'choice_of_law',
  'arbitration',
  'jurisdiction',
];
export const TERMS_OF_USE_CATEGORIES: readonly ClauseCategory[] = [
  'consent_by_use',
  'termination_for_convenience',
  'auto_renewal',
  'unilateral_change',
  'liability_limitation',
  'choice_of_law',
  'arbitration',
];
export const AGENCY_CONTRACT_CATEGORIES: readonly ClauseCategory[] = [
  'exclusivity',
  'non_compete',
  'minimum_commitment',
  'unilateral_change',
  'confidentiality_perpetual',
  'auto_renewal',
  'anti_assignment',
  'choice_of_law',
  'jurisdiction',
];

export const LABELLED_DOCUMENTS: ReadonlyArray<{ file: string; categories: readonly ClauseCategory[]; band?: 'LOW' | 'MED' | 'HIGH' }> = [
  { file: 'services-agreement.en.txt', band: 'HIGH', categories: SERVICES_AGREEMENT_CATEGORIES },
  { file: 'services-agreement.fr.txt', band: 'HIGH', categories: SERVICES_AGREEMENT_CATEGORIES },
  { file: 'conditions-utilisation.fr.txt', categories: TERMS_OF_USE_CATEGORIES },
  { file: 'contrat-agent.fr.txt', categories: AGENCY_CONTRACT_CATEGORIES },
];

export const LABELLED_DOCUMENTS_DIR = join(import.meta.dirname, '../../../__tests__/server/analysis/fixtures');

export interface LabelledDocumentReport {
  documents: Array<{
    file: string;
    found: number;
    labelled: number;
    missed: ClauseCategory[];
    extra: ClauseCategory[];
    band: string;
    expectedBand: string | null;
  }>;
  precision: number;
  recall: number;
  f1: number;
}

/** Each document's verdicts (categories present) against its labels, and its band against the expected one. */
export async function measureLabelledDocuments(analyzer: Analyzer): Promise<LabelledDocumentReport> {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const documents: LabelledDocumentReport['documents'] = [];
  for (const labelled of LABELLED_DOCUMENTS) {
    const text = readFileSync(join(LABELLED_DOCUMENTS_DIR, labelled.file), 'utf8');
    const result = await analyzer.analyze({ text, title: labelled.file });
    const present = new Set(result.verdicts.map((verdict) => verdict.category));
    const labels = new Set(labelled.categories);
    const missed = [...labels].filter((category) => !present.has(category));
    const extra = [...present].filter((category) => !labels.has(category));
    tp += labels.size - missed.length;
    fp += extra.length;
    fn += missed.length;
    documents.push({
      file: labelled.file,
      found: labels.size - missed.length,
      labelled: labels.size,
      missed,
      extra,
      band: result.riskLevel,
      expectedBand: labelled.band ?? null,
    });
  }
  const precision = tp / Math.max(1, tp + fp);
  const recall = tp / Math.max(1, tp + fn);
  return { documents, precision, recall, f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall) };
}
