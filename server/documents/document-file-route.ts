import type { RequestHandler } from 'express';
import { resolveViewer } from '../auth/viewer';
import type { Services } from '../services';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /api/documents/:id/file (the original) and /api/documents/:id/signed-file (the signed PDF):
 * to the signed-in members of the document's organization only.
 */
export function documentFileRoute(services: Services, which: 'original' | 'signed' = 'original'): RequestHandler {
  return async (req, res, next) => {
    try {
      const viewer = await resolveViewer({ header: (name) => req.get(name) ?? null, transport: 'http', method: 'GET' }, services);
      if (!viewer) return void res.status(401).json({ error: { code: 'UNAUTHENTICATED', message: 'Sign in first.' } });
      const id = String(req.params.id);
      const document = UUID.test(id)
        ? await services.db.prisma.document.findFirst({
            where: { id, organizationId: viewer.organizationId },
            select: { storagePath: true, mimeType: true, originalFilename: true, signedStoragePath: true },
          })
        : null;
      const path = which === 'signed' ? document?.signedStoragePath : document?.storagePath;
      if (!document || !path) return void res.status(404).json({ error: { code: 'NOT_FOUND', message: which === 'signed' ? 'No signed file for this document.' : 'No such document.' } });
      const bytes = await services.storage.get(path);
      const filename = which === 'signed' ? `${document.originalFilename.replace(/\.[^.]+$/, '')}-signed.pdf` : document.originalFilename;
      res.setHeader('content-type', which === 'signed' ? 'application/pdf' : document.mimeType);
      res.setHeader('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(filename)}`);
      res.setHeader('cache-control', 'private, no-store');
      res.setHeader('x-content-type-options', 'nosniff');
      res.send(bytes);
    } catch (error) {
      next(error);
    }
  };
}
