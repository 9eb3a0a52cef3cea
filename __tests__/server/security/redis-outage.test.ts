import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createVerifiedUser, signedInClient } from '../auth/accounts';
import { SIGN_IN, SIGN_OUT, STRONG_PASSWORD } from '../auth/operations';
import { textFile, upload } from '../documents/fixtures';
import { nextEvents, startTestApp, type TestApp } from '../../support/test-app';

/** A real Redis server of the test's own, stopped and started again by the test. */
class RedisProcess {
  private child: ChildProcess | null = null;
  constructor(readonly port: number) {}

  async start() {
    this.child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    for (let attempt = 0; attempt < 50; attempt += 1) {
      if (
        spawnSync('redis-cli', ['-p', String(this.port), 'ping'])
          .stdout?.toString()
          .includes('PONG')
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('redis-server did not start');
  }

  async stop() {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGKILL');
    });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

(hasRedisServer ? describe : describe.skip)('a Redis outage', () => {
  let redis: RedisProcess;
  let app: TestApp;
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);

  beforeAll(async () => {
    process.on('unhandledRejection', onRejection);
    redis = new RedisProcess(await freePort());
    await redis.start();
    app = await startTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${redis.port}` } });
  });

  afterAll(async () => {
    await app.stop();
    await redis.stop();
    process.off('unhandledRejection', onRejection);
  });

  it('keeps the service up, delivers events in-process, fails credential checks closed, and recovers', async () => {
    await createVerifiedUser(app, 'outage@example.com');
    const client = await signedInClient(app, 'outage@example.com');
    const socket = client.socket();
    try {
      await redis.stop();
      // An upload publishes; its subscriber on this instance still hears it.
      const heard = nextEvents(socket, 'subscription { documentChanged { kind document { title } } }', {}, 1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await upload(client, 'During the outage', textFile('The Supplier may terminate at any time.'))).__typename).toBe('MutationUploadDocumentSuccess');
      await expect(heard).resolves.toEqual([{ data: { documentChanged: { kind: 'CREATED', document: { title: 'During the outage' } } } }]);

      // Attempt counters are out of reach: sign-in refuses with a typed error rather than counting nothing.
      const attempt = await app.client().graphql(SIGN_IN, { input: { email: 'outage@example.com', password: STRONG_PASSWORD } });
      expect(attempt.data!.signIn).toMatchObject({ __typename: 'AppError', code: 'SERVICE_UNAVAILABLE' });

      // Signing out publishes a revocation: no crash, and the session is refused at once here.
      expect((await client.graphql(SIGN_OUT, { scope: 'LOCAL' })).data).toEqual({ signOut: true });
      expect((await client.graphql('{ viewer { role } }')).data).toEqual({ viewer: null });
      expect((await fetch(`${app.url}/healthz`)).status).toBe(200);

      await redis.start();
      const deadline = Date.now() + 10_000;
      while (!app.services.pubsubFeed.shared() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(app.services.pubsubFeed.shared()).toBe(true);
      const again = await app.client().graphql(SIGN_IN, { input: { email: 'outage@example.com', password: STRONG_PASSWORD } });
      expect(again.data!.signIn.__typename).toBe('MutationSignInSuccess');
      expect(rejections).toEqual([]);
    } finally {
      await socket.dispose();
    }
  });
});
