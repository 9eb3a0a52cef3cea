import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { builder } from '../graphql/builder';
import { SenderNode } from '../senders/senders.schema';
import { documentStats, type DocumentStats } from './document-stats';
import { countDocuments, listDocuments } from './list-documents';
import { DocumentStatusEnum, RiskBandEnum } from '../graphql/enums';
import type { RequestedFields } from './plan-document-page';
import { RISK_BAND_RANGES } from '../shared/risk-bands';

const DocumentFilterInput = builder.inputType('DocumentFilter', {
  description: 'Conditions on documents, all of which must hold; an omitted or empty condition does not filter.',
  fields: (t) => ({
    search: t.string({
      required: false,
      description:
        'Text found, regardless of case and accents, in the title, the file name or the sender name or domain, or equal to a tag. Trimmed, first 200 characters.',
    }),
    statuses: t.field({ type: [DocumentStatusEnum], required: false, description: 'Any of these statuses.' }),
    riskBands: t.field({ type: [RiskBandEnum], required: false, description: 'A risk score in any of these bands.' }),
    senderIds: t.globalIDList({ required: false, for: [SenderNode], description: 'Sent by any of these senders (global ids).' }),
    types: t.stringList({ required: false, description: 'Any of these types (`PDF`, `Document`).' }),
    tags: t.stringList({ required: false, description: 'Having at least one of these tags.' }),
    receivedFrom: t.field({ type: 'DateTime', required: false, description: 'Received at or after this instant.' }),
    receivedTo: t.field({ type: 'DateTime', required: false, description: 'Received at or before this instant.' }),
  }),
});

type FilterArg = typeof DocumentFilterInput.$inferInput | null | undefined;
const toFilter = (filter: FilterArg) => (filter ? { ...filter, senderIds: filter.senderIds?.map((id) => id.id) } : null);

builder.queryField('documents', (t) =>
  t.prismaConnection(
    {
      type: 'Document',
      cursor: 'id',
      description: "The organization's documents, newest first.",
      authScopes: { signedIn: true },
      args: { filter: t.arg({ type: DocumentFilterInput, required: false, description: 'Only the documents that match; all of them when omitted.' }) },
      maxSize: 100,
      defaultSize: 20,
      totalCount: (_parent, args, context) => countDocuments(context.services, context.viewer, toFilter(args.filter)),
      resolve: (query, _root, args, context, info) =>
        listDocuments(context.services, context.viewer, { filter: toFilter(args.filter), page: query, fields: requestedNodeFields(info) }) as never,
    },
    {
      description: 'A page of documents (20 by default, at most 100 with `first` or `last`).',
      // The prisma plugin's own totalCount field, declared again as it is (same marker, same resolver) only to describe it.
      fields: (t) => ({
        totalCount: t.int({
          description: 'Number of documents that match the filter, over all pages.',
          nullable: false,
          extensions: { pothosPrismaTotalCount: true },
          resolve: (connection) => (connection as { totalCount?: () => number | Promise<number> }).totalCount?.() as number | Promise<number>,
        }),
      }),
    },
    { description: 'A document in a page of the documents list, with its cursor.' },
  ),
);

const DocumentStatsRef = builder.objectRef<DocumentStats>('DocumentStats').implement({
  description: 'Document counts of the documents screen, over the same filter as the list.',
  fields: (t) => ({
    total: t.exposeInt('total', { description: 'Documents that match.' }),
    pending: t.exposeInt('pending', { description: 'Documents that match and are PENDING.' }),
    highRisk: t.exposeInt('highRisk', { description: `Documents that match with a risk score of ${RISK_BAND_RANGES.DANGER.min} or more.` }),
    signed: t.exposeInt('signed', { description: 'Documents that match and are SIGNED.' }),
  }),
});

builder.queryField('documentStats', (t) =>
  t.field({
    type: DocumentStatsRef,
    description: "Counts of the organization's documents (total, pending, high risk, signed).",
    authScopes: { signedIn: true },
    args: { filter: t.arg({ type: DocumentFilterInput, required: false, description: 'Count only the documents that match; all of them when omitted.' }) },
    resolve: (_root, args, context) => documentStats(context.services, context.viewer!, toFilter(args.filter)),
  }),
);

/**
 * The fields asked of `edges.node` (and of its `sender`) under this connection field, through
 * fragments and inline fragments. Directives are ignored: a field under @skip is counted, which
 * only reads a column more.
 */
function requestedNodeFields(info: GraphQLResolveInfo): RequestedFields {
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
