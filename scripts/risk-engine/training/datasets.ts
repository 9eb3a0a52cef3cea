import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export interface TosSentence {
  id: string;
  doc: string;
  text: string;
  labels: string[];
}

export interface CuadContract {
  id: string;
  text: string;
  labels: string[];
  spans: Record<string, Array<{ start: number; end: number; text?: string }>>;
}

export interface DatasetSplit {
  seed: number;
  cuad: { train: string[]; validation: string[]; heldout: string[] };
  tos: { train: string[]; validation: string[]; heldout: string[] };
}

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const SPLIT_PATH = path.join(REPO_ROOT, 'scripts/risk-engine/training/split.json');

/** `../shared/datasets/` next to the repository, unless PARAPHE_DATASETS_DIR says otherwise. */
export function datasetsDir(): string {
  return process.env.PARAPHE_DATASETS_DIR ?? path.resolve(REPO_ROOT, '../shared/datasets');
}

function readJsonl<T>(file: string): T[] {
  const full = path.join(datasetsDir(), file);
  if (!existsSync(full)) throw new Error(`Dataset not found: ${full} (set PARAPHE_DATASETS_DIR)`);
  return readFileSync(full, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as T);
}

export const loadTos = (): TosSentence[] => readJsonl<TosSentence>('claudette_tos_dev.jsonl');
export const loadCuad = (): CuadContract[] => readJsonl<CuadContract>('cuad_contracts_dev.jsonl');

export function loadSplit(): DatasetSplit {
  return JSON.parse(readFileSync(SPLIT_PATH, 'utf8')) as DatasetSplit;
}

/** Deterministic PRNG (mulberry32): same seed, same split, same training order. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffle<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** 20 % of documents held out for measurement; 20 % of the rest for threshold tuning. */
export function makeSplit(seed: number, cuadIds: string[], tosDocs: string[]): DatasetSplit {
  const random = seededRandom(seed);
  const part = (ids: string[]) => {
    const order = shuffle([...ids].sort(), random);
    const heldoutCount = Math.round(order.length * 0.2);
    const heldout = order.slice(0, heldoutCount);
    const rest = order.slice(heldoutCount);
    const validationCount = Math.round(rest.length * 0.2);
    return { train: rest.slice(validationCount).sort(), validation: rest.slice(0, validationCount).sort(), heldout: heldout.sort() };
  };
  return { seed, cuad: part(cuadIds), tos: part(tosDocs) };
}
