import { useMemo } from 'react';
import { fetchQuery, graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import { ConnectionHandler, type Environment, type GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useDocumentChangedSubscription as Subscription } from '../../__generated__/useDocumentChangedSubscription.graphql';

const subscription = graphql`
  subscription useDocumentChangedSubscription {
    documentChanged {
      kind
      documentId
      document {
        id
        title
        type
        status
        pageCount
        sizeBytes
        receivedAt
        fileUrl
        ...DocumentList_row
        ...EnhancedDocumentsScreen_row
      }
    }
  }
`;

// The text, findings, history and signatures are not pushed with a change: an open panel or page reads them again here.
const detailsQuery = graphql`
  query useDocumentChangedSubscriptionDetailsQuery($id: ID!) {
    node(id: $id) {
      ...DocumentPanel_document @alias
      ...DocumentScreen_document @alias
    }
  }
`;

/** Refetches the details of a changed document only when a panel or page shows them (they are in the store). */
function refreshShownDetails(environment: Environment, documentId: string) {
  const record = environment.getStore().getSource().get(documentId);
  if (record?.text === undefined) return;
  fetchQuery(environment, detailsQuery, { id: documentId }).subscribe({ error: () => undefined });
}

/**
 * Keeps every open list, panel and document page of the organization current: an update patches the store by id (and
 * the details of a document shown open are read again), a creation is prepended to the given connections once, a
 * deletion removes the record.
 */
export function useDocumentChangedSubscription(connections: string[]) {
  const key = connections.join('|');
  const environment = useRelayEnvironment();
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: (data) => {
        const change = data?.documentChanged;
        if (change?.kind === 'UPDATED') refreshShownDetails(environment, change.documentId);
      },
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
    [key, environment],
  );
  useSubscription<Subscription>(config);
}
