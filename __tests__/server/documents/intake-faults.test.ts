// Also on PostgreSQL, Redis and S3: PostgreSQL freezing mid-intake, files left in S3.
import { createHash, randomUUID } from 'node:crypto';
import { relative } from 'node:path';
import type { Database } from '../../../server/db/database';
import { openRelayedDatabase, type DatabaseRelay, type FreezePoint, type RelayedDatabase } from '../../support/database-relay';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';
import { RISKY_CLAUSES, storedFiles } from './fixtures';

const CREATE_KEY = `mutation($input: CreateApiKeyInput!) {
  createApiKey(input: $input) { ... on MutationCreateApiKeySuccess { created { key } } }
}`;

(process.env.DATABASE_URL ? describe : describe.skip)('intake while PostgreSQL freezes (DATABASE_URL)', () => {
  let database: RelayedDatabase;
  let relay: DatabaseRelay;
  let relayed: Database;
  let app: TestApp;
  let admin: SignedInUser;
  let apiKey: string;
  /** The statements one upload sends, in order: each is a step where the database may freeze. */
  let intakeSteps: string[];

  const send = (idempotencyKey: string, text: string) => {
    const form = new FormData();
    form.append('file', new File([text], 'contract.txt', { type: 'text/plain' }));
    return fetch(`${app.url}/api/v1/documents/analyze`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'idempotency-key': idempotencyKey },
      body: form,
    });
  };

  beforeAll(async () => {
    database = await openRelayedDatabase({ connectTimeoutMs: 500, queryTimeoutMs: 800 });
    ({ relay, relayed } = database);
    app = await startTestApp({ db: relayed });
    admin = await createSignedInUser(app, { role: 'ADMIN' });
    apiKey = (await admin.client.graphql(CREATE_KEY, { input: { name: 'Scanner', scopes: ['READ', 'WRITE'] } })).data!.createApiKey.created.key;
    const before = relay.statements.length;
    expect((await send(randomUUID(), 'A first contract.')).status).toBe(201);
    intakeSteps = relay.statements.slice(before);
  });

  afterAll(async () => {
    await relay?.thaw();
    await app?.stop();
    await database?.close();
  });

  it('answers 201 or 503 at every step, and the retry with the same key finds or files exactly one document, with its file', async () => {
    expect(intakeSteps.some((statement) => /^INSERT INTO "public"\."Document"/.test(statement))).toBe(true);
    expect(intakeSteps).toContain('COMMIT');
    const outcomes: string[] = [];
    for (const [index, statement] of intakeSteps.entries()) {
      const occurrence = intakeSteps.slice(0, index + 1).filter((earlier) => earlier === statement).length;
      for (const point of ['unsent', 'unanswered'] as FreezePoint[]) {
        const key = randomUUID();
        const text = `${RISKY_CLAUSES[0]}\nStep ${index} ${point}.`;
        relay.freezeAt(statement, occurrence, point);
        const first = await send(key, text);
        const firstBody = await first.json();
        await relay.thaw();
        const step = `step ${index} (${statement.slice(0, 60)}) ${point}`;
        expect({ step, status: first.status, code: firstBody.error?.code }).toEqual(
          first.status === 201 ? { step, status: 201, code: undefined } : { step, status: 503, code: 'SERVICE_UNAVAILABLE' },
        );
        const kept = await database.underlying.prisma.document.findMany({ where: { idempotencyKey: key }, select: { id: true } });
        const retry = await send(key, text);
        expect({ step, status: retry.status }).toEqual({ step, status: 201 });
        const retried = await retry.json();
        if (first.status === 201) expect({ step, id: retried.id }).toEqual({ step, id: firstBody.id });
        if (kept.length) expect({ step, id: retried.id }).toEqual({ step, id: kept[0].id });
        expect({ step, documents: await database.underlying.prisma.document.count({ where: { idempotencyKey: key } }) }).toEqual({ step, documents: 1 });
        outcomes.push(`${first.status}${kept.length ? ' kept' : ''}`);
      }
    }
    // The commit whose answer was lost is the case that matters: the row exists though the client heard 503.
    expect(outcomes).toContain('503 kept');

    const documents = await database.underlying.prisma.document.findMany({
      where: { organizationId: admin.organizationId },
      select: { storagePath: true, sha256: true },
    });
    for (const document of documents) {
      const bytes = await app.services.storage.get(document.storagePath);
      expect({ path: document.storagePath, sha256: createHash('sha256').update(bytes).digest('hex') }).toEqual({
        path: document.storagePath,
        sha256: document.sha256,
      });
    }
    // Files of commits whose outcome was unknown are removed once the database says they were aborted.
    const referenced = new Set(documents.map((document) => document.storagePath));
    const orphans = () =>
      storedFiles(app)
        .map((path) => relative(app.config.STORAGE_DIR, path))
        .filter((path) => path.startsWith('documents/') && !referenced.has(path));
    const deadline = Date.now() + 10_000;
    while (orphans().length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(orphans()).toEqual([]);
  }, 600_000);
});
