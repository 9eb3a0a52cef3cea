import { decodeGlobalID } from '@pothos/plugin-relay';
import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { Prisma } from '../db/generated/client';
import { AppError } from '../errors';
import type { Services } from '../services';
import { isUuid, NO_ORGANIZATION } from '../shared/ids';
import type { AuditArea } from '../shared/audit-areas';
import { auditSeverity } from './audit-severity';

export interface AuditFilter {
  area?: AuditArea | null;
  actorId?: string | null;
  from?: Date | null;
  to?: Date | null;
}

export const AUDIT_PAGE_MAX = 200;

export interface AuditEntry {
  id: string;
  action: string;
  severity: ReturnType<typeof auditSeverity>;
  actorId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  entityType: string;
  entityId: string | null;
  data: unknown;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
}

/** A cursor is the position of the last entry seen: its time and id (entries come newest first). */
const encodeCursor = (entry: { createdAt: Date; id: string }) => Buffer.from(`${entry.createdAt.toISOString()}|${entry.id}`).toString('base64url');

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [time, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(time ?? '');
  if (Number.isNaN(createdAt.getTime()) || !isUuid(id ?? '')) throw new AppError('INVALID_CURSOR', 'This cursor was not given by this list');
  return { createdAt, id: id! };
}

/** A member's id as the API gives it (global) or as stored. */
function memberId(id: string): string {
  if (isUuid(id)) return id;
  try {
    const decoded = decodeGlobalID(id);
    if (decoded.typename === 'User' && isUuid(decoded.id)) return decoded.id;
  } catch {
    // not a global id: names nobody
  }
  return NO_ORGANIZATION;
}

export function auditWhere(viewer: Viewer, filter: AuditFilter): Prisma.AuditEventWhereInput {
  return {
    ...inOrganization(viewer),
    ...(filter.area ? { action: { startsWith: `${filter.area}.` } } : {}),
    ...(filter.actorId ? { actorId: memberId(filter.actorId) } : {}),
    ...(filter.from || filter.to ? { createdAt: { ...(filter.from ? { gte: filter.from } : {}), ...(filter.to ? { lt: filter.to } : {}) } } : {}),
  };
}

/** Names the actors of a batch of entries in one read (actors may have been removed since: they keep their name). */
export async function withActors(services: Services, rows: Array<Omit<AuditEntry, 'severity' | 'actorName' | 'actorEmail'>>): Promise<AuditEntry[]> {
  const ids = [...new Set(rows.map((row) => row.actorId).filter((id): id is string => id !== null))];
  const actors = new Map(
    (await services.db.prisma.user.findMany({ where: { id: { in: ids } }, select: { id: true, fullName: true, email: true } })).map((user) => [user.id, user]),
  );
  return rows.map((row) => {
    const actor = row.actorId ? actors.get(row.actorId) : undefined;
    return { ...row, severity: auditSeverity(row.action), actorName: actor?.fullName ?? null, actorEmail: actor?.email ?? null };
  });
}

/** The organization's audit log, newest first, a page at a time (managers). */
export async function listAuditEvents(services: Services, viewer: Viewer | null, input: { filter: AuditFilter; first: number; after?: string | null }) {
  const reader = assertCan(viewer, 'audit.read');
  const first = Math.min(Math.max(1, Math.floor(input.first)), AUDIT_PAGE_MAX);
  const cursor = input.after ? decodeCursor(input.after) : null;
  const where: Prisma.AuditEventWhereInput = {
    AND: [
      auditWhere(reader, input.filter),
      ...(cursor ? [{ OR: [{ createdAt: { lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { lt: cursor.id } }] }] : []),
    ],
  };
  const rows = await services.db.prisma.auditEvent.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: first + 1 });
  const page = rows.slice(0, first);
  return {
    entries: await withActors(services, page),
    hasNextPage: rows.length > first,
    endCursor: page.length > 0 ? encodeCursor(page[page.length - 1]) : null,
  };
}
