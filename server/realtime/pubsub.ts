import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub, type PubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import type { Role } from '../db/generated/client';
import type { Logger } from '../logger';

/**
 * While the pub/sub cannot reach the other instances (Redis down), what they would have announced
 * (revoked sessions, membership changes) is read from the database this often, and once more when
 * it is back: a revocation takes effect everywhere within this delay, never later.
 */
export const OUTAGE_SYNC_MS = 5000;

/** What one organization's subscribers hear about a document. Published only after commit. */
export interface DocumentChangedEvent {
  kind: 'CREATED' | 'UPDATED' | 'DELETED';
  documentId: string;
}

export type Channels = {
  documentChanged: [organizationId: string, event: DocumentChangedEvent];
  /** Sign-in sessions just revoked: every instance stops honouring their access tokens. */
  sessionsRevoked: [event: { sessionIds: string[] }];
  /** An API key was revoked: every instance forgets the keys it remembers, and the sockets and subscriptions made with it end at once. */
  apiKeyRevoked: [event: { apiKeyId: string }];
  /** A user's organization or role changed, or the user was deleted (both null): live subscriptions re-check at once, remembered API keys are forgotten. */
  membershipChanged: [event: MembershipChangedEvent];
  /** A member's notifications changed (one arrived, or was read): their notification centres read it again. */
  notificationsChanged: [userId: string, event: { userId: string }];
};

/** Published after the change is committed; what the user is now. */
export interface MembershipChangedEvent {
  userId: string;
  organizationId: string | null;
  role: Role | null;
}

export type AppPubSub = PubSub<Channels>;

/** Whether events reach the other instances, and a way to hear when they do again. */
export interface PubSubFeed {
  shared(): boolean;
  onRestored(listener: () => void): void;
}

export interface PubSubHandle {
  pubsub: AppPubSub;
  feed: PubSubFeed;
  close(): Promise<void>;
}

const LOCAL_FEED: PubSubFeed = { shared: () => true, onRestored: () => undefined };

/**
 * In memory for one process; through Redis when REDIS_URL is set, so every instance hears every
 * event. When Redis is unreachable an event is delivered to this instance's own subscribers
 * instead of being lost with an unhandled rejection, and Redis is used again once it is back.
 * Redis channels are named with `keyPrefix` (REDIS_KEY_PREFIX), as the keys are: deployments
 * sharing one Redis hear only their own events.
 */
export function createAppPubSub(redisUrl: string | undefined, logger: Logger, keyPrefix = 'paraphe:'): PubSubHandle {
  if (!redisUrl) return { pubsub: createPubSub<Channels>(), feed: LOCAL_FEED, close: async () => undefined };
  // Publishing gives up within a second while disconnected; subscribing waits for the connection to come back.
  const publishClient = new Redis(redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 1000 });
  // A subscribing connection sends nothing but its subscriptions: ioredis's handshake (CLIENT SETINFO,
  // then INFO for the ready check) crossing a SUBSCRIBE issued while it connects fails one of them, and
  // the channel stays silent (ioredis#2037). The subscriptions made meanwhile wait in the offline queue.
  const subscribeClient = new Redis(redisUrl, { maxRetriesPerRequest: null, disableClientInfo: true, enableReadyCheck: false });
  let reported = false;
  const report = (error: Error) => {
    if (!reported) logger.warn({ err: error }, 'Redis unreachable: events reach this instance only until it is back');
    reported = true;
  };
  publishClient.on('error', report);
  subscribeClient.on('error', report);
  const restoredListeners: Array<() => void> = [];
  subscribeClient.on('ready', () => {
    if (!reported) return;
    reported = false;
    logger.info('Redis reachable again: events are shared between instances');
    restoredListeners.forEach((listener) => listener());
  });
  const named = (topic: string) => `${keyPrefix}${topic}`;
  const deliverHere = (channel: string, message: string) => subscribeClient.emit('message', channel, message);
  const guardedPublisher = {
    publish(topic: string, message: string) {
      const channel = named(topic);
      if (publishClient.status === 'reconnecting' || publishClient.status === 'end' || publishClient.status === 'close') {
        deliverHere(channel, message);
        return Promise.resolve(0);
      }
      return publishClient.publish(channel, message).catch((error: Error) => {
        report(error);
        deliverHere(channel, message);
        return 0;
      });
    },
  };
  // The event target subscribes without awaiting: a subscription cut short by shutdown or an outage
  // must not reject unhandled (ioredis subscribes again by itself on reconnection). It speaks of
  // topics; Redis, of this deployment's channels.
  const guardedSubscriber = {
    on(event: string, listener: (...args: any[]) => void) {
      if (event !== 'message') subscribeClient.on(event, listener);
      else subscribeClient.on(event, (channel: string, message: string) => channel.startsWith(keyPrefix) && listener(channel.slice(keyPrefix.length), message));
      return guardedSubscriber;
    },
    subscribe: (...topics: string[]) => subscribeClient.subscribe(...topics.map(named)).catch(() => 0),
    unsubscribe: (...topics: string[]) => subscribeClient.unsubscribe(...topics.map(named)).catch(() => 0),
  };
  const eventTarget = createRedisEventTarget({ publishClient: guardedPublisher as unknown as Redis, subscribeClient: guardedSubscriber as unknown as Redis });
  return {
    pubsub: createPubSub<Channels>({ eventTarget }),
    feed: {
      shared: () => publishClient.status === 'ready' && subscribeClient.status === 'ready',
      onRestored: (listener) => void restoredListeners.push(listener),
    },
    async close() {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}
