// Also on PostgreSQL, Redis and S3: events cross instances through Redis.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Client } from 'graphql-ws';
import pg from 'pg';
import { announceMembershipChanged } from '../../../server/realtime/subscription-authorizer';
import { nextEvents, startTestApp, type GraphQLResult, type TestApp, type TestClient } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';
import { RISKY_CLAUSES, decide, textFile, upload } from '../documents/fixtures';

const SUBSCRIBERS = 50;
const KIND_ONLY = 'subscription { documentChanged { kind documentId } }';
const WITH_DOCUMENT = 'subscription { documentChanged { kind documentId document { id title status riskScore sender { domain } } } }';

let app: TestApp;
let alice: SignedInUser;
let mallory: SignedInUser;
const sockets: Client[] = [];

beforeAll(async () => {
  app = await startTestApp();
  alice = await createSignedInUser(app);
  mallory = await createSignedInUser(app);
});

afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await app?.stop();
});

const rawIdOf = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':')[1];

/** SQL statements sent to the database while `action` runs, with their text. */
async function statementsDuring<T>(action: () => Promise<T>): Promise<{ statements: string[]; result: T }> {
  const statements: string[] = [];
  const owner: any = app.db.kind === 'postgres' ? pg.Client.prototype : PGlite.prototype;
  const original = owner.query;
  owner.query = function (this: unknown, ...args: unknown[]) {
    // PGlite takes the SQL text; pg takes it, or a config object carrying it.
    const query = args[0] as string | { text?: string };
    statements.push(typeof query === 'string' ? query : String(query?.text ?? JSON.stringify(query)));
    return original.apply(this, args);
  };
  try {
    return { statements, result: await action() };
  } finally {
    owner.query = original;
  }
}

/** A live subscription whose events are collected as they come. */
function listen(user: SignedInUser, query: string, on: TestApp = app) {
  const socket = (on === app ? user.client : onInstance(user, on)).socket();
  sockets.push(socket);
  const events: GraphQLResult[] = [];
  let completed = false;
  let waiters: Array<() => void> = [];
  const wake = () => {
    for (const waiter of waiters) waiter();
    waiters = [];
  };
  socket.subscribe(
    { query },
    {
      next: (event) => {
        events.push(event as GraphQLResult);
        wake();
      },
      error: () => {
        completed = true;
        wake();
      },
      complete: () => {
        completed = true;
        wake();
      },
    },
  );
  const close = () => socket.dispose();
  const changes = (from = 0) =>
    events
      .slice(from)
      .map((event) => event.data?.documentChanged)
      .filter(Boolean);
  return {
    events,
    changes,
    close,
    isCompleted: () => completed,
    /** Resolves once a change of this document id arrived, as event `from` or later (or the subscription ended). */
    async received(documentId: string, timeoutMs = 10_000, from = 0): Promise<boolean> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (changes(from).some((change) => change.documentId === documentId)) return true;
        if (completed) return false;
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return false;
    },
  };
}

type Listener = ReturnType<typeof listen>;

/** The same signed-in user, connecting to another instance. */
function onInstance(user: SignedInUser, other: TestApp): TestClient {
  const client = other.client();
  client.cookies.set('paraphe_at', user.accessToken);
  return client;
}

/** Publishes harmless deletions until every listener has heard one: they are all subscribed. */
async function untilSubscribed(organizationId: string, listeners: Listener[], from: TestApp = app) {
  const before = listeners.map((listener) => listener.events.length);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    from.services.pubsub.publish('documentChanged', organizationId, { kind: 'DELETED', documentId: randomUUID() });
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (listeners.every((listener, index) => listener.events.length > before[index])) return;
  }
  throw new Error('subscribers never became ready');
}

const toGlobal = (rawId: string) => Buffer.from(`Document:${rawId}`).toString('base64');

describe('documentChanged with many subscribers of one organization', () => {
  it('reads the changed document once per event, not once per subscriber, and checks no membership in the database', async () => {
    const document = await upload(alice.client, 'Shared contract', textFile(RISKY_CLAUSES.join('\n')));
    const members = await Promise.all(Array.from({ length: SUBSCRIBERS - 1 }, () => createSignedInUser(app, { organizationId: alice.organizationId })));
    const listeners = [alice, ...members].map((user) => listen(user, WITH_DOCUMENT));
    await untilSubscribed(alice.organizationId, listeners);

    const { statements } = await statementsDuring(async () => {
      app.services.pubsub.publish('documentChanged', alice.organizationId, { kind: 'UPDATED', documentId: rawIdOf(document.document.id) });
      expect(await Promise.all(listeners.map((listener) => listener.received(document.document.id)))).toEqual(listeners.map(() => true));
    });

    // One read of the document (and one of its sender, which Prisma reads apart), whatever the number of subscribers.
    expect(statements.filter((sql) => /FROM "public"\."Document"/.test(sql))).toHaveLength(1);
    expect(statements.filter((sql) => !/FROM "public"\."(Document|Sender)"/.test(sql))).toEqual([]);
    expect(statements.length).toBeLessThanOrEqual(2);
    for (const listener of listeners) {
      expect(listener.changes().at(-1)).toEqual({
        kind: 'UPDATED',
        documentId: document.document.id,
        document: { id: document.document.id, title: 'Shared contract', status: 'PENDING', riskScore: expect.any(Number), sender: null },
      });
    }

    // Once the screens are closed their organization's events read nothing any more.
    await Promise.all(listeners.map((listener) => listener.close()));
    let readsAfterClosing = -1;
    for (let attempt = 0; attempt < 50 && readsAfterClosing !== 0; attempt += 1) {
      const after = await statementsDuring(async () => {
        app.services.pubsub.publish('documentChanged', alice.organizationId, { kind: 'UPDATED', documentId: rawIdOf(document.document.id) });
        await new Promise((resolve) => setTimeout(resolve, 100));
      });
      readsAfterClosing = after.statements.length;
    }
    expect(readsAfterClosing).toBe(0);

    // A screen that only wants to know something changed costs no statement at all.
    const erin = await createSignedInUser(app);
    const light = listen(erin, KIND_ONLY);
    await untilSubscribed(erin.organizationId, [light]);
    const quiet = await statementsDuring(async () => {
      const id = randomUUID();
      app.services.pubsub.publish('documentChanged', erin.organizationId, { kind: 'UPDATED', documentId: id });
      expect(await light.received(toGlobal(id))).toBe(true);
    });
    expect(quiet.statements).toEqual([]);
  }, 60_000);

  it("never delivers another organization's changes, and never reads another organization's document", async () => {
    const theirs = listen(mallory, WITH_DOCUMENT);
    const ours = listen(alice, WITH_DOCUMENT);
    await untilSubscribed(mallory.organizationId, [theirs]);
    await untilSubscribed(alice.organizationId, [ours]);
    const before = theirs.events.length;

    const created = await upload(alice.client, 'Not for Mallory', textFile(RISKY_CLAUSES.join('\n')));
    await alice.client.graphql(decide('approveDocument'), { id: created.document.id });
    expect(await ours.received(created.document.id)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Only the readiness probes (deletions of random ids) reach Mallory.
    expect(theirs.changes(before).filter((change) => change.kind !== 'DELETED')).toEqual([]);

    // An event naming another organization's document, on Mallory's channel, pushes no document.
    app.services.pubsub.publish('documentChanged', mallory.organizationId, { kind: 'UPDATED', documentId: rawIdOf(created.document.id) });
    expect(await theirs.received(created.document.id)).toBe(true);
    expect(theirs.changes().at(-1)).toEqual({ kind: 'UPDATED', documentId: created.document.id, document: null });
  }, 60_000);

  it('stops delivering to a member removed from the organization, from memory, without a database read per event', async () => {
    const dave = await createSignedInUser(app);
    const bob = await createSignedInUser(app, { organizationId: dave.organizationId });
    const carol = await createSignedInUser(app, { organizationId: dave.organizationId });
    const daveListening = listen(dave, KIND_ONLY);
    const bobListening = listen(bob, KIND_ONLY);
    const carolListening = listen(carol, KIND_ONLY);
    await untilSubscribed(dave.organizationId, [daveListening, bobListening, carolListening]);

    const elsewhere = await app.db.prisma.organization.create({ data: { name: 'Elsewhere' } });
    await app.db.prisma.user.update({ where: { id: bob.userId }, data: { organizationId: elsewhere.id } });
    announceMembershipChanged(app.services, { userId: bob.userId, organizationId: elsewhere.id, role: 'USER' });
    // A user deleted outright is told the same way.
    await app.db.prisma.user.delete({ where: { id: carol.userId } });
    announceMembershipChanged(app.services, { userId: carol.userId, organizationId: null, role: null });
    await new Promise((resolve) => setTimeout(resolve, 100));

    const { statements } = await statementsDuring(async () => {
      const id = randomUUID();
      app.services.pubsub.publish('documentChanged', dave.organizationId, { kind: 'UPDATED', documentId: id });
      expect(await daveListening.received(toGlobal(id))).toBe(true);
      expect(await bobListening.received(toGlobal(id), 2000)).toBe(false);
      expect(await carolListening.received(toGlobal(id), 2000)).toBe(false);
    });
    expect(bobListening.isCompleted()).toBe(true);
    expect(carolListening.isCompleted()).toBe(true);
    expect(statements).toEqual([]);

    // Subscribing again is refused: the membership is read once, when subscribing.
    const again = await nextEvents(bob.client.socket(), KIND_ONLY, {}, 1, 5000).catch((error: Error) => error);
    expect(JSON.stringify(again)).toMatch(/FORBIDDEN|Not allowed/);
  }, 60_000);

  it('pushes no heavy field: the web subscription carries none, and asking for one is refused', async () => {
    const persisted = JSON.parse(readFileSync(join(import.meta.dirname, '../../../web/src/__generated__/persisted-queries.json'), 'utf8')) as Record<
      string,
      string
    >;
    const webQuery = Object.values(persisted).find((text) => text.startsWith('subscription useDocumentChangedSubscription'))!;
    expect(webQuery).toBeDefined();
    const screen = listen(alice, webQuery);
    await untilSubscribed(alice.organizationId, [screen]);

    const filed = await upload(alice.client, 'Heavy contract', textFile(RISKY_CLAUSES.join('\n').repeat(20)));
    expect(filed.document.text.length).toBeGreaterThan(1000);
    expect(filed.document.findings.length).toBeGreaterThan(0);
    await alice.client.graphql(decide('approveDocument'), { id: filed.document.id });
    expect(await screen.received(filed.document.id)).toBe(true);
    const pushed = screen.changes().filter((change) => change.documentId === filed.document.id);
    expect(pushed.map((change) => change.kind)).toContain('CREATED');
    for (const change of pushed) {
      expect(change.document).toMatchObject({ id: filed.document.id, title: 'Heavy contract' });
      for (const heavy of ['text', 'findings', 'summary', 'keyPoints', 'history', 'signatureRequest']) expect(change.document).not.toHaveProperty(heavy);
      expect(JSON.stringify(change).length).toBeLessThan(1000);
    }

    for (const query of [
      'subscription { documentChanged { document { title text } } }',
      'subscription { documentChanged { document { ...Heavy } } } fragment Heavy on Document { findings { category } }',
      'subscription { documentChanged { document { sender { figures { documents } } } } }',
    ]) {
      const refused = await nextEvents(alice.client.socket(), query, {}, 1, 5000).catch((error: Error) => error);
      expect(JSON.stringify(refused)).toMatch(/BAD_REQUEST|Not pushed with a change/);
    }
  }, 60_000);

  (process.env.PARAPHE_TEST_REDIS_URL ? it : it.skip)(
    'across two instances sharing Redis: one read per instance, and a membership change heard by both',
    async () => {
      const other = await startTestApp({ db: app.db, env: { REDIS_KEY_PREFIX: app.config.REDIS_KEY_PREFIX } });
      try {
        const owner = await createSignedInUser(app);
        const members = await Promise.all(Array.from({ length: 19 }, () => createSignedInUser(app, { organizationId: owner.organizationId })));
        const listeners = [owner, ...members].map((user, index) => listen(user, WITH_DOCUMENT, index % 2 === 0 ? app : other));
        await untilSubscribed(owner.organizationId, listeners);
        const filed = await upload(owner.client, 'Two instances', textFile(RISKY_CLAUSES.join('\n')));
        await new Promise((resolve) => setTimeout(resolve, 300));

        const marks = listeners.map((listener) => listener.events.length);
        const { statements } = await statementsDuring(async () => {
          app.services.pubsub.publish('documentChanged', owner.organizationId, { kind: 'UPDATED', documentId: rawIdOf(filed.document.id) });
          expect(await Promise.all(listeners.map((listener, index) => listener.received(filed.document.id, 10_000, marks[index])))).toEqual(
            listeners.map(() => true),
          );
        });
        expect(statements.filter((sql) => /FROM "public"\."Document"/.test(sql))).toHaveLength(2);

        // Removed on the first instance; the subscriber connected to the second stops hearing.
        const removed = members[0];
        const removedListener = listeners[1];
        await app.db.prisma.user.delete({ where: { id: removed.userId } });
        announceMembershipChanged(app.services, { userId: removed.userId, organizationId: null, role: null });
        await new Promise((resolve) => setTimeout(resolve, 300));
        const id = randomUUID();
        app.services.pubsub.publish('documentChanged', owner.organizationId, { kind: 'DELETED', documentId: id });
        expect(await listeners[0].received(toGlobal(id))).toBe(true);
        expect(await listeners[3].received(toGlobal(id))).toBe(true);
        expect(await removedListener.received(toGlobal(id), 2000)).toBe(false);
        expect(removedListener.isCompleted()).toBe(true);
      } finally {
        await Promise.all(sockets.splice(0).map((socket) => socket.dispose()));
        await other.stop();
      }
    },
    60_000,
  );
});
