import { assertCan } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { SignatureRequestMode } from '../db/generated/client';
import { publishDocumentChanged } from '../documents/document-events';
import { lockDocument, notPending } from '../documents/change-document-status';
import { AppError, DocumentNotPending } from '../errors';
import { notify } from '../notifications/notify';
import type { Services } from '../services';
import { isUuid } from '../shared/ids';
import { MAX_SIGNERS, SIGNATURE_REQUEST_MODES, loadRequest, mail, signersDue, userSelect, type Audit } from './signature-request';

export interface RequestSignaturesInput {
  documentId: string;
  /** Members of the caller's organization, in signing order. */
  signerIds: string[];
  mode: string;
  audit?: Audit;
}

/**
 * Asks several members of the caller's organization to sign a pending document, in order
 * (SEQUENTIAL) or in any order (PARALLEL). The signers who may sign now are emailed. Until the
 * request ends, the document cannot be approved or signed outside it.
 */
export async function requestSignatures(services: Services, viewer: Viewer | null, input: RequestSignaturesInput) {
  const caller = assertCan(viewer, 'document.review');
  if (!(SIGNATURE_REQUEST_MODES as readonly string[]).includes(input.mode)) throw new AppError('INVALID_MODE', `No signature request mode ${input.mode}`);
  const mode = input.mode as SignatureRequestMode;
  const ids = input.signerIds;
  if (ids.length < 1 || ids.length > MAX_SIGNERS) throw new AppError('INVALID_SIGNERS', `Between 1 and ${MAX_SIGNERS} signers`);
  if (new Set(ids).size !== ids.length) throw new AppError('INVALID_SIGNERS', 'Each signer once');
  if (!ids.every(isUuid)) throw new AppError('INVALID_SIGNERS', 'Signers must be members of this organization');
  const document = await loadRequest(services, caller, input.documentId);
  if (document.status !== 'PENDING') throw new DocumentNotPending('DOCUMENT_NOT_PENDING', `Document is ${document.status}`, document.status);
  if (document.signatureRequest?.status === 'OPEN') throw new AppError('SIGNATURE_REQUEST_EXISTS', 'This document already has an open signature request');
  const { prisma } = services.db;
  const users = await prisma.user.findMany({ where: { id: { in: ids }, organizationId: caller.organizationId, removedAt: null }, select: userSelect });
  if (users.length !== ids.length) throw new AppError('INVALID_SIGNERS', 'Signers must be members of this organization');
  const byId = new Map(users.map((user) => [user.id, user]));
  const now = services.clock.now();
  const request = await prisma.$transaction(async (tx) => {
    await lockDocument(tx, document.id, caller.organizationId);
    const fresh = await tx.document.findUniqueOrThrow({ where: { id: document.id }, select: { status: true, decidedAt: true } });
    if (fresh.status !== 'PENDING') throw notPending(fresh, now);
    // A finished request (refused or cancelled) of a document that came back pending is replaced.
    await tx.signatureRequest.deleteMany({ where: { documentId: document.id, status: { not: 'OPEN' } } });
    const created = await tx.signatureRequest
      .create({
        data: {
          documentId: document.id,
          organizationId: caller.organizationId,
          mode,
          createdById: caller.userId,
          createdAt: now,
          signers: { create: ids.map((userId, index) => ({ userId, position: index + 1 })) },
        },
        include: { signers: { orderBy: { position: 'asc' } } },
      })
      .catch((error: { code?: string }) => {
        if (error.code === 'P2002') throw new AppError('SIGNATURE_REQUEST_EXISTS', 'This document already has an open signature request');
        throw error;
      });
    await tx.auditEvent.create({
      data: {
        organizationId: caller.organizationId,
        actorId: caller.userId,
        action: 'document.signatures_requested',
        entityType: 'Document',
        entityId: document.id,
        data: { title: document.title, mode, signers: ids.map((id) => byId.get(id)!.email) },
        ip: input.audit?.ip ?? null,
        userAgent: input.audit?.userAgent ?? null,
        createdAt: now,
      },
    });
    await tx.document.update({ where: { id: document.id }, data: { updatedAt: now } });
    await notify(tx, services, { organizationId: caller.organizationId, type: 'SIGNATURE_REQUESTED', documentId: document.id, actorUserId: caller.userId });
    return created;
  });
  publishDocumentChanged(services, caller.organizationId, 'UPDATED', document.id);
  const requester = await prisma.user.findUnique({ where: { id: caller.userId }, select: { fullName: true } });
  await mail(
    services,
    'yourTurn',
    signersDue(mode, request.signers).map((signer) => byId.get(signer.userId)!),
    document.id,
    { title: document.title, by: requester?.fullName ?? '' },
  );
  return request;
}
