import type { Config } from '../config';
import { createLocalStorage, type FileStorage } from './storage';

/** The storage the configuration names: local disk by default, an S3-compatible bucket with STORAGE=s3. */
export async function createStorage(config: Config): Promise<FileStorage & { close(): void }> {
  if (config.STORAGE === 's3') {
    // The AWS SDK is loaded only by a deployment that stores its files in S3.
    const { createS3Storage } = await import('./s3-storage');
    return createS3Storage({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET as string,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return { ...createLocalStorage(config.STORAGE_DIR), close: () => undefined };
}
