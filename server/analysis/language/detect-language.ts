import type { DocumentLanguage } from '../types';

const FRENCH = new Set([
  'le',
  'la',
  'les',
  'des',
  'du',
  'de',
  'un',
  'une',
  'et',
  'est',
  'dans',
  'pour',
  'par',
  'sur',
  'au',
  'aux',
  'que',
  'qui',
  'ne',
  'pas',
  'sera',
  'sont',
  'ce',
  'cette',
  'ses',
  'leur',
  'avec',
  'être',
  'il',
  'elle',
  'partie',
  'parties',
  'contrat',
  'présent',
  'présente',
  'vous',
  'nous',
  'en',
  'à',
  'ou',
  'tout',
  'toute',
]);
const ENGLISH = new Set([
  'the',
  'of',
  'and',
  'to',
  'in',
  'is',
  'for',
  'by',
  'on',
  'that',
  'this',
  'with',
  'be',
  'shall',
  'will',
  'any',
  'or',
  'as',
  'are',
  'not',
  'such',
  'its',
  'their',
  'party',
  'parties',
  'agreement',
  'you',
  'we',
  'our',
  'your',
  'may',
  'which',
  'from',
  'all',
  'at',
  'an',
  'it',
]);

/** French or English by function-word frequency over the first 20,000 characters; English on a tie. */
export function detectLanguage(text: string): DocumentLanguage {
  const sample = text.slice(0, 20_000).toLowerCase();
  let french = 0;
  let english = 0;
  for (const word of sample.match(/[\p{L}]+/gu) ?? []) {
    if (FRENCH.has(word)) french++;
    if (ENGLISH.has(word)) english++;
  }
  if (/[éèêàçù]/.test(sample)) french += 0.5;
  return french > english ? 'fr' : 'en';
}
