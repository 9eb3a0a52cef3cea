import { FRENCH_PHRASES, FRENCH_WORDS } from '../language/french-lexicon';
import type { DocumentLanguage } from '../types';
import { CLAUSE_CUES } from './clause-cues';

/** Hash space of the model's sparse features (shared by training and inference). */
export const FEATURE_BITS = 20;
const FEATURE_MASK = (1 << FEATURE_BITS) - 1;
const CHAR_GRAM = 5;
/** Each cue is entered as this many distinct features, so one cue weighs like a short phrase. */
const CUE_REPEAT = 3;
/** Upper bounds (in words) of the sentence-length buckets; the last bucket is open. */
const LENGTH_BUCKETS = [4, 10, 20, 40, 80, Number.POSITIVE_INFINITY];

function hashString(value: string, seed: number): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function mix(a: number, b: number): number {
  let hash = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ b;
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

/** Lower case, no accents, apostrophes split, digits folded: "l'Échéance 30 jours" → "l echeance 00 jours". */
export function normalizeTokens(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/\d/g, '0')
      .match(/[a-z0]+/g) ?? []
  );
}

const PHRASES_BY_FIRST_WORD = new Map<string, Array<{ source: string[]; target: string[] }>>();
for (const [source, target] of FRENCH_PHRASES) {
  const words = source.split(' ');
  const list = PHRASES_BY_FIRST_WORD.get(words[0]) ?? [];
  list.push({ source: words, target: target.split(' ') });
  list.sort((a, b) => b.source.length - a.source.length);
  PHRASES_BY_FIRST_WORD.set(words[0], list);
}
const WORD_TARGETS = new Map(Object.entries(FRENCH_WORDS).map(([word, target]) => [word, target.split(' ')]));

/** French tokens rewritten into the English vocabulary the model was mostly trained on. */
export function projectFrenchTokens(tokens: string[]): string[] {
  const projected: string[] = [];
  for (let i = 0; i < tokens.length;) {
    const phrase = PHRASES_BY_FIRST_WORD.get(tokens[i])?.find(({ source }) => source.every((word, k) => tokens[i + k] === word));
    if (phrase) {
      projected.push(...phrase.target);
      i += phrase.source.length;
      continue;
    }
    const word = WORD_TARGETS.get(tokens[i]);
    if (word) projected.push(...word);
    i++;
  }
  return projected;
}

function addWordFeatures(tokens: string[], out: Set<number>, withCharGrams: boolean): void {
  let previous = hashString('<s>', 1);
  for (const token of tokens) {
    const hash = hashString(token, 1);
    out.add(hash & FEATURE_MASK);
    out.add(mix(previous, hash) & FEATURE_MASK);
    previous = hash;
    if (withCharGrams && token.length > CHAR_GRAM) {
      const padded = `<${token}>`;
      for (let i = 0; i + CHAR_GRAM <= padded.length; i++) out.add(hashString(padded.slice(i, i + CHAR_GRAM), 7) & FEATURE_MASK);
    }
  }
  out.add(mix(previous, hashString('</s>', 1)) & FEATURE_MASK);
}

export interface SentenceFeatures {
  indices: Uint32Array;
  /** Every feature has this value: binary features, L2-normalised. */
  value: number;
}

/**
 * Sparse features of one sentence: hashed word unigrams and bigrams, character 5-grams of
 * longer words (morphology: terminate/termination/terminated), and bilingual clause cues. French
 * sentences also get the features of their projection onto English legal vocabulary.
 */
export function featurize(sentence: string, language: DocumentLanguage): SentenceFeatures {
  const tokens = normalizeTokens(sentence);
  const set = new Set<number>();
  if (language === 'fr') {
    addWordFeatures(projectFrenchTokens(tokens), set, true);
  }
  // French is scaled like its English projection alone, so that the French-only features add to,
  // rather than dilute, what the English-trained weights recognise; but never as if it had fewer
  // than half its features, or a sentence the lexicon barely covers would weigh each of its few
  // raw French words several times over.
  const projectedCount = set.size;
  addWordFeatures(tokens, set, true);
  // Sentence length: a heading that names a clause ("Binding Arbitration") is not the clause itself.
  const lengthBucket = LENGTH_BUCKETS.findIndex((limit) => tokens.length <= limit);
  set.add(hashString(`len#${lengthBucket}`, 13) & FEATURE_MASK);
  const lowered = sentence.toLowerCase();
  for (const cue of CLAUSE_CUES) {
    if (!cue.pattern.test(lowered)) continue;
    for (let k = 0; k < CUE_REPEAT; k++) set.add(hashString(`${cue.id}#${k}`, 11) & FEATURE_MASK);
    set.add(hashString(`${cue.id}@${lengthBucket}`, 17) & FEATURE_MASK);
  }
  const indices = Uint32Array.from(set);
  const norm = language === 'fr' ? Math.max(projectedCount, indices.length / 2) : indices.length;
  return { indices, value: norm ? 1 / Math.sqrt(norm) : 0 };
}
