import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** The settings that point the app at this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** An S3-compatible server on a free local port, with one empty bucket. */
export async function startLocalS3(bucket = 'paraphe-test'): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'paraphe-s3-'));
  // Loaded by the files that use it: s3rver brings Koa, lodash and winston with it.
  const { default: S3rver } = await import('s3rver');
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

let shared: { server: Promise<LocalS3>; users: number } | null = null;

/**
 * The local S3 server of the apps of one test file: apps started together share it (and its
 * bucket), as instances behind one load balancer share their store. Closed when its last app stops.
 */
export function acquireLocalS3(): Promise<LocalS3> {
  shared ??= { server: startLocalS3(), users: 0 };
  shared.users += 1;
  return shared.server;
}

export async function releaseLocalS3(): Promise<void> {
  if (!shared || --shared.users > 0) return;
  const { server } = shared;
  shared = null;
  await (await server).close();
}
