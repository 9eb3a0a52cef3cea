import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, visit, type DocumentNode, type ExecutionArgs } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../graphql/context';
import { errorMessage } from '../error-messages';
import { operationCost } from './query-cost';

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

export function armorPlugins(production: boolean): Plugin[] {
  return new EnvelopArmor({
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, flattenFragments: true },
    // Armor's cost counts each field once whatever the lists above it: the cost rule below replaces it.
    costLimit: { enabled: false },
    maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
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
      if (node.name.value === '__schema' || node.name.value === '__type') found = true;
    },
  });
  return found;
}

/** In production the schema is described only to signed-in users and API keys. */
export function introspectionForCallersOnly(production: boolean): Plugin<Context> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (!production || (args.contextValue as Context).viewer) return;
      if (asksForSchema(args.document)) {
        setResultAndStopExecution({ errors: [new GraphQLError('Introspection is available to signed-in users and API keys.', { extensions: { code: 'FORBIDDEN' } })] });
      }
    },
  };
}
