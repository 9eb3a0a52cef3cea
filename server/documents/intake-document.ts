import { createHash } from 'node:crypto';
import { detectFileKind } from '../analysis';
import { isDatabaseUnavailable } from '../db/database';
import { Prisma, type Document, type DocumentSource } from '../db/generated/client';
import { scheduleAutomations } from '../automations/schedule-automations';
import { assertDocumentAllowed } from '../billing/plan-limits';
import { AppError, FileTooLarge } from '../errors';
import { newStorageKey } from '../files/storage';
import { enqueueJob, retryDelayMs } from '../jobs/job-queue';
import { isHighRisk, notify } from '../notifications/notify';
import type { Services } from '../services';
import { findOrCreateSender, type SenderAddress } from '../senders/find-or-create-sender';
import { recordWebhookEvent } from '../webhooks/webhook-events';
import { analysisColumns, analyzeText } from './analyze-text';
import { documentResource } from './document-resource';
import { publishDocumentChanged } from './document-events';
import { settleUnknownCommit } from './settle-unknown-commit';
import { DOCUMENT_MIME_TYPES, documentExtension, isAcceptedDocumentName } from '../shared/document-files';

/** Longer texts are analysed by a background job; the screen shows "Analyzing…" until then. */
export const INLINE_ANALYSIS_MAX_CHARS = 200_000;
export const ANALYZE_DOCUMENT_QUEUE = 'analyze-document';

export interface IntakeInput {
  organizationId: string;
  title: string;
  filename: string;
  bytes: Uint8Array;
  source: DocumentSource;
  /** Who sent it, when known: found or created with the document, in its transaction. */
  sender?: SenderAddress | null;
  uploadedById?: string | null;
  locale: 'fr' | 'en';
  audit?: { ip: string | null; userAgent: string | null };
  /** Sent by the client so that a retried request returns the first result, not a second document. */
  idempotencyKey?: string | null;
  /** The cloud area's folder it is filed in (of the same organization); null or absent: the top level. */
  cloudFolderId?: string | null;
}

export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

/**
 * Every door that brings a file in (upload, mail, API) goes through here: validate, extract,
 * analyse, store the file under its final path, write the row in one transaction, publish. A failure
 * known to have happened leaves neither file nor row behind; a commit whose answer never came keeps
 * the file (the row may exist: a retry with the same idempotency key finds both) until the database
 * says the transaction was aborted.
 */
export async function intakeDocument(services: Services, input: IntakeInput): Promise<Document> {
  const { config, clock, db, storage } = services;
  const idempotencyKey = input.idempotencyKey?.trim() || null;
  if (idempotencyKey && idempotencyKey.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw new AppError('INVALID_IDEMPOTENCY_KEY', `An idempotency key has at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`, {
      maxLength: MAX_IDEMPOTENCY_KEY_LENGTH,
    });
  }
  const sha256 = createHash('sha256').update(input.bytes).digest('hex');
  const earlier = idempotencyKey ? await findByIdempotencyKey(services, input.organizationId, idempotencyKey) : null;
  if (earlier) return sameFile(earlier, sha256);
  if (input.bytes.byteLength > config.MAX_UPLOAD_BYTES) {
    throw new FileTooLarge(`File is ${input.bytes.byteLength} bytes`, config.MAX_UPLOAD_BYTES);
  }
  if (input.bytes.byteLength === 0) throw new AppError('EMPTY_FILE', 'The file is empty');
  if (!isAcceptedDocumentName(input.filename)) {
    throw new AppError('UNSUPPORTED_FILE_TYPE', `Extension .${documentExtension(input.filename)} is not accepted`);
  }
  const kind = detectFileKind(input.bytes, input.filename);
  const extracted = await services.analysisPool.extract({ buffer: input.bytes, filename: input.filename }, { maxBytes: config.MAX_UPLOAD_BYTES });

  const inline = extracted.text.length <= INLINE_ANALYSIS_MAX_CHARS;
  const analysis = inline ? await analyzeText(services, { text: extracted.text, title: input.title, locale: input.locale }) : null;
  const now = clock.now();

  const storagePath = newStorageKey('documents', input.organizationId, kind);
  await storage.put(storagePath, input.bytes);
  let document: Document;
  let transactionId: string | null = null;
  try {
    document = await db.prisma.$transaction(async (tx) => {
      const [transaction] = await tx.$queryRaw<Array<{ id: string }>>`SELECT txid_current()::text AS id`;
      await assertDocumentAllowed(tx, input.organizationId, input.bytes.byteLength, now);
      const sender = input.sender ? await findOrCreateSender(tx, input.organizationId, input.sender) : null;
      if (
        input.cloudFolderId &&
        !(await tx.cloudFolder.findFirst({ where: { id: input.cloudFolderId, organizationId: input.organizationId }, select: { id: true } }))
      )
        throw new AppError('NOT_FOUND', 'No such folder in this organization');
      const created = await tx.document.create({
        data: {
          organizationId: input.organizationId,
          title: input.title,
          type: kind === 'pdf' ? 'PDF' : 'Document',
          source: input.source,
          senderId: sender?.id ?? null,
          cloudFolderId: input.cloudFolderId ?? null,
          fromBlockedSender: sender?.status === 'BLOCKED',
          status: 'PENDING',
          storagePath,
          originalFilename: input.filename.slice(0, 255),
          mimeType: DOCUMENT_MIME_TYPES[kind],
          sizeBytes: input.bytes.byteLength,
          sha256,
          pageCount: extracted.pageCount,
          pageStarts: extracted.pageStarts ?? [],
          uploadedById: input.uploadedById ?? null,
          idempotencyKey,
          receivedAt: now,
          createdAt: now,
          updatedAt: now,
          ...(analysis ? analysisColumns(analysis, now) : { analysisStatus: inline ? 'FAILED' : 'QUEUED' }),
          content: { create: { text: extracted.text, createdAt: now } },
        },
      });
      if (!analysis) {
        // Large file: analysed in the background. Failed analysis: defaults now, retried later.
        await enqueueJob(
          tx,
          {
            queue: ANALYZE_DOCUMENT_QUEUE,
            organizationId: input.organizationId,
            payload: { documentId: created.id, locale: input.locale },
            runAt: new Date(now.getTime() + (inline ? retryDelayMs(1) : 0)),
            maxAttempts: 5,
          },
          now,
        );
      }
      await tx.auditEvent.create({
        data: {
          organizationId: input.organizationId,
          actorId: input.uploadedById ?? null,
          action: 'document.created',
          entityType: 'Document',
          entityId: created.id,
          data: { title: created.title, source: input.source, sizeBytes: created.sizeBytes, riskScore: created.riskScore },
          ip: input.audit?.ip ?? null,
          userAgent: input.audit?.userAgent ?? null,
          createdAt: now,
        },
      });
      await recordWebhookEvent(tx, input.organizationId, 'document.created', { document: documentResource(created) }, now);
      // Analysed at once: its analysis is an event as much as a later one's (a subscriber of `document.analyzed` alone hears it).
      if (analysis) await recordWebhookEvent(tx, input.organizationId, 'document.analyzed', { document: documentResource(created) }, now);
      if (analysis) await scheduleAutomations(tx, created, now);
      // A mailbox's attachment arrives by itself: its owner is told too, unlike a member who filed the document.
      await notify(tx, services, {
        organizationId: input.organizationId,
        type: 'DOCUMENT_RECEIVED',
        documentId: created.id,
        actorUserId: input.source === 'MAIL' ? null : (input.uploadedById ?? null),
      });
      if (analysis && isHighRisk(created.riskScore))
        await notify(tx, services, { organizationId: input.organizationId, type: 'HIGH_RISK', documentId: created.id });
      // From here only the commit remains: if its answer is lost, the row may exist.
      transactionId = transaction.id;
      return created;
    });
  } catch (error) {
    if (transactionId && isDatabaseUnavailable(error)) {
      settleUnknownCommit(services, { transactionId, storagePath, organizationId: input.organizationId });
      throw error;
    }
    await storage.delete(storagePath).catch((cleanup) => services.logger.error({ err: cleanup, storagePath }, 'orphan file cleanup failed'));
    // A concurrent retry with the same key committed first: its document is the answer.
    const winner = idempotencyKey && isUniqueViolation(error) ? await findByIdempotencyKey(services, input.organizationId, idempotencyKey) : null;
    if (winner) return sameFile(winner, sha256);
    throw error;
  }
  publishDocumentChanged(services, input.organizationId, 'CREATED', document.id);
  return document;
}

/** A retry's answer: the document filed under its key, provided the key came with the same file then. */
function sameFile(document: Document, sha256: string): Document {
  if (document.sha256 !== sha256) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This idempotency key was already used for another file: send a new key with a new document');
  }
  return document;
}

function findByIdempotencyKey(services: Services, organizationId: string, idempotencyKey: string): Promise<Document | null> {
  return services.db.prisma.document.findUnique({ where: { organizationId_idempotencyKey: { organizationId, idempotencyKey } } });
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}
