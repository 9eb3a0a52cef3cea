import type { ClauseCategory } from '../categories';
import { freeAssignmentHolder } from '../direction/directed-findings';
import { isHeading, isRunInTitle, isTableOfContents, isTitle } from '../text/split-sentences';
import { isNonClause } from './non-clauses';

/**
 * The reader's own courts or law ("the courts of the place where you live", "your local courts",
 * "votre lieu de résidence"): a forum or governing-law clause that keeps the reader at home takes
 * nothing from them. "Regardless of where you live" is the opposite, and "if your country of
 * residence is the United States, the laws of New York apply" only picks a law: both stay findings.
 */
const HOME_FORUM = [
  /(?<!\b(regardless|irrespective)\s+of\s+|\bno\s+matter\s+)\b(where|in\s+which)\s+you\s+(live|reside|are\s+domiciled|have\s+your\s+(residence|domicile))\b/i,
  /(?<!\b(regardless|irrespective)\s+of\s+|\bif\s+)\byour\s+((place|country|state)\s+of\s+)?(domicile|residence|home\s+country|local\s+courts?)\b(?!\s+is\b)/i,
  /\b(où|dans\s+lequel|dans\s+laquelle)\s+vous\s+(résidez|habitez|êtes\s+domicilié)/i,
  /(?<!\bquel\s+que\s+soit\s+|\bsi\s+)\bvotre\s+(lieu\s+de\s+)?(domicile|résidence)\b(?!\s+est\b)/i,
];

/**
 * A party that may assign without the other's consent ("either party may assign this Agreement
 * without the consent of the other party") is free to: neither an assignment restriction nor a
 * change-of-control right. "Neither party may assign … without consent" forbids, and an exception
 * that follows ("… except to a competitor") restricts again.
 */
const FREE_ASSIGNMENT =
  /(?<!\b(neither|no|nor)\s+(\w+\s+){0,3})\bmay\s+assign\b[^.]{0,80}\bwithout\s+(the\s+)?(other\s+party[’']s\s+)?(need\s+for\s+|requiring\s+)?(any\s+)?(prior\s+)?(written\s+)?consent\b(?![^.]{0,60}\bexcept\b)/i;

/**
 * Wording that negates or softens a clause type: a sentence matching one of these for the category
 * the model proposes is not a finding of that category ("shall not renew automatically",
 * "liability capped at the fees paid" is not uncapped liability, "non-exclusive").
 */
/** A party's liability said in so many words to have no limit ("shall be liable without limit", "responsable de manière illimitée"). */
const UNLIMITED_LIABILITY = [
  /\b(liable|liability)\s+((shall|will)\s+be\s+|is\s+)?without\s+(any\s+)?(limit|cap)\b(?!ation)/i,
  /\bresponsables?\s+(de\s+mani[èe]re\s+|de\s+fa[çc]on\s+)?illimit[ée](e|ment)\b/i,
];

/** Whether a sentence says a party's liability has no limit: uncapped liability, whatever the model proposes. */
export function isUnlimitedLiability(sentence: string): boolean {
  return UNLIMITED_LIABILITY.some((pattern) => pattern.test(sentence));
}

const SOFTENERS: Partial<Record<ClauseCategory, RegExp[]>> = {
  auto_renewal: [
    /\b(shall|will|does|do)\s+not\s+(be\s+)?(automatically\s+)?renew(ed)?\s+automatically\b/i,
    /\b(shall|will|does)\s+not\s+(be\s+)?automatically\s+renew/i,
    /\bno\s+automatic\s+renewal\b/i,
    /\bnot\s+(be\s+)?(subject\s+to\s+)?(automatic(ally)?\s+)?renew(able|ed|al)\b(?![^.]{0,40}\bunless\b)/i,
    /\bne\s+(sera|pourra)\s+pas\s+(être\s+)?(renouvel|reconduit)\S*\s+(tacitement|automatiquement)/i,
    /\bne\s+(sera|pourra)\s+pas\s+(être\s+)?(tacitement|automatiquement)\s+(renouvel|reconduit)/i,
    /\b(non\s+renouvelable|sans\s+tacite\s+reconduction|exclut\s+toute\s+tacite\s+reconduction)\b/i,
  ],
  liability_limitation: [
    // Liability left without a limit, or a cap that does not apply, is not a limitation.
    /\b(liable|liability)\s+(shall\s+be\s+|is\s+)?(without\s+limit(ation)?|unlimited)\s*[.,;]|\bunlimited\s+liability\b/i,
    /\blimitations?\s+(of|on)\s+liability\b[^.]{0,80}\b(shall|will|does|do)\s+not\s+apply\b/i,
    /\b(r[ée]pondra|responsable)\s+sans\s+limit\w*|\bresponsabilit[ée][^.]{0,60}\b(est|reste|demeure|sera)\s+illimit[ée]e|\bresponsabilit[ée]\s+illimit[ée]e\b/i,
    ...UNLIMITED_LIABILITY,
    /\b(nothing\s+in\s+this\s+agreement|aucune\s+disposition\s+du\s+(pr[ée]sent\s+)?contrat)\b[^.]{0,40}\b(limits?|excludes?|limite|exclut)\b/i,
    /\blimitations?\s+de\s+responsabilit[ée]\b[^.]{0,80}\bne\s+s[’']appliqu\w+\s+pas\b/i,
  ],
  liability_uncapped: [
    /\b(capped|shall\s+not\s+exceed|will\s+not\s+exceed|limited\s+to|in\s+no\s+event\s+(shall|will)[^.]{0,80}exceed|maximum\s+(aggregate\s+)?liability)\b/i,
    /\b((?<!\bnon\s)plafonn\w*|ne\s+(saurait|pourra|peut)\s+(en\s+aucun\s+cas\s+)?exc[ée]der|limit[ée]e?s?\s+(au|à|aux)\b|dans\s+la\s+limite\s+de)/i,
  ],
  termination_for_convenience: [
    /\b(neither\s+party|no\s+party|may\s+not|shall\s+not|cannot)\b[^.]{0,40}\bterminat\w*[^.]{0,40}\b(for\s+convenience|without\s+cause)\b/i,
    /\b(aucune\s+des\s+parties|ne\s+pourra|ne\s+peut)\b[^.]{0,40}\br[ée]silier[^.]{0,40}\b(pour\s+convenance|sans\s+motif)\b/i,
    /\b(only|solely|uniquement|seulement)\b[^.]{0,30}\b(for|in\s+case\s+of|en\s+cas\s+de)\s+(material\s+)?(breach|manquement)/i,
    // The reader's own right to leave ("you may cancel at any time"), with no act of the other side.
    /^(?![^]*\b(we|us|our)\b)[^]*\byou\s+(\w+\s+)?(may|can|have\s+the\s+right\s+to|are\s+entitled\s+to|are\s+free\s+to|want\s+to|wish\s+to)\s+(\w+\s+){0,3}(terminate|cancel|close|end)\b/i,
    /^(?![^]*\b(nous|notre|nos)\b)[^]*\bvous\s+(\S+\s+)?(pouvez|avez\s+le\s+droit\s+de|êtes\s+libre\s+de|souhaitez)\s+(\S+\s+){0,3}(résilier|annuler|clôturer|fermer|mettre\s+fin)/iu,
  ],
  non_compete: [
    /\bnothing\s+in\s+this\s+agreement\s+shall\s+(restrict|prevent|prohibit|limit)[^.]{0,120}\bcompet/i,
    /\b(free|entitled)\s+to\s+compete\b/i,
    /\baucune\s+disposition[^.]{0,80}\b(n[’']interdit|n[’']emp[êe]che)[^.]{0,80}\bconcurren/i,
  ],
  exclusivity: [
    /\bnon[-‐‑–]?\s?exclusive(ly)?\b(?![^.]{0,200}\bexclusive\b)/i,
    // "Supplier shall not be considered Bank's exclusive provider", "the word 'or' is not exclusive".
    /\b(?:(?:is|are|be|being)\s+not|not\s+be(?:\s+(?:considered|deemed|construed\s+as))?|(?:do|does|will)\s+not(?:\s+and\s+will\s+not)?\s+(?:have|receive))\s+(?:intended\s+to\s+be\s+)?(?:any\s+|an\s+|the\s+)?(?:(?:[\w-]+\s+){0,3}[\w-]+['’]s\s+)?exclusive\b(?![^.]{0,200}\bexclusive\b)/i,
    /\b(à\s+titre\s+)?non\s+exclusi(f|ve)\b/i,
  ],
  anti_assignment: [
    /\b(may|can)\s+(freely\s+assign\b|assign\s+(\w+\s+){0,4}freely\b)/i,
    FREE_ASSIGNMENT,
    /(?<!\bne\s+)\bpeut\s+(librement\s+c[ée]der\b|c[ée]der\s+(\p{L}+\s+){0,4}librement\b)/iu,
  ],
  ip_assignment: [
    /\b(no|aucune)\s+(assignment|transfer|cession)\b[^.]{0,60}\b(intellectual|propri[ée]t[ée])/i,
    /\bconserve\w*\s+la\s+propri[ée]t[ée]\b[^.]{0,120}\baucune\s+cession\b/i,
  ],
  arbitration: [/\b(not\s+be\s+subject\s+to|no)\s+arbitration\b/i, /\bsans\s+recours\s+(à\s+l[’'])?arbitrage\b/i, ...HOME_FORUM],
  // Where an arbitration sits is not which court hears a dispute: a sentence that names arbitration
  // and no court is an arbitration finding only (none of the 70 labelled jurisdiction sentences of
  // the training terms is one).
  jurisdiction: [
    ...HOME_FORUM,
    /^(?![\s\S]*(?<!\p{L})(jurisdictions?|courts?|venue|forum|tribunal|tribunaux|juridictions?|judicial|judiciaires?)(?!\p{L}))[\s\S]*(?<!\p{L})arbitr/iu,
  ],
  choice_of_law: HOME_FORUM,
  change_of_control: [
    // A merger that needs no consent, or a change of control that is "not an assignment", leaves
    // the other party no right to object or terminate.
    /\b(shall|will|does)\s+not\s+be\s+(deemed|considered)\s+(to\s+be\s+)?(an?\s+)?assignment|\bno\s+consent\s+(shall|will)\s+be\s+required|\bdoes\s+not\s+require\s+the\s+consent/i,
    FREE_ASSIGNMENT,
    /\bne\s+(sera|saurait\s+être)\s+(pas\s+)?(considérée?|réputée?)\s+comme\s+une\s+cession\b|(?<!\bne\s+)\bpeut\s+(librement\s+)?céder\b[^.]{0,80}\bsans\s+(l[’'])?(accord|consentement)\b/i,
  ],
  most_favored_nation: [
    // Terms "no less favourable" than a third party's in a right of first negotiation or refusal
    // (the parties fail to agree, one is then free to deal elsewhere), or the most favourable
    // withholding-tax rate, are not a most-favoured-customer promise.
    /\b(unable|fail(s|ed)?)\s+to\s+(reach|agree|enter|conclude)|\bfree\s+to\s+(negotiate|enter|offer|grant)|\bright\s+thereafter\s+to\b|\bwithholding\b/i,
    /\bà\s+défaut\s+d[’']accord\b|\blibre\s+de\s+(conclure|négocier|contracter)\b|\bretenue\s+à\s+la\s+source\b/i,
  ],
  unilateral_change: [
    // A change that is forbidden, or that needs both parties' agreement, is no unilateral change
    // ("may not change the price", "ne peuvent être modifiées que par avenant"); one that is only
    // delayed or bounded ("may not increase prices more than once a year") still is.
    /\b(?:(?:may|can|shall|will|must)\s+not|cannot)\s+(?:\w+\s+){0,2}(?:change|modify|amend|alter|increase|raise|revise)\b(?![^.;]{0,100}\b(?:except|unless|more\s+than|other\s+than|before|until|prior\s+to)\b)/i,
    /\bby\s+mutual\s+(?:written\s+)?(?:agreement|consent)\b|\b(?:only|solely)\b[^.;]{0,60}\b(?:mutual(?:ly)?|written\s+(?:agreement|amendment|instrument)|agreed\s+in\s+writing|both\s+parties)\b/i,
    /\bne\s+(?:peut|peuvent|pouvons|pourra|pourrons|pourront|saurait|sauraient)\s+(?:pas\s+|en\s+aucun\s+cas\s+)?(?:être\s+)?(?:modifi|augment|révis|chang)\p{L}*(?![^.;]{0,100}(?:\bsauf\b|\bavant\b|\bplus\s+de\b|\bqu['’]après|\bqu['’]avec|\bque\s+moyennant))/iu,
    /\bd['’]un\s+commun\s+accord\b|\bpar\s+(?:voie\s+d['’])?avenant\b|\baccord\s+(?:écrit\s+)?des\s+(?:deux\s+)?parties\b/iu,
    /\b(?:amend|modif|chang)\w*\b[^.;]{0,80}\b(?:in\s+writing\s+and\s+signed|signed\s+by\s+(?:both|all|each)\b)/i,
    // A party changing where its notices go, or who represents it, changes nothing of the deal.
    /\bchange\s+(?:\w+\s+){0,2}(?:address(?:es)?|contacts?|designees?|representatives?|individuals?|e-?mail|fax|telephone)\b/i,
    /\b(?:chang|modifi)\p{L}*\s+(?:d['’]\s*|de\s+|(?:son|sa|ses|leur|leurs)\s+){1,2}(?:adresse|domicile|coordonnées|siège|représentant|interlocuteur|contact|courriel)/iu,
  ],
  consent_by_use: [
    // Signing is express consent, not consent by use ("signing up" to a service is use).
    /\bby\s+(signing|executing)\s+(?!up\b)|\bthe\s+parties\s+(hereto\s+)?(acknowledge|agree|accept)|\bsignature/i,
    /\ben\s+signant\b|\bles\s+parties\s+(reconnaissent|acceptent|conviennent)|\bsignature/iu,
  ],
  confidentiality_perpetual: [
    /\b(period|duration|durée)\s+of\s+(\w+\s+){0,2}\(?\d*\)?\s*(years?|months?)\b/i,
    /\bpendant\s+(\w+\s+){0,2}(ans|années|mois)\s+(après|suivant)/i,
    /\bfor\s+(\w+\s+){0,2}\(?\d*\)?\s*years?\s+(after|following)\b/i,
  ],
  indemnification: [/\bshall\s+not\s+be\s+required\s+to\s+indemnify\b/i, /\bno\s+(obligation\s+to\s+)?indemn/i],
  minimum_commitment: [/\b(?:no|not\s+(?:include|require|contain)\s+an?y?)\s+minimum\b/i, /\b(?:aucun|sans)\s+minimum\b/iu],
  late_payment_penalties: [/\bno\s+(late\s+fees?|interest)\s+(shall|will)\b/i, /\baucun(e)?\s+(int[ée]r[êe]t|p[ée]nalit[ée])\b/i],
};

/** Any of the `|`-separated alternatives as whole words, accented letters counting as letters. */
function wholeWords(alternatives: string): RegExp {
  return new RegExp(`(?<!\\p{L})(?:${alternatives})(?!\\p{L})`, 'iu');
}

/** Ways of taking a party's people or business away, in English and French. */
const NON_SOLICIT_ACTIONS =
  'solicit\\p{L}*|divert\\p{L}*|entic\\p{L}*|induc\\p{L}*|interfer\\p{L}*|hir(e|es|ed|ing)|employ(s|ed|ing|ment)?|recruit\\p{L}*|accept(s|ing)?\\s+(any\\s+)?(business|orders|employment|work)|do(es)?\\s+business|business\\s+with|work(s|ing)?\\s+(for|with)|take\\s+away|lur(e|es|ed|ing)|poach\\p{L}*|call\\s+(on|upon)|canvass\\p{L}*|circumvent\\p{L}*|sollicit\\p{L}*|d[ée]march\\p{L}*|d[ée]bauch\\p{L}*|embauch\\p{L}*|recrut\\p{L}*|d[ée]tourn\\p{L}*|employer|engager|travailler\\s+(pour|avec)';
/** Words that forbid. */
const PROHIBITIONS = 'not|no|none|neither|nor|never|refrain\\p{L}*|prohibit\\p{L}*|restrict\\p{L}*|ne|n|aucun\\p{L}*|interdit|jamais|ni';
/** Whom a non-solicit protects: customers at large or of a party, staff, suppliers; not "the Customer" as a party's name. */
const PROTECTED_PEOPLE =
  'customers|clients|(customer|client)[\\x27\\u2019]s|(any|each|every|a|no|such)\\s+(\\p{L}+\\s+)?(customer|client)|(customer|client)\\s+(of|de|du|des)|(tout|aucun|chaque|un)\\s+(\\p{L}+\\s+)?client|accounts?|suppliers?|personnel|staff|workforce|employees?|salari[ée]s?|client[eè]le|fournisseurs';

/**
 * What a clause of these types is about: a sentence that mentions none of it ("shall not engage in
 * any competing business") is not a finding of that type, whatever else it shares with one.
 */
const SUBJECT: Partial<Record<ClauseCategory, RegExp>> = {
  // Perpetual confidentiality is a matter of time: a confidentiality sentence that sets no lasting
  // term ("shall remain the property of the Disclosing Party") is not this finding.
  confidentiality_perpetual: wholeWords(
    "perp[ée]tu\\p{L}*|ind[ée]fini\\p{L}*|forever|never|jamais|surviv\\p{L}*|unlimited|(no|without)\\s+(time\\s+)?limit\\p{L}*|(so|as)\\s+long\\s+as|until|thereafter|(after|following)\\s+(the\\s+)?(termination|expiration|expiry|end)|at\\s+all\\s+times|illimit\\p{L}*|sans\\s+limit\\p{L}*|(après|suivant)\\s+(la\\s+|l[’']\\s*)?(fin|cessation|résiliation|expiration)|tant\\s+que|jusqu\\p{L}*|toujours",
  ),
  // An exclusivity names it, or forbids dealing with others ("shall not purchase from any other
  // supplier", "all of its requirements"): every one of the 321 spans CUAD lawyers marked does. A
  // sentence that only says what a party provides ("Le Prestataire fournit au Client…") is none.
  exclusivity: wholeWords(
    'exclusi\\p{L}*|sole|solely|only|not|others?|another|requirements|third[- ]part\\p{L}*|competi\\p{L}*|compete|seul\\p{L}*|uniquement|autres?|tiers|concurren\\p{L}*|ne|n|interdi\\p{L}*|aucun\\p{L}*|besoins',
  ),
  // Every arbitration sentence labelled in the training terms names arbitration or its institution.
  arbitration: wholeWords('arbitr\\p{L}*|AAA|JAMS|ICC|CCI|LCIA|CIETAC|UNCITRAL|CNUDCI'),
  anti_assignment: wholeWords(
    'assign\\p{L}*|transfer\\p{L}*|delegat\\p{L}*|novat\\p{L}*|sub-?licen\\p{L}*|subcontract\\p{L}*|successors?|control|c[ée]d(er|e|es|é|ée|ées|ant)|cession\\p{L}*|transf[ée]r\\p{L}*|subrog\\p{L}*|sous-trait\\p{L}*|d[ée]l[ée]gu\\p{L}*',
  ),
  change_of_control: wholeWords(
    'control\\p{L}*|merg\\p{L}*|acqui\\p{L}*|(be|is|are|being)\\s+bought|bought\\s+by|take-?over|taken\\s+over|buy-?out|rachat|rachet\\p{L}*|consolidat\\p{L}*|substantially\\s+all|owner\\p{L}*|owned|reorgani\\p{L}*|sale\\s+of|voting|equity|shares?|stock|contr[ôo]l\\p{L}*|fusion\\p{L}*|absorption|cession\\s+de\\s+(parts|actions|titres)|capital|actionna\\p{L}*|associ[ée]s?',
  ),
  most_favored_nation: wholeWords(
    'mfn|most\\s+favou?red|favou?rable|greater\\s+than|plus\\s+avantageu\\p{L}*|inf[ée]rieur\\p{L}*|no\\s+less|not\\s+less|no\\s+greater|not\\s+greater|lowest|best|better|less\\s+than|higher|lower|comparable|equal|any\\s+other|third\\s+part\\p{L}*|other\\s+(customers?|clients?|licensees?|distributors?)|plus\\s+favorables?|meilleur\\p{L}*|moins\\s+(élevé|cher)|tout\\s+autre|autres\\s+clients|align\\p{L}*',
  ),
  // A way of taking people or business away, or a prohibition that names whom it protects. "The
  // Customer", "le Client" as a party's name is no customer base.
  non_solicit: new RegExp(
    `(?<!\\p{L})(?:${NON_SOLICIT_ACTIONS})(?!\\p{L})|^(?=[\\s\\S]*(?<!\\p{L})(?:${PROHIBITIONS})(?!\\p{L}))[\\s\\S]*(?<!\\p{L})(?:${PROTECTED_PEOPLE})(?!\\p{L})`,
    'iu',
  ),
};

/**
 * Words of a clause type that also have another sense ("exclusive jurisdiction", "compétence
 * exclusive" are no exclusivity): a sentence whose every mention of the word is in another sense
 * is not about the clause type.
 */
const OTHER_SENSES: Partial<Record<ClauseCategory, { word: RegExp; senses: RegExp }>> = {
  exclusivity: {
    word: /exclusi/iu,
    senses:
      /(sole\s+and\s+)?exclusive(ly)?\s+(jurisdiction|venue|forum|remed(y|ies)|property|owners?(ship)?)|(for\s+the\s+)?exclusive\s+(purpose|benefit)\s+of|(used|applied|serve|held)\s+exclusively\s+(for|to)?|(comp[ée]tence|juridiction|propri[ée]t[ée])\s+exclusive|exclusivement\s+comp[ée]tent/giu,
  },
  minimum_commitment: {
    // A minimum that is not a volume to buy or sell: insurance limits, how often a committee meets,
    // how long records are kept. None of the 330 spans CUAD lawyers marked as a minimum commitment
    // is read so.
    word: /minim/iu,
    senses:
      /minimum\s+(?:insurance|coverages?|limits?\b|wage|age)|[âa]ge\s+minim(?:um|al)|coverage\s+(?:shall|will|must)\s+be\s+(?:at\s+)?(?:a\s+)?minimum(?:\s+of)?|minimum[^.;]{0,60}(?:per\s+occurrence|combined\s+single\s+limit)|minimum\s+number\s+of\s+meetings|meet\s+(?:at\s+)?(?:a\s+)?minimum(?:\s+of)?|(?:maintain|retain|keep|preserve)\w*[^.;]{0,60}\b(?:records?|data|documents?|books)\b[^.;]{0,40}minimum(?:\s+of)?/giu,
  },
  non_solicit: {
    // Soliciting orders or sales, or selling to customers outside a territory, is where a
    // distributor may sell, not whom it may not approach: "shall not solicit orders outside the
    // Territory". Customers "of" a party stay a non-solicit.
    word: /solicit|customer/iu,
    senses:
      /solicit\w*(?:\s+or\s+accept)?(?:\s+any)?\s+(?:orders?|sales|purchases)\b|\bcustomers?\s+(?:(?!of\b)\w+\s+){0,4}outside\s+(?:of\s+)?(?:the|its|such)\s+(?:\w+\s+)?territor\w*/giu,
  },
  jurisdiction: {
    // "Without regard to the conflict of laws provisions of any jurisdiction" picks a law, not a court.
    word: /jurisdiction|courts?\b|venue|forum|tribunal|juridiction/iu,
    senses:
      /\b(?:conflicts?\s+of\s+laws?|choice\s+of\s+laws?)\s+(?:principles|provisions|rules)\s+of\s+(?:any|another|such|the)\s+(?:other\s+)?jurisdictions?|\blaws?\s+of\s+(?:any|another)\s+(?:other\s+)?jurisdictions?/giu,
  },
  late_payment_penalties: {
    // Interest on a debt ("principal and accrued interest", "interest on the Notes") is the price of
    // a loan, not a penalty for paying late.
    word: /interest|late|overdue|past\s+due|penalt|intérêt|retard|pénalit/iu,
    senses:
      /\bprincipal\s+(?:and|or|plus)\s+(?:any\s+)?(?:accrued\s+)?(?:(?:and\s+)?unpaid\s+)?interest|\binterest\s+on\s+(?:any\s+|the\s+)?(?:outstanding\s+)?(?:debt|indebtedness|loans?|notes?|bonds?|debentures?)/giu,
  },
  unilateral_change: {
    // "As amended from time to time" follows a law or a document to its later versions; said of
    // the terms themselves it is the other side's right to change them.
    word: /amend|modif|chang|revis|alter|updat/iu,
    senses:
      /(?<!\b(?:terms|conditions|polic(?:y|ies))\s*,?\s*)\bas\s+(?:it|they|the\s+same|same|such\s+[\w-]+)?\s*(?:may\s+)?(?:be\s+|have\s+been\s+)?(?:amended|modified|supplemented|updated)(?:\s*,?\s+(?:and|or)\s+(?:amended|modified|supplemented|updated|restated))*(?:\s+from\s+time\s+to\s+time)?/giu,
  },
  liquidated_damages: {
    // Penalties for paying late, with the interest and the fixed recovery fee owed on it, are
    // late-payment penalties ("pénalités de retard de paiement", "frais de recouvrement").
    word: /p[ée]nalit|liquidated|forfaitaire|penalt/iu,
    senses:
      /[^.;]*\b(retard\s+de\s+paiement|paiement\s+tardif|late\s+payments?|paid\s+late|overdue\s+(amounts?|invoices?|payments?)|frais\s+de\s+recouvrement|collection\s+costs?|int[ée]r[êe]ts?\s+(de\s+retard|moratoires)|late[-\s]payment\s+interest|late\s+fees?)\b[^.;]*/giu,
  },
};

/** "The cap shall not apply to …", "except for …": a carve-out from a cap is what makes liability uncapped. */
const CAP_CARVE_OUT =
  /\b(shall|will|does|do)\s+not\s+apply\b|\bexcept\s+(for|with respect to|in (the )?case of)\b|\bexcluding\b|\bother than\b|\bne\s+s[’']appliquent\s+pas\b|\bsauf\s+(en\s+cas\s+de|pour)\b|\bà\s+l[’']exception\b/i;

export function isNegatedOrSoftened(category: ClauseCategory, sentence: string): boolean {
  const subject = SUBJECT[category];
  if (subject && !subject.test(sentence)) return true;
  const other = OTHER_SENSES[category];
  if (other && other.word.test(sentence) && !other.word.test(sentence.replace(other.senses, ' '))) return true;
  if (category === 'liability_uncapped' && CAP_CARVE_OUT.test(sentence)) return false;
  // The other party free to hand the contract to anyone is the risk itself, not a softened restriction.
  if (category === 'anti_assignment' && freeAssignmentHolder(sentence) === 'other') return false;
  return SOFTENERS[category]?.some((pattern) => pattern.test(sentence)) ?? false;
}

/**
 * Whether a sentence the model proposes for a category is kept from being a finding of it: a
 * heading, a title or a question names a clause ("Article 5 - Droit applicable") without being it,
 * the naming of the parties, recitals, signature blocks and addresses bind no one, and negated, softened or off-subject wording is not the clause. The analyzer and the threshold
 * tuning both ask here.
 */
export function isVetoed(category: ClauseCategory, sentence: string, head?: string): boolean {
  return (
    isHeading(sentence) ||
    isTitle(sentence) ||
    isRunInTitle(sentence) ||
    isTableOfContents(sentence) ||
    isQuestion(sentence) ||
    isNonClause(sentence) ||
    (isDefinition(sentence) && !DEFINED_COMMITMENTS.has(category)) ||
    isNegatedOrSoftened(category, sentence) ||
    (head !== undefined && (HEAD_SOFTENERS[head]?.some((pattern) => pattern.test(sentence)) ?? false))
  );
}

/**
 * A right to terminate that names its cause (breach, default, insolvency, "manquement") and no
 * freedom (without cause, for any reason, at any time, "sans motif").
 */
const FOR_CAUSE_ONLY =
  /^(?![\s\S]*(?<!\p{L})(without\s+(cause|reason)|for\s+(any|no)\s+reason|convenience|(sole|absolute)\s+discretion|at\s+will|with\s+or\s+without\s+cause|for\s+whatever\s+reason|at\s+any\s+time|sans\s+motif|à\s+tout\s+moment|pour\s+convenance|sans\s+avoir\s+à\s+justifier|discrétion)(?!\p{L}))(?=[\s\S]*(?<!\p{L})(breach\p{L}*|default\p{L}*|insolven\p{L}*|bankrupt\p{L}*|with\s+cause|for\s+cause|fail(s|ed|ure)?\s+to|uncured|receivership|liquidation|winding[- ]up|manquement\p{L}*|faute|défaillan\p{L}*|inexécution|redressement)(?!\p{L}))/iu;

/**
 * Vetoes of one head only, where the datasets draw a category's line apart. In a contract, a right
 * to terminate for breach or insolvency is no termination for convenience (5 of the 191 spans CUAD
 * lawyers marked as one name a cause and no freedom); consumer terms that let the provider close
 * an account "if you breach these terms" are labelled unfair unilateral termination (24 of the 205
 * training sentences), so the terms-of-service head keeps them.
 */
const HEAD_SOFTENERS: Partial<Record<string, RegExp[]>> = {
  termination_for_convenience: [FOR_CAUSE_ONLY],
};

/**
 * A definition ("“Competing Provider” means …", "« Données » désigne …") names a thing; it binds no
 * one. Of the spans CUAD lawyers marked, 1 of 193 non-competes, 2 of 321 exclusivities, none of 509
 * anti-assignments and no labelled terms-of-service sentence is one. A minimum commitment is often
 * set in a definition ("“Minimum Annual Purchase” means 500 units", 6 of 330 spans): it keeps them.
 */
const DEFINED_COMMITMENTS: ReadonlySet<ClauseCategory> = new Set(['minimum_commitment']);

function isDefinition(sentence: string): boolean {
  return /^\W*(?:\d+(?:\.\d+)*\.?\s+)?["“«]\s?[^"”»]{1,80}\s?["”»]\s+(?:shall\s+)?(?:means?|refers?\s+to|d[ée]signe(?:nt)?|s['’]entend(?:ent)?)(?!\p{L})/iu.test(
    sentence,
  );
}

/** A question ("Can we change these terms?", "Pouvons-nous résilier ?") introduces a clause; it binds no one. */
function isQuestion(sentence: string): boolean {
  return /\?\s*$/.test(sentence);
}
