import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';
import { environment } from '../relay/environment';

/**
 * A route loader that starts the screen's query before the screen renders
 * (`usePreloadedQuery(query, useLoaderData())` in the component).
 */
export function preload<T extends OperationType>(query: GraphQLTaggedNode, variables: (params: Record<string, string | undefined>) => VariablesOf<T> = () => ({}) as VariablesOf<T>) {
  return ({ params }: { params: Record<string, string | undefined> }): PreloadedQuery<T> =>
    loadQuery<T>(environment, query, variables(params), { fetchPolicy: 'store-and-network' });
}
