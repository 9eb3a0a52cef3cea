// Realtime: `documentChanged` pushed to 1,000 graphql-ws subscribers of one organization (the /documents screen's own
// persisted subscription), after a real decision (`refuseDocument`), on one instance and on two instances sharing Redis.
// Latency from the click is receipt time minus the moment the mutation was sent (what a user feels); from the commit,
// receipt time minus the document's `updatedAt` (written just before the commit, read from the mutation's answer); the
// mutation's own answer time is shown beside them. Target: p99 from the click < 250 ms.
// The subscribers run in a child process (this same file), so that their parsing never competes with the server's loop.
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createClient, type Client } from 'graphql-ws';
import { record, sized } from './report';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { buildApp, type App } from '../server/app';
import { signAccessToken } from '../server/auth/access-token';
import { loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/database';
import { applyMigrations } from '../server/db/migrate';
import { createLogger } from '../server/logger';
import { dropDatabase, freshDatabase } from './load';

const SUBSCRIBERS = sized(1000, 50);
const EVENTS = sized(20, 3);
const SESSION_SECRET = 'bench-session-secret-0123456789abcdef0123';
const DATABASE = 'paraphe_bench_realtime';
const CLIENT_ROLE = 'PARAPHE_REALTIME_BENCH_CLIENTS';
/** The /documents screen's subscription, as the web app sends it: its persisted id. */
const SUBSCRIPTION_ID = Object.entries(
  JSON.parse(readFileSync(join(import.meta.dirname, '../web/src/__generated__/persisted-queries.json'), 'utf8')) as Record<string, string>,
).find(([, text]) => text.startsWith('subscription useDocumentChangedSubscription'))![0];
/** Readiness checks and warm-up change a document's tags: each change is heard under its tag. */
const UPDATE =
  'mutation($input: UpdateDocumentInput!) { updateDocument(input: $input) { __typename ... on MutationUpdateDocumentSuccess { document { updatedAt } } } }';
/** What is measured: a decision, heard under the refused document's id. */
const REFUSE = 'mutation($id: ID!) { refuseDocument(id: $id, reason: "Bench") { __typename ... on MutationRefuseDocumentSuccess { document { updatedAt } } } }';

interface Socket {
  url: string;
  cookie: string;
}

type ToClients = { type: 'open'; sockets: Socket[] } | { type: 'expect'; tag: string; count: number; timeoutMs: number } | { type: 'close' };
/** When each subscriber heard the event (epoch milliseconds). */
type Heard = number[];
type FromClients = { type: 'opened' } | { type: 'received'; tag: string; heard: Heard };

// ---- The subscribers' process -------------------------------------------------------------------------------------

function runClients(): void {
  const received = new Map<string, Heard>();
  const waiting = new Map<string, () => void>();
  let clients: Client[] = [];
  const send = (message: FromClients) => process.send!(message);

  const open = (socket: Socket): Client =>
    createClient({
      url: socket.url.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie: socket.cookie } });
        }
      },
      retryAttempts: 0,
    });

  // An event is heard under the document's first tag, or its id when it has none; once per subscriber.
  const onEvent = (seen: Set<string>) => (value: { data?: any }) => {
    const document = value.data?.documentChanged?.document;
    const tag: string | undefined = document?.tags?.[0] ?? document?.id;
    if (!tag || seen.has(tag)) return;
    seen.add(tag);
    const heard = received.get(tag) ?? [];
    heard.push(Date.now());
    received.set(tag, heard);
    waiting.get(tag)?.();
  };

  process.on('message', (message: ToClients) => {
    if (message.type === 'open') {
      clients = message.sockets.map(open);
      for (const client of clients)
        client.subscribe(
          { query: '', extensions: { persistedQuery: { version: 1, sha256Hash: SUBSCRIPTION_ID } } },
          { next: onEvent(new Set()), error: () => undefined, complete: () => undefined },
        );
      send({ type: 'opened' });
    } else if (message.type === 'expect') {
      const reply = () => {
        waiting.delete(message.tag);
        clearTimeout(timer);
        send({ type: 'received', tag: message.tag, heard: received.get(message.tag) ?? [] });
      };
      const timer = setTimeout(reply, message.timeoutMs);
      const check = () => {
        if ((received.get(message.tag)?.length ?? 0) >= message.count) reply();
      };
      waiting.set(message.tag, check);
      check();
    } else {
      void Promise.all(clients.map((client) => client.dispose())).then(() => process.exit(0));
    }
  });
}

if (process.env[CLIENT_ROLE]) runClients();

// ---- The bench ----------------------------------------------------------------------------------------------------

/** The subscribers' process, spoken to by messages. */
class Subscribers {
  private readonly child: ChildProcess;
  private readonly replies = new Map<string, (heard: Heard) => void>();
  private opened: (() => void) | null = null;

  constructor() {
    this.child = fork(fileURLToPath(import.meta.url), [], { execArgv: ['--import', 'tsx'], env: { ...process.env, [CLIENT_ROLE]: '1' }, stdio: 'inherit' });
    this.child.on('message', (message: FromClients) => {
      if (message.type === 'opened') this.opened?.();
      else this.replies.get(message.tag)?.(message.heard);
    });
  }

  open(sockets: Socket[]): Promise<void> {
    return new Promise((resolve) => {
      this.opened = resolve;
      this.child.send({ type: 'open', sockets } satisfies ToClients);
    });
  }

  /** The events tagged `tag` as they were heard, once `count` arrived or after the timeout. */
  expect(tag: string, count: number, timeoutMs = 10_000): Promise<Heard> {
    return new Promise((resolve) => {
      this.replies.set(tag, (heard) => {
        this.replies.delete(tag);
        resolve(heard);
      });
      this.child.send({ type: 'expect', tag, count, timeoutMs } satisfies ToClients);
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.child.once('exit', () => resolve());
      this.child.send({ type: 'close' } satisfies ToClients);
    });
  }
}

interface Organization {
  documentId: string;
  /** Global ids of PENDING documents, one refused per measured event. */
  pending: string[];
  writer: string;
  cookies: string[];
}

async function seed(db: Database): Promise<Organization> {
  const { prisma } = db;
  const organization = await prisma.organization.create({ data: { name: `Realtime ${randomUUID().slice(0, 8)}` } });
  const emails = Array.from({ length: SUBSCRIBERS + 1 }, (_, index) => `realtime-${index}-${randomUUID()}@example.test`);
  await prisma.user.createMany({
    data: emails.map((email, index) => ({ organizationId: organization.id, email, fullName: `Member ${index}`, role: index === 0 ? 'MANAGER' : 'USER' })),
  });
  const users = await prisma.user.findMany({
    where: { organizationId: organization.id },
    select: { id: true, role: true, email: true },
    orderBy: { email: 'asc' },
  });
  const file = {
    type: 'PDF',
    storagePath: 'bench/contract.pdf',
    originalFilename: 'contract.pdf',
    mimeType: 'application/pdf',
    sizeBytes: 1,
    sha256: '0'.repeat(64),
  } as const;
  const document = await prisma.document.create({ data: { organizationId: organization.id, title: 'Bench contract', ...file } });
  await prisma.document.createMany({
    data: Array.from({ length: 3 * EVENTS }, (_, index) => ({ organizationId: organization.id, title: `To refuse ${index}`, ...file })),
  });
  const pending = await prisma.document.findMany({
    where: { organizationId: organization.id, status: 'PENDING', id: { not: document.id } },
    select: { id: true },
  });
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const cookieOf = (user: { id: string; role: 'USER' | 'MANAGER' | 'ADMIN' }) =>
    `paraphe_at=${signAccessToken({ sub: user.id, org: organization.id, role: user.role, sid: randomUUID(), aal: 1, locale: 'fr', exp }, SESSION_SECRET)}`;
  const [writer, ...members] = [users.find((user) => user.role === 'MANAGER')!, ...users.filter((user) => user.role !== 'MANAGER')];
  const globalId = (id: string) => Buffer.from(`Document:${id}`).toString('base64');
  return { documentId: globalId(document.id), pending: pending.map(({ id }) => globalId(id)), writer: cookieOf(writer), cookies: members.map(cookieOf) };
}

/** The instances of one run are one deployment: they share Redis's keys and channels, apart from any other run's. */
const REDIS_KEY_PREFIX = `paraphe-bench:${randomUUID()}:`;

async function startApp(db: Database, redisUrl: string | undefined): Promise<{ app: App; url: string; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'paraphe-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    SESSION_SECRET,
    ENCRYPTION_KEY: '4'.repeat(64),
    ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX } : {}),
  });
  const app = await buildApp({ config, logger: createLogger('silent'), webDist: null, overrides: { db } });
  const { url } = await app.start(0, '127.0.0.1');
  return {
    app,
    url,
    async stop() {
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function reachableRedis(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 1000 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** Runs a mutation as the writer; answers how long its answer took and the document's `updatedAt` (epoch ms). */
async function mutate(url: string, cookie: string, query: string, variables: Record<string, unknown>): Promise<{ elapsed: number; updatedAt: number }> {
  const started = performance.now();
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-paraphe-csrf': '1', cookie },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, { __typename: string; document?: { updatedAt: string } }> };
  const elapsed = performance.now() - started;
  const answer = Object.values(body.data ?? {})[0];
  if (!answer?.document) throw new Error(`mutation failed: ${JSON.stringify(body)}`);
  return { elapsed, updatedAt: Date.parse(answer.document.updatedAt) };
}

const update = (url: string, cookie: string, documentId: string, tag: string) => mutate(url, cookie, UPDATE, { input: { id: documentId, tags: [tag] } });

interface Round {
  /** Receipt − the moment the mutation was sent. */
  fromClick: number[];
  /** Receipt − the document's updatedAt. */
  latencies: number[];
  answers: number[];
  lost: number;
}

/** EVENTS mutations one after another, each waited for by every subscriber (or for 10 s). */
async function round(writerUrl: string, organization: Organization, subscribers: Subscribers | null, count: number): Promise<Round> {
  const result: Round = { fromClick: [], latencies: [], answers: [], lost: 0 };
  for (let index = 0; index < EVENTS; index += 1) {
    const documentId = organization.pending.shift()!;
    const heard: Promise<Heard> = subscribers && count > 0 ? subscribers.expect(documentId, count) : Promise.resolve([]);
    const clickedAt = Date.now();
    const { elapsed, updatedAt } = await mutate(writerUrl, organization.writer, REFUSE, { id: documentId });
    result.answers.push(elapsed);
    const arrivals = await heard;
    result.fromClick.push(...arrivals.map((arrivedAt) => arrivedAt - clickedAt));
    result.latencies.push(...arrivals.map((arrivedAt) => arrivedAt - updatedAt));
    result.lost += count - arrivals.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return result;
}

/** Opens `sockets` and waits until every one of them hears a change. */
async function subscribe(subscribers: Subscribers, sockets: Socket[], writerUrl: string, organization: Organization): Promise<void> {
  await subscribers.open(sockets);
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const tag = `ready-${randomUUID().slice(0, 8)}`;
    const heard = subscribers.expect(tag, sockets.length, 2000);
    await update(writerUrl, organization.writer, organization.documentId, tag);
    if ((await heard).length === sockets.length) return;
  }
  throw new Error('the subscribers never all heard a change');
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value: number) => (Number.isNaN(value) ? '     -' : `${value.toFixed(0).padStart(4)} ms`);

function report(label: string, result: Round): void {
  const spread = (values: number[]) =>
    values.length > 0 ? `${ms(percentile(values, 50))} ${ms(percentile(values, 99))} ${ms(Math.max(...values))}` : '     -       -       -';
  console.log(
    `${label.padEnd(52)} ${spread(result.fromClick)}   | ${spread(result.latencies)}   | ${ms(percentile(result.answers, 50))} ${ms(percentile(result.answers, 99))}${result.lost > 0 ? `   (${result.lost} not received)` : ''}`,
  );
  if (result.fromClick.length > 0) {
    const p99 = percentile(result.fromClick, 99);
    record({ name: `${label}: p99 from the click`, value: p99, unit: 'ms', target: '< 250 ms', met: p99 < 250 });
  }
  record({ name: `${label}: mutation answer p99`, value: percentile(result.answers, 99), unit: 'ms' });
}

/** Resident memory of this process (the instance, and the bench's own small part; the subscribers run elsewhere), in MB. */
const rssMb = () => process.memoryUsage().rss / 1024 ** 2;

/** The highest resident memory seen while `work` runs (sampled every 50 ms), and its result. */
async function peakMemory<T>(work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peakMb = rssMb();
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb())), 50);
  try {
    return { result: await work(), peakMb: Math.max(peakMb, rssMb()) };
  } finally {
    clearInterval(sampler);
  }
}

/** One instance: 0, 1 and 1,000 subscribers. */
async function oneInstance(db: Database): Promise<void> {
  const organization = await seed(db);
  const instance = await startApp(db, undefined);
  try {
    // The first requests compile the code paths: not counted.
    for (let index = 0; index < 10; index += 1) await update(instance.url, organization.writer, organization.documentId, `warm-${index}`);
    report('one instance, 0 subscribers', await round(instance.url, organization, null, 0));
    const atRestMb = rssMb();
    const single = new Subscribers();
    try {
      await subscribe(single, [{ url: instance.url, cookie: organization.cookies[0] }], instance.url, organization);
      report('one instance, 1 subscriber', await round(instance.url, organization, single, 1));
    } finally {
      await single.close();
    }
    const many = new Subscribers();
    try {
      await subscribe(
        many,
        organization.cookies.map((cookie) => ({ url: instance.url, cookie })),
        instance.url,
        organization,
      );
      const { result, peakMb } = await peakMemory(() => round(instance.url, organization, many, SUBSCRIBERS));
      report(`one instance, ${SUBSCRIBERS.toLocaleString('en')} subscribers`, result);
      console.log(
        `one instance's memory (RSS): ${atRestMb.toFixed(0)} MB at rest, ${peakMb.toFixed(0)} MB at most while pushing to ${SUBSCRIBERS.toLocaleString('en')} sockets`,
      );
      record({ name: 'one instance: memory at rest (RSS)', value: atRestMb, unit: 'MB' });
      record({ name: `one instance: memory under the fan-out to ${SUBSCRIBERS.toLocaleString('en')} (peak RSS)`, value: peakMb, unit: 'MB' });
    } finally {
      await many.close();
    }
  } finally {
    await instance.stop();
  }
}

/** Two instances sharing the database and Redis: the mutation on the first, subscribers split over both. */
async function twoInstances(db: Database, redisUrl: string): Promise<void> {
  const organization = await seed(db);
  const instances = [await startApp(db, redisUrl), await startApp(db, redisUrl)];
  const [first] = instances;
  try {
    report('two instances + Redis, 0 subscribers', await round(first.url, organization, null, 0));
    const single = new Subscribers();
    try {
      await subscribe(single, [{ url: instances[1].url, cookie: organization.cookies[0] }], first.url, organization);
      report('two instances + Redis, 1 subscriber (other)', await round(first.url, organization, single, 1));
    } finally {
      await single.close();
    }
    const many = new Subscribers();
    try {
      await subscribe(
        many,
        organization.cookies.map((cookie, index) => ({ url: instances[index % 2].url, cookie })),
        first.url,
        organization,
      );
      report(`two instances + Redis, ${SUBSCRIBERS.toLocaleString('en')} subscribers (half each)`, await round(first.url, organization, many, SUBSCRIBERS));
    } finally {
      await many.close();
    }
  } finally {
    for (const instance of instances) await instance.stop();
  }
}

async function openBenchDatabase(): Promise<{ db: Database; close(): Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  const url = baseUrl ? await freshDatabase(baseUrl, DATABASE) : undefined;
  const db = await openDatabase(url ? { url } : { pgliteDir: 'memory://' });
  await applyMigrations(db.sql);
  return {
    db,
    async close() {
      await db.close();
      if (baseUrl) await dropDatabase(baseUrl, DATABASE);
    },
  };
}

export default async function run(): Promise<void> {
  console.log(`documentChanged after updateDocument, ${EVENTS} events per row; receipt = arrival at the subscriber − document.updatedAt (just before commit).`);
  console.log('Subscribers run in a child process; the instances share the bench process (one thread for both when there are two).');
  console.log(`${''.padEnd(52)}  from click p50  p99     max   | from commit p50 p99   max   | answer p50     p99`);
  const database = await openBenchDatabase();
  try {
    await oneInstance(database.db);
    const redisUrl = process.env.REDIS_URL ?? process.env.PARAPHE_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    if (await reachableRedis(redisUrl)) await twoInstances(database.db, redisUrl);
    else console.log(`two instances + Redis: skipped: no Redis at ${redisUrl}`);
  } finally {
    await database.close();
  }
}
