import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub, type PubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';

/** What one organization's subscribers hear about a document. Published only after commit. */
export interface DocumentChangedEvent {
  kind: 'CREATED' | 'UPDATED' | 'DELETED';
  documentId: string;
}

export type Channels = {
  documentChanged: [organizationId: string, event: DocumentChangedEvent];
  /** Sign-in sessions just revoked: every instance stops honouring their access tokens. */
  sessionsRevoked: [event: { sessionIds: string[] }];
};

export type AppPubSub = PubSub<Channels>;

export interface PubSubHandle {
  pubsub: AppPubSub;
  close(): Promise<void>;
}

/** In memory for one process; through Redis when REDIS_URL is set, so every instance hears every event. */
export function createAppPubSub(redisUrl?: string): PubSubHandle {
  if (!redisUrl) return { pubsub: createPubSub<Channels>(), close: async () => undefined };
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubsub: createPubSub<Channels>({ eventTarget }),
    async close() {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}
