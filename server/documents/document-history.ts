import type { Viewer } from '../access/viewer';
import type { Services } from '../services';
import { NO_ORGANIZATION } from '../shared/ids';

/** One step of a document's review, read from its audit events. */
export interface DocumentHistoryEntry {
  action: string;
  at: Date;
  actorName: string | null;
  comment: string | null;
}

/** Most history entries one document answers; a review has a handful. */
const HISTORY_LIMIT = 200;

/** The audit events of one document of the caller's organization, oldest first, with their actors' names. */
export async function documentHistory(services: Services, viewer: Viewer | null, documentId: string): Promise<DocumentHistoryEntry[]> {
  const { prisma } = services.db;
  const events = await prisma.auditEvent.findMany({
    where: { organizationId: viewer?.organizationId ?? NO_ORGANIZATION, entityType: 'Document', entityId: documentId },
    orderBy: { createdAt: 'asc' },
    take: HISTORY_LIMIT,
    select: { action: true, actorId: true, data: true, createdAt: true },
  });
  const actorIds = [...new Set(events.map((event) => event.actorId).filter((id): id is string => id !== null))];
  const actors =
    actorIds.length > 0
      ? new Map((await prisma.user.findMany({ where: { id: { in: actorIds } }, select: { id: true, fullName: true } })).map((user) => [user.id, user.fullName]))
      : new Map<string, string>();
  // Events of the same instant read in the order a review goes: filed, then triaged, then decided.
  const rank = (action: string) => (action === 'document.created' ? 0 : action === 'document.triaged' ? 1 : 2);
  events.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || rank(a.action) - rank(b.action));
  return events.map((event) => {
    const data = event.data && typeof event.data === 'object' && !Array.isArray(event.data) ? (event.data as Record<string, unknown>) : {};
    const words = data.comment ?? data.reason;
    return {
      action: event.action,
      at: event.createdAt,
      actorName: event.actorId ? (actors.get(event.actorId) ?? null) : null,
      comment: typeof words === 'string' ? words : null,
    };
  });
}
