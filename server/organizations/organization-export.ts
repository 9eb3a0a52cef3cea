import type { RequestHandler } from 'express';
import { Readable } from 'node:stream';
import { assertCan } from '../access/policy';
import type { Viewer } from '../access/viewer';
import { auditCsv } from '../audit/audit-export-route';
import type { AttemptPolicy } from '../auth/rate-limiter';
import { resolveViewer } from '../auth/read-access';
import { AppError } from '../errors';
import { archiveEntryNames } from '../files/document-archive-route';
import { openEntry, sendZip, type ArchiveEntry } from '../files/send-zip';
import { answerFor, restErrorHandler } from '../http/http-errors';
import { formatMessage } from '../messages';
import type { Services } from '../services';
import { csvRow } from '../shared/csv';

export const ORGANIZATION_EXPORT_PATH = '/api/organization/export';

/** An export reads every file the organization keeps: 10 an hour per organization, with every instance. */
export const ORGANIZATION_EXPORT_POLICY: AttemptPolicy = { limit: 10, windowMs: 60 * 60_000, blockMs: 60 * 60_000 };

const DOCUMENT_COLUMNS = ['title', 'status', 'riskScore', 'sender', 'source', 'receivedAt', 'decidedAt', 'file', 'signedFile'] as const;

/**
 * Everything the organization keeps, as the entries of one ZIP: `documents/` (each original and its
 * signed PDF), `cloud/` (the files in their folders), `documents.csv` (what each document is, with
 * its files' names in the archive) and `audit-log.csv` (the whole audit log). The CSVs are written
 * as the ZIP is read; their headers follow the reader's language.
 */
export async function organizationExportEntries(services: Services, viewer: Viewer, now: Date): Promise<ArchiveEntry[]> {
  const { prisma } = services.db;
  const where = { organizationId: viewer.organizationId };
  const [documents, folders, files] = await Promise.all([
    prisma.document.findMany({
      where,
      select: {
        title: true,
        status: true,
        riskScore: true,
        source: true,
        receivedAt: true,
        decidedAt: true,
        signedAt: true,
        createdAt: true,
        originalFilename: true,
        storagePath: true,
        signedStoragePath: true,
        sender: { select: { email: true, domain: true } },
      },
      orderBy: [{ receivedAt: 'asc' }, { id: 'asc' }],
    }),
    prisma.cloudFolder.findMany({ where, select: { id: true, name: true, parentId: true } }),
    prisma.cloudFile.findMany({ where, select: { name: true, folderId: true, storagePath: true, createdAt: true }, orderBy: [{ name: 'asc' }, { id: 'asc' }] }),
  ]);

  const stored = documents.flatMap((document) => [
    { key: document.storagePath, name: `documents/${document.originalFilename}`, date: document.createdAt },
    ...(document.signedStoragePath
      ? [
          {
            key: document.signedStoragePath,
            name: `documents/${document.originalFilename.replace(/\.[^.]+$/, '')}-signed.pdf`,
            date: document.signedAt ?? document.createdAt,
          },
        ]
      : []),
  ]);
  const folderById = new Map(folders.map((folder) => [folder.id, folder]));
  const pathOf = (folderId: string | null): string[] => {
    const parts: string[] = [];
    // Folders nest at most 20 deep; the bound also stops a cycle, should one exist.
    for (let id = folderId, depth = 0; id && depth < 32; depth++) {
      const folder = folderById.get(id);
      if (!folder) break;
      parts.unshift(folder.name.replace(/\//g, '_'));
      id = folder.parentId;
    }
    return parts;
  };
  for (const file of files) {
    stored.push({ key: file.storagePath, name: ['cloud', ...pathOf(file.folderId), file.name.replace(/\//g, '_')].join('/'), date: file.createdAt });
  }
  const names = archiveEntryNames(
    stored.map((entry) => entry.name),
    { folders: true },
  );
  const entries: ArchiveEntry[] = stored.map((entry, index) => ({ ...entry, name: names[index] }));

  // Each document's row names its files as the archive does (the entries above are in the same order).
  let next = 0;
  const documentRows = documents.map((document) => {
    const file = names[next++];
    const signedFile = document.signedStoragePath ? names[next++] : null;
    return [
      document.title,
      document.status,
      document.riskScore,
      document.sender?.email ?? document.sender?.domain ?? null,
      document.source,
      document.receivedAt.toISOString(),
      document.decidedAt?.toISOString() ?? null,
      file,
      signedFile,
    ];
  });
  const header = DOCUMENT_COLUMNS.map((column) => formatMessage(viewer.locale, `organizationExport.columns.${column}`));
  return [
    { name: 'documents.csv', date: now, make: () => Readable.from([csvRow(header), ...documentRows.map(csvRow)]) },
    { name: 'audit-log.csv', date: now, make: () => Readable.from(auditCsv(services, viewer, { area: null, actorId: null, from: null, to: null })) },
    ...entries,
  ];
}

/**
 * GET /api/organization/export: one ZIP of everything the organization keeps (administrators,
 * signed in), streamed as it is built, ORGANIZATION_EXPORT_POLICY's number of times an hour. The
 * export is audited before the first byte leaves.
 */
export function organizationExportRoute(services: Services): RequestHandler {
  const answerError = restErrorHandler(services.logger);
  return async (req, res, next) => {
    let entries: ArchiveEntry[];
    let first: Readable;
    const now = services.clock.now();
    try {
      const caller = await resolveViewer({ header: (name) => req.get(name) ?? null, transport: 'http', method: 'GET' }, services);
      answerFor(res, caller);
      const viewer = assertCan(caller, 'organization.export');
      const { allowed, blockedMs } = await services.rateLimiter.reserve(`organization-export:${viewer.organizationId}`, ORGANIZATION_EXPORT_POLICY);
      if (!allowed)
        throw new AppError('RATE_LIMITED', 'This organization was exported too often in the last hour: try again later', {
          retryAfterSeconds: Math.max(1, Math.ceil(blockedMs / 1000)),
        });
      entries = await organizationExportEntries(services, viewer, now);
      await services.db.prisma.auditEvent.create({
        data: {
          organizationId: viewer.organizationId,
          actorId: viewer.userId,
          action: 'organization.exported',
          entityType: 'Organization',
          entityId: viewer.organizationId,
          data: { files: entries.length - 2 },
          ip: req.ip ?? null,
          userAgent: req.get('user-agent')?.slice(0, 400) ?? null,
          createdAt: now,
        },
      });
      first = await openEntry(services, entries[0]);
    } catch (error) {
      return answerError(error, req, res, next);
    }
    await sendZip(services, res, { filename: `paraphe-export-${now.toISOString().slice(0, 10)}.zip`, entries, first });
  };
}
