import type { RequestHandler } from 'express';
import { assertCan, inOrganization } from '../access/policy';
import { sendStoredFile } from '../files/send-stored-file';
import { restErrorHandler, sendError } from '../http/http-errors';
import { requestViewer } from '../auth/request-viewer';
import type { Services } from '../services';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /api/documents/:id/file (the original) and /api/documents/:id/signed-file (the signed PDF):
 * to the members of the document's organization only (a session, or an API key with the read scope), whole or by byte range.
 */
export function documentFileRoute(services: Services, which: 'original' | 'signed' = 'original'): RequestHandler {
  const answerError = restErrorHandler(services.logger);
  return async (req, res, next) => {
    try {
      const reader = assertCan(await requestViewer(services, req, res), 'document.read');
      const id = String(req.params.id);
      const document = UUID.test(id)
        ? await services.db.prisma.document.findFirst({
            where: { id, ...inOrganization(reader) },
            select: { storagePath: true, mimeType: true, originalFilename: true, signedStoragePath: true },
          })
        : null;
      const path = which === 'signed' ? document?.signedStoragePath : document?.storagePath;
      if (!document || !path) return sendError(res, 404, 'NOT_FOUND', document && which === 'signed' ? { message: 'noSignedFile' } : {});
      const filename = which === 'signed' ? `${document.originalFilename.replace(/\.[^.]+$/, '')}-signed.pdf` : document.originalFilename;
      await sendStoredFile(services, req, res, { key: path, contentType: which === 'signed' ? 'application/pdf' : document.mimeType, filename });
    } catch (error) {
      answerError(error, req, res, next);
    }
  };
}
