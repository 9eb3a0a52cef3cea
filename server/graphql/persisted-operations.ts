import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GraphQLError } from 'graphql';
import type { Caller } from '../auth/identify-caller';
import { isIntrospectionOnly } from './graphql-limits';
import type { Services } from '../services';
import { wordRefusal } from '../error-messages';
import { ERROR_CODES, type ErrorCode } from '../shared/error-codes';
import type { Locale } from '../shared/locale';

export const PERSISTED_QUERIES_FILE = join(import.meta.dirname, '../../web/src/__generated__/persisted-queries.json');

/** Operations the web app was compiled with, by id (Relay persisted queries, SHA-256 of the text). */
export function loadPersistedOperations(file = PERSISTED_QUERIES_FILE): Record<string, string> {
  // No prototype: ids such as `__proto__` or `constructor` are unknown ids, not inherited members.
  return Object.assign(Object.create(null) as Record<string, string>, existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});
}

/** Operations one API key may register (automatic persisted queries); past it, documents still run, unregistered. */
export const MAX_REGISTERED_OPERATIONS_PER_KEY = 500;
/** A longer document runs, but is not kept. */
const MAX_REGISTERED_QUERY_CHARS = 100_000;
/** Registered documents kept in memory by this instance (a document never changes for its hash). */
const CACHED_OPERATIONS = 2_000;

export interface OperationParams {
  query?: unknown;
  documentId?: unknown;
  extensions?: Record<string, unknown> | null;
}

/**
 * A refusal before anything runs: its code and HTTP status from the one error table. A request that
 * is well formed (`wellFormed`) but refused gets that status when the client accepts
 * `application/graphql-response+json`, and 200 with the older `application/json`, as the
 * GraphQL-over-HTTP specification asks.
 */
export function requestRefusal(code: ErrorCode, message: string, options: { headers?: Record<string, string>; wellFormed?: boolean } = {}): GraphQLError {
  const http = { status: ERROR_CODES[code].status, ...(options.wellFormed ? { spec: true } : {}), ...(options.headers ? { headers: options.headers } : {}) };
  return new GraphQLError(message, { extensions: { code, http } });
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Which document a request runs, the same rule on every door (HTTP POST and GET, WebSocket):
 * - a text (`query`) runs as sent, but for a production browser session, which runs only the web
 *   app's operations (and may read the schema, for GraphiQL); sent with a SHA-256 hash (Apollo's
 *   automatic persisted queries) the hash must be the text's, and an API key registers it;
 * - an id (`documentId`, or `extensions.persistedQuery.sha256Hash`) names one of the web app's
 *   operations or, for an API key, one it registered: unknown, it answers PERSISTED_QUERY_NOT_FOUND
 *   with the message Apollo's clients look for, so that they send the text.
 * Returns the text to run, or throws a refusal worded in the caller's language (`locale`), but for
 * `PersistedQueryNotFound` and `PersistedQueryOnly`, the words Apollo's clients match.
 */
export function createOperationResolver(services: Services, webOperations: Record<string, string>) {
  const cache = new Map<string, string>();
  const remember = (key: string, query: string) => {
    if (cache.size >= CACHED_OPERATIONS) cache.delete(cache.keys().next().value!);
    cache.set(key, query);
  };

  async function registered(apiKeyId: string, hash: string): Promise<string | null> {
    const cached = cache.get(`${apiKeyId}:${hash}`);
    if (cached !== undefined) return cached;
    const row = await services.db.prisma.registeredOperation.findUnique({ where: { apiKeyId_sha256: { apiKeyId, sha256: hash } }, select: { query: true } });
    if (row) remember(`${apiKeyId}:${hash}`, row.query);
    return row?.query ?? null;
  }

  async function register(apiKeyId: string, hash: string, query: string): Promise<void> {
    if (cache.has(`${apiKeyId}:${hash}`) || query.length > MAX_REGISTERED_QUERY_CHARS) return;
    const { prisma } = services.db;
    // Bounded per key: past the bound the document runs without being kept.
    if ((await prisma.registeredOperation.count({ where: { apiKeyId } })) >= MAX_REGISTERED_OPERATIONS_PER_KEY) return;
    await prisma.registeredOperation.createMany({ data: [{ apiKeyId, sha256: hash, query }], skipDuplicates: true });
    remember(`${apiKeyId}:${hash}`, query);
  }

  return async function resolveOperation(caller: Caller, params: OperationParams, locale: Locale): Promise<string> {
    if (caller.invalidKey)
      throw requestRefusal('UNAUTHENTICATED', wordRefusal(locale, 'UNAUTHENTICATED', {}, 'apiKeyUnknown'), { headers: { 'WWW-Authenticate': 'Bearer' } });
    const persistedQuery = params.extensions?.persistedQuery as { version?: unknown; sha256Hash?: unknown } | undefined;
    const hash = typeof persistedQuery?.sha256Hash === 'string' ? persistedQuery.sha256Hash : null;
    const { query } = params;
    if (query !== undefined && query !== null && query !== '') {
      if (typeof query !== 'string') throw requestRefusal('BAD_REQUEST', wordRefusal(locale, 'BAD_REQUEST', {}, 'queryNotText'));
      if (hash !== null && sha256(query) !== hash)
        throw requestRefusal('PERSISTED_QUERY_MISMATCH', wordRefusal(locale, 'PERSISTED_QUERY_MISMATCH'), { wellFormed: true });
      if (caller.persistedOnly && !isIntrospectionOnly(query)) throw requestRefusal('PERSISTED_QUERY_ONLY', 'PersistedQueryOnly', { wellFormed: true });
      if (hash !== null && caller.apiKeyId) await register(caller.apiKeyId, hash, query);
      return query;
    }
    const id = typeof params.documentId === 'string' && params.documentId ? params.documentId : hash;
    if (!id) throw requestRefusal('QUERY_MISSING', wordRefusal(locale, 'QUERY_MISSING'));
    const text = (Object.hasOwn(webOperations, id) ? webOperations[id] : null) ?? (caller.apiKeyId ? await registered(caller.apiKeyId, id) : null);
    if (text === null) throw requestRefusal('PERSISTED_QUERY_NOT_FOUND', 'PersistedQueryNotFound', { wellFormed: true });
    return text;
  };
}
