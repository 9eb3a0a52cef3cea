import { writeFileSync } from 'node:fs';
import { detectCandidates, loadClauseModel } from '../../../server/analysis/builtin-analyzer';
import type { ClauseCategory } from '../../../server/analysis/categories';
import { CLAUSE_GUIDE } from '../../../server/analysis/clause-guide';
import { HEADS, SCHEME_LABELS, datasetLabelsOfFinding } from '../../../server/analysis/dataset-mapping';
import { detectLanguage } from '../../../server/analysis/language/detect-language';
import { riskLevel, riskScore } from '../../../server/analysis/scoring/risk-score';
import type { RiskLevel } from '../../../server/analysis/types';
import { DOCUMENT_THRESHOLDS_PATH, type DocumentThresholds, documentEvidence } from '../../../server/analysis/verdicts/document-verdicts';
import { loadCuad, loadSplit, loadTos, seededRandom } from '../training/datasets';

type Scheme = 'cuad' | 'tos';

/** What the engine proposes for one whole document, category by category, and what its labels say. */
export interface DocumentCase {
  id: string;
  scheme: Scheme;
  truth: Set<string>;
  categories: Map<ClauseCategory, { evidence: number; labels: string[] }>;
}

const FOLDS = 5;
const SEED = 45;
/** Thresholds tried for each category's document evidence. */
const GRID = Array.from({ length: 20 }, (_, i) => i / 20);
const BANDS: RiskLevel[] = ['LOW', 'MED', 'HIGH'];

const round = (value: number) => Math.round(value * 1000) / 1000;
const f1Of = (tp: number, fp: number, fn: number) => (tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn));

/**
 * The documents the sentence model was not trained on (validation and held-out parts of the
 * committed split): a CUAD contract is one document, a CLAUDETTE terms of service is its sentences
 * read in order. Labels are the categories present in the document.
 */
export function readDocuments(): DocumentCase[] {
  const model = loadClauseModel();
  const split = loadSplit();
  const cases: DocumentCase[] = [];
  const add = (id: string, scheme: Scheme, text: string, labels: Iterable<string>) => {
    const candidates = detectCandidates(text, detectLanguage(text), 'en', model);
    const evidence = documentEvidence(candidates);
    const categories = new Map<ClauseCategory, { evidence: number; labels: string[] }>();
    for (const [category, value] of evidence) {
      const found = new Set(
        candidates.filter((candidate) => candidate.category === category).flatMap((candidate) => datasetLabelsOfFinding(candidate, scheme)),
      );
      categories.set(category, { evidence: value, labels: [...found] });
    }
    cases.push({ id, scheme, truth: new Set([...labels].filter((label) => SCHEME_LABELS[scheme].includes(label))), categories });
  };
  const cuadIds = new Set([...split.cuad.validation, ...split.cuad.heldout]);
  for (const contract of loadCuad()) if (cuadIds.has(contract.id)) add(contract.id, 'cuad', contract.text, contract.labels);
  const tosDocs = new Set([...split.tos.validation, ...split.tos.heldout]);
  const byDoc = new Map<string, Array<{ text: string; labels: string[] }>>();
  for (const sentence of loadTos()) if (tosDocs.has(sentence.doc)) byDoc.set(sentence.doc, [...(byDoc.get(sentence.doc) ?? []), sentence]);
  for (const [doc, sentences] of byDoc)
    add(
      doc,
      'tos',
      sentences.map(({ text }) => text).join('\n\n'),
      sentences.flatMap(({ labels }) => labels),
    );
  return cases;
}

/** Labels a document is predicted to carry under some thresholds. */
function predicted(document: DocumentCase, thresholds: DocumentThresholds, only?: ClauseCategory): Set<string> {
  const labels = new Set<string>();
  for (const [category, { evidence, labels: found }] of document.categories) {
    if (only && category !== only) continue;
    if (evidence >= (thresholds[category] ?? 0)) for (const label of found) labels.add(label);
  }
  return labels;
}

/** F1 per (scheme, label) over documents, with their support. */
function labelScores(documents: DocumentCase[], predictions: Map<DocumentCase, Set<string>>): Map<string, { f1: number; support: number }> {
  const scores = new Map<string, { f1: number; support: number }>();
  for (const scheme of ['cuad', 'tos'] as const) {
    const ofScheme = documents.filter((document) => document.scheme === scheme);
    if (ofScheme.length === 0) continue;
    for (const label of SCHEME_LABELS[scheme]) {
      let tp = 0;
      let fp = 0;
      let fn = 0;
      for (const document of ofScheme) {
        const isTrue = document.truth.has(label);
        const isPredicted = predictions.get(document)?.has(label) ?? false;
        if (isTrue && isPredicted) tp++;
        else if (isPredicted) fp++;
        else if (isTrue) fn++;
      }
      scores.set(`${scheme}:${label}`, { f1: f1Of(tp, fp, fn), support: tp + fn });
    }
  }
  return scores;
}

/** The engine category whose findings count for a dataset label. */
function categoryOfLabel(label: string): ClauseCategory | undefined {
  return HEADS.find((head) => head.cuad.includes(label) || head.tos.includes(label))?.category;
}

/**
 * Per category, the threshold that maximises the mean F1 of the dataset labels it reports on the
 * given documents (lowest threshold on ties, so a category stays as present as today when nothing
 * is gained). Categories report disjoint labels, so each is fitted alone.
 */
export function fitThresholds(documents: DocumentCase[]): DocumentThresholds {
  const thresholds: DocumentThresholds = {};
  const categories = new Set(HEADS.filter((head) => head.cuad.length + head.tos.length > 0).map((head) => head.category));
  for (const category of categories) {
    let best = { value: -1, threshold: 0 };
    for (const threshold of GRID) {
      const predictions = new Map(documents.map((document) => [document, predicted(document, { [category]: threshold }, category)]));
      const scores = [...labelScores(documents, predictions)].filter(
        ([key, score]) => categoryOfLabel(key.slice(key.indexOf(':') + 1)) === category && score.support > 0,
      );
      if (scores.length === 0) continue;
      const value = scores.reduce((sum, [, score]) => sum + score.f1, 0) / scores.length;
      if (value > best.value + 1e-9) best = { value, threshold };
    }
    thresholds[category] = best.threshold;
  }
  return thresholds;
}

/** Band of a document from the categories it carries, each at its category's usual severity. */
function bandOf(labels: Iterable<string>): RiskLevel {
  const categories = new Set([...labels].map(categoryOfLabel).filter((category): category is ClauseCategory => category !== undefined));
  return riskLevel(riskScore([...categories].map((category) => ({ category, severity: CLAUSE_GUIDE[category].severity }))));
}

export interface VerdictReport {
  documents: Record<Scheme, number>;
  folds: number;
  /** F1 of each dataset label over documents: a category present when any sentence is found, and with the cross-validated thresholds. */
  perLabel: Record<string, { before: number; after: number; support: number }>;
  macroF1: Record<Scheme, { before: number; after: number }>;
  /** Rows: band from the documents' labels; columns: band from the predicted categories (LOW, MED, HIGH). */
  bandConfusion: { before: number[][]; after: number[][] };
  bandAccuracy: { before: number; after: number };
  thresholds: DocumentThresholds;
}

/** Document-grouped cross-validation of the verdict thresholds, then thresholds fitted on every document. */
export function evaluateVerdicts(documents: DocumentCase[]): VerdictReport {
  const random = seededRandom(SEED);
  const folds = new Map<DocumentCase, number>();
  for (const scheme of ['cuad', 'tos'] as const) {
    const ofScheme = documents.filter((document) => document.scheme === scheme).map((document) => ({ document, key: random() }));
    ofScheme.sort((a, b) => a.key - b.key).forEach(({ document }, i) => folds.set(document, i % FOLDS));
  }
  const after = new Map<DocumentCase, Set<string>>();
  for (let fold = 0; fold < FOLDS; fold++) {
    const thresholds = fitThresholds(documents.filter((document) => folds.get(document) !== fold));
    for (const document of documents) if (folds.get(document) === fold) after.set(document, predicted(document, thresholds));
  }
  const before = new Map(documents.map((document) => [document, predicted(document, {})]));
  const scoresBefore = labelScores(documents, before);
  const scoresAfter = labelScores(documents, after);
  const perLabel: VerdictReport['perLabel'] = {};
  for (const [key, score] of scoresAfter) perLabel[key] = { before: round(scoresBefore.get(key)?.f1 ?? 0), after: round(score.f1), support: score.support };
  const macro = (scheme: Scheme, which: 'before' | 'after') => {
    const keys = Object.keys(perLabel).filter((key) => key.startsWith(`${scheme}:`));
    return keys.length ? round(keys.reduce((sum, key) => sum + perLabel[key][which], 0) / keys.length) : 0;
  };
  const confusion = (predictions: Map<DocumentCase, Set<string>>) => {
    const matrix = BANDS.map(() => BANDS.map(() => 0));
    for (const document of documents) matrix[BANDS.indexOf(bandOf(document.truth))][BANDS.indexOf(bandOf(predictions.get(document) ?? []))]++;
    return matrix;
  };
  const accuracy = (matrix: number[][]) => round(matrix.reduce((sum, row, i) => sum + row[i], 0) / Math.max(1, documents.length));
  const bandBefore = confusion(before);
  const bandAfter = confusion(after);
  return {
    documents: { cuad: documents.filter((d) => d.scheme === 'cuad').length, tos: documents.filter((d) => d.scheme === 'tos').length },
    folds: FOLDS,
    perLabel,
    macroF1: {
      cuad: { before: macro('cuad', 'before'), after: macro('cuad', 'after') },
      tos: { before: macro('tos', 'before'), after: macro('tos', 'after') },
    },
    bandConfusion: { before: bandBefore, after: bandAfter },
    bandAccuracy: { before: accuracy(bandBefore), after: accuracy(bandAfter) },
    thresholds: fitThresholds(documents),
  };
}

/** Writes the thresholds fitted on every document where the analyzer reads them. */
export function writeThresholds(thresholds: DocumentThresholds): void {
  writeFileSync(
    DOCUMENT_THRESHOLDS_PATH,
    `${JSON.stringify({ fittedOn: 'CUAD and CLAUDETTE validation and held-out documents of the committed split', thresholds }, null, 2)}\n`,
  );
}

/** The report as a reader scans it: per label, macro-F1, band confusion. */
export function printVerdictReport(report: VerdictReport, write: (line: string) => void): void {
  write(
    `Document verdicts: ${report.documents.cuad} CUAD contracts, ${report.documents.tos} terms of service, ${report.folds}-fold cross-validation grouped by document`,
  );
  write(`${'label'.padEnd(44)} before  after  n`);
  for (const [label, score] of Object.entries(report.perLabel))
    write(`${label.padEnd(44)} ${score.before.toFixed(3)}  ${score.after.toFixed(3)}  ${score.support}`);
  for (const scheme of ['cuad', 'tos'] as const)
    write(`macro-F1 ${scheme}: ${report.macroF1[scheme].before.toFixed(3)} → ${report.macroF1[scheme].after.toFixed(3)}`);
  for (const which of ['before', 'after'] as const) {
    write(`band confusion ${which} (rows: from labels, columns: predicted; LOW MED HIGH), accuracy ${report.bandAccuracy[which].toFixed(3)}`);
    report.bandConfusion[which].forEach((row, i) => write(`  ${BANDS[i].padEnd(4)} ${row.map((n) => String(n).padStart(4)).join(' ')}`));
  }
}
