export interface SentenceSpan {
  start: number;
  end: number;
}

const ABBREVIATIONS = new Set([
  'inc',
  'ltd',
  'llc',
  'corp',
  'co',
  'no',
  'nos',
  'sec',
  'art',
  'vs',
  'etc',
  'e.g',
  'i.e',
  'mr',
  'mrs',
  'ms',
  'dr',
  'st',
  'u.s',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'para',
  'cf',
  'al',
  'approx',
  'min',
  'max',
  'dept',
  'ex',
  'p',
  'pp',
  'v',
  'mme',
  'mlle',
  'me',
  'cie',
  'sté',
  'sa',
  'sas',
  'sarl',
]);

/** Clauses longer than this are cut at semicolons so that a finding points at the risky part. */
const MAX_SENTENCE = 600;

function isBoundaryAfterPeriod(text: string, start: number, dot: number): boolean {
  // The number of an item or section ("2. Fees", "4.1. Term") leads its sentence.
  if (/^\s*\d+(\.\d+)*$/.test(text.slice(start, dot))) return false;
  let wordStart = dot;
  while (wordStart > 0 && /[\p{L}.]/u.test(text[wordStart - 1])) wordStart--;
  const word = text.slice(wordStart, dot).toLowerCase();
  if (ABBREVIATIONS.has(word)) return false;
  if (word.length === 1 && /\p{Lu}/u.test(text[wordStart])) return false; // initials: "J. Smith"
  if (/^\d+$/.test(text.slice(Math.max(0, dot - 3), dot)) && /\s\d/.test(text.slice(dot + 1, dot + 3))) return false;
  return true;
}

function pushTrimmed(text: string, start: number, end: number, out: SentenceSpan[]): void {
  while (start < end && /\s/.test(text[start])) start++;
  while (end > start && /\s/.test(text[end - 1])) end--;
  if (end - start < 2) return;
  if (end - start <= MAX_SENTENCE) {
    out.push({ start, end });
    return;
  }
  let piece = start;
  for (let i = start; i < end; i++) {
    if (text[i] === ';' && i - piece > 80) {
      out.push({ start: piece, end: i + 1 });
      piece = i + 1;
      while (piece < end && /\s/.test(text[piece])) piece++;
    }
  }
  if (end > piece) out.push({ start: piece, end });
}

/** The text before `at` (within the current sentence) ends with a clause-ending mark. */
function endsClause(text: string, start: number, at: number): boolean {
  return at > start && /[.:;!?]/.test(text[at - 1]);
}

/** Numbered headings: "Article 3 - Responsabilité", "Section 4.2 Term", "Annexe A". */
const HEADING_NUMBER =
  /^\s*(article|art\.|section|clause|chapitre|chapter|titre|title|annexe|annex|schedule|exhibit|appendix|§)\s*(\d+(\.\d+)*|[IVXLC]+\b|[A-Z]\b)/i;
/** What may follow a heading's number: a separator, a capitalised title, or nothing. */
const AFTER_HEADING_NUMBER = /^\s*([-–—.:)]|\p{Lu}|$)/u;

/** Headings are short; a long line in capitals is a clause written loud ("IN NO EVENT SHALL…"). */
const HEADING_MAX_WORDS = 8;

/**
 * A short line in capitals ("SERVICES AGREEMENT", "ARTICLE 3 – RESPONSABILITÉ") or a short
 * numbered heading ("Article 5 - Droit applicable") heads what follows.
 */
export function isHeading(line: string): boolean {
  const trimmed = line.trim();
  if (trimmed.split(/\s+/).length > HEADING_MAX_WORDS || /[,;:]$/.test(trimmed)) return false;
  if (/\p{Lu}.*\p{Lu}/u.test(trimmed) && !/\p{Ll}/u.test(trimmed)) return true;
  const numbered = HEADING_NUMBER.exec(trimmed);
  if (numbered !== null && AFTER_HEADING_NUMBER.test(trimmed.slice(numbered[0].length))) return true;
  return isSectionTitle(trimmed);
}

/** A bare section number and a capitalised title: "8. Responsabilité", "10. Droit applicable – Litiges", "4.2 Term". */
const SECTION_TITLE = /^(\d+(\.\d+)*\.?|[IVXLC]+\.)\s+\p{Lu}/u;
/** Words that make a line a clause rather than a title ("2. Fees are due monthly"). */
const CLAUSE_VERBS = /(?<!\p{L})(shall|will|may|must|is|are|agrees?|doit|doivent|peut|peuvent|sera|seront|est|sont)(?!\p{L})/iu;
const SECTION_TITLE_MAX_WORDS = 6;

/**
 * A short numbered title without a closing mark. A hard-wrapped clause line can start the same
 * way, but it is longer, has a verb, or stops on a word a title never ends with ("of", "de").
 */
function isSectionTitle(line: string): boolean {
  return SECTION_TITLE.test(line) && isShortTitle(line);
}

/** Few words, no closing mark, no verb of a clause, and not stopping on a word a title never ends with. */
function isShortTitle(line: string): boolean {
  if (/[.!?;:,]$/.test(line) || CLAUSE_VERBS.test(line)) return false;
  const words = line.match(/\p{L}+/gu) ?? [];
  return words.length > 0 && words.length <= SECTION_TITLE_MAX_WORDS && !TITLE_SMALL_WORDS.has(words[words.length - 1].toLowerCase());
}

/**
 * An unnumbered title on its own line ("Abonnement", "Votre compte") when the next line starts
 * with a capital: a wrapped clause line goes on in lower case ("The Supplier\nshall deliver").
 */
function isTitleLine(line: string, next: string): boolean {
  return /^\p{Lu}/u.test(line) && !/\d/.test(line) && /^\s*\p{Lu}/u.test(next) && isShortTitle(line);
}

/** Words a title leaves in lower case ("Limitation of Liability", "Droit Applicable et Juridiction"). */
const TITLE_SMALL_WORDS = new Set([
  'a',
  'an',
  'the',
  'of',
  'and',
  'or',
  'by',
  'to',
  'for',
  'in',
  'on',
  'with',
  'at',
  'from',
  'your',
  'our',
  'de',
  'du',
  'des',
  'la',
  'le',
  'les',
  'et',
  'à',
  'en',
  'au',
  'aux',
  'd',
  'l',
]);

/**
 * A short line in title case without a closing mark ("Dispute Resolution by Binding Arbitration",
 * "C. Termination") names a clause; the sentences under it are the clause. Unlike a heading in
 * capitals it does not end a sentence: a wrapped line of a clause can look the same.
 */
export function isTitle(sentence: string): boolean {
  const trimmed = sentence.trim();
  if (trimmed.split(/\s+/).length > HEADING_MAX_WORDS || /[.!?;:,]$/.test(trimmed)) return false;
  const words = trimmed.match(/\p{L}+/gu);
  return words !== null && words.every((word) => /^\p{Lu}/u.test(word) || TITLE_SMALL_WORDS.has(word.toLowerCase()));
}

/**
 * A run-in title: a short line in title case closed by a full stop ("Arbitration Procedures.",
 * "No Refunds."), set before its clause on the same line. Lines in capitals are left out: a whole
 * sentence is often written so ("YOU USE THE SERVICE AT YOUR OWN RISK.").
 */
export function isRunInTitle(sentence: string): boolean {
  const trimmed = sentence.trim();
  return trimmed.endsWith('.') && /\p{Ll}/u.test(trimmed) && isTitle(trimmed.slice(0, -1));
}

/**
 * A table of contents (two entries in a row, "9.1 Timing of Payments 39 9.2 Late Payment 39", or
 * dot leaders, "Confidentiality ........") lists clauses by name and page without being any of them.
 */
export function isTableOfContents(sentence: string): boolean {
  return /(?:(?:(?:Section|Article|Clause|Schedule|Exhibit)\s+)?\b\d+\.\d+(?:\.\d+)*\.?\s+\p{Lu}[\p{L} ,;&'’()-]{2,60}?\s+\d{1,3}(?:\s+|$)){2,}|\.{6,}/u.test(
    sentence,
  );
}

/** A numbered, lettered or bulleted item starts at `at`: "2. ", "4.1 The", "(a) ", "b) ", "- ". */
function startsItem(text: string, at: number): boolean {
  const head = text.slice(at, at + 16);
  // "5.1 Customer shall…": a section number needs no closing mark when a capital or quote follows.
  return /^\s*(\d+(\.\d+)*[.)]|[a-z]\)|\([a-z0-9]+\)|[-•*])\s/.test(head) || /^\s*\d+(\.\d+)+\s+["“«(\p{Lu}]/u.test(head);
}

/**
 * Sentence spans (offsets into `text`) for contracts and terms of service: ends at . ! ? followed
 * by a capital, digit, quote or bracket, at blank lines, after a heading line in capitals, and at a
 * line break or wide gap that follows a clause-ending mark or precedes a numbered item; never after
 * a known abbreviation.
 */
export function splitSentences(text: string): SentenceSpan[] {
  const spans: SentenceSpan[] = [];
  let start = 0;
  const length = text.length;
  let lineStart = 0;
  for (let i = 0; i < length; i++) {
    const char = text[i];
    if (char === '\n') {
      // A single line break inside a paragraph is layout; a break after a line ending a clause, or
      // after a heading, is a boundary.
      const next = text[i + 1];
      const line = text.slice(Math.max(start, lineStart), i);
      if (
        next === '\n' ||
        next === undefined ||
        endsClause(text, start, i) ||
        startsItem(text, i + 1) ||
        isHeading(line) ||
        (lineStart >= start && isTitleLine(line, text.slice(i + 1, i + 3)))
      ) {
        pushTrimmed(text, start, i, spans);
        start = i + 1;
      }
      lineStart = i + 1;
      continue;
    }
    if (char === ' ' && text.startsWith('   ', i) && i > start) {
      // A wide gap is layout too (hard-wrapped filings indent their continuation lines), unless a
      // clause ends before it or a numbered item starts after it.
      let j = i;
      while (j < length && text[j] === ' ') j++;
      if (endsClause(text, start, i) || startsItem(text, j)) {
        pushTrimmed(text, start, i, spans);
        start = j;
      }
      i = j - 1;
      continue;
    }
    if (char === '.' || char === '!' || char === '?') {
      let j = i + 1;
      while (j < length && /["'”’)\]]/.test(text[j])) j++;
      if (j < length && !/\s/.test(text[j])) continue;
      let k = j;
      while (k < length && /[ \t]/.test(text[k])) k++;
      const next = text[k];
      if (next !== undefined && next !== '\n' && !/[\p{Lu}\d"'“«([]/u.test(next)) continue;
      if (char === '.' && !isBoundaryAfterPeriod(text, start, i)) continue;
      pushTrimmed(text, start, j, spans);
      start = j;
      i = j - 1;
    }
  }
  pushTrimmed(text, start, length, spans);
  return spans;
}

/**
 * A subject that points back at the sentence before: "This obligation shall survive
 * indefinitely", "Such restrictions apply for two years", "Cette obligation subsistera sans
 * limitation de durée". Alone, such a sentence does not say what it binds.
 */
const POINTS_BACK =
  /^\s*(?:(?:\d+(?:\.\d+)*[.)]?|\(?[a-z]\))\s+)?(?:(?:this|these|such|said|the\s+foregoing)\s+(?:obligations?|undertakings?|commitments?|covenants?|restrictions?|dut(?:y|ies))|(?:cette|ces|ladite|lesdites)\s+(?:obligations?|interdictions?|restrictions?)|(?:cet|ces)\s+engagements?)\b/iu;

/**
 * The spans the analysis reads: each sentence, except that a sentence whose subject points back is
 * read together with the sentence before it (its span starts there).
 */
export function readingSpans(text: string): SentenceSpan[] {
  const sentences = splitSentences(text);
  return sentences.map((span, i) => {
    if (i === 0 || !POINTS_BACK.test(text.slice(span.start, span.end))) return span;
    const before = sentences[i - 1];
    return isHeading(text.slice(before.start, before.end)) ? span : { start: before.start, end: span.end };
  });
}
