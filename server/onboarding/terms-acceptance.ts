import type { Prisma } from '../db/generated/client';
import { TERMS_VERSION } from '../shared/legal';

/** Where a request came from, as the audit log keeps it. */
export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

/**
 * Keeps a person's acceptance of the terms in force in their organization's audit log
 * (`auth.terms_accepted`, with the version accepted before: null for a new account), inside the
 * transaction that records it on the account.
 */
export async function auditTermsAccepted(
  tx: Prisma.TransactionClient,
  acceptance: { organizationId: string; userId: string; previousVersion: string | null; at: Date; origin: RequestOrigin },
): Promise<void> {
  await tx.auditEvent.create({
    data: {
      organizationId: acceptance.organizationId,
      actorId: acceptance.userId,
      action: 'auth.terms_accepted',
      entityType: 'User',
      entityId: acceptance.userId,
      data: { version: TERMS_VERSION, previousVersion: acceptance.previousVersion },
      ip: acceptance.origin.ip,
      userAgent: acceptance.origin.userAgent,
      createdAt: acceptance.at,
    },
  });
}
