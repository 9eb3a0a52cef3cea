/** Amounts, rates and durations quoted in a clause, used to word explanations and grade severity. */
export interface ClauseTerms {
  /** Longest duration found, in days. */
  longestDays: number | null;
  durations: string[];
  amounts: string[];
  percentages: string[];
  /**
   * The clause names only harm that no contract may limit (death, personal injury, fraud, gross
   * or wilful fault) and nothing else a party could have capped.
   */
  onlyMandatoryCarveOuts: boolean;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fifteen: 15,
  eighteen: 18,
  twenty: 20,
  thirty: 30,
  sixty: 60,
  ninety: 90,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six_fr: 6,
  dix: 10,
  douze: 12,
  quinze: 15,
  'dix-huit': 18,
  vingt: 20,
  trente: 30,
  soixante: 60,
  'quatre-vingt-dix': 90,
};

const UNIT_DAYS: Record<string, number> = {
  day: 1,
  days: 1,
  jour: 1,
  jours: 1,
  week: 7,
  weeks: 7,
  semaine: 7,
  semaines: 7,
  month: 30,
  months: 30,
  mois: 30,
  year: 365,
  years: 365,
  an: 365,
  ans: 365,
  année: 365,
  années: 365,
};

/** Tens that lead a compound number: "vingt-quatre", "twenty-four". */
const TENS = 'vingt|trente|quarante|cinquante|soixante|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety';
const DURATION = new RegExp(
  `\\b((?:(?:${TENS})[- ])?(?:\\d{1,4}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|eighteen|twenty|thirty|sixty|ninety|un|une|deux|trois|quatre|cinq|dix|douze|quinze|dix-huit|vingt|trente|soixante|quatre-vingt-dix))(?:\\s*\\((\\d{1,4})\\))?\\s+(?:\\w+\\s+)?(days?|weeks?|months?|years?|jours?|semaines?|mois|ans?|années?)\\b`,
  'giu',
);

/** A number written in words: one the table knows, else a compound's parts added ("vingt-quatre" is 24). */
function wordsCount(words: string): number | undefined {
  const lowered = words.toLowerCase();
  if (NUMBER_WORDS[lowered] !== undefined) return NUMBER_WORDS[lowered];
  const parts = lowered.split(/[- ]/).map((part) => NUMBER_WORDS[part]);
  return parts.every((part) => part !== undefined) ? parts.reduce((sum, part) => sum + part, 0) : undefined;
}
const AMOUNT = /(?:[$€£]\s?\d[\d,. ]*\d|\b\d[\d,. ]*\d?\s?(?:€|euros?|EUR|USD|dollars?|GBP)\b|\b(?:EUR|USD|US\$)\s?\d[\d,. ]*\d)/g;
const PERCENT = /\b\d{1,3}(?:[.,]\d+)?\s?(?:%|percent|pour\s?cent)/gi;

/** Harm the law keeps outside any contractual limit, in English and French. */
const MANDATORY_CARVE_OUT =
  /\b(death|personal injur|bodily injur|fraud|gross(ly)? negligen|wil+ful (misconduct|default)|d[ée]c[èe]s|dommages? corporels?|pr[ée]judices? corporels?|atteintes? à la personne|faute (lourde|intentionnelle)|dol(\b|osi))/i;
/** Anything else a carve-out may name: these were the parties' choice to leave uncapped. */
const NEGOTIATED_CARVE_OUT =
  /\b(confidential|indemni|infring|intellectual property|data|payment|fees|breach|violation|all (damages|losses)|any (damages|losses)|confidentialit|propri[ée]t[ée] intellectuelle|donn[ée]es|contrefa[çc]on|paiement|manquement|garantie|tout dommage|tous dommages)\b/i;

export function readClauseTerms(sentence: string): ClauseTerms {
  const durations: string[] = [];
  let longestDays: number | null = null;
  for (const match of sentence.matchAll(DURATION)) {
    const count = match[2] ? Number(match[2]) : /^\d+$/.test(match[1]) ? Number(match[1]) : wordsCount(match[1]);
    const unit = UNIT_DAYS[match[3].toLowerCase()];
    if (!count || !unit) continue;
    durations.push(match[0].trim());
    longestDays = Math.max(longestDays ?? 0, count * unit);
  }
  return {
    longestDays,
    durations,
    amounts: [...sentence.matchAll(AMOUNT)].map((m) => m[0].trim()),
    percentages: [...sentence.matchAll(PERCENT)].map((m) => m[0].trim()),
    onlyMandatoryCarveOuts: MANDATORY_CARVE_OUT.test(sentence) && !NEGOTIATED_CARVE_OUT.test(sentence),
  };
}
