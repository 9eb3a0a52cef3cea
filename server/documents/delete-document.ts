import { assertCan } from '../access/policy';
import type { Viewer } from '../access/viewer';
import { AppError } from '../errors';
import type { Services } from '../services';
import { recordWebhookEvent } from '../webhooks/webhook-events';
import { publishDocumentChanged } from './document-events';

/** Removes a document, its text and its files (the original, and the signed copy if any); managers and admins only. */
export async function deleteDocument(services: Services, viewer: Viewer, input: { documentId: string }): Promise<string> {
  assertCan(viewer, 'document.delete');
  const now = services.clock.now();
  const files = await services.db.prisma.$transaction(async (tx) => {
    const document = await tx.document.findFirst({
      where: { id: input.documentId, organizationId: viewer.organizationId },
      select: { storagePath: true, signedStoragePath: true, title: true },
    });
    if (!document) throw new AppError('NOT_FOUND', 'No such document in this organization');
    await tx.document.deleteMany({ where: { id: input.documentId, organizationId: viewer.organizationId } });
    await tx.auditEvent.create({
      data: {
        organizationId: viewer.organizationId,
        actorId: viewer.userId,
        action: 'document.deleted',
        entityType: 'Document',
        entityId: input.documentId,
        data: { title: document.title },
        createdAt: now,
      },
    });
    await recordWebhookEvent(tx, viewer.organizationId, 'document.deleted', { document: { id: input.documentId, title: document.title } }, now);
    return [document.storagePath, document.signedStoragePath].filter((path): path is string => path !== null);
  });
  // The row is gone first: a leftover file is harmless, a row pointing at no file is not. The signed
  // copy goes with the original.
  for (const storagePath of files) {
    await services.storage.delete(storagePath).catch((error) => services.logger.error({ err: error, storagePath }, 'document file removal failed'));
  }
  publishDocumentChanged(services, viewer.organizationId, 'DELETED', input.documentId);
  return input.documentId;
}
