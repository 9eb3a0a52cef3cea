import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import { AppError } from '../errors';
import type { Services } from '../services';
import { isUuid } from '../shared/ids';

/** One document of the caller's organization with its sender; NOT_FOUND for any other id. */
export async function getDocument(services: Services, viewer: Viewer | null, input: { documentId: string }) {
  const reader = assertCan(viewer, 'document.read');
  const document = isUuid(input.documentId)
    ? await services.db.prisma.document.findFirst({
        where: { id: input.documentId, ...inOrganization(reader) },
        include: { sender: { select: { id: true, name: true, email: true, domain: true } } },
      })
    : null;
  if (!document) throw new AppError('NOT_FOUND', 'No such document in this organization');
  return document;
}

/** The original file, or the signed PDF once the document was signed (NOT_FOUND before). */
export async function readDocumentFile(services: Services, viewer: Viewer | null, input: { documentId: string; signed?: boolean }) {
  const document = await getDocument(services, viewer, input);
  if (input.signed) {
    if (!document.signedStoragePath) throw new AppError('NOT_FOUND', 'This document has no signed file yet');
    return {
      bytes: await services.storage.get(document.signedStoragePath),
      mimeType: 'application/pdf',
      filename: `${document.originalFilename.replace(/\.[^.]+$/, '')}-signed.pdf`,
    };
  }
  const bytes = await services.storage.get(document.storagePath);
  return { bytes, mimeType: document.mimeType, filename: document.originalFilename };
}
