import { readFileSync } from 'node:fs';
import { FEATURE_BITS, type SentenceFeatures } from './featurize';

/** On-disk form of the trained model (written by scripts/risk-engine/training/train.ts). */
export interface ModelFile {
  version: string;
  featureBits: number;
  heads: Array<{
    id: string;
    bias: number;
    threshold: number;
    /** Quantisation step: weight = int8 × scale. */
    scale: number;
    /** base64 of the ascending feature indices as LEB128 varint gaps (first gap from 0). */
    indices: string;
    /** base64 of Int8 quantised weights, aligned with indices. */
    weights: string;
  }>;
}

/** Ascending indices as LEB128 varint gaps: about two bytes an index instead of four. */
export function encodeIndices(indices: ArrayLike<number>): string {
  const bytes: number[] = [];
  let previous = 0;
  for (let i = 0; i < indices.length; i++) {
    let gap = indices[i] - previous;
    previous = indices[i];
    while (gap >= 0x80) {
      bytes.push((gap & 0x7f) | 0x80);
      gap >>>= 7;
    }
    bytes.push(gap);
  }
  return Buffer.from(bytes).toString('base64');
}

export function decodeIndices(encoded: string): Uint32Array {
  const bytes = Buffer.from(encoded, 'base64');
  const out: number[] = [];
  let previous = 0;
  for (let i = 0; i < bytes.length;) {
    let gap = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = bytes[i++];
      gap |= (byte & 0x7f) << shift;
      shift += 7;
    } while (byte & 0x80);
    previous += gap;
    out.push(previous);
  }
  return Uint32Array.from(out);
}

export const MODEL_PATH = new URL('./weights.json', import.meta.url);

/**
 * One-vs-rest logistic regression over hashed sentence features. Weights of all heads are packed
 * per feature bucket so that scoring a sentence touches each of its features once.
 */
export class ClauseModel {
  readonly version: string;
  readonly headIds: readonly string[];
  readonly thresholds: Float32Array;
  private readonly biases: Float32Array;
  private readonly offsets: Int32Array;
  private readonly entryHead: Uint8Array;
  private readonly entryWeight: Float32Array;

  constructor(file: ModelFile) {
    if (file.featureBits !== FEATURE_BITS) throw new Error(`Model was trained with ${file.featureBits} feature bits, featurizer uses ${FEATURE_BITS}`);
    this.version = file.version;
    this.headIds = file.heads.map((head) => head.id);
    this.thresholds = Float32Array.from(file.heads.map((head) => head.threshold));
    this.biases = Float32Array.from(file.heads.map((head) => head.bias));
    const decoded = file.heads.map((head) => {
      return {
        indices: decodeIndices(head.indices),
        weights: new Int8Array(Buffer.from(head.weights, 'base64')),
        scale: head.scale,
      };
    });
    const buckets = 1 << FEATURE_BITS;
    const counts = new Int32Array(buckets + 1);
    for (const head of decoded) for (const index of head.indices) counts[index + 1]++;
    for (let i = 0; i < buckets; i++) counts[i + 1] += counts[i];
    this.offsets = counts;
    const total = counts[buckets];
    this.entryHead = new Uint8Array(total);
    this.entryWeight = new Float32Array(total);
    const cursor = counts.slice(0, buckets);
    decoded.forEach((head, h) => {
      head.indices.forEach((index, k) => {
        const at = cursor[index]++;
        this.entryHead[at] = h;
        this.entryWeight[at] = head.weights[k] * head.scale;
      });
    });
  }

  static load(path: URL | string = MODEL_PATH): ClauseModel {
    return new ClauseModel(JSON.parse(readFileSync(path, 'utf8')) as ModelFile);
  }

  /** Probability of each head (same order as headIds) for one sentence. */
  predict(features: SentenceFeatures): Float32Array {
    const logits = Float32Array.from(this.biases);
    const { indices, value } = features;
    for (let i = 0; i < indices.length; i++) {
      const end = this.offsets[indices[i] + 1];
      for (let e = this.offsets[indices[i]]; e < end; e++) logits[this.entryHead[e]] += this.entryWeight[e] * value;
    }
    for (let h = 0; h < logits.length; h++) logits[h] = 1 / (1 + Math.exp(-logits[h]));
    return logits;
  }
}
