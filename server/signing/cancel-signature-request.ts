import { assertCan, hasRole } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { Document } from '../db/generated/client';
import { publishDocumentChanged } from '../documents/document-events';
import { AppError } from '../errors';
import { publishNotificationsChanged } from '../notifications/notification-centre';
import type { Services } from '../services';
import { endOpenRequest, loadRequest, mail } from './signature-request';

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
    const ended = await endOpenRequest(tx, caller, request.id, document, { action: 'document.signatures_cancelled' }, now, input.audit);
    if (!ended) throw new AppError('NO_SIGNATURE_REQUEST', 'The signature request has ended');
    return ended;
  });
  publishDocumentChanged(services, caller.organizationId, 'UPDATED', document.id);
  publishNotificationsChanged(services, changed.settled);
  const by = (await services.db.prisma.user.findUnique({ where: { id: caller.userId }, select: { fullName: true } }))?.fullName ?? '';
  await mail(
    services,
    'cancelled',
    request.signers.filter((row) => row.status === 'WAITING' && row.userId !== caller.userId).map((row) => row.user),
    document.id,
    { title: document.title, by },
  );
  return changed.document;
}
