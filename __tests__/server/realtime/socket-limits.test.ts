import type { Client } from 'graphql-ws';
import { GRAPHQL_LIMITS } from '../../../server/security/graphql-limits';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser } from '../../support/users';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { WS_MAX_CONNECTIONS_PER_USER: '2', WS_MAX_CONNECTIONS_PER_ORGANIZATION: '3' } });
});

afterAll(async () => {
  await app?.stop();
});

const TICK = 'subscription { serverTime(intervalMs: 1000) }';

/** Whether a subscription goes live (its first event) or is refused, and with which code. */
function outcome(socket: Client): { result: Promise<string>; stop: () => void } {
  let stop = () => undefined as void;
  const result = new Promise<string>((resolve) => {
    stop = socket.subscribe({ query: TICK }, { next: () => resolve('live'), error: (error) => resolve(JSON.stringify(error)), complete: () => resolve('complete') });
  });
  return { result, stop: () => stop() };
}

/** Opens the socket and tells how the server answered: acknowledged, or closed with a code and reason. */
function connect(socket: Client): Promise<{ code?: number; reason?: string }> {
  return new Promise((resolve) => {
    const offConnected = socket.on('connected', () => resolve({}));
    const offClosed = socket.on('closed', (event) => {
      const { code, reason } = event as { code: number; reason: string };
      offConnected();
      offClosed();
      resolve({ code, reason });
    });
    // A lasting subscription keeps the lazy client's socket open.
    socket.subscribe({ query: TICK }, { next: () => undefined, error: () => undefined, complete: () => undefined });
  });
}

describe('subscriptions of one WebSocket', () => {
  it(`admits exactly ${GRAPHQL_LIMITS.maxSubscriptionsPerConnection} of ${GRAPHQL_LIMITS.maxSubscriptionsPerConnection + 1} sent at once and refuses one`, async () => {
    const member = await createSignedInUser(app);
    const socket = member.client.socket();
    const burst = Array.from({ length: GRAPHQL_LIMITS.maxSubscriptionsPerConnection + 1 }, () => outcome(socket));
    try {
      const results = await Promise.all(burst.map((entry) => entry.result));
      expect(results.filter((result) => result === 'live')).toHaveLength(GRAPHQL_LIMITS.maxSubscriptionsPerConnection);
      expect(results.filter((result) => result.includes('TOO_MANY_SUBSCRIPTIONS'))).toHaveLength(1);
      // A slot freed by a finished subscription is taken again.
      burst[0].stop();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const again = outcome(socket);
      burst.push(again);
      await expect(again.result).resolves.toBe('live');
    } finally {
      burst.forEach((entry) => entry.stop());
      await socket.dispose();
    }
  });

  it('frees the slots of refused operations', async () => {
    const member = await createSignedInUser(app);
    const socket = member.client.socket();
    const refused = Array.from({ length: 30 }, () => socket.subscribe({ query: 'subscription { serverTime(intervalMs: "x") }' }, { next: () => undefined, error: () => undefined, complete: () => undefined }));
    const live = Array.from({ length: GRAPHQL_LIMITS.maxSubscriptionsPerConnection }, () => outcome(socket));
    try {
      expect(new Set(await Promise.all(live.map((entry) => entry.result)))).toEqual(new Set(['live']));
    } finally {
      refused.forEach((stop) => stop());
      live.forEach((entry) => entry.stop());
      await socket.dispose();
    }
  });
});

describe('WebSockets per user and per organization', () => {
  it('closes a socket over the cap of its user, then of its organization, with code 1013 and the reason; a closed socket frees its place', async () => {
    const first = await createSignedInUser(app);
    const colleague = await createSignedInUser(app, { organizationId: first.organizationId });
    const sockets = [first.client.socket(), first.client.socket()];
    try {
      for (const socket of sockets) await expect(connect(socket)).resolves.toEqual({});
      const third = first.client.socket();
      sockets.push(third);
      await expect(connect(third)).resolves.toEqual({ code: 1013, reason: 'TOO_MANY_CONNECTIONS: at most 2 WebSockets per user' });

      const colleagueSocket = colleague.client.socket();
      sockets.push(colleagueSocket);
      await expect(connect(colleagueSocket)).resolves.toEqual({});
      const overOrganization = colleague.client.socket();
      sockets.push(overOrganization);
      await expect(connect(overOrganization)).resolves.toEqual({ code: 1013, reason: 'TOO_MANY_CONNECTIONS: at most 3 WebSockets per organization' });
      // Another organization is not affected.
      const outsider = (await createSignedInUser(app)).client.socket();
      sockets.push(outsider);
      await expect(connect(outsider)).resolves.toEqual({});

      await sockets[0].dispose();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const replacement = first.client.socket();
      sockets.push(replacement);
      await expect(connect(replacement)).resolves.toEqual({});
    } finally {
      await Promise.all(sockets.map((socket) => socket.dispose()));
    }
  });
});
