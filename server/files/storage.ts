import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError, FileTooLarge } from '../errors';

/** A byte range, both ends included (as in an HTTP `Range` header). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface PutOptions {
  contentType?: string;
  /** A stream longer than this is refused with FILE_TOO_LARGE as soon as it passes the limit; nothing is kept. */
  maxBytes?: number;
}

/**
 * Where files live: local disk or an S3-compatible bucket, the same contract for both.
 * Writes take bytes or a stream and never leave a partial object under the key; reads stream.
 * A missing key reads as NOT_FOUND; a store that does not answer as SERVICE_UNAVAILABLE.
 */
export interface FileStorage {
  put(key: string, data: Uint8Array | Readable, options?: PutOptions): Promise<{ size: number }>;
  /** The whole file in memory: for files the server made or already bounded (documents, logos). */
  get(key: string): Promise<Buffer>;
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Size in bytes, or null when there is no such file. */
  size(key: string): Promise<number | null>;
  exists(key: string): Promise<boolean>;
  /** Deleting a key that does not exist is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are made by the server, never taken from a client: `<area>/<organization>/<uuid>.<ext>`. */
export function newStorageKey(area: string, organizationId: string, extension: string): string {
  const safeExtension = extension.toLowerCase().replace(/[^a-z0-9]/g, '');
  return `${area}/${organizationId}/${randomUUID()}${safeExtension ? `.${safeExtension}` : ''}`;
}

export const missingFile = () => new AppError('NOT_FOUND', 'The stored file is missing');

/** Counts the bytes going through and stops the stream once they pass `maxBytes`. */
export class ByteCounter extends Transform {
  bytes = 0;

  constructor(private readonly maxBytes = Number.POSITIVE_INFINITY) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return callback(new FileTooLarge(`The file is larger than ${this.maxBytes} bytes`, this.maxBytes));
    callback(null, chunk);
  }
}

export function toStream(data: Uint8Array | Readable): Readable {
  return data instanceof Readable ? data : Readable.from([Buffer.from(data.buffer, data.byteOffset, data.byteLength)]);
}

export async function streamToBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function createLocalStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`Storage key escapes the storage root: ${key}`);
    return path;
  };
  const size = async (key: string) => {
    try {
      const info = await stat(pathOf(key));
      return info.isFile() ? info.size : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };
  const read = async (key: string, range?: ByteRange) => {
    const path = pathOf(key);
    if ((await size(key)) === null) throw missingFile();
    return createReadStream(path, range ? { start: range.start, end: range.end } : {});
  };
  return {
    async put(key, data, options = {}) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside then renamed, so a crash or a refused stream never leaves a half file under the real key.
      const partial = join(dirname(path), `.${randomUUID()}.partial`);
      const counter = new ByteCounter(options.maxBytes);
      const file = createWriteStream(partial);
      try {
        await pipeline(toStream(data), counter, file);
        await rename(partial, path);
      } catch (error) {
        // A stream refused at once may still be opening its file: removed once it is closed, not before.
        if (!file.closed) await once(file, 'close').catch(() => undefined);
        await rm(partial, { force: true });
        throw error;
      }
      return { size: counter.bytes };
    },
    get: async (key) => streamToBuffer(await read(key)),
    read,
    size,
    exists: async (key) => (await size(key)) !== null,
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
