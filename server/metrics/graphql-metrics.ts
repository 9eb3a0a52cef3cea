import { getOperationAST, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Metrics } from './metrics';

/** Operation names kept as labels; past it, other names count as `other` (API callers choose their names). */
const MAX_OPERATION_NAMES = 300;
const REFUSAL_CODES = new Set(['RATE_LIMITED', 'TOO_MANY_SUBSCRIPTIONS', 'TOO_MANY_CONNECTIONS']);

interface Params {
  query?: unknown;
  documentId?: unknown;
  extensions?: { persistedQuery?: { sha256Hash?: unknown } } | null;
}

/**
 * Counts and times every GraphQL operation run, over HTTP and the socket alike (both go through
 * these plugins): by name, by the web app's persisted id, by type and outcome.
 */
export function operationMetrics(metrics: Metrics, webOperations: Record<string, string>): Plugin {
  const names = new Set<string>();
  const labelOf = (name: string | undefined) => {
    if (!name) return 'anonymous';
    if (names.has(name)) return name;
    if (names.size >= MAX_OPERATION_NAMES) return 'other';
    names.add(name);
    return name;
  };
  const idsByText = new Map(Object.entries(webOperations).map(([id, text]) => [text, id]));
  // Over HTTP the params carry the text the id named; over the socket, the id as sent.
  const persistedIdOf = (params: Params | undefined) => {
    const id = params?.documentId ?? params?.extensions?.persistedQuery?.sha256Hash;
    if (typeof id === 'string' && Object.hasOwn(webOperations, id)) return id;
    return typeof params?.query === 'string' ? (idsByText.get(params.query) ?? '') : '';
  };
  const countRefusals = (result: ExecutionResult) => {
    if (result.errors?.some((error) => REFUSAL_CODES.has(String(error.extensions?.code)))) metrics.rateLimitRefusals.inc({ door: 'graphql' });
  };
  return {
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName);
      const labels = { operation: labelOf(operation?.name?.value ?? args.operationName ?? undefined), type: operation?.operation ?? 'unknown' };
      const persisted_id = persistedIdOf((args.contextValue as { params?: Params }).params);
      const started = performance.now();
      return {
        onExecuteDone({ result }) {
          if (!('errors' in result) && Symbol.asyncIterator in result) return;
          const single = result as ExecutionResult;
          metrics.graphqlDuration.observe(labels, (performance.now() - started) / 1000);
          metrics.graphqlOperations.inc({ ...labels, persisted_id, outcome: single.errors?.length ? 'error' : 'ok' });
          countRefusals(single);
        },
      };
    },
    onSubscribe({ args }) {
      const operation = getOperationAST(args.document, args.operationName);
      const labels = { operation: labelOf(operation?.name?.value ?? args.operationName ?? undefined), type: 'subscription' };
      const persisted_id = persistedIdOf((args.contextValue as { params?: Params }).params);
      return {
        onSubscribeResult({ result }) {
          const refused = 'errors' in result && Boolean((result as ExecutionResult).errors?.length);
          metrics.graphqlOperations.inc({ ...labels, persisted_id, outcome: refused ? 'error' : 'ok' });
          if (refused) countRefusals(result as ExecutionResult);
        },
      };
    },
  };
}
