// Also on PostgreSQL, Redis and S3: row locks held by concurrent connections.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../../server/db/database';
import { createTestDatabase } from '../../support/database';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';
import { DECISION_RACE_WINDOW_MS } from '../../../server/documents/change-document-status';
import { decide, riskyPdf, upload } from './fixtures';

const STATUS = `query($id: ID!) { node(id: $id) { ... on Document { status } } }`;
const MUTATIONS = ['approveDocument', 'approveDocument', 'refuseDocument', 'requestDocumentCorrection'] as const;

describe('twenty concurrent decisions on one document, across two instances', () => {
  let shared: Database & { url?: string };
  let second: Database;
  let apps: TestApp[];
  let reviewers: SignedInUser[];
  let files: string;

  beforeAll(async () => {
    shared = await createTestDatabase();
    // On PostgreSQL each instance has its own connection pool, as two servers would.
    second = shared.url ? await openDatabase({ url: shared.url, poolSize: 5 }) : shared;
    // Both instances keep files in one place, as servers behind one load balancer do.
    files = mkdtempSync(join(tmpdir(), 'paraphe-race-'));
    apps = [await startTestApp({ db: shared, env: { STORAGE_DIR: files } }), await startTestApp({ db: second, env: { STORAGE_DIR: files } })];
    const first = await createSignedInUser(apps[0], { role: 'ADMIN' });
    reviewers = [first, await createSignedInUser(apps[1], { organizationId: first.organizationId, role: 'ADMIN' })];
  });

  afterAll(async () => {
    for (const app of apps ?? []) await app.stop();
    if (second !== shared) await second?.close();
    await shared?.close();
    rmSync(files, { recursive: true, force: true });
  });

  const newDocument = async (title: string) => {
    const file = new File([Buffer.from(await riskyPdf(2))], `${title}.pdf`, { type: 'application/pdf' });
    return (await upload(reviewers[0].client, title, file)).document.id as string;
  };
  const rawIdOf = (id: string) => Buffer.from(id, 'base64').toString().split(':')[1];
  const outcomeOf = (result: { data?: Record<string, unknown> | null; errors?: unknown }, mutation: string) =>
    result.errors ? { errors: result.errors } : (result.data![mutation] as Record<string, unknown>);

  it('has exactly one winner; the nineteen others are told ALREADY_DECIDED, never an unexpected error', async () => {
    const id = await newDocument('Contested');
    const calls = Array.from({ length: 20 }, (_, index) => ({ reviewer: reviewers[index % 2], mutation: MUTATIONS[index % MUTATIONS.length] }));
    const results = await Promise.all(calls.map(({ reviewer, mutation }) => reviewer.client.graphql(decide(mutation), { id })));
    const outcomes = results.map((result, index) => outcomeOf(result, calls[index].mutation));
    const winners = outcomes.filter((outcome) => outcome.document);
    expect(winners).toHaveLength(1);
    const status = (winners[0].document as { status: string }).status;
    expect(outcomes.filter((outcome) => !outcome.document)).toEqual(
      Array.from({ length: 19 }, () => ({ __typename: 'DocumentNotPending', code: 'ALREADY_DECIDED', status })),
    );
    expect((await reviewers[1].client.graphql(STATUS, { id })).data!.node.status).toBe(status);
    expect(await shared.prisma.auditEvent.count({ where: { entityId: rawIdOf(id), action: { not: 'document.created' } } })).toBe(1);
  }, 120_000);

  it('tells a decision that comes a moment after another ALREADY_DECIDED, and long after DOCUMENT_NOT_PENDING, over GraphQL and REST (409)', async () => {
    const id = await newDocument('Decided before');
    const [reviewer] = reviewers;
    await reviewer.client.graphql(decide('refuseDocument'), { id });
    apps[0].clock.advance(DECISION_RACE_WINDOW_MS);
    expect(outcomeOf(await reviewer.client.graphql(decide('requestDocumentCorrection'), { id }), 'requestDocumentCorrection')).toEqual({
      __typename: 'DocumentNotPending',
      code: 'ALREADY_DECIDED',
      status: 'REFUSED',
    });
    apps[0].clock.advance(1);
    expect(outcomeOf(await reviewer.client.graphql(decide('approveDocument'), { id }), 'approveDocument')).toEqual({
      __typename: 'DocumentNotPending',
      code: 'DOCUMENT_NOT_PENDING',
      status: 'REFUSED',
    });
    const key = await reviewer.client.graphql(
      `mutation { createApiKey(input: { name: "race", scopes: [READ, WRITE, SIGN] }) { ... on MutationCreateApiKeySuccess { created { key } } } }`,
    );
    const secret = (key.data!.createApiKey as { created: { key: string } }).created.key;
    const answer = await fetch(`${apps[0].url}/api/v1/documents/${rawIdOf(id)}/sign`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ signature_type: 'simple' }),
    });
    expect(answer.status).toBe(409);
    expect(((await answer.json()) as { error: { code: string; details: unknown } }).error).toMatchObject({
      code: 'DOCUMENT_NOT_PENDING',
      details: { status: 'refused' },
    });
  });

  // Another instance holding the document's row: on PGlite, one connection serves every transaction in turn.
  (process.env.DATABASE_URL ? describe : describe.skip)('while another transaction holds the row (PostgreSQL)', () => {
    /** Holds the row of a document until `release` is called, then commits the decision given there, if any. */
    function holdRow(id: string) {
      let release: (status?: 'REFUSED') => void = () => undefined;
      const released = new Promise<'REFUSED' | undefined>((resolve) => (release = resolve));
      let locked: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (locked = resolve));
      const done = second.prisma.$transaction(
        async (tx) => {
          await tx.$queryRaw`SELECT id FROM "Document" WHERE id = ${rawIdOf(id)}::uuid FOR UPDATE`;
          locked();
          const status = await released;
          if (status) await tx.document.update({ where: { id: rawIdOf(id) }, data: { status, decidedAt: new Date() } });
        },
        { timeout: 30_000 },
      );
      return { held, done, release: (status?: 'REFUSED') => release(status) };
    }

    it('answers ALREADY_DECIDED to decisions that waited for a decision that then committed', async () => {
      const id = await newDocument('Held then decided');
      const holder = holdRow(id);
      await holder.held;
      const waiting = Promise.all(reviewers.map((reviewer) => reviewer.client.graphql(decide('refuseDocument'), { id })));
      await new Promise((resolve) => setTimeout(resolve, 500));
      holder.release('REFUSED');
      await holder.done;
      expect((await waiting).map((result) => outcomeOf(result, 'refuseDocument'))).toEqual([
        { __typename: 'DocumentNotPending', code: 'ALREADY_DECIDED', status: 'REFUSED' },
        { __typename: 'DocumentNotPending', code: 'ALREADY_DECIDED', status: 'REFUSED' },
      ]);
    }, 30_000);

    it('answers ALREADY_DECIDED to decisions that queued for a connection while a slow decision held the row', async () => {
      // The second instance has 5 connections: the holder takes one, four decisions wait on the row, four for a connection.
      const id = await newDocument('Held with a full pool');
      const holder = holdRow(id);
      await holder.held;
      const waiting = Promise.all(Array.from({ length: 8 }, () => reviewers[1].client.graphql(decide('approveDocument'), { id })));
      await new Promise((resolve) => setTimeout(resolve, 2500));
      holder.release('REFUSED');
      await holder.done;
      expect((await waiting).map((result) => outcomeOf(result, 'approveDocument'))).toEqual(
        Array.from({ length: 8 }, () => ({ __typename: 'DocumentNotPending', code: 'ALREADY_DECIDED', status: 'REFUSED' })),
      );
    }, 30_000);

    it('answers ALREADY_DECIDED, not an unexpected error, when the row stays held past the lock timeout', async () => {
      const id = await newDocument('Held too long');
      const holder = holdRow(id);
      await holder.held;
      try {
        const result = await reviewers[1].client.graphql(decide('requestDocumentCorrection'), { id });
        expect(outcomeOf(result, 'requestDocumentCorrection')).toEqual({ __typename: 'DocumentNotPending', code: 'ALREADY_DECIDED', status: null });
      } finally {
        holder.release();
        await holder.done;
      }
      expect((await reviewers[0].client.graphql(STATUS, { id })).data!.node.status).toBe('PENDING');
    }, 30_000);
  });
});
