import type { Services } from '../services';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../shared/time-zones';

/**
 * Calendar days of an organization's time zone (IANA name): the dashboard's periods and the analytics
 * trend count in them, so that a document filed at 00:30 in Paris counts on that day, not the one before.
 */
const DAY_MS = 24 * 3600 * 1000;

/** Milliseconds the zone's wall clock is ahead of UTC at `instant`. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((candidate) => candidate.type === type)!.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The zone's calendar date of an instant, as `YYYY-MM-DD`. */
export function localDay(instant: Date, timeZone: string): string {
  return new Date(instant.getTime() + zoneOffsetMs(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}

/** The instant a calendar day (`YYYY-MM-DD`) starts in the zone (twice corrected, for days that change the clock). */
export function startOfDay(day: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`);
  const first = wall - zoneOffsetMs(wall, timeZone);
  return new Date(wall - zoneOffsetMs(first, timeZone));
}

/** The calendar date `days` after (or before, when negative) `day`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Monday of the ISO week of `day`. */
export function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The organization's time zone, the default one when the stored name is unknown to the runtime. */
export async function organizationTimeZone(services: Services, organizationId: string): Promise<string> {
  const organization = await services.db.prisma.organization.findUnique({ where: { id: organizationId }, select: { timeZone: true } });
  return organization && isTimeZone(organization.timeZone) ? organization.timeZone : DEFAULT_TIME_ZONE;
}
