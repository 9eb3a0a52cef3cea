import { assertCan, hasRole } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { Document } from '../db/generated/client';
import { publishDocumentChanged } from '../documents/document-events';
import { AppError } from '../errors';
import type { Services } from '../services';
import { loadRequest, lockRequest, mail } from './signature-request';

export interface CancelSignatureRequestInput {
  documentId: string;
  audit?: { ip: string | null; userAgent: string | null };
}

/** An open request may be withdrawn by whoever made it, and by managers. */
export function mayCancelSignatureRequest(viewer: Viewer | null, request: { status: string; createdById: string | null }): boolean {
  return viewer !== null && request.status === 'OPEN' && (request.createdById === viewer.userId || hasRole(viewer, 'MANAGER'));
}

/**
 * Withdraws an open signature request: its author or a manager may. The document stays pending and
 * can be decided, signed or sent for signatures again; the signers who had not signed are told.
 */
export async function cancelSignatureRequest(services: Services, viewer: Viewer | null, input: CancelSignatureRequestInput): Promise<Document> {
  const caller = assertCan(viewer, 'document.review');
  const document = await loadRequest(services, caller, input.documentId);
  const request = document.signatureRequest;
  if (!request || request.status !== 'OPEN') throw new AppError('NO_SIGNATURE_REQUEST', 'This document has no open signature request');
  if (!mayCancelSignatureRequest(caller, request)) throw new AppError('FORBIDDEN', 'Only its author or a manager may cancel a signature request');
  const now = services.clock.now();
  const changed = await services.db.prisma.$transaction(async (tx) => {
    const locked = await lockRequest(tx, request.id);
    if (locked.status !== 'OPEN') throw new AppError('NO_SIGNATURE_REQUEST', 'The signature request has ended');
    await tx.signatureRequest.update({ where: { id: request.id }, data: { status: 'CANCELLED' } });
    await tx.auditEvent.create({
      data: {
        organizationId: caller.organizationId,
        actorId: caller.userId,
        action: 'document.signatures_cancelled',
        entityType: 'Document',
        entityId: document.id,
        data: { title: document.title, signatureRequest: request.id },
        ip: input.audit?.ip ?? null,
        userAgent: input.audit?.userAgent ?? null,
        createdAt: now,
      },
    });
    return tx.document.update({ where: { id: document.id }, data: { updatedAt: now } });
  });
  publishDocumentChanged(services, caller.organizationId, 'UPDATED', document.id);
  const by = (await services.db.prisma.user.findUnique({ where: { id: caller.userId }, select: { fullName: true } }))?.fullName ?? '';
  await mail(
    services,
    'cancelled',
    request.signers.filter((row) => row.status === 'WAITING' && row.userId !== caller.userId).map((row) => row.user),
    document.id,
    { title: document.title, by },
  );
  return changed;
}
