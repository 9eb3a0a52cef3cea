// Also on PostgreSQL, Redis and S3: an S3 server that stops answering.
import { randomBytes } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { startLocalS3, type LocalS3 } from '../../support/s3-server';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';

/**
 * The cloud area on an S3-compatible store that goes away: a TCP relay in front of a local S3
 * server, which the test switches off (new connections refused, open ones cut) and on again.
 */
let s3: LocalS3;
let relay: Server;
let up = true;
const open = new Set<Socket>();
let app: TestApp;
let member: SignedInUser;

beforeAll(async () => {
  s3 = await startLocalS3();
  const target = new URL(s3.endpoint);
  relay = createServer((client) => {
    if (!up) return void client.destroy();
    const upstream = connect(Number(target.port), target.hostname);
    open.add(client).add(upstream);
    const close = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(relay.address() as { port: number }).port}`;
  app = await startTestApp({ env: { ...s3.env, S3_ENDPOINT: endpoint } });
  member = await createSignedInUser(app);
});

afterAll(async () => {
  await app?.stop();
  for (const socket of open) socket.destroy();
  await new Promise<void>((resolve) => relay.close(() => resolve()));
  await s3?.close();
});

const setStore = (available: boolean) => {
  up = available;
  if (!available) for (const socket of open) socket.destroy();
};

async function upload(name: string, bytes: Buffer): Promise<Response> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name));
  return member.client.fetch('/api/cloud/files?review=false', { method: 'POST', body: form });
}

const errorOf = async (response: Response) => [response.status, ((await response.json()) as { error: { code: string } }).error.code];

describe('the cloud area while its S3 store is unavailable', () => {
  it('answers 503 to uploads and downloads, keeps no row, still lists, and works again once the store is back', async () => {
    const kept = randomBytes(3000);
    const before = await upload('avant.bin', kept);
    expect(before.status).toBe(201);
    const { file } = (await before.json()) as { file: { id: string } };

    setStore(false);
    try {
      expect(await errorOf(await upload('pendant.bin', randomBytes(2000)))).toEqual([503, 'SERVICE_UNAVAILABLE']);
      expect(await errorOf(await member.client.fetch(`/api/cloud/files/${file.id}`))).toEqual([503, 'SERVICE_UNAVAILABLE']);
      const archive = await member.client.fetch('/api/cloud/archive', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fileIds: [file.id] }),
      });
      expect(archive.status).toBe(503);
      // Nothing half-written: no row for the refused upload; the list reads from the database alone.
      expect(await app.db.prisma.cloudFile.count({ where: { organizationId: member.organizationId } })).toBe(1);
      const list = await member.client.graphql('{ cloudItems { totalCount } cloudStorage { usedBytes } }');
      expect(list.data).toEqual({ cloudItems: { totalCount: 1 }, cloudStorage: { usedBytes: 3000 } });
    } finally {
      setStore(true);
    }

    const retried = await upload('pendant.bin', randomBytes(2000));
    expect(retried.status).toBe(201);
    const download = await member.client.fetch(`/api/cloud/files/${file.id}`);
    expect(Buffer.from(await download.arrayBuffer()).equals(kept)).toBe(true);
    expect(await app.db.prisma.cloudFile.count({ where: { organizationId: member.organizationId } })).toBe(2);
  }, 60_000);
});
