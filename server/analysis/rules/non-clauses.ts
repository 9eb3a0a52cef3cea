/**
 * Parts of a contract that bind no one and are never a finding, whatever words they share with a
 * clause: the naming of the parties ("Entre la société X (le « Prestataire ») et le Client"),
 * recitals ("WHEREAS…", "Considérant que…"), signature blocks and addresses.
 */

/** Words that make a sentence bind someone: a sentence with one is read as a clause. */
const BINDING =
  /(?<!\p{L})(?:shall|may|must|will|agrees?|undertakes?|covenants?|warrants?|cannot|peut|peuvent|pourra|pourront|doit|doivent|devra|devront|s[’']engage\p{L}*|s[’']interdi\p{L}*|s[’']oblige\p{L}*|est\s+tenue?|sont\s+tenue?s|garanti\p{L}*)(?!\p{L})/iu;

const PARTY_INTRODUCTION =
  /^\W*(?:entre\b|between\b|by\s+and\s+between\b|the\s+undersigned\b|les\s+soussign[ée]s\b|(?:this|the\s+present)\s+(?:\w+\s+){0,3}(?:agreement|contract)\b[^.]{0,120}\b(?:made|entered\s+into|concluded)\b[^.]{0,200}\bbetween\b|le\s+pr[ée]sent\s+(?:contrat|accord)\s+est\s+conclu\s+entre\b)|\bd[’']une\s+part\b|\bd[’']autre\s+part\b|\bci-apr[èe]s\s+(?:d[ée]nomm|d[ée]sign|appel)\p{L}*|\b(?:hereinafter|hereafter)\s+(?:referred\s+to\s+as|called|the)\b|\bof\s+the\s+(?:one|other)\s+part\b/iu;

const RECITAL =
  /^\W*(?:whereas\b|recitals?\b|background\b|witnesseth\b|considérant\s+que\b|attendu\s+que\b|préambule\b|il\s+a\s+été\s+(?:préalablement\s+)?(?:exposé|rappelé)|ceci\s+(?:ayant\s+été\s+)?exposé|now,?\s+therefore\b|it\s+is\s+(?:hereby\s+)?agreed\s+as\s+follows|il\s+est\s+convenu\s+ce\s+qui\s+suit)/iu;

const SIGNATURE =
  /^\W*(?:in\s+witness\s+whereof\b|en\s+foi\s+de\s+quoi\b|fait\s+(?:à|en)\s+[^.]{1,60}\ble\b|signed\s+(?:at|by|for|on\s+behalf)\b|signature\b|lu\s+et\s+approuvé(?!\p{L})|bon\s+pour\s+accord(?!\p{L})|by\s*:|name\s*:|nom\s*:|title\s*:|qualité\s*:|date\s*:|pour\s+(?:le|la|l[’'])\s*\p{L}+\s*:)|_{4,}|\.{6,}/iu;

const ADDRESS =
  /\b(?:si[èe]ge\s+social|dont\s+le\s+si[èe]ge|domicili[ée]e?\s+(?:au|à)|immatricul[ée]e?\s+au|RCS\s+\p{Lu}|SIRE[NT]|registered\s+(?:office|address|in)|principal\s+(?:place\s+of\s+business|office)|having\s+its\s+(?:registered\s+)?office|located\s+at|sise?\s+(?:au|à)|\d{1,4},?\s+(?:rue|avenue|boulevard|bd|place|chemin|allée|quai)(?!\p{L})|\d{1,5}\s+\p{Lu}[\p{L} ]{1,40}\s(?:street|st\.|avenue|ave\.|road|rd\.|boulevard|blvd\.|suite|drive|lane))/u;

/** The last sentence asked about: the analyzer asks once per category the model proposes for it. */
let last: { sentence: string; answer: boolean } | undefined;

/** A sentence that names the parties, recites the background, closes with signatures or gives an address. */
export function isNonClause(sentence: string): boolean {
  if (last?.sentence !== sentence) last = { sentence, answer: readNonClause(sentence) };
  return last.answer;
}

function readNonClause(sentence: string): boolean {
  if (RECITAL.test(sentence)) return true;
  if (SIGNATURE.test(sentence) && !BINDING.test(sentence)) return true;
  if (BINDING.test(sentence)) return false;
  return PARTY_INTRODUCTION.test(sentence) || ADDRESS.test(sentence);
}
