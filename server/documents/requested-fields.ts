import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import type { RequestedFields } from './plan-document-page';

/**
 * The fields asked of `edges.node` (and of its `sender`) under this connection field, through
 * fragments and inline fragments. Directives are ignored: a field under @skip is counted, which
 * only reads a column more.
 */
export function requestedNodeFields(info: GraphQLResolveInfo): RequestedFields {
  const namesAt = (path: string[]) => {
    const names = new Set<string>();
    const collect = (set: SelectionSetNode | undefined, rest: string[]) => {
      for (const selection of set?.selections ?? []) {
        if (selection.kind === Kind.FIELD) {
          if (rest.length === 0) names.add(selection.name.value);
          else if (selection.name.value === rest[0]) collect(selection.selectionSet, rest.slice(1));
        } else if (selection.kind === Kind.INLINE_FRAGMENT) collect(selection.selectionSet, rest);
        else collect(info.fragments[selection.name.value]?.selectionSet, rest);
      }
    };
    for (const node of info.fieldNodes) collect(node.selectionSet, path);
    return names;
  };
  return { document: namesAt(['edges', 'node']), sender: namesAt(['edges', 'node', 'sender']) };
}
