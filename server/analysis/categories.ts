/** Public clause category ids, in the order of issue 5. They are part of the API: never rename. */
export const CLAUSE_CATEGORIES = [
  'liability_uncapped',
  'liability_limitation',
  'liquidated_damages',
  'late_payment_penalties',
  'auto_renewal',
  'termination_for_convenience',
  'unilateral_change',
  'non_compete',
  'exclusivity',
  'non_solicit',
  'ip_assignment',
  'change_of_control',
  'anti_assignment',
  'minimum_commitment',
  'most_favored_nation',
  'arbitration',
  'jurisdiction',
  'choice_of_law',
  'indemnification',
  'confidentiality_perpetual',
  'audit_rights',
  'consent_by_use',
] as const;

export type ClauseCategory = (typeof CLAUSE_CATEGORIES)[number];

export function isClauseCategory(value: string): value is ClauseCategory {
  return (CLAUSE_CATEGORIES as readonly string[]).includes(value);
}
