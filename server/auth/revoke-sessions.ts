import type { Prisma } from '../db/generated/client';
import type { AuthCall } from './auth-call';

/** Ends every sign-in of a user (sign-out everywhere, password reset), except `keep`. */
export async function revokeUserSessions(call: Pick<AuthCall, 'services'>, userId: string, keep: string | null = null): Promise<void> {
  await revokeSessions(call, { userId, ...(keep ? { id: { not: keep } } : {}) });
}

/** Revokes the matching live sessions; their access tokens stop working at once, on every instance. */
export async function revokeSessions(call: Pick<AuthCall, 'services'>, where: Prisma.SessionWhereInput): Promise<void> {
  const revoked = await call.services.db.prisma.session.updateManyAndReturn({
    where: { ...where, revokedAt: null },
    data: { revokedAt: call.services.clock.now() },
    select: { id: true },
  });
  await call.services.revokedSessions.announce(revoked.map((session) => session.id));
}
