import type { Viewer } from '../access/viewer';
import type { Prisma } from '../db/generated/client';
import { publishDocumentChanged } from '../documents/document-events';
import { publishNotificationsChanged } from '../notifications/notification-centre';
import type { Services } from '../services';
import { endOpenRequest, mail, userSelect, type Audit } from './signature-request';

/** The requests withdrawn because a signer left, with who to tell once the transaction has committed. */
export interface WithdrawnRequests {
  organizationId: string;
  signer: string;
  requests: Array<{ documentId: string; title: string; settled: string[]; toTell: Array<{ email: string; locale: string; removedAt: Date | null }> }>;
}

/**
 * A member whose membership ends can no longer sign: every open signature request still waiting on
 * them is withdrawn, with the caller's transaction (the document stays pending, to be sent for
 * signatures again), audited as the doing of whoever ended the membership.
 */
export async function withdrawRequestsAwaiting(
  tx: Prisma.TransactionClient,
  actor: Viewer,
  member: { id: string; fullName: string },
  now: Date,
  audit: Audit,
): Promise<WithdrawnRequests> {
  const open = await tx.signatureRequest.findMany({
    where: { organizationId: actor.organizationId, status: 'OPEN', signers: { some: { userId: member.id, status: 'WAITING' } } },
    select: { id: true, createdById: true, document: { select: { id: true, title: true } } },
  });
  const requests: WithdrawnRequests['requests'] = [];
  for (const request of open) {
    const ending = { action: 'document.signatures_withdrawn', data: { signer: member.fullName, signerId: member.id } } as const;
    const ended = await endOpenRequest(tx, actor, request.id, request.document, ending, now, audit);
    if (!ended) continue;
    // Its author and the signers still waiting are told; the member who left is not.
    const waiting = ended.request.signers.filter((row) => row.status === 'WAITING').map((row) => row.userId);
    const toTell = await tx.user.findMany({
      where: { id: { in: [...new Set([request.createdById, ...waiting].filter((id): id is string => Boolean(id) && id !== member.id))] } },
      select: userSelect,
    });
    requests.push({ documentId: request.document.id, title: request.document.title, settled: ended.settled, toTell });
  }
  return { organizationId: actor.organizationId, signer: member.fullName, requests };
}

/** After the commit: open screens hear of it, and the author and remaining signers are emailed. */
export async function announceWithdrawnRequests(services: Services, withdrawn: WithdrawnRequests): Promise<void> {
  for (const request of withdrawn.requests) {
    publishDocumentChanged(services, withdrawn.organizationId, 'UPDATED', request.documentId);
    publishNotificationsChanged(services, request.settled);
    await mail(services, 'signerLeft', request.toTell, request.documentId, { title: request.title, by: withdrawn.signer });
  }
}
