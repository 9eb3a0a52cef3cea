/**
 * Which party a clause speaks of, relative to the reader. The reader is the organization that
 * received the document to review and sign: the customer side (customer, client, licensee, buyer,
 * "you"). The sender drafted it: the supplier side (supplier, provider, licensor, vendor, "we").
 * "Either party", "chacune des parties" is both; a party the wording does not place is unknown.
 */
export type Holder = 'reader' | 'other' | 'both' | 'unknown';

const READER_WORDS = new Set(
  'customer customers client clients licensee licensees buyer buyers purchaser purchasers subscriber subscribers user users lessee lessees tenant tenants franchisee franchisees you your yours acheteur acheteurs acquéreur acquereur licencié licencie licenciés abonné abonne abonnés utilisateur utilisateurs preneur preneurs locataire locataires franchisé franchise franchisés souscripteur souscripteurs mandant mandants vous votre vos'.split(
    ' ',
  ),
);
const OTHER_WORDS = new Set(
  'supplier suppliers provider providers vendor vendors seller sellers licensor licensors company contractor contractors consultant consultants lessor lessors landlord landlords franchisor franchisors publisher publishers we us our prestataire prestataires fournisseur fournisseurs vendeur vendeurs concédant concedant concédants société societe bailleur bailleurs franchiseur franchiseurs éditeur editeur éditeurs nous notre nos'.split(
    ' ',
  ),
);
/** Both parties at once, word by word (an apostrophe splits "l’une"). */
const BOTH_PHRASES: string[][] = [
  'either party',
  'each party',
  'both parties',
  'neither party',
  'any party',
  'each of the parties',
  'the parties',
  'chacune des parties',
  'chaque partie',
  'l une ou l autre des parties',
  'l une ou l autre partie',
  'aucune des parties',
  'les deux parties',
  'les parties',
  'l une des parties',
].map((phrase) => phrase.split(' '));

export interface Mention {
  holder: Exclude<Holder, 'unknown'>;
  start: number;
  end: number;
}

let lastMentions: { sentence: string; mentions: Mention[] } | undefined;

/** Every mention of a party in a sentence, in order (the last sentence's are kept: several categories ask). */
export function partyMentions(sentence: string): Mention[] {
  if (lastMentions?.sentence !== sentence) lastMentions = { sentence, mentions: readMentions(sentence) };
  return lastMentions.mentions;
}

function readMentions(sentence: string): Mention[] {
  const words = [...sentence.matchAll(/\p{L}+/gu)];
  const lower = words.map((word) => word[0].toLowerCase());
  const mentions: Mention[] = [];
  for (let i = 0; i < words.length; i++) {
    const phrase = BOTH_PHRASES.find((candidate) => candidate.every((word, k) => lower[i + k] === word));
    if (phrase) {
      const last = words[i + phrase.length - 1];
      mentions.push({ holder: 'both', start: words[i].index, end: last.index + last[0].length });
      i += phrase.length - 1;
      continue;
    }
    const holder = READER_WORDS.has(lower[i]) ? 'reader' : OTHER_WORDS.has(lower[i]) ? 'other' : null;
    if (holder) mentions.push({ holder, start: words[i].index, end: words[i].index + words[i][0].length });
  }
  return mentions;
}

/** Verbs that give or withhold a right or a duty: the party named before the first one holds it. */
const MODAL =
  /(?<!\p{L})(?:may|shall|will|can|cannot|must|reserves?|is\s+entitled|are\s+entitled|has\s+the\s+right|have\s+the\s+right|is\s+free|agrees?|undertakes?|covenants?|peut|peuvent|pourra|pourront|pouvons|pouvez|se\s+r[ée]serve|se\s+r[ée]servent|a\s+le\s+droit|ont\s+le\s+droit|est\s+en\s+droit|s[’']engage|s[’']engagent|s[’']interdit|s[’']interdisent|doit|doivent|est\s+libre|sera\s+libre|ne\s+(?:peut|pourra|peuvent|pourront))(?!\p{L})/iu;
/** A passive right: "may be terminated by the Supplier", "peut être résilié par le Prestataire". */
const PASSIVE_AGENT =
  /(?<!\p{L})(?:be|being|been|être|été)\s+\p{L}+\s+(?:(?:at\s+any\s+time|à\s+tout\s+moment)\s+)?(?:by|par)\s+(?:the\s+|le\s+|la\s+|l[’']\s*)?/iu;

function nearestBefore(mentions: Mention[], index: number): Mention | undefined {
  return mentions.filter((mention) => mention.end <= index).at(-1);
}

function nearestAfter(mentions: Mention[], index: number): Mention | undefined {
  return mentions.find((mention) => mention.start >= index);
}

/**
 * The party that holds the right, or carries the duty, a sentence grants: the agent of a passive
 * ("may be terminated by the Supplier"), else the party named before the first modal verb ("The
 * Supplier may assign…", "Le Client s'interdit…"), else the first party named.
 */
export function subjectHolder(sentence: string): Holder {
  const mentions = partyMentions(sentence);
  if (mentions.length === 0) return 'unknown';
  const passive = PASSIVE_AGENT.exec(sentence);
  if (passive) {
    const agent = mentions.find((mention) => mention.start === passive.index + passive[0].length);
    if (agent) return agent.holder;
  }
  const modal = MODAL.exec(sentence);
  if (modal) {
    const before = nearestBefore(mentions, modal.index);
    if (before) return before.holder;
  }
  return mentions[0].holder;
}

const LIABILITY_WORD = /(?<!\p{L})(?:liab\p{L}*|responsab\p{L}*)/iu;
const OF_PARTY = /^\s*(?:of|du|de\s+la|de\s+l[’']|des|de)\s*(?:the\s+|any\s+)?/iu;

/**
 * The party whose liability a sentence limits or excludes: the one named after "liability of",
 * "responsabilité du", else the one named just before the liability word ("the Supplier's
 * liability", "in no event shall the Supplier be liable").
 */
export function liabilityHolder(sentence: string): Holder {
  const mentions = partyMentions(sentence);
  const word = LIABILITY_WORD.exec(sentence);
  if (mentions.length === 0 || !word) return mentions[0]?.holder ?? 'unknown';
  const after = sentence.slice(word.index + word[0].length);
  const of = OF_PARTY.exec(after);
  if (of) {
    const at = word.index + word[0].length + of[0].length;
    const named = mentions.find((mention) => mention.start === at);
    if (named) return named.holder;
  }
  const before = nearestBefore(mentions, word.index);
  if (before) return before.holder;
  return nearestAfter(mentions, word.index)?.holder ?? 'unknown';
}

/** The party whose notice stops a renewal ("unless the Customer gives notice", "sauf dénonciation par le Client"). */
export function renewalNoticeHolder(sentence: string): Holder {
  const unless = /(?<!\p{L})(?:unless|until|sauf|à\s+moins\s+que|à\s+moins\s+d[’'])(?!\p{L})/iu.exec(sentence);
  if (!unless) return 'unknown';
  const mentions = partyMentions(sentence);
  return nearestAfter(mentions, unless.index)?.holder ?? 'unknown';
}
