// Also on PostgreSQL, Redis and S3: figures written in SQL.
import type { Sender } from '../../../server/db/generated/client';
import { senderTrustScore } from '../../../server/senders/sender-figures';
import { findOrCreateSender, senderAddress } from '../../../server/senders/find-or-create-sender';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';
import { textFile } from '../documents/fixtures';
import { seedDocuments } from '../analytics/fixtures';
import { addDays, localDay, startOfDay } from '../../../server/analytics/calendar-days';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

let app: TestApp;
let manager: SignedInUser;
let member: SignedInUser;
let stranger: SignedInUser;
let acme: Sender;
let beta: Sender;
let now: number;
const ago = (ms: number) => new Date(now - ms);
const globalId = (sender: Sender) => Buffer.from(`Sender:${sender.id}`).toString('base64');

/*
 * Acme: risk 8 (−1 d, pending), 2 (−2 d, signed after 24 h), 5 (−3 d, refused after 2 h), 9 (−40 d, signed after 24 h).
 * Beta: risk 6 (−6 d, signed after 48 h). Quiet: no documents.
 */
beforeAll(async () => {
  app = await startTestApp();
  now = app.clock.now().getTime();
  manager = await createSignedInUser(app, { role: 'MANAGER' });
  member = await createSignedInUser(app, { organizationId: manager.organizationId });
  stranger = await createSignedInUser(app, { role: 'ADMIN' });
  acme = await findOrCreateSender(app.db.prisma, manager.organizationId, senderAddress('legal@acme.example', 'Acme'));
  beta = await findOrCreateSender(app.db.prisma, manager.organizationId, senderAddress('sales@beta.example', 'Beta'));
  await findOrCreateSender(app.db.prisma, manager.organizationId, senderAddress('hello@quiet.example', 'Quiet'));
  await findOrCreateSender(app.db.prisma, stranger.organizationId, senderAddress('x@acme.example', 'Acme elsewhere'));
  await seedDocuments(app.db, manager.organizationId, [
    { title: 'Latest', at: ago(1 * DAY), risk: 8, status: 'PENDING', senderId: acme.id },
    { at: ago(2 * DAY), risk: 2, status: 'SIGNED', decidedAt: ago(1 * DAY), senderId: acme.id },
    { at: ago(3 * DAY), risk: 5, status: 'REFUSED', decidedAt: ago(3 * DAY - 2 * HOUR), senderId: acme.id },
    { at: ago(40 * DAY), risk: 9, status: 'SIGNED', decidedAt: ago(39 * DAY), senderId: acme.id },
    { at: ago(6 * DAY), risk: 6, status: 'SIGNED', decidedAt: ago(4 * DAY), senderId: beta.id, type: 'Document' },
  ]);
}, 60_000);
afterAll(() => app?.stop());

const SENDERS = `query ($search: String, $status: SenderStatus) {
  senders(first: 10, search: $search, status: $status) {
    edges { node { name domain status category
      figures { documents documentsLast7Days documentsLast30Days averageRisk riskTrend acceptanceRate averageResponseHours
                lastActivityAt documentTypes reliabilityScore trustScore recommendation }
      recentDocuments(first: 2) { title }
    } }
  }
}`;

describe('sender figures', () => {
  it('computes each figure from the documents, by name', async () => {
    const { data, errors } = await member.client.graphql(SENDERS);
    expect(errors).toBeUndefined();
    const [first, second, third] = data!.senders.edges.map((edge: { node: unknown }) => edge.node);
    expect(data!.senders.edges).toHaveLength(3);
    expect(first).toMatchObject({
      name: 'Acme',
      domain: 'acme.example',
      status: 'CAUTION',
      category: 'OTHER',
      figures: {
        documents: 4,
        documentsLast7Days: 3,
        documentsLast30Days: 3,
        averageRisk: 6, // (8 + 2 + 5 + 9) / 4
        riskTrend: -4, // last 30 days 5.0, the 30 before 9.0
        acceptanceRate: 2 / 3,
        averageResponseHours: 16.6667, // (24 + 2 + 24) / 3 = 16 h 40 min, to the minute
        documentTypes: ['PDF'],
        reliabilityScore: 4.4, // (10 − 6) / 9 × 10
        trustScore: 51, // 7 × 4.4 + 30 × 2/3
        recommendation: 'REINFORCED_MONITORING',
      },
    });
    expect(new Date(first.figures.lastActivityAt).getTime()).toBe(now - DAY);
    expect(first.recentDocuments[0].title).toBe('Latest');
    expect(second).toMatchObject({
      name: 'Beta',
      figures: { documents: 1, averageRisk: 6, acceptanceRate: 1, averageResponseHours: 48, trustScore: 61, riskTrend: null, documentTypes: ['Document'] },
    });
    expect(third).toMatchObject({
      name: 'Quiet',
      figures: { documents: 0, averageRisk: null, reliabilityScore: null, trustScore: null, recommendation: null, lastActivityAt: null },
    });
  });

  it('searches by name or domain and filters by status', async () => {
    const byDomain = await member.client.graphql(SENDERS, { search: 'BETA.ex' });
    expect(byDomain.data!.senders.edges.map((edge: { node: { name: string } }) => edge.node.name)).toEqual(['Beta']);
    const blocked = await member.client.graphql(SENDERS, { status: 'BLOCKED' });
    expect(blocked.data!.senders.edges).toEqual([]);
  });

  it('sums up the organization in the summary cards', async () => {
    const { data } = await member.client.graphql('{ senderSummary { total trusted blocked averageReliability } }');
    // Acme and Beta both average risk 6: reliability 4.4.
    expect(data!.senderSummary).toEqual({ total: 3, trusted: 0, blocked: 0, averageReliability: 4.4 });
  });

  it("counts its 7 and 30 days in calendar days of the organization's time zone, as the dashboard's top senders do", async () => {
    const tokyo = await createSignedInUser(app, { role: 'ADMIN' });
    await app.db.prisma.organization.update({ where: { id: tokyo.organizationId }, data: { timeZone: 'Asia/Tokyo' } });
    const delta = await findOrCreateSender(app.db.prisma, tokyo.organizationId, senderAddress('legal@delta.example', 'Delta'));
    const today = localDay(app.clock.now(), 'Asia/Tokyo');
    const dayStart = (daysBefore: number) => startOfDay(addDays(today, -daysBefore), 'Asia/Tokyo').getTime();
    const MINUTE = 60 * 1000;
    // Within the last 24 × 7 (and 24 × 30) hours, but on the calendar day before the period's first.
    await seedDocuments(app.db, tokyo.organizationId, [
      { at: new Date(dayStart(29) - MINUTE), risk: 2, status: 'PENDING', senderId: delta.id },
      { at: new Date(dayStart(29) + MINUTE), risk: 2, status: 'PENDING', senderId: delta.id },
      { at: new Date(dayStart(6) - MINUTE), risk: 2, status: 'PENDING', senderId: delta.id },
      { at: new Date(dayStart(6) + MINUTE), risk: 2, status: 'PENDING', senderId: delta.id },
    ]);
    const { data } = await tokyo.client.graphql(SENDERS);
    expect(data!.senders.edges[0].node.figures).toMatchObject({ documents: 4, documentsLast7Days: 1, documentsLast30Days: 3 });
    const dashboard = await tokyo.client.graphql('{ dashboard(period: LAST_30_DAYS) { topSenders { documents } } }');
    expect(dashboard.data!.dashboard.topSenders).toEqual([{ documents: 3 }]);
  });

  it('weighs trust 70 % reliability, 30 % acceptance, and gives a blocked sender none', () => {
    expect(senderTrustScore({ status: 'TRUSTED', reliability: 10, acceptanceRate: 1 })).toBe(100);
    expect(senderTrustScore({ status: 'CAUTION', reliability: 5, acceptanceRate: null })).toBe(50);
    expect(senderTrustScore({ status: 'BLOCKED', reliability: 10, acceptanceRate: 1 })).toBe(0);
    expect(senderTrustScore({ status: 'CAUTION', reliability: null, acceptanceRate: null })).toBeNull();
  });
});

const UPDATE = `mutation ($id: ID!, $status: SenderStatus, $category: SenderCategory) {
  updateSender(input: { id: $id, status: $status, category: $category }) {
    __typename
    ... on MutationUpdateSenderSuccess { sender { status category } }
    ... on Error { code }
  }
}`;

describe('trust settings', () => {
  it('lets a manager set status and category, audited; a member may not', async () => {
    const refused = await member.client.graphql(UPDATE, { id: globalId(beta), status: 'TRUSTED' });
    expect(refused.data!.updateSender).toEqual({ __typename: 'AppError', code: 'FORBIDDEN' });
    const done = await manager.client.graphql(UPDATE, { id: globalId(beta), status: 'TRUSTED', category: 'SUPPLIER' });
    expect(done.data!.updateSender).toEqual({ __typename: 'MutationUpdateSenderSuccess', sender: { status: 'TRUSTED', category: 'SUPPLIER' } });
    const audit = await app.db.prisma.auditEvent.findFirstOrThrow({ where: { organizationId: manager.organizationId, action: 'sender.updated' } });
    expect(audit).toMatchObject({
      actorId: manager.userId,
      entityId: beta.id,
      data: { from: { status: 'CAUTION', category: 'OTHER' }, to: { status: 'TRUSTED', category: 'SUPPLIER' } },
    });
    const { data } = await member.client.graphql('{ senderSummary { trusted } }');
    expect(data!.senderSummary.trusted).toBe(1);
  });

  it("cannot reach another organization's sender", async () => {
    const foreign = await app.db.prisma.sender.findFirstOrThrow({ where: { organizationId: stranger.organizationId } });
    const read = `query ($id: ID!) { sender(id: $id) { name figures { documents } } }`;
    expect((await manager.client.graphql(read, { id: globalId(beta) })).data!.sender).toEqual({ name: 'Beta', figures: { documents: 1 } });
    expect((await manager.client.graphql(read, { id: globalId(foreign) })).data!.sender).toBeNull();
    expect((await manager.client.graphql(read, { id: Buffer.from('Sender:not-a-uuid').toString('base64') })).data!.sender).toBeNull();
    const answer = await manager.client.graphql(UPDATE, { id: globalId(foreign), status: 'BLOCKED' });
    expect(answer.data!.updateSender).toEqual({ __typename: 'AppError', code: 'NOT_FOUND' });
    expect((await app.db.prisma.sender.findUniqueOrThrow({ where: { id: foreign.id } })).status).toBe('CAUTION');
    const listed = await stranger.client.graphql(SENDERS);
    expect(listed.data!.senders.edges.map((edge: { node: { name: string } }) => edge.node.name)).toEqual(['Acme elsewhere']);
  });
});

const UPLOAD = `mutation ($input: UploadDocumentInput!) {
  uploadDocument(input: $input) {
    __typename
    ... on MutationUploadDocumentSuccess { document { fromBlockedSender sender { name domain } } }
    ... on ValidationFailed { problems { path } }
  }
}`;

describe('uploads that name their sender', () => {
  const upload = (user: SignedInUser, input: Record<string, unknown>) =>
    user.client.upload(
      UPLOAD,
      { input: { title: 'Supplier terms', file: null, ...input } },
      { 'input.file': textFile('The supplier may terminate at any time.') },
    );

  it('files the document under the sender found or created from the address', async () => {
    const answer = await upload(member, { senderEmail: 'Contracts@Gamma.example', senderName: 'Gamma SA' });
    expect(answer.data!.uploadDocument).toEqual({
      __typename: 'MutationUploadDocumentSuccess',
      document: { fromBlockedSender: false, sender: { name: 'Gamma SA', domain: 'gamma.example' } },
    });
    const again = await upload(member, { senderEmail: 'other@gamma.example' });
    expect(again.data!.uploadDocument.document.sender.name).toBe('Gamma SA');
  });

  it('flags a document from a blocked sender on arrival', async () => {
    await app.db.prisma.sender.update({ where: { id: acme.id }, data: { status: 'BLOCKED' } });
    const answer = await upload(member, { senderEmail: 'legal@acme.example' });
    expect(answer.data!.uploadDocument.document).toEqual({ fromBlockedSender: true, sender: { name: 'Acme', domain: 'acme.example' } });
  });

  it('refuses a bad address or a company without an address, and files nothing', async () => {
    const before = await app.db.prisma.document.count({ where: { organizationId: manager.organizationId } });
    expect((await upload(member, { senderEmail: 'not-an-address' })).data!.uploadDocument).toEqual({
      __typename: 'ValidationFailed',
      problems: [{ path: 'input.senderEmail' }],
    });
    expect((await upload(member, { senderName: 'Nameless' })).data!.uploadDocument).toEqual({
      __typename: 'ValidationFailed',
      problems: [{ path: 'input.senderEmail' }],
    });
    expect(await app.db.prisma.document.count({ where: { organizationId: manager.organizationId } })).toBe(before);
  });
});
