import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { getOperationAST } from 'graphql';
import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { ACCESS_EXPIRED_HEADER, readAccess } from '../auth/viewer';
import { authenticateApiKey } from '../api-keys/authenticate-api-key';
import type { Services } from '../services';
import { headerReader, pickLocale, type Context, type InitialContext } from './context';
import { schema } from './schema';

export const PERSISTED_QUERIES_FILE = join(import.meta.dirname, '../../web/src/__generated__/persisted-queries.json');

/** Operations the web app was compiled with, by id (Relay persisted queries, SHA-256 of the text). */
export function loadPersistedOperations(file = PERSISTED_QUERIES_FILE): Record<string, string> {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

const responseCookies = new WeakMap<Request, string[]>();
const expiredAccess = new WeakSet<Request>();

/**
 * Auth mutations queue cookies on the context; they are added to the HTTP response here, with the
 * header telling the browser that its access token had expired.
 */
const cookiePlugin: Plugin = {
  onResponse({ request, response }) {
    for (const cookie of responseCookies.get(request) ?? []) response.headers.append('set-cookie', cookie);
    if (expiredAccess.has(request)) response.headers.set(ACCESS_EXPIRED_HEADER, '1');
  },
};

export async function buildContext(initial: InitialContext, services: Services): Promise<Context> {
  const header = headerReader(initial);
  const transport = initial.request ? 'http' : 'ws';
  const access = readAccess({ header, transport, method: initial.request?.method }, services);
  const { expired } = access;
  // API consumers send a key instead of the session cookie.
  const viewer = access.viewer ?? (header('authorization') ? ((await authenticateApiKey(services, header('authorization')))?.viewer ?? null) : null);
  const cookies: string[] = [];
  if (initial.request) {
    responseCookies.set(initial.request, cookies);
    if (expired) expiredAccess.add(initial.request);
  }
  const forwarded = services.config.TRUST_PROXY ? header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  return {
    services,
    viewer,
    locale: pickLocale(viewer?.locale ?? null, header('accept-language')),
    ip: forwarded ?? initial.req?.socket?.remoteAddress ?? null,
    userAgent: header('user-agent'),
    request: initial.request,
    responseCookies: cookies,
  };
}

export type AppYoga = YogaServerInstance<InitialContext, Context>;

export function createAppYoga(services: Services, persisted: Record<string, string>): AppYoga {
  return createYoga<InitialContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    context: (initial) => buildContext(initial, services),
    maskedErrors: true,
    landingPage: false,
    graphiql: { title: 'Paraphe GraphQL', subscriptionsProtocol: 'WS', headers: JSON.stringify({ 'x-paraphe-csrf': '1' }) },
    logging: {
      debug: (...args) => services.logger.debug(args.map(String).join(' ')),
      info: (...args) => services.logger.info(args.map(String).join(' ')),
      warn: (...args) => services.logger.warn(args.map(String).join(' ')),
      error: (...args) => services.logger.error({ err: args[0] }, String(args[0])),
    },
    multipart: true,
    plugins: [
      cookiePlugin,
      // Queries run through a compiled executor (cached per document): lists of many nodes resolve
      // several times faster than with the interpreter. Mutations and subscriptions stay on graphql-js.
      useGraphQlJit({}, { enableIf: (args) => getOperationAST(args.document, args.operationName)?.operation === 'query' }),
      usePersistedOperations({
        allowArbitraryOperations: true,
        extractPersistedOperationId: (params) =>
          (params as { documentId?: string }).documentId ??
          (params.extensions?.persistedQuery as { sha256Hash?: string } | undefined)?.sha256Hash ??
          null,
        getPersistedOperation: (id) => persisted[id] ?? null,
      }),
    ],
  });
}
