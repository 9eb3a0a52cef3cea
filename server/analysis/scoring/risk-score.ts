import type { Finding, RiskLevel } from '../types';

/** Score floor set by the single most severe finding (index = severity). */
const FLOOR_BY_SEVERITY = [1, 1, 2, 3, 4, 6];
/** Points at which the saturating curve reaches 63 % of the way from 1 to 10. */
const SCALE = 30;
/** Further findings of a category already counted add this share of their points. */
const REPEAT_SHARE = 0.25;

/**
 * Risk score 1–10 from the findings. Each category contributes severity² for its worst finding
 * plus a quarter of severity² for each other finding of that category; the total maps to
 * 1 + 9·(1 − e^(−points/30)), floored, and never below the floor of the worst severity.
 * Every term is non-negative and both parts are non-decreasing, so adding a finding or raising a
 * severity never lowers the score; no findings gives 1.
 */
export function riskScore(findings: Pick<Finding, 'category' | 'severity'>[]): number {
  const byCategory = new Map<string, number[]>();
  for (const finding of findings) byCategory.set(finding.category, [...(byCategory.get(finding.category) ?? []), finding.severity]);
  let points = 0;
  let worst = 0;
  for (const severities of byCategory.values()) {
    const sorted = severities.sort((a, b) => b - a);
    points += sorted[0] ** 2 + REPEAT_SHARE * sorted.slice(1).reduce((sum, s) => sum + s ** 2, 0);
    worst = Math.max(worst, sorted[0]);
  }
  const curve = 1 + Math.floor(9 * (1 - Math.exp(-points / SCALE)));
  return Math.min(10, Math.max(curve, FLOOR_BY_SEVERITY[worst]));
}

export function riskLevel(score: number): RiskLevel {
  if (score <= 3) return 'LOW';
  if (score <= 7) return 'MED';
  return 'HIGH';
}
