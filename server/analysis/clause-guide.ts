import type { ClauseCategory } from './categories';
import type { DirectedReading } from './direction/directed-findings';
import type { ClauseTerms } from './rules/clause-terms';
import { formatMessage } from '../messages';
import type { Locale } from './types';

interface ClauseGuide {
  /** Severity before clause-specific adjustments, 1–5. */
  severity: number;
  explanation: Record<Locale, string>;
  /** Raise severity by one when the clause's terms are harsher than usual. */
  harsher?: (terms: ClauseTerms) => boolean;
  /** A usual form of the clause: its own severity and explanation replace the category's. */
  usual?: { applies: (terms: ClauseTerms) => boolean; severity: number; explanation: Record<Locale, string> };
}

const LONG_NOTICE_DAYS = 90;
const LONG_RESTRICTION_DAYS = 2 * 365;

export const CLAUSE_GUIDE: Record<ClauseCategory, ClauseGuide> = {
  liability_uncapped: {
    severity: 5,
    explanation: {
      fr: 'La responsabilité n’est pas plafonnée pour certains dommages : l’exposition financière peut dépasser la valeur du contrat.',
      en: 'Liability is not capped for some damages: financial exposure may exceed the value of the contract.',
    },
    usual: {
      applies: (terms) => terms.onlyMandatoryCarveOuts,
      severity: 2,
      explanation: {
        fr: 'La responsabilité reste illimitée seulement là où la loi interdit de la limiter (décès, dommages corporels, fraude, faute lourde ou dolosive) : une exception usuelle.',
        en: 'Liability stays unlimited only where the law forbids limiting it (death, personal injury, fraud, gross or wilful fault): a usual exception.',
      },
    },
  },
  liability_limitation: {
    severity: 3,
    explanation: {
      fr: 'La responsabilité de l’autre partie est limitée ou exclue : vos recours en cas de préjudice sont réduits.',
      en: 'The other party’s liability is limited or excluded: your remedies if harm occurs are reduced.',
    },
  },
  liquidated_damages: {
    severity: 4,
    explanation: {
      fr: 'Une indemnité forfaitaire est due en cas de manquement, quel que soit le préjudice réel.',
      en: 'A fixed sum is owed on breach, whatever the actual loss.',
    },
    harsher: (terms) => terms.percentages.some((p) => parseFloat(p.replace(',', '.')) >= 10),
  },
  late_payment_penalties: {
    severity: 3,
    explanation: {
      fr: 'Tout retard de paiement entraîne des intérêts ou des frais supplémentaires.',
      en: 'Late payment triggers interest or additional charges.',
    },
    harsher: (terms) => terms.percentages.some((p) => parseFloat(p.replace(',', '.')) >= 10),
  },
  auto_renewal: {
    severity: 3,
    explanation: {
      fr: 'Le contrat se renouvelle automatiquement : il faut le dénoncer à temps pour en sortir.',
      en: 'The contract renews automatically: it must be cancelled in time to get out of it.',
    },
    harsher: (terms) => (terms.longestDays ?? 0) >= LONG_NOTICE_DAYS,
  },
  termination_for_convenience: {
    severity: 3,
    explanation: {
      fr: 'Une partie peut mettre fin au contrat (ou à votre accès) sans motif ou à sa seule discrétion.',
      en: 'A party may end the contract (or your access) without cause or at its sole discretion.',
    },
  },
  unilateral_change: {
    severity: 4,
    explanation: {
      fr: 'Les conditions, les prix ou le service peuvent être modifiés par l’autre partie sans votre accord.',
      en: 'Terms, prices or the service may be changed by the other party without your agreement.',
    },
  },
  non_compete: {
    severity: 4,
    explanation: { fr: 'Une obligation de non-concurrence restreint votre activité.', en: 'A non-compete obligation restricts your business.' },
    harsher: (terms) => (terms.longestDays ?? 0) > LONG_RESTRICTION_DAYS,
  },
  exclusivity: {
    severity: 3,
    explanation: {
      fr: 'Une exclusivité limite les partenaires avec lesquels vous pouvez travailler.',
      en: 'An exclusivity obligation limits whom you may work with.',
    },
  },
  non_solicit: {
    severity: 2,
    explanation: {
      fr: 'Il est interdit de solliciter ou d’embaucher le personnel ou les clients de l’autre partie.',
      en: 'Soliciting or hiring the other party’s staff or customers is prohibited.',
    },
    harsher: (terms) => (terms.longestDays ?? 0) > LONG_RESTRICTION_DAYS,
  },
  ip_assignment: {
    severity: 4,
    explanation: {
      fr: 'Des droits de propriété intellectuelle sont cédés à l’autre partie.',
      en: 'Intellectual property rights are assigned to the other party.',
    },
  },
  change_of_control: {
    severity: 2,
    explanation: {
      fr: 'Un changement de contrôle (fusion, rachat) déclenche un droit de résiliation ou une autorisation préalable.',
      en: 'A change of control (merger, acquisition) triggers a termination right or a consent requirement.',
    },
  },
  anti_assignment: {
    severity: 2,
    explanation: {
      fr: 'Le contrat ne peut pas être cédé sans l’accord de l’autre partie.',
      en: 'The contract cannot be assigned without the other party’s consent.',
    },
  },
  minimum_commitment: {
    severity: 3,
    explanation: { fr: 'Un volume ou un montant minimum d’achat est imposé.', en: 'A minimum purchase volume or amount is required.' },
  },
  most_favored_nation: {
    severity: 2,
    explanation: {
      fr: 'Une partie doit accorder des conditions au moins aussi favorables que celles consenties à d’autres.',
      en: 'A party must grant terms at least as favourable as those given to others.',
    },
  },
  arbitration: {
    severity: 3,
    explanation: {
      fr: 'Les litiges sont tranchés par arbitrage plutôt que par les tribunaux, souvent à un coût élevé.',
      en: 'Disputes go to arbitration rather than the courts, often at a high cost.',
    },
  },
  jurisdiction: {
    severity: 2,
    explanation: {
      fr: 'Les litiges sont confiés à un tribunal désigné, qui peut être éloigné de vous.',
      en: 'Disputes are assigned to a designated court, which may be far from you.',
    },
  },
  choice_of_law: {
    severity: 1,
    explanation: {
      fr: 'Le contrat désigne le droit applicable ; vérifiez qu’il vous est familier.',
      en: 'The contract names the governing law; check that it is one you know.',
    },
  },
  indemnification: {
    severity: 4,
    explanation: {
      fr: 'Une partie doit indemniser l’autre des réclamations de tiers et de leurs coûts.',
      en: 'A party must indemnify the other against third-party claims and their costs.',
    },
  },
  confidentiality_perpetual: {
    severity: 2,
    explanation: {
      fr: 'L’obligation de confidentialité se poursuit sans limite de durée.',
      en: 'The confidentiality obligation continues without time limit.',
    },
  },
  audit_rights: {
    severity: 2,
    explanation: {
      fr: 'L’autre partie peut auditer vos livres, vos locaux ou vos systèmes.',
      en: 'The other party may audit your books, premises or systems.',
    },
  },
  consent_by_use: {
    severity: 2,
    explanation: { fr: 'Le simple usage du service vaut acceptation des conditions.', en: 'Merely using the service counts as accepting the terms.' },
  },
};

/**
 * Heads that find one kind of clause inside a wider category say what they found: removing a
 * user's content is reported as termination for convenience, the closest public category.
 */
const HEAD_EXPLANATIONS: Partial<Record<string, Record<Locale, string>>> = {
  content_removal: {
    fr: 'Le fournisseur peut retirer vos contenus, ou vous en couper l’accès, à sa seule discrétion.',
    en: 'The provider may remove your content, or cut off your access to it, at its sole discretion.',
  },
};

/** A category's name in the reader's language: the one the screens show (`risk.category.*` in lang/). */
export function clauseLabel(category: ClauseCategory, locale: Locale): string {
  return formatMessage(locale, `risk.category.${category}`);
}

/**
 * Explanation of one finding in the reader's language, with the durations and amounts it quotes.
 * A reading that knows which party holds the right (direction/directed-findings.ts) speaks for the
 * category's generic wording.
 */
export function explainFinding(category: ClauseCategory, terms: ClauseTerms, locale: Locale, head?: string, directed?: DirectedReading | null): string {
  const { explanation, usual } = CLAUSE_GUIDE[category];
  const base = ((head && HEAD_EXPLANATIONS[head]) || directed?.explanation || (usual?.applies(terms) ? usual.explanation : explanation))[locale];
  const quoted = [...terms.durations, ...terms.amounts, ...terms.percentages].slice(0, 3);
  if (quoted.length === 0) return base;
  return locale === 'fr' ? `${base} Termes relevés : ${quoted.join(', ')}.` : `${base} Terms noted: ${quoted.join(', ')}.`;
}

export function findingSeverity(category: ClauseCategory, terms: ClauseTerms, directed?: DirectedReading | null): number {
  const guide = CLAUSE_GUIDE[category];
  if (guide.usual?.applies(terms)) return guide.usual.severity;
  return Math.min(5, (directed?.severity ?? guide.severity) + (guide.harsher?.(terms) ? 1 : 0));
}
