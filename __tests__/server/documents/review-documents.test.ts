// Also on PostgreSQL, Redis and S3: decisions take row locks and write the outbox in SQL.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { startTestApp, nextEvents, type TestApp } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';
import { DECISION_RACE_WINDOW_MS } from '../../../server/documents/change-document-status';
import { decide, riskyPdf, textFile, upload, RISKY_CLAUSES } from './fixtures';

let app: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;
let mallory: SignedInUser;
/** The workflow receiver: every attempt's headers, and the bodies it accepted. */
let webhook: { server: Server; url: string; attempts: IncomingHttpHeaders[]; received: Array<Record<string, unknown>>; failNext: number };

beforeAll(async () => {
  webhook = { server: null as unknown as Server, url: '', attempts: [], received: [], failNext: 0 };
  webhook.server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      webhook.attempts.push(req.headers);
      if (webhook.failNext > 0) {
        webhook.failNext -= 1;
        res.writeHead(500).end();
        return;
      }
      webhook.received.push(JSON.parse(body));
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => webhook.server.listen(0, '127.0.0.1', resolve));
  webhook.url = `http://127.0.0.1:${(webhook.server.address() as AddressInfo).port}/hook`;
  app = await startTestApp({ env: { WORKFLOW_WEBHOOK_URL: webhook.url } });
  alice = await createSignedInUser(app);
  bob = await createSignedInUser(app, { organizationId: alice.organizationId });
  mallory = await createSignedInUser(app, { role: 'ADMIN' });
});

afterAll(async () => {
  await app?.stop();
  await new Promise((resolve) => webhook?.server.close(resolve));
});

async function newDocument(title = 'Contrat', owner = alice): Promise<string> {
  return (await upload(owner.client, title, textFile(RISKY_CLAUSES.join('\n')))).document.id;
}

const STATUS = 'query($id: ID!) { node(id: $id) { ... on Document { status } } }';

describe('review decisions', () => {
  it.each([
    ['approveDocument', 'SIGNED', 'document_approved'],
    ['requestDocumentCorrection', 'CORRECTING', 'document_revision'],
    ['refuseDocument', 'REFUSED', 'document_rejected'],
  ] as const)('%s turns a pending document %s, audits it and queues the workflow event', async (mutation, status, eventType) => {
    const id = await newDocument(`For ${mutation}`);
    const result = await alice.client.graphql(decide(mutation), { id });
    expect(result.data![mutation]).toMatchObject({ document: { id, status } });
    const rawId = Buffer.from(id, 'base64').toString().split(':')[1];
    const audit = await app.services.db.prisma.auditEvent.findMany({ where: { entityId: rawId }, orderBy: { createdAt: 'asc' } });
    expect(audit.map((event) => event.action)).toEqual(['document.created', `document.${status.toLowerCase()}`]);
    expect(audit[1].actorId).toBe(alice.userId);

    webhook.received = [];
    await app.services.jobs.runDueJobs();
    expect(webhook.received).toEqual([
      {
        event_type: eventType,
        document_id: rawId,
        document_title: `For ${mutation}`,
        sender_email: null,
        risk_score: expect.any(Number),
        risk_level: expect.stringMatching(/^(LOW|MED|HIGH)$/),
        user_action: status.toLowerCase(),
        user_email: alice.email,
        timestamp: app.clock.now().toISOString(),
      },
    ]);
  });

  it.each(['approveDocument', 'requestDocumentCorrection', 'refuseDocument'] as const)(
    '%s on a document that is no longer pending returns DOCUMENT_NOT_PENDING with its status, and changes nothing',
    async (mutation) => {
      const id = await newDocument();
      await alice.client.graphql(decide('approveDocument'), { id });
      // Past the moment in which a later decision is told it lost a race (ALREADY_DECIDED).
      app.clock.advance(DECISION_RACE_WINDOW_MS + 1);
      const result = await bob.client.graphql(decide(mutation), { id });
      expect(result.data![mutation]).toEqual({ __typename: 'DocumentNotPending', code: 'DOCUMENT_NOT_PENDING', status: 'SIGNED' });
      expect((await alice.client.graphql(STATUS, { id })).data!.node.status).toBe('SIGNED');
    },
  );

  it.each([
    ['fr', 'Une décision vient d’être prise sur ce document : rechargez-le pour voir où il en est'],
    ['en', 'A decision on this document was made a moment ago: reload it to see where it stands'],
  ] as const)('a second decision made a moment after the first reads the status the first gave, in its own words (%s)', async (locale, message) => {
    const reviewer = await createSignedInUser(app, { organizationId: alice.organizationId, locale });
    const id = await newDocument(`Decided twice (${locale})`);
    expect((await reviewer.client.graphql(decide('refuseDocument'), { id })).data!.refuseDocument).toMatchObject({ document: { status: 'REFUSED' } });
    const again = await reviewer.client.graphql(
      `mutation($id: ID!) { approveDocument(id: $id) { __typename ... on Error { code message } ... on DocumentNotPending { status } } }`,
      { id },
    );
    expect(again).toEqual({ data: { approveDocument: { __typename: 'DocumentNotPending', code: 'ALREADY_DECIDED', message, status: 'REFUSED' } } });
  });

  it('says who may delete a document (managers, administrators, write keys), and deletes it only for them', async () => {
    const id = await newDocument('To delete');
    const CAN = 'query($id: ID!) { node(id: $id) { ... on Document { viewerCanDelete } } }';
    const DELETE = `mutation($id: ID!) { deleteDocument(id: $id) { __typename ... on Error { code } ... on MutationDeleteDocumentSuccess { data { deletedDocumentId } } } }`;
    const admin = await createSignedInUser(app, { organizationId: alice.organizationId, role: 'ADMIN' });
    const keyOf = async (scope: string) =>
      (
        await admin.client.graphql(
          `mutation { createApiKey(input: { name: "${scope}", scopes: [${scope}] }) { ... on MutationCreateApiKeySuccess { created { key } } } }`,
        )
      ).data!.createApiKey.created.key as string;
    const withKey = async (key: string, query: string) =>
      (await (
        await fetch(`${app.url}/graphql`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables: { id } }),
        })
      ).json()) as {
        data: Record<string, any>;
      };
    expect((await alice.client.graphql(CAN, { id })).data!.node.viewerCanDelete).toBe(false);
    expect((await withKey(await keyOf('READ'), CAN)).data.node.viewerCanDelete).toBe(false);
    expect((await withKey(await keyOf('READ, WRITE'), CAN)).data.node.viewerCanDelete).toBe(true);
    const refused = await alice.client.graphql(DELETE, { id });
    expect(refused.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);

    const manager = await createSignedInUser(app, { organizationId: alice.organizationId, role: 'MANAGER' });
    expect((await manager.client.graphql(CAN, { id })).data!.node.viewerCanDelete).toBe(true);
    expect((await manager.client.graphql(DELETE, { id })).data!.deleteDocument).toEqual({
      __typename: 'MutationDeleteDocumentSuccess',
      data: { deletedDocumentId: id },
    });
    expect((await alice.client.graphql(CAN, { id })).data!.node).toBeNull();
  });

  it('lets exactly one of several concurrent reviewers win', async () => {
    const id = await newDocument('Contested');
    const reviewers = [alice, bob, alice, bob, alice, bob];
    const mutations = ['approveDocument', 'refuseDocument', 'requestDocumentCorrection'] as const;
    const results = await Promise.all(reviewers.map((reviewer, index) => reviewer.client.graphql(decide(mutations[index % 3]), { id })));
    const outcomes = results.map((result, index) => result.data![mutations[index % 3]]);
    const winners = outcomes.filter((outcome) => outcome.document);
    expect(winners).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.code === 'ALREADY_DECIDED')).toHaveLength(reviewers.length - 1);
    expect((await alice.client.graphql(STATUS, { id })).data!.node.status).toBe(winners[0].document.status);
    const rawId = Buffer.from(id, 'base64').toString().split(':')[1];
    expect(await app.services.db.prisma.job.count({ where: { queue: 'workflow-webhook', payload: { path: ['document_id'], equals: rawId } } })).toBe(1);
  });

  it('retries a failed webhook delivery with backoff until it is accepted', async () => {
    await app.services.jobs.runDueJobs();
    webhook.received = [];
    webhook.attempts = [];
    webhook.failNext = 2;
    const id = await newDocument('Retry me');
    // The risky document's own notifications go first.
    await app.services.jobs.runDueJobs();
    await alice.client.graphql(decide('approveDocument'), { id });
    expect(await app.services.jobs.runDueJobs()).toBe(1);
    expect(webhook.received).toHaveLength(0);
    expect(await app.services.jobs.runDueJobs()).toBe(0); // waiting for its backoff
    app.clock.advance(30_000);
    expect(await app.services.jobs.runDueJobs()).toBe(1);
    expect(webhook.received).toHaveLength(0);
    app.clock.advance(60_000);
    expect(await app.services.jobs.runDueJobs()).toBe(1);
    expect(webhook.received).toEqual([expect.objectContaining({ document_title: 'Retry me', event_type: 'document_approved' })]);
    const job = await app.services.db.prisma.job.findFirstOrThrow({ where: { payload: { path: ['document_title'], equals: 'Retry me' } } });
    expect(job).toMatchObject({ status: 'DONE', attempts: 3 });
    // Every attempt names the same event, so the receiver can drop a second delivery of it.
    expect(webhook.attempts).toHaveLength(3);
    const [first, ...retries] = webhook.attempts;
    expect(first['paraphe-event-id']).toBe(job.id);
    expect(first['paraphe-event-type']).toBe('document_approved');
    expect(first['paraphe-event-timestamp']).toBe(String(Math.floor(Date.parse(String(webhook.received[0].timestamp)) / 1000)));
    for (const retry of retries) {
      expect(retry['paraphe-event-id']).toBe(first['paraphe-event-id']);
      expect(retry['paraphe-event-timestamp']).toBe(first['paraphe-event-timestamp']);
    }
  });

  it('changes priority and tags', async () => {
    const id = await newDocument('Triage');
    const result = await alice.client.graphql(
      `mutation($input: UpdateDocumentInput!) { updateDocument(input: $input) { __typename ... on MutationUpdateDocumentSuccess { document { priority tags } } ... on Error { code } } }`,
      { input: { id, priority: 'URGENT', tags: ['nda', ' legal ', 'nda'] } },
    );
    expect(result.data!.updateDocument).toEqual({ __typename: 'MutationUpdateDocumentSuccess', document: { priority: 'URGENT', tags: ['nda', 'legal'] } });
  });
});

describe('organization boundaries', () => {
  let id: string;
  beforeAll(async () => {
    id = await newDocument('Confidential');
  });

  it.each(['approveDocument', 'requestDocumentCorrection', 'refuseDocument'] as const)('%s from another organization gets NOT_FOUND', async (mutation) => {
    const result = await mallory.client.graphql(decide(mutation), { id });
    expect(result.data![mutation]).toEqual({ __typename: 'AppError', code: 'NOT_FOUND' });
    expect((await alice.client.graphql(STATUS, { id })).data!.node.status).toBe('PENDING');
  });

  it('hides the document from the other organization’s node, list, stats and file download', async () => {
    expect(await mallory.client.graphql(STATUS, { id })).toEqual({ data: { node: null } });
    const list = await mallory.client.graphql('{ documents(first: 50) { totalCount edges { node { id } } } documentStats { total } }');
    expect(list.data).toEqual({ documents: { totalCount: 0, edges: [] }, documentStats: { total: 0 } });
    const rawId = Buffer.from(id, 'base64').toString().split(':')[1];
    expect((await mallory.client.fetch(`/api/documents/${rawId}/file`)).status).toBe(404);
    expect((await app.client().fetch(`/api/documents/${rawId}/file`)).status).toBe(401);
    const own = await alice.client.fetch(`/api/documents/${rawId}/file`);
    expect(own.status).toBe(200);
    expect(await own.text()).toContain(RISKY_CLAUSES[0]);
  });

  it('shows nothing of a document, or of its sender, to a caller who is not signed in', async () => {
    const visitor = app.client();
    const sender = await app.services.db.prisma.sender.create({ data: { organizationId: alice.organizationId, name: 'Visible?', domain: 'visible.test' } });
    const rawId = Buffer.from(id, 'base64').toString().split(':')[1];
    await app.services.db.prisma.document.update({ where: { id: rawId }, data: { senderId: sender.id } });
    const senderId = Buffer.from(`Sender:${sender.id}`).toString('base64');
    const read = await visitor.graphql('query($ids: [ID!]!) { nodes(ids: $ids) { id ... on Document { title } ... on Sender { name } } }', {
      ids: [id, senderId],
    });
    expect(read).toEqual({ data: { nodes: [null, null] } });
    const list = await visitor.graphql('{ documents(first: 5) { edges { node { id } } } }');
    expect(list.data?.documents ?? null).toBeNull();
    expect(list.errors?.length).toBeGreaterThan(0);
    const senders = await visitor.graphql('{ senders(first: 5) { edges { node { name } } } }');
    expect(senders.data?.senders ?? null).toBeNull();
    expect((await alice.client.graphql('query($id: ID!) { node(id: $id) { ... on Document { sender { name } } } }', { id })).data!.node).toEqual({
      sender: { name: 'Visible?' },
    });
  });

  it('refuses updates and deletion from another organization', async () => {
    const update = await mallory.client.graphql(
      `mutation($input: UpdateDocumentInput!) { updateDocument(input: $input) { __typename ... on Error { code } } }`,
      { input: { id, priority: 'LOW' } },
    );
    expect(update.data!.updateDocument).toEqual({ __typename: 'AppError', code: 'NOT_FOUND' });
    const removal = await mallory.client.graphql(`mutation($id: ID!) { deleteDocument(id: $id) { __typename ... on Error { code } } }`, { id });
    expect(removal.data!.deleteDocument).toEqual({ __typename: 'AppError', code: 'NOT_FOUND' });
    expect((await alice.client.graphql(STATUS, { id })).data!.node.status).toBe('PENDING');
  });

  it('never delivers another organization’s events to a subscriber', async () => {
    const socket = mallory.client.socket();
    const aliceSocket = alice.client.socket();
    try {
      const query = 'subscription { documentChanged { kind documentId document { title } } }';
      // Watched from the start: the silent subscriber's wait may end before the upload does.
      const theirs = expect(nextEvents(socket, query, {}, 1, 1500)).rejects.toThrow(/Timed out after 0/);
      const ours = nextEvents(aliceSocket, query, {}, 1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await newDocument('Secret plan');
      await expect(ours).resolves.toEqual([
        { data: { documentChanged: { kind: 'CREATED', documentId: expect.any(String), document: { title: 'Secret plan' } } } },
      ]);
      await theirs;
    } finally {
      await socket.dispose();
      await aliceSocket.dispose();
    }
  });
});

describe('documents connection', () => {
  it('lists newest first with pagination, sender domain and filters', async () => {
    const carol = await createSignedInUser(app);
    const sender = await app.services.db.prisma.sender.create({
      data: { organizationId: carol.organizationId, name: 'Acme', email: 'legal@acme.test', domain: 'acme.test' },
    });
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      app.clock.advance(1000);
      ids.push(await newDocument(`Doc ${index}`, carol));
    }
    const rawFirst = Buffer.from(ids[0], 'base64').toString().split(':')[1];
    await app.services.db.prisma.document.update({ where: { id: rawFirst }, data: { senderId: sender.id, riskScore: 9 } });

    const page1 = await carol.client.graphql(
      '{ documents(first: 3) { totalCount pageInfo { hasNextPage endCursor } edges { node { title sender { domain } } } } }',
    );
    expect(page1.data!.documents.totalCount).toBe(5);
    expect(page1.data!.documents.edges.map((edge: any) => edge.node.title)).toEqual(['Doc 4', 'Doc 3', 'Doc 2']);
    const after = page1.data!.documents.pageInfo.endCursor;
    const page2 = await carol.client.graphql(
      'query($after: String) { documents(first: 3, after: $after) { pageInfo { hasNextPage } edges { node { title sender { domain } } } } }',
      { after },
    );
    expect(page2.data!.documents).toEqual({
      pageInfo: { hasNextPage: false },
      edges: [{ node: { title: 'Doc 1', sender: null } }, { node: { title: 'Doc 0', sender: { domain: 'acme.test' } } }],
    });

    const filtered = await carol.client.graphql(
      'query($filter: DocumentFilter) { documents(first: 10, filter: $filter) { edges { node { title } } } documentStats(filter: $filter) { total highRisk } }',
      {
        filter: { riskBands: ['DANGER'], search: 'acme' },
      },
    );
    expect(filtered.data).toEqual({ documents: { edges: [{ node: { title: 'Doc 0' } }] }, documentStats: { total: 1, highRisk: 1 } });
  });

  it('searches for % , _ and \\ as typed, not as wildcards', async () => {
    const erin = await createSignedInUser(app);
    const titles = ['Remise 10% Acme', 'Remise 100 Acme', 'contrat_v2', 'contratXv2', 'C:\\dossier'];
    await app.services.db.prisma.document.createMany({
      data: titles.map((title) => ({
        organizationId: erin.organizationId,
        title,
        type: 'PDF',
        storagePath: `documents/${erin.organizationId}/${title.length}.pdf`,
        originalFilename: 'file.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 1,
        sha256: '0'.repeat(64),
      })),
    });
    const found = async (search: string) =>
      (
        await erin.client.graphql('query($search: String) { documents(first: 10, filter: { search: $search }) { edges { node { title } } } }', { search })
      ).data!.documents.edges.map((edge: { node: { title: string } }) => edge.node.title);
    expect(await found('%')).toEqual(['Remise 10% Acme']);
    expect(await found('10%')).toEqual(['Remise 10% Acme']);
    expect(await found('_')).toEqual(['contrat_v2']);
    expect(await found('\\')).toEqual(['C:\\dossier']);
    expect((await found('remise')).sort()).toEqual(['Remise 10% Acme', 'Remise 100 Acme']);
  });

  it('issues the same number of SQL statements for 1, 10 and 50 documents', async () => {
    const dave = await createSignedInUser(app);
    const senders = await Promise.all(
      [0, 1, 2, 3, 4].map((index) =>
        app.services.db.prisma.sender.create({ data: { organizationId: dave.organizationId, name: `S${index}`, domain: `s${index}.test` } }),
      ),
    );
    await app.services.db.prisma.document.createMany({
      data: Array.from({ length: 60 }, (_, index) => ({
        organizationId: dave.organizationId,
        title: `Bulk ${index}`,
        type: 'PDF',
        senderId: senders[index % 5].id,
        storagePath: `documents/${dave.organizationId}/bulk-${index}.pdf`,
        originalFilename: 'bulk.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 1,
        sha256: '0'.repeat(64),
      })),
    });
    const query =
      'query($first: Int, $filter: DocumentFilter) { documents(first: $first, filter: $filter) { edges { node { id title riskScore status sender { domain name } } } pageInfo { hasNextPage } } }';
    // Without a filter (the hand-written read) and with one (through Prisma).
    for (const filter of [null, { search: 'Bulk' }]) {
      const counts: number[] = [];
      for (const first of [1, 10, 50]) {
        const { count, result } = await countStatements(() => dave.client.graphql(query, { first, filter }));
        expect(result.data!.documents.edges).toHaveLength(first);
        for (const edge of result.data!.documents.edges) expect(edge.node.sender.domain).toMatch(/^s[0-4]\.test$/);
        counts.push(count);
      }
      expect(counts[0]).toBeGreaterThan(0);
      expect(new Set(counts).size).toBe(1);
    }

    // Documents read one by one (`nodes`) get their senders in one batched statement.
    const some = await dave.client.graphql('{ documents(first: 5) { edges { node { id sender { name } } } } }');
    const edges = some.data!.documents.edges as Array<{ node: { id: string; sender: { name: string } } }>;
    const byNodes = (ids: string[]) =>
      countStatements(() => dave.client.graphql('query($ids: [ID!]!) { nodes(ids: $ids) { ... on Document { sender { name } } } }', { ids }));
    const one = await byNodes([edges[0].node.id]);
    const five = await byNodes(edges.map((edge) => edge.node.id));
    expect(five.result.data!.nodes).toEqual(edges.map((edge) => ({ sender: { name: edge.node.sender.name } })));
    expect(five.count).toBe(one.count);
  });

  it("resolves a decided document's sender, and never another organization's", async () => {
    const erin = await createSignedInUser(app);
    const outsider = await createSignedInUser(app);
    const own = await app.services.db.prisma.sender.create({ data: { organizationId: erin.organizationId, name: 'Own', domain: 'own.test' } });
    const foreign = await app.services.db.prisma.sender.create({ data: { organizationId: outsider.organizationId, name: 'Foreign', domain: 'foreign.test' } });
    const create = async (senderId: string) => {
      const storagePath = `documents/${erin.organizationId}/${senderId}.pdf`;
      // Approving signs the stored file: the row needs a real one.
      await app.services.storage.put(storagePath, await riskyPdf(1));
      return app.services.db.prisma.document.create({
        data: {
          organizationId: erin.organizationId,
          title: 'Sent',
          type: 'PDF',
          senderId,
          storagePath,
          originalFilename: 's.pdf',
          mimeType: 'application/pdf',
          sizeBytes: 1,
          sha256: '0'.repeat(64),
        },
      });
    };
    const mine = await create(own.id);
    const approved = await erin.client.graphql(
      'mutation($id: ID!) { approveDocument(id: $id) { ... on MutationApproveDocumentSuccess { document { status sender { name domain } } } } }',
      { id: encodeGlobalID('Document', mine.id) },
    );
    expect(approved.data!.approveDocument).toEqual({ document: { status: 'SIGNED', sender: { name: 'Own', domain: 'own.test' } } });
    // A row pointing at another organization's sender (which the schema's checks never let happen) reads as none.
    const crossed = await create(foreign.id);
    for (const read of [
      '{ documents(first: 5) { edges { node { id sender { name } } } } }',
      '{ documents(first: 5, filter: { search: "Sent" }) { edges { node { id sender { name } } } } }',
    ]) {
      const listed = await erin.client.graphql(read);
      const node = listed.data!.documents.edges.find((edge: any) => edge.node.id === encodeGlobalID('Document', crossed.id)).node;
      expect(node.sender).toBeNull();
    }
    const byId = await erin.client.graphql('query($id: ID!) { node(id: $id) { ... on Document { sender { name } } } }', {
      id: encodeGlobalID('Document', crossed.id),
    });
    expect(byId.data!.node).toEqual({ sender: null });
  });
});

/** Counts the statements sent to the database driver (node-postgres or PGlite) while `action` runs. */
async function countStatements<T>(action: () => Promise<T>): Promise<{ count: number; result: T }> {
  let count = 0;
  const patched: Array<[any, string, any]> = [];
  const wrap = (owner: any, name: string) => {
    const original = owner[name];
    patched.push([owner, name, original]);
    owner[name] = function (this: unknown, ...args: unknown[]) {
      count += 1;
      return original.apply(this, args);
    };
  };
  if (app.db.kind === 'postgres') wrap(pg.Client.prototype, 'query');
  else wrap(PGlite.prototype, 'query');
  try {
    const result = await action();
    return { count, result };
  } finally {
    for (const [owner, name, original] of patched) owner[name] = original;
  }
}
