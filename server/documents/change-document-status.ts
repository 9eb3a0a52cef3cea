import { assertCan } from '../access/policy';
import type { Viewer } from '../access/viewer';
import { isDatabaseUnavailable, isLockTimeout } from '../db/database';
import type { Document, DocumentStatus, Prisma } from '../db/generated/client';
import { AppError, DocumentNotPending, ValidationFailed } from '../errors';
import { enqueueJob } from '../jobs/job-queue';
import { notify } from '../notifications/notify';
import type { Services } from '../services';
import { isUuid } from '../shared/ids';
import type { WebhookEventType } from '../shared/webhook-event-types';
import { recordWebhookEvent } from '../webhooks/webhook-events';
import { publishDocumentChanged } from './document-events';
import { documentResource } from './document-resource';
import { WORKFLOW_WEBHOOK_QUEUE, workflowEvent } from './workflow-webhook';

export interface StatusChangeInput {
  documentId: string;
  audit?: { ip: string | null; userAgent: string | null };
  /** Columns written with the decision, in the same conditional update (the signed file of an approval). */
  with?: Prisma.DocumentUpdateManyMutationInput;
  /** The reviewer's words kept in the audit event: the comment of a correction request, the reason of a refusal. */
  note?: { field: 'comment' | 'reason'; text: string | null | undefined };
}

/** Longest comment or reason a reviewer may give with a decision. */
export const DECISION_NOTE_MAX_LENGTH = 1000;

/** A decision's comment or reason, trimmed; blank reads as none, too long is refused before anything is written. */
function noteOf(note: StatusChangeInput['note']): Record<string, string> {
  const text = note?.text?.trim();
  if (!note || !text) return {};
  if (text.length > DECISION_NOTE_MAX_LENGTH) {
    throw new ValidationFailed([{ path: note.field, message: `At most ${DECISION_NOTE_MAX_LENGTH} characters` }]);
  }
  return { [note.field]: text };
}

const DECISION_EVENTS: Partial<Record<DocumentStatus, WebhookEventType>> = {
  SIGNED: 'document.signed',
  REFUSED: 'document.refused',
  CORRECTING: 'document.correction_requested',
};

export interface DecisionRecord {
  documentId: string;
  status: DocumentStatus;
  now: Date;
  audit?: { ip: string | null; userAgent: string | null };
  /** Columns written with the decision, in the same conditional update. */
  with?: Prisma.DocumentUpdateManyMutationInput;
  /** Added to the audit event's data (a comment, a reason, the signers). */
  data?: Record<string, unknown>;
}

/**
 * How long after a decision another one on the same document is told it lost a race: longer than
 * any decision takes (signing with its timestamp, then the transaction), so that every decision
 * made while another was under way is among them.
 */
export const DECISION_RACE_WINDOW_MS = 60_000;

/**
 * Why a decision cannot be made on a document that is no longer PENDING: ALREADY_DECIDED when
 * another decision took it at most DECISION_RACE_WINDOW_MS before this one began (or after),
 * DOCUMENT_NOT_PENDING when it was decided earlier or left PENDING otherwise.
 */
export function notPending(document: { status: DocumentStatus; decidedAt: Date | null }, now: Date): DocumentNotPending {
  const { status, decidedAt } = document;
  if (decidedAt && decidedAt.getTime() >= now.getTime() - DECISION_RACE_WINDOW_MS) {
    return new DocumentNotPending('ALREADY_DECIDED', `A decision on this document was made a moment ago: it is ${status}`, status);
  }
  return new DocumentNotPending('DOCUMENT_NOT_PENDING', `Document is ${status}`, status);
}

/**
 * Writes a decision inside the caller's transaction: a conditional update on PENDING (concurrent
 * reviewers are safe: exactly one update matches, the others get ALREADY_DECIDED), the audit
 * event, the workflow job and the webhook outbox event, all committing with the change.
 */
export async function recordDecision(tx: Prisma.TransactionClient, services: Services, viewer: Viewer, decision: DecisionRecord): Promise<Document> {
  const { documentId, status, now } = decision;
  const where = { id: documentId, organizationId: viewer.organizationId };
  const { count } = await tx.document.updateMany({
    where: { ...where, status: 'PENDING' },
    data: { ...decision.with, status, decidedById: viewer.userId, decidedAt: now, updatedAt: now },
  });
  if (count === 0) {
    const existing = await tx.document.findFirst({ where, select: { status: true, decidedAt: true } });
    if (!existing) throw new AppError('NOT_FOUND', 'No such document in this organization');
    throw notPending(existing, now);
  }
  const changed = await tx.document.findUniqueOrThrow({ where: { id: documentId }, include: { sender: { select: { email: true, domain: true } } } });
  const user = await tx.user.findUnique({ where: { id: viewer.userId }, select: { email: true } });
  await tx.auditEvent.create({
    data: {
      organizationId: viewer.organizationId,
      actorId: viewer.userId,
      action: `document.${status.toLowerCase()}`,
      entityType: 'Document',
      entityId: changed.id,
      data: { title: changed.title, from: 'PENDING', to: status, ...decision.data } as Prisma.InputJsonValue,
      ip: decision.audit?.ip ?? null,
      userAgent: decision.audit?.userAgent ?? null,
      createdAt: now,
    },
  });
  if (services.config.WORKFLOW_WEBHOOK_URL) {
    await enqueueJob(
      tx,
      {
        queue: WORKFLOW_WEBHOOK_QUEUE,
        organizationId: viewer.organizationId,
        payload: { ...workflowEvent(changed, status, user?.email ?? null, now) },
      },
      now,
    );
  }
  const event = DECISION_EVENTS[status];
  if (event) await recordWebhookEvent(tx, viewer.organizationId, event, { document: documentResource(changed) }, now);
  await notify(tx, services, { organizationId: viewer.organizationId, type: 'DOCUMENT_DECIDED', documentId: changed.id, actorUserId: viewer.userId });
  return changed;
}

/** Longest a decision waits for a document's row held by another transaction before it gives up. */
const DOCUMENT_LOCK_TIMEOUT = '3s';

/**
 * Locks a document's row until the transaction ends, so that decisions and signature requests of
 * the same document happen one after the other; a wait past DOCUMENT_LOCK_TIMEOUT fails with 55P03
 * before the transaction itself runs out of time.
 */
export async function lockDocument(tx: Prisma.TransactionClient, documentId: string, organizationId: string): Promise<void> {
  await tx.$executeRawUnsafe(`SET LOCAL lock_timeout = '${DOCUMENT_LOCK_TIMEOUT}'`);
  await tx.$queryRaw`SELECT id FROM "Document" WHERE id = ${documentId}::uuid AND "organizationId" = ${organizationId}::uuid FOR UPDATE`;
}

/** The review decision shared by approve, request correction and refuse, in its own transaction. */
export async function changeDocumentStatus(services: Services, viewer: Viewer, input: StatusChangeInput, status: DocumentStatus): Promise<Document> {
  // Signing is a right of its own: a key that may sign needs no right to review, and the reverse.
  assertCan(viewer, status === 'SIGNED' ? 'document.sign' : 'document.review');
  const note = noteOf(input.note);
  const now = services.clock.now();
  const document = await services.db.prisma
    .$transaction(async (tx) => {
      // Signatures asked of several members: the flow decides, not a single reviewer. The row lock
      // orders this check after any request being made for the document at the same moment.
      if (isUuid(input.documentId)) await lockDocument(tx, input.documentId, viewer.organizationId);
      if (
        isUuid(input.documentId) &&
        (await tx.signatureRequest.count({ where: { documentId: input.documentId, organizationId: viewer.organizationId, status: 'OPEN' } }))
      ) {
        throw new AppError('SIGNATURE_REQUEST_OPEN', 'This document awaits the signatures requested');
      }
      return recordDecision(tx, services, viewer, { documentId: input.documentId, status, now, audit: input.audit, with: input.with, data: note });
    })
    .catch((error: unknown) => answerLostRace(services, viewer, input.documentId, now, error));
  publishDocumentChanged(services, viewer.organizationId, 'UPDATED', document.id);
  return document;
}

/**
 * A decision that waited too long for the row another transaction holds (a decision or a signature
 * request under way), or ran out of time behind a crowd of concurrent ones while one of them won,
 * lost the race: ALREADY_DECIDED rather than that the service is unavailable.
 */
async function answerLostRace(services: Services, viewer: Viewer, documentId: string, now: Date, error: unknown): Promise<never> {
  if (!isDatabaseUnavailable(error) || !isUuid(documentId)) throw error;
  const current = await services.db.prisma.document
    .findFirst({ where: { id: documentId, organizationId: viewer.organizationId }, select: { status: true, decidedAt: true } })
    .catch(() => null);
  if (current && current.status !== 'PENDING') throw notPending(current, now);
  if (isLockTimeout(error)) throw new DocumentNotPending('ALREADY_DECIDED', 'Another decision on this document is under way', null);
  throw error;
}
