import { assertCan } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { Document } from '../db/generated/client';
import { publishDocumentChanged } from '../documents/document-events';
import { recordDecision } from '../documents/change-document-status';
import { AppError, ValidationFailed } from '../errors';
import { publishNotificationsChanged } from '../notifications/notification-centre';
import type { Services } from '../services';
import {
  REFUSAL_REASON_MAX_LENGTH,
  callerTurn,
  loadRequest,
  lockRequest,
  mail,
  settleSignatureAsks,
  signerIdsOf,
  userSelect,
  type Audit,
} from './signature-request';

export interface RefuseSignatureInput {
  documentId: string;
  reason: string | null | undefined;
  audit?: Audit;
}

/**
 * A signer whose turn it is refuses: the request stops (REFUSED) and the document is REFUSED with
 * the reason in its audit log; the other signers and the requester are emailed.
 */
export async function refuseSignature(services: Services, viewer: Viewer | null, input: RefuseSignatureInput): Promise<Document> {
  const signer = assertCan(viewer, 'document.sign');
  const reason = input.reason?.trim() ?? '';
  if (!reason) throw new ValidationFailed([{ path: 'reason', message: 'REQUIRED' }]);
  if (reason.length > REFUSAL_REASON_MAX_LENGTH) throw new ValidationFailed([{ path: 'reason', message: `At most ${REFUSAL_REASON_MAX_LENGTH} characters` }]);
  const document = await loadRequest(services, signer, input.documentId);
  const { request, me } = callerTurn(document, signer);
  const now = services.clock.now();
  const changed = await services.db.prisma.$transaction(async (tx) => {
    const locked = await lockRequest(tx, request.id);
    if (locked.status !== 'OPEN') throw new AppError('NO_SIGNATURE_REQUEST', 'The signature request has ended');
    if (locked.signers.find((row) => row.id === me.id)!.status !== 'WAITING') throw new AppError('ALREADY_SIGNED', 'You have already signed');
    await tx.signatureRequestSigner.update({ where: { id: me.id }, data: { status: 'REFUSED', refusedReason: reason } });
    await tx.signatureRequest.update({ where: { id: request.id }, data: { status: 'REFUSED', refusedReason: reason } });
    const settled = await settleSignatureAsks(tx, signer.organizationId, document.id, signerIdsOf(request), now);
    const decided = await recordDecision(tx, services, signer, {
      documentId: document.id,
      status: 'REFUSED',
      now,
      audit: input.audit,
      data: { reason, signatureRequest: true },
    });
    return { document: decided, settled };
  });
  publishDocumentChanged(services, signer.organizationId, 'UPDATED', document.id);
  publishNotificationsChanged(services, changed.settled);
  const creator = request.createdById ? await services.db.prisma.user.findUnique({ where: { id: request.createdById }, select: userSelect }) : null;
  const toTell = [
    ...request.signers.filter((row) => row.id !== me.id).map((row) => row.user),
    ...(creator && !request.signers.some((row) => row.userId === creator.id) ? [creator] : []),
  ];
  await mail(services, 'refused', toTell, document.id, { title: document.title, by: me.user.fullName, reason });
  return changed.document;
}
