// Also on PostgreSQL, Redis and S3: pub/sub through Redis.
import { Redis } from 'ioredis';
import { createLogger } from '../../../server/logger';
import { createAppPubSub, type PubSubHandle } from '../../../server/realtime/pubsub';

const redisUrl = process.env.PARAPHE_TEST_REDIS_URL;

async function firstEvent(handle: PubSubHandle, organizationId: string) {
  const iterator = handle.pubsub.subscribe('documentChanged', organizationId)[Symbol.asyncIterator]();
  return { next: iterator.next(), stop: () => iterator.return?.() };
}

describe('pub/sub in memory', () => {
  it('delivers an event to subscribers of the same organization only', async () => {
    const handle = createAppPubSub(undefined, createLogger('silent'));
    const mine = await firstEvent(handle, 'org-a');
    const other = handle.pubsub.subscribe('documentChanged', 'org-b')[Symbol.asyncIterator]();
    let otherHeard = false;
    void other.next().then((result) => {
      if (!result.done) otherHeard = true;
    });
    handle.pubsub.publish('documentChanged', 'org-a', { kind: 'CREATED', documentId: 'd1' });
    await expect(mine.next).resolves.toEqual({ done: false, value: { kind: 'CREATED', documentId: 'd1' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(otherHeard).toBe(false);
    await other.return?.();
    await handle.close();
  });
});

(redisUrl ? describe : describe.skip)('pub/sub through Redis (PARAPHE_TEST_REDIS_URL)', () => {
  it('delivers an event published by one instance to a subscriber on another', async () => {
    const publisher = createAppPubSub(redisUrl, createLogger('silent'));
    const subscriber = createAppPubSub(redisUrl, createLogger('silent'));
    try {
      const organizationId = `org-${Date.now()}`;
      const heard = await firstEvent(subscriber, organizationId);
      // Redis SUBSCRIBE is asynchronous: publish until the subscription is live.
      const timer = setInterval(() => publisher.pubsub.publish('documentChanged', organizationId, { kind: 'UPDATED', documentId: 'd2' }), 50);
      try {
        await expect(heard.next).resolves.toEqual({ done: false, value: { kind: 'UPDATED', documentId: 'd2' } });
      } finally {
        clearInterval(timer);
        await heard.stop();
      }
    } finally {
      await publisher.close();
      await subscriber.close();
    }
  });

  it("names its channels with the deployment's prefix: deployments sharing one Redis hear only their own events", async () => {
    const tag = `t${Date.now()}`;
    const ours = createAppPubSub(redisUrl, createLogger('silent'), `${tag}-a:`);
    const theirs = createAppPubSub(redisUrl, createLogger('silent'), `${tag}-b:`);
    const listener = new Redis(redisUrl!);
    const channels: string[] = [];
    try {
      await listener.psubscribe(`${tag}-*`);
      listener.on('pmessage', (_pattern: string, channel: string) => channels.push(channel));
      const organizationId = `org-${tag}`;
      const heard = await firstEvent(ours, organizationId);
      let crossed = false;
      const theirsHeard = theirs.pubsub.subscribe('documentChanged', organizationId)[Symbol.asyncIterator]();
      void theirsHeard.next().then((result) => (crossed ||= !result.done));
      const timer = setInterval(() => ours.pubsub.publish('documentChanged', organizationId, { kind: 'CREATED', documentId: 'd3' }), 50);
      try {
        await expect(heard.next).resolves.toEqual({ done: false, value: { kind: 'CREATED', documentId: 'd3' } });
      } finally {
        clearInterval(timer);
        await heard.stop();
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(crossed).toBe(false);
      expect(new Set(channels)).toEqual(new Set([`${tag}-a:documentChanged:${organizationId}`]));
      await theirsHeard.return?.();
    } finally {
      listener.disconnect();
      await ours.close();
      await theirs.close();
    }
  });
});
