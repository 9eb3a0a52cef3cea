import type { RequestHandler } from 'express';
import type { Readable } from 'node:stream';
import { assertCan, inOrganization } from '../access/policy';
import { AppError, ValidationFailed } from '../errors';
import { restErrorHandler } from '../http/http-errors';
import type { Services } from '../services';
import { documentRowId } from '../shared/ids';
import { openEntry, sendZip, type ArchiveEntry } from './send-zip';
import { requestViewer } from '../auth/request-viewer';

/** Files one ZIP may hold: a larger selection is refused before any byte is read. */
export const MAX_ARCHIVE_FILES = 1000;

export const DOCUMENT_ARCHIVE_PATH = '/api/documents/archive';

/** Control characters and path separators, replaced in a ZIP entry's name. */
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f/\\:]/g;

/** One name (or folder name) made safe: no separators, no control characters, no leading dots. */
const safeName = (raw: string) =>
  raw
    .normalize('NFC')
    .replace(UNSAFE_IN_NAME, '_')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 200) || 'file';

/**
 * Names safe inside a ZIP, unique in the archive: no control characters, no leading dots, and no
 * folders, unless `folders` keeps each `/`-separated part (each made safe, none `..`).
 */
export function archiveEntryNames(names: readonly string[], options: { folders?: boolean } = {}): string[] {
  const taken = new Set<string>();
  return names.map((raw) => {
    const clean = options.folders ? raw.split('/').filter(Boolean).map(safeName).join('/') || 'file' : safeName(raw);
    const dot = clean.lastIndexOf('.');
    const [stem, extension] = dot > clean.lastIndexOf('/') + 1 ? [clean.slice(0, dot), clean.slice(dot)] : [clean, ''];
    let name = clean;
    for (let copy = 2; taken.has(name.toLowerCase()); copy++) name = `${stem} (${copy})${extension}`;
    taken.add(name.toLowerCase());
    return name;
  });
}

/** The stored files of the chosen documents (row or GraphQL ids) of the caller's organization: each original, and its signed PDF when there is one. */
export async function documentArchiveEntries(
  services: Services,
  viewer: Parameters<typeof assertCan>[0],
  input: { documentIds: unknown },
): Promise<ArchiveEntry[]> {
  const reader = assertCan(viewer, 'document.read');
  const ids = Array.isArray(input.documentIds) ? input.documentIds.map((id) => (typeof id === 'string' ? documentRowId(id) : null)) : [];
  if (ids.length === 0 || ids.includes(null)) {
    throw new ValidationFailed([{ path: 'documentIds', message: 'A list of document ids is required', code: 'DOCUMENT_IDS_REQUIRED' }]);
  }
  const unique = [...new Set(ids as string[])];
  if (unique.length > MAX_ARCHIVE_FILES) throw new AppError('TOO_MANY_ITEMS', `A ZIP holds at most ${MAX_ARCHIVE_FILES} documents`, { max: MAX_ARCHIVE_FILES });
  const documents = await services.db.prisma.document.findMany({
    where: { id: { in: unique }, ...inOrganization(reader) },
    select: { id: true, originalFilename: true, storagePath: true, signedStoragePath: true, createdAt: true, signedAt: true },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  // Another organization's id reads as unknown: the whole request is refused and nothing of it is said.
  if (documents.length !== unique.length) throw new AppError('NOT_FOUND', 'No such document in this organization');
  const files = documents.flatMap((document) => [
    { key: document.storagePath, name: document.originalFilename, date: document.createdAt },
    ...(document.signedStoragePath
      ? [
          {
            key: document.signedStoragePath,
            name: `${document.originalFilename.replace(/\.[^.]+$/, '')}-signed.pdf`,
            date: document.signedAt ?? document.createdAt,
          },
        ]
      : []),
  ]);
  const names = archiveEntryNames(files.map((file) => file.name));
  return files.map((file, index) => ({ ...file, name: names[index] }));
}

/**
 * POST /api/documents/archive `{ documentIds }`: one ZIP of the chosen documents, streamed while it
 * is built. Files are opened one after the other and read only as fast as the client takes the
 * ZIP, so memory stays bounded whatever the total size.
 */
export function documentArchiveRoute(services: Services): RequestHandler {
  const answerError = restErrorHandler(services.logger);
  return async (req, res, next) => {
    let entries: ArchiveEntry[];
    let source: Readable;
    try {
      const viewer = await requestViewer(services, req, res);
      entries = await documentArchiveEntries(services, viewer, { documentIds: (req.body as { documentIds?: unknown } | undefined)?.documentIds });
      // The first file is opened before answering, so a store that does not answer is a clear 503, not a broken ZIP.
      source = await openEntry(services, entries[0]);
    } catch (error) {
      return answerError(error, req, res, next);
    }
    const day = services.clock.now().toISOString().slice(0, 10);
    await sendZip(services, res, { filename: `documents-${day}.zip`, entries, first: source });
  };
}
