import { assertCan } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { Document, Prisma, SignatureType } from '../db/generated/client';
import { publishDocumentChanged } from '../documents/document-events';
import { recordDecision } from '../documents/change-document-status';
import { AppError } from '../errors';
import { publishNotificationsChanged } from '../notifications/notification-centre';
import { notify } from '../notifications/notify';
import type { Services } from '../services';
import type { SignerFacts } from './render-signed-pdf';
import { signatureOf, signedFrom } from './sign-document';
import { callerTurn, loadRequest, lockRequest, mail, settleSignatureAsks, signerIdsOf, userSelect, type Audit, type SignerRow } from './signature-request';

export interface SignAsRequestedInput {
  documentId: string;
  signatureType: string;
  location?: string | null;
  drawnSignature?: Uint8Array | null;
  audit?: Audit;
}

class Retry extends Error {}

/**
 * The caller signs as one of the request's signers, when it is their turn. SEQUENTIAL: the next
 * signer is emailed. The last signature makes the signed PDF, listing every signer in the
 * signature block and on the certificate page, and the document becomes SIGNED; if anything
 * fails, nothing is written and no file is left.
 */
export async function signAsRequested(services: Services, viewer: Viewer | null, input: SignAsRequestedInput): Promise<Document> {
  const signer = assertCan(viewer, 'document.sign');
  const { signatureType, location, drawn } = signatureOf(input);
  // Two parallel signers signing at once: the second to commit finds itself last and starts over to make the PDF.
  for (let attempt = 0; ; attempt++) {
    try {
      return await signOnce(services, signer, input, { signatureType, location, drawn });
    } catch (error) {
      if (!(error instanceof Retry) || attempt >= 2) throw error;
    }
  }
}

async function signOnce(
  services: Services,
  viewer: Viewer,
  input: SignAsRequestedInput,
  signature: { signatureType: SignatureType; location: string | null; drawn: Uint8Array | null },
): Promise<Document> {
  const { prisma } = services.db;
  const document = await loadRequest(services, viewer, input.documentId);
  const { request, me } = callerTurn(document, viewer);
  const now = services.clock.now();
  // Each signer's own evidence, kept with their signature: the certificate made at the last one lists everyone's.
  const from = signedFrom(input.audit);
  const mySignature = {
    status: 'SIGNED' as const,
    signatureType: signature.signatureType,
    location: signature.location,
    drawnSignature: signature.drawn ? Buffer.from(signature.drawn) : null,
    signedAt: now,
    signedIp: from.ip,
    signedUserAgent: from.userAgent,
  };
  const isLast = request.signers.every((other) => other.id === me.id || other.status === 'SIGNED');
  const signedEvent = (tx: Prisma.TransactionClient) =>
    tx.auditEvent.create({
      data: {
        organizationId: viewer.organizationId,
        actorId: viewer.userId,
        action: 'document.signature_added',
        entityType: 'Document',
        entityId: document.id,
        data: { title: document.title, position: me.position, of: request.signers.length, signatureType: signature.signatureType },
        ip: input.audit?.ip ?? null,
        userAgent: input.audit?.userAgent ?? null,
        createdAt: now,
      },
    });
  /** Inside the lock: the request is as it was read (still open, the caller still due). */
  const unchanged = (locked: Awaited<ReturnType<typeof lockRequest>>) => {
    if (locked.status !== 'OPEN') throw new AppError('NO_SIGNATURE_REQUEST', 'The signature request has ended');
    const mine = locked.signers.find((row) => row.id === me.id)!;
    if (mine.status !== 'WAITING') throw new AppError('ALREADY_SIGNED', 'You have already signed');
    return locked.signers.every((row) => row.id === me.id || row.status === 'SIGNED');
  };

  if (!isLast) {
    const settled = await prisma.$transaction(async (tx) => {
      const locked = await lockRequest(tx, request.id);
      if (unchanged(locked)) throw new Retry();
      await tx.signatureRequestSigner.update({ where: { id: me.id }, data: mySignature });
      await signedEvent(tx);
      const asked = await settleSignatureAsks(tx, viewer.organizationId, document.id, [viewer.userId], now);
      await tx.document.update({ where: { id: document.id }, data: { updatedAt: now } });
      // In turn: the next signer is asked now (in parallel, everyone was asked at the start).
      if (request.mode === 'SEQUENTIAL')
        await notify(tx, services, { organizationId: viewer.organizationId, type: 'SIGNATURE_REQUESTED', documentId: document.id, actorUserId: viewer.userId });
      return asked;
    });
    publishDocumentChanged(services, viewer.organizationId, 'UPDATED', document.id);
    publishNotificationsChanged(services, settled);
    if (request.mode === 'SEQUENTIAL') {
      const next = request.signers.find((row) => row.position > me.position && row.status === 'WAITING');
      if (next)
        await mail(services, 'yourTurn', [next.user], document.id, {
          title: document.title,
          // Who asked for the signatures (the organization, if their account is gone), not who signed last.
          by: request.createdBy?.fullName ?? document.organization.name,
        });
    }
    return prisma.document.findUniqueOrThrow({ where: { id: document.id } });
  }

  // The last signature: one signed PDF listing every signer.
  const signers: SignerFacts[] = request.signers.map((row: SignerRow) =>
    row.id === me.id
      ? {
          name: row.user.fullName,
          email: row.user.email,
          signedAt: now,
          signatureType: signature.signatureType,
          location: signature.location,
          drawn: signature.drawn,
          ...from,
        }
      : {
          name: row.user.fullName,
          email: row.user.email,
          signedAt: row.signedAt!,
          signatureType: row.signatureType!,
          location: row.location,
          drawn: row.drawnSignature ? new Uint8Array(row.drawnSignature) : null,
          ip: row.signedIp,
          userAgent: row.signedUserAgent,
        },
  );
  const { sealDocument, signedFileColumns } = await import('./seal-document');
  const changed = await sealDocument(
    services,
    { viewer, document, signers, now, pendingHistory: [{ at: now, action: 'document.signature_added', actor: me.user.email }] },
    (file) =>
      prisma.$transaction(async (tx) => {
        const locked = await lockRequest(tx, request.id);
        if (!unchanged(locked)) throw new AppError('NOT_YOUR_TURN', 'The signature request changed meanwhile');
        await tx.signatureRequestSigner.update({ where: { id: me.id }, data: mySignature });
        await tx.signatureRequest.update({ where: { id: request.id }, data: { status: 'COMPLETED' } });
        await signedEvent(tx);
        const settled = await settleSignatureAsks(tx, viewer.organizationId, document.id, signerIdsOf(request), now);
        const decided = await recordDecision(tx, services, viewer, {
          documentId: document.id,
          status: 'SIGNED',
          now,
          audit: input.audit,
          with: {
            ...signedFileColumns(file, now),
            signatureType: signature.signatureType,
            signatureLocation: signature.location,
          },
          data: { signers: signers.map((row) => row.email) },
        });
        return { document: decided, settled };
      }),
  );
  publishDocumentChanged(services, viewer.organizationId, 'UPDATED', document.id);
  publishNotificationsChanged(services, changed.settled);
  const creator = request.createdById ? await prisma.user.findUnique({ where: { id: request.createdById }, select: userSelect }) : null;
  const toTell = [
    ...request.signers.filter((row) => row.id !== me.id).map((row) => row.user),
    ...(creator && !request.signers.some((row) => row.userId === creator.id) ? [creator] : []),
  ];
  await mail(services, 'completed', toTell, document.id, { title: document.title, by: me.user.fullName });
  return changed.document;
}
