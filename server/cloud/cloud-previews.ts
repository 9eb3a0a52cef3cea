import type { RequestHandler } from 'express';
import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import { AppError } from '../errors';
import type { PreviewSource } from '../analysis/preview/render-preview';
import { restErrorHandler } from '../http/http-errors';
import type { Services } from '../services';
import { isUuid } from '../shared/ids';
import { rowIdOf } from './cloud-ids';
import { requestViewer } from '../auth/request-viewer';

export const CLOUD_PREVIEWS_PATH = '/api/cloud/previews';
/** Previews are drawn from files up to this size; larger ones show their type instead. */
export const MAX_PREVIEW_SOURCE_BYTES = 30 * 1024 * 1024;
/** Changes with the way previews are drawn, so that browsers ask again. */
const PREVIEW_VERSION = 1;

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml']);

/** What a preview of a file of this type and size is drawn from; null when it has none. */
export function previewSourceOf(mimeType: string, sizeBytes: number): PreviewSource | null {
  if (sizeBytes <= 0 || sizeBytes > MAX_PREVIEW_SOURCE_BYTES) return null;
  if (mimeType === 'application/pdf') return 'pdf';
  return IMAGE_TYPES.has(mimeType) ? 'image' : null;
}

/** The address of an item's preview, or null when it has none. */
export function previewUrlOf(item: { mimeType: string; sizeBytes: number }, globalId: string): string | null {
  return previewSourceOf(item.mimeType, item.sizeBytes) ? `${CLOUD_PREVIEWS_PATH}/${encodeURIComponent(globalId)}` : null;
}

interface PreviewItem {
  storagePath: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
}

/** The stored file or document an id names, in the caller's organization. */
async function previewItemOf(services: Services, viewer: Viewer, id: string): Promise<PreviewItem> {
  const select = { storagePath: true, mimeType: true, sizeBytes: true, sha256: true } as const;
  const documentId = isUuid(id) ? null : rowIdOf('Document', id);
  const fileId = documentId ? null : rowIdOf('CloudFile', id);
  const row = documentId
    ? await services.db.prisma.document.findFirst({ where: { id: documentId, ...inOrganization(viewer) }, select })
    : fileId
      ? await services.db.prisma.cloudFile.findFirst({ where: { id: fileId, ...inOrganization(viewer) }, select })
      : null;
  if (!row) throw new AppError('NOT_FOUND', 'No such file in this organization');
  return { ...row, sizeBytes: Number(row.sizeBytes) };
}

/**
 * GET /api/cloud/previews/:id: a small WebP picture of a stored file or a document (a PDF's first
 * page, an image), drawn on the analysis pool's threads. Its ETag is the file's SHA-256: a browser
 * that has it asks again and gets a 304 without anything being drawn.
 */
export function cloudPreviewRoute(services: Services): RequestHandler {
  const answerError = restErrorHandler(services.logger);
  return async (req, res, next) => {
    try {
      const viewer = assertCan(await requestViewer(services, req, res), 'cloud.read');
      const item = await previewItemOf(services, viewer, String(req.params.id));
      const source = previewSourceOf(item.mimeType, item.sizeBytes);
      if (!source) throw new AppError('NOT_FOUND', 'This file has no preview');
      const etag = `"preview-${PREVIEW_VERSION}-${item.sha256}"`;
      res.setHeader('cache-control', 'private, no-cache');
      res.setHeader('etag', etag);
      if (req.get('if-none-match') === etag) return void res.status(304).end();
      const picture = await services.analysisPool.preview(await services.storage.get(item.storagePath), source);
      res.type('image/webp').send(Buffer.from(picture.buffer, picture.byteOffset, picture.byteLength));
    } catch (error) {
      answerError(error, req, res, next);
    }
  };
}
