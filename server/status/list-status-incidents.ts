import type { StatusIncident } from '../db/generated/client';
import type { Services } from '../services';
import { INCIDENT_HISTORY_DAYS } from './incident-rules';

/** Incidents of the last 90 days; none when the database cannot be read, so the page still shows the live checks. */
export async function listStatusIncidents(services: Services): Promise<StatusIncident[]> {
  const since = new Date(services.clock.now().getTime() - INCIDENT_HISTORY_DAYS * 86_400_000);
  try {
    return await services.db.prisma.statusIncident.findMany({ where: { startedAt: { gte: since } }, orderBy: { startedAt: 'desc' }, take: 50 });
  } catch (error) {
    services.logger.warn({ err: error }, 'status incidents could not be read');
    return [];
  }
}
