import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import bodyParser from 'body-parser';
import compression from 'compression';
import express from 'express';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { GraphQLError, getOperationAST, type DocumentNode, type ExecutionArgs } from 'graphql';
import type { Config } from './config';
import { headerReader, type Context, type InitialContext } from './graphql/context';
import { identifyCaller, type Caller } from './auth/identify-caller';
import { readAccess } from './auth/read-access';
import {
  INVALID_KEY_CLOSE_CODE,
  RATE_LIMITED_CLOSE_CODE,
  TOO_MANY_CONNECTIONS_CLOSE_CODE,
  closeReason,
  createConnectionQuota,
  createSubscriptionSlots,
} from './realtime/socket-limits';
import { ACCESS_REVOKED_CLOSE_CODE, watchSocketAccess } from './realtime/subscription-authorizer';
import { createAppYoga } from './yoga';
import { countApiCall } from './graphql/api-call-limit';
import { clientAddress } from './http/client-address';
import { createOperationResolver, loadPersistedOperations } from './graphql/persisted-operations';
import { createLogger, type Logger } from './logger';
import { auditExportRoute } from './audit/audit-export-route';
import { ORGANIZATION_EXPORT_PATH, organizationExportRoute } from './organizations/organization-export';
import { documentFileRoute } from './documents/document-file-route';
import { DOCUMENT_ARCHIVE_PATH, documentArchiveRoute } from './files/document-archive-route';
import { cloudRouter } from './cloud/cloud-routes';
import { sharePageRouter } from './cloud/share-page';
import { ORGANIZATION_LOGO_PATH } from './organizations/organization-logo';
import { organizationLogoRoute } from './organizations/organization-logo-route';
import { createServices } from './create-services';
import { jobHandlers } from './job-handlers';
import type { ServiceOverrides, Services } from './services';
import { authRouter } from './auth/oauth/oauth.routes';
import { restRouter } from './rest/rest.routes';
import { billingRouter } from './billing/billing.routes';
import { mailOAuthRouter } from './mail/mail-oauth.routes';
import { createMailSyncScheduler } from './mail/mail-sync-scheduler';
import { createHousekeeping } from './housekeeping/housekeeping';
import { verifyRouter } from './signing/verify.routes';
import { isWebRoute } from './shared/web-routes';
import { webPageStatus } from './web-page-status';
import { checkReadiness } from './readiness';
import { GRAPHQL_LIMITS } from './graphql/graphql-limits';
import { isAllowedOrigin, needsCsrfHeader } from './security/origins';
import { PERMISSIONS_POLICY, securityHeaders } from './security/security-headers';
import { observeHttpRequest } from './metrics/http-metrics';
import { answerFor, answerMalformedPath, sendError } from './http/http-errors';
import { metricSources, metricsRoute, metricsServer } from './metrics/metrics-route';
import type { ErrorCode } from './shared/error-codes';
import { callerLocale, type Locale } from './shared/locale';
import { wordRefusal } from './error-messages';
import { isDatabaseUnavailable } from './db/database';
import { serviceUnavailable } from './graphql/worded-errors';

export const WEB_DIST = join(import.meta.dirname, '../dist/web');

export interface App {
  services: Services;
  start(port?: number, host?: string): Promise<{ port: number; url: string }>;
  /** Port of the metrics server (METRICS_PORT), once started. */
  metricsPort(): number | null;
  /**
   * Stops the instance. With `drainMs` (SIGTERM), gracefully: readiness fails, no connection is
   * accepted, sockets are told the service restarts (1012, clients reconnect elsewhere), and the
   * requests and job in progress get up to `drainMs` to finish.
   */
  stop(options?: { drainMs?: number }): Promise<void>;
}

export interface BuildAppOptions {
  config: Config;
  logger?: Logger;
  overrides?: ServiceOverrides;
  /** Folder of the built web app; none serves API only. */
  webDist?: string | null;
}

export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config } = options;
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  const owned = await createServices(config, logger, jobHandlers, options.overrides);
  const { services } = owned;
  const persisted = loadPersistedOperations();
  const yoga = createAppYoga(services, persisted);
  const mailSync = createMailSyncScheduler(services);
  const housekeeping = createHousekeeping(services);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(compression());
  // The public share page reads no cookie: a signed-in visitor's form post is no cross-site request to guard.
  app.use(sharePageRouter(services));
  app.use((req, res, next) => {
    if (!needsCsrfHeader(req.method, (name) => req.get(name))) return next();
    // Refused in the language of the session the cookie names (read only for that: the request is not its).
    answerFor(res, readAccess({ header: (name) => req.get(name) ?? null, transport: 'http', method: 'GET' }, services).viewer);
    sendError(res, 403, 'CSRF_HEADER_MISSING');
  });

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/metrics', metricsRoute(services));
  let draining = false;
  app.get('/readyz', async (_req, res) => {
    if (draining) return void res.status(503).json({ status: 'shutting down', checks: {} });
    const readiness = await checkReadiness(services);
    res.status(readiness.ready ? 200 : 503).json({ status: readiness.ready ? 'ready' : 'unavailable', checks: readiness.checks });
  });

  app.get('/api/documents/:id/file', documentFileRoute(services));
  app.get('/api/documents/:id/signed-file', documentFileRoute(services, 'signed'));
  app.post(DOCUMENT_ARCHIVE_PATH, bodyParser.json({ limit: '100kb' }), documentArchiveRoute(services));
  app.use(cloudRouter(services));
  app.get('/api/audit-events.csv', auditExportRoute(services));
  app.get(ORGANIZATION_EXPORT_PATH, organizationExportRoute(services));
  app.get(ORGANIZATION_LOGO_PATH, organizationLogoRoute(services));
  // The web app's operations, by the id it sends: the trusted documents a production browser session may run.
  const trustedDocuments = JSON.stringify(persisted);
  app.get(TRUSTED_DOCUMENTS_PATH, (_req, res) => {
    res.type('application/json').setHeader('cache-control', 'no-cache');
    res.send(trustedDocuments);
  });
  app.use('/api/v1', restRouter(services));
  app.use(billingRouter(services));
  app.use(verifyRouter(services));
  app.use(await authRouter(services));
  app.use(mailOAuthRouter(services));

  app.use(['/api', '/auth'], (req, res, next) => {
    // Screens of the web app under these prefixes (/api, /auth/signin…) go on to the app.
    if (req.method === 'GET' && isWebRoute(req.baseUrl + req.path)) return next();
    sendError(res, 404, 'NOT_FOUND', { message: 'noSuchEndpoint' });
  });
  // A door's path that cannot be decoded fails in the router, before the door runs: answered in JSON too.
  app.use(['/api', '/auth'], answerMalformedPath);

  const webDist = options.webDist === undefined ? WEB_DIST : options.webDist;
  if (webDist && existsSync(join(webDist, 'index.html'))) {
    app.use(express.static(webDist, { index: false, maxAge: '1h', setHeaders: immutableAssets }));
    // The landing page is pre-rendered HTML with a small script of its own (web/landing.html).
    const landing = existsSync(join(webDist, 'landing.html')) ? join(webDist, 'landing.html') : join(webDist, 'index.html');
    app.get('/{*path}', async (req, res, next) => {
      try {
        // The app shows its own "page not found"; the status tells crawlers and tools the same.
        const status = await webPageStatus(services, req.path, (name) => req.get(name) ?? null);
        res.setHeader('cache-control', 'no-cache');
        res.status(status).sendFile(req.path === '/' ? landing : join(webDist, 'index.html'));
      } catch (error) {
        next(error);
      }
    });
  }

  // GraphQL requests go straight to Yoga, their JSON body parsed beforehand (Yoga then reads it as
  // is); everything else goes through Express.
  const parseJson = bodyParser.json({ limit: GRAPHQL_JSON_LIMIT });
  // The web app's pages carry the Content-Security-Policy; GraphiQL, served by Yoga, loads its own scripts.
  const pageHeaders = securityHeaders(config, { contentSecurityPolicy: true });
  const apiHeaders = securityHeaders(config, { contentSecurityPolicy: false });
  const server: Server = createServer((req, res) => {
    observeHttpRequest(services.metrics, yoga.graphqlEndpoint, req, res);
    res.setHeader('permissions-policy', PERMISSIONS_POLICY);
    if (!isGraphqlPath(req.url, yoga.graphqlEndpoint)) return void pageHeaders(req, res, () => app(req, res));
    apiHeaders(req, res, () => parseJson(req, res, (error?: unknown) => (error ? rejectBody(res, error) : void yoga(withKeys(req), res))));
  });
  // Idle keep-alive connections outlive those of clients and proxies (60 s at most), so that a client
  // never sends a request on a socket the server is closing at that very moment (ECONNRESET).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const wsServer = new WebSocketServer({
    server,
    path: yoga.graphqlEndpoint,
    // A page of another origin is refused with 403, as RFC 6455 (10.2) suggests, not the library's default 401: no credential would help it.
    verifyClient: ({ origin, req }: { origin?: string; req: IncomingMessage }, answer: (allowed: boolean, status?: number) => void) =>
      answer(isAllowedOrigin(origin, config, req.headers.host), 403),
  });
  // As in Yoga's graphql-ws recipe: the same envelop plugins and context on both transports.
  const connections = createConnectionQuota(
    { perUser: config.WS_MAX_CONNECTIONS_PER_USER, perOrganization: config.WS_MAX_CONNECTIONS_PER_ORGANIZATION },
    { redisUrl: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX, leaseMs: config.WS_CONNECTION_LEASE_S * 1000, logger },
  );
  const subscriptionSlots = createSubscriptionSlots(GRAPHQL_LIMITS.maxSubscriptionsPerConnection);
  // A socket's caller (and the language of its refusals) is identified once, as it connects: its cookie or
  // key cannot change while it stays open.
  const socketCallers = new WeakMap<object, { caller: Caller; locale: Locale }>();
  const resolveOperation = createOperationResolver(services, persisted);
  const openSockets = new Set<{ subscriptions: Record<string, unknown> }>();
  services.metrics.setSources(
    metricSources(services, {
      webSockets: () => wsServer.clients.size,
      subscriptions: () => [...openSockets].reduce((sum, socket) => sum + Object.keys(socket.subscriptions).length, 0),
    }),
  );
  const wsDisposable = useServer<Record<string, unknown>, { request: IncomingMessage; socket: WebSocket }>(
    {
      execute: (args) => (args.rootValue as Enveloped).execute(args),
      subscribe: (args) => (args.rootValue as Enveloped).subscribe(args),
      // A subscribe message without `query` (an id alone) is read as one with an empty query, as over HTTP.
      jsonMessageReviver: (key, value) =>
        key === '' && value?.type === 'subscribe' && value.payload && typeof value.payload === 'object' && value.payload.query === undefined
          ? { ...value, payload: { ...value.payload, query: '' } }
          : value,
      onConnect: async (ctx) => {
        const request = { header: headerReader({ req: ctx.extra.request, connectionParams: ctx.connectionParams }), transport: 'ws' as const };
        const caller = await identifyCaller(request, services);
        // Its close reasons are worded in the caller's language, as its refusals over HTTP.
        const locale = callerLocale(caller.viewer, request.header);
        // An unknown or revoked key is refused at the door with 4401, as HTTP answers it 401: graphql-ws
        // clients (GraphiQL's included) give up on it at once, where they retry a 4403 for about 40 seconds.
        const refuseKey = () => {
          ctx.extra.socket.close(INVALID_KEY_CLOSE_CODE, closeReason(wordRefusal(locale, 'UNAUTHENTICATED', {}, 'apiKeyUnknown')));
          return false;
        };
        if (caller.invalidKey) {
          // Counted against its address, as on every door: past the limit the socket is told to wait (4429, which graphql-ws clients do not retry).
          const counted = await services.apiRateLimits.countCall(caller, clientAddress(ctx.extra.request, config.TRUST_PROXY));
          if (!counted?.refusal) return refuseKey();
          services.metrics.rateLimitRefusals.inc({ door: 'websocket' });
          const wait = wordRefusal(locale, 'RATE_LIMITED', { retryAfterSeconds: counted.refusal.retryAfterSeconds });
          ctx.extra.socket.close(RATE_LIMITED_CLOSE_CODE, closeReason(`RATE_LIMITED: ${wait}`));
          return false;
        }
        socketCallers.set(ctx, { caller, locale });
        openSockets.add(ctx);
        ctx.extra.socket.once('close', () => openSockets.delete(ctx));
        const { viewer } = caller;
        if (!viewer) return true;
        const admission = await connections.admit(viewer);
        if ('refusal' in admission) {
          services.metrics.rateLimitRefusals.inc({ door: 'websocket' });
          const { over, max } = admission.refusal;
          const limit = wordRefusal(locale, 'TOO_MANY_CONNECTIONS', { max }, over === 'user' ? 'connectionsPerUser' : 'connectionsPerOrganization');
          ctx.extra.socket.close(TOO_MANY_CONNECTIONS_CLOSE_CODE, closeReason(`TOO_MANY_CONNECTIONS: ${limit}`));
          return false;
        }
        // Closed as soon as its session or key, its membership or its role is taken back, on whichever instance.
        const access = watchSocketAccess(services, viewer, (loss) =>
          ctx.extra.socket.close(ACCESS_REVOKED_CLOSE_CODE, closeReason(`ACCESS_REVOKED: ${wordRefusal(locale, 'ACCESS_REVOKED', {}, loss)}`)),
        );
        const release = () => {
          admission.release();
          access.stop();
        };
        // A key's revocation or its holder's change announced while it was being admitted, before the
        // watch began: the announcement made this instance forget the key, read again here (from memory otherwise).
        if (caller.apiKeyId) {
          const current = await identifyCaller(request, services).catch((error: unknown) => {
            release();
            throw error;
          });
          if (current.invalidKey || !current.viewer) {
            release();
            return refuseKey();
          }
          access.confirm(current.viewer);
        }
        // A socket that closed while its caller was identified and counted has nothing left to count.
        if (ctx.extra.socket.readyState !== ctx.extra.socket.OPEN) {
          release();
          return false;
        }
        // Released as the socket closes, not after its subscriptions have wound down.
        ctx.extra.socket.once('close', release);
        return true;
      },
      onSubscribe: async (ctx, id, payload) => {
        // The same rule as HTTP, before the text is even read: ids, texts, and who may send which.
        // Its refusals are worded in the caller's language, as over HTTP.
        const { caller, locale } = socketCallers.get(ctx)!;
        let query: string;
        try {
          const counted = await countApiCall(services, caller, locale, null);
          if (counted && 'refusal' in counted) return [asGraphQLError(counted.refusal)];
          query = await resolveOperation(caller, payload, locale);
        } catch (error) {
          return [asGraphQLError(error, locale)];
        }
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params: payload,
        } as InitialContext);
        // A malformed or refused operation is answered as such; the socket and its other operations live on.
        let document: DocumentNode;
        try {
          document = parse(query);
          const errors = validate(schema, document);
          if (errors.length) return errors.map(asGraphQLError);
        } catch (error) {
          return [asGraphQLError(error)];
        }
        const subscription = getOperationAST(document, payload.operationName)?.operation === 'subscription';
        // The slot is taken before anything is awaited, so operations sent at once are counted as they arrive.
        if (subscription && !subscriptionSlots.take(ctx, id)) {
          return [
            new GraphQLError(wordRefusal(locale, 'TOO_MANY_SUBSCRIPTIONS', { max: GRAPHQL_LIMITS.maxSubscriptionsPerConnection }), {
              extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' },
            }),
          ];
        }
        const refuse = (errors: readonly GraphQLError[]) => {
          subscriptionSlots.release(ctx, id);
          return [...errors];
        };
        try {
          const contextValue = (await contextFactory()) as Context;
          if (subscription && !contextValue.viewer)
            return refuse([new GraphQLError(wordRefusal(locale, 'UNAUTHENTICATED', {}, 'signInToSubscribe'), { extensions: { code: 'UNAUTHENTICATED' } })]);
          return { schema, operationName: payload.operationName, document, variableValues: payload.variables, contextValue, rootValue: { execute, subscribe } };
        } catch (error) {
          // A database that cannot answer is said as such; the socket lives on.
          if (isDatabaseUnavailable(error)) return refuse([asGraphQLError(error, locale)]);
          subscriptionSlots.release(ctx, id);
          throw error;
        }
      },
    },
    wsServer,
  );

  const metricsHttp = config.METRICS_PORT === undefined ? null : metricsServer(services);
  const listen = (target: Server, port: number, host: string) =>
    new Promise<void>((resolve, reject) => {
      target.once('error', reject);
      target.listen(port, host, () => {
        target.off('error', reject);
        resolve();
      });
    });
  return {
    services,
    async start(port = config.PORT, host = config.HOST) {
      await listen(server, port, host);
      if (metricsHttp) await listen(metricsHttp, config.METRICS_PORT!, host);
      if (config.JOBS_ENABLED) {
        services.jobs.start();
        mailSync.start();
        housekeeping.start();
      }
      const address = server.address() as AddressInfo;
      return { port: address.port, url: `http://localhost:${address.port}` };
    },
    metricsPort: () => (metricsHttp?.listening ? (metricsHttp.address() as AddressInfo).port : null),
    async stop({ drainMs }: { drainMs?: number } = {}) {
      draining = true;
      mailSync.stop();
      housekeeping.stop();
      const closed = new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
      if (drainMs !== undefined) {
        // Requests in progress finish (their connections then close); idle connections close now.
        const deadline = Date.now() + drainMs;
        for (const socket of wsServer.clients) socket.close(SERVICE_RESTART_CLOSE_CODE, 'Server restarting');
        const jobsStopped = services.jobs.stop(drainMs);
        // A keep-alive connection closes as soon as its request in progress is answered.
        server.closeIdleConnections();
        const idle = setInterval(() => server.closeIdleConnections(), 100);
        await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, drainMs).unref())]);
        clearInterval(idle);
        await jobsStopped;
        if (Date.now() > deadline) logger.warn({ drainMs }, 'requests still in progress at the end of the shutdown delay are cut');
      }
      await wsDisposable.dispose();
      wsServer.close();
      await connections.close();
      server.closeAllConnections();
      await closed;
      if (metricsHttp?.listening) await new Promise<void>((resolve) => metricsHttp.close(() => resolve()));
      await owned.close();
    },
  };
}

/**
 * Yoga takes a parsed body without keys (`{}`) for no parsed body and reads the stream again, which
 * is spent: such a request keeps one key, so that it is answered as a request without a query.
 */
function withKeys(req: IncomingMessage & { body?: unknown }): IncomingMessage {
  const { body } = req;
  if (body !== null && typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0) req.body = { query: undefined };
  return req;
}

/** RFC 6455 "Service Restart": graphql-ws clients (the web app's) reconnect, to another instance or this one restarted. */
export const SERVICE_RESTART_CLOSE_CODE = 1012;

/** Where the web app's persisted operations are published (id → text, the id the SHA-256 of the text). */
export const TRUSTED_DOCUMENTS_PATH = '/api/graphql/trusted-documents.json';

/** JSON GraphQL requests larger than this are refused (uploads are multipart and have their own limits). */
const GRAPHQL_JSON_LIMIT = '1mb';

function isGraphqlPath(url: string | undefined, endpoint: string): boolean {
  return url === endpoint || (url?.startsWith(endpoint) === true && url[endpoint.length] === '?');
}

/** A body that is not JSON, too large or in an unknown charset gets a GraphQL-shaped error and its HTTP status. */
function rejectBody(res: ServerResponse, error: unknown) {
  const { status = 400, type = 'request.invalid' } = error as { status?: number; type?: string };
  const message =
    type === 'entity.too.large'
      ? `The request body is larger than ${GRAPHQL_JSON_LIMIT}.`
      : type === 'entity.parse.failed'
        ? 'The request body is not valid JSON.'
        : 'The request body cannot be read.';
  const code: ErrorCode = type === 'entity.too.large' ? 'BODY_TOO_LARGE' : 'BAD_REQUEST';
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ errors: [{ message, extensions: { code } }] }));
}

/** Errors made by a library with its own copy of graphql-js are not instances of ours: graphql-ws needs ours. */
function asGraphQLError(error: unknown, locale: Locale = 'fr'): GraphQLError {
  if (isDatabaseUnavailable(error)) return asGraphQLError(serviceUnavailable(locale));
  const { message = 'The operation cannot be run.', extensions } = error as { message?: string; extensions?: Record<string, unknown> };
  // A socket has no HTTP status: the refusals' `http` extension stays on the HTTP door.
  if (error instanceof GraphQLError && !extensions?.http) return error;
  const { http: _status, ...rest } = extensions ?? {};
  return new GraphQLError(message, { extensions: rest });
}

type Enveloped = { execute: (args: ExecutionArgs) => never; subscribe: (args: ExecutionArgs) => never };

function immutableAssets(res: express.Response, path: string) {
  if (/[\\/]assets[\\/]/.test(path)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
}
