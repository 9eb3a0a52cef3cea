import { encodeGlobalID } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import { authorizedEvents, authorizeSubscription } from '../realtime/subscription-authorizer';
import type { Document } from '../db/generated/client';
import { documentChangeFeed, type PushedDocumentChange } from '../realtime/document-change-feed';
import { assertPushedSelection, selectsDocument } from '../realtime/pushed-selection';
import { builder } from '../graphql/builder';
import { AppError } from '../errors';
import { DocumentNode } from './document.schema';

const DocumentChangeKindEnum = builder.enumType('DocumentChangeKind', {
  description: 'What happened to a document.',
  values: {
    CREATED: { description: 'A document was filed.' },
    UPDATED: { description: 'A document changed: analysis, triage, decision or signature.' },
    DELETED: { description: 'A document was deleted.' },
  } as const,
});

const DocumentChangeRef = builder.objectRef<PushedDocumentChange>('DocumentChange').implement({
  description: "A change of one of the organization's documents.",
  fields: (t) => ({
    kind: t.field({ type: DocumentChangeKindEnum, description: 'What happened.', resolve: (change) => change.kind }),
    documentId: t.id({ description: 'Global id of the document.', resolve: (change) => encodeGlobalID('Document', change.documentId) }),
    document: t.field({
      type: DocumentNode,
      nullable: true,
      description:
        'The document as it is now, with the fields a list row or a header shows; null once deleted. Its text, findings, summary, key points, history and signatures are not pushed (asking for them refuses the subscription): read them with `node(id:)`.',
      // One read per event on this instance, shared by every subscriber; the row lacks only the columns no pushed field reads.
      resolve: (change) => change.document() as Promise<Document | null>,
    }),
  }),
});

builder.subscriptionField('documentChanged', (t) =>
  t.field({
    type: DocumentChangeRef,
    description: "Every creation, update and deletion of a document in the caller's organization, after commit, while the caller stays a member.",
    authScopes: { signedIn: true },
    subscribe: async (_root, _args, context, info) => {
      assertPushedSelection(info);
      const authorizer = await authorizeSubscription(context.services, context.viewer, 'document.read').catch(asGraphQLError);
      const changes = documentChangeFeed(context.services).changes(authorizer.viewer.organizationId, { withDocument: selectsDocument(info) });
      return authorizedEvents(authorizer, changes);
    },
    resolve: (change) => change,
  }),
);

/** Outside mutations an AppError would be masked as unexpected: said as a GraphQL error with its code. */
function asGraphQLError(error: unknown): never {
  if (error instanceof AppError) throw new GraphQLError(error.message, { extensions: { code: error.code } });
  throw error;
}
