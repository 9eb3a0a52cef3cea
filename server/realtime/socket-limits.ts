import type { Viewer } from '../auth/viewer';

/** RFC 6455 "Try Again Later": the client may reconnect once one of its other sockets has closed. */
export const TOO_MANY_CONNECTIONS_CLOSE_CODE = 1013;

export interface ConnectionLimits {
  perUser: number;
  perOrganization: number;
}

/** Open WebSockets of this instance, counted per user and per organization. */
export function createConnectionQuota(limits: ConnectionLimits) {
  const open = new Map<string, number>();
  const count = (key: string, delta: number) => {
    const next = (open.get(key) ?? 0) + delta;
    if (next > 0) open.set(key, next);
    else open.delete(key);
  };
  return {
    /** A release to call when the socket closes, or the reason it may not stay open. */
    admit(viewer: Pick<Viewer, 'userId' | 'organizationId'>): { release: () => void } | { refusal: string } {
      const user = `user:${viewer.userId}`;
      const organization = `organization:${viewer.organizationId}`;
      if ((open.get(user) ?? 0) >= limits.perUser) return { refusal: `TOO_MANY_CONNECTIONS: at most ${limits.perUser} WebSockets per user` };
      if ((open.get(organization) ?? 0) >= limits.perOrganization) {
        return { refusal: `TOO_MANY_CONNECTIONS: at most ${limits.perOrganization} WebSockets per organization` };
      }
      count(user, 1);
      count(organization, 1);
      return {
        release: () => {
          count(user, -1);
          count(organization, -1);
        },
      };
    },
  };
}

/**
 * Subscriptions of one socket, counted from the moment each arrives: a burst sent at once is
 * admitted up to the cap and the rest refused, whatever is still being set up. A subscription the
 * client completed, or that ended, leaves graphql-ws's list at once and frees its slot.
 */
export function createSubscriptionSlots(perConnection: number) {
  const taken = new WeakMap<object, Set<string>>();
  return {
    take(connection: { subscriptions: Record<string, unknown> }, id: string): boolean {
      const ids = taken.get(connection) ?? new Set<string>();
      taken.set(connection, ids);
      for (const held of ids) if (!(held in connection.subscriptions)) ids.delete(held);
      if (ids.size >= perConnection) return false;
      ids.add(id);
      return true;
    },
    release(connection: object, id: string): void {
      taken.get(connection)?.delete(id);
    },
  };
}
