import { createClient, type Client } from 'graphql-ws';
import {
  type ConcreteRequest,
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  commitLocalUpdate,
  graphql,
  type FetchFunction,
  type SubscribeFunction,
  type GraphQLResponse,
} from 'relay-runtime';
import { INTERFACE_LANGUAGE_HEADER } from '../../../server/shared/locale';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';

/** Header the server requires on cookie-authenticated requests (a cross-site form cannot set it). */
export const CSRF_HEADER = { 'x-paraphe-csrf': '1' };

let interfaceLanguage: Language = DEFAULT_LANGUAGE;

/** The language the interface shows: sent with every request, the server words its texts in it. */
export function setInterfaceLanguage(language: Language): void {
  interfaceLanguage = language;
}

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

/** Readable cookie set with the session: when the access token expires (seconds since the epoch). */
const SESSION_HINT_COOKIE = 'paraphe_session';
/** Refresh when 90 seconds or less remain (3 ticks of the 30-second check). */
const REFRESH_MARGIN_MS = 90_000;
const REFRESH_CHECK_MS = 30_000;
// Persisted like every operation of the app: in production a browser session may send nothing else.
const refreshSessionMutation = graphql`
  mutation environmentRefreshSessionMutation {
    refreshSession { __typename }
  }
` as ConcreteRequest;
/** The server's sign that the access token sent had expired by its clock. */
const ACCESS_EXPIRED_HEADER = 'x-paraphe-access-expired';

function accessExpiresAt(): number | null {
  if (typeof document === 'undefined') return null;
  const match = document.cookie.match(new RegExp(`(?:^|; )${SESSION_HINT_COOKIE}=(\\d+)`));
  return match ? Number(match[1]) * 1000 : null;
}

const needsRefresh = () => {
  const expiresAt = accessExpiresAt();
  return expiresAt !== null && expiresAt - Date.now() <= REFRESH_MARGIN_MS;
};

let refreshing: Promise<boolean> | null = null;

/**
 * Swaps the refresh cookie for a new session, once at a time: across tabs through a Web Lock, after
 * which a tab that waited sees the other tab's fresh expiry and does nothing.
 */
export function refreshSession(force = false): Promise<boolean> {
  refreshing ??= (async () => {
    const run = async () => {
      if (!force && !needsRefresh()) return true;
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { ...CSRF_HEADER, 'content-type': 'application/json' },
        body: JSON.stringify({ documentId: refreshSessionMutation.params.id, operationName: refreshSessionMutation.params.name }),
        credentials: 'same-origin',
      });
      const body = (await response.json()) as { data?: { refreshSession?: { __typename: string } } };
      return body.data?.refreshSession?.__typename === 'MutationRefreshSessionSuccess';
    };
    try {
      return await (navigator.locks ? navigator.locks.request('paraphe-session-refresh', run) : run());
    } catch {
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

if (typeof window !== 'undefined') {
  setInterval(() => {
    if (needsRefresh()) void refreshSession();
  }, REFRESH_CHECK_MS);
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
    const headers: Record<string, string> = {
      ...CSRF_HEADER,
      [INTERFACE_LANGUAGE_HEADER]: interfaceLanguage,
      accept: 'application/graphql-response+json, application/json',
    };
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
    const send = () => fetch('/graphql', { method: 'POST', headers, body, credentials: 'same-origin', signal: controller.signal });
    const renewable = operation.name !== refreshSessionMutation.params.name;
    // An access token about to expire is refreshed first, so the request is answered as the user;
    // one the server found expired (the clocks differ) is refreshed, and the request sent again.
    (needsRefresh() && renewable ? refreshSession() : Promise.resolve(true))
      .then(send)
      .then(async (response) => (renewable && response.headers.has(ACCESS_EXPIRED_HEADER) && (await refreshSession(true)) ? send() : response))
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
const reconnectedListeners = new Set<() => void>();

/**
 * Told when the socket connects again after it was cut (a server restart closes it with 1012, a
 * network change): events sent meanwhile were missed, so screens read their data again.
 */
export function onSocketReconnected(listener: () => void): () => void {
  reconnectedListeners.add(listener);
  return () => void reconnectedListeners.delete(listener);
}

function socket(): Client {
  wsClient ??= createClient({
    url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
    lazy: true,
    retryAttempts: Infinity,
    keepAlive: 25_000,
    // Reconnect after 1, 2, 5 then every 10 seconds.
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, [1000, 2000, 5000][retries] ?? 10_000)),
    on: {
      connected: (_socket, _payload, wasRetry) => {
        if (wasRetry) for (const listener of reconnectedListeners) listener();
      },
    },
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

/**
 * After sign-in or sign-out: cached data belonged to someone else (or to nobody), and the socket
 * must reconnect with the new cookies.
 */
export function sessionChanged(signedIn: boolean): void {
  commitLocalUpdate(environment, (store) => {
    if (!signedIn) store.getRoot().setValue(null, 'viewer');
    store.invalidateStore();
  });
  resetSubscriptions();
}

export function createEnvironment(): Environment {
  return new Environment({ network: Network.create(fetchGraphQL, subscribe), store: new Store(new RecordSource()) });
}

export const environment = createEnvironment();
