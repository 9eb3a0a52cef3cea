import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, Kind, parse, visit, type DocumentNode, type ExecutionArgs, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from './context';
import { errorMessage } from '../error-messages';
import type { ErrorCode } from '../shared/error-codes';
import { operationCost } from '../security/query-cost';

/**
 * What one GraphQL operation may ask, on HTTP and WebSocket alike. The web app's largest operation
 * stays well inside (a test runs every persisted operation through these limits); README lists them.
 */
export const GRAPHQL_LIMITS = {
  maxAliases: 15,
  maxDepth: 10,
  /**
   * Objects cost 2 and scalars 1, once per item of every list above them (list sizes: list-sizes.ts);
   * the web app's costliest operation, with the variables it sends, costs about 7,400.
   */
  maxCost: 10_000,
  maxTokens: 2500,
  maxDirectives: 20,
  /** Open subscriptions on one WebSocket. */
  maxSubscriptionsPerConnection: 20,
} as const;

/**
 * Armor's refusals are reported as validation errors with a code of the error table (and so a 400 to
 * `application/graphql-response+json`), rather than thrown without one.
 */
const reportedAs = (code: ErrorCode) => ({
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) => {
      context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''), { extensions: { code, http: { status: 400, spec: true } } }));
    },
  ],
});

export function armorPlugins(production: boolean): Plugin[] {
  return new EnvelopArmor({
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases, ...reportedAs('TOO_MANY_ALIASES') },
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, flattenFragments: true, ...reportedAs('QUERY_TOO_DEEP') },
    // Armor's cost counts each field once whatever the lists above it: the cost rule below replaces it.
    costLimit: { enabled: false },
    maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives, ...reportedAs('TOO_MANY_DIRECTIVES') },
    // "Did you mean …?" maps the schema for a visitor: off in production.
    blockFieldSuggestion: { enabled: production },
  }).protect().plugins as Plugin[];
}

/**
 * Refuses, before anything runs, an operation whose pages or list arguments exceed their maximum, which
 * asks a list inside itself, or whose cost with its variables exceeds the limit: on every door, since
 * HTTP (POST, GET) and the WebSocket all execute and subscribe through this envelop.
 */
export function costLimit(): Plugin<Context> {
  const refusal = (args: ExecutionArgs) => {
    const verdict = operationCost(args.schema, args.document, args.operationName, args.variableValues, GRAPHQL_LIMITS.maxCost);
    if (!('refusal' in verdict)) return null;
    const { code, values } = verdict.refusal;
    const context = args.contextValue as Context;
    // Over HTTP a 400, as for a validation error (`spec`: a 200 for the older application/json media type).
    const http = context.request ? { http: { status: 400, spec: true } } : {};
    return { errors: [new GraphQLError(errorMessage(code, context.locale, values), { extensions: { code, ...values, ...http } })] };
  };
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const refused = refusal(args);
      if (refused) setResultAndStopExecution(refused);
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const refused = refusal(args);
      if (refused) setResultAndStopExecution(refused);
    },
  };
}

function asksForSchema(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema') found = true;
    },
  });
  return found;
}

/** Whether a document only reads the schema: every operation a query whose fields are all `__schema`, `__type` or `__typename`. */
export function isIntrospectionOnly(query: string): boolean {
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: INTROSPECTION_MAX_TOKENS });
  } catch {
    return false;
  }
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  return (
    operations.length > 0 &&
    operations.every(
      (operation) =>
        operation.operation === 'query' &&
        operation.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && selection.name.value.startsWith('__')),
    )
  );
}

/** GraphiQL's introspection document has about 200 tokens; a longer text is not read further. */
const INTROSPECTION_MAX_TOKENS = 2_000;

/**
 * In production the whole schema (`__schema`) is described only to signed-in users and API keys. A
 * visitor may look up one type it names (`__type(name:)`), as the public API reference at /api
 * describes them anyway: GraphQL clients and the GraphQL-over-HTTP audit rely on it.
 */
export function introspectionForCallersOnly(production: boolean): Plugin<Context> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (!production || (args.contextValue as Context).viewer) return;
      if (asksForSchema(args.document)) {
        setResultAndStopExecution({
          // Refused before execution, with no `data`: a 4xx, as the GraphQL-over-HTTP specification asks.
          errors: [
            new GraphQLError('Introspection is available to signed-in users and API keys.', { extensions: { code: 'FORBIDDEN', http: { status: 403 } } }),
          ],
        });
      }
    },
  };
}
