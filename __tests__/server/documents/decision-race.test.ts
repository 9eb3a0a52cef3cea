import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../../server/db/database';
import { createTestDatabase } from '../../support/database';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';
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

  it('has exactly one winner; the nineteen others are told DOCUMENT_NOT_PENDING, never an unexpected error', async () => {
    const file = new File([Buffer.from(await riskyPdf(2))], 'contested.pdf', { type: 'application/pdf' });
    const id = (await upload(reviewers[0].client, 'Contested', file)).document.id;
    const calls = Array.from({ length: 20 }, (_, index) => ({ reviewer: reviewers[index % 2], mutation: MUTATIONS[index % MUTATIONS.length] }));
    const results = await Promise.all(calls.map(({ reviewer, mutation }) => reviewer.client.graphql(decide(mutation), { id })));
    const outcomes = results.map((result, index) => (result.errors ? { errors: result.errors } : result.data![calls[index].mutation]));
    const winners = outcomes.filter((outcome) => outcome.document);
    expect(winners).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.document)).toEqual(Array.from({ length: 19 }, () => ({ __typename: 'AppError', code: 'DOCUMENT_NOT_PENDING' })));
    expect((await reviewers[1].client.graphql(STATUS, { id })).data!.node.status).toBe(winners[0].document.status);
    const rawId = Buffer.from(id, 'base64').toString().split(':')[1];
    expect(await shared.prisma.auditEvent.count({ where: { entityId: rawId, action: { not: 'document.created' } } })).toBe(1);
  }, 120_000);
});
