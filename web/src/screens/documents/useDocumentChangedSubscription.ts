import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import { ConnectionHandler, type GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useDocumentChangedSubscription as Subscription } from '../../__generated__/useDocumentChangedSubscription.graphql';

const subscription = graphql`
  subscription useDocumentChangedSubscription {
    documentChanged {
      kind
      documentId
      document {
        id
        ...DocumentList_row
        ...DocumentPanel_document
        ...DocumentScreen_document
        ...EnhancedDocumentsScreen_row
      }
    }
  }
`;

/**
 * Keeps every open list, panel and document page of the organization current without refetching: an update patches
 * the store by id, a creation is prepended to the given connections once, a deletion removes the record.
 */
export function useDocumentChangedSubscription(connections: string[]) {
  const key = connections.join('|');
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store, data) => {
        const change = data?.documentChanged;
        if (!change) return;
        if (change.kind === 'DELETED') {
          for (const id of key ? key.split('|') : []) {
            const connection = store.get(id);
            if (connection) ConnectionHandler.deleteNode(connection, change.documentId);
          }
          store.delete(change.documentId);
          return;
        }
        if (change.kind !== 'CREATED') return;
        const node = store.getRootField('documentChanged')?.getLinkedRecord('document');
        if (!node) return;
        for (const id of key ? key.split('|') : []) {
          const connection = store.get(id);
          if (!connection) continue;
          const present = (connection.getLinkedRecords('edges') ?? []).some((edge) => edge?.getLinkedRecord('node')?.getDataID() === node.getDataID());
          if (present) continue;
          const edge = ConnectionHandler.createEdge(store, connection, node, 'QueryDocumentsConnectionEdge');
          ConnectionHandler.insertEdgeBefore(connection, edge);
        }
      },
    }),
    [key],
  );
  useSubscription<Subscription>(config);
}
