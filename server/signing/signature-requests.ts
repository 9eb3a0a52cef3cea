import { createHash } from 'node:crypto';
import { assertCan, hasRole } from '../access/policy';
import type { Viewer } from '../auth/viewer';
import type { Document, Prisma, SignatureRequestMode, SignatureType } from '../db/generated/client';
import { publishDocumentChanged } from '../documents/document-events';
import { lockDocument, recordDecision } from '../documents/change-document-status';
import { AppError, ValidationFailed } from '../errors';
import { newStorageKey } from '../files/storage';
import { signatureMail, type SignatureMailKind } from '../mail/templates';
import type { Services } from '../services';
import { documentGlobalId, isUuid } from '../shared/ids';
import { documentPagePath } from '../shared/web-routes';
import { assertDrawnSignature, renderSignedPdf, type SignerFacts } from './render-signed-pdf';
import { sealPdf, SIGNATURE_TYPES } from './sign-document';
import { signingKeyOf } from './signing-key';

export const SIGNATURE_REQUEST_MODES = ['SEQUENTIAL', 'PARALLEL'] as const satisfies readonly SignatureRequestMode[];
/** Most signers one request may name. */
export const MAX_SIGNERS = 10;
/** Longest refusal reason. */
export const REFUSAL_REASON_MAX_LENGTH = 1000;

type Audit = { ip: string | null; userAgent: string | null } | undefined;

export interface RequestSignaturesInput {
  documentId: string;
  /** Members of the caller's organization, in signing order. */
  signerIds: string[];
  mode: string;
  audit?: Audit;
}

export interface SignAsRequestedInput {
  documentId: string;
  signatureType: string;
  location?: string | null;
  drawnSignature?: Uint8Array | null;
  audit?: Audit;
}

export interface RefuseSignatureInput {
  documentId: string;
  reason: string | null | undefined;
  audit?: Audit;
}

const userSelect = { id: true, fullName: true, email: true, locale: true } as const;

async function loadRequest(services: Services, viewer: Viewer, documentId: string) {
  const document = isUuid(documentId)
    ? await services.db.prisma.document.findFirst({
        where: { id: documentId, organizationId: viewer.organizationId },
        include: {
          content: { select: { text: true } },
          organization: { select: { name: true } },
          signatureRequest: { include: { signers: { orderBy: { position: 'asc' }, include: { user: { select: userSelect } } } } },
        },
      })
    : null;
  if (!document) throw new AppError('NOT_FOUND', 'No such document in this organization');
  return document;
}

type Loaded = Awaited<ReturnType<typeof loadRequest>>;
type SignerRow = NonNullable<Loaded['signatureRequest']>['signers'][number];

/** The signers who may sign now: every waiting one in PARALLEL, the first waiting one in SEQUENTIAL. */
export function signersDue<T extends { status: string; position: number }>(mode: SignatureRequestMode, signers: T[]): T[] {
  const waiting = signers.filter((signer) => signer.status === 'WAITING').sort((a, b) => a.position - b.position);
  return mode === 'PARALLEL' ? waiting : waiting.slice(0, 1);
}

/** The document's page, at the address the web app itself shows for it. */
const documentLink = (services: Services, documentId: string) => `${services.config.PUBLIC_URL}${documentPagePath(documentGlobalId(documentId))}`;

/** Mail goes out after commit; a mail that fails is logged, the signature flow stands. */
async function mail(services: Services, kind: SignatureMailKind, to: Array<{ email: string; locale: string }>, documentId: string, facts: { title: string; by: string; reason?: string | null }) {
  for (const user of to) {
    const locale = user.locale === 'en' ? 'en' : 'fr';
    await services.mailer
      .send(signatureMail(kind, locale, user.email, documentLink(services, documentId), facts))
      .catch((err) => services.logger.error({ err, to: user.email, kind }, 'signature request mail failed'));
  }
}

/** Serializes the changes of one request: concurrent signers wait for each other inside their transactions. */
async function lockRequest(tx: Prisma.TransactionClient, requestId: string) {
  await tx.$queryRaw`SELECT id FROM "SignatureRequest" WHERE id = ${requestId}::uuid FOR UPDATE`;
  return tx.signatureRequest.findUniqueOrThrow({ where: { id: requestId }, include: { signers: { orderBy: { position: 'asc' } } } });
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
  if (document.status !== 'PENDING') throw new AppError('DOCUMENT_NOT_PENDING', `Document is ${document.status}`, { status: document.status });
  if (document.signatureRequest?.status === 'OPEN') throw new AppError('SIGNATURE_REQUEST_EXISTS', 'This document already has an open signature request');
  const { prisma } = services.db;
  const users = await prisma.user.findMany({ where: { id: { in: ids }, organizationId: caller.organizationId, removedAt: null }, select: userSelect });
  if (users.length !== ids.length) throw new AppError('INVALID_SIGNERS', 'Signers must be members of this organization');
  const byId = new Map(users.map((user) => [user.id, user]));
  const now = services.clock.now();
  const request = await prisma.$transaction(async (tx) => {
    await lockDocument(tx, document.id, caller.organizationId);
    const fresh = await tx.document.findFirst({ where: { id: document.id, status: 'PENDING' }, select: { id: true } });
    if (!fresh) throw new AppError('DOCUMENT_NOT_PENDING', 'Document is no longer pending');
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
        data: { mode, signers: ids.map((id) => byId.get(id)!.email) },
        ip: input.audit?.ip ?? null,
        userAgent: input.audit?.userAgent ?? null,
        createdAt: now,
      },
    });
    await tx.document.update({ where: { id: document.id }, data: { updatedAt: now } });
    return created;
  });
  publishDocumentChanged(services, caller.organizationId, 'UPDATED', document.id);
  const requester = await prisma.user.findUnique({ where: { id: caller.userId }, select: { fullName: true } });
  await mail(services, 'yourTurn', signersDue(mode, request.signers).map((signer) => byId.get(signer.userId)!), document.id, { title: document.title, by: requester?.fullName ?? '' });
  return request;
}

/** The open request and the caller's place in it, or why the caller cannot act now. */
function callerTurn(document: Loaded, viewer: Viewer) {
  const request = document.signatureRequest;
  if (!request || request.status !== 'OPEN') throw new AppError('NO_SIGNATURE_REQUEST', 'This document has no open signature request');
  if (document.status !== 'PENDING') throw new AppError('DOCUMENT_NOT_PENDING', `Document is ${document.status}`, { status: document.status });
  const me = request.signers.find((signer) => signer.userId === viewer.userId);
  if (!me) throw new AppError('NOT_A_SIGNER', 'You are not a signer of this request');
  if (me.status !== 'WAITING') throw new AppError('ALREADY_SIGNED', 'You have already signed');
  if (!signersDue(request.mode, request.signers).some((signer) => signer.id === me.id)) throw new AppError('NOT_YOUR_TURN', 'An earlier signer has not signed yet');
  return { request, me };
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
  if (!(SIGNATURE_TYPES as readonly string[]).includes(input.signatureType)) throw new AppError('UNKNOWN_SIGNATURE_TYPE', `No signature type ${input.signatureType}`);
  const signatureType = input.signatureType as SignatureType;
  const location = input.location?.trim().slice(0, 120) || null;
  const drawn = signatureType === 'DRAWN' ? (input.drawnSignature ?? null) : null;
  if (signatureType === 'DRAWN') {
    if (!drawn) throw new AppError('INVALID_SIGNATURE_IMAGE', 'A drawn signature needs its image');
    assertDrawnSignature(drawn);
  }
  // Two parallel signers signing at once: the second to commit finds itself last and starts over to make the PDF.
  for (let attempt = 0; ; attempt++) {
    try {
      return await signOnce(services, signer, input, { signatureType, location, drawn });
    } catch (error) {
      if (!(error instanceof Retry) || attempt >= 2) throw error;
    }
  }
}

async function signOnce(services: Services, viewer: Viewer, input: SignAsRequestedInput, signature: { signatureType: SignatureType; location: string | null; drawn: Uint8Array | null }): Promise<Document> {
  const { prisma } = services.db;
  const document = await loadRequest(services, viewer, input.documentId);
  const { request, me } = callerTurn(document, viewer);
  const now = services.clock.now();
  const mySignature = { status: 'SIGNED' as const, signatureType: signature.signatureType, location: signature.location, drawnSignature: signature.drawn ? Buffer.from(signature.drawn) : null, signedAt: now };
  const isLast = request.signers.every((other) => other.id === me.id || other.status === 'SIGNED');
  const signedEvent = (tx: Prisma.TransactionClient) =>
    tx.auditEvent.create({
      data: {
        organizationId: viewer.organizationId,
        actorId: viewer.userId,
        action: 'document.signature_added',
        entityType: 'Document',
        entityId: document.id,
        data: { position: me.position, of: request.signers.length, signatureType: signature.signatureType },
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
    await prisma.$transaction(async (tx) => {
      const locked = await lockRequest(tx, request.id);
      if (unchanged(locked)) throw new Retry();
      await tx.signatureRequestSigner.update({ where: { id: me.id }, data: mySignature });
      await signedEvent(tx);
      await tx.document.update({ where: { id: document.id }, data: { updatedAt: now } });
    });
    publishDocumentChanged(services, viewer.organizationId, 'UPDATED', document.id);
    if (request.mode === 'SEQUENTIAL') {
      const next = request.signers.find((row) => row.position > me.position && row.status === 'WAITING');
      if (next) await mail(services, 'yourTurn', [next.user], document.id, { title: document.title, by: request.signers.find((row) => row.userId === request.createdById)?.user.fullName ?? me.user.fullName });
    }
    return prisma.document.findUniqueOrThrow({ where: { id: document.id } });
  }

  // The last signature: one signed PDF listing every signer.
  const signers: SignerFacts[] = request.signers.map((row: SignerRow) =>
    row.id === me.id
      ? { name: row.user.fullName, email: row.user.email, signedAt: now, signatureType: signature.signatureType, location: signature.location, drawn: signature.drawn }
      : { name: row.user.fullName, email: row.user.email, signedAt: row.signedAt!, signatureType: row.signatureType!, location: row.location, drawn: row.drawnSignature ? new Uint8Array(row.drawnSignature) : null },
  );
  const [history, key, original] = await Promise.all([
    prisma.auditEvent.findMany({ where: { organizationId: viewer.organizationId, entityType: 'Document', entityId: document.id }, orderBy: { createdAt: 'asc' } }),
    signingKeyOf(services, viewer.organizationId),
    services.storage.get(document.storagePath),
  ]);
  const actorIds = [...new Set(history.map((event) => event.actorId).filter((id): id is string => id !== null))];
  const actors = new Map((await prisma.user.findMany({ where: { id: { in: actorIds } }, select: { id: true, email: true } })).map((actor) => [actor.id, actor.email]));
  const text = document.content?.text ?? '';
  const isPdf = document.mimeType === 'application/pdf';
  const pdf = await renderSignedPdf(
    { bytes: original, isPdf, text },
    {
      title: document.title,
      documentId: document.id,
      originalSha256: createHash('sha256').update(original).digest('hex'),
      contentSha256: createHash('sha256').update(text).digest('hex'),
      renderedFrom: isPdf ? null : document.originalFilename,
      signerName: me.user.fullName,
      signerEmail: me.user.email,
      organization: document.organization.name,
      ip: input.audit?.ip ?? null,
      userAgent: input.audit?.userAgent ?? null,
      signedAt: now,
      signatureType: signature.signatureType,
      location: signature.location,
      riskScore: document.riskScore,
      certificateSubject: key.subject,
      history: [...history.map((event) => ({ at: event.createdAt, action: event.action, actor: event.actorId ? (actors.get(event.actorId) ?? null) : null })), { at: now, action: 'document.signature_added', actor: me.user.email }],
      signers,
    },
    viewer.locale,
    null,
  );
  const signed = await sealPdf(services, pdf, key, {
    reason: viewer.locale === 'fr' ? `Signé par ${signers.length} signataire(s) dans Paraphe` : `Signed by ${signers.length} signer(s) in Paraphe`,
    contactInfo: signers.map((row) => row.email).join(', '),
    name: signers.map((row) => row.name).join(', '),
    location: signature.location ?? '',
    signingTime: now,
  });

  const storagePath = newStorageKey('signed', viewer.organizationId, 'pdf');
  await services.storage.put(storagePath, signed);
  let changed: Document;
  try {
    changed = await prisma.$transaction(async (tx) => {
      const locked = await lockRequest(tx, request.id);
      if (!unchanged(locked)) throw new AppError('NOT_YOUR_TURN', 'The signature request changed meanwhile');
      await tx.signatureRequestSigner.update({ where: { id: me.id }, data: mySignature });
      await tx.signatureRequest.update({ where: { id: request.id }, data: { status: 'COMPLETED' } });
      await signedEvent(tx);
      return recordDecision(tx, services, viewer, {
        documentId: document.id,
        status: 'SIGNED',
        now,
        audit: input.audit,
        with: { signedStoragePath: storagePath, signedSha256: createHash('sha256').update(signed).digest('hex'), signedAt: now, signatureType: signature.signatureType, signatureLocation: signature.location },
        data: { signers: signers.map((row) => row.email) },
      });
    });
  } catch (error) {
    await services.storage.delete(storagePath).catch((cleanup) => services.logger.error({ err: cleanup, storagePath }, 'orphan signed file cleanup failed'));
    throw error;
  }
  publishDocumentChanged(services, viewer.organizationId, 'UPDATED', document.id);
  const creator = request.createdById ? await prisma.user.findUnique({ where: { id: request.createdById }, select: userSelect }) : null;
  const notify = [...request.signers.filter((row) => row.id !== me.id).map((row) => row.user), ...(creator && !request.signers.some((row) => row.userId === creator.id) ? [creator] : [])];
  await mail(services, 'completed', notify, document.id, { title: document.title, by: me.user.fullName });
  return changed;
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
    return recordDecision(tx, services, signer, { documentId: document.id, status: 'REFUSED', now, audit: input.audit, data: { reason, signatureRequest: true } });
  });
  publishDocumentChanged(services, signer.organizationId, 'UPDATED', document.id);
  const creator = request.createdById ? await services.db.prisma.user.findUnique({ where: { id: request.createdById }, select: userSelect }) : null;
  const notify = [...request.signers.filter((row) => row.id !== me.id).map((row) => row.user), ...(creator && !request.signers.some((row) => row.userId === creator.id) ? [creator] : [])];
  await mail(services, 'refused', notify, document.id, { title: document.title, by: me.user.fullName, reason });
  return changed;
}

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
        data: { signatureRequest: request.id },
        ip: input.audit?.ip ?? null,
        userAgent: input.audit?.userAgent ?? null,
        createdAt: now,
      },
    });
    return tx.document.update({ where: { id: document.id }, data: { updatedAt: now } });
  });
  publishDocumentChanged(services, caller.organizationId, 'UPDATED', document.id);
  const by = (await services.db.prisma.user.findUnique({ where: { id: caller.userId }, select: { fullName: true } }))?.fullName ?? '';
  await mail(services, 'cancelled', request.signers.filter((row) => row.status === 'WAITING' && row.userId !== caller.userId).map((row) => row.user), document.id, { title: document.title, by });
  return changed;
}
