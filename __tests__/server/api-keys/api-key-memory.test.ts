// Also on PostgreSQL, Redis and S3: changes to a key reach the other instances through Redis.
import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { createClient, type Client } from 'graphql-ws';
import { WebSocket } from 'ws';
import { openDatabase, type Database } from '../../../server/db/database';
import { API_KEY_MEMORY_MS } from '../../../server/api-keys/authenticate-api-key';
import { createApiKey } from '../../../server/api-keys/create-api-key';
import { revokeApiKey } from '../../../server/api-keys/revoke-api-key';
import type { Viewer } from '../../../server/access/viewer';
import { changeMemberRole } from '../../../server/team/change-member-role';
import { createTestDatabase } from '../../support/database';
import { nextEvents, nextStreamedEvents, startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser } from '../../support/users';

/** A live key is read once and then answered from memory, yet every change of who may use it holds at once on this instance and within a second on the others. */
describe('API keys answered from memory', () => {
  let shared: Database & { url?: string };
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    shared = await createTestDatabase();
    const other = shared.url ? await openDatabase({ url: shared.url, poolSize: 5 }) : shared;
    first = await startTestApp({ db: shared });
    // Another instance of the same deployment: its database and its Redis channels.
    second = await startTestApp({ db: other, env: { REDIS_KEY_PREFIX: first.config.REDIS_KEY_PREFIX } });
  });

  afterAll(async () => {
    await second.stop();
    await first.stop();
    await shared.close();
  });

  async function adminWithKey() {
    const admin = await createSignedInUser(first, { role: 'ADMIN' });
    const viewer: Viewer = { userId: admin.userId, organizationId: admin.organizationId, role: 'ADMIN', sessionId: null, aal: 1, locale: 'fr' };
    const created = await createApiKey(first.services, viewer, { name: 'ERP', scopes: ['read', 'write'] });
    return { admin, viewer, key: created.key, apiKeyId: created.apiKey.id };
  }

  const documents = (app: TestApp, key: string) => fetch(`${app.url}/api/v1/documents`, { headers: { authorization: `Bearer ${key}` } });
  const roleSeen = async (app: TestApp, key: string) => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { role } }' }),
    });
    return ((await response.json()) as { data: { viewer: { role: string } } }).data.viewer.role;
  };

  it('reads a busy key from the database once, not once per request', async () => {
    const { key } = await adminWithKey();
    const reads = jest.spyOn(first.services.db.prisma.apiKey, 'findUnique');
    try {
      const started = performance.now();
      for (let call = 0; call < 5; call += 1) expect((await documents(first, key)).status).toBe(200);
      // At most one read per lifetime of the memory that the five calls spanned (one on a machine that keeps up).
      const lifetimes = Math.ceil((performance.now() - started) / API_KEY_MEMORY_MS);
      expect(reads.mock.calls.length).toBeGreaterThanOrEqual(1);
      expect(reads.mock.calls.length).toBeLessThanOrEqual(Math.min(lifetimes, 4));
    } finally {
      reads.mockRestore();
    }
  });

  it('never remembers an unknown key', async () => {
    const unknown = `ppk_abcdefgh_${'x'.repeat(43)}`;
    const reads = jest.spyOn(first.services.db.prisma.apiKey, 'findUnique');
    try {
      for (let call = 0; call < 3; call += 1) expect((await documents(first, unknown)).status).toBe(401);
      expect(reads).toHaveBeenCalledTimes(3);
    } finally {
      reads.mockRestore();
    }
  });

  it('refuses a key revoked on the same instance from the very next request', async () => {
    const { viewer, key, apiKeyId } = await adminWithKey();
    expect((await documents(first, key)).status).toBe(200);
    await revokeApiKey(first.services, viewer, { apiKeyId });
    expect((await documents(first, key)).status).toBe(401);
  });

  it('gives a key the new role of its holder from the very next request', async () => {
    const { admin, key } = await adminWithKey();
    const otherAdmin = await createSignedInUser(first, { role: 'ADMIN', organizationId: admin.organizationId });
    expect(await roleSeen(first, key)).toBe('ADMIN');
    const by: Viewer = { userId: otherAdmin.userId, organizationId: admin.organizationId, role: 'ADMIN', sessionId: null, aal: 1, locale: 'fr' };
    await changeMemberRole(first.services, by, { userId: admin.userId, role: 'MANAGER' });
    expect(await roleSeen(first, key)).toBe('MANAGER');
  });

  it('refuses a key revoked on another instance within a second', async () => {
    const { viewer, key, apiKeyId } = await adminWithKey();
    expect((await documents(first, key)).status).toBe(200);
    expect((await documents(second, key)).status).toBe(200);
    await revokeApiKey(first.services, viewer, { apiKeyId });
    const revokedAt = performance.now();
    let status = 200;
    while (status === 200 && performance.now() - revokedAt < 5 * API_KEY_MEMORY_MS) {
      status = (await documents(second, key)).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe(401);
    // Within the memory's lifetime, plus the time of one request on a busy machine.
    expect(performance.now() - revokedAt).toBeLessThan(API_KEY_MEMORY_MS + 500);
  });

  /** A graphql-ws client authenticated as browsers and most libraries do it: the key in `connectionParams`. */
  const socketWithKey = (app: TestApp, key: string): Client =>
    createClient({
      url: `${app.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${key}` },
      retryAttempts: 0,
    });
  const CHANGES = 'subscription { documentChanged { kind } }';
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it("closes a revoked key's sockets at once, and lets the others' subscriptions go on", async () => {
    const { admin, viewer, key, apiKeyId } = await adminWithKey();
    const kept = await createApiKey(first.services, viewer, { name: 'CRM', scopes: ['read'] });
    const revokedSocket = socketWithKey(first, key);
    const keptSocket = socketWithKey(first, kept.key);
    try {
      const closed = expect(nextEvents(revokedSocket, CHANGES, {}, 1, 5000)).rejects.toThrow(
        'closed with 4403: ACCESS_REVOKED: cette clé d’API a été révoquée',
      );
      const keptEvents = nextEvents(keptSocket, CHANGES, {}, 1, 5000);
      await pause(300);
      await revokeApiKey(first.services, viewer, { apiKeyId });
      await closed;
      first.services.pubsub.publish('documentChanged', admin.organizationId, { kind: 'CREATED', documentId: randomUUID() });
      await expect(keptEvents).resolves.toEqual([{ data: { documentChanged: { kind: 'CREATED' } } }]);
    } finally {
      await revokedSocket.dispose();
      await keptSocket.dispose();
    }
  });

  const streamWithKey = (app: TestApp, key: string, query: string, count: number) =>
    nextStreamedEvents(app.url, { authorization: `Bearer ${key}` }, query, count, 5000);

  const accessRevoked = [{ errors: [expect.objectContaining({ extensions: { code: 'ACCESS_REVOKED' } })] }];

  it("ends a revoked key's subscriptions over HTTP at once, with ACCESS_REVOKED as their last event", async () => {
    const { viewer, key, apiKeyId } = await adminWithKey();
    const events = streamWithKey(first, key, CHANGES, 5);
    await pause(300);
    await revokeApiKey(first.services, viewer, { apiKeyId });
    const revokedAt = performance.now();
    // No event of the organization comes: the revocation alone ends the stream.
    await expect(events).resolves.toEqual(accessRevoked);
    expect(performance.now() - revokedAt).toBeLessThan(1000);
  });

  it("ends a revoked key's heartbeat over HTTP at once too, between two beats", async () => {
    const { viewer, key, apiKeyId } = await adminWithKey();
    const beats = streamWithKey(first, key, 'subscription { serverTime(intervalMs: 60000) }', 50);
    await pause(300);
    await revokeApiKey(first.services, viewer, { apiKeyId });
    const revokedAt = performance.now();
    const events = await beats;
    expect(events).toEqual([{ data: { serverTime: expect.any(String) } }, ...accessRevoked]);
    expect(performance.now() - revokedAt).toBeLessThan(1000);
  });

  (process.env.PARAPHE_TEST_REDIS_URL ? it : it.skip)("ends a key's subscriptions over HTTP on another instance at once, through Redis", async () => {
    const { viewer, key, apiKeyId } = await adminWithKey();
    const events = streamWithKey(second, key, CHANGES, 5);
    await pause(300);
    await revokeApiKey(first.services, viewer, { apiKeyId });
    const revokedAt = performance.now();
    await expect(events).resolves.toEqual(accessRevoked);
    expect(performance.now() - revokedAt).toBeLessThan(1000);
  });
});
