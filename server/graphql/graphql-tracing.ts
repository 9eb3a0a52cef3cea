import type { Plugin } from 'graphql-yoga';
import { getOperationAST } from 'graphql';
import { inSpan } from '../telemetry/trace-context';

/**
 * With tracing on, each query and mutation runs in a span named after its operation, the parent of
 * the database calls its resolvers make (queries run compiled, where the GraphQL instrumentation
 * sees no execution). Subscriptions are left to their events.
 */
export const graphqlTracing: Plugin = {
  onExecute({ args, executeFn, setExecuteFn }) {
    const operation = getOperationAST(args.document, args.operationName);
    if (!operation || operation.operation === 'subscription') return;
    const name = operation.name?.value ?? 'anonymous';
    setExecuteFn((executeArgs) =>
      inSpan(
        `graphql.${operation.operation} ${name}`,
        { attributes: { 'graphql.operation.type': operation.operation, 'graphql.operation.name': name } },
        async () => executeFn(executeArgs),
      ),
    );
  },
};
