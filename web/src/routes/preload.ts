import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';
import { environment } from '../relay/environment';

/**
 * A route loader that starts the screen's query before the screen renders
 * (`usePreloadedQuery(query, useLoaderData())` in the component). Variables may come from the path
 * and from the search string, so a screen's filters live in its address and survive a reload.
 */
export function preload<T extends OperationType>(
  query: GraphQLTaggedNode,
  variables: (params: Record<string, string | undefined>, search: URLSearchParams) => VariablesOf<T> = () => ({}) as VariablesOf<T>,
) {
  return ({ params, request }: { params: Record<string, string | undefined>; request?: Request }): PreloadedQuery<T> =>
    loadQuery<T>(environment, query, variables(params, new URL(request?.url ?? window.location.href).searchParams), { fetchPolicy: 'store-and-network' });
}
