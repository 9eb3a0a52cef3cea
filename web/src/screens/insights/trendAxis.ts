/**
 * The trend charts' time axis. A bucket is a calendar day (or a week from Monday) of the
 * organization's time zone, sent as `YYYY-MM-DD`: it is placed and labelled as that date in UTC, so
 * the label is the organization's day whatever the browser's time zone.
 */
export const dayValue = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** At most this many labels fit under a chart. */
const MAX_TICKS = 8;

/** One tick per bucket, or per every n-th bucket on long periods: each label a distinct day. */
export function trendTicks(days: readonly string[]): number[] {
  const step = Math.ceil(days.length / MAX_TICKS);
  return days.filter((_, index) => (days.length - 1 - index) % step === 0).map(dayValue);
}

/** The x domain of the whole period, so that one bucket with data still draws the period's axis. */
export function trendDomain(days: readonly string[]): [number, number] {
  return [dayValue(days[0]), dayValue(days[days.length - 1])];
}
