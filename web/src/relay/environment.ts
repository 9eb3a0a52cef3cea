import { createClient, type Client } from 'graphql-ws';
import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type SubscribeFunction,
  type GraphQLResponse,
} from 'relay-runtime';

/** Header the server requires on cookie-authenticated requests (a cross-site form cannot set it). */
export const CSRF_HEADER = { 'x-paraphe-csrf': '1' };

export class NetworkError extends Error {
  constructor(readonly status: number) {
    super(`GraphQL request failed with HTTP ${status}`);
  }
}

function collectFiles(variables: Record<string, unknown>): Array<[string, File]> {
  const files: Array<[string, File]> = [];
  const walk = (value: unknown, path: string) => {
    if (value instanceof File) files.push([path, value]);
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}.${index}`));
    else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) walk(item, `${path}.${key}`);
  };
  walk(variables, 'variables');
  return files;
}

/** HTTP with persisted query ids; files go as a GraphQL multipart request. */
const fetchGraphQL: FetchFunction = (operation, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    const controller = new AbortController();
    const params = operation.id
      ? { documentId: operation.id, operationName: operation.name, variables }
      : { query: operation.text, operationName: operation.name, variables };
    const files = collectFiles(variables);
    let body: BodyInit;
    const headers: Record<string, string> = { ...CSRF_HEADER, accept: 'application/graphql-response+json, application/json' };
    if (files.length > 0) {
      const form = new FormData();
      form.append('operations', JSON.stringify(params));
      form.append('map', JSON.stringify(Object.fromEntries(files.map(([path], index) => [String(index), [path]]))));
      files.forEach(([, file], index) => form.append(String(index), file, file.name));
      body = form;
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(params);
    }
    fetch('/graphql', { method: 'POST', headers, body, credentials: 'same-origin', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok && !response.headers.get('content-type')?.includes('json')) throw new NetworkError(response.status);
        sink.next((await response.json()) as GraphQLResponse);
        sink.complete();
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) sink.error(error as Error);
      });
    return () => controller.abort();
  });

let wsClient: Client | null = null;

function socket(): Client {
  wsClient ??= createClient({
    url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
    lazy: true,
    retryAttempts: Infinity,
    keepAlive: 25_000,
    // Reconnect after 1, 2, 5 then every 10 seconds.
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, [1000, 2000, 5000][retries] ?? 10_000)),
  });
  return wsClient;
}

/** Reconnects the socket so subscriptions run with the caller's new identity (after sign-in or sign-out). */
export function resetSubscriptions(): void {
  wsClient?.terminate();
  wsClient = null;
}

const subscribe: SubscribeFunction = (operation, variables) =>
  Observable.create<GraphQLResponse>((sink) =>
    socket().subscribe(
      {
        operationName: operation.name,
        query: operation.text ?? '',
        variables,
        extensions: operation.id ? { persistedQuery: { version: 1, sha256Hash: operation.id } } : undefined,
      },
      {
        next: (value) => sink.next(value as GraphQLResponse),
        error: (error) => sink.error(error instanceof Error ? error : new Error(String(error))),
        complete: () => sink.complete(),
      },
    ),
  );

export function createEnvironment(): Environment {
  return new Environment({ network: Network.create(fetchGraphQL, subscribe), store: new Store(new RecordSource()) });
}

export const environment = createEnvironment();
