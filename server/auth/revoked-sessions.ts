import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { OUTAGE_SYNC_MS, type AppPubSub, type PubSubFeed } from '../realtime/pubsub';
import type { Logger } from '../logger';

/**
 * Sessions ended while their access tokens may still be unexpired. Access tokens are checked
 * without a database read; this set, held in every process and fed through the pub/sub (Redis
 * when there are several instances), refuses them as soon as their session is revoked.
 */
export interface RevokedSessions {
  has(sessionId: string): boolean;
  /** Called after the revocation is committed: every process hears of it. */
  announce(sessionIds: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

export async function createRevokedSessions(options: {
  db: Database;
  pubsub: AppPubSub;
  feed: PubSubFeed;
  clock: Clock;
  logger: Logger;
  tokenLifetimeS: number;
}): Promise<RevokedSessions> {
  const { db, pubsub, feed, clock, logger, tokenLifetimeS } = options;
  const lifetimeMs = tokenLifetimeS * 1000;
  /** Session id → when the last access token it could have issued expires. */
  const revoked = new Map<string, number>();
  const remember = (ids: readonly string[]) => {
    const until = clock.now().getTime() + lifetimeMs;
    for (const id of ids) revoked.set(id, until);
  };
  const forget = () => {
    const now = clock.now().getTime();
    for (const [id, until] of revoked) if (until <= now) revoked.delete(id);
  };

  const events = pubsub.subscribe('sessionsRevoked');
  const listening = (async () => {
    for await (const { sessionIds } of events) remember(sessionIds);
  })().catch((error: unknown) => logger.error({ err: error }, 'revoked sessions feed stopped'));

  // Revocations whose tokens may still be in use: at start, and while events do not reach us.
  const catchUp = async () => {
    const since = new Date(clock.now().getTime() - lifetimeMs);
    const recent = await db.prisma.session.findMany({ where: { revokedAt: { gt: since } }, select: { id: true } });
    remember(recent.map((session) => session.id));
  };
  await catchUp();
  const catchUpLogged = () => void catchUp().catch((error: unknown) => logger.warn({ err: error }, 'revoked sessions could not be read'));
  feed.onRestored(catchUpLogged);
  const outageSync = setInterval(() => {
    if (!feed.shared()) catchUpLogged();
  }, OUTAGE_SYNC_MS);
  outageSync.unref();
  const sweeper = setInterval(forget, Math.min(lifetimeMs, 60_000));
  sweeper.unref();

  return {
    has(sessionId) {
      const until = revoked.get(sessionId);
      return until !== undefined && until > clock.now().getTime();
    },
    async announce(sessionIds) {
      if (sessionIds.length === 0) return;
      remember(sessionIds);
      pubsub.publish('sessionsRevoked', { sessionIds: [...sessionIds] });
    },
    async close() {
      clearInterval(sweeper);
      clearInterval(outageSync);
      await events.return?.();
      await listening;
    },
  };
}
