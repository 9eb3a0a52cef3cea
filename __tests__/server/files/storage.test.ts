// Also on PostgreSQL, Redis and S3: the S3 storage itself.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createS3Storage } from '../../../server/files/s3-storage';
import { createLocalStorage, newStorageKey, streamToBuffer, type FileStorage } from '../../../server/files/storage';
import { startLocalS3, type LocalS3 } from '../../support/s3-server';

interface Backend {
  storage: FileStorage;
  /** Every key or partial object the backend holds, to prove nothing half-written stays. */
  listAll(): Promise<string[]>;
  close(): Promise<void>;
}

function listFiles(root: string): string[] {
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1));
  } catch {
    return [];
  }
}

async function localBackend(): Promise<Backend> {
  const root = mkdtempSync(join(tmpdir(), 'paraphe-storage-'));
  return { storage: createLocalStorage(root), listAll: async () => listFiles(root), close: async () => rmSync(root, { recursive: true, force: true }) };
}

async function s3Backend(): Promise<Backend> {
  const s3: LocalS3 = await startLocalS3();
  const storage = createS3Storage({
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  const { ListObjectsV2Command, ListMultipartUploadsCommand, S3Client } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    storage,
    async listAll() {
      const objects = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
      const uploads = await client.send(new ListMultipartUploadsCommand({ Bucket: s3.bucket })).catch(() => ({ Uploads: [] }));
      return [...(objects.Contents ?? []).map((object) => object.Key as string), ...(uploads.Uploads ?? []).map((upload) => `(partial) ${upload.Key}`)];
    },
    async close() {
      storage.close();
      client.destroy();
      await s3.close();
    },
  };
}

/** A stream of `total` pseudo-random bytes made chunk by chunk, never held whole. */
function generated(total: number, chunk = 64 * 1024): { stream: Readable; sha256: () => string } {
  const hash = createHash('sha256');
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent >= total) return this.push(null);
      const piece = randomBytes(Math.min(chunk, total - sent));
      sent += piece.length;
      hash.update(piece);
      this.push(piece);
    },
  });
  return { stream, sha256: () => hash.digest('hex') };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each([
  ['local disk', localBackend],
  ['S3-compatible store', s3Backend],
])('file storage on %s', (_name, makeBackend) => {
  let backend: Backend;
  let storage: FileStorage;

  beforeAll(async () => {
    backend = await makeBackend();
    storage = backend.storage;
  });
  afterAll(() => backend.close());

  it('keeps bytes under a key and gives them back whole, by stream and by range', async () => {
    const key = newStorageKey('test', 'org-1', 'bin');
    const bytes = randomBytes(100_000);
    expect(await storage.put(key, bytes)).toEqual({ size: 100_000 });
    expect((await storage.get(key)).equals(bytes)).toBe(true);
    expect((await streamToBuffer(await storage.read(key))).equals(bytes)).toBe(true);
    expect((await streamToBuffer(await storage.read(key, { start: 10, end: 19 }))).equals(bytes.subarray(10, 20))).toBe(true);
    expect((await streamToBuffer(await storage.read(key, { start: 99_990, end: 99_999 }))).equals(bytes.subarray(99_990))).toBe(true);
    expect(await storage.size(key)).toBe(100_000);
    expect(await storage.exists(key)).toBe(true);
  });

  it('writes a stream larger than one upload part without holding it and reads back the same bytes', async () => {
    const key = newStorageKey('test', 'org-1', 'bin');
    const source = generated(10 * 1024 * 1024 + 123);
    expect(await storage.put(key, source.stream, { contentType: 'application/octet-stream' })).toEqual({ size: 10 * 1024 * 1024 + 123 });
    const back = createHash('sha256');
    for await (const chunk of await storage.read(key)) back.update(chunk as Buffer);
    expect(back.digest('hex')).toBe(source.sha256());
    expect(await storage.size(key)).toBe(10 * 1024 * 1024 + 123);
  }, 60_000);

  it('refuses a stream past its size limit and keeps nothing of it', async () => {
    const before = await backend.listAll();
    const key = newStorageKey('test', 'org-2', 'bin');
    await expect(storage.put(key, generated(12 * 1024 * 1024).stream, { maxBytes: 9 * 1024 * 1024 })).rejects.toMatchObject({ code: 'FILE_TOO_LARGE' });
    await expect(storage.put(newStorageKey('test', 'org-2', 'bin'), randomBytes(2000), { maxBytes: 1000 })).rejects.toMatchObject({ code: 'FILE_TOO_LARGE' });
    expect(await storage.exists(key)).toBe(false);
    expect(await backend.listAll()).toEqual(before);
  }, 60_000);

  it('keeps nothing of a stream that breaks midway', async () => {
    const before = await backend.listAll();
    const key = newStorageKey('test', 'org-3', 'bin');
    let sent = 0;
    const broken = new Readable({
      read() {
        if (sent > 10 * 1024 * 1024) return this.destroy(new Error('client went away'));
        sent += 1024 * 1024;
        this.push(randomBytes(1024 * 1024));
      },
    });
    await expect(storage.put(key, broken)).rejects.toThrow('client went away');
    expect(await storage.exists(key)).toBe(false);
    expect(await backend.listAll()).toEqual(before);
  }, 60_000);

  it('answers a missing key as not found, and deleting it twice is fine', async () => {
    const key = newStorageKey('test', 'org-4', 'pdf');
    await storage.put(key, Buffer.from('%PDF-1.7'));
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.size(key)).toBeNull();
    await expect(storage.get(key)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(storage.read(key)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('replaces a file written again under the same key', async () => {
    const key = newStorageKey('test', 'org-5', 'png');
    await storage.put(key, Buffer.from('first'));
    await storage.put(key, Readable.from([Buffer.from('second version')]));
    expect((await storage.get(key)).toString()).toBe('second version');
    expect(sha256(await storage.get(key))).toBe(sha256(Buffer.from('second version')));
  });
});

describe('S3-compatible store that does not answer', () => {
  let silent: Server;
  let port: number;
  const sockets = new Set<Socket>();

  beforeAll(async () => {
    // A port that accepts connections and never answers, then one with nothing listening.
    silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    port = (silent.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it.each([
    ['refuses connections', () => `http://127.0.0.1:1`],
    ['never answers', () => `http://127.0.0.1:${port}`],
  ])(
    'reads and writes fail as SERVICE_UNAVAILABLE when the store %s',
    async (_case, endpoint) => {
      const storage = createS3Storage({
        endpoint: endpoint(),
        bucket: 'any',
        region: 'us-east-1',
        accessKeyId: 'a',
        secretAccessKey: 'b',
        forcePathStyle: true,
        connectTimeoutMs: 300,
        requestTimeoutMs: 500,
      });
      try {
        await expect(storage.put('test/x.bin', Buffer.from('x'))).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
        await expect(storage.get('test/x.bin')).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
        await expect(storage.exists('test/x.bin')).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      } finally {
        storage.close();
      }
    },
    20_000,
  );
});
