import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { ClauseCategory } from '../../../server/analysis/categories';
import { HEADS, TWIN_CATEGORIES, datasetLabelsOfFinding } from '../../../server/analysis/dataset-mapping';
import { CONSUMER_TERMS_HEAD, consumerTermsScore, silencedHeads } from '../../../server/analysis/model/document-genre';
import { FEATURE_BITS, featurize, type SentenceFeatures } from '../../../server/analysis/model/featurize';
import { ClauseModel, type ModelFile, encodeIndices } from '../../../server/analysis/model/clause-model';
import { isVetoed } from '../../../server/analysis/rules/softening';
import { readingSpans, splitSentences } from '../../../server/analysis/text/split-sentences';
import { CLAUSE_EXAMPLES, WEAK_NEGATIVE_FILTERS, WEAK_POSITIVE_PATTERNS } from './clause-examples';
import {
  type CuadContract,
  type DatasetSplit,
  type TosSentence,
  REPO_ROOT,
  SPLIT_PATH,
  loadCuad,
  loadSplit,
  loadTos,
  makeSplit,
  seededRandom,
  shuffle,
} from './datasets';

const SEED = Number(process.env.PARAPHE_TRAIN_SEED ?? 20240605);
/** Most passes of the solver over the samples of a head. */
const PASSES = Number(process.env.PARAPHE_TRAIN_PASSES ?? 50);
/** Inverse regularisation strength of the SVMs (cost of one unit of hinge loss). */
const COST = Number(process.env.PARAPHE_TRAIN_COST ?? 0.5);
/** The solver stops when the projected gradients of a pass span less than this. */
const CONVERGED = 0.1;
const HAND_EXAMPLE_WEIGHT = Number(process.env.PARAPHE_TRAIN_HAND_WEIGHT ?? 8);
const MAX_POSITIVE_WEIGHT = Number(process.env.PARAPHE_TRAIN_MAX_POSITIVE_WEIGHT ?? 3);
/** Refit on the kept weights only after pruning, so the shipped sparse model is self-consistent. */
const REFIT = (process.env.PARAPHE_TRAIN_REFIT ?? '0') === '1';
/** Folds of the cross-validation (by document, inside the training split) that tunes thresholds. */
const FOLDS = Number(process.env.PARAPHE_TRAIN_FOLDS ?? 3);
const CONCURRENT_FOLDS = Number(process.env.PARAPHE_TRAIN_CONCURRENCY ?? 2);
/** Minimum number of training documents a feature must occur in to be learnt (1: all features). */
const MIN_DOCUMENTS = Number(process.env.PARAPHE_TRAIN_MIN_DOCUMENTS ?? 1);
/**
 * Use the other dataset's sentences as negatives for heads whose category both datasets label. Off
 * by default: the genre head keeps each twin to its own kind of document, and the other dataset's
 * wording of the same concept only blurs what a head learns.
 */
const CROSS_NEGATIVES = (process.env.PARAPHE_TRAIN_CROSS_NEGATIVES ?? '0') === '1';
/** Weights whose magnitude is below this are dropped from the shipped file. */
const PRUNE_BELOW = Number(process.env.PARAPHE_TRAIN_PRUNE_BELOW ?? 0.05);
/** At most this many weights per head are shipped (the largest in magnitude). */
const MAX_WEIGHTS_PER_HEAD = Number(process.env.PARAPHE_TRAIN_MAX_WEIGHTS ?? 30_000);
const MODEL_VERSION = '1.0.0';

/** Clause heads, then the genre head (consumer terms vs contract). */
const HEAD_IDS = [...HEADS.map((head) => head.id), CONSUMER_TERMS_HEAD];
const H = HEAD_IDS.length;
const GENRE = H - 1;
const headIndex = new Map(HEAD_IDS.map((id, i) => [id, i]));

interface Sample {
  features: SentenceFeatures;
  /** Which heads this sample teaches (1) and which it says nothing about (0). */
  mask: Uint8Array;
  target: Uint8Array;
  weight: number;
}

function newSample(text: string, language: 'fr' | 'en', weight = 1): Sample {
  return { features: featurize(text, language), mask: new Uint8Array(H), target: new Uint8Array(H), weight };
}

/**
 * Heads that a dataset does not label learn from its sentences through labelling functions:
 * positives where the positive pattern matches, and, for heads with a filter, negatives where the
 * sentence is clearly off-topic (a sentence matching the filter without the pattern is left out).
 */
function applyWeakLabels(sample: Sample, text: string, scheme: 'tos' | 'cuad'): void {
  HEADS.forEach((head, h) => {
    if (head[scheme].length > 0) return;
    if (WEAK_POSITIVE_PATTERNS[head.id]?.test(text)) {
      sample.mask[h] = 1;
      sample.target[h] = 1;
      return;
    }
    const filter = WEAK_NEGATIVE_FILTERS[head.id];
    if (filter && !filter.test(text)) sample.mask[h] = 1;
  });
}

/**
 * A head of one dataset sees the other dataset's sentences as negatives when its category is labelled
 * by both (a contract termination clause is not consumer-terms "unilateral termination" unless the
 * contract's lawyers marked it so), except where the sentence is positive for the twin head.
 */
function applyCrossNegatives(sample: Sample, scheme: 'tos' | 'cuad'): void {
  if (!CROSS_NEGATIVES) return;
  HEADS.forEach((head, h) => {
    if (sample.mask[h] || !TWIN_CATEGORIES.has(head.category) || head[scheme].length > 0) return;
    if (head.tos.length === 0 && head.cuad.length === 0) return;
    const twinPositive = HEADS.some((twin, t) => twin.category === head.category && sample.mask[t] && sample.target[t]);
    if (!twinPositive) sample.mask[h] = 1;
  });
}

export function tosSample(text: string, labels: string[]): Sample {
  const sample = newSample(text, 'en');
  HEADS.forEach((head, h) => {
    if (head.tos.length === 0) return;
    sample.mask[h] = 1;
    if (head.tos.some((label) => labels.includes(label))) sample.target[h] = 1;
  });
  sample.mask[GENRE] = 1;
  sample.target[GENRE] = 1;
  applyCrossNegatives(sample, 'tos');
  applyWeakLabels(sample, text, 'tos');
  return sample;
}

/** A sentence is positive for a CUAD label when it overlaps a lawyer-marked span for at least half of the shorter of the two. */
export function cuadSentenceLabels(contract: CuadContract, start: number, end: number): Set<string> {
  const labels = new Set<string>();
  for (const [label, spans] of Object.entries(contract.spans ?? {})) {
    for (const span of spans) {
      const overlap = Math.min(end, span.end) - Math.max(start, span.start);
      if (overlap > 0 && overlap >= 0.5 * Math.min(end - start, span.end - span.start)) {
        labels.add(label);
        break;
      }
    }
  }
  return labels;
}

function cuadSamples(contract: CuadContract): Sample[] {
  return splitSentences(contract.text).map(({ start, end }) => {
    const text = contract.text.slice(start, end);
    const labels = cuadSentenceLabels(contract, start, end);
    const sample = newSample(text, 'en');
    HEADS.forEach((head, h) => {
      if (head.cuad.length === 0) return;
      sample.mask[h] = 1;
      if (head.cuad.some((label) => labels.has(label))) sample.target[h] = 1;
    });
    sample.mask[GENRE] = 1;
    applyCrossNegatives(sample, 'cuad');
    applyWeakLabels(sample, text, 'cuad');
    return sample;
  });
}

function handSamples(): Sample[] {
  return CLAUSE_EXAMPLES.map(({ text, language, heads }) => {
    const sample = newSample(text, language, HAND_EXAMPLE_WEIGHT);
    sample.mask.fill(1);
    // Written examples mix consumer and business wording: they teach no genre.
    sample.mask[GENRE] = 0;
    // A written example teaches the head of that name and its terms-of-service twin.
    for (const id of heads) for (const twin of [id, `tos_${id}`]) if (headIndex.has(twin)) sample.target[headIndex.get(twin)!] = 1;
    return sample;
  });
}

interface Weights {
  weights: Float32Array;
  biases: Float32Array;
}

/**
 * One linear SVM per head (L2-regularised squared hinge, the bias as a regularised constant
 * feature), solved by dual coordinate descent as in liblinear: deterministic for a seed, and on
 * sparse text it generalises better than plain stochastic gradient descent on the log loss.
 * With `keep`, only the kept (feature, head) weights exist: used to refit the pruned model.
 */
function train(samples: Sample[], passes: number, seed: number, keep?: Uint8Array): Weights {
  const weights = new Float32Array((1 << FEATURE_BITS) * H);
  const biases = new Float32Array(H);
  for (let h = 0; h < H; h++) {
    const members = samples.filter((sample) => sample.mask[h]);
    const positives = members.reduce((sum, sample) => sum + sample.target[h], 0);
    if (positives === 0) continue;
    // Rare clauses get a heavier positive cost so the solver does not settle on "never".
    const positiveWeight = Math.min(MAX_POSITIVE_WEIGHT, Math.max(1, Math.sqrt((members.length - positives) / positives)));
    const label = Int8Array.from(members, (sample) => (sample.target[h] ? 1 : -1));
    const diagonal = Float64Array.from(members, (sample, i) => 1 / (2 * COST * sample.weight * (label[i] > 0 ? positiveWeight : 1)));
    // The head's own weights, contiguous while it trains (the shared layout interleaves heads).
    const own = new Float32Array(1 << FEATURE_BITS);
    let bias = 0;
    // Features of each member that this head may weigh.
    const memberIndices = members.map(({ features: { indices } }) => (keep ? indices.filter((index) => keep[index * H + h]) : indices));
    const squaredNorm = Float64Array.from(members, ({ features: { value } }, i) => memberIndices[i].length * value * value + 1 + diagonal[i]);
    const alpha = new Float64Array(members.length);
    const random = seededRandom(seed + h);
    // Shrinking (as in liblinear): samples far on the right side leave the active set until the
    // solver converges on the others, then every sample is checked again.
    let active = Array.from(members.keys());
    let upper = Number.POSITIVE_INFINITY;
    let pass = 0;
    for (; pass < passes; pass++) {
      active = shuffle(active, random);
      let largest = Number.NEGATIVE_INFINITY;
      let smallest = Number.POSITIVE_INFINITY;
      const stillActive: number[] = [];
      for (const i of active) {
        const indices = memberIndices[i];
        const { value } = members[i].features;
        let margin = bias;
        for (let k = 0; k < indices.length; k++) margin += own[indices[k]] * value;
        const gradient = label[i] * margin - 1 + diagonal[i] * alpha[i];
        let projected = gradient;
        if (alpha[i] === 0) {
          if (gradient > upper) continue;
          projected = Math.min(gradient, 0);
        }
        stillActive.push(i);
        largest = Math.max(largest, projected);
        smallest = Math.min(smallest, projected);
        if (Math.abs(projected) < 1e-12) continue;
        const previous = alpha[i];
        alpha[i] = Math.max(previous - gradient / squaredNorm[i], 0);
        const delta = (alpha[i] - previous) * label[i];
        bias += delta;
        for (let k = 0; k < indices.length; k++) own[indices[k]] += delta * value;
      }
      active = stillActive;
      if (largest - smallest <= CONVERGED) {
        if (active.length === members.length) break;
        active = Array.from(members.keys());
        upper = Number.POSITIVE_INFINITY;
        continue;
      }
      upper = largest <= 0 ? Number.POSITIVE_INFINITY : largest;
    }
    biases[h] = bias;
    for (let i = 0; i < own.length; i++) if (own[i] !== 0) weights[i * H + h] = own[i];
    console.error(`${HEAD_IDS[h]}: ${positives}/${members.length} positive, ${pass} passes`);
  }
  return { weights, biases };
}

/** The (feature, head) weights the shipped file keeps: the largest in magnitude per head. */
function prunedMask({ weights }: Weights): Uint8Array {
  const keep = new Uint8Array(weights.length);
  const buckets = 1 << FEATURE_BITS;
  for (let h = 0; h < H; h++) {
    const candidates: number[] = [];
    for (let i = 0; i < buckets; i++) if (Math.abs(weights[i * H + h]) >= PRUNE_BELOW) candidates.push(i);
    candidates.sort((a, b) => Math.abs(weights[b * H + h]) - Math.abs(weights[a * H + h]) || a - b);
    for (const i of candidates.slice(0, MAX_WEIGHTS_PER_HEAD)) keep[i * H + h] = 1;
  }
  return keep;
}

function bestF1Threshold(scored: Array<{ score: number; positive: boolean }>): { threshold: number; f1: number } {
  const positives = scored.filter((item) => item.positive).length;
  if (positives === 0) return { threshold: 0.5, f1: 0 };
  const sorted = [...scored].sort((a, b) => b.score - a.score);
  let best = { threshold: 0.5, f1: 0 };
  let truePositives = 0;
  for (let i = 0; i < sorted.length; i++) {
    if (sorted[i].positive) truePositives++;
    if (i + 1 < sorted.length && sorted[i + 1].score === sorted[i].score) continue;
    const f1 = (2 * truePositives) / (i + 1 + positives);
    const next = i + 1 < sorted.length ? sorted[i + 1].score : 0;
    if (f1 > best.f1) best = { threshold: (sorted[i].score + next) / 2, f1 };
  }
  return best;
}

type Scheme = 'tos' | 'cuad';

/**
 * Categories that one dataset labels through two heads and two labels (renewal term and its notice
 * period; customer and employee non-solicit). The analyzer reports one category and the excerpt
 * decides which label a finding counts for (datasetLabelsOfFinding), so either head can make either
 * label: their thresholds are tuned together on every (label, head) pair. Twin categories are
 * tuned by tuneTwinGroups instead.
 */
interface LabelGroup {
  category: ClauseCategory;
  heads: number[];
  labels: string[];
}

function labelGroups(scheme: Scheme): LabelGroup[] {
  const groups: LabelGroup[] = [];
  for (const category of new Set(HEADS.map((head) => head.category))) {
    if (TWIN_CATEGORIES.has(category)) continue;
    const heads = HEADS.flatMap((head, h) => (head.category === category && head[scheme].length ? [h] : []));
    if (heads.length > 1) groups.push({ category, heads, labels: [...new Set(heads.flatMap((h) => HEADS[h][scheme]))] });
  }
  return groups;
}

const LABEL_GROUPS: Record<Scheme, LabelGroup[]> = { tos: labelGroups('tos'), cuad: labelGroups('cuad') };

/**
 * Highest probability of each head over the sentences the analyzer would see in `text`, a sentence
 * vetoed for the head's category counting as zero (as in detectFindings), and the document's genre
 * score. A head counts a sentence only where the finding it would make counts for one of the head's
 * own labels (a customer non-solicit head firing on a sentence about employees reports the
 * employees' label, so it must not set the customers' threshold). `grouped` holds, for each label
 * group, the highest probability of each of its heads over the sentences whose finding counts for
 * each of its labels (label-major).
 */
function itemHeadScores(model: ClauseModel, text: string, scheme: Scheme): { max: number[]; grouped: number[][]; genre: number; best?: string[] } {
  const max = new Array<number>(H).fill(0);
  const best = process.env.PARAPHE_TRAIN_SCORES_OUT ? new Array<string>(H).fill('') : undefined;
  const groups = LABEL_GROUPS[scheme];
  const grouped = groups.map((group) => new Array<number>(group.labels.length * group.heads.length).fill(0));
  const sentences = readingSpans(text).map(({ start, end }) => text.slice(start, end));
  const probabilities = sentences.map((sentence) => model.predict(featurize(sentence, 'en')));
  sentences.forEach((sentence, s) => {
    const p = probabilities[s];
    const counted = new Map<string, string[]>();
    const countsFor = (category: ClauseCategory) => {
      if (!counted.has(category)) counted.set(category, datasetLabelsOfFinding({ category, excerpt: sentence }, scheme));
      return counted.get(category)!;
    };
    for (let h = 0; h < HEADS.length; h++) {
      const { category, [scheme]: labels } = HEADS[h];
      if (p[h] <= max[h] || isVetoed(category, sentence, HEADS[h].id)) continue;
      if (labels.length && !countsFor(category).some((label) => labels.includes(label))) continue;
      max[h] = p[h];
      if (best) best[h] = sentence;
    }
    groups.forEach(({ category, heads, labels }, g) => {
      labels.forEach((label, l) => {
        if (!countsFor(category).includes(label)) return;
        heads.forEach((h, k) => {
          if (!isVetoed(category, sentence, HEADS[h].id)) grouped[g][l * heads.length + k] = Math.max(grouped[g][l * heads.length + k], p[h]);
        });
      });
    });
  });
  return { max, grouped, genre: consumerTermsScore(model.headIds, probabilities) ?? 0, best };
}

interface ScoredItem {
  max: number[];
  /** Per label group: per (label, head), as in itemHeadScores. */
  grouped: number[][];
  /** Median consumer-terms probability of the item's sentences. */
  genre: number;
  labels: string[];
  /** Dataset id of the item, and each head's best sentence when scores are saved for inspection. */
  id?: string;
  best?: string[];
}

/** Item-level head scores of the given ToS sentences and contracts (what thresholds are tuned on). */
function scoreItems(model: ClauseModel, tosItems: TosSentence[], contracts: CuadContract[]): { tos: ScoredItem[]; cuad: ScoredItem[] } {
  return {
    tos: tosItems.map((s) => ({ ...itemHeadScores(model, s.text, 'tos'), labels: s.labels, id: s.id })),
    cuad: contracts.map((c) => ({ ...itemHeadScores(model, c.text, 'cuad'), labels: c.labels, id: c.id })),
  };
}

/**
 * Genre threshold from out-of-fold scores: the one that best separates single terms-of-service
 * sentences from whole contracts (mean of the two accuracies), so the genre holds for the shortest
 * consumer texts without a contract ever reading as consumer terms.
 */
function tuneGenreThreshold(scored: { tos: ScoredItem[]; cuad: ScoredItem[] }): number {
  const candidates = [...new Set([...scored.tos, ...scored.cuad].map((item) => item.genre))].sort((a, b) => a - b);
  let best = { threshold: 0.5, accuracy: 0 };
  for (const threshold of candidates) {
    const terms = scored.tos.filter((item) => item.genre >= threshold).length / scored.tos.length;
    const contracts = scored.cuad.filter((item) => item.genre < threshold).length / scored.cuad.length;
    // No contract may read as consumer terms: its twin heads would all swap.
    if (contracts < 1) continue;
    const accuracy = (terms + contracts) / 2;
    if (accuracy > best.accuracy) best = { threshold, accuracy };
  }
  return best.threshold;
}

/** Item scores as the analyzer sees them: the twins the document's genre silences count as zero. */
function gateByGenre(items: ScoredItem[], threshold: number): ScoredItem[] {
  return items.map((item) => {
    const silenced = silencedHeads(HEAD_IDS, item.genre, threshold);
    return { ...item, max: item.max.map((value, h) => (silenced[h] ? 0 : value)) };
  });
}

/**
 * Per-head decision thresholds of the SHIPPED (pruned, quantised) model, tuned on out-of-fold
 * scores through the analyzer's own decision path: per ToS sentence, and per contract (any
 * sentence) for contracts.
 */
function tuneHeadThresholds(
  scores: { tos: ScoredItem[]; cuad: ScoredItem[] },
  genreThreshold: number,
): { thresholds: number[]; report: Record<string, unknown> } {
  const report: Record<string, unknown> = {};
  const gated = { tos: gateByGenre(scores.tos, genreThreshold), cuad: gateByGenre(scores.cuad, genreThreshold) };
  const thresholds = HEADS.map((head, h) => {
    const candidates: Array<{ threshold: number; f1: number }> = [];
    if (head.tos.length)
      candidates.push(bestF1Threshold(gated.tos.map(({ max, labels }) => ({ score: max[h], positive: head.tos.some((l) => labels.includes(l)) }))));
    if (head.cuad.length)
      candidates.push(bestF1Threshold(gated.cuad.map(({ max, labels }) => ({ score: max[h], positive: head.cuad.some((l) => labels.includes(l)) }))));
    if (candidates.length === 0) return 0.5;
    const threshold = candidates.reduce((sum, c) => sum + c.threshold, 0) / candidates.length;
    report[head.id] = { threshold: Number(threshold.toFixed(3)), cvF1: candidates.map((c) => Number(c.f1.toFixed(3))) };
    return threshold;
  });
  tuneTwinGroups(gated, thresholds, report);
  tuneLabelGroups(gated, thresholds, report);
  return { thresholds, report };
}

/** Head thresholds for a first genre threshold, the genre threshold refined for them, then the heads again. */
function tuneThresholds(scores: { tos: ScoredItem[]; cuad: ScoredItem[] }): { thresholds: number[]; report: Record<string, unknown> } {
  const separating = tuneGenreThreshold(scores);
  const genreThreshold = refineGenreThreshold(scores, tuneHeadThresholds(scores, separating).thresholds, separating);
  const { thresholds, report } = tuneHeadThresholds(scores, genreThreshold);
  report[CONSUMER_TERMS_HEAD] = { threshold: Number(genreThreshold.toFixed(3)), separating: Number(separating.toFixed(3)) };
  return { thresholds: [...thresholds, genreThreshold], report };
}

/** F1 of a decision over items: `predicted` against `positive`. */
function itemsF1(items: ScoredItem[], predicted: (item: ScoredItem) => boolean, positive: (item: ScoredItem) => boolean): number {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const item of items) {
    const isPredicted = predicted(item);
    const isPositive = positive(item);
    if (isPositive && isPredicted) tp++;
    else if (isPredicted) fp++;
    else if (isPositive) fn++;
  }
  return tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
}

/** Heads of a twin category. */
const twinGroup = (category: string) =>
  HEADS.map((head, h) => ({ head, h })).filter(({ head }) => head.category === category && (head.tos.length || head.cuad.length));

/** Mean of a twin category's F1 on ToS sentences and on contracts, every head of the group firing. */
function twinGroupF1(scored: { tos: ScoredItem[]; cuad: ScoredItem[] }, thresholds: number[], category: string): number {
  const group = twinGroup(category);
  const side = (items: ScoredItem[], labels: string[]) =>
    itemsF1(
      items,
      ({ max }) => group.some(({ h }) => max[h] >= thresholds[h]),
      ({ labels: truth }) => labels.some((label) => truth.includes(label)),
    );
  return (
    (side(
      scored.tos,
      group.flatMap(({ head }) => head.tos),
    ) +
      side(
        scored.cuad,
        group.flatMap(({ head }) => head.cuad),
      )) /
    2
  );
}

/** Sum of the F1 of a label group's labels, a label being predicted when any head of the group makes a finding that counts for it. */
function labelGroupF1(scored: { tos: ScoredItem[]; cuad: ScoredItem[] }, thresholds: number[], scheme: Scheme, g: number): number {
  const { heads, labels } = LABEL_GROUPS[scheme][g];
  return labels.reduce(
    (sum, label, l) =>
      sum +
      itemsF1(
        scored[scheme],
        ({ grouped }) => heads.some((h, k) => grouped[g][l * heads.length + k] >= thresholds[h]),
        ({ labels: truth }) => truth.includes(label),
      ),
    0,
  );
}

/** Thresholds of each label group's heads refined together for labelGroupF1. */
function tuneLabelGroups(scored: { tos: ScoredItem[]; cuad: ScoredItem[] }, thresholds: number[], report: Record<string, unknown>): void {
  for (const scheme of ['tos', 'cuad'] as const) {
    LABEL_GROUPS[scheme].forEach(({ heads, labels }, g) => {
      const best = refineTogether(
        heads.map((h, k) => ({ h, candidates: scored[scheme].flatMap(({ grouped }) => grouped[g].filter((_, i) => i % heads.length === k)) })),
        thresholds,
        () => labelGroupF1(scored, thresholds, scheme, g),
      );
      for (const h of heads)
        report[HEADS[h].id] = {
          ...(report[HEADS[h].id] as object),
          threshold: Number(thresholds[h].toFixed(3)),
          labelGroupF1: Number((best / labels.length).toFixed(3)),
        };
    });
  }
}

/**
 * Coordinate ascent over the thresholds of heads that decide together: each head in turn tries
 * (up to 400 of) its candidate scores while the others hold, three rounds. Returns the best value
 * of `objective`, which reads `thresholds`; the thresholds are left at their best.
 */
function refineTogether(heads: Array<{ h: number; candidates: number[] }>, thresholds: number[], objective: () => number): number {
  let best = objective();
  for (let round = 0; round < 3; round++) {
    for (const { h, candidates } of heads) {
      const values = [...new Set(candidates)].sort((a, b) => a - b);
      const step = Math.max(1, Math.floor(values.length / 400));
      let bestThreshold = thresholds[h];
      for (let i = 0; i < values.length; i += step) {
        thresholds[h] = values[i] + 1e-6;
        const value = objective();
        if (value > best + 1e-9) {
          best = value;
          bestThreshold = thresholds[h];
        }
      }
      thresholds[h] = bestThreshold;
    }
  }
  return best;
}

/**
 * Heads sharing a category across datasets (a contract head and a terms-of-service head) report
 * the same category, and where the genre head misjudges a document the wrong twin speaks. Their
 * thresholds are refined together (coordinate ascent) for twinGroupF1.
 */
function tuneTwinGroups(scored: { tos: ScoredItem[]; cuad: ScoredItem[] }, thresholds: number[], report: Record<string, unknown>): void {
  for (const category of TWIN_CATEGORIES) {
    const group = twinGroup(category);
    const best = refineTogether(
      group.map(({ h }) => ({ h, candidates: [...scored.tos, ...scored.cuad].map(({ max }) => max[h]) })),
      thresholds,
      () => twinGroupF1(scored, thresholds, category),
    );
    for (const { head, h } of group)
      report[head.id] = { ...(report[head.id] as object), threshold: Number(thresholds[h].toFixed(3)), groupF1: Number(best.toFixed(3)) };
  }
}

/**
 * Genre threshold refined for what it is for: the twin categories' F1 (sum of twinGroupF1) with the
 * heads' thresholds held. Only lower thresholds are tried: they let more short consumer texts count
 * as terms, and a contract that flips costs the contracts' side of the F1.
 */
function refineGenreThreshold(scores: { tos: ScoredItem[]; cuad: ScoredItem[] }, thresholds: number[], start: number): number {
  const objective = (genreThreshold: number) => {
    const gated = { tos: gateByGenre(scores.tos, genreThreshold), cuad: gateByGenre(scores.cuad, genreThreshold) };
    return [...TWIN_CATEGORIES].reduce((sum, category) => sum + twinGroupF1(gated, thresholds, category), 0);
  };
  const values = [...new Set(scores.tos.map((item) => item.genre))].sort((a, b) => a - b);
  const step = Math.max(1, Math.floor(values.length / 200));
  let best = { threshold: start, value: objective(start) };
  for (let i = 0; i < values.length; i += step) {
    if (values[i] >= start) break;
    const value = objective(values[i]);
    if (value > best.value + 1e-9) best = { threshold: values[i], value };
  }
  return best.threshold;
}

function encodeModel({ weights, biases }: Weights, keep: Uint8Array, thresholds: number[]): ModelFile {
  const buckets = 1 << FEATURE_BITS;
  return {
    version: MODEL_VERSION,
    featureBits: FEATURE_BITS,
    heads: HEAD_IDS.map((id, h) => {
      const indices: number[] = [];
      for (let i = 0; i < buckets; i++) if (keep[i * H + h] && weights[i * H + h] !== 0) indices.push(i);
      const maxAbs = indices.reduce((max, i) => Math.max(max, Math.abs(weights[i * H + h])), 0);
      const scale = maxAbs / 127 || 1;
      const quantised = Int8Array.from(indices, (i) => Math.round(weights[i * H + h] / scale));
      const kept = indices.filter((_, k) => quantised[k] !== 0);
      return {
        id,
        bias: Number(biases[h].toFixed(5)),
        threshold: Number(thresholds[h].toFixed(4)),
        scale,
        indices: encodeIndices(kept),
        weights: Buffer.from(Int8Array.from(quantised.filter((q) => q !== 0)).buffer).toString('base64'),
      };
    }),
  };
}

/**
 * Features seen in fewer than MIN_DOCUMENTS training documents (a company's name, one site's
 * wording) are left out: they let the model memorise documents instead of learning clauses.
 * Features of the written examples are always kept (the French vocabulary lives there).
 */
function documentFrequencyMask(documents: Sample[][], hand: Sample[]): Uint8Array {
  const buckets = 1 << FEATURE_BITS;
  const count = new Uint16Array(buckets);
  const lastSeen = new Int32Array(buckets).fill(-1);
  documents.forEach((document, d) => {
    for (const sample of document) {
      for (const index of sample.features.indices) {
        if (lastSeen[index] === d) continue;
        lastSeen[index] = d;
        if (count[index] < 65535) count[index]++;
      }
    }
  });
  for (const sample of hand) for (const index of sample.features.indices) count[index] = 65535;
  const keep = new Uint8Array(buckets * H);
  let kept = 0;
  for (let i = 0; i < buckets; i++) {
    if (count[i] < MIN_DOCUMENTS) continue;
    kept++;
    keep.fill(1, i * H, (i + 1) * H);
  }
  console.error(`${kept} feature buckets seen in at least ${MIN_DOCUMENTS} documents`);
  return keep;
}

/** Dense training, pruning to the shipped size, refit of the kept weights. */
function fitModel(tosItems: TosSentence[], contracts: CuadContract[], seed: number): { fit: Weights; keep: Uint8Array } {
  const tosDocs = [...new Set(tosItems.map((s) => s.doc))].map((doc) => tosItems.filter((s) => s.doc === doc).map((s) => tosSample(s.text, s.labels)));
  const contractDocs = contracts.map(cuadSamples);
  const hand = handSamples();
  const samples = [...tosDocs.flat(), ...contractDocs.flat(), ...hand];
  console.error(
    `${samples.length} training sentences (${tosDocs.length} ToS documents, ${contracts.length} contracts, ${CLAUSE_EXAMPLES.length} written examples)`,
  );
  const dense = train(samples, PASSES, seed, MIN_DOCUMENTS > 1 ? documentFrequencyMask([...tosDocs, ...contractDocs], hand) : undefined);
  const keep = prunedMask(dense);
  const fit = REFIT ? train(samples, PASSES, seed + 1, keep) : dense;
  return { fit, keep };
}

/** Training documents of the committed split (its train and validation parts; never held-out). */
function trainingDocuments(): { tos: TosSentence[]; cuad: CuadContract[]; split: DatasetSplit } {
  const tos = loadTos();
  const cuad = loadCuad();
  if (!existsSync(SPLIT_PATH)) {
    writeFileSync(
      SPLIT_PATH,
      `${JSON.stringify(
        makeSplit(
          SEED,
          cuad.map((c) => c.id),
          [...new Set(tos.map((s) => s.doc))],
        ),
        null,
        1,
      )}\n`,
    );
  }
  const split = loadSplit();
  const tosDocs = new Set([...split.tos.train, ...split.tos.validation]);
  const contracts = new Set([...split.cuad.train, ...split.cuad.validation]);
  for (const doc of split.tos.heldout) if (tosDocs.has(doc)) throw new Error(`held-out document ${doc} in training`);
  for (const id of split.cuad.heldout) if (contracts.has(id)) throw new Error(`held-out contract ${id} in training`);
  return { tos: tos.filter((s) => tosDocs.has(s.doc)), cuad: cuad.filter((c) => contracts.has(c.id)), split };
}

/** Fold (0 … FOLDS-1) of each training document: deterministic, by document. */
function foldOf(ids: string[]): Map<string, number> {
  const order = shuffle([...new Set(ids)].sort(), seededRandom(SEED + 7));
  return new Map(order.map((id, i) => [id, i % FOLDS]));
}

/** Child process: train without one fold and score that fold (out-of-fold scores for thresholds). */
function runFold(fold: number, output: string): void {
  const { tos, cuad } = trainingDocuments();
  const tosFold = foldOf(tos.map((s) => s.doc));
  const cuadFold = foldOf(cuad.map((c) => c.id));
  const { fit, keep } = fitModel(
    tos.filter((s) => tosFold.get(s.doc) !== fold),
    cuad.filter((c) => cuadFold.get(c.id) !== fold),
    SEED + 100 * (fold + 1),
  );
  const model = new ClauseModel(
    encodeModel(
      fit,
      keep,
      HEAD_IDS.map(() => 0.5),
    ),
  );
  writeFileSync(
    output,
    JSON.stringify(
      scoreItems(
        model,
        tos.filter((s) => tosFold.get(s.doc) === fold),
        cuad.filter((c) => cuadFold.get(c.id) === fold),
      ),
    ),
  );
}

function runChild(fold: number, output: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
      env: { ...process.env, PARAPHE_TRAIN_FOLD: String(fold), PARAPHE_TRAIN_FOLD_OUTPUT: output },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`fold ${fold} exited with ${code}`))));
  });
}

async function main(): Promise<void> {
  const started = Date.now();
  if (process.env.PARAPHE_TRAIN_RETUNE) {
    // Thresholds only, from saved out-of-fold scores: rewrites the thresholds of an existing model file.
    const output = process.env.PARAPHE_TRAIN_OUTPUT ?? path.join(REPO_ROOT, 'server/analysis/model/weights.json');
    const file = JSON.parse(readFileSync(output, 'utf8')) as ModelFile;
    const { thresholds, report } = tuneThresholds(
      JSON.parse(readFileSync(process.env.PARAPHE_TRAIN_RETUNE, 'utf8')) as { tos: ScoredItem[]; cuad: ScoredItem[] },
    );
    file.heads.forEach((head, h) => (head.threshold = Number(thresholds[h].toFixed(4))));
    writeFileSync(output, JSON.stringify(file));
    console.error(JSON.stringify(report));
    return;
  }
  if (process.env.PARAPHE_TRAIN_FOLD !== undefined) {
    runFold(Number(process.env.PARAPHE_TRAIN_FOLD), process.env.PARAPHE_TRAIN_FOLD_OUTPUT!);
    return;
  }
  const scratch = mkdtempSync(path.join(tmpdir(), 'paraphe-train-'));
  // Out-of-fold models run as child processes (two at a time on a 2-core machine) while this
  // process fits the final model on all training documents.
  const outputs = Array.from({ length: FOLDS }, (_, fold) => path.join(scratch, `fold-${fold}.json`));
  const folds = (async () => {
    for (let fold = 0; fold < FOLDS; fold += CONCURRENT_FOLDS) {
      await Promise.all(outputs.slice(fold, fold + CONCURRENT_FOLDS).map((output, k) => runChild(fold + k, output)));
    }
  })();
  // Let the children start before this process blocks on its own training.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const { tos, cuad } = trainingDocuments();
  const { fit, keep } = fitModel(tos, cuad, SEED);
  await folds;
  const scored = { tos: [] as ScoredItem[], cuad: [] as ScoredItem[] };
  for (const output of outputs) {
    const part = JSON.parse(readFileSync(output, 'utf8')) as typeof scored;
    scored.tos.push(...part.tos);
    scored.cuad.push(...part.cuad);
  }
  rmSync(scratch, { recursive: true, force: true });
  if (process.env.PARAPHE_TRAIN_SCORES_OUT) writeFileSync(process.env.PARAPHE_TRAIN_SCORES_OUT, JSON.stringify(scored));
  const { thresholds, report } = tuneThresholds(scored);
  const model = encodeModel(fit, keep, thresholds);
  const output = process.env.PARAPHE_TRAIN_OUTPUT ?? path.join(REPO_ROOT, 'server/analysis/model/weights.json');
  writeFileSync(output, JSON.stringify(model));
  console.error(JSON.stringify(report));
  console.error(`wrote ${output} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

await main();
