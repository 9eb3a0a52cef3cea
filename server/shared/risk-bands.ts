/**
 * The risk scale (1–10) and its bands, in one place for the server and the web app.
 * Runs in the browser too: no node imports.
 */
export const RISK_MIN = 1;
export const RISK_MAX = 10;
/** Score given when an analysis yields none. */
export const DEFAULT_RISK_SCORE = 3;

export type RiskBand = 'SAFE' | 'CAUTION' | 'DANGER';

/** Badge of the documents screens: ≤ 3 safe, > 3 to 7 caution, > 7 danger. */
export function documentRiskBand(score: number): RiskBand {
  if (score <= 3) return 'SAFE';
  return score <= 7 ? 'CAUTION' : 'DANGER';
}

/** Score range of each document band, inclusive, for filters written in SQL. */
export const DOCUMENT_RISK_RANGES: Record<RiskBand, { min: number; max: number }> = {
  SAFE: { min: RISK_MIN, max: 3 },
  CAUTION: { min: 4, max: 7 },
  DANGER: { min: 8, max: RISK_MAX },
};

/** The dashboard's own rule: ≥ 7 danger, ≥ 4 caution, else safe. */
export function dashboardRiskBand(score: number): RiskBand {
  if (score >= 7) return 'DANGER';
  return score >= 4 ? 'CAUTION' : 'SAFE';
}

/** Score range of each dashboard band, inclusive, for aggregates written in SQL. */
export const DASHBOARD_RISK_RANGES: Record<RiskBand, { min: number; max: number }> = {
  SAFE: { min: RISK_MIN, max: 3 },
  CAUTION: { min: 4, max: 6 },
  DANGER: { min: 7, max: RISK_MAX },
};

export type RiskLevel = 'LOW' | 'MED' | 'HIGH';

/** The stored level follows the document bands. */
export function riskLevelOf(score: number): RiskLevel {
  const band = documentRiskBand(score);
  return band === 'SAFE' ? 'LOW' : band === 'CAUTION' ? 'MED' : 'HIGH';
}
