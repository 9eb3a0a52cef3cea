import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { HEADS } from '../dataset-mapping';
import { FEATURE_BITS, featurize, type SentenceFeatures } from '../model/featurize';
import { ClauseModel, type ModelFile, encodeIndices } from '../model/clause-model';
import { isNegatedOrSoftened } from '../rules/softening';
import { splitSentences } from '../text/split-sentences';
import { CLAUSE_EXAMPLES, WEAK_NEGATIVE_FILTERS, WEAK_POSITIVE_PATTERNS } from './clause-examples';
import { type CuadContract, type DatasetSplit, type TosSentence, REPO_ROOT, SPLIT_PATH, loadCuad, loadSplit, loadTos, makeSplit, seededRandom, shuffle } from './datasets';

const SEED = Number(process.env.PARAPHE_TRAIN_SEED ?? 20240605);
const EPOCHS = Number(process.env.PARAPHE_TRAIN_EPOCHS ?? 12);
const LEARNING_RATE = Number(process.env.PARAPHE_TRAIN_LR ?? 0.1);
const HAND_EXAMPLE_WEIGHT = Number(process.env.PARAPHE_TRAIN_HAND_WEIGHT ?? 8);
const MAX_POSITIVE_WEIGHT = Number(process.env.PARAPHE_TRAIN_MAX_POSITIVE_WEIGHT ?? 3);
/** Epochs of fine-tuning the kept weights after pruning, so the shipped sparse model is self-consistent. */
const REFIT_EPOCHS = Number(process.env.PARAPHE_TRAIN_REFIT_EPOCHS ?? 3);
/** Use the other dataset's sentences as negatives for heads whose category both datasets label. */
/** Folds of the cross-validation (by document, inside the training split) that tunes thresholds. */
const FOLDS = Number(process.env.PARAPHE_TRAIN_FOLDS ?? 3);
const CONCURRENT_FOLDS = Number(process.env.PARAPHE_TRAIN_CONCURRENCY ?? 2);
/** Minimum number of training documents a feature must occur in to be learnt (1: all features). */
const MIN_DOCUMENTS = Number(process.env.PARAPHE_TRAIN_MIN_DOCUMENTS ?? 1);
const CROSS_NEGATIVES = (process.env.PARAPHE_TRAIN_CROSS_NEGATIVES ?? '1') === '1';
/** Weights whose magnitude is below this are dropped from the shipped file. */
const PRUNE_BELOW = 0.05;
/** At most this many weights per head are shipped (the largest in magnitude). */
const MAX_WEIGHTS_PER_HEAD = Number(process.env.PARAPHE_TRAIN_MAX_WEIGHTS ?? 30_000);
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

/** Heads reporting under a category that the other dataset also labels (twins, e.g. tos_choice_of_law). */
const TWIN_CATEGORY = new Set(HEADS.filter((a) => HEADS.some((b) => b.category === a.category && (a.tos.length > 0) !== (b.tos.length > 0) && (a.tos.length > 0 || a.cuad.length > 0) && (b.tos.length > 0 || b.cuad.length > 0))).map((head) => head.category));

/**
 * A head of one dataset sees the other dataset's sentences as negatives when its category is labelled
 * by both (a contract termination clause is not consumer-terms "unilateral termination" unless the
 * contract's lawyers marked it so), except where the sentence is positive for the twin head.
 */
function applyCrossNegatives(sample: Sample, scheme: 'tos' | 'cuad'): void {
  if (!CROSS_NEGATIVES) return;
  HEADS.forEach((head, h) => {
    if (sample.mask[h] || !TWIN_CATEGORY.has(head.category) || head[scheme].length > 0) return;
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
  applyCrossNegatives(sample, 'tos');
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
    applyCrossNegatives(sample, 'cuad');
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

interface Weights {
  weights: Float32Array;
  biases: Float32Array;
}

/**
 * Multi-head logistic regression by AdaGrad. With `keep`, only the kept (feature, head) weights
 * move and all others stay zero: used to refit the pruned model so its weights fit each other.
 */
function train(samples: Sample[], epochs: number, seed: number, start?: Weights, keep?: Uint8Array): Weights {
  const weights = start ? Float32Array.from(start.weights) : new Float32Array((1 << FEATURE_BITS) * H);
  const squares = new Float32Array((1 << FEATURE_BITS) * H);
  const biases = start ? Float32Array.from(start.biases) : new Float32Array(H);
  const biasSquares = new Float32Array(H);
  // Rare clauses get a heavier positive weight so the optimiser does not settle on "never".
  const positiveWeight = new Float32Array(H);
  for (let h = 0; h < H; h++) {
    let positives = 0;
    let total = 0;
    for (const sample of samples) if (sample.mask[h]) { total++; positives += sample.target[h]; }
    positiveWeight[h] = Math.min(MAX_POSITIVE_WEIGHT, Math.max(1, Math.sqrt((total - positives) / Math.max(1, positives))));
  }
  const random = seededRandom(seed);
  const logits = new Float32Array(H);
  for (let epoch = 0; epoch < epochs; epoch++) {
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
          if (g === 0 || (keep && !keep[base + h])) continue;
          squares[base + h] += g * g;
          weights[base + h] -= (LEARNING_RATE * g) / Math.sqrt(squares[base + h] + 1e-6);
        }
      }
    }
    console.error(`epoch ${epoch + 1}/${epochs} loss ${(loss / samples.length).toFixed(4)}`);
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

/**
 * Highest probability of each head over the sentences the analyzer would see in `text`, a sentence
 * whose wording negates or softens the head's category counting as zero (as in detectFindings).
 */
function itemHeadScores(model: ClauseModel, text: string): Float32Array {
  const max = new Float32Array(H);
  for (const { start, end } of splitSentences(text)) {
    const sentence = text.slice(start, end);
    const p = model.predict(featurize(sentence, 'en'));
    for (let h = 0; h < H; h++) if (p[h] > max[h] && !isNegatedOrSoftened(HEADS[h].category, sentence)) max[h] = p[h];
  }
  return max;
}

interface ScoredItem {
  max: number[];
  labels: string[];
}

/** Item-level head scores of the given ToS sentences and contracts (what thresholds are tuned on). */
function scoreItems(model: ClauseModel, tosItems: TosSentence[], contracts: CuadContract[]): { tos: ScoredItem[]; cuad: ScoredItem[] } {
  return {
    tos: tosItems.map((s) => ({ max: [...itemHeadScores(model, s.text)], labels: s.labels })),
    cuad: contracts.map((c) => ({ max: [...itemHeadScores(model, c.text)], labels: c.labels })),
  };
}

/**
 * Per-head decision thresholds of the SHIPPED (pruned, quantised) model, tuned on out-of-fold
 * scores through the analyzer's own decision path: per ToS sentence, and per contract (any
 * sentence) for contracts.
 */
function tuneThresholds(scored: { tos: ScoredItem[]; cuad: ScoredItem[] }): { thresholds: number[]; report: Record<string, unknown> } {
  const report: Record<string, unknown> = {};
  const thresholds = HEADS.map((head, h) => {
    const candidates: Array<{ threshold: number; f1: number }> = [];
    if (head.tos.length) candidates.push(bestF1Threshold(scored.tos.map(({ max, labels }) => ({ score: max[h], positive: head.tos.some((l) => labels.includes(l)) }))));
    if (head.cuad.length) candidates.push(bestF1Threshold(scored.cuad.map(({ max, labels }) => ({ score: max[h], positive: head.cuad.some((l) => labels.includes(l)) }))));
    if (candidates.length === 0) return 0.5;
    const threshold = candidates.reduce((sum, c) => sum + c.threshold, 0) / candidates.length;
    report[head.id] = { threshold: Number(threshold.toFixed(3)), cvF1: candidates.map((c) => Number(c.f1.toFixed(3))) };
    return threshold;
  });
  tuneTwinGroups(scored, thresholds, report);
  return { thresholds, report };
}

const f1 = (tp: number, fp: number, fn: number) => (tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn));

/**
 * Heads sharing a category across datasets (a contract head and a terms-of-service head) both
 * report that category in any document, so a contract head tuned alone at document level fires on
 * consumer sentences and vice versa. Their thresholds are refined together (coordinate ascent) for
 * the mean of the category's F1 on ToS sentences and on contracts, all heads of the group firing.
 */
function tuneTwinGroups(scored: { tos: ScoredItem[]; cuad: ScoredItem[] }, thresholds: number[], report: Record<string, unknown>): void {
  for (const category of TWIN_CATEGORY) {
    const group = HEADS.map((head, h) => ({ head, h })).filter(({ head }) => head.category === category && (head.tos.length || head.cuad.length));
    const tosLabels = group.flatMap(({ head }) => head.tos);
    const cuadLabels = group.flatMap(({ head }) => head.cuad);
    const objective = (): number => {
      const side = (items: ScoredItem[], labels: string[]) => {
        let tp = 0;
        let fp = 0;
        let fn = 0;
        for (const { max, labels: truth } of items) {
          const positive = labels.some((label) => truth.includes(label));
          const predicted = group.some(({ h }) => max[h] >= thresholds[h]);
          if (positive && predicted) tp++;
          else if (predicted) fp++;
          else if (positive) fn++;
        }
        return f1(tp, fp, fn);
      };
      return (side(scored.tos, tosLabels) + side(scored.cuad, cuadLabels)) / 2;
    };
    let best = objective();
    for (let round = 0; round < 3; round++) {
      for (const { h } of group) {
        const values = [...new Set([...scored.tos, ...scored.cuad].map(({ max }) => max[h]))].sort((a, b) => a - b);
        const step = Math.max(1, Math.floor(values.length / 400));
        const original = thresholds[h];
        let bestThreshold = original;
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
    for (const { head, h } of group) report[head.id] = { ...(report[head.id] as object), threshold: Number(thresholds[h].toFixed(3)), groupF1: Number(best.toFixed(3)) };
  }
}

function encodeModel({ weights, biases }: Weights, keep: Uint8Array, thresholds: number[]): ModelFile {
  const buckets = 1 << FEATURE_BITS;
  return {
    version: MODEL_VERSION,
    featureBits: FEATURE_BITS,
    heads: HEADS.map((head, h) => {
      const indices: number[] = [];
      for (let i = 0; i < buckets; i++) if (keep[i * H + h] && weights[i * H + h] !== 0) indices.push(i);
      const maxAbs = indices.reduce((max, i) => Math.max(max, Math.abs(weights[i * H + h])), 0);
      const scale = maxAbs / 127 || 1;
      const quantised = Int8Array.from(indices, (i) => Math.round(weights[i * H + h] / scale));
      const kept = indices.filter((_, k) => quantised[k] !== 0);
      return {
        id: head.id,
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
  console.error(`${samples.length} training sentences (${tosDocs.length} ToS documents, ${contracts.length} contracts, ${CLAUSE_EXAMPLES.length} written examples)`);
  const dense = train(samples, EPOCHS, seed, undefined, MIN_DOCUMENTS > 1 ? documentFrequencyMask([...tosDocs, ...contractDocs], hand) : undefined);
  const keep = prunedMask(dense);
  const fit = REFIT_EPOCHS > 0 ? train(samples, REFIT_EPOCHS, seed + 1, { weights: dense.weights.map((w, i) => (keep[i] ? w : 0)), biases: dense.biases }, keep) : dense;
  return { fit, keep };
}

/** Training documents of the committed split (its train and validation parts; never held-out). */
function trainingDocuments(): { tos: TosSentence[]; cuad: CuadContract[]; split: DatasetSplit } {
  const tos = loadTos();
  const cuad = loadCuad();
  if (!existsSync(SPLIT_PATH)) {
    writeFileSync(SPLIT_PATH, `${JSON.stringify(makeSplit(SEED, cuad.map((c) => c.id), [...new Set(tos.map((s) => s.doc))]), null, 1)}\n`);
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
  const { fit, keep } = fitModel(tos.filter((s) => tosFold.get(s.doc) !== fold), cuad.filter((c) => cuadFold.get(c.id) !== fold), SEED + 100 * (fold + 1));
  const model = new ClauseModel(encodeModel(fit, keep, HEADS.map(() => 0.5)));
  writeFileSync(output, JSON.stringify(scoreItems(model, tos.filter((s) => tosFold.get(s.doc) === fold), cuad.filter((c) => cuadFold.get(c.id) === fold))));
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
    const { thresholds, report } = tuneThresholds(JSON.parse(readFileSync(process.env.PARAPHE_TRAIN_RETUNE, 'utf8')) as { tos: ScoredItem[]; cuad: ScoredItem[] });
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
