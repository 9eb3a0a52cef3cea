import type { Finding, RiskLevel } from '../types';
import { riskLevelOf } from '../../shared/risk-bands';

/** Score floor set by the single most severe finding (index = severity). */
const FLOOR_BY_SEVERITY = [1, 1, 2, 3, 4, 6];
/** Points of a finding by severity: each step of severity weighs three times the one below. */
const POINTS_BY_SEVERITY = [0, 1, 3, 9, 27, 81];
/** Further findings of a category already counted: how many count, and the share of their points. */
const REPEATS_COUNTED = 2;
const REPEAT_SHARE = 0.25;
/** Points at which the saturating curve reaches 63 % of the way from 1 to 10. */
const SCALE = 110;

/**
 * Risk score 1–10 from the findings. Each category contributes the points of its worst finding
 * (1, 3, 9, 27 or 81 for severities 1 to 5) plus a quarter of the points of its next two; the total
 * maps to 1 + 9·(1 − e^(−points/110)), rounded, and never below the floor of the worst severity.
 *
 * The constants spread real documents over the scale: on the 333 training contracts of CUAD the
 * median scores 6 and every score from 1 to 10 occurs; boilerplate alone (governing law, courts,
 * assignment, audit) stays LOW, a usual services agreement (capped liability, indemnity, renewal,
 * termination for convenience) MED, and uncapped liability with a non-compete, an IP assignment and
 * an indemnity HIGH.
 *
 * Every term is non-negative, a category's sum over its worst findings with decreasing shares only
 * grows when a finding is added or made harsher, and the curve and floor are non-decreasing: more
 * or harsher findings never lower the score. No findings gives 1.
 */
export function riskScore(findings: Pick<Finding, 'category' | 'severity'>[]): number {
  const byCategory = new Map<string, number[]>();
  for (const finding of findings) byCategory.set(finding.category, [...(byCategory.get(finding.category) ?? []), finding.severity]);
  let points = 0;
  let worst = 0;
  for (const severities of byCategory.values()) {
    const [first, ...rest] = severities.sort((a, b) => b - a);
    points += POINTS_BY_SEVERITY[first] + REPEAT_SHARE * rest.slice(0, REPEATS_COUNTED).reduce((sum, s) => sum + POINTS_BY_SEVERITY[s], 0);
    worst = Math.max(worst, first);
  }
  const curve = 1 + Math.round(9 * (1 - Math.exp(-points / SCALE)));
  return Math.min(10, Math.max(curve, FLOOR_BY_SEVERITY[worst]));
}

/** The level of a score: the document bands of the shared risk scale. */
export const riskLevel = (score: number): RiskLevel => riskLevelOf(score);
