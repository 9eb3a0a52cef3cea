import { HEADS, TWIN_CATEGORIES } from '../dataset-mapping';

/**
 * Model head telling consumer terms of service ("you may not…", "we may suspend your account")
 * from negotiated contracts between businesses. It reports no clause; it decides which of two
 * twin heads speaks for a category shared by both kinds of document.
 */
export const CONSUMER_TERMS_HEAD = 'consumer_terms';

/** Median probability of the genre head over a document's sentences (null without the head). */
export function consumerTermsScore(headIds: readonly string[], sentenceProbabilities: readonly Float32Array[]): number | null {
  const genre = headIds.indexOf(CONSUMER_TERMS_HEAD);
  if (genre < 0 || sentenceProbabilities.length === 0) return null;
  const sorted = sentenceProbabilities.map((p) => p[genre]).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Heads that stay silent in a document: in consumer terms (score at or above the genre head's
 * threshold), the contract heads of twin categories; in a contract, the terms-of-service heads.
 * Without a genre score nothing is silenced.
 */
export function silencedHeads(headIds: readonly string[], score: number | null, threshold: number): Uint8Array {
  const silenced = new Uint8Array(headIds.length);
  if (score === null) return silenced;
  const consumerTerms = score >= threshold;
  headIds.forEach((id, h) => {
    const head = HEADS.find((candidate) => candidate.id === id);
    if (!head || !TWIN_CATEGORIES.has(head.category)) return;
    if (consumerTerms ? head.cuad.length > 0 : head.tos.length > 0) silenced[h] = 1;
  });
  return silenced;
}
