import type busboy from 'busboy';
import bodyParser from 'body-parser';
import { Router, type Request, type RequestHandler } from 'express';
import { basename, extname } from 'node:path';
import type { Readable } from 'node:stream';
import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import { AppError, ValidationFailed } from '../errors';
import { archiveEntryNames, documentArchiveEntries, MAX_ARCHIVE_FILES } from '../files/document-archive-route';
import { sendStoredFile } from '../files/send-stored-file';
import { openEntry, sendZip, type ArchiveEntry } from '../files/send-zip';
import { ByteCounter, streamToBuffer } from '../files/storage';
import type { Document } from '../db/generated/client';
import { isAcceptedDocumentName } from '../shared/document-files';
import { uploadDocument } from '../documents/upload-document';
import { restErrorHandler } from '../http/http-errors';
import type { Services } from '../services';
import { cloudGlobalId, rowIdOf } from './cloud-ids';
import { cloudFileOf } from './cloud-file-rules';
import { storeCloudFile } from './store-cloud-file';
import { cloudPreviewRoute, CLOUD_PREVIEWS_PATH } from './cloud-previews';
import { requestViewer } from '../auth/request-viewer';

export const CLOUD_FILES_PATH = '/api/cloud/files';
export const CLOUD_ARCHIVE_PATH = '/api/cloud/archive';

const auditOf = (req: Request) => ({ ip: req.ip ?? null, userAgent: req.get('user-agent') ?? null });

/**
 * The cloud area's file doors, beside GraphQL: upload (`POST /api/cloud/files`, multipart, one
 * part named `file`, `?folderId=` and `?review=false` optional), download (`GET /api/cloud/files/:id`, with byte
 * ranges), previews (`GET /api/cloud/previews/:id`), and bulk download (`POST /api/cloud/archive`). The public share page is `share-page.ts`.
 */
export function cloudRouter(services: Services): Router {
  const router = Router();
  const answerError = restErrorHandler(services.logger);

  router.post(CLOUD_FILES_PATH, async (req, res, next) => {
    try {
      const viewer = assertCan(await requestViewer(services, req, res), 'cloud.write');
      const folderParam = typeof req.query.folderId === 'string' && req.query.folderId ? req.query.folderId : null;
      const folderId = folderParam === null ? null : rowIdOf('CloudFolder', folderParam);
      if (folderParam !== null && folderId === null) throw new AppError('NOT_FOUND', 'No such folder in this organization');
      if (req.query.review !== undefined && req.query.review !== 'true' && req.query.review !== 'false')
        throw new ValidationFailed([{ path: 'review', message: 'review is true or false' }]);
      const stored = await receiveUpload(services, req, viewer, folderId, req.query.review !== 'false');
      if ('file' in stored) {
        const { file } = stored;
        res.status(201).json({
          file: { id: cloudGlobalId('CloudFile', file.id), name: file.name, sizeBytes: file.sizeBytes, sha256: file.sha256, mimeType: file.mimeType },
        });
      } else {
        const { document } = stored;
        res.status(201).json({
          document: {
            id: cloudGlobalId('Document', document.id),
            name: document.originalFilename,
            sizeBytes: document.sizeBytes,
            sha256: document.sha256,
            mimeType: document.mimeType,
            analysisStatus: document.analysisStatus,
            riskScore: document.riskScore,
          },
        });
      }
    } catch (error) {
      // A refused upload is not read to its end: the connection closes after the answer.
      if (!req.complete) res.setHeader('connection', 'close');
      answerError(error, req, res, next);
    }
  });

  router.get(`${CLOUD_FILES_PATH}/:id`, async (req, res, next) => {
    try {
      const viewer = assertCan(await requestViewer(services, req, res), 'cloud.read');
      const id = rowIdOf('CloudFile', req.params.id);
      if (!id) throw new AppError('NOT_FOUND', 'No such file in this organization');
      const file = await cloudFileOf(services.db.prisma, viewer, id);
      // Always an attachment: a stored file is never rendered by the browser as a page of the app.
      await sendStoredFile(services, req, res, { key: file.storagePath, contentType: file.mimeType, filename: file.name, disposition: 'attachment' });
    } catch (error) {
      answerError(error, req, res, next);
    }
  });

  router.get(`${CLOUD_PREVIEWS_PATH}/:id`, cloudPreviewRoute(services));
  router.post(CLOUD_ARCHIVE_PATH, bodyParser.json({ limit: '200kb' }), cloudArchive(services));
  // A body that cannot be read (too large, not JSON) is answered in JSON like every other refusal.
  router.use(CLOUD_ARCHIVE_PATH, answerError);
  return router;
}

type Received = { file: { id: string; name: string; sizeBytes: number; sha256: string; mimeType: string } } | { document: Document };

/**
 * The one `file` part of a multipart request, into the cloud area. A document Paraphe reviews (PDF,
 * Word, text) is filed as documents are everywhere else (analysed, in /documents) in the chosen
 * folder, read whole up to the documents' upload limit, unless `?review=false` asks to keep it as a
 * plain file; any other file streams to storage, never held whole.
 */
async function receiveUpload(services: Services, req: Request, viewer: Viewer, folderId: string | null, review: boolean) {
  const { default: busboy } = await import('busboy');
  return new Promise<Received>((resolve, reject) => {
    if (!req.is('multipart/form-data')) return reject(new ValidationFailed([{ path: 'file', message: 'Send the file as a multipart part named "file"' }]));
    let parser: busboy.Busboy;
    try {
      // Browsers send a file's name in UTF-8 (busboy reads it as Latin-1 unless told).
      parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { files: 1, fields: 5, fieldSize: 4096, parts: 6 } });
    } catch {
      return reject(new ValidationFailed([{ path: 'file', message: 'Send the file as a multipart part named "file"' }]));
    }
    // A client that goes away mid-body ends no stream: the parser is torn down with an error, which
    // ends the file being written, so that its partial copy is removed rather than left in the store.
    req.once('close', () => {
      if (!req.complete) parser.destroy(new Error('The upload was cut short'));
    });
    let started = false;
    const declared = Number(req.get('content-length'));
    parser.on('file', (field, stream, info) => {
      if (field !== 'file' || started) return void stream.resume();
      started = true;
      const received: Promise<Received> =
        review && isAcceptedDocumentName(info.filename)
          ? streamToBuffer(piped(stream, new ByteCounter(services.config.MAX_UPLOAD_BYTES))).then(async (bytes) => ({
              document: await uploadDocument(services, viewer, {
                title: titleOf(info.filename),
                file: new File([new Uint8Array(bytes)], info.filename),
                cloudFolderId: folderId,
                audit: auditOf(req),
              }),
            }))
          : storeCloudFile(services, viewer, {
              name: info.filename,
              folderId,
              data: stream,
              declaredBytes: Number.isFinite(declared) ? declared - 1024 : null,
              audit: auditOf(req),
            }).then((file) => ({ file: { ...file, sizeBytes: Number(file.sizeBytes) } }));
      received.then(resolve, (error: unknown) => {
        req.unpipe(parser);
        reject(error);
      });
    });
    parser.on('error', (error) => reject(new ValidationFailed([{ path: 'file', message: `The multipart body cannot be read: ${(error as Error).message}` }])));
    parser.on('close', () => {
      if (!started) reject(new ValidationFailed([{ path: 'file', message: 'A file part named "file" is required' }]));
    });
    req.pipe(parser);
  });
}

/** `source.pipe(target)`, and a failure of `source` (an upload cut short) fails `target` too, which `pipe` alone does not. */
function piped<T extends NodeJS.WritableStream & { destroy(error?: Error): unknown }>(source: Readable, target: T): T {
  source.once('error', (error) => target.destroy(error));
  return source.pipe(target);
}

/** A document's title from its file's name: the name without its extension. */
const titleOf = (filename: string) => basename(filename, extname(filename)).trim().slice(0, 200) || filename.slice(0, 200);

/**
 * POST /api/cloud/archive `{ fileIds, documentIds }`: one ZIP of the chosen stored files and
 * documents of the caller's organization, streamed as it is built, under the document archive's
 * limit (1,000 entries). An id of another organization refuses the whole request as NOT_FOUND.
 */
function cloudArchive(services: Services): RequestHandler {
  const answerError = restErrorHandler(services.logger);
  return async (req, res, next) => {
    let entries: ArchiveEntry[];
    let source: Readable;
    try {
      const viewer = assertCan(await requestViewer(services, req, res), 'cloud.read');
      const body = (req.body ?? {}) as { fileIds?: unknown; documentIds?: unknown };
      const fileIdList = Array.isArray(body.fileIds) ? body.fileIds : [];
      const documentIdList = Array.isArray(body.documentIds) ? body.documentIds : [];
      const fileIds = fileIdList.map((id) => rowIdOf('CloudFile', id));
      if (
        (body.fileIds !== undefined && !Array.isArray(body.fileIds)) ||
        (body.documentIds !== undefined && !Array.isArray(body.documentIds)) ||
        fileIds.includes(null) ||
        fileIdList.length + documentIdList.length === 0
      ) {
        throw new ValidationFailed([{ path: 'fileIds', message: 'A list of file or document ids is required', code: 'CLOUD_FILE_IDS_REQUIRED' }]);
      }
      if (fileIdList.length + documentIdList.length > MAX_ARCHIVE_FILES)
        throw new AppError('TOO_MANY_ITEMS', `A ZIP holds at most ${MAX_ARCHIVE_FILES} files`, { max: MAX_ARCHIVE_FILES });
      const unique = [...new Set(fileIds as string[])];
      const files = unique.length
        ? await services.db.prisma.cloudFile.findMany({
            where: { id: { in: unique }, ...inOrganization(viewer) },
            select: { name: true, storagePath: true, createdAt: true },
            orderBy: [{ name: 'asc' }, { id: 'asc' }],
          })
        : [];
      if (files.length !== unique.length) throw new AppError('NOT_FOUND', 'No such file in this organization');
      const documents = documentIdList.length ? await documentArchiveEntries(services, viewer, { documentIds: documentIdList }) : [];
      const all = [...files.map((file) => ({ key: file.storagePath, name: file.name, date: file.createdAt })), ...documents];
      const names = archiveEntryNames(all.map((entry) => entry.name));
      entries = all.map((entry, index) => ({ ...entry, name: names[index] }));
      source = await openEntry(services, entries[0]);
    } catch (error) {
      return answerError(error, req, res, next);
    }
    const day = services.clock.now().toISOString().slice(0, 10);
    await sendZip(services, res, { filename: `cloud-${day}.zip`, entries, first: source });
  };
}
