import { DOCUMENT_MIME_TYPES } from '../shared/document-files';
import { WEBHOOK_EVENT_TYPES } from '../shared/webhook-event-types';
import { PUBLIC_STATUS } from '../documents/document-resource';
import { API_RATE_LIMITS } from './rate-limit';

const error = { $ref: '#/components/schemas/Error' };
const header = (name: string) => ({ $ref: `#/components/headers/${name}` });
/** Every answer to a request whose key was accepted says where the organization stands in its window. */
const rateHeaders = {
  'RateLimit-Limit': header('RateLimit-Limit'),
  'RateLimit-Remaining': header('RateLimit-Remaining'),
  'RateLimit-Reset': header('RateLimit-Reset'),
  'RateLimit-Policy': header('RateLimit-Policy'),
};
const errorResponse = (description: string, headers: object = rateHeaders) => ({ description, headers, content: { 'application/json': { schema: error } } });
const json = (schema: object, description: string) => ({ description, headers: rateHeaders, content: { 'application/json': { schema } } });
const nullable = (type: string, extra: object = {}) => ({ type: [type, 'null'], ...extra });
const common = {
  '401': errorResponse('Unauthorized: no key, or a revoked or unknown key.', { 'WWW-Authenticate': header('WWW-Authenticate') }),
  '403': errorResponse(
    'Forbidden: the key lacks the scope (FORBIDDEN, `details.requiredScope` naming it: `read`, `write` or `sign`), or its creator the role (FORBIDDEN); or, for a write, the organization’s free trial ended without a plan (TRIAL_ENDED: reading and downloading stay open).',
  ),
  '429': errorResponse(
    "Rate limit exceeded: wait `Retry-After` seconds (limits per organization's plan; calls without a valid key are limited per address); `details.limit` calls are allowed per window of `details.windowSeconds`.",
    {
      ...rateHeaders,
      'Retry-After': header('Retry-After'),
    },
  ),
  '500': errorResponse('Internal server error.'),
  '503': errorResponse('The service is briefly unavailable (its database did not answer): try again in a moment.', {
    ...rateHeaders,
    'Retry-After': header('Retry-After'),
  }),
};
/** A decision or a signature on a document that is no longer pending. */
const conflict = errorResponse(
  'The document is no longer pending (`ALREADY_DECIDED` when another decision took it a moment before, `DOCUMENT_NOT_PENDING` otherwise; `details.status`, when known, is its status now, as `status` spells it), or awaits the signatures requested of several members.',
);
/** Answers of operations that take a JSON body. */
const jsonBody = {
  '400': errorResponse('The body cannot be read: not JSON, or not in UTF-8.'),
  '413': errorResponse('The JSON body is larger than 100 KB.'),
  '415': errorResponse('The body is not sent as JSON (`Content-Type: application/json`).'),
};
const documentId = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'string' },
  description:
    "The document's `id` (UUID), or the id of its page's address in the web app (the last part of `/documents/…`, its GraphQL global id): both name it.",
};
/** A comma-separated list of values in a query parameter. */
const csv = (name: string, values: readonly string[], description: string) => ({
  name,
  in: 'query',
  style: 'form',
  explode: false,
  schema: { type: 'array', items: { type: 'string', enum: [...values] } },
  description,
});
const DOCUMENT_STATUSES = Object.values(PUBLIC_STATUS);
/** RateLimit-* are sent on every answer to a valid key of a limited plan (Enterprise has no limit), and on refusals of calls without one. */
const integerHeader = (description: string) => ({ description, schema: { type: 'string', pattern: '^[0-9]+$' } });

/**
 * The REST API, described in OpenAPI 3.1: served at /api/v1/openapi.json (with the server's public
 * address, see `openApiDocumentFor`), used to validate every answer in tests and to draw /api.
 * Status rule: 400 when the request cannot be read (malformed JSON or multipart, an unusable
 * `Idempotency-Key`), 422 when it can but a value it carries is not accepted.
 */
export const openApiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'Paraphe API',
    version: '1.0.0',
    license: { name: 'Proprietary: use under the Paraphe terms of service', url: 'https://paraphe.example/legal/terms' },
    description: `Every call needs an API key as a bearer token (\`Authorization: Bearer ppk_…\`), created by an administrator in the web app's Settings, API tab. Rate limits per organization's plan, per minute: ${Object.entries(
      API_RATE_LIMITS,
    )
      .map(([plan, limit]) => `${plan} ${limit ?? 'unlimited'}`)
      .join(', ')}.`,
  },
  servers: [{ url: 'http://localhost:4000/api/v1', description: 'A local server: the document a deployment serves names its own public address.' }],
  security: [{ apiKey: [] }],
  components: {
    securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'An API key: ppk_…' } },
    headers: {
      'RateLimit-Limit': integerHeader("Calls allowed in the window (the organization's plan)."),
      'RateLimit-Remaining': integerHeader('Calls left in the current window.'),
      'RateLimit-Reset': integerHeader('Seconds until the window starts again.'),
      'RateLimit-Policy': { description: 'The limit and its window, as `<calls>;w=<seconds>`.', schema: { type: 'string', pattern: '^[0-9]+;w=[0-9]+$' } },
      'Retry-After': { ...integerHeader('Seconds to wait before calling again.'), required: true },
      'WWW-Authenticate': { description: 'The scheme to authenticate with: `Bearer`.', required: true, schema: { type: 'string', const: 'Bearer' } },
      'Content-Disposition': {
        description: "`attachment` with the file's name (RFC 6266, UTF-8).",
        required: true,
        schema: { type: 'string', pattern: '^attachment; ' },
      },
    },
    schemas: {
      Error: {
        type: 'object',
        required: ['error'],
        properties: {
          error: {
            type: 'object',
            required: ['code', 'message'],
            properties: { code: { type: 'string' }, message: { type: 'string' }, details: { type: 'object' } },
          },
        },
      },
      DocumentSummary: {
        type: 'object',
        required: ['id', 'title', 'type', 'status', 'source', 'risk_score', 'risk_level', 'created_at', 'updated_at'],
        properties: {
          id: { type: 'string', format: 'uuid' },
          title: { type: 'string' },
          type: { type: 'string', description: 'PDF or Document.' },
          status: { type: 'string', enum: DOCUMENT_STATUSES },
          source: { type: 'string', enum: ['upload', 'mail', 'api'] },
          risk_score: { type: 'integer', minimum: 1, maximum: 10 },
          risk_level: { type: 'string', enum: ['LOW', 'MED', 'HIGH'] },
          created_at: { type: 'string', format: 'date-time' },
          updated_at: { type: 'string', format: 'date-time' },
        },
      },
      Document: {
        allOf: [
          { $ref: '#/components/schemas/DocumentSummary' },
          {
            type: 'object',
            required: ['sender', 'analysis'],
            properties: {
              sender: {
                oneOf: [
                  { type: 'null' },
                  {
                    type: 'object',
                    required: ['id', 'name', 'domain', 'reliability_score'],
                    properties: {
                      id: { type: 'string', format: 'uuid' },
                      name: { type: 'string' },
                      domain: { type: 'string' },
                      reliability_score: nullable('number', { minimum: 0, maximum: 10 }),
                    },
                  },
                ],
              },
              analysis: {
                type: 'object',
                required: ['status', 'summary', 'key_points', 'findings'],
                properties: {
                  status: { type: 'string', enum: ['queued', 'running', 'done', 'failed'] },
                  summary: nullable('string'),
                  key_points: { type: 'array', items: { type: 'string' } },
                  findings: {
                    type: 'array',
                    items: {
                      type: 'object',
                      required: ['category', 'severity', 'start', 'end', 'excerpt', 'page', 'explanation'],
                      properties: {
                        category: { type: 'string' },
                        severity: { type: 'integer' },
                        start: { type: 'integer' },
                        end: { type: 'integer' },
                        excerpt: { type: 'string' },
                        page: nullable('integer', {
                          minimum: 1,
                          description:
                            'The page of the file the clause begins on, from 1, so that one clause found on several pages reads apart; null for a file without pages (Word, text) or filed before pages were kept.',
                        }),
                        explanation: { type: 'string' },
                      },
                    },
                  },
                },
              },
            },
          },
        ],
      },
      DocumentPage: {
        type: 'object',
        required: ['data', 'next_cursor'],
        properties: { data: { type: 'array', items: { $ref: '#/components/schemas/DocumentSummary' } }, next_cursor: nullable('string') },
      },
      Sender: {
        type: 'object',
        required: [
          'id',
          'name',
          'email',
          'domain',
          'status',
          'category',
          'documents',
          'documents_last_30_days',
          'average_risk',
          'acceptance_rate',
          'average_response_hours',
          'last_activity_at',
          'reliability_score',
          'trust_score',
        ],
        properties: {
          id: { type: 'string', format: 'uuid' },
          name: { type: 'string' },
          email: nullable('string'),
          domain: { type: 'string' },
          status: {
            type: 'string',
            enum: ['trusted', 'caution', 'blocked'],
            description: 'Set by a manager; documents from a blocked sender are flagged on arrival.',
          },
          category: { type: 'string', enum: ['supplier', 'client', 'partner', 'service_provider', 'administration', 'other'] },
          documents: { type: 'integer', minimum: 0 },
          documents_last_30_days: { type: 'integer', minimum: 0 },
          average_risk: nullable('number', { minimum: 1, maximum: 10 }),
          acceptance_rate: nullable('number', { minimum: 0, maximum: 1, description: 'Signed among decided documents; null before the first decision.' }),
          average_response_hours: nullable('number', { minimum: 0, description: 'Mean hours from arrival to decision.' }),
          last_activity_at: nullable('string', { format: 'date-time' }),
          reliability_score: nullable('number', { minimum: 0, maximum: 10, description: '10 × (10 − mean risk) / 9, one decimal; null without documents.' }),
          trust_score: nullable('integer', {
            minimum: 0,
            maximum: 100,
            description: '7 × reliability + 30 × acceptance rate; 0 when blocked; null without documents.',
          }),
        },
      },
      AnalyticsSummary: {
        type: 'object',
        required: ['from', 'to', 'documents', 'pending', 'signed', 'refused', 'average_risk', 'by_risk_band'],
        properties: {
          from: { type: 'string', format: 'date-time' },
          to: { type: 'string', format: 'date-time' },
          documents: { type: 'integer', minimum: 0, description: 'Documents received in the period.' },
          pending: { type: 'integer', minimum: 0 },
          signed: { type: 'integer', minimum: 0 },
          refused: { type: 'integer', minimum: 0 },
          average_risk: nullable('number', { minimum: 1, maximum: 10, description: 'Mean risk score, one decimal; null without documents.' }),
          by_risk_band: {
            type: 'object',
            required: ['safe', 'caution', 'danger'],
            description: "Risk bands, the same as the documents' risk level: safe 1–3 (LOW), caution 4–7 (MED), danger 8–10 (HIGH).",
            properties: { safe: { type: 'integer', minimum: 0 }, caution: { type: 'integer', minimum: 0 }, danger: { type: 'integer', minimum: 0 } },
          },
        },
      },
      WebhookSubscription: {
        type: 'object',
        required: ['id', 'url', 'events', 'created_at'],
        properties: {
          id: { type: 'string', format: 'uuid' },
          url: { type: 'string' },
          events: { type: 'array', items: { type: 'string', enum: [...WEBHOOK_EVENT_TYPES] } },
          created_at: { type: 'string', format: 'date-time' },
          secret: { type: 'string', description: 'Only in the answer to the registration: the HMAC-SHA256 signing secret.' },
        },
      },
    },
  },
  paths: {
    '/documents/analyze': {
      post: {
        summary: 'Send a document to be analysed',
        description:
          'A multipart upload (`file`, optional `title`, `sender_email`, `sender_name`), or JSON naming a URL the server downloads (http or https, public addresses only, size and time limits).',
        operationId: 'analyzeDocument',
        parameters: [
          {
            name: 'Idempotency-Key',
            in: 'header',
            schema: { type: 'string', maxLength: 200 },
            description:
              'Any text of yours naming this upload, kept for the organization: sending it again with the same file (a retry after a lost answer) returns the first document instead of filing a second one; with another file it is refused (422 `IDEMPOTENCY_KEY_REUSED`).',
          },
        ],
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['file'],
                properties: {
                  file: { type: 'string', format: 'binary' },
                  title: { type: 'string', maxLength: 200 },
                  sender_email: {
                    type: 'string',
                    format: 'email',
                    description: 'Who sent the document: its sender is found or created by the domain of this address.',
                  },
                  sender_name: { type: 'string', maxLength: 200, description: "The sender company's name (with sender_email)." },
                },
              },
            },
            'application/json': {
              schema: {
                type: 'object',
                required: ['document_url'],
                properties: {
                  document_url: { type: 'string', format: 'uri' },
                  title: { type: 'string', maxLength: 200 },
                  sender_email: {
                    type: 'string',
                    format: 'email',
                    description: 'Who sent the document: its sender is found or created by the domain of this address.',
                  },
                  sender_name: { type: 'string', maxLength: 200, description: "The sender company's name (with sender_email)." },
                },
              },
            },
          },
        },
        responses: {
          '201': json({ $ref: '#/components/schemas/Document' }, 'The document, filed and analysed.'),
          '400': errorResponse('The body cannot be read (malformed JSON or multipart), or the `Idempotency-Key` is longer than 200 characters.'),
          '413': errorResponse('The file is larger than the upload limit, or the JSON body than 100 KB.'),
          '415': errorResponse('The body is neither JSON (`Content-Type: application/json`) nor `multipart/form-data`.'),
          '422': errorResponse(
            'The file (type, content, pages) or a field is not accepted, the URL cannot be fetched, or the `Idempotency-Key` was used for another file.',
          ),
          ...common,
        },
      },
    },
    '/documents': {
      get: {
        summary: "List the organization's documents, newest first",
        operationId: 'listDocuments',
        parameters: [
          { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
          { name: 'cursor', in: 'query', schema: { type: 'string' }, description: '`next_cursor` of the previous page.' },
          csv('status', DOCUMENT_STATUSES, 'Comma-separated statuses: documents in any of them.'),
          csv('risk_band', ['safe', 'caution', 'danger'], 'Comma-separated bands: safe (1–3, LOW), caution (4–7, MED), danger (8–10, HIGH).'),
          {
            name: 'q',
            in: 'query',
            schema: { type: 'string' },
            description: 'Search in titles, file names, senders and tags, regardless of case and accents.',
          },
        ],
        responses: {
          '200': json({ $ref: '#/components/schemas/DocumentPage' }, 'A page of documents.'),
          '422': errorResponse('A parameter is not valid: `limit`, a status or band, or a cursor this API did not give.'),
          ...common,
        },
      },
    },
    '/senders': {
      get: {
        summary: "The organization's senders with their figures, by name",
        operationId: 'listSenders',
        responses: {
          '200': json(
            { type: 'object', required: ['data'], properties: { data: { type: 'array', items: { $ref: '#/components/schemas/Sender' } } } },
            'The senders.',
          ),
          ...common,
        },
      },
    },
    '/senders/{id}': {
      get: {
        summary: 'A sender with its figures',
        operationId: 'getSender',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
        responses: {
          '200': json({ $ref: '#/components/schemas/Sender' }, 'The sender.'),
          '404': errorResponse('No such sender in your organization.'),
          ...common,
        },
      },
    },
    '/analytics/summary': {
      get: {
        summary: "Figures of the organization's documents received in a period",
        operationId: 'getAnalyticsSummary',
        parameters: [
          { name: 'from', in: 'query', schema: { type: 'string', format: 'date-time' }, description: 'Start, inclusive; 30 days before `to` by default.' },
          { name: 'to', in: 'query', schema: { type: 'string', format: 'date-time' }, description: 'End, exclusive; now by default.' },
        ],
        responses: {
          '200': json({ $ref: '#/components/schemas/AnalyticsSummary' }, 'The figures.'),
          '422': errorResponse('A date is not valid, or the period ends before it starts.'),
          ...common,
        },
      },
    },
    '/documents/{id}': {
      get: {
        summary: 'A document with its analysis',
        operationId: 'getDocument',
        parameters: [documentId],
        responses: {
          '200': json({ $ref: '#/components/schemas/Document' }, 'The document.'),
          '404': errorResponse('No such document in your organization.'),
          ...common,
        },
      },
      patch: {
        summary: 'Decide on a pending document',
        description: '`approved` signs it, `correction` asks for a corrected version, `refused` refuses it.',
        operationId: 'decideDocument',
        parameters: [documentId],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: ['approved', 'correction', 'refused'] } } },
            },
          },
        },
        responses: {
          '200': json({ $ref: '#/components/schemas/Document' }, 'The document after the decision.'),
          ...jsonBody,
          '404': errorResponse('No such document in your organization.'),
          '409': conflict,
          '422': errorResponse('The status is not one of approved, correction, refused.'),
          ...common,
        },
      },
      delete: {
        summary: 'Delete a document',
        description:
          'Removes the document, its analysis and its files (the original, and the signed PDF if any), and sends the `document.deleted` event. Needs the `write` scope, and a key made by a manager or an administrator.',
        operationId: 'deleteDocument',
        parameters: [documentId],
        responses: { '204': { description: 'Deleted.', headers: rateHeaders }, '404': errorResponse('No such document in your organization.'), ...common },
      },
    },
    '/documents/{id}/file': {
      get: {
        summary: 'The original file',
        operationId: 'getDocumentFile',
        parameters: [documentId],
        responses: {
          '200': {
            description: 'The file as it was received, with its media type.',
            headers: { ...rateHeaders, 'Content-Disposition': header('Content-Disposition') },
            content: Object.fromEntries(Object.values(DOCUMENT_MIME_TYPES).map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])),
          },
          '404': errorResponse('No such document in your organization.'),
          ...common,
        },
      },
    },
    '/documents/{id}/sign': {
      post: {
        summary: 'Sign a pending document',
        description: 'Makes the signed PDF (signature block, certificate page, PAdES signature) and marks the document signed. Needs the `sign` scope.',
        operationId: 'signDocument',
        parameters: [documentId],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['signature_type'],
                properties: {
                  signature_type: { type: 'string', enum: ['simple', 'drawn', 'certified'] },
                  location: { type: 'string', maxLength: 120 },
                  drawn_signature: { type: 'string', description: 'drawn: the PNG image, base64, at most 200 KB.' },
                },
              },
            },
          },
        },
        responses: {
          '200': json({ $ref: '#/components/schemas/Document' }, 'The signed document.'),
          ...jsonBody,
          '404': errorResponse('No such document in your organization.'),
          '409': conflict,
          '422': errorResponse('Unknown signature type, a drawn signature that is not a small PNG, or a field that is not valid.'),
          ...common,
        },
      },
    },
    '/documents/{id}/signed-file': {
      get: {
        summary: 'The signed PDF',
        operationId: 'getSignedDocumentFile',
        parameters: [documentId],
        responses: {
          '200': {
            description: 'The signed PDF.',
            headers: { ...rateHeaders, 'Content-Disposition': header('Content-Disposition') },
            content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } },
          },
          '404': errorResponse('No such document in your organization, or not signed yet.'),
          ...common,
        },
      },
    },
    '/webhooks/events': {
      get: {
        summary: "List the organization's webhook subscriptions",
        operationId: 'listWebhooks',
        responses: {
          '200': json(
            { type: 'object', required: ['data'], properties: { data: { type: 'array', items: { $ref: '#/components/schemas/WebhookSubscription' } } } },
            'The subscriptions.',
          ),
          ...common,
        },
      },
      post: {
        summary: 'Register a webhook subscription',
        description:
          'Events are POSTed as JSON with the headers `Paraphe-Event-Id` (stable across retries: drop a second delivery by it), `Paraphe-Event-Type`, `Paraphe-Event-Timestamp` (unix seconds when the event happened, stable across retries) and `Paraphe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the secret>`. A non-2xx answer is retried with exponential backoff for 24 hours.',
        operationId: 'registerWebhook',
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['url', 'events'],
                properties: { url: { type: 'string', format: 'uri' }, events: { type: 'array', items: { type: 'string', enum: [...WEBHOOK_EVENT_TYPES] } } },
              },
            },
          },
        },
        responses: {
          '201': json({ $ref: '#/components/schemas/WebhookSubscription' }, 'The subscription, with its signing secret.'),
          ...jsonBody,
          '422': errorResponse('The URL or an event is not accepted.'),
          ...common,
        },
      },
    },
    '/webhooks/events/{id}': {
      delete: {
        summary: 'Remove a webhook subscription',
        operationId: 'removeWebhook',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
        responses: { '204': { description: 'Removed.', headers: rateHeaders }, '404': errorResponse('No such subscription in your organization.'), ...common },
      },
    },
  },
} as const;

/** The document as served: its server and licence at this deployment's public address. */
export function openApiDocumentFor(publicUrl: string) {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    ...openApiDocument,
    info: { ...openApiDocument.info, license: { ...openApiDocument.info.license, url: `${base}/legal/terms` } },
    servers: [{ url: `${base}/api/v1` }],
  };
}
