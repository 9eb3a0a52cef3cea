import type { PrismaClient, Sender } from '../db/generated/client';
import { AppError } from '../errors';

export interface FindOrCreateSenderInput {
  organizationId: string;
  email: string;
  name?: string | null;
}

const EMAIL = /^[^\s@]+@([^\s@]+\.[^\s@]+)$/;

/**
 * The organization's sender for an address: a sender is one company, known by the domain of its
 * mail, so a second address at the same domain finds the first one's sender instead of a twin.
 */
export async function findOrCreateSender(prisma: PrismaClient, input: FindOrCreateSenderInput): Promise<Sender> {
  const email = input.email.trim().toLowerCase();
  const domain = EMAIL.exec(email)?.[1];
  if (!domain) throw new AppError('INVALID_SENDER_EMAIL', `Not an email address: ${input.email}`);
  const name = input.name?.trim() || domain;
  const key = { organizationId_domain: { organizationId: input.organizationId, domain } };
  try {
    return await prisma.sender.upsert({ where: key, create: { organizationId: input.organizationId, domain, email, name }, update: {} });
  } catch (error) {
    // Two mails from one domain arriving together: the one that lost the race on the unique key reads the winner's row.
    if ((error as { code?: string }).code === 'P2002') return prisma.sender.findUniqueOrThrow({ where: key });
    throw error;
  }
}
