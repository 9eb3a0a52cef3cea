import type { Viewer } from '../access/viewer';
import type { Role } from '../db/generated/client';
import { AppError } from '../errors';
import { OUTAGE_SYNC_MS, type MembershipChangedEvent } from './pubsub';
import type { Services } from '../services';
import { assertCan, can, type Action } from '../access/policy';
import type { DoorMessage } from '../error-messages';

/** Why an access was taken back, as the doors word it (`apiErrors.<loss>` in lang/*.json). */
export type AccessLoss = Extract<DoorMessage, 'accessKeyRevoked' | 'accessSessionEnded' | 'accessMembershipEnded' | 'accessRoleChanged'>;

/**
 * The right of one live subscription to hear the next event. Checked on every event from memory
 * only: a thousand subscribers of one organization must not cost a thousand database reads per
 * event. The memory is kept current by the `sessionsRevoked`, `membershipChanged` and `apiKeyRevoked`
 * events, and read again from the database while those events cannot reach this instance (Redis down)
 * and once a minute in any case. The same memory closes an open socket whose access is taken back
 * (`watchSocketAccess`) as soon as it changes.
 */
export interface EventAuthorizer {
  /** The subscriber, as it was when it subscribed. */
  readonly viewer: Viewer;
  /** The session or API key is not revoked, the user is still a member of the organization, and its role still allows the action. */
  allows(): boolean;
  /**
   * Calls `listener` once, with why, as soon as this instance hears that the access is taken
   * back (not at the next event): the subscription ends then, over WebSockets and over HTTP alike.
   */
  onLost(listener: (loss: AccessLoss) => void): void;
  /** The subscription ended: stop tracking it. */
  release(): void;
}

/** What this instance knows of one subscriber's membership. */
interface Grant {
  viewer: Viewer;
  /** What each event needs; null for a subscription that only needs a live credential of a member (the heartbeat). */
  action: Action | null;
  /** An open socket: admitted with its member's role, it holds only while that role is the same (its subscriptions were checked against it). */
  sameRole: boolean;
  organizationId: string | null;
  role: Role | null;
  /** Events heard about this user: a database read started before one of them must not overwrite it. */
  events: number;
  /** The session or API key it subscribed with was revoked (kept: the revoked-sessions memory lasts only an access token's life). */
  revoked: boolean;
  /** Told as soon as what this instance knows of it changes (an open socket's watch), rather than at the next event. */
  changed?: () => void;
}

/**
 * Checks the caller once against the database (a membership read per subscription, not per
 * event), then returns the authorizer its events go through.
 */
export async function authorizeSubscription(services: Services, viewer: Viewer | null, action: Action | null): Promise<EventAuthorizer> {
  const caller = action === null ? signedIn(viewer) : assertCan(viewer, action);
  const watch = membershipWatch(services);
  const grant: Grant = { viewer: caller, action, sameRole: false, organizationId: caller.organizationId, role: caller.role, events: 0, revoked: false };
  // Watched before the read, so that a change committed meanwhile is not missed.
  watch.add(grant);
  try {
    const user = await services.db.prisma.user.findUnique({ where: { id: caller.userId }, select: { organizationId: true, role: true } });
    if (grant.events === 0) Object.assign(grant, { organizationId: user?.organizationId ?? null, role: user?.role ?? null });
  } catch (error) {
    watch.remove(grant);
    throw error;
  }
  let released = false;
  let lostListener: ((loss: AccessLoss) => void) | null = null;
  const authorizer: EventAuthorizer = {
    viewer: caller,
    allows() {
      if (!released && lostAccess(services, grant) === null) return true;
      // Heard of only now (a revoked session seen by this check first): told like any other loss.
      grant.changed?.();
      return false;
    },
    onLost(listener) {
      lostListener = listener;
      grant.changed?.();
    },
    release() {
      if (released) return;
      released = true;
      lostListener = null;
      watch.remove(grant);
    },
  };
  grant.changed = () => {
    if (released || !lostListener) return;
    const loss = lostAccess(services, grant);
    if (loss === null) return;
    const listener = lostListener;
    lostListener = null;
    listener(loss);
  };
  if (!authorizer.allows()) {
    authorizer.release();
    throw new AppError('FORBIDDEN', `Not allowed: ${action ?? 'subscription'}`, { action });
  }
  return authorizer;
}

function signedIn(viewer: Viewer | null): Viewer {
  if (!viewer) throw new AppError('UNAUTHENTICATED', 'Sign in first.');
  return viewer;
}

/**
 * The events of `source` while the authorizer allows them. As soon as the access is taken back (or
 * at an event that arrives refused), the stream ends with an `ACCESS_REVOKED` failure, without
 * waiting for the next event: Yoga sends it as the subscription's last event (`endsWithFailure`)
 * and closes the HTTP stream. A plain iterator rather than a generator: ending it (the client
 * leaves) releases the authorizer at once, even before the first event or while one is awaited.
 */
export function authorizedEvents<T>(authorizer: EventAuthorizer, source: AsyncIterable<T>): AsyncIterableIterator<T> {
  const events = source[Symbol.asyncIterator]();
  let lost: AccessLoss | null = null;
  let wake: ((loss: AccessLoss) => void) | null = null;
  let ended = false;
  const end = () => {
    ended = true;
    authorizer.release();
    void events.return?.();
  };
  const refuse = (loss: AccessLoss | null): never => {
    end();
    throw new AppError('ACCESS_REVOKED', `Access taken back: ${loss ?? 'no longer allowed'}`);
  };
  authorizer.onLost((loss) => {
    lost = loss;
    wake?.(loss);
  });
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      if (ended) return { done: true, value: undefined };
      if (lost !== null) return refuse(lost);
      // One promise per event, woken by whichever comes first: nothing piles up on a promise that may never settle.
      const outcome = await new Promise<{ result: IteratorResult<T> } | { lost: AccessLoss }>((resolve, reject) => {
        wake = (loss) => resolve({ lost: loss });
        events.next().then((result) => resolve({ result }), reject);
      }).finally(() => (wake = null));
      if ('lost' in outcome) return refuse(outcome.lost);
      const { result } = outcome;
      if (result.done) {
        ended = true;
        authorizer.release();
        return result;
      }
      if (!authorizer.allows()) return refuse(lost);
      return result;
    },
    async return() {
      end();
      return { done: true, value: undefined };
    },
    async throw(error: unknown) {
      end();
      throw error;
    },
  };
}

/**
 * Tells every instance that a user's organization or role changed, or that the user was deleted
 * (organization and role null). Call it after the change is committed, wherever it is written.
 */
export function announceMembershipChanged(services: Services, change: MembershipChangedEvent): void {
  services.pubsub.publish('membershipChanged', change);
}

/** Tells every instance that an API key was revoked. Call it after the revocation is committed. */
export function announceApiKeyRevoked(services: Services, apiKeyId: string): void {
  services.pubsub.publish('apiKeyRevoked', { apiKeyId });
}

/**
 * graphql-ws "Forbidden", as the door answers a revoked key: a graphql-ws client reconnects after it
 * (it does not after 4401), with what its cookie or key allows by then.
 */
export const ACCESS_REVOKED_CLOSE_CODE = 4403;

/** What watches an open socket's access (`watchSocketAccess`). */
export interface SocketAccessWatch {
  /**
   * The socket's API key as read again once the watch was registered: a revocation or a membership
   * change announced between the key's first reading and the watch made every instance forget the
   * key, so this reading has it, and the watch acts on it.
   */
  confirm(current: Viewer): void;
  /** The socket closed. */
  stop(): void;
}

/**
 * Watches the access an open socket was opened with (its session or API key, its member's
 * organization and role) and calls `lost` once, with why (the socket's close reason), as soon as any of
 * them is taken back or changes, on whichever instance that happened.
 */
export function watchSocketAccess(services: Services, viewer: Viewer, lost: (loss: AccessLoss) => void): SocketAccessWatch {
  const watch = membershipWatch(services);
  const grant: Grant = { viewer, action: null, sameRole: true, organizationId: viewer.organizationId, role: viewer.role, events: 0, revoked: false };
  let told = false;
  grant.changed = () => {
    if (told) return;
    const loss = lostAccess(services, grant);
    if (loss === null) return;
    told = true;
    lost(loss);
  };
  watch.add(grant);
  // A session revoked while the socket was being admitted is already known here.
  grant.changed();
  return {
    confirm(current) {
      // An event heard since the watch began is newer than the reading.
      if (grant.events === 0) Object.assign(grant, { organizationId: current.organizationId, role: current.role });
      grant.changed?.();
    },
    stop: () => watch.remove(grant),
  };
}

/**
 * Why a subscription or an open socket no longer holds, or null while it does: its session or key is
 * revoked, its member left the organization, or the member's role changed (for a subscription, to one
 * that no longer allows its action).
 */
function lostAccess(services: Services, grant: Grant): AccessLoss | null {
  const { viewer } = grant;
  if (grant.revoked || (viewer.sessionId && services.revokedSessions.has(viewer.sessionId))) {
    return viewer.apiKeyId ? 'accessKeyRevoked' : 'accessSessionEnded';
  }
  if (grant.organizationId !== viewer.organizationId || grant.role === null) return 'accessMembershipEnded';
  const roleHolds = grant.sameRole ? grant.role === viewer.role : grant.action === null || can({ ...viewer, role: grant.role }, grant.action);
  return roleHolds ? null : 'accessRoleChanged';
}

/**
 * Even while events flow, the watched memberships are read again this often (one statement for all
 * of them): a change written without its announcement is honoured within this delay, never later.
 */
const SAFETY_RESYNC_MS = 60_000;

interface MembershipWatch {
  add(grant: Grant): void;
  remove(grant: Grant): void;
}

const watches = new WeakMap<Services, MembershipWatch>();

/** One watch per app instance, listening only while it has live subscriptions to keep current. */
function membershipWatch(services: Services): MembershipWatch {
  let watch = watches.get(services);
  if (!watch) {
    watch = createMembershipWatch(services);
    watches.set(services, watch);
  }
  return watch;
}

function createMembershipWatch(services: Services): MembershipWatch {
  const byUser = new Map<string, Set<Grant>>();
  let stopListening: (() => void) | null = null;

  const apply = ({ userId, organizationId, role }: MembershipChangedEvent) => {
    for (const grant of byUser.get(userId) ?? []) {
      grant.events += 1;
      grant.organizationId = organizationId;
      grant.role = role;
      grant.changed?.();
    }
  };
  const grants = () => [...byUser.values()].flatMap((set) => [...set]);
  const revoke = (grant: Grant) => {
    grant.revoked = true;
    grant.changed?.();
  };
  const revokeKeys = (apiKeyIds: readonly string[]) => {
    for (const grant of grants()) if (grant.viewer.apiKeyId && apiKeyIds.includes(grant.viewer.apiKeyId)) revoke(grant);
  };
  const revokeSessions = (sessionIds: readonly string[]) => {
    for (const grant of grants()) if (grant.viewer.sessionId && sessionIds.includes(grant.viewer.sessionId)) revoke(grant);
  };

  // Events missed while Redis was down (or a change never announced) are made up for by reading the members being watched.
  const resync = async () => {
    const before = new Map([...byUser.values()].flatMap((grants) => [...grants].map((grant) => [grant, grant.events] as const)));
    if (before.size === 0) return;
    const userIds = [...new Set([...before.keys()].map((grant) => grant.viewer.userId))];
    const users = await services.db.prisma.user.findMany({
      where: { id: { in: userIds }, removedAt: null },
      select: { id: true, organizationId: true, role: true },
    });
    const found = new Map(users.map((user) => [user.id, user]));
    for (const [grant, events] of before) {
      if (grant.events !== events) continue;
      const user = found.get(grant.viewer.userId);
      grant.organizationId = user?.organizationId ?? null;
      grant.role = user?.role ?? null;
      grant.changed?.();
    }
    const credentials = (of: (viewer: Viewer) => string | null | undefined) => [...new Set([...before.keys()].flatMap((grant) => of(grant.viewer) ?? []))];
    const [keys, sessions] = await Promise.all([
      services.db.prisma.apiKey.findMany({ where: { id: { in: credentials((viewer) => viewer.apiKeyId) }, revokedAt: { not: null } }, select: { id: true } }),
      services.db.prisma.session.findMany({ where: { id: { in: credentials((viewer) => viewer.sessionId) }, revokedAt: { not: null } }, select: { id: true } }),
    ]);
    revokeKeys(keys.map((key) => key.id));
    revokeSessions(sessions.map((session) => session.id));
  };
  const resyncLogged = () => void resync().catch((error: unknown) => services.logger.warn({ err: error }, 'subscriber memberships could not be read'));
  services.pubsubFeed.onRestored(resyncLogged);

  const listen = () => {
    const events = services.pubsub.subscribe('membershipChanged');
    void (async () => {
      for await (const event of events) apply(event);
    })().catch((error: unknown) => services.logger.error({ err: error }, 'membership feed stopped'));
    const keyEvents = services.pubsub.subscribe('apiKeyRevoked');
    void (async () => {
      for await (const { apiKeyId } of keyEvents) revokeKeys([apiKeyId]);
    })().catch((error: unknown) => services.logger.error({ err: error }, 'API key revocation feed stopped'));
    const sessionEvents = services.pubsub.subscribe('sessionsRevoked');
    void (async () => {
      for await (const { sessionIds } of sessionEvents) revokeSessions(sessionIds);
    })().catch((error: unknown) => services.logger.error({ err: error }, 'session revocation feed stopped'));
    let lastResync = Date.now();
    const outageSync = setInterval(() => {
      if (services.pubsubFeed.shared() && Date.now() - lastResync < SAFETY_RESYNC_MS) return;
      lastResync = Date.now();
      resyncLogged();
    }, OUTAGE_SYNC_MS);
    outageSync.unref();
    return () => {
      clearInterval(outageSync);
      void events.return?.();
      void keyEvents.return?.();
      void sessionEvents.return?.();
    };
  };

  return {
    add(grant) {
      if (byUser.size === 0) stopListening = listen();
      const grants = byUser.get(grant.viewer.userId) ?? new Set<Grant>();
      grants.add(grant);
      byUser.set(grant.viewer.userId, grants);
    },
    remove(grant) {
      const grants = byUser.get(grant.viewer.userId);
      if (!grants?.delete(grant)) return;
      if (grants.size === 0) byUser.delete(grant.viewer.userId);
      if (byUser.size === 0) {
        stopListening?.();
        stopListening = null;
      }
    },
  };
}
