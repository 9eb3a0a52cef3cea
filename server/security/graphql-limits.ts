import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../graphql/context';

/**
 * What one GraphQL operation may ask, on HTTP and WebSocket alike. The web app's largest operation
 * stays well inside (a test runs every persisted operation through these limits); README lists them.
 */
export const GRAPHQL_LIMITS = {
  maxAliases: 15,
  maxDepth: 10,
  /** Objects cost 2 and scalars 1, whatever their depth; the web app's largest query costs about 1,600. */
  maxCost: 5000,
  maxTokens: 2500,
  maxDirectives: 20,
  /** Open subscriptions on one WebSocket. */
  maxSubscriptionsPerConnection: 20,
} as const;

export function armorPlugins(production: boolean): Plugin[] {
  return new EnvelopArmor({
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, flattenFragments: true },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, depthCostFactor: 1 },
    maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    // "Did you mean …?" maps the schema for a visitor: off in production.
    blockFieldSuggestion: { enabled: production },
  }).protect().plugins as Plugin[];
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
