import type { ClauseCategory } from '../categories';
import type { Locale } from '../types';
import { type Holder, liabilityHolder, renewalNoticeHolder, subjectHolder } from './parties';

/** Severity and explanation of a clause once the party it favours is known. */
export interface DirectedReading {
  holder: Holder;
  severity: number;
  explanation: Record<Locale, string>;
}

/**
 * A party that may transfer the contract without the other's consent ("The Supplier may assign this
 * Agreement without the Customer's consent", "Le Prestataire peut céder le contrat sans l'accord du
 * Client", "may freely assign").
 */
const FREE_ASSIGNMENT_WORDING =
  /(?<!\b(?:neither|no|nor|not)\s+(?:\w+\s+){0,3})\bmay\s+(?:freely\s+)?(?:assign|transfer)\b(?:[^.]{0,80}\bwithout\s+(?:the\s+)?(?:[\w’']+\s+){0,3}(?:prior\s+)?(?:written\s+)?(?:consent|approval)\b|\s+(?:\w+\s+){0,4}freely\b)|(?<!\bne\s+)\bpeu(?:t|vent)\s+(?:librement\s+)?(?:c[ée]der|transf[ée]rer)\b(?:[^.]{0,80}\bsans\s+(?:l[’']\s*)?(?:accord|consentement|autorisation)\b|\s+(?:\p{L}+\s+){0,4}librement\b)/iu;
const FORBIDS_ASSIGNMENT =
  /\b(?:may|shall|will)\s+not\b[^.;]{0,40}\b(?:assign|transfer)|\bcannot\s+(?:assign|transfer)|\bne\s+(?:peut|pourra|peuvent|pourront|saurait)\b[^.;]{0,30}\b(?:c[ée]der|transf[ée]rer)/iu;

/** Who may freely transfer the contract, or null when the sentence restricts or says nothing of it. */
export function freeAssignmentHolder(sentence: string): Holder | null {
  if (!FREE_ASSIGNMENT_WORDING.test(sentence) || FORBIDS_ASSIGNMENT.test(sentence)) return null;
  return subjectHolder(sentence);
}

/**
 * Wording that takes liability away rather than bounding it: "shall have no liability", "shall not
 * be liable", "est exclue", "ne saurait être tenu responsable", "décline toute responsabilité".
 */
const EXCLUSION =
  /\b(?:no\s+liability|not\s+(?:be\s+)?(?:liable|responsible)|(?:is|are|be)\s+not\s+(?:liable|responsible)|disclaims?\s+(?:all|any)\s+liability|excludes?\s+(?:all|any)\s+liability|liability\s+(?:is|shall\s+be)\s+excluded|free\s+from\s+(?:all|any)\s+liability)\b|\bexclue?s?\b|(?<!\p{L})(?:n[’']\s*(?:est|sera|serait)|ne\s+(?:saurait|pourra|peut|sera)(?:\s+en\s+aucun\s+cas)?(?:\s+être)?)\s+(?:pas\s+|nullement\s+|en\s+aucun\s+cas\s+)?(?:tenue?s?\s+)?(?:pour\s+)?responsables?|\baucune\s+responsabilit[ée]|\bd[ée]clin\p{L}*\s+toute\s+responsabilit[ée]|\bexon[ée]r\p{L}*|\bd[ée]gag\p{L}*\s+de\s+toute\s+responsabilit[ée]/iu;
/** A bound rather than a bar: an amount, a ceiling, "limited to". */
const CAP =
  /\b(?:shall\s+not\s+exceed|will\s+not\s+exceed|not\s+to\s+exceed|limited\s+to|capped|cap\b|maximum|aggregate\s+liability\s+(?:shall|will)\s+be)|plafonn\p{L}*|ne\s+(?:saurait|pourra|peut)\s+(?:en\s+aucun\s+cas\s+)?exc[ée]der|limit[ée]e?s?\s+(?:au|à|aux)\b|dans\s+la\s+limite|dans\s+la\s+limite/iu;
/** An exclusion of only some kinds of loss (indirect, consequential, lost profits): the usual form. */
const PARTIAL_EXCLUSION =
  /\b(?:indirect|consequential|incidental|special|punitive|exemplary|lost\s+profits?|loss\s+of\s+(?:profits?|revenue|data|business))\b|\b(?:indirects?|immat[ée]riels?|cons[ée]cutifs?|perte\s+de\s+(?:chiffre|b[ée]n[ée]fice|donn[ée]es|client[èe]le))\b/iu;
/** A bar that leaves nothing: "in all circumstances", "whatsoever", "en aucun cas", "de toute responsabilité". */
const TOTAL_EXCLUSION =
  /\b(?:whatsoever|under\s+no\s+circumstances|in\s+no\s+event|in\s+any\s+event|for\s+any\s+reason|in\s+all\s+circumstances|all\s+liability|any\s+liability|no\s+liability)\b|\ben\s+toutes?\s+circonstances?\b|\ben\s+aucun\s+cas\b|\bquelle?\s+qu[’']en\s+soit\b|\bquelle?s?\s+que\s+soi(?:en)?t\b|\btoute\s+responsabilit[ée]\b|\baucune\s+responsabilit[ée]\b|\best\s+exclue\b/iu;

export type LiabilityForm = 'cap' | 'partial_exclusion' | 'total_exclusion';

/** Whether a limitation of liability bounds it, excludes some losses, or excludes it altogether. */
export function liabilityForm(sentence: string): LiabilityForm {
  if (!EXCLUSION.test(sentence) || CAP.test(sentence)) return 'cap';
  if (PARTIAL_EXCLUSION.test(sentence) && !/\b(?:all|any|toute?s?)\s+(?:damages|losses|dommages|préjudices)\b/iu.test(sentence)) return 'partial_exclusion';
  return TOTAL_EXCLUSION.test(sentence) ? 'total_exclusion' : 'partial_exclusion';
}

/**
 * A sentence that excludes the other party's (or each party's) liability altogether, whatever the
 * model says of it. Indemnities ("hold harmless from any liability"), force majeure and exclusions
 * with an exception are other clauses.
 */
export function isTotalLiabilityExclusion(sentence: string): boolean {
  if (!LIABILITY_WORDS.test(sentence) || NOT_AN_EXCLUSION.test(sentence) || liabilityForm(sentence) !== 'total_exclusion') return false;
  const holder = liabilityHolder(sentence);
  return holder === 'other' || holder === 'both';
}
const LIABILITY_WORDS = /liab|responsab/i;
/** "Nothing limits liability for…", "except…", indemnities, force majeure: liability kept or moved, not excluded. */
const NOT_AN_EXCLUSION =
  /\bnothing\b[^.]{0,60}\b(?:limit|exclude)|\baucune\s+disposition\b[^.]{0,60}\b(?:limite|exclut)|\bshall\s+not\s+apply\b|\bne\s+s[’']appliqu|(?<!\p{L})(?:except|save|other\s+than|unless|sauf|hormis|à\s+l[’']exception)(?!\p{L})|indemni|hold\s+harmless|garantir|force\s+majeure|prevented|delayed|emp[êe]ch/iu;

type Texts = Record<Locale, string>;

function read(holder: Holder, severity: number, explanation: Texts): DirectedReading {
  return { holder, severity, explanation };
}

/**
 * The reading of a clause whose meaning flips with who holds the right: a right held by the other
 * party weighs on the reader, the same right held by the reader is in their favour, a mutual one
 * binds both. Null for categories without a direction, or when the wording places no party: the
 * category's own explanation then stands.
 */
export function readDirection(category: ClauseCategory, sentence: string): DirectedReading | null {
  switch (category) {
    case 'anti_assignment': {
      const free = freeAssignmentHolder(sentence);
      if (free === 'other')
        return read('other', 3, {
          fr: 'L’autre partie peut céder le contrat sans votre accord : vous pourriez vous retrouver lié à un cocontractant que vous n’avez pas choisi.',
          en: 'The other party may assign the contract without your consent: you could end up bound to a party you did not choose.',
        });
      const holder = subjectHolder(sentence);
      if (holder === 'reader')
        return read(holder, 2, {
          fr: 'Vous ne pouvez pas céder le contrat sans l’accord de l’autre partie.',
          en: 'You cannot assign the contract without the other party’s consent.',
        });
      if (holder === 'other')
        return read(holder, 1, {
          fr: 'L’autre partie ne peut pas céder le contrat sans votre accord : la clause vous protège.',
          en: 'The other party cannot assign the contract without your consent: the clause protects you.',
        });
      if (holder === 'both')
        return read(holder, 2, {
          fr: 'Aucune des parties ne peut céder le contrat sans l’accord de l’autre, vous compris.',
          en: 'Neither party may assign the contract without the other’s consent, you included.',
        });
      return null;
    }
    case 'termination_for_convenience': {
      const holder = subjectHolder(sentence);
      if (holder === 'other')
        return read(holder, 3, {
          fr: 'L’autre partie peut mettre fin au contrat (ou à votre accès) sans motif ou à sa seule discrétion.',
          en: 'The other party may end the contract (or your access) without cause or at its sole discretion.',
        });
      if (holder === 'reader')
        return read(holder, 1, {
          fr: 'Vous pouvez mettre fin au contrat sans motif : un droit en votre faveur.',
          en: 'You may end the contract without cause: a right in your favour.',
        });
      if (holder === 'both')
        return read(holder, 2, {
          fr: 'Chaque partie peut mettre fin au contrat sans motif : l’autre partie aussi peut y mettre fin à tout moment.',
          en: 'Either party may end the contract without cause: the other party too may end it at any time.',
        });
      return null;
    }
    case 'liability_limitation': {
      const holder = liabilityHolder(sentence);
      const form = liabilityForm(sentence);
      if (holder === 'reader')
        return read(holder, 1, {
          fr: 'Votre propre responsabilité est limitée ou exclue : la clause vous protège.',
          en: 'Your own liability is limited or excluded: the clause protects you.',
        });
      const whose: Texts =
        holder === 'both'
          ? { fr: 'La responsabilité de chaque partie, dont celle de l’autre partie,', en: 'Each party’s liability, the other party’s included,' }
          : holder === 'other'
            ? { fr: 'La responsabilité de l’autre partie', en: 'The other party’s liability' }
            : { fr: 'La responsabilité', en: 'Liability' };
      if (form === 'total_exclusion')
        return read(holder, 5, {
          fr: `${whose.fr} est entièrement exclue : vous n’auriez aucun recours en cas de préjudice. Une telle exclusion est souvent contestable en droit, mais elle pèse sur toute négociation.`,
          en: `${whose.en} is excluded altogether: you would have no remedy if harm occurs. Such an exclusion is often open to challenge, but it weighs on any dispute.`,
        });
      if (form === 'partial_exclusion')
        return read(holder, 3, {
          fr: `${whose.fr} est exclue pour certains dommages (indirects, pertes de profit…) : ces pertes resteraient à votre charge.`,
          en: `${whose.en} is excluded for some losses (indirect, lost profits…): you would bear those losses yourself.`,
        });
      if (holder === 'unknown') return null;
      return read(holder, 3, {
        fr: `${whose.fr} est plafonnée : au-delà du plafond, le préjudice reste à votre charge.`,
        en: `${whose.en} is capped: beyond the cap, you bear the loss yourself.`,
      });
    }
    case 'unilateral_change': {
      const holder = subjectHolder(sentence);
      if (holder === 'reader')
        return read(holder, 1, {
          fr: 'C’est vous qui pouvez modifier ces conditions : un droit en votre faveur.',
          en: 'You are the one who may change these terms: a right in your favour.',
        });
      if (holder === 'both')
        return read(holder, 3, {
          fr: 'Chaque partie peut modifier ces conditions seule : l’autre partie aussi, sans votre accord.',
          en: 'Either party may change these terms alone: the other party too, without your agreement.',
        });
      return null;
    }
    case 'auto_renewal': {
      const holder = renewalNoticeHolder(sentence);
      if (holder === 'other')
        return read(holder, 4, {
          fr: 'Le contrat se renouvelle automatiquement et seule l’autre partie peut s’y opposer : vous ne pouvez pas en sortir à l’échéance.',
          en: 'The contract renews automatically and only the other party may stop it: you cannot leave at the end of the term.',
        });
      if (holder === 'reader')
        return read(holder, 3, {
          fr: 'Le contrat se renouvelle automatiquement, sauf si vous le dénoncez à temps.',
          en: 'The contract renews automatically unless you give notice in time.',
        });
      return null;
    }
    case 'non_solicit': {
      const holder = subjectHolder(sentence);
      if (holder === 'reader')
        return read(holder, 2, {
          fr: 'Il vous est interdit de solliciter ou d’embaucher le personnel ou les clients de l’autre partie.',
          en: 'You may not solicit or hire the other party’s staff or customers.',
        });
      if (holder === 'other')
        return read(holder, 1, {
          fr: 'L’autre partie s’interdit de solliciter ou d’embaucher votre personnel ou vos clients : la clause vous protège.',
          en: 'The other party may not solicit or hire your staff or customers: the clause protects you.',
        });
      if (holder === 'both')
        return read(holder, 2, {
          fr: 'Chaque partie, vous comprise, s’interdit de solliciter ou d’embaucher le personnel ou les clients de l’autre.',
          en: 'Each party, you included, may not solicit or hire the other’s staff or customers.',
        });
      return null;
    }
    case 'audit_rights': {
      const holder = subjectHolder(sentence);
      if (holder === 'other')
        return read(holder, 2, {
          fr: 'L’autre partie peut auditer vos livres, vos locaux ou vos systèmes.',
          en: 'The other party may audit your books, premises or systems.',
        });
      if (holder === 'reader')
        return read(holder, 1, {
          fr: 'Vous pouvez auditer les livres ou les systèmes de l’autre partie : un droit en votre faveur.',
          en: 'You may audit the other party’s books or systems: a right in your favour.',
        });
      if (holder === 'both')
        return read(holder, 2, {
          fr: 'Chaque partie peut auditer l’autre : vos livres et vos systèmes aussi.',
          en: 'Each party may audit the other: your books and systems too.',
        });
      return null;
    }
    default:
      return null;
  }
}
