import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HEADS } from '../dataset-mapping';
import { FEATURE_BITS, featurize, type SentenceFeatures } from '../model/featurize';
import type { ModelFile } from '../model/clause-model';
import { splitSentences } from '../text/split-sentences';
import { CLAUSE_EXAMPLES, WEAK_NEGATIVE_FILTERS, WEAK_POSITIVE_PATTERNS } from './clause-examples';
import { type CuadContract, type DatasetSplit, REPO_ROOT, SPLIT_PATH, loadCuad, loadSplit, loadTos, makeSplit, seededRandom, shuffle } from './datasets';

const SEED = Number(process.env.PARAPHE_TRAIN_SEED ?? 20240605);
const EPOCHS = Number(process.env.PARAPHE_TRAIN_EPOCHS ?? 12);
const LEARNING_RATE = Number(process.env.PARAPHE_TRAIN_LR ?? 0.1);
const HAND_EXAMPLE_WEIGHT = Number(process.env.PARAPHE_TRAIN_HAND_WEIGHT ?? 8);
const MAX_POSITIVE_WEIGHT = Number(process.env.PARAPHE_TRAIN_MAX_POSITIVE_WEIGHT ?? 3);
/** Weights whose magnitude is below this are dropped from the shipped file. */
const PRUNE_BELOW = 0.05;
/** At most this many weights per head are shipped (the largest in magnitude). */
const MAX_WEIGHTS_PER_HEAD = 12_000;
const MODEL_VERSION = '1.0.0';

const H = HEADS.length;
const headIndex = new Map(HEADS.map((head, i) => [head.id, i]));

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
 * Heads that no dataset labels learn from dataset sentences through labelling functions: positives
 * where the positive pattern matches, negatives where the sentence is clearly off-topic.
 */
function applyWeakNegatives(sample: Sample, text: string): void {
  HEADS.forEach((head, h) => {
    const filter = WEAK_NEGATIVE_FILTERS[head.id];
    if (!filter) return;
    if (WEAK_POSITIVE_PATTERNS[head.id]?.test(text)) {
      sample.mask[h] = 1;
      sample.target[h] = 1;
    } else if (!filter.test(text)) sample.mask[h] = 1;
  });
}

export function tosSample(text: string, labels: string[]): Sample {
  const sample = newSample(text, 'en');
  HEADS.forEach((head, h) => {
    if (head.tos.length === 0) return;
    sample.mask[h] = 1;
    if (head.tos.some((label) => labels.includes(label))) sample.target[h] = 1;
  });
  applyWeakNegatives(sample, text);
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
    applyWeakNegatives(sample, text);
    return sample;
  });
}

function handSamples(): Sample[] {
  return CLAUSE_EXAMPLES.map(({ text, language, heads }) => {
    const sample = newSample(text, language, HAND_EXAMPLE_WEIGHT);
    sample.mask.fill(1);
    // A written example teaches the head of that name and its terms-of-service twin.
    for (const id of heads) for (const twin of [id, `tos_${id}`]) if (headIndex.has(twin)) sample.target[headIndex.get(twin)!] = 1;
    return sample;
  });
}

function train(samples: Sample[]): { weights: Float32Array; biases: Float32Array } {
  const weights = new Float32Array((1 << FEATURE_BITS) * H);
  const squares = new Float32Array((1 << FEATURE_BITS) * H);
  const biases = new Float32Array(H);
  const biasSquares = new Float32Array(H);
  // Rare clauses get a heavier positive weight so the optimiser does not settle on "never".
  const positiveWeight = new Float32Array(H);
  for (let h = 0; h < H; h++) {
    let positives = 0;
    let total = 0;
    for (const sample of samples) if (sample.mask[h]) { total++; positives += sample.target[h]; }
    positiveWeight[h] = Math.min(MAX_POSITIVE_WEIGHT, Math.max(1, Math.sqrt((total - positives) / Math.max(1, positives))));
  }
  const random = seededRandom(SEED);
  const logits = new Float32Array(H);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    let loss = 0;
    for (const sample of shuffle(samples, random)) {
      const { indices, value } = sample.features;
      logits.set(biases);
      for (let i = 0; i < indices.length; i++) {
        const base = indices[i] * H;
        for (let h = 0; h < H; h++) logits[h] += weights[base + h] * value;
      }
      for (let h = 0; h < H; h++) {
        if (!sample.mask[h]) { logits[h] = 0; continue; }
        const p = 1 / (1 + Math.exp(-logits[h]));
        const y = sample.target[h];
        const w = sample.weight * (y ? positiveWeight[h] : 1);
        loss -= w * (y ? Math.log(p + 1e-9) : Math.log(1 - p + 1e-9));
        logits[h] = (p - y) * w;
      }
      for (let h = 0; h < H; h++) {
        const g = logits[h];
        if (g === 0) continue;
        biasSquares[h] += g * g;
        biases[h] -= (LEARNING_RATE * g) / Math.sqrt(biasSquares[h] + 1e-6);
      }
      for (let i = 0; i < indices.length; i++) {
        const base = indices[i] * H;
        for (let h = 0; h < H; h++) {
          const g = logits[h] * value;
          if (g === 0) continue;
          squares[base + h] += g * g;
          weights[base + h] -= (LEARNING_RATE * g) / Math.sqrt(squares[base + h] + 1e-6);
        }
      }
    }
    console.error(`epoch ${epoch + 1}/${EPOCHS} loss ${(loss / samples.length).toFixed(4)}`);
  }
  return { weights, biases };
}

function probabilities(weights: Float32Array, biases: Float32Array, features: SentenceFeatures): Float32Array {
  const logits = Float32Array.from(biases);
  for (const index of features.indices) {
    const base = index * H;
    for (let h = 0; h < H; h++) logits[h] += weights[base + h] * features.value;
  }
  return logits.map((logit) => 1 / (1 + Math.exp(-logit)));
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

/**
 * Per-head decision thresholds tuned on the validation documents of the TRAIN split: sentence
 * level for terms of service, document level (any sentence) for contracts, averaged when a head
 * serves both.
 */
function tuneThresholds(weights: Float32Array, biases: Float32Array, split: DatasetSplit, tos: ReturnType<typeof loadTos>, cuad: CuadContract[]): { thresholds: number[]; report: Record<string, unknown> } {
  const validationDocs = new Set(split.tos.validation);
  const tosScored = tos.filter((s) => validationDocs.has(s.doc)).map((s) => ({ p: probabilities(weights, biases, featurize(s.text, 'en')), labels: s.labels }));
  const validationContracts = new Set(split.cuad.validation);
  const cuadScored = cuad
    .filter((c) => validationContracts.has(c.id))
    .map((contract) => {
      const max = new Float32Array(H);
      for (const { start, end } of splitSentences(contract.text)) {
        const p = probabilities(weights, biases, featurize(contract.text.slice(start, end), 'en'));
        for (let h = 0; h < H; h++) max[h] = Math.max(max[h], p[h]);
      }
      return { max, labels: contract.labels };
    });
  const report: Record<string, unknown> = {};
  const thresholds = HEADS.map((head, h) => {
    const candidates: Array<{ threshold: number; f1: number }> = [];
    if (head.tos.length) candidates.push(bestF1Threshold(tosScored.map(({ p, labels }) => ({ score: p[h], positive: head.tos.some((l) => labels.includes(l)) }))));
    if (head.cuad.length) candidates.push(bestF1Threshold(cuadScored.map(({ max, labels }) => ({ score: max[h], positive: head.cuad.some((l) => labels.includes(l)) }))));
    if (candidates.length === 0) return 0.5;
    const threshold = candidates.reduce((sum, c) => sum + c.threshold, 0) / candidates.length;
    report[head.id] = { threshold: Number(threshold.toFixed(3)), validationF1: candidates.map((c) => Number(c.f1.toFixed(3))) };
    return threshold;
  });
  return { thresholds, report };
}

function encodeModel(weights: Float32Array, biases: Float32Array, thresholds: number[]): ModelFile {
  const buckets = 1 << FEATURE_BITS;
  return {
    version: MODEL_VERSION,
    featureBits: FEATURE_BITS,
    heads: HEADS.map((head, h) => {
      const candidates: number[] = [];
      for (let i = 0; i < buckets; i++) if (Math.abs(weights[i * H + h]) >= PRUNE_BELOW) candidates.push(i);
      const indices = candidates
        .sort((a, b) => Math.abs(weights[b * H + h]) - Math.abs(weights[a * H + h]) || a - b)
        .slice(0, MAX_WEIGHTS_PER_HEAD)
        .sort((a, b) => a - b);
      const maxAbs = indices.reduce((max, i) => Math.max(max, Math.abs(weights[i * H + h])), 0);
      const scale = maxAbs / 127 || 1;
      const quantised = Int8Array.from(indices, (i) => Math.round(weights[i * H + h] / scale));
      const kept = indices.filter((_, k) => quantised[k] !== 0);
      return {
        id: head.id,
        bias: Number(biases[h].toFixed(5)),
        threshold: Number(thresholds[h].toFixed(4)),
        scale,
        indices: Buffer.from(Uint32Array.from(kept).buffer).toString('base64'),
        weights: Buffer.from(Int8Array.from(quantised.filter((q) => q !== 0)).buffer).toString('base64'),
      };
    }),
  };
}

function main(): void {
  const started = Date.now();
  const tos = loadTos();
  const cuad = loadCuad();
  if (!existsSync(SPLIT_PATH)) {
    writeFileSync(SPLIT_PATH, `${JSON.stringify(makeSplit(SEED, cuad.map((c) => c.id), [...new Set(tos.map((s) => s.doc))]), null, 1)}\n`);
  }
  const split = loadSplit();
  const tosTrain = new Set(split.tos.train);
  const cuadTrain = new Set(split.cuad.train);
  const samples = [
    ...tos.filter((s) => tosTrain.has(s.doc)).map((s) => tosSample(s.text, s.labels)),
    ...cuad.filter((c) => cuadTrain.has(c.id)).flatMap(cuadSamples),
    ...handSamples(),
  ];
  console.error(`${samples.length} training sentences (${split.tos.train.length} ToS documents, ${split.cuad.train.length} contracts, ${CLAUSE_EXAMPLES.length} written examples)`);
  const { weights, biases } = train(samples);
  const { thresholds, report } = tuneThresholds(weights, biases, split, tos, cuad);
  const model = encodeModel(weights, biases, thresholds);
  const output = path.join(REPO_ROOT, 'server/analysis/model/weights.json');
  writeFileSync(output, JSON.stringify(model));
  console.error(JSON.stringify(report, null, 1));
  console.error(`wrote ${output} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main();
