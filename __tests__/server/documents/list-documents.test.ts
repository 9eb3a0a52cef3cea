// Also on PostgreSQL, Redis and S3: the list's SQL planner, read through each database's driver.
import { randomUUID } from 'node:crypto';
import type { Viewer } from '../../../server/access/viewer';
import { listDocuments } from '../../../server/documents/list-documents';
import { planPageSql, type DocumentPageQuery } from '../../../server/documents/plan-document-page';
import { startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
let viewer: Viewer;

// Same createdAt for several rows: the id breaks the tie, as in Prisma's ordering.
async function seed(organizationId: string) {
  const { prisma } = app.services.db;
  const sender = await prisma.sender.create({ data: { organizationId, name: 'Acme', email: 'legal@acme.test', domain: 'acme.test' } });
  const base = Date.UTC(2026, 0, 1, 12, 0, 0);
  for (let index = 0; index < 12; index += 1) {
    await prisma.document.create({
      data: {
        organizationId,
        title: `Contract ${index}`,
        type: 'PDF',
        senderId: index % 3 === 0 ? null : sender.id,
        storagePath: `documents/${organizationId}/${index}.pdf`,
        originalFilename: `${index}.pdf`,
        mimeType: 'application/pdf',
        sizeBytes: 1000 + index,
        sha256: randomUUID(),
        tags: index % 2 ? ['nda', 'q1'] : [],
        findings: [{ category: 'auto_renewal', severity: 3, start: 0, end: 4, excerpt: 'x', explanation: 'y' }],
        createdAt: new Date(base - Math.floor(index / 2) * 60_000),
      },
    });
  }
}

beforeAll(async () => {
  app = await startTestApp();
  const organization = await app.services.db.prisma.organization.create({ data: { name: 'Lister' } });
  const other = await app.services.db.prisma.organization.create({ data: { name: 'Other' } });
  await seed(organization.id);
  await seed(other.id);
  viewer = { userId: randomUUID(), organizationId: organization.id, role: 'USER', sessionId: null, aal: 1, locale: 'fr' };
});

afterAll(async () => {
  await app.stop();
});

/** Prisma's rows with their timestamps as the ISO strings the hand-written read returns. */
async function viaPrisma(query: DocumentPageQuery) {
  const rows = await app.services.db.prisma.document.findMany({
    ...(query as object),
    where: { organizationId: viewer.organizationId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  return JSON.parse(JSON.stringify(rows)) as typeof rows;
}

describe('the documents list read', () => {
  it.each<[string, Omit<DocumentPageQuery, 'cursor'>]>([
    ['every column and the sender (include)', { include: { sender: true }, take: 5, skip: 0 }],
    [
      'chosen columns and sender columns (select)',
      { select: { id: true, title: true, createdAt: true, tags: true, sender: { select: { domain: true } } }, take: 5, skip: 0 },
    ],
    ['columns without the sender', { select: { id: true, title: true, riskScore: true, status: true }, take: 5, skip: 0 }],
  ])('returns what Prisma returns for %s, page after page', async (_label, shape) => {
    expect(planPageSql(shape)).not.toBeNull();
    let cursor: { id: string } | undefined;
    let pages = 0;
    for (;;) {
      const query = { ...shape, ...(cursor ? { cursor, skip: 1 } : {}) };
      const [fast, reference] = await Promise.all([listDocuments(app.services, viewer, { page: query }), viaPrisma(query)]);
      expect(fast).toEqual(reference);
      pages += 1;
      expect(typeof fast[0]?.createdAt).toBe(shape.select && !shape.select.createdAt ? 'undefined' : 'string');
      if (reference.length < shape.take) break;
      cursor = { id: reference[reference.length - 1].id };
    }
    expect(pages).toBeGreaterThan(1);
  });

  it('only ever returns rows of the viewer organization', async () => {
    const rows = await listDocuments(app.services, viewer, { page: { include: { sender: true }, take: 100, skip: 0 } });
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((row) => row.organizationId))).toEqual(new Set([viewer.organizationId]));
  });

  it.each([
    ['without a filter', null],
    ['with a filter', { search: 'Contract' }],
  ])('refuses a cursor that belongs to another organization, %s', async (_label, filter) => {
    const foreign = await app.services.db.prisma.document.findFirstOrThrow({ where: { organizationId: { not: viewer.organizationId } } });
    const page = { include: { sender: true }, take: 5, skip: 1, cursor: { id: foreign.id } };
    await expect(listDocuments(app.services, viewer, { filter, page })).rejects.toMatchObject({ code: 'INVALID_CURSOR' });
  });

  it('refuses a caller without the right to read documents', async () => {
    await expect(listDocuments(app.services, null, { page: { take: 5, skip: 0 } })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it.each<[string, DocumentPageQuery]>([
    ['backward paging', { include: { sender: true }, take: -5, skip: 0 }],
    ['another relation', { include: { content: true }, take: 5, skip: 0 }],
    ['a nested sender relation', { include: { sender: { include: { documents: true } } }, take: 5, skip: 0 }],
  ])('leaves %s to Prisma', (_label, query) => {
    expect(planPageSql(query)).toBeNull();
  });
});

describe('the documents connection through GraphQL', () => {
  it('answers the same nodes whether the caller asks for a few fields or for all of them', async () => {
    const { createSignedInUser } = await import('../../support/users');
    const member = await createSignedInUser(app, { organizationId: viewer.organizationId });
    const narrow = await member.client.graphql(`{ documents(first: 4) { edges { node { id title sender { domain } } } } }`);
    const wide = await member.client.graphql(`
      query { documents(first: 4) { edges { node { ...Wide } } } }
      fragment Wide on Document { id title type status tags riskScore createdAt fileUrl sender { id name email domain } ... on Document { keyPoints findings { category } } }
    `);
    expect(narrow.errors).toBeUndefined();
    expect(wide.errors).toBeUndefined();
    const narrowNodes = narrow.data!.documents.edges.map((edge: any) => edge.node);
    const wideNodes = wide.data!.documents.edges.map((edge: any) => edge.node);
    expect(narrowNodes).toEqual(wideNodes.map((node: any) => ({ id: node.id, title: node.title, sender: node.sender && { domain: node.sender.domain } })));
    expect(wideNodes[1]).toMatchObject({
      type: 'PDF',
      status: 'PENDING',
      findings: [{ category: 'auto_renewal' }],
      fileUrl: expect.stringMatching(/^\/api\/documents\//),
    });
    const withText = await member.client.graphql(`{ documents(first: 2) { edges { node { id text } } } }`);
    expect(withText.errors).toBeUndefined();
    expect(withText.data!.documents.edges).toHaveLength(2);
  });
});
