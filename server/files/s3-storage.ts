import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { AppError, FileTooLarge } from '../errors';
import { ByteCounter, missingFile, streamToBuffer, type FileStorage } from './storage';

export interface S3StorageOptions {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Time allowed to open a connection to the store, then for each answer. */
  connectTimeoutMs?: number;
  requestTimeoutMs?: number;
}

/** Multipart uploads send parts of this size, a few at once: memory stays bounded whatever the file. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata?.httpStatusCode === 404);

/** Store errors that are ours to report (size limit, missing file) pass; anything else means the store is not answering. */
function unavailable(error: unknown): Error {
  if (error instanceof AppError) return error;
  const status = error instanceof S3ServiceException ? error.$metadata?.httpStatusCode : undefined;
  if (status !== undefined && status < 500 && status !== 403) return error as Error;
  return new AppError('SERVICE_UNAVAILABLE', `File storage unreachable: ${(error as Error).message}`);
}

export function createS3Storage(options: S3StorageOptions): FileStorage & { close(): void } {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
    // Checksums only where S3 requires them: many S3-compatible stores do not read the trailing-checksum encoding.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
    requestHandler: { connectionTimeout: options.connectTimeoutMs ?? 5000, requestTimeout: options.requestTimeoutMs ?? 60_000, throwOnRequestTimeout: true },
  });
  const Bucket = options.bucket;

  const size = async (key: string) => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw unavailable(error);
    }
  };

  const read: FileStorage['read'] = async (key, range) => {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
      return object.Body as Readable;
    } catch (error) {
      if (isMissing(error)) throw missingFile();
      throw unavailable(error);
    }
  };

  return {
    async put(key, data, putOptions = {}) {
      try {
        if (!(data instanceof Readable)) {
          if (putOptions.maxBytes !== undefined && data.byteLength > putOptions.maxBytes) {
            throw new FileTooLarge(`The file is larger than ${putOptions.maxBytes} bytes`, putOptions.maxBytes);
          }
          await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentLength: data.byteLength, ContentType: putOptions.contentType }));
          return { size: data.byteLength };
        }
        // A multipart upload only becomes an object when completed; a refused or broken stream aborts it.
        const counter = new ByteCounter(putOptions.maxBytes);
        const failed = new Promise<never>((_, reject) => counter.once('error', reject));
        data.once('error', (error) => counter.destroy(error));
        const upload = new Upload({
          client,
          params: { Bucket, Key: key, Body: data.pipe(counter), ContentType: putOptions.contentType },
          partSize: PART_BYTES,
          queueSize: PARTS_IN_FLIGHT,
          leavePartsOnError: false,
        });
        try {
          await Promise.race([upload.done(), failed]);
        } catch (error) {
          await upload.abort().catch(() => undefined);
          throw error;
        }
        return { size: counter.bytes };
      } catch (error) {
        throw unavailable(error);
      }
    },
    get: async (key) => streamToBuffer(await read(key)),
    read,
    size,
    exists: async (key) => (await size(key)) !== null,
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (!isMissing(error)) throw unavailable(error);
      }
    },
    close: () => client.destroy(),
  };
}
