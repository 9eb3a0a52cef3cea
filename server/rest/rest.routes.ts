import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response, type Router } from 'express';
import { restCallMetrics } from '../metrics/http-metrics';
import multer from 'multer';
import { readerOfWritten } from '../access/policy';
import { assertOrganizationWritable } from '../billing/organization-trial';
import { authenticateApiKey, type ApiKeyCaller } from '../api-keys/authenticate-api-key';
import type { DocumentStatus } from '../db/generated/client';
import { approveDocument } from '../signing/approve-document';
import { deleteDocument } from '../documents/delete-document';
import type { DocumentFilter } from '../documents/document-filter';
import { PUBLIC_STATUS, documentResource } from '../documents/document-resource';
import { getDocument, readDocumentFile } from '../documents/get-document';
import { listDocuments } from '../documents/list-documents';
import { readerFindingsOnPages, readerKeyPoints, readerSummary } from '../documents/reader-texts';
import { receiveApiDocument } from '../documents/receive-api-document';
import { signDocument } from '../signing/sign-document';
import { refuseDocument } from '../documents/refuse-document';
import { requestDocumentCorrection } from '../documents/request-document-correction';
import { AppError, ValidationFailed } from '../errors';
import { fetchRemoteFile } from '../outbound/fetch-remote-file';
import type { Services } from '../services';
import { summarizeAnalytics } from '../analytics/summarize-analytics';
import { senderAddress } from '../senders/find-or-create-sender';
import { getSender } from '../senders/get-sender';
import { listSenders, type SenderFigures } from '../senders/list-senders';
import { documentRowId } from '../shared/ids';
import type { RiskBand } from '../shared/risk-bands';
import { unstorableTextPaths, unstorableTextProblems } from '../security/storable-text';
import { listWebhooks } from '../webhooks/list-webhooks';
import { registerWebhook } from '../webhooks/register-webhook';
import { removeWebhook } from '../webhooks/remove-webhook';
import { openApiDocumentFor } from './openapi';
import type { ApiCallRefusal } from './rate-limit';
import { answerFor, restErrorHandler, sendError } from '../http/http-errors';

type Authenticated = Request & { caller: ApiKeyCaller };
const callerOf = (req: Request) => (req as Authenticated).caller;
const auditOf = (req: Request) => ({ ip: req.ip ?? null, userAgent: req.get('user-agent') ?? null });

/** The REST door (`/api/v1`): API keys only, the same domain functions as GraphQL, one error shape. */
export function restRouter(services: Services): Router {
  const { config, logger } = services;
  const limits = services.apiRateLimits;
  const router = express.Router();
  const served = openApiDocumentFor(config.PUBLIC_URL);
  router.use(restCallMetrics(services.metrics, served.paths));
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: config.MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 4096 } });

  router.get('/openapi.json', (_req, res) => void res.json(served));

  // A documented path asked with another method is 405 with the methods it has, before any key is asked for.
  const methodsOf = documentedMethods(served.paths);
  router.use((req, res, next) => {
    const allowed = methodsOf(req.path);
    if (!allowed || allowed.includes(req.method)) return next();
    res.setHeader('Allow', allowed.join(', '));
    sendError(res, 405, 'METHOD_NOT_ALLOWED', { values: { method: req.method, allowed: allowed.join(', ') } });
  });

  const authenticate: RequestHandler = async (req, res, next) => {
    const caller = await authenticateApiKey(services, req.get('authorization') ?? null).catch(next);
    if (caller === undefined) return;
    if (!caller) {
      const counted = await limits.countUnauthenticated(req.ip ?? 'unknown').catch(next);
      if (!counted) return;
      res.set(counted.headers);
      if (counted.refusal) return refuseCall(res, counted.refusal);
      res.setHeader('WWW-Authenticate', 'Bearer');
      return sendError(res, 401, 'UNAUTHENTICATED', { message: 'apiKeyRequired' });
    }
    (req as Authenticated).caller = caller;
    answerFor(res, caller.viewer);
    next();
  };
  const countCall: RequestHandler = (req, res, next) => {
    limits.countApiKeyCall(callerOf(req)).then((counted) => {
      if (counted) res.set(counted.headers);
      if (!counted?.refusal) return next();
      refuseCall(res, counted.refusal);
    }, next);
  };
  const writable: RequestHandler = (req, _res, next) => {
    assertOrganizationWritable(services.db.prisma, callerOf(req).viewer.organizationId, services.clock.now()).then(() => next(), next);
  };
  // Unknown paths answer 404 (and known ones asked with another method 405) before any key is asked for; known ones check the key, then count the call.
  const guards = (...checks: RequestHandler[]): RequestHandler[] => [
    authenticate,
    countCall,
    ...checks,
    express.json({ limit: '100kb' }),
    (req, _res, next) => next(storableTextError(req)),
  ];
  /** Reading, and taking access away (removing a webhook subscription, as removeWebhook allows), stay open to an organization whose trial ended. */
  const guarded = guards();
  /** Adding or changing data (documents, decisions, signatures, webhook subscriptions) is refused once the trial ended, as on GraphQL (trial-ended-plugin.ts). */
  const writes = guards(writable);
  /** A body of another type than the route reads is 415, not read as no body (curl's `-d` sends a form). */
  const bodyOf =
    (...types: string[]): RequestHandler =>
    (req, res, next) =>
      req.is(types) === false
        ? sendError(res, 415, 'UNSUPPORTED_MEDIA_TYPE', { details: { accepted: types }, values: { accepted: types.join(', ') } })
        : next();
  const jsonBody = bodyOf('application/json');

  router.post('/documents/analyze', ...writes, bodyOf('application/json', 'multipart/form-data'), (req, res, next) => {
    if (req.is('multipart/form-data')) {
      return upload.single('file')(req, res, (error?: unknown) => {
        if (error instanceof multer.MulterError) {
          if (error.code === 'LIMIT_FILE_SIZE')
            return sendError(res, 413, 'FILE_TOO_LARGE', { details: { maxBytes: config.MAX_UPLOAD_BYTES }, values: { maxBytes: config.MAX_UPLOAD_BYTES } });
          // A file under another name than `file`, or a second file: the body is read, the part is not the one asked for.
          if (error.code === 'LIMIT_UNEXPECTED_FILE' || error.code === 'LIMIT_FILE_COUNT') return next(filePartRequired());
          return sendError(res, 400, 'BAD_REQUEST', { message: 'unreadableMultipart' });
        }
        // Anything else the multipart parser says is a body it cannot read (a malformed part header…).
        if (error) return sendError(res, 400, 'BAD_REQUEST', { message: 'unreadableMultipart' });
        if (!req.file) return next(filePartRequired());
        const filename = Buffer.from(req.file.originalname, 'latin1').toString('utf8');
        const refusal = storableTextError(req, { filename });
        if (refusal) return next(refusal);
        receive(req, res, { filename, bytes: new Uint8Array(req.file.buffer) }).catch(next);
      });
    }
    const body = (req.body ?? {}) as { document_url?: unknown };
    if (typeof body.document_url !== 'string')
      return next(new ValidationFailed([{ path: 'document_url', message: 'Send a multipart file or a JSON document_url' }]));
    fetchRemoteFile(body.document_url, {
      maxBytes: config.MAX_UPLOAD_BYTES,
      timeoutMs: config.REMOTE_FETCH_TIMEOUT_MS,
      allowPrivate: config.ALLOW_PRIVATE_FETCH,
    })
      .then((file) => receive(req, res, file))
      .catch(next);
  });

  async function receive(req: Request, res: Response, file: { filename: string; bytes: Uint8Array }) {
    const body = (req.body ?? {}) as { title?: unknown; sender_email?: unknown; sender_name?: unknown };
    const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
    const senderEmail = text(body.sender_email);
    const created = await receiveApiDocument(services, callerOf(req).viewer, {
      title: text(body.title),
      sender: senderEmail ? senderAddress(senderEmail, text(body.sender_name)) : null,
      ...file,
      idempotencyKey: req.get('idempotency-key') ?? null,
      audit: auditOf(req),
    });
    res.status(201).json(await documentBody(created.id, req, 'written'));
  }

  router.get('/documents', ...guarded, async (req, res) => {
    const limit = req.query.limit === undefined ? 20 : Number(req.query.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100)
      throw new ValidationFailed([{ path: 'limit', message: 'limit must be an integer from 1 to 100' }]);
    const after = stringParam(req, 'cursor');
    // One row more than asked says whether a next page exists.
    const page = { select: RESOURCE_COLUMNS, take: limit + 1, skip: after ? 1 : 0, ...(after ? { cursor: { id: after } } : {}) };
    const rows = (await listDocuments(services, callerOf(req).viewer, { filter: listFilter(req), page })) as unknown as ListedResource[];
    res.json({ data: rows.slice(0, limit).map(documentResource), next_cursor: rows.length > limit ? rows[limit - 1].id : null });
  });

  router.get('/documents/:id', ...guarded, async (req, res) => {
    res.json(await documentBody(documentIdParam(req), req));
  });

  const decisions = { approved: approveDocument, correction: requestDocumentCorrection, refused: refuseDocument } as const;
  router.patch('/documents/:id', ...writes, jsonBody, async (req, res) => {
    const status = (req.body as { status?: unknown } | undefined)?.status;
    if (typeof status !== 'string' || !Object.hasOwn(decisions, status)) {
      throw new ValidationFailed([{ path: 'status', message: 'status must be one of approved, correction, refused' }]);
    }
    const documentId = documentIdParam(req);
    await decisions[status as keyof typeof decisions](services, callerOf(req).viewer, { documentId, audit: auditOf(req) });
    res.json(await documentBody(documentId, req, 'written'));
  });

  router.delete('/documents/:id', ...writes, async (req, res) => {
    await deleteDocument(services, callerOf(req).viewer, { documentId: documentIdParam(req) });
    res.status(204).end();
  });

  router.post('/documents/:id/sign', ...writes, jsonBody, async (req, res) => {
    const body = (req.body ?? {}) as { signature_type?: unknown; location?: unknown; drawn_signature?: unknown };
    const documentId = documentIdParam(req);
    if (typeof body.signature_type !== 'string')
      throw new ValidationFailed([{ path: 'signature_type', message: 'signature_type must be one of simple, drawn, certified' }]);
    if (body.location !== undefined && typeof body.location !== 'string')
      throw new ValidationFailed([{ path: 'location', message: 'location must be a string' }]);
    const drawn = typeof body.drawn_signature === 'string' ? new Uint8Array(Buffer.from(body.drawn_signature, 'base64')) : null;
    await signDocument(services, callerOf(req).viewer, {
      documentId,
      signatureType: body.signature_type.toUpperCase(),
      location: body.location as string | undefined,
      drawnSignature: drawn,
      audit: auditOf(req),
    });
    res.json(await documentBody(documentId, req, 'written'));
  });

  for (const [path, signed] of [
    ['/documents/:id/file', false],
    ['/documents/:id/signed-file', true],
  ] as const) {
    router.get(path, ...guarded, async (req, res) => {
      const file = await readDocumentFile(services, callerOf(req).viewer, { documentId: documentIdParam(req), signed });
      res.setHeader('content-type', file.mimeType);
      res.setHeader('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`);
      res.setHeader('cache-control', 'private, no-store');
      res.send(Buffer.from(file.bytes));
    });
  }

  router.get('/webhooks/events', ...guarded, async (req, res) => {
    const subscriptions = await listWebhooks(services, callerOf(req).viewer);
    res.json({ data: subscriptions.map(webhookBody) });
  });

  router.post('/webhooks/events', ...writes, jsonBody, async (req, res) => {
    const body = (req.body ?? {}) as { url?: unknown; events?: unknown };
    const created = await registerWebhook(services, callerOf(req).viewer, {
      url: String(body.url ?? ''),
      events: Array.isArray(body.events) ? body.events.map(String) : [],
    });
    res.status(201).json({ ...webhookBody(created), secret: created.secret });
  });

  router.delete('/webhooks/events/:id', ...guarded, async (req, res) => {
    await removeWebhook(services, callerOf(req).viewer, { webhookId: String(req.params.id) });
    res.status(204).end();
  });

  router.get('/senders', ...guarded, async (req, res) => {
    res.json({ data: (await listSenders(services, callerOf(req).viewer)).map(senderResource) });
  });

  router.get('/senders/:id', ...guarded, async (req, res) => {
    res.json(senderResource(await getSender(services, callerOf(req).viewer, String(req.params.id))));
  });

  router.get('/analytics/summary', ...guarded, async (req, res) => {
    const to = dateParam(req, 'to') ?? services.clock.now();
    const from = dateParam(req, 'from') ?? new Date(to.getTime() - DEFAULT_PERIOD_MS);
    const summary = await summarizeAnalytics(services, callerOf(req).viewer, { from, to });
    res.json({
      from: from.toISOString(),
      to: to.toISOString(),
      documents: summary.documents,
      pending: summary.pending,
      signed: summary.signed,
      refused: summary.refused,
      average_risk: summary.averageRisk,
      by_risk_band: summary.byRiskBand,
    });
  });

  router.use((_req, res) => sendError(res, 404, 'NOT_FOUND', { message: 'noSuchEndpoint' }));
  router.use(inPublicTerms);
  router.use(restErrorHandler(logger));

  /** The document as the API shows it; after a write, to the key that wrote it whether or not it may read. */
  async function documentBody(documentId: string, req: Request, after: 'read' | 'written' = 'read') {
    const reader = after === 'written' ? readerOfWritten(callerOf(req).viewer) : callerOf(req).viewer;
    const document = await getDocument(services, reader, { documentId });
    const sender = document.sender ? await getSender(services, reader, document.sender.id) : null;
    return {
      ...documentResource(document),
      sender: sender ? { id: sender.id, name: sender.name, domain: sender.domain, reliability_score: sender.reliabilityScore } : null,
      analysis: {
        status: document.analysisStatus.toLowerCase(),
        // In the API key owner's language, as the web app shows them to that member.
        summary: readerSummary(document, callerOf(req).viewer.locale),
        key_points: readerKeyPoints(document, callerOf(req).viewer.locale),
        findings: readerFindingsOnPages(document, callerOf(req).viewer.locale),
      },
    };
  }

  return router;
}

/** A refusal naming a document's status (a 409's `details.status`) names it as the REST door spells statuses: `signed`, not `SIGNED`. */
const inPublicTerms: ErrorRequestHandler = (error, _req, _res, next) => {
  const status = error instanceof AppError ? error.details?.status : undefined;
  if (typeof status !== 'string' || !Object.hasOwn(PUBLIC_STATUS, status)) return next(error);
  next(new AppError(error.code, error.message, { ...error.details, status: PUBLIC_STATUS[status as DocumentStatus] }));
};

/** A call past its allowance (a key's plan, or an address's failed authentications): how many calls the window allows, and how long it is. */
function refuseCall(res: Response, { code, retryAfterSeconds, limit, windowSeconds }: ApiCallRefusal): void {
  sendError(res, 429, code, { details: { limit, windowSeconds }, values: { retryAfterSeconds } });
}

const filePartRequired = () => new ValidationFailed([{ path: 'file', message: 'Send one file, in a multipart part named "file"' }]);

/**
 * The methods the OpenAPI document gives a concrete path (`/documents/abc`), HEAD with GET; null for a
 * path it does not list. A literal segment wins over a parameter: `/documents/analyze` is not a document.
 */
function documentedMethods(paths: Record<string, object>): (path: string) => string[] | null {
  const isParameter = (segment: string) => /^\{.+\}$/.test(segment);
  const templates = Object.entries(paths)
    .map(([template, operations]) => {
      const methods = Object.keys(operations).map((method) => method.toUpperCase());
      return { segments: template.split('/'), methods: methods.includes('GET') ? [...methods, 'HEAD'] : methods };
    })
    .sort((a, b) => a.segments.filter(isParameter).length - b.segments.filter(isParameter).length);
  const fits = (segment: string, part: string) => part === segment || (isParameter(segment) && part !== '');
  return (path) => {
    const parts = path.replace(/\/$/, '').split('/');
    const found = templates.find(({ segments }) => segments.length === parts.length && segments.every((segment, index) => fits(segment, parts[index])));
    return found?.methods ?? null;
  };
}

/** The document named in the path, by its row UUID or by the global id the web app's addresses show. */
function documentIdParam(req: Request): string {
  const documentId = documentRowId(String(req.params.id));
  if (!documentId) throw new AppError('NOT_FOUND', 'No such document in this organization');
  return documentId;
}

/** Every text a request carries (path, query, body, idempotency key) is checked once, before any route runs. */
function storableTextError(req: Request, more: Record<string, unknown> = {}): ValidationFailed | undefined {
  const body = req.body !== null && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  const paths = unstorableTextPaths({ ...req.params, ...req.query, ...body, 'Idempotency-Key': req.get('idempotency-key'), ...more }, '');
  return paths.length ? new ValidationFailed(unstorableTextProblems(paths)) : undefined;
}

function senderResource(sender: SenderFigures) {
  return {
    id: sender.id,
    name: sender.name,
    email: sender.email,
    domain: sender.domain,
    status: sender.status.toLowerCase(),
    category: sender.category.toLowerCase(),
    documents: sender.documents,
    documents_last_30_days: sender.documentsLast30Days,
    average_risk: sender.averageRisk,
    acceptance_rate: sender.acceptanceRate,
    average_response_hours: sender.averageResponseHours,
    last_activity_at: sender.lastActivityAt ? new Date(sender.lastActivityAt).toISOString() : null,
    reliability_score: sender.reliabilityScore,
    trust_score: sender.trustScore,
  };
}

const DEFAULT_PERIOD_MS = 30 * 24 * 3600 * 1000;

function dateParam(req: Request, name: string): Date | null {
  const value = stringParam(req, name);
  if (value === null) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new ValidationFailed([{ path: name, message: `${name} must be an ISO 8601 date-time` }]);
  return date;
}

function stringParam(req: Request, name: string): string | null {
  const value = req.query[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

const STATUS_BY_NAME = Object.fromEntries(Object.entries(PUBLIC_STATUS).map(([status, name]) => [name, status])) as Record<string, DocumentStatus>;
const BANDS: Record<string, RiskBand> = { safe: 'SAFE', caution: 'CAUTION', danger: 'DANGER' };

type ListedResource = Parameters<typeof documentResource>[0];
const RESOURCE_COLUMNS = {
  id: true,
  title: true,
  type: true,
  status: true,
  source: true,
  riskScore: true,
  riskLevel: true,
  createdAt: true,
  updatedAt: true,
} as const;

/** The list's filter; null when the request names none. */
function listFilter(req: Request): DocumentFilter | null {
  const list = (name: string) =>
    stringParam(req, name)
      ?.split(',')
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean) ?? [];
  const statuses = list('status');
  const bands = list('risk_band');
  const problems = [
    ...statuses.filter((status) => !STATUS_BY_NAME[status]).map((status) => ({ path: 'status', message: `Unknown status: ${status}` })),
    ...bands.filter((band) => !BANDS[band]).map((band) => ({ path: 'risk_band', message: `Unknown risk band: ${band}` })),
  ];
  if (problems.length) throw new ValidationFailed(problems);
  const search = stringParam(req, 'q');
  if (!statuses.length && !bands.length && !search) return null;
  return { statuses: statuses.map((status) => STATUS_BY_NAME[status]), riskBands: bands.map((band) => BANDS[band]), search };
}

function webhookBody(subscription: { id: string; url: string; events: string[]; createdAt: Date }) {
  return { id: subscription.id, url: subscription.url, events: subscription.events, created_at: subscription.createdAt.toISOString() };
}
