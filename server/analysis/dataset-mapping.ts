import type { ClauseCategory } from './categories';
import type { Finding } from './types';

/**
 * The one place where the engine's clause categories meet the labelled datasets' names.
 *
 * The model has one detector ("head") per clause type it learns. A head reports under a public
 * category; a few categories have two heads because the datasets distinguish what the product
 * groups (CUAD's renewal notice period, customer vs employee non-solicit, CLAUDETTE's content
 * removal vs account termination). Concepts both datasets label get one head per dataset
 * (`tos_…`), because the datasets draw the line differently (an exclusion of consequential damages
 * is an unfair limitation in consumer terms, not a cap in a contract): the document's genre picks
 * which of the two speaks (model/document-genre.ts).
 */
export type DatasetScheme = 'cuad' | 'tos' | 'native';

export interface HeadDefinition {
  id: string;
  category: ClauseCategory;
  cuad: string[];
  tos: string[];
}

export const HEADS: readonly HeadDefinition[] = [
  { id: 'liability_uncapped', category: 'liability_uncapped', cuad: ['Uncapped Liability'], tos: [] },
  { id: 'liability_limitation', category: 'liability_limitation', cuad: ['Cap on Liability'], tos: [] },
  { id: 'tos_liability_limitation', category: 'liability_limitation', cuad: [], tos: ['Limitation of liability'] },
  { id: 'liquidated_damages', category: 'liquidated_damages', cuad: ['Liquidated Damages'], tos: [] },
  { id: 'late_payment_penalties', category: 'late_payment_penalties', cuad: [], tos: [] },
  { id: 'auto_renewal', category: 'auto_renewal', cuad: ['Renewal Term'], tos: [] },
  { id: 'renewal_notice', category: 'auto_renewal', cuad: ['Notice Period to Terminate Renewal'], tos: [] },
  { id: 'termination_for_convenience', category: 'termination_for_convenience', cuad: ['Termination for Convenience'], tos: [] },
  { id: 'tos_termination_for_convenience', category: 'termination_for_convenience', cuad: [], tos: ['Unilateral termination'] },
  { id: 'content_removal', category: 'termination_for_convenience', cuad: [], tos: ['Content removal'] },
  { id: 'unilateral_change', category: 'unilateral_change', cuad: [], tos: ['Unilateral change'] },
  { id: 'non_compete', category: 'non_compete', cuad: ['Non-Compete'], tos: [] },
  { id: 'exclusivity', category: 'exclusivity', cuad: ['Exclusivity'], tos: [] },
  { id: 'non_solicit_customers', category: 'non_solicit', cuad: ['No-Solicit of Customers'], tos: [] },
  { id: 'non_solicit_employees', category: 'non_solicit', cuad: ['No-Solicit of Employees'], tos: [] },
  { id: 'ip_assignment', category: 'ip_assignment', cuad: ['IP Ownership Assignment'], tos: [] },
  { id: 'change_of_control', category: 'change_of_control', cuad: ['Change of Control'], tos: [] },
  { id: 'anti_assignment', category: 'anti_assignment', cuad: ['Anti-Assignment'], tos: [] },
  { id: 'minimum_commitment', category: 'minimum_commitment', cuad: ['Minimum Commitment'], tos: [] },
  { id: 'most_favored_nation', category: 'most_favored_nation', cuad: ['Most Favored Nation'], tos: [] },
  { id: 'arbitration', category: 'arbitration', cuad: [], tos: ['Arbitration'] },
  { id: 'jurisdiction', category: 'jurisdiction', cuad: [], tos: ['Jurisdiction'] },
  { id: 'choice_of_law', category: 'choice_of_law', cuad: ['Governing Law'], tos: [] },
  { id: 'tos_choice_of_law', category: 'choice_of_law', cuad: [], tos: ['Choice of law'] },
  { id: 'indemnification', category: 'indemnification', cuad: [], tos: [] },
  { id: 'confidentiality_perpetual', category: 'confidentiality_perpetual', cuad: [], tos: [] },
  { id: 'audit_rights', category: 'audit_rights', cuad: ['Audit Rights'], tos: [] },
  { id: 'consent_by_use', category: 'consent_by_use', cuad: [], tos: ['Contract by using'] },
];

/** Categories that both datasets label, each through its own head (a contract head and a terms-of-service head). */
export const TWIN_CATEGORIES: ReadonlySet<ClauseCategory> = new Set(
  HEADS.filter((a) => a.cuad.length > 0 && HEADS.some((b) => b.category === a.category && b.tos.length > 0)).map((head) => head.category),
);

/** The fixed label sets macro-F1 is averaged over (issue 5). */
export const SCHEME_LABELS: Record<Exclude<DatasetScheme, 'native'>, readonly string[]> = {
  cuad: [
    'Uncapped Liability',
    'Cap on Liability',
    'Liquidated Damages',
    'Renewal Term',
    'Notice Period to Terminate Renewal',
    'Termination for Convenience',
    'Non-Compete',
    'Exclusivity',
    'No-Solicit of Customers',
    'No-Solicit of Employees',
    'IP Ownership Assignment',
    'Change of Control',
    'Anti-Assignment',
    'Minimum Commitment',
    'Most Favored Nation',
    'Governing Law',
  ],
  tos: [
    'Arbitration',
    'Unilateral change',
    'Content removal',
    'Jurisdiction',
    'Choice of law',
    'Limitation of liability',
    'Unilateral termination',
    'Contract by using',
  ],
};

const RENEWAL_NOTICE =
  /\b(notice|notify|notif\w*|pr[ée]avis|d[ée]nonc\w*)\b[^.]{0,160}\b(\d+|thirty|sixty|ninety|one|two|three|six|twelve|un|deux|trois|douze|trente|soixante)\b[^.]{0,20}\b(days?|months?|jours|mois)\b|\b(days?|months?|jours|mois)\b[^.]{0,40}\b(notice|notif\w*|pr[ée]avis)\b|(\b(days?|months?|jours|mois)\b|\*\s?\])[^.]{0,80}\b(prior to|before|avant)\b[^.]{0,80}(\bexpir\w*|\bend\b|\brenew\w*|\bterme\b|[ée]ch[ée]ance\b)|\bnon-?\s?renewal\b|\bnot to renew\b|\bintent(ion)?\b/i;
const EMPLOYEES = /\b(employ\w*|personnel|staff|hire|hiring|recruit\w*|salari\w*|embauch\w*|collaborat\w*|individual|consultant|contractor|officer)\b/i;
const CUSTOMERS =
  /\b(customers?|clients?|client[eè]le|suppliers?|fournisseurs?|distributors?|accounts?|subscribers?|policyholders?|end users?|book of business|abonn\w*)\b/i;
const CONTENT = /\b(content|contents|material|materials|post\w*|upload\w*|submission\w*|comment\w*|listing|review\w*|contenus?)\b/i;
const ACCOUNT_TERMINATION = /\b(terminat\w*|suspen\w*|disabl\w*|discontinu\w*|cancel\w*|block\w*|restrict\w*|r[ée]sili\w*|account|compte|access|service)\b/i;

/**
 * Dataset labels a finding counts for. Categories grouping two dataset labels are told apart by
 * what the excerpt is about (a notice period, employees or customers, content or the account).
 */
export function datasetLabelsOfFinding(finding: Pick<Finding, 'category' | 'excerpt'>, scheme: DatasetScheme): string[] {
  if (scheme === 'native') return [finding.category];
  const { category, excerpt } = finding;
  if (scheme === 'cuad') {
    if (category === 'auto_renewal') return RENEWAL_NOTICE.test(excerpt) ? ['Renewal Term', 'Notice Period to Terminate Renewal'] : ['Renewal Term'];
    if (category === 'non_solicit') {
      const labels = [];
      if (EMPLOYEES.test(excerpt)) labels.push('No-Solicit of Employees');
      if (CUSTOMERS.test(excerpt) || labels.length === 0) labels.push('No-Solicit of Customers');
      return labels;
    }
  }
  if (scheme === 'tos' && category === 'termination_for_convenience') {
    const labels = [];
    if (CONTENT.test(excerpt)) labels.push('Content removal');
    if (ACCOUNT_TERMINATION.test(excerpt) || labels.length === 0) labels.push('Unilateral termination');
    return labels;
  }
  const labels = new Set<string>();
  for (const head of HEADS) if (head.category === category) for (const label of head[scheme]) labels.add(label);
  return [...labels];
}
