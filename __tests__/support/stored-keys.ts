import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../server/config';

/** The names of the objects an app keeps under `<area>/<organizationId>/`, on disk or in its S3 bucket (PARAPHE_TEST_STORAGE=s3). */
export async function storedKeys(config: Config, area: string, organizationId: string): Promise<string[]> {
  if (config.STORAGE === 's3') {
    const client = new S3Client({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      forcePathStyle: true,
      credentials: { accessKeyId: config.S3_ACCESS_KEY_ID!, secretAccessKey: config.S3_SECRET_ACCESS_KEY! },
    });
    try {
      const prefix = `${area}/${organizationId}/`;
      const listed = await client.send(new ListObjectsV2Command({ Bucket: config.S3_BUCKET!, Prefix: prefix }));
      return (listed.Contents ?? []).map((object) => object.Key!.slice(prefix.length));
    } finally {
      client.destroy();
    }
  }
  const dir = join(config.STORAGE_DIR, area, organizationId);
  return existsSync(dir) ? readdirSync(dir) : [];
}
