import type { Prisma } from '../db/generated/client';
import { enqueueJob } from '../jobs/job-queue';
import type { Services } from '../services';
import { riskBandOf } from '../shared/risk-bands';

export const NOTIFICATION_TYPES = ['DOCUMENT_RECEIVED', 'HIGH_RISK', 'SIGNATURE_REQUESTED', 'DOCUMENT_DECIDED', 'REMINDER'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface NotificationEvent {
  organizationId: string;
  type: NotificationType;
  documentId?: string | null;
  /** Who is told; without it, who should know by type (see `defaultRecipients`). */
  recipientUserIds?: string[];
  /** The member whose action raised it: never told of their own action. */
  actorUserId?: string | null;
}

/** A score in the DANGER band (8 and above): the organization's reviewers are alerted. */
export const isHighRisk = (riskScore: number) => riskBandOf(riskScore) === 'DANGER';

export const NOTIFICATION_EMAIL_QUEUE = 'notification-email';
export const NOTIFICATION_SLACK_QUEUE = 'notification-slack';
export const NOTIFICATION_PUSH_QUEUE = 'notification-push';

/** Roles that review what arrives in the organization. */
const REVIEWER_ROLES = ['ADMIN', 'MANAGER'] as const;

/**
 * Records in-app notifications for the recipients (default: who should know, by type) and enqueues
 * their email/Slack deliveries in the caller's transaction.
 */
export async function notify(tx: Prisma.TransactionClient, services: Services, event: NotificationEvent): Promise<void> {
  const document = event.documentId
    ? await tx.document.findFirst({ where: { id: event.documentId, organizationId: event.organizationId }, select: { id: true, status: true } })
    : null;
  if (event.documentId && !document) return;
  const candidates = event.recipientUserIds ?? (await defaultRecipients(tx, event));
  const recipients = await tx.user.findMany({
    where: {
      id: { in: [...new Set(candidates)] },
      organizationId: event.organizationId,
      removedAt: null,
      ...(event.actorUserId ? { NOT: { id: event.actorUserId } } : {}),
    },
    select: { id: true, notificationSettings: { select: { emailEnabled: true, slackEnabled: true, slackWebhookSealed: true, mutedTypes: true } } },
  });
  const mailedByFlow = await emailedBySignatureFlow(tx, event, candidates);
  const now = services.clock.now();
  const pushed: string[] = [];
  for (const recipient of recipients) {
    const settings = recipient.notificationSettings;
    if (settings?.mutedTypes.includes(event.type)) continue;
    const notification = await tx.notification.create({
      data: {
        organizationId: event.organizationId,
        userId: recipient.id,
        type: event.type,
        documentId: document?.id ?? null,
        documentStatus: document?.status ?? null,
        actorUserId: event.actorUserId ?? null,
        createdAt: now,
      },
      select: { id: true },
    });
    pushed.push(recipient.id);
    const payload = { notificationId: notification.id };
    if ((settings?.emailEnabled ?? true) && !mailedByFlow.has(recipient.id))
      await enqueueJob(tx, { queue: NOTIFICATION_EMAIL_QUEUE, organizationId: event.organizationId, payload }, now);
    if (settings?.slackEnabled && settings.slackWebhookSealed)
      await enqueueJob(tx, { queue: NOTIFICATION_SLACK_QUEUE, organizationId: event.organizationId, payload }, now);
  }
  // Open screens hear of it once the caller's transaction has committed, which the job's existence proves.
  if (pushed.length > 0)
    await enqueueJob(tx, { queue: NOTIFICATION_PUSH_QUEUE, organizationId: event.organizationId, payload: { userIds: pushed }, maxAttempts: 3 }, now);
}

/**
 * The people the signature flow emails itself about this event, who get no second email: the signer
 * whose turn it is, and, when the flow ends the document (all signed, or one refused), its requester
 * and signers.
 */
async function emailedBySignatureFlow(tx: Prisma.TransactionClient, event: NotificationEvent, recipients: string[]): Promise<Set<string>> {
  if (event.type === 'SIGNATURE_REQUESTED') return new Set(recipients);
  if (event.type !== 'DOCUMENT_DECIDED' || !event.documentId) return new Set();
  const request = await tx.signatureRequest.findFirst({
    where: { documentId: event.documentId, organizationId: event.organizationId, status: { in: ['COMPLETED', 'REFUSED'] } },
    select: { createdById: true, signers: { select: { userId: true } } },
  });
  return new Set([request?.createdById, ...(request?.signers.map((signer) => signer.userId) ?? [])].filter((id): id is string => Boolean(id)));
}

/**
 * Who should know, by type: the organization's reviewers of what arrives, and the people who sent
 * or follow a document (its uploader, the author and signers of its signature request).
 */
async function defaultRecipients(tx: Prisma.TransactionClient, event: NotificationEvent): Promise<string[]> {
  const reviewers = () =>
    tx.user
      .findMany({ where: { organizationId: event.organizationId, removedAt: null, role: { in: [...REVIEWER_ROLES] } }, select: { id: true } })
      .then((rows) => rows.map((row) => row.id));
  const followers = async () => {
    if (!event.documentId) return [];
    const document = await tx.document.findFirst({
      where: { id: event.documentId, organizationId: event.organizationId },
      select: { uploadedById: true, signatureRequest: { select: { createdById: true, signers: { select: { userId: true } } } } },
    });
    if (!document) return [];
    const request = document.signatureRequest;
    return [document.uploadedById, request?.createdById, ...(request?.signers.map((signer) => signer.userId) ?? [])].filter((id): id is string => Boolean(id));
  };
  const awaitingSigners = async () => {
    if (!event.documentId) return [];
    const request = await tx.signatureRequest.findFirst({
      where: { documentId: event.documentId, organizationId: event.organizationId, status: 'OPEN' },
      select: { mode: true, signers: { where: { status: 'WAITING' }, orderBy: { position: 'asc' }, select: { userId: true } } },
    });
    if (!request) return null;
    return request.mode === 'SEQUENTIAL' ? request.signers.slice(0, 1).map((signer) => signer.userId) : request.signers.map((signer) => signer.userId);
  };
  switch (event.type) {
    case 'DOCUMENT_RECEIVED':
    case 'HIGH_RISK':
      return [...(await reviewers()), ...(await followers())];
    case 'SIGNATURE_REQUESTED':
      return (await awaitingSigners()) ?? [];
    case 'DOCUMENT_DECIDED':
      return followers();
    case 'REMINDER':
      return (await awaitingSigners()) ?? reviewers();
  }
}
