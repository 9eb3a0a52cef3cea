import type { RequestHandler } from 'express';
import { resolveViewer } from '../auth/viewer';
import type { Services } from '../services';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /api/documents/:id/file: the stored file, to the signed-in members of its organization only. */
export function documentFileRoute(services: Services): RequestHandler {
  return async (req, res, next) => {
    try {
      const viewer = await resolveViewer({ header: (name) => req.get(name) ?? null, transport: 'http', method: 'GET' }, services);
      if (!viewer) return void res.status(401).json({ error: { code: 'UNAUTHENTICATED', message: 'Sign in first.' } });
      const id = String(req.params.id);
      const document = UUID.test(id)
        ? await services.db.prisma.document.findFirst({
            where: { id, organizationId: viewer.organizationId },
            select: { storagePath: true, mimeType: true, originalFilename: true },
          })
        : null;
      if (!document) return void res.status(404).json({ error: { code: 'NOT_FOUND', message: 'No such document.' } });
      const bytes = await services.storage.get(document.storagePath);
      res.setHeader('content-type', document.mimeType);
      res.setHeader('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(document.originalFilename)}`);
      res.setHeader('cache-control', 'private, no-store');
      res.setHeader('x-content-type-options', 'nosniff');
      res.send(bytes);
    } catch (error) {
      next(error);
    }
  };
}
