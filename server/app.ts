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
import { identifyCaller } from './auth/identify-caller';
import { TOO_MANY_CONNECTIONS_CLOSE_CODE, createConnectionQuota, createSubscriptionSlots } from './realtime/socket-limits';
import { createAppYoga, loadPersistedOperations } from './graphql/yoga';
import { createLogger, type Logger } from './logger';
import { auditExportRoute } from './audit/audit-export-route';
import { documentFileRoute } from './documents/document-file-route';
import { createServices } from './create-services';
import { jobHandlers } from './jobs/job-handlers';
import type { ServiceOverrides, Services } from './services';
import { authRouter } from './auth/oauth/oauth.routes';
import { restRouter } from './rest/rest.routes';
import { billingRouter } from './billing/billing.routes';
import { mailOAuthRouter } from './mail/mail-oauth.routes';
import { createMailSyncScheduler } from './mail/mail-sync-scheduler';
import { verifyRouter } from './signing/verify.routes';
import { isWebRoute } from './shared/web-routes';
import { webPageStatus } from './web-page-status';
import { checkReadiness } from './readiness';
import { GRAPHQL_LIMITS } from './security/graphql-limits';
import { isAllowedOrigin, needsCsrfHeader } from './security/origins';
import { PERMISSIONS_POLICY, securityHeaders } from './security/security-headers';

export const WEB_DIST = join(import.meta.dirname, '../dist/web');


export interface App {
  services: Services;
  start(port?: number, host?: string): Promise<{ port: number; url: string }>;
  stop(): Promise<void>;
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

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(compression());
  app.use((req, res, next) => {
    if (!needsCsrfHeader(req.method, (name) => req.get(name))) return next();
    res.status(403).json({ error: { code: 'CSRF_HEADER_MISSING', message: 'This request needs the x-paraphe-csrf header.' } });
  });

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const readiness = await checkReadiness(services);
    res.status(readiness.ready ? 200 : 503).json({ status: readiness.ready ? 'ready' : 'unavailable', checks: readiness.checks });
  });

  app.get('/api/documents/:id/file', documentFileRoute(services));
  app.get('/api/documents/:id/signed-file', documentFileRoute(services, 'signed'));
  app.get('/api/audit-events.csv', auditExportRoute(services));
  const rest = restRouter(services);
  app.use('/api/v1', rest.router);
  app.use(billingRouter(services));
  app.use(verifyRouter(services));
  app.use(authRouter(services));
  app.use(mailOAuthRouter(services));

  app.use(['/api', '/auth'], (req, res, next) => {
    // Screens of the web app under these prefixes (/api, /auth/signin…) go on to the app.
    if (req.method === 'GET' && isWebRoute(req.baseUrl + req.path)) return next();
    res.status(404).json({ error: { code: 'NOT_FOUND', message: 'No such endpoint.' } });
  });

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
    res.setHeader('permissions-policy', PERMISSIONS_POLICY);
    if (!isGraphqlPath(req.url, yoga.graphqlEndpoint)) return void pageHeaders(req, res, () => app(req, res));
    apiHeaders(req, res, () => parseJson(req, res, (error?: unknown) => (error ? rejectBody(res, error) : void yoga(req, res))));
  });
  // Idle keep-alive connections outlive those of clients and proxies (60 s at most), so that a client
  // never sends a request on a socket the server is closing at that very moment (ECONNRESET).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const wsServer = new WebSocketServer({
    server,
    path: yoga.graphqlEndpoint,
    verifyClient: ({ origin, req }: { origin?: string; req: IncomingMessage }) => isAllowedOrigin(origin, config, req.headers.host),
  });
  // As in Yoga's graphql-ws recipe: the same envelop plugins and context on both transports.
  const connections = createConnectionQuota({ perUser: config.WS_MAX_CONNECTIONS_PER_USER, perOrganization: config.WS_MAX_CONNECTIONS_PER_ORGANIZATION });
  const subscriptionSlots = createSubscriptionSlots(GRAPHQL_LIMITS.maxSubscriptionsPerConnection);
  const wsDisposable = useServer<Record<string, unknown>, { request: IncomingMessage; socket: WebSocket }>(
    {
      execute: (args) => (args.rootValue as Enveloped).execute(args),
      subscribe: (args) => (args.rootValue as Enveloped).subscribe(args),
      onConnect: async (ctx) => {
        const { viewer } = await identifyCaller({ header: headerReader({ req: ctx.extra.request }), transport: 'ws' }, services);
        if (!viewer) return true;
        // A socket that closed while its caller was identified has nothing left to count.
        if (ctx.extra.socket.readyState !== ctx.extra.socket.OPEN) return false;
        const admission = connections.admit(viewer);
        if ('refusal' in admission) {
          ctx.extra.socket.close(TOO_MANY_CONNECTIONS_CLOSE_CODE, admission.refusal);
          return false;
        }
        // Released as the socket closes, not after its subscriptions have wound down.
        ctx.extra.socket.once('close', admission.release);
        return true;
      },
      onSubscribe: async (ctx, id, payload) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params: payload,
        } as InitialContext);
        const query = payload.query || persistedQuery(payload.extensions, persisted);
        if (!query) return [new GraphQLError('PersistedQueryNotFound', { extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } })];
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
          return [new GraphQLError(`At most ${GRAPHQL_LIMITS.maxSubscriptionsPerConnection} subscriptions per connection.`, { extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' } })];
        }
        const refuse = (errors: readonly GraphQLError[]) => {
          subscriptionSlots.release(ctx, id);
          return [...errors];
        };
        try {
          const contextValue = (await contextFactory()) as Context;
          if (payload.query && contextValue.persistedOnly) return refuse([new GraphQLError('PersistedQueryOnly', { extensions: { code: 'PERSISTED_QUERY_ONLY' } })]);
          if (subscription && !contextValue.viewer) return refuse([new GraphQLError('Sign in to subscribe.', { extensions: { code: 'UNAUTHENTICATED' } })]);
          return { schema, operationName: payload.operationName, document, variableValues: payload.variables, contextValue, rootValue: { execute, subscribe } };
        } catch (error) {
          subscriptionSlots.release(ctx, id);
          throw error;
        }
      },
    },
    wsServer,
  );

  return {
    services,
    start(port = config.PORT, host = config.HOST) {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          if (config.JOBS_ENABLED) {
            services.jobs.start();
            mailSync.start();
          }
          const address = server.address() as AddressInfo;
          resolve({ port: address.port, url: `http://localhost:${address.port}` });
        });
      });
    },
    async stop() {
      mailSync.stop();
      await wsDisposable.dispose();
      wsServer.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await rest.close();
      await owned.close();
    },
  };
}

/** JSON GraphQL requests larger than this are refused (uploads are multipart and have their own limits). */
const GRAPHQL_JSON_LIMIT = '1mb';

function isGraphqlPath(url: string | undefined, endpoint: string): boolean {
  return url === endpoint || (url?.startsWith(endpoint) === true && url[endpoint.length] === '?');
}

/** A body that is not JSON, too large or in an unknown charset gets a GraphQL-shaped error and its HTTP status. */
function rejectBody(res: ServerResponse, error: unknown) {
  const { status = 400, type = 'request.invalid' } = error as { status?: number; type?: string };
  const message = type === 'entity.too.large' ? `The request body is larger than ${GRAPHQL_JSON_LIMIT}.` : type === 'entity.parse.failed' ? 'The request body is not valid JSON.' : 'The request body cannot be read.';
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] }));
}

/** The web app subscribes by persisted id, as it queries over HTTP. */
function persistedQuery(extensions: Record<string, unknown> | undefined | null, persisted: Record<string, string>): string | null {
  const id = (extensions?.persistedQuery as { sha256Hash?: string } | undefined)?.sha256Hash;
  return (id && persisted[id]) || null;
}

/** Errors made by a library with its own copy of graphql-js are not instances of ours: graphql-ws needs ours. */
function asGraphQLError(error: unknown): GraphQLError {
  if (error instanceof GraphQLError) return error;
  const { message = 'The operation cannot be run.', extensions } = error as { message?: string; extensions?: Record<string, unknown> };
  return new GraphQLError(message, { extensions });
}

type Enveloped = { execute: (args: ExecutionArgs) => never; subscribe: (args: ExecutionArgs) => never };

function immutableAssets(res: express.Response, path: string) {
  if (/[\\/]assets[\\/]/.test(path)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
}

