import { assertCan } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { Document, DocumentPriority } from '../db/generated/client';
import { AppError, ValidationFailed } from '../errors';
import type { Services } from '../services';
import { publishDocumentChanged } from './document-events';

export interface TriageInput {
  documentId: string;
  priority?: DocumentPriority | null;
  tags?: string[] | null;
}

/** Priority and tags: the reviewer's own sorting, editable whatever the status. */
export async function updateDocumentTriage(services: Services, viewer: Viewer, input: TriageInput): Promise<Document> {
  assertCan(viewer, 'document.update');
  const now = services.clock.now();
  const data: { priority?: DocumentPriority; tags?: string[]; updatedAt: Date } = { updatedAt: now };
  if (input.priority) data.priority = input.priority;
  if (input.tags) {
    const tags = [...new Set(input.tags.map((tag) => tag.trim()).filter(Boolean))];
    if (tags.length > 20 || tags.some((tag) => tag.length > 40)) {
      throw new ValidationFailed([{ path: 'input.tags', message: 'At most 20 tags of at most 40 characters each' }]);
    }
    data.tags = tags;
  }
  const document = await services.db.prisma.$transaction(async (tx) => {
    const { count } = await tx.document.updateMany({ where: { id: input.documentId, organizationId: viewer.organizationId }, data });
    if (count === 0) throw new AppError('NOT_FOUND', 'No such document in this organization');
    await tx.auditEvent.create({
      data: {
        organizationId: viewer.organizationId,
        actorId: viewer.userId,
        action: 'document.triaged',
        entityType: 'Document',
        entityId: input.documentId,
        data: { priority: data.priority ?? null, tags: data.tags ?? null },
        createdAt: now,
      },
    });
    return tx.document.findUniqueOrThrow({ where: { id: input.documentId } });
  });
  publishDocumentChanged(services, viewer.organizationId, 'UPDATED', document.id);
  return document;
}
