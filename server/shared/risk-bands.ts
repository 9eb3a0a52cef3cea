/**
 * The risk scale (1–10) and its one set of bands, in one place for the server and the web app: the
 * documents, the dashboard, analytics, senders and the API all read a score through them.
 * Runs in the browser too: no node imports.
 */
export const RISK_MIN = 1;
export const RISK_MAX = 10;

export const RISK_BANDS = ['SAFE', 'CAUTION', 'DANGER'] as const;
export type RiskBand = (typeof RISK_BANDS)[number];

/** Score range of each band, inclusive (1–3, 4–7, 8–10), for filters and aggregates written in SQL. */
export const RISK_BAND_RANGES: Record<RiskBand, { min: number; max: number }> = {
  SAFE: { min: RISK_MIN, max: 3 },
  CAUTION: { min: 4, max: 7 },
  DANGER: { min: 8, max: RISK_MAX },
};

/**
 * The band of a score, or of a mean of scores (a sender's, a day's): up to 3 safe, up to 7 caution,
 * above danger, so a mean of 3.5 is no longer safe and one of 7.5 is already danger.
 */
export function riskBandOf(score: number): RiskBand {
  if (score <= RISK_BAND_RANGES.SAFE.max) return 'SAFE';
  return score <= RISK_BAND_RANGES.CAUTION.max ? 'CAUTION' : 'DANGER';
}

export type RiskLevel = 'LOW' | 'MED' | 'HIGH';

/** The stored level is the band under another name. */
export function riskLevelOf(score: number): RiskLevel {
  const band = riskBandOf(score);
  return band === 'SAFE' ? 'LOW' : band === 'CAUTION' ? 'MED' : 'HIGH';
}
