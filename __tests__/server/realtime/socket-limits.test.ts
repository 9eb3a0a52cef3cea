// Also on PostgreSQL, Redis and S3: socket caps are counted in Redis across instances.
import { randomUUID } from 'node:crypto';
import type { Client } from 'graphql-ws';
import { ACCESS_COOKIE } from '../../../server/auth/read-access';
import { openDatabase, type Database } from '../../../server/db/database';
import { createLogger } from '../../../server/logger';
import { closeReason, createConnectionQuota } from '../../../server/realtime/socket-limits';
import { GRAPHQL_LIMITS } from '../../../server/graphql/graphql-limits';
import { createTestDatabase } from '../../support/database';
import { startServerProcess } from '../../support/server-process';
import { TestClient, startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';

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
    stop = socket.subscribe(
      { query: TICK },
      { next: () => resolve('live'), error: (error) => resolve(JSON.stringify(error)), complete: () => resolve('complete') },
    );
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
      expect(results.filter((result) => result.includes('TOO_MANY_SUBSCRIPTIONS'))).toEqual([
        expect.stringContaining(`"message":"Au plus ${GRAPHQL_LIMITS.maxSubscriptionsPerConnection} abonnements par connexion"`),
      ]);
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
    const refused = Array.from({ length: 30 }, () =>
      socket.subscribe({ query: 'subscription { serverTime(intervalMs: "x") }' }, { next: () => undefined, error: () => undefined, complete: () => undefined }),
    );
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
      await expect(connect(third)).resolves.toEqual({ code: 1013, reason: 'TOO_MANY_CONNECTIONS: au plus 2 WebSockets par utilisateur' });

      const colleagueSocket = colleague.client.socket();
      sockets.push(colleagueSocket);
      await expect(connect(colleagueSocket)).resolves.toEqual({});
      const overOrganization = colleague.client.socket();
      sockets.push(overOrganization);
      await expect(connect(overOrganization)).resolves.toEqual({ code: 1013, reason: 'TOO_MANY_CONNECTIONS: au plus 3 WebSockets par organisation' });
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

/** A socket on the instance at `url`, carrying the user's session cookie. */
const socketOn = (url: string, user: SignedInUser) => {
  const client = new TestClient(url);
  client.cookies.set(ACCESS_COOKIE, user.accessToken);
  return client.socket();
};

describe('WebSockets counted on this instance when the shared count cannot be reached', () => {
  it('admits up to the caps and refuses beyond them while Redis does not answer', async () => {
    const quota = createConnectionQuota(
      { perUser: 2, perOrganization: 3 },
      { redisUrl: 'redis://127.0.0.1:9', keyPrefix: 'paraphe-test:', leaseMs: 3000, logger: createLogger('silent') },
    );
    try {
      const holder = { userId: 'u', organizationId: 'o' };
      const first = await quota.admit(holder);
      expect(first).toHaveProperty('release');
      expect(await quota.admit(holder)).toHaveProperty('release');
      expect(await quota.admit(holder)).toEqual({ refusal: { over: 'user', max: 2 } });
      (first as { release: () => void }).release();
      expect(await quota.admit(holder)).toHaveProperty('release');
    } finally {
      await quota.close();
    }
  });
});

const REDIS_URL = process.env.PARAPHE_TEST_REDIS_URL;
if (!REDIS_URL) console.warn('Skipping the WebSocket caps across instances: they need PARAPHE_TEST_REDIS_URL (Redis), as CI sets it.');

(REDIS_URL ? describe : describe.skip)('WebSockets per user and per organization across instances sharing Redis', () => {
  const LEASE_S = 3;
  const env = {
    REDIS_KEY_PREFIX: `paraphe-test:${randomUUID()}:`,
    WS_MAX_CONNECTIONS_PER_USER: '2',
    WS_MAX_CONNECTIONS_PER_ORGANIZATION: '3',
    WS_CONNECTION_LEASE_S: String(LEASE_S),
  };
  let shared: Database & { url?: string };
  let second: Database;
  let instances: TestApp[] = [];
  const sockets: Client[] = [];
  const open = async (url: string, user: SignedInUser) => {
    const socket = socketOn(url, user);
    sockets.push(socket);
    return { socket, answer: await connect(socket) };
  };

  beforeAll(async () => {
    shared = await createTestDatabase();
    second = shared.url ? await openDatabase({ url: shared.url, poolSize: 5 }) : shared;
    instances = [await startTestApp({ db: shared, env }), await startTestApp({ db: second, env })];
  });

  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.dispose()));
  });

  afterAll(async () => {
    for (const instance of instances) await instance.stop();
    if (second !== shared) await second?.close();
    await shared?.close();
  });

  it('holds the caps of a user and of an organization over both instances', async () => {
    const [a, b] = instances.map((instance) => instance.url);
    const member = await createSignedInUser(instances[0]);
    const colleague = await createSignedInUser(instances[0], { organizationId: member.organizationId });
    expect((await open(a, member)).answer).toEqual({});
    expect((await open(b, member)).answer).toEqual({});
    for (const url of [a, b])
      expect((await open(url, member)).answer).toEqual({ code: 1013, reason: 'TOO_MANY_CONNECTIONS: au plus 2 WebSockets par utilisateur' });
    expect((await open(b, colleague)).answer).toEqual({});
    expect((await open(a, colleague)).answer).toEqual({ code: 1013, reason: 'TOO_MANY_CONNECTIONS: au plus 3 WebSockets par organisation' });
    // Another organization is not affected.
    expect((await open(a, await createSignedInUser(instances[0]))).answer).toEqual({});
  });

  it('frees the place of a socket closed on one instance for the other at once', async () => {
    const [a, b] = instances.map((instance) => instance.url);
    const member = await createSignedInUser(instances[0]);
    const onA = await open(a, member);
    expect(onA.answer).toEqual({});
    expect((await open(a, member)).answer).toEqual({});
    expect((await open(b, member)).answer).toEqual({ code: 1013, reason: 'TOO_MANY_CONNECTIONS: au plus 2 WebSockets par utilisateur' });
    await onA.socket.dispose();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await open(b, member)).answer).toEqual({});
  });

  it('keeps counting the sockets of a live instance past their lease, and stops counting those of a dead one once it has run out', async () => {
    const member = await createSignedInUser(instances[0]);
    // Its own process, on the same database: a subscription reads its member's membership there.
    const doomed = await startServerProcess({
      REDIS_URL: REDIS_URL!,
      SESSION_SECRET: instances[0].config.SESSION_SECRET,
      ...(shared.url ? { DATABASE_URL: shared.url } : {}),
      ...env,
    });
    try {
      for (let index = 0; index < 2; index += 1) expect((await open(doomed.url, member)).answer).toEqual({});
      // Renewed while they live: still counted after more than a lease.
      await new Promise((resolve) => setTimeout(resolve, LEASE_S * 1500));
      expect((await open(instances[0].url, member)).answer).toEqual({ code: 1013, reason: 'TOO_MANY_CONNECTIONS: au plus 2 WebSockets par utilisateur' });
      await doomed.stop('SIGKILL');
      const killedAt = Date.now();
      expect((await open(instances[1].url, member)).answer).toEqual({ code: 1013, reason: 'TOO_MANY_CONNECTIONS: au plus 2 WebSockets par utilisateur' });
      let answer = (await open(instances[1].url, member)).answer;
      while (answer.code === 1013 && Date.now() - killedAt < (LEASE_S + 2) * 1000) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        answer = (await open(instances[1].url, member)).answer;
      }
      expect(answer).toEqual({});
      expect(Date.now() - killedAt).toBeLessThanOrEqual((LEASE_S + 1) * 1000);
    } finally {
      await doomed.stop('SIGKILL');
    }
  }, 90_000);
});

describe('close reasons', () => {
  it('keeps a reason that fits a close frame, and cuts a longer one on a whole character, marked, within 123 bytes', () => {
    expect(closeReason('ACCESS_REVOKED: cette session est terminée')).toBe('ACCESS_REVOKED: cette session est terminée');
    for (const long of ['x'.repeat(200), 'é'.repeat(100), `TOO_MANY_CONNECTIONS: ${'« organisation » '.repeat(10)}`]) {
      const reason = closeReason(long);
      expect(Buffer.byteLength(reason)).toBeLessThanOrEqual(123);
      expect(Buffer.byteLength(reason)).toBeGreaterThan(118);
      expect(reason.endsWith('…')).toBe(true);
      expect(long.startsWith(reason.slice(0, -1))).toBe(true);
    }
  });
});
