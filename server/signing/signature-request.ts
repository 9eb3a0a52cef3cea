import { localeOf } from '../shared/locale';
import { assertCan } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { Prisma, SignatureRequestMode } from '../db/generated/client';
import { AppError, DocumentNotPending } from '../errors';
import { signatureMail, type SignatureMailKind } from '../email/templates';
import type { Services } from '../services';
import { isUuid } from '../shared/ids';
import { documentPageUrl } from '../shared/web-routes';

/**
 * What the signature-request verbs share: the modes and limits, loading a document with its
 * request, whose turn it is, the mails, and the lock that serializes one request's changes.
 */

export const SIGNATURE_REQUEST_MODES = ['SEQUENTIAL', 'PARALLEL'] as const satisfies readonly SignatureRequestMode[];
/** Most signers one request may name. */
export const MAX_SIGNERS = 10;
/** Longest refusal reason. */
export const REFUSAL_REASON_MAX_LENGTH = 1000;

/** Where a change came from, for the audit log. */
export type Audit = { ip: string | null; userAgent: string | null } | undefined;

/** What the verbs read of a user: to name, mail and address them (a former member is mailed nothing). */
export const userSelect = { id: true, fullName: true, email: true, locale: true, removedAt: true } as const;

/** The document of the caller's organization with its signature request and signers (in order); NOT_FOUND otherwise. */
export async function loadRequest(services: Services, viewer: Viewer, documentId: string) {
  const document = isUuid(documentId)
    ? await services.db.prisma.document.findFirst({
        where: { id: documentId, organizationId: viewer.organizationId },
        include: {
          content: { select: { text: true } },
          organization: { select: { name: true, logoStoragePath: true } },
          signatureRequest: {
            include: {
              createdBy: { select: { fullName: true } },
              signers: { orderBy: { position: 'asc' }, include: { user: { select: userSelect } } },
            },
          },
        },
      })
    : null;
  if (!document) throw new AppError('NOT_FOUND', 'No such document in this organization');
  return document;
}

export type Loaded = Awaited<ReturnType<typeof loadRequest>>;
export type SignerRow = NonNullable<Loaded['signatureRequest']>['signers'][number];

/** The signers who may sign now: every waiting one in PARALLEL, the first waiting one in SEQUENTIAL. */
export function signersDue<T extends { status: string; position: number }>(mode: SignatureRequestMode, signers: T[]): T[] {
  const waiting = signers.filter((signer) => signer.status === 'WAITING').sort((a, b) => a.position - b.position);
  return mode === 'PARALLEL' ? waiting : waiting.slice(0, 1);
}

/**
 * Mail goes out after commit; a mail that fails is logged, the signature flow stands. Someone no
 * longer in the organization is not told of its documents.
 */
export async function mail(
  services: Services,
  kind: SignatureMailKind,
  to: Array<{ email: string; locale: string; removedAt: Date | null }>,
  documentId: string,
  facts: { title: string; by: string; reason?: string | null },
) {
  for (const user of to.filter((recipient) => !recipient.removedAt)) {
    const locale = localeOf(user);
    await services.mailer
      .send(signatureMail(kind, locale, user.email, documentPageUrl(services.config.PUBLIC_URL, documentId), facts))
      .catch((err) => services.logger.error({ err, to: user.email, kind }, 'signature request mail failed'));
  }
}

/** Serializes the changes of one request: concurrent signers wait for each other inside their transactions. */
export async function lockRequest(tx: Prisma.TransactionClient, requestId: string) {
  await tx.$queryRaw`SELECT id FROM "SignatureRequest" WHERE id = ${requestId}::uuid FOR UPDATE`;
  return tx.signatureRequest.findUniqueOrThrow({ where: { id: requestId }, include: { signers: { orderBy: { position: 'asc' } } } });
}

/**
 * Ends an open request as the actor's doing, with the caller's transaction: the request is locked and
 * cancelled, its document touched and the ending audited (`document.signatures_cancelled` by hand,
 * `document.signatures_withdrawn` when a signer left). The request as it was, the members whose
 * bell changed (`settleSignatureAsks`) and the document after; null when the request had already ended.
 */
export async function endOpenRequest(
  tx: Prisma.TransactionClient,
  actor: Viewer,
  requestId: string,
  document: { id: string; title: string },
  ending: { action: 'document.signatures_cancelled' | 'document.signatures_withdrawn'; data?: Record<string, string> },
  now: Date,
  audit: Audit,
) {
  const locked = await lockRequest(tx, requestId);
  if (locked.status !== 'OPEN') return null;
  await tx.signatureRequest.update({ where: { id: requestId }, data: { status: 'CANCELLED' } });
  const settled = await settleSignatureAsks(tx, actor.organizationId, document.id, signerIdsOf(locked), now);
  await tx.auditEvent.create({
    data: {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: ending.action,
      entityType: 'Document',
      entityId: document.id,
      data: { title: document.title, signatureRequest: requestId, ...ending.data },
      ip: audit?.ip ?? null,
      userAgent: audit?.userAgent ?? null,
      createdAt: now,
    },
  });
  return { request: locked, settled, document: await tx.document.update({ where: { id: document.id }, data: { updatedAt: now } }) };
}

/**
 * "Your turn to sign" notifications that no longer stand (the member signed or refused, or the request
 * ended) are marked read, with the caller's transaction: the bell stops asking. Returns the members
 * whose bell changed, to tell with `publishNotificationsChanged` after the commit.
 */
export async function settleSignatureAsks(tx: Prisma.TransactionClient, organizationId: string, documentId: string, userIds: string[], now: Date) {
  const settled = await tx.notification.updateManyAndReturn({
    where: { organizationId, documentId, type: 'SIGNATURE_REQUESTED', userId: { in: userIds }, readAt: null },
    data: { readAt: now },
    select: { userId: true },
  });
  return [...new Set(settled.map((row) => row.userId))];
}

export const signerIdsOf = (request: { signers: Array<{ userId: string }> }) => request.signers.map((row) => row.userId);

/** The open request and the caller's place in it, or why the caller cannot act now. */
export function callerTurn(document: Loaded, viewer: Viewer) {
  const request = document.signatureRequest;
  if (!request || request.status !== 'OPEN') throw new AppError('NO_SIGNATURE_REQUEST', 'This document has no open signature request');
  if (document.status !== 'PENDING') throw new DocumentNotPending('DOCUMENT_NOT_PENDING', `Document is ${document.status}`, document.status);
  const me = request.signers.find((signer) => signer.userId === viewer.userId);
  if (!me) throw new AppError('NOT_A_SIGNER', 'You are not a signer of this request');
  if (me.status !== 'WAITING') throw new AppError('ALREADY_SIGNED', 'You have already signed');
  if (!signersDue(request.mode, request.signers).some((signer) => signer.id === me.id))
    throw new AppError('NOT_YOUR_TURN', 'An earlier signer has not signed yet');
  return { request, me };
}

/** The members of the caller's organization who may be asked to sign (anyone not removed), by name. */
export function listPossibleSigners(services: Services, viewer: Viewer | null, shape: Pick<Prisma.UserFindManyArgs, 'select' | 'include'> = {}) {
  const reader = assertCan(viewer, 'document.read');
  return services.db.prisma.user.findMany({
    ...shape,
    where: { organizationId: reader.organizationId, removedAt: null },
    orderBy: [{ fullName: 'asc' }, { email: 'asc' }],
  });
}
