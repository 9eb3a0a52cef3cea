import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { signAccessToken } from '../server/auth/access-token';
import { newStorageKey } from '../server/files/storage';
import { startLocalS3 } from '../__tests__/support/s3-server';
import { startBenchApp } from './load';
import { record, sized } from './report';

/** Total size of the ZIP's files (CLOUD_BENCH_MB, 256 MB by default; 1024 for the 1 GB figure). */
const TOTAL_MB = Number(process.env.CLOUD_BENCH_MB ?? sized(256, 16));
const FILE_MB = 8;

/** `bytes` of random data produced in 1 MB chunks, never held whole. */
function randomStream(bytes: number): Readable {
  let left = bytes;
  return new Readable({
    read() {
      if (left <= 0) return this.push(null);
      const chunk = randomBytes(Math.min(1024 * 1024, left));
      left -= chunk.length;
      this.push(chunk);
    },
  });
}

async function zipThroughput(backend: string, env: Record<string, string>): Promise<void> {
  const { app, url, config, stop } = await startBenchApp(`paraphe_bench_cloud_${backend}`, env);
  try {
    const { prisma } = app.services.db;
    const organization = await prisma.organization.create({ data: { name: 'Bench', plan: 'ENTERPRISE' } });
    const user = await prisma.user.create({ data: { organizationId: organization.id, email: `bench-${randomUUID()}@example.test`, fullName: 'Bench' } });
    const token = signAccessToken(
      { sub: user.id, org: organization.id, role: 'USER', sid: randomUUID(), aal: 1, locale: 'fr', exp: Math.floor(Date.now() / 1000) + 3600 },
      config.SESSION_SECRET,
    );
    // Half documents, half files of the cloud area: one ZIP of both through POST /api/cloud/archive.
    const documentIds: string[] = [];
    const fileIds: string[] = [];
    for (let index = 0; index < TOTAL_MB / FILE_MB; index++) {
      const cloud = index % 2 === 1;
      const storagePath = newStorageKey(cloud ? 'cloud' : 'documents', organization.id, 'pdf');
      await app.services.storage.put(storagePath, randomStream(FILE_MB * 1024 * 1024));
      if (cloud) {
        const file = await prisma.cloudFile.create({
          data: {
            organizationId: organization.id,
            name: `file-${index}.pdf`,
            mimeType: 'application/pdf',
            sizeBytes: BigInt(FILE_MB * 1024 * 1024),
            sha256: '0'.repeat(64),
            storagePath,
          },
        });
        fileIds.push(file.id);
        continue;
      }
      const document = await prisma.document.create({
        data: {
          organizationId: organization.id,
          title: `file-${index}`,
          type: 'PDF',
          storagePath,
          originalFilename: `file-${index}.pdf`,
          mimeType: 'application/pdf',
          sizeBytes: FILE_MB * 1024 * 1024,
          sha256: '0'.repeat(64),
        },
      });
      documentIds.push(document.id);
    }
    const count = documentIds.length + fileIds.length;
    // Memory held by JavaScript (heap and buffers), after a collection when node runs with --expose-gc.
    const held = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    global.gc?.();
    const baseline = held();
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, held())), 10);
    const started = performance.now();
    const response = await fetch(`${url}/api/cloud/archive`, {
      method: 'POST',
      headers: { cookie: `paraphe_at=${token}`, 'x-paraphe-csrf': '1', 'content-type': 'application/json' },
      body: JSON.stringify({ documentIds, fileIds }),
    });
    let received = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) received += chunk.length;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    record({ name: `${backend}: ZIP of ${count} × ${FILE_MB} MB streamed`, value: received / 1024 ** 2 / seconds, unit: 'MB/s' });
    record({ name: `${backend}: memory above rest while zipping`, value: (peak - baseline) / 1024 ** 2, unit: 'MB' });
    console.log(
      `${backend.padEnd(5)}: ZIP of ${count} × ${FILE_MB} MB (documents and cloud files) (${(received / 1024 ** 2).toFixed(0)} MB) in ${seconds.toFixed(1)} s = ${(received / 1024 ** 2 / seconds).toFixed(0)} MB/s; ` +
        `peak heap + buffers +${((peak - baseline) / 1024 ** 2).toFixed(0)} MB over ${(baseline / 1024 ** 2).toFixed(0)} MB (server, client${backend === 's3' ? ' and S3 server' : ''} in one process)`,
    );
  } finally {
    await stop();
  }
}

export default async function run(): Promise<void> {
  await zipThroughput('local', {});
  const s3 = await startLocalS3('paraphe-bench');
  try {
    await zipThroughput('s3', s3.env);
  } finally {
    await s3.close();
  }
}
