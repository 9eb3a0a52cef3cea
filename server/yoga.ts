import { useGraphQlJit } from '@envelop/graphql-jit';
import type { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { getOperationAST } from 'graphql';
import { createYoga, maskError, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { ACCESS_EXPIRED_HEADER, readAccess } from './auth/read-access';
import { identifyCaller, type Caller } from './auth/identify-caller';
import { armorPlugins, costLimit, introspectionForCallersOnly } from './graphql/graphql-limits';
import { CSRF_HEADER, isAllowedOrigin, needsCsrfHeader } from './security/origins';
import { wordRefusal } from './error-messages';
import { isDatabaseUnavailable } from './db/database';
import type { Services } from './services';
import { headerReader, type Context, type InitialContext } from './graphql/context';
import { withSocketHeaders } from './graphql/graphiql-socket-headers';
import { countApiCall } from './graphql/api-call-limit';
import { clientAddress } from './http/client-address';
import { createOperationResolver, type OperationParams } from './graphql/persisted-operations';
import { INTERFACE_LANGUAGE_HEADER, callerLocale, isLocale } from './shared/locale';
import { schema } from './graphql/schema';
import { assertOrganizationWritable } from './billing/organization-trial';
import { trialEndedPlugin } from './graphql/trial-ended-plugin';
import { unsupportedMediaTypePlugin } from './graphql/unsupported-media-type';
import { graphqlTracing } from './graphql/graphql-tracing';
import { storableTextPlugin } from './graphql/storable-text-plugin';
import { expectedError, serviceUnavailable, wordedErrorsPlugin } from './graphql/worded-errors';
import { operationMetrics } from './metrics/graphql-metrics';

/**
 * What one HTTP request carries from the hooks that learn it to the one that answers: its caller
 * (identified once: the persisted-only rule and the context both read it), the cookies auth
 * mutations queue, whether the access token had expired, an API key's RateLimit headers.
 *
 * Kept on the request object itself rather than in WeakMaps keyed by it: V8's young-generation
 * collector treats the entries of an old WeakMap as live, so the request's objects would be
 * promoted to the old generation and wait for a full collection, where a property dies with them.
 */
interface RequestState {
  caller?: Promise<Caller>;
  cookies?: string[];
  expired?: boolean;
  rateLimitHeaders?: Record<string, string>;
}
const REQUEST_STATE = Symbol('paraphe.requestState');

function stateOf(request: Request): RequestState {
  const holder = request as Request & { [REQUEST_STATE]?: RequestState };
  return (holder[REQUEST_STATE] ??= {});
}

/**
 * Auth mutations queue cookies on the context; they are added to the HTTP response here, with the
 * header telling the browser that its access token had expired, and an API key's RateLimit headers.
 */
const cookiePlugin: Plugin = {
  onResponse({ request, response }) {
    const state = stateOf(request);
    for (const cookie of state.cookies ?? []) response.headers.append('set-cookie', cookie);
    if (state.expired) response.headers.set(ACCESS_EXPIRED_HEADER, '1');
    for (const [name, value] of Object.entries(state.rateLimitHeaders ?? {})) response.headers.set(name, value);
  },
};

const BEARER = /^bearer\s/i;

/** The caller of an HTTP request, identified once. */
function callerOf(request: Request, services: Services): Promise<Caller> {
  const state = stateOf(request);
  state.caller ??= identifyCaller({ header: (name) => request.headers.get(name), transport: 'http', method: request.method }, services);
  return state.caller;
}

export async function buildContext(initial: InitialContext, services: Services): Promise<Context> {
  const header = headerReader(initial);
  const identified = initial.request ? await callerOf(initial.request, services) : await identifyCaller({ header, transport: 'ws' }, services);
  const { viewer: caller, expired, persistedOnly } = identified;
  // The reader's language is the one the interface shows now, before the one saved on the account.
  const interfaceLanguage = header(INTERFACE_LANGUAGE_HEADER);
  const viewer = caller && isLocale(interfaceLanguage) ? { ...caller, locale: interfaceLanguage } : caller;
  const cookies: string[] = [];
  if (initial.request) {
    const state = stateOf(initial.request);
    state.cookies = cookies;
    state.expired = expired;
  }
  return {
    services,
    viewer,
    persistedOnly,
    locale: callerLocale(caller, header),
    ip: clientAddress(initial.req, services.config.TRUST_PROXY),
    userAgent: header('user-agent'),
    request: initial.request,
    responseCookies: cookies,
  };
}

export type AppYoga = YogaServerInstance<InitialContext, Context>;

/**
 * A state-changing request riding on cookies without the CSRF header is refused before anything
 * runs, in the language of the session the cookie names (read only for that: the request is not its).
 */
const csrfPlugin = (services: Services): Plugin => ({
  onRequest({ request, endResponse }) {
    const header = (name: string) => request.headers.get(name);
    if (!needsCsrfHeader(request.method, header)) return;
    const locale = callerLocale(readAccess({ header, transport: 'http', method: 'GET' }, services).viewer, header);
    endResponse(
      new Response(JSON.stringify({ errors: [{ message: wordRefusal(locale, 'CSRF_HEADER_MISSING'), extensions: { code: 'CSRF_HEADER_MISSING' } }] }), {
        status: 403,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      }),
    );
  },
});

/**
 * In production GraphiQL is for signed-in users: a browser opening `/graphql` without a session (or
 * with an access token that expired, which the web app renews with the refresh cookie) is sent to
 * sign in, and brought back to GraphiQL afterwards, instead of reading a raw `QUERY_MISSING`.
 */
const graphiqlSignInPlugin = (signedIn: (request: Request) => boolean): Plugin => ({
  onRequest({ request, url, endResponse }) {
    if (request.method !== 'GET' || !request.headers.get('accept')?.includes('text/html')) return;
    if (['query', 'documentId', 'extensions'].some((name) => url.searchParams.has(name)) || signedIn(request)) return;
    endResponse(new Response(null, { status: 303, headers: { location: `${GRAPHIQL_SIGN_IN}?next=${encodeURIComponent(url.pathname)}` } }));
  },
});

/** The web app's sign-in screen, which brings the person back to its `next` path. */
const GRAPHIQL_SIGN_IN = '/auth/signin';

const GRAPHIQL_QUERY = {
  development: `# Paraphe's GraphQL API. Your browser session is used here; an API key works too:
# open "Headers" below and add {"Authorization": "Bearer <your key>"}.
query Me {
  viewer { user { fullName email } organization { name } }
}
`,
  production: `# Paraphe's GraphQL API. The documentation (Docs) reads the schema with your session;
# to run operations, create an API key in Settings > API and add it under "Headers":
# {"Authorization": "Bearer <your key>"}
query Me {
  viewer { user { fullName email } organization { name } }
}
`,
};

function graphiqlOptions(production: boolean) {
  return {
    title: 'Paraphe GraphQL',
    subscriptionsProtocol: 'WS' as const,
    // Sent with every request, whatever the header editor holds: the cookie session needs it.
    additionalHeaders: { [CSRF_HEADER]: '1' },
    defaultQuery: GRAPHIQL_QUERY[production ? 'production' : 'development'],
    schemaDescription: true,
    inputValueDeprecation: true,
  };
}

const renderedGraphiQL = new Map<string, string>();

/**
 * The page is several megabytes of inline scripts: loaded on the first visit (a server that never
 * serves GraphiQL never parses them) and rendered once per set of options.
 */
async function renderGraphiQLOnce(options: Parameters<typeof renderGraphiQL>[0]): Promise<string> {
  const key = JSON.stringify(options);
  let page = renderedGraphiQL.get(key);
  if (page === undefined) {
    const { renderGraphiQL } = await import('@graphql-yoga/render-graphiql');
    page = withSocketHeaders(renderGraphiQL(options), options);
    renderedGraphiQL.set(key, page);
  }
  return page;
}

export function createAppYoga(services: Services, persisted: Record<string, string>): AppYoga {
  const { config } = services;
  const production = config.isProduction;
  const resolveOperation = createOperationResolver(services, persisted);
  const hasApiKey = (request: Request) => BEARER.test(request.headers.get('authorization') ?? '');
  const signedIn = (request: Request) =>
    hasApiKey(request) || readAccess({ header: (name) => request.headers.get(name), transport: 'http', method: 'GET' }, services).viewer !== null;
  return createYoga<InitialContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    context: (initial) => buildContext(initial, services),
    // Unexpected errors are masked; a database that cannot answer is said as such, with a 503.
    maskedErrors: {
      maskError: (error, message, isDev) => {
        // An expected failure outside a mutation's result union keeps its code (the error-code table),
        // worded in the caller's language by wordedErrorsPlugin (a database that cannot answer too, with
        // a 503); here, raised where no caller is known, in French.
        return expectedError(error, 'fr') ?? maskError(error, message, isDev);
      },
    },
    landingPage: false,
    // Same origin only, plus the origins of CORS_ORIGINS: a page elsewhere gets no CORS consent to read answers.
    cors: (request) => {
      const origin = request.headers.get('origin');
      if (!origin || !isAllowedOrigin(origin, config, request.headers.get('host'))) return false;
      return {
        origin: [origin],
        credentials: true,
        methods: ['GET', 'POST'],
        allowedHeaders: ['content-type', 'authorization', CSRF_HEADER, INTERFACE_LANGUAGE_HEADER],
      };
    },
    // GraphiQL comes from the installed package, scripts and styles inline: it works offline and
    // behind a strict network. In production it is for signed-in users, whose browser session may
    // read the schema there and who run operations with an API key from the header editor.
    graphiql: (request) => (!production || signedIn(request) ? graphiqlOptions(production) : false),
    renderGraphiQL: renderGraphiQLOnce,
    logging: {
      debug: (...args) => services.logger.debug(args.map(String).join(' ')),
      info: (...args) => services.logger.info(args.map(String).join(' ')),
      warn: (...args) => services.logger.warn(args.map(String).join(' ')),
      error: (...args) => services.logger.error({ err: args[0] }, String(args[0])),
    },
    multipart: true,
    plugins: [
      ...(production ? [graphiqlSignInPlugin(signedIn)] : []),
      unsupportedMediaTypePlugin,
      csrfPlugin(services),
      cookiePlugin,
      {
        // The document to run: the text sent, or the persisted one its id names (one rule with the socket's).
        // Refusals are worded in the caller's language; a database that cannot answer the caller's key, in the request's.
        async onParams({ params, request, setParams, context }) {
          const header = (name: string) => request.headers.get(name);
          const caller = await callerOf(request, services).catch((error: unknown) => {
            throw (isDatabaseUnavailable(error) && serviceUnavailable(callerLocale(null, header))) || error;
          });
          const locale = callerLocale(caller.viewer, header);
          const counted = await countApiCall(services, caller, locale, clientAddress((context as InitialContext).req, services.config.TRUST_PROXY));
          if (counted && 'refusal' in counted) throw counted.refusal;
          if (counted) stateOf(request).rateLimitHeaders = counted.headers;
          const query = await resolveOperation(caller, params as OperationParams, locale);
          // Only the parameters GraphQL-over-HTTP knows go on (`documentId` would be refused as unknown).
          if (query !== params.query) setParams({ query, operationName: params.operationName, variables: params.variables, extensions: params.extensions });
        },
      } satisfies Plugin,
      ...armorPlugins(production),
      costLimit(),
      introspectionForCallersOnly(production),
      storableTextPlugin,
      wordedErrorsPlugin,
      trialEndedPlugin(assertOrganizationWritable),
      operationMetrics(services.metrics, persisted),
      // Queries and subscriptions run through a compiled executor (cached per document): lists of many
      // nodes, and an event pushed to a thousand screens, resolve several times faster than with the
      // interpreter. Mutations stay on graphql-js.
      useGraphQlJit({}, { enableIf: (args) => getOperationAST(args.document, args.operationName)?.operation !== 'mutation' }),
      ...(config.OTEL_EXPORTER_OTLP_ENDPOINT ? [graphqlTracing] : []),
    ],
  });
}
