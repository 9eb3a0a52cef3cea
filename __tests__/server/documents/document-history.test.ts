import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';
import { textFile, upload, RISKY_CLAUSES } from './fixtures';

let app: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;
let mallory: SignedInUser;

beforeAll(async () => {
  app = await startTestApp();
  alice = await createSignedInUser(app);
  bob = await createSignedInUser(app, { organizationId: alice.organizationId });
  mallory = await createSignedInUser(app, { role: 'ADMIN' });
  await app.services.db.prisma.user.update({ where: { id: alice.userId }, data: { fullName: 'Alice Martin' } });
  await app.services.db.prisma.user.update({ where: { id: bob.userId }, data: { fullName: 'Bob Durand' } });
});

afterAll(async () => {
  await app?.stop();
});

async function newDocument(title: string, owner = alice): Promise<string> {
  return (await upload(owner.client, title, textFile(RISKY_CLAUSES.join('\n')))).document.id;
}

const rawIdOf = (id: string) => Buffer.from(id, 'base64').toString().split(':')[1];

const HISTORY = 'query($id: ID!) { node(id: $id) { ... on Document { status decisionComment history { action at actorName comment source } } } }';

const CORRECTION = `
  mutation($id: ID!, $comment: String) {
    requestDocumentCorrection(id: $id, comment: $comment) {
      __typename
      ... on MutationRequestDocumentCorrectionSuccess { document { id status } }
      ... on ValidationFailed { problems { path message } }
      ... on Error { code }
    }
  }`;

const REFUSAL = `
  mutation($id: ID!, $reason: String) {
    refuseDocument(id: $id, reason: $reason) {
      __typename
      ... on MutationRefuseDocumentSuccess { document { id status } }
      ... on ValidationFailed { problems { path message } }
      ... on Error { code }
    }
  }`;

describe('comment and reason of a decision', () => {
  it('keeps the comment of a correction request in the audit event and the history', async () => {
    const id = await newDocument('To correct');
    app.clock.advance(60_000);
    const result = await bob.client.graphql(CORRECTION, { id, comment: '  Article 7 : plafonner la responsabilité.  ' });
    expect(result.data!.requestDocumentCorrection).toEqual({ __typename: 'MutationRequestDocumentCorrectionSuccess', document: { id, status: 'CORRECTING' } });
    const event = await app.services.db.prisma.auditEvent.findFirstOrThrow({ where: { entityId: rawIdOf(id), action: 'document.correcting' } });
    expect(event.data).toEqual({ title: 'To correct', from: 'PENDING', to: 'CORRECTING', comment: 'Article 7 : plafonner la responsabilité.' });

    const history = (await alice.client.graphql(HISTORY, { id })).data!.node;
    expect(history.status).toBe('CORRECTING');
    expect(history.decisionComment).toBe('Article 7 : plafonner la responsabilité.');
    expect(history.history).toEqual([
      { action: 'document.created', at: expect.any(String), actorName: 'Alice Martin', comment: null, source: 'UPLOAD' },
      { action: 'document.correcting', at: expect.any(String), actorName: 'Bob Durand', comment: 'Article 7 : plafonner la responsabilité.', source: null },
    ]);
    expect(Date.parse(history.history[1].at) - Date.parse(history.history[0].at)).toBe(60_000);
  });

  it('keeps the reason of a refusal', async () => {
    const id = await newDocument('To refuse');
    const result = await alice.client.graphql(REFUSAL, { id, reason: 'Clause de non-concurrence inacceptable' });
    expect(result.data!.refuseDocument).toMatchObject({ document: { status: 'REFUSED' } });
    const { history, decisionComment } = (await bob.client.graphql(HISTORY, { id })).data!.node;
    expect(decisionComment).toBe('Clause de non-concurrence inacceptable');
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['document.created', 'document.refused']);
    expect(history[1]).toMatchObject({ actorName: 'Alice Martin', comment: 'Clause de non-concurrence inacceptable' });
  });

  it('treats an omitted or blank comment as none, as before', async () => {
    const omitted = await newDocument('No comment');
    expect((await alice.client.graphql(CORRECTION, { id: omitted })).data!.requestDocumentCorrection.document.status).toBe('CORRECTING');
    const blank = await newDocument('Blank reason');
    expect((await alice.client.graphql(REFUSAL, { id: blank, reason: '   ' })).data!.refuseDocument.document.status).toBe('REFUSED');
    for (const id of [omitted, blank]) {
      const event = await app.services.db.prisma.auditEvent.findFirstOrThrow({ where: { entityId: rawIdOf(id), action: { not: 'document.created' } } });
      expect(Object.keys(event.data as object).sort()).toEqual(['from', 'title', 'to']);
      const read = (await alice.client.graphql(HISTORY, { id })).data!.node;
      expect(read.history[1].comment).toBeNull();
      expect(read.decisionComment).toBeNull();
    }
  });

  it('refuses a comment or a reason longer than 1,000 characters and changes nothing', async () => {
    const id = await newDocument('Too long');
    const correction = await alice.client.graphql(CORRECTION, { id, comment: 'x'.repeat(1001) });
    expect(correction.data!.requestDocumentCorrection).toMatchObject({
      __typename: 'ValidationFailed',
      problems: [{ path: 'comment', message: expect.stringMatching(/1000/) }],
    });
    const refusal = await alice.client.graphql(REFUSAL, { id, reason: 'y'.repeat(1001) });
    expect(refusal.data!.refuseDocument).toMatchObject({ __typename: 'ValidationFailed', problems: [{ path: 'reason' }] });
    const read = (await alice.client.graphql(HISTORY, { id })).data!.node;
    expect(read.status).toBe('PENDING');
    expect(read.decisionComment).toBeNull();
    expect(read.history.map((entry: { action: string }) => entry.action)).toEqual(['document.created']);
    // Exactly 1,000 characters is accepted.
    expect((await alice.client.graphql(REFUSAL, { id, reason: 'z'.repeat(1000) })).data!.refuseDocument.document.status).toBe('REFUSED');
  });

  it('records approvals and triage in the history', async () => {
    const id = await newDocument('Triage then approve');
    // Same instant as the filing: the history still reads filed, triaged, decided.
    await alice.client.graphql(`mutation($input: UpdateDocumentInput!) { updateDocument(input: $input) { __typename } }`, {
      input: { id, priority: 'URGENT' },
    });
    const approved = await bob.client.graphql(`mutation($id: ID!) { approveDocument(id: $id) { __typename ... on Error { code } } }`, { id });
    expect(approved.data!.approveDocument).toEqual({ __typename: 'MutationApproveDocumentSuccess' });
    const { history } = (await alice.client.graphql(HISTORY, { id })).data!.node;
    expect(history.map((entry: { action: string; actorName: string; source: string | null }) => [entry.action, entry.actorName, entry.source])).toEqual([
      ['document.created', 'Alice Martin', 'UPLOAD'],
      ['document.triaged', 'Alice Martin', null],
      ['document.signed', 'Bob Durand', null],
    ]);
  });

  it('says a document sent with an API key came through the API, with its key owner', async () => {
    const admin = await createSignedInUser(app, { organizationId: alice.organizationId, role: 'ADMIN' });
    await app.services.db.prisma.user.update({ where: { id: admin.userId }, data: { fullName: 'Carole Petit' } });
    const created = await admin.client.graphql(
      `mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { ... on MutationCreateApiKeySuccess { created { key } } } }`,
      { input: { name: 'Scanner', scopes: ['WRITE', 'READ'] } },
    );
    const form = new FormData();
    form.append('file', new File([RISKY_CLAUSES.join('\n')], 'scan.txt', { type: 'text/plain' }));
    const response = await fetch(`${app.url}/api/v1/documents/analyze`, {
      method: 'POST',
      headers: { authorization: `Bearer ${created.data!.createApiKey.created.key}` },
      body: form,
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const { history } = (await alice.client.graphql(HISTORY, { id })).data!.node;
    expect(history[0]).toMatchObject({ action: 'document.created', actorName: 'Carole Petit', source: 'API' });
  });
});

describe('history across organizations', () => {
  it("does not let another organization read a document's history, nor decide with a comment", async () => {
    const id = await newDocument('Confidential history');
    await alice.client.graphql(CORRECTION, { id, comment: 'Secret remark' });
    expect(await mallory.client.graphql(HISTORY, { id })).toEqual({ data: { node: null } });
    const attempt = await mallory.client.graphql(REFUSAL, { id, reason: 'Not mine' });
    expect(attempt.data!.refuseDocument).toEqual({ __typename: 'AppError', code: 'NOT_FOUND' });
    const visitor = await app.client().graphql(HISTORY, { id });
    expect(visitor.data?.node ?? null).toBeNull();
  });

  it("shows only the caller's organization's events, even for an id another organization's events name", async () => {
    const id = await newDocument('Shared id');
    // An event of another organization naming the same entity id (a forged or colliding row) stays out.
    await app.services.db.prisma.auditEvent.create({
      data: {
        organizationId: mallory.organizationId,
        actorId: mallory.userId,
        action: 'document.refused',
        entityType: 'Document',
        entityId: rawIdOf(id),
        data: { reason: 'Foreign' },
      },
    });
    const { history } = (await alice.client.graphql(HISTORY, { id })).data!.node;
    expect(history).toEqual([{ action: 'document.created', at: expect.any(String), actorName: 'Alice Martin', comment: null, source: 'UPLOAD' }]);
    // Nor does its refusal's reason, even the latest, become this document's.
    await alice.client.graphql(REFUSAL, { id });
    await app.services.db.prisma.auditEvent.create({
      data: {
        organizationId: mallory.organizationId,
        action: 'document.refused',
        entityType: 'Document',
        entityId: rawIdOf(id),
        data: { reason: 'Foreign, later' },
        createdAt: new Date(app.clock.now().getTime() + 86_400_000),
      },
    });
    expect((await alice.client.graphql(HISTORY, { id })).data!.node.decisionComment).toBeNull();
  });
});
