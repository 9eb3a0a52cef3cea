import type { RequestHandler } from 'express';
import { can } from '../access/policy';
import { resolveViewer } from '../auth/read-access';
import { answerFor, sendError } from '../http/http-errors';
import { formatMessage, hasMessage } from '../messages';
import type { Viewer } from '../access/viewer';
import type { Services } from '../services';
import type { Locale } from '../shared/locale';
import { csvRow } from '../shared/csv';
import { AUDIT_AREAS, type AuditArea } from '../shared/audit-areas';
import { auditWhere, withActors, type AuditFilter } from './list-audit-events';

/** At most this many entries in one export; a longer period is exported in parts. */
export const AUDIT_EXPORT_MAX = 100_000;
const BATCH = 1000;

const COLUMNS = ['time', 'severity', 'action', 'what', 'actor', 'actorEmail', 'entity', 'entityId', 'details', 'ip', 'userAgent'] as const;

function filterOf(query: Record<string, unknown>): AuditFilter | null {
  const date = (value: unknown) => {
    if (value === undefined || value === '') return null;
    const parsed = new Date(String(value));
    return Number.isNaN(parsed.getTime()) ? undefined : parsed;
  };
  const area = query.area === undefined || query.area === '' ? null : String(query.area);
  const from = date(query.from);
  const to = date(query.to);
  if ((area !== null && !AUDIT_AREAS.includes(area as AuditArea)) || from === undefined || to === undefined) return null;
  return { area: area as AuditArea | null, from, to, actorId: typeof query.actor === 'string' && query.actor ? query.actor : null };
}

/** The action as the Audit tab words it in the reader's language; its code when no message words it. */
function actionWording(locale: Locale, action: string): string {
  const id = `audit.actions.${action}`;
  return hasMessage(locale, id) ? formatMessage(locale, id) : action;
}

/**
 * The audit log as CSV lines, oldest first: the header in the reader's language, then each entry,
 * read in batches (at most AUDIT_EXPORT_MAX entries).
 */
export async function* auditCsv(services: Services, viewer: Viewer, filter: AuditFilter): AsyncGenerator<string> {
  yield csvRow(COLUMNS.map((column) => formatMessage(viewer.locale, `auditExport.columns.${column}`)));
  let cursor: { createdAt: Date; id: string } | null = null;
  for (let written = 0; written < AUDIT_EXPORT_MAX; written += BATCH) {
    const after: { createdAt: Date; id: string } | null = cursor;
    const rows: Awaited<ReturnType<typeof services.db.prisma.auditEvent.findMany>> = await services.db.prisma.auditEvent.findMany({
      where: {
        AND: [
          auditWhere(viewer, filter),
          ...(after ? [{ OR: [{ createdAt: { gt: after.createdAt } }, { createdAt: after.createdAt, id: { gt: after.id } }] }] : []),
        ],
      },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      take: Math.min(BATCH, AUDIT_EXPORT_MAX - written),
    });
    for (const entry of await withActors(services, rows)) {
      yield csvRow([
        entry.createdAt.toISOString(),
        entry.severity,
        entry.action,
        actionWording(viewer.locale, entry.action),
        entry.actorName,
        entry.actorEmail,
        entry.entityType,
        entry.entityId,
        JSON.stringify(entry.data),
        entry.ip,
        entry.userAgent,
      ]);
    }
    if (rows.length < BATCH) break;
    cursor = rows[rows.length - 1];
  }
}

/**
 * GET /api/audit-events.csv?area=&actor=&from=&to=: the filtered audit log as CSV, oldest first,
 * headers in the reader's language, streamed in batches (managers, signed in). The export is itself audited.
 */
export function auditExportRoute(services: Services): RequestHandler {
  return async (req, res, next) => {
    try {
      const viewer = await resolveViewer({ header: (name) => req.get(name) ?? null, transport: 'http', method: 'GET' }, services);
      answerFor(res, viewer);
      if (!viewer) return sendError(res, 401, 'UNAUTHENTICATED', { message: 'signInFirst' });
      if (!can(viewer, 'audit.read')) return sendError(res, 403, 'FORBIDDEN');
      const filter = filterOf(req.query);
      if (!filter) return sendError(res, 400, 'BAD_REQUEST', { message: 'auditFilter' });
      const now = services.clock.now();
      await services.db.prisma.auditEvent.create({
        data: {
          organizationId: viewer.organizationId,
          actorId: viewer.userId,
          action: 'audit.exported',
          entityType: 'AuditEvent',
          data: { area: filter.area ?? null, from: filter.from?.toISOString() ?? null, to: filter.to?.toISOString() ?? null },
          ip: req.ip ?? null,
          userAgent: req.get('user-agent') ?? null,
          createdAt: now,
        },
      });
      res.setHeader('content-type', 'text/csv; charset=utf-8');
      res.setHeader('content-disposition', `attachment; filename="audit-${now.toISOString().slice(0, 10)}.csv"`);
      res.setHeader('cache-control', 'private, no-store');
      for await (const line of auditCsv(services, viewer, filter)) res.write(line);
      res.end();
    } catch (error) {
      if (res.headersSent) res.destroy(error as Error);
      else next(error);
    }
  };
}
