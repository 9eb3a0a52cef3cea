import type { Services } from '../services';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../shared/time-zones';

/**
 * Calendar days of an organization's time zone (IANA name): the dashboard's periods and the analytics
 * trend count in them, so that a document filed at 00:30 in Paris counts on that day, not the one before.
 */
export { addDays, localDay, mondayOf, startOfDay } from '../shared/calendar-days';

/** The organization's time zone, the default one when the stored name is unknown to the runtime. */
export async function organizationTimeZone(services: Services, organizationId: string): Promise<string> {
  const organization = await services.db.prisma.organization.findUnique({ where: { id: organizationId }, select: { timeZone: true } });
  return organization && isTimeZone(organization.timeZone) ? organization.timeZone : DEFAULT_TIME_ZONE;
}
