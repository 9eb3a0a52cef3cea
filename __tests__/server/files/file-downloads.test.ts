// Also on PostgreSQL, Redis and S3: files streamed from S3.
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import JSZip from 'jszip';
import yauzl from 'yauzl';
import { MAX_ARCHIVE_FILES, archiveEntryNames } from '../../../server/files/document-archive-route';
import { newStorageKey } from '../../../server/files/storage';
import { documentGlobalId } from '../../../server/shared/ids';
import { startTestApp, type TestApp, type TestClient } from '../../support/test-app';
import { createSignedInUser } from '../../support/users';

let app: TestApp;
const scratch = mkdtempSync(join(tmpdir(), 'paraphe-downloads-'));

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.stop();
  rmSync(scratch, { recursive: true, force: true });
});

/** A document row with its file really stored: downloads read the store, not the analysis. */
async function storedDocument(organizationId: string, filename: string, bytes: Buffer, signed?: Buffer) {
  const storagePath = newStorageKey('documents', organizationId, filename.split('.').pop() ?? '');
  await app.services.storage.put(storagePath, bytes);
  const signedStoragePath = signed ? newStorageKey('signed', organizationId, 'pdf') : null;
  if (signed && signedStoragePath) await app.services.storage.put(signedStoragePath, signed);
  return app.db.prisma.document.create({
    data: {
      organizationId,
      title: filename,
      type: 'PDF',
      storagePath,
      originalFilename: filename,
      mimeType: 'application/pdf',
      sizeBytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      signedStoragePath,
      signedAt: signed ? new Date() : null,
    },
  });
}

const archive = (client: TestClient, documentIds: unknown) =>
  client.fetch('/api/documents/archive', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ documentIds }) });

describe('file downloads', () => {
  it('answers a byte range of a document with 206 and exactly those bytes, and a range past the end with 416', async () => {
    const member = await createSignedInUser(app);
    const bytes = randomBytes(50_000);
    const document = await storedDocument(member.organizationId, 'contract.pdf', bytes);
    const path = `/api/documents/${document.id}/file`;

    const whole = await member.client.fetch(path);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);

    const middle = await member.client.fetch(path, { headers: { range: 'bytes=1000-1999' } });
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe('bytes 1000-1999/50000');
    expect(middle.headers.get('content-length')).toBe('1000');
    expect(Buffer.from(await middle.arrayBuffer()).equals(bytes.subarray(1000, 2000))).toBe(true);

    const tail = await member.client.fetch(path, { headers: { range: 'bytes=-100' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(49_900))).toBe(true);

    const beyond = await member.client.fetch(path, { headers: { range: 'bytes=60000-70000' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */50000');
  });

  it('gives a ZIP of the chosen documents with each original and signed PDF under a safe, unique name', async () => {
    const member = await createSignedInUser(app);
    const first = await storedDocument(member.organizationId, 'offer.pdf', Buffer.from('%PDF-1.7 first'), Buffer.from('%PDF-1.7 signed first'));
    const second = await storedDocument(member.organizationId, '../../etc/offer.pdf', Buffer.from('%PDF-1.7 second'));

    const answer = await archive(member.client, [first.id, documentGlobalId(second.id)]);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename\*=UTF-8''documents-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await JSZip.loadAsync(Buffer.from(await answer.arrayBuffer()));
    const contents = Object.fromEntries(await Promise.all(Object.keys(zip.files).map(async (name) => [name, await zip.files[name].async('string')])));
    expect(contents).toEqual({ 'offer.pdf': '%PDF-1.7 first', 'offer-signed.pdf': '%PDF-1.7 signed first', '_.._etc_offer.pdf': '%PDF-1.7 second' });
  });

  it("words its refusals in the caller's language: a session's saved one before its browser's, an API client's Accept-Language before its key creator's", async () => {
    const admin = await createSignedInUser(app, { role: 'ADMIN' });
    const unsigned = await storedDocument(admin.organizationId, 'draft.pdf', Buffer.from('draft'));
    const english = { 'accept-language': 'en-GB,en;q=0.9' };
    const noSignedFile = (response: Response) => response.json().then((body) => body.error);
    expect(await noSignedFile(await admin.client.fetch(`/api/documents/${unsigned.id}/signed-file`, { headers: english }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Ce document n’a pas de fichier signé',
    });
    const shown = await admin.client.fetch(`/api/documents/${unsigned.id}/signed-file`, { headers: { 'x-paraphe-language': 'en' } });
    expect((await noSignedFile(shown)).message).toBe('This document has no signed file');

    const created = await admin.client.graphql(
      'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { ... on MutationCreateApiKeySuccess { created { key } } } }',
      { input: { name: 'Downloads', scopes: ['READ'] } },
    );
    const authorization = `Bearer ${created.data!.createApiKey.created.key}`;
    const elsewhere = `${app.url}/api/documents/${crypto.randomUUID()}/file`;
    expect(await (await fetch(elsewhere, { headers: { authorization } })).json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Introuvable, ou hors de votre organisation' },
    });
    expect(await (await fetch(elsewhere, { headers: { authorization, ...english } })).json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Not found, or not in your organization' },
    });
    expect(await (await fetch(`${app.url}/api/documents/${unsigned.id}/file`, { headers: english })).json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Unauthorized: sign in, or send a valid API key as a bearer token' },
    });
  });

  it("refuses a ZIP holding another organization's document, too many documents or no list, before sending a byte of it", async () => {
    const member = await createSignedInUser(app);
    const outsider = await createSignedInUser(app);
    const own = await storedDocument(member.organizationId, 'own.pdf', Buffer.from('own'));
    const theirs = await storedDocument(outsider.organizationId, 'secret.pdf', Buffer.from('secret'));

    const foreign = await archive(member.client, [own.id, theirs.id]);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Introuvable, ou hors de votre organisation' } });

    const many = await archive(
      member.client,
      Array.from({ length: MAX_ARCHIVE_FILES + 1 }, () => crypto.randomUUID()),
    );
    expect(many.status).toBe(400);
    expect((await many.json()).error.code).toBe('TOO_MANY_ITEMS');

    for (const invalid of [[], 'all', ['not-an-id']]) {
      const answer = await archive(member.client, invalid);
      expect({ invalid, status: answer.status, code: (await answer.json()).error.code }).toEqual({ invalid, status: 422, code: 'VALIDATION_FAILED' });
    }

    const anonymous = await archive(app.client(), [own.id]);
    expect(anonymous.status).toBe(401);
  });

  it('streams a large ZIP: files are read only as fast as the client takes them', async () => {
    const member = await createSignedInUser(app);
    const count = 60;
    const documents = [];
    for (let index = 0; index < count; index++) documents.push(await storedDocument(member.organizationId, `part-${index}.pdf`, randomBytes(1024 * 1024)));
    const opened: string[] = [];
    const read = app.services.storage.read;
    app.services.storage.read = (key, range) => {
      opened.push(key);
      return read(key, range);
    };
    try {
      const answer = await archive(
        member.client,
        documents.map((document) => document.id),
      );
      expect(answer.status).toBe(200);
      const reader = (answer.body as unknown as WebReadableStream<Uint8Array>).getReader();
      await reader.read();
      // The client holds back: socket and stream buffers fill, and the server stops opening files.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(opened.length).toBeLessThan(count / 2);

      const file = join(scratch, 'large.zip');
      await pipeline(
        Readable.from(
          (async function* () {
            for (;;) {
              const { done, value } = await reader.read();
              if (done) return;
              yield value;
            }
          })(),
        ),
        createWriteStream(file),
      );
      expect(opened.length).toBe(count);
      const entries = await new Promise<number>((resolve, reject) =>
        yauzl.open(file, { lazyEntries: true }, (error, zip) => (error ? reject(error) : (resolve(zip.entryCount), zip.close()))),
      );
      expect(entries).toBe(count);
    } finally {
      app.services.storage.read = read;
    }
  }, 60_000);
});

describe('ZIP entry names', () => {
  it('removes folders and control characters and numbers repeated names', () => {
    expect(archiveEntryNames(['a.pdf', 'A.pdf', 'a.pdf', 'x/y\\z.pdf', 'bad\u0000\u001fname.txt', '...hidden', ''])).toEqual([
      'a.pdf',
      'A (2).pdf',
      'a (3).pdf',
      'x_y_z.pdf',
      'bad__name.txt',
      'hidden',
      'file',
    ]);
  });
});
