/**
 * A duration in seconds as hours, to the minute (4 decimals: 9 minutes is 0.15, 5 minutes 0.0833):
 * the screens write it as "2 h 34 min", so tenths of an hour (6-minute steps) would show minutes
 * that are not there. Null stays null.
 */
export function hoursToTheMinute(seconds: number | null): number | null {
  if (seconds === null) return null;
  return Math.round((Math.round(seconds / 60) / 60) * 10_000) / 10_000;
}
