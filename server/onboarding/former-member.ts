import type { Prisma } from '../db/generated/client';

/**
 * A removed member's row stays in their former organization, which it names in documents, decisions and
 * the audit log; its address is freed (kept readable, marked as former) so that the person can hold an
 * account elsewhere: invited into another organization, or signing up anew.
 */
export async function releaseFormerMemberAddress(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  const former = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
  await tx.user.update({ where: { id: userId }, data: { email: `${former.email}#former-${userId}`, passwordHash: null } });
}
