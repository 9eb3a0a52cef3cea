// Also on PostgreSQL, Redis and S3: files in S3, removed again when the database write fails.
import type { Analyzer } from '../../../server/analysis';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';
import { RISKY_CLAUSES, docxBomb, pdfFile, storedFiles, textFile, upload } from './fixtures';

let app: TestApp;
let alice: SignedInUser;

beforeAll(async () => {
  app = await startTestApp();
  alice = await createSignedInUser(app);
});

afterAll(async () => {
  await app?.stop();
});

async function countRows(organizationId: string) {
  const { prisma } = app.services.db;
  return {
    documents: await prisma.document.count({ where: { organizationId } }),
    contents: await prisma.documentContent.count({ where: { document: { organizationId } } }),
  };
}

async function expectNothingLeftBehind(action: () => Promise<unknown>) {
  const before = { rows: await countRows(alice.organizationId), files: storedFiles(app).length };
  await action();
  expect(await countRows(alice.organizationId)).toEqual(before.rows);
  expect(storedFiles(app)).toHaveLength(before.files);
}

describe('uploadDocument', () => {
  it('stores, analyses and files a PDF as PENDING in the uploader’s organization, with no sender', async () => {
    const result = await upload(alice.client, '  Contrat de service  ', await pdfFile('contract.pdf', 3));
    expect(result.__typename).toBe('MutationUploadDocumentSuccess');
    const document = result.document;
    expect(document).toMatchObject({ title: 'Contrat de service', type: 'PDF', status: 'PENDING', analysisStatus: 'DONE', pageCount: 3, sender: null });
    expect(document.originalFilename).toBe('contract.pdf');
    expect(document.riskScore).toBeGreaterThan(3);
    expect(document.findings.length).toBeGreaterThan(0);
    for (const finding of document.findings) expect(document.text.slice(finding.start, finding.end)).toBe(finding.excerpt);

    const row = await app.services.db.prisma.document.findFirstOrThrow({ where: { title: 'Contrat de service' } });
    expect(row.organizationId).toBe(alice.organizationId);
    expect(row.uploadedById).toBe(alice.userId);
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row.storagePath).toMatch(new RegExp(`^documents/${alice.organizationId}/[0-9a-f-]{36}\\.pdf$`));
    expect(row.storagePath).not.toContain('contract');
    expect(await app.services.storage.get(row.storagePath)).toHaveLength(row.sizeBytes);
    const audit = await app.services.db.prisma.auditEvent.findMany({ where: { entityId: row.id } });
    expect(audit.map((event) => event.action)).toEqual(['document.created']);
  });

  it('says on which page of a PDF each finding is, so that a clause repeated on two pages reads as two places', async () => {
    const { document } = await upload(alice.client, 'Deux pages', await pdfFile('deux-pages.pdf', 2));
    const answer = await alice.client.graphql(`query($id: ID!) { node(id: $id) { ... on Document { text findings { category start end excerpt page } } } }`, {
      id: document.id,
    });
    const { text, findings } = answer.data!.node as {
      text: string;
      findings: Array<{ category: string; start: number; end: number; excerpt: string; page: number }>;
    };
    const secondPage = text.indexOf('Service agreement, page 2');
    expect(secondPage).toBeGreaterThan(0);
    for (const finding of findings) expect(finding.page).toBe(finding.start < secondPage ? 1 : 2);
    // Each clause found on both pages is found once on each, and its two findings say which is which.
    const byClause = new Map<string, typeof findings>();
    for (const finding of findings)
      byClause.set(`${finding.category} ${finding.excerpt}`, [...(byClause.get(`${finding.category} ${finding.excerpt}`) ?? []), finding]);
    const repeated = [...byClause.values()].filter((same) => same.length > 1);
    expect(repeated.length).toBeGreaterThan(0);
    for (const same of repeated) expect(same.map((finding) => finding.page)).toEqual([1, 2]);

    // A file without pages names none.
    const notes = await upload(alice.client, 'Sans pages', textFile(RISKY_CLAUSES.join('\n')));
    const read = await alice.client.graphql(`query($id: ID!) { node(id: $id) { ... on Document { findings { page } } } }`, { id: notes.document.id });
    expect((read.data!.node as { findings: Array<{ page: number | null }> }).findings).toEqual(expect.arrayContaining([{ page: null }]));
    expect((read.data!.node as { findings: Array<{ page: number | null }> }).findings.every((finding) => finding.page === null)).toBe(true);
  });

  it('files a sender given with its domain in ASCII under the domain as people write it, the same sender as the Unicode spelling', async () => {
    const withSender = (title: string, senderEmail: string) =>
      alice.client.upload(
        `mutation($input: UploadDocumentInput!) { uploadDocument(input: $input) { ... on MutationUploadDocumentSuccess { document { sender { id domain name } } } } }`,
        { input: { title, file: null, senderEmail } },
        { 'input.file': textFile(RISKY_CLAUSES[0]) },
      );
    const ascii = await withSender('Facture 1', ' Compta@XN--FOURNISSEUR-CLAIR-MTB.fr ');
    const unicode = await withSender('Facture 2', 'factures@fournisseur-éclair.fr');
    const first = ascii.data!.uploadDocument.document.sender;
    expect(first).toMatchObject({ domain: 'fournisseur-éclair.fr', name: 'fournisseur-éclair.fr' });
    expect(unicode.data!.uploadDocument.document.sender.id).toBe(first.id);
    const row = await app.services.db.prisma.sender.findFirstOrThrow({ where: { organizationId: alice.organizationId, domain: 'fournisseur-éclair.fr' } });
    expect(row.email).toBe('compta@fournisseur-éclair.fr');
  });

  it('files a text document as type "Document" with its text for highlighting', async () => {
    const result = await upload(alice.client, 'Notes', textFile(RISKY_CLAUSES.join('\n')));
    expect(result.document).toMatchObject({ type: 'Document', status: 'PENDING', analysisStatus: 'DONE' });
    expect(result.document.text).toContain(RISKY_CLAUSES[0]);
  });

  it('rejects a blank title with a validation failure and stores nothing', async () => {
    await expectNothingLeftBehind(async () => {
      const result = await upload(alice.client, '   ', textFile('hello'));
      expect(result).toMatchObject({ __typename: 'ValidationFailed', code: 'VALIDATION_FAILED', problems: [{ path: 'input.title' }] });
    });
  });

  it.each([
    ['a file over 10 MB', () => new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.txt'), 'FILE_TOO_LARGE'],
    ['an executable renamed .pdf', () => new File([Buffer.concat([Buffer.from('MZ\x90\x00\x03'), Buffer.alloc(2000)])], 'invoice.pdf'), 'FILE_TYPE_MISMATCH'],
    ['an .exe file', () => new File([Buffer.from('MZ\x90\x00')], 'setup.exe'), 'UNSUPPORTED_FILE_TYPE'],
    ['a file named only ".txt" (no extension, as the import form reads it too)', () => new File([Buffer.from('hello')], '.txt'), 'UNSUPPORTED_FILE_TYPE'],
    ['a corrupt PDF', () => new File([Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >>\ngarbage garbage')], 'broken.pdf'), 'CORRUPT_FILE'],
    ['an empty file', () => new File([], 'empty.txt'), 'EMPTY_FILE'],
  ])('refuses %s with a typed error and leaves nothing behind', async (_label, makeFile, code) => {
    await expectNothingLeftBehind(async () => {
      const result = await upload(alice.client, 'Bad file', makeFile());
      expect(result).toMatchObject({
        __typename: code === 'FILE_TOO_LARGE' ? 'FileTooLarge' : 'AppError',
        code,
        ...(code === 'FILE_TOO_LARGE' && { maxBytes: 10 * 1024 * 1024 }),
      });
    });
  });

  it('refuses a DOCX zip bomb before inflating it and leaves nothing behind', async () => {
    const bomb = await docxBomb();
    await expectNothingLeftBehind(async () => {
      const result = await upload(alice.client, 'Bomb', bomb);
      expect(result).toMatchObject({ __typename: 'AppError', code: 'ARCHIVE_TOO_LARGE' });
    });
  });

  it('deletes the stored file when the database write fails', async () => {
    const { prisma } = app.services.db;
    const original = prisma.$transaction.bind(prisma);
    prisma.$transaction = (async () => {
      throw new Error('database unavailable');
    }) as typeof prisma.$transaction;
    try {
      await expectNothingLeftBehind(async () => {
        const result = await alice.client.upload(
          'mutation($input: UploadDocumentInput!) { uploadDocument(input: $input) { __typename } }',
          { input: { title: 'Lost', file: null } },
          { 'input.file': textFile('some text') },
        );
        expect(result.errors?.[0].message).toBe('Unexpected error.');
      });
    } finally {
      prisma.$transaction = original;
    }
  });

  it('never blocks an upload on a failed analysis: defaults 3 / MED, then re-analysed by a job', async () => {
    const analyzer = app.services.analyzer;
    const failing: Analyzer = { analyze: async () => Promise.reject(new Error('engine down')) };
    app.services.analyzer = failing;
    let id: string;
    try {
      const result = await upload(alice.client, 'Unlucky', textFile(RISKY_CLAUSES.join('\n')));
      expect(result.document).toMatchObject({ status: 'PENDING', riskScore: 3, riskLevel: 'MED', analysisStatus: 'FAILED' });
      id = result.document.id;
    } finally {
      app.services.analyzer = analyzer;
    }
    const analysis = () => alice.client.graphql('query($id: ID!) { node(id: $id) { ... on Document { riskScore analysisStatus } } }', { id });
    // Jobs due now (the document's notifications) run; the retry waits for its backoff.
    await app.services.jobs.runDueJobs();
    expect((await analysis()).data!.node.analysisStatus).toBe('FAILED');
    app.clock.advance(60_000);
    await app.services.jobs.runDueJobs();
    const node = await analysis();
    expect(node.data!.node.analysisStatus).toBe('DONE');
    expect(node.data!.node.riskScore).toBeGreaterThan(3);
  });

  it('analyses a large text in the background: "QUEUED" first, the result from the job', async () => {
    const long = (RISKY_CLAUSES.join(' ') + '\n').repeat(900);
    expect(long.length).toBeGreaterThan(200_000);
    const result = await upload(alice.client, 'Long', textFile(long, 'long.txt'));
    expect(result.document).toMatchObject({ analysisStatus: 'QUEUED', riskScore: 3, riskLevel: 'MED' });
    await app.services.jobs.runDueJobs();
    const row = await app.services.db.prisma.document.findUniqueOrThrow({ where: { id: await decodeId(result.document.id) } });
    expect(row.analysisStatus).toBe('DONE');
    expect(row.riskScore).toBeGreaterThan(3);
  });

  it('requires a signed-in user', async () => {
    const result = await app
      .client()
      .upload(
        'mutation($input: UploadDocumentInput!) { uploadDocument(input: $input) { __typename } }',
        { input: { title: 'x', file: null } },
        { 'input.file': textFile('x') },
      );
    expect(result.errors?.[0]).toMatchObject({ message: expect.stringContaining('Mutation.uploadDocument'), extensions: { code: 'UNAUTHENTICATED' } });
  });
});

async function decodeId(globalId: string): Promise<string> {
  return Buffer.from(globalId, 'base64').toString('utf8').split(':')[1];
}
