import { type DatasetScheme, SCHEME_LABELS, datasetLabelsOfFinding } from '../../../server/analysis/dataset-mapping';
import { CLAUSE_CATEGORIES } from '../../../server/analysis/categories';
import type { Analyzer } from '../../../server/analysis/types';

export interface EvaluationItem {
  text: string;
  labels: string[];
  /** CUAD lawyer-marked spans by label, when the input carries them. */
  spans?: Record<string, Array<{ start: number; end: number }>>;
}

export interface LabelScore {
  precision: number;
  recall: number;
  f1: number;
  support: number;
}

export interface EvaluationReport {
  scheme: DatasetScheme;
  count: number;
  macroF1: number;
  microF1: number;
  perLabel: Record<string, LabelScore>;
  /** Share of (document, true label with spans) pairs where a finding of that label overlaps a marked span. */
  spanOverlap?: { rate: number; hits: number; cases: number };
  itemsPerSecond: number;
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;
const f1Of = (tp: number, fp: number, fn: number) => (tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn));

/** Runs the analyzer over labelled items and scores it on the scheme's fixed label set. */
export async function evaluate(analyzer: Analyzer, items: EvaluationItem[], scheme: DatasetScheme): Promise<EvaluationReport> {
  const labelSet = scheme === 'native' ? [...CLAUSE_CATEGORIES] : [...SCHEME_LABELS[scheme]];
  const counts = new Map(labelSet.map((label) => [label, { tp: 0, fp: 0, fn: 0, support: 0 }]));
  let hits = 0;
  let cases = 0;
  const started = performance.now();
  for (const item of items) {
    const result = await analyzer.analyze({ text: item.text, title: '', locale: 'en' });
    const predicted = new Set<string>();
    const findingLabels = result.findings.map((finding) => ({ finding, labels: datasetLabelsOfFinding(finding, scheme) }));
    for (const { labels } of findingLabels) for (const label of labels) predicted.add(label);
    const truth = new Set(item.labels);
    for (const label of labelSet) {
      const count = counts.get(label)!;
      const isTrue = truth.has(label);
      const isPredicted = predicted.has(label);
      if (isTrue) count.support++;
      if (isTrue && isPredicted) count.tp++;
      else if (isPredicted) count.fp++;
      else if (isTrue) count.fn++;
      const spans = item.spans?.[label];
      if (isTrue && spans?.length) {
        cases++;
        const overlaps = findingLabels.some(
          ({ finding, labels }) => labels.includes(label) && spans.some((span) => finding.start < span.end && span.start < finding.end),
        );
        if (overlaps) hits++;
      }
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const perLabel: Record<string, LabelScore> = {};
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const [label, count] of counts) {
    tp += count.tp;
    fp += count.fp;
    fn += count.fn;
    perLabel[label] = {
      precision: round(count.tp + count.fp ? count.tp / (count.tp + count.fp) : 0),
      recall: round(count.support ? count.tp / count.support : 0),
      f1: round(f1Of(count.tp, count.fp, count.fn)),
      support: count.support,
    };
  }
  const macroF1 = labelSet.reduce((sum, label) => sum + perLabel[label].f1, 0) / labelSet.length;
  return {
    scheme,
    count: items.length,
    macroF1: round(macroF1),
    microF1: round(f1Of(tp, fp, fn)),
    perLabel,
    ...(cases ? { spanOverlap: { rate: round(hits / cases), hits, cases } } : {}),
    itemsPerSecond: round(items.length / seconds),
  };
}
