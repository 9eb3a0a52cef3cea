import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { WEB_DIST, buildApp, type App } from '../../server/app';
import { ManualClock } from '../../server/clock';
import { loadConfig, type Config } from '../../server/config';
import type { Database } from '../../server/db/database';
import { createLogger } from '../../server/logger';
import type { Services } from '../../server/services';
import { createTestDatabase } from './database';
import { acquireLocalS3, releaseLocalS3 } from './s3-server';

export interface TestApp {
  url: string;
  app: App;
  services: Services;
  db: Database;
  clock: ManualClock;
  config: Config;
  /** A browser-like client: keeps cookies, sends the CSRF header. */
  client(): TestClient;
  stop(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** Reuse a database (two app instances on one database); otherwise a fresh one is made and dropped. */
  db?: Database;
  /** Serve the built web app (browser tests), or the one in the given folder. */
  web?: boolean | string;
  /** A port chosen beforehand (when PUBLIC_URL must name it); a free one otherwise. */
  port?: number;
}

/** A port free now, for an app whose PUBLIC_URL must be known before it starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Builds the real app on a free port over a fresh migrated database. */
export async function startTestApp(options: StartOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'paraphe-app-'));
  // PARAPHE_TEST_STORAGE=s3 runs every app test with its files in a local S3-compatible server.
  const s3 = process.env.PARAPHE_TEST_STORAGE === 's3' ? await acquireLocalS3() : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789',
    ENCRYPTION_KEY: '0'.repeat(64),
    JOBS_ENABLED: 'false',
    ...s3?.env,
    // Each app keeps its own Redis keys and channels: rate-limit counts and events of one test never leak into
    // another. Instances of one deployment share the first one's REDIS_KEY_PREFIX (in `env`).
    ...(process.env.PARAPHE_TEST_REDIS_URL ? { REDIS_URL: process.env.PARAPHE_TEST_REDIS_URL, REDIS_KEY_PREFIX: `paraphe-test:${randomUUID()}:` } : {}),
    ...options.env,
  });
  const ownsDb = !options.db;
  const db = options.db ?? (await createTestDatabase());
  const clock = new ManualClock();
  const app = await buildApp({
    config,
    logger: createLogger('silent'),
    overrides: { db, clock },
    webDist: typeof options.web === 'string' ? options.web : options.web ? WEB_DIST : null,
  });
  const { url } = await app.start(options.port ?? 0, '127.0.0.1');
  return {
    url,
    app,
    services: app.services,
    db,
    clock,
    config,
    client: () => new TestClient(url),
    async stop() {
      await app.stop();
      if (ownsDb) await db.close();
      if (s3) await releaseLocalS3();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface GraphQLResult<T = Record<string, any>> {
  data?: T;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly url: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0/i.test(attribute)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', this.cookieHeader());
    headers.set('x-paraphe-csrf', '1');
    const response = await fetch(`${this.url}${path}`, { ...init, headers, redirect: 'manual' });
    this.remember(response);
    return response;
  }

  async graphql<T = Record<string, any>>(
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ): Promise<GraphQLResult<T>> {
    const response = await this.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphQLResult<T>;
  }

  /** A GraphQL multipart request (files as `variables.<path>`). */
  async upload<T = Record<string, any>>(query: string, variables: Record<string, unknown>, files: Record<string, File>): Promise<GraphQLResult<T>> {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query, variables }));
    const names = Object.keys(files);
    form.append('map', JSON.stringify(Object.fromEntries(names.map((path, index) => [String(index), [`variables.${path}`]]))));
    names.forEach((path, index) => form.append(String(index), files[path], files[path].name));
    const response = await this.fetch('/graphql', { method: 'POST', body: form });
    return (await response.json()) as GraphQLResult<T>;
  }

  /** A graphql-ws client carrying this client's cookies on the upgrade. */
  socket(): Client {
    const cookie = this.cookieHeader();
    return createClient({
      url: this.url.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: cookie ? { cookie } : {} });
        }
      },
      retryAttempts: 0,
    });
  }
}

/** Collects the first `count` events of a subscription. */
export function nextEvents<T = Record<string, any>>(
  client: Client,
  query: string,
  variables: Record<string, unknown>,
  count: number,
  timeoutMs = 10000,
): Promise<GraphQLResult<T>[]> {
  return new Promise((resolve, reject) => {
    const events: GraphQLResult<T>[] = [];
    const timer = setTimeout(() => {
      dispose();
      reject(new Error(`Timed out after ${events.length} of ${count} events`));
    }, timeoutMs);
    const dispose = client.subscribe<T>(
      { query, variables },
      {
        next: (value) => {
          events.push(value as GraphQLResult<T>);
          if (events.length === count) {
            clearTimeout(timer);
            dispose();
            resolve(events);
          }
        },
        error: (error) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(isCloseEvent(error) ? `closed with ${error.code}: ${error.reason}` : JSON.stringify(error)));
        },
        complete: () => {
          clearTimeout(timer);
          resolve(events);
        },
      },
    );
  });
}

/** The socket closed under the subscription: its code and reason are getters, which JSON leaves out. */
function isCloseEvent(error: unknown): error is { code: number; reason: string } {
  return typeof (error as { code?: unknown } | null)?.code === 'number';
}

/**
 * Collects the first `count` events of a subscription made over HTTP (GraphQL over server-sent
 * events), or those sent before the server ends it.
 */
export async function nextStreamedEvents<T = Record<string, any>>(
  url: string,
  headers: Record<string, string>,
  query: string,
  count: number,
  timeoutMs = 10000,
): Promise<GraphQLResult<T>[]> {
  const events: GraphQLResult<T>[] = [];
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-paraphe-csrf': '1', ...headers },
      body: JSON.stringify({ query }),
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      buffer += decoder.decode(chunk.value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const message = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const type = /^event: (\w+)/m.exec(message)?.[1];
        if (type === 'complete') return events;
        const data = /^data: (.*)$/m.exec(message)?.[1];
        if (type === 'next' && data) events.push(JSON.parse(data) as GraphQLResult<T>);
        if (events.length === count) return events;
      }
    }
    return events;
  } catch (error) {
    throw controller.signal.aborted ? new Error(`Timed out after ${events.length} of ${count} events`) : error;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}
