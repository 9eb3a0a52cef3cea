import type { Viewer } from '../access/viewer';
import type { DocumentSource, DocumentStatus } from '../db/generated/client';
import type { Services } from '../services';
import { NO_ORGANIZATION } from '../shared/ids';

/** One step of a document's review, read from its audit events. */
export interface DocumentHistoryEntry {
  action: string;
  at: Date;
  actorName: string | null;
  comment: string | null;
  /** How a filed document came in (`document.created` only): a mailbox's or an API key's filing names their owner as its actor. */
  source: DocumentSource | null;
}

const SOURCES: readonly DocumentSource[] = ['UPLOAD', 'MAIL', 'API'];

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
  return events.map((event) => ({
    action: event.action,
    at: event.createdAt,
    actorName: event.actorId ? (actors.get(event.actorId) ?? null) : null,
    comment: wordsOf(event.data),
    source: event.action === 'document.created' ? sourceOf(event.data) : null,
  }));
}

const fieldsOf = (data: unknown): Record<string, unknown> =>
  data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};

function sourceOf(data: unknown): DocumentSource | null {
  const source = fieldsOf(data).source;
  return SOURCES.find((known) => known === source) ?? null;
}

/** The comment or reason an audit event's data carries, if any. */
function wordsOf(data: unknown): string | null {
  const fields = fieldsOf(data);
  const words = fields.comment ?? fields.reason;
  return typeof words === 'string' ? words : null;
}

/**
 * The comment or reason given with the decision that set a document's current status (its latest
 * event of that decision), or null: none was given, or the document awaits one.
 */
export async function decisionComment(services: Services, viewer: Viewer | null, document: { id: string; status: DocumentStatus }): Promise<string | null> {
  if (document.status === 'PENDING') return null;
  const event = await services.db.prisma.auditEvent.findFirst({
    where: {
      organizationId: viewer?.organizationId ?? NO_ORGANIZATION,
      entityType: 'Document',
      entityId: document.id,
      action: `document.${document.status.toLowerCase()}`,
    },
    orderBy: { createdAt: 'desc' },
    select: { data: true },
  });
  return event ? wordsOf(event.data) : null;
}
