import type { Prisma, Sender } from '../db/generated/client';
import { canonicalEmail } from '../email/email-address';
import { AppError } from '../errors';

export interface SenderAddress {
  email: string;
  domain: string;
  name: string;
}

const EMAIL = /^[^\s@]+@([^\s@]+\.[^\s@]+)$/;

/** Normalizes who sent a document: the address in its one spelling (its domain in Unicode), its domain, and a name (the domain when none is given). */
export function senderAddress(email: string, name?: string | null): SenderAddress {
  const normalized = canonicalEmail(email);
  const domain = EMAIL.exec(normalized)?.[1];
  if (!domain || normalized.length > 254) throw new AppError('INVALID_SENDER_EMAIL', `Not an email address: ${email}`);
  const trimmedName = name?.trim().slice(0, 200);
  return { email: normalized, domain, name: trimmedName || domain };
}

/**
 * The organization's sender for an address: a sender is one company, known by the domain of its
 * mail, so a second address at the same domain finds the first one's sender instead of a twin.
 * Safe inside a transaction: the insert yields to a concurrent one instead of failing on the unique key.
 */
export async function findOrCreateSender(db: Prisma.TransactionClient, organizationId: string, address: SenderAddress): Promise<Sender> {
  await db.$executeRaw`
    INSERT INTO "Sender" (id, "organizationId", name, email, domain, "updatedAt")
    VALUES (gen_random_uuid(), ${organizationId}::uuid, ${address.name}, ${address.email}, ${address.domain}, now())
    ON CONFLICT ("organizationId", domain) DO NOTHING`;
  return db.sender.findUniqueOrThrow({ where: { organizationId_domain: { organizationId, domain: address.domain } } });
}
