import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Viewer } from '../auth/viewer';
import { builder } from '../graphql/builder';
import { documentSender } from '../senders/sender-loader';
import { SenderNode } from '../senders/senders.schema';
import { approveDocument } from './approve-document';
import { deleteDocument } from './delete-document';
import { documentWhere } from './document-filter';
import { documentStats, type DocumentStats } from './document-stats';
import { listDocuments, requestedNodeFields } from './list-documents';
import { refuseDocument } from './refuse-document';
import { requestDocumentCorrection } from './request-document-correction';
import { updateDocumentTriage } from './update-document-triage';
import { uploadDocument } from './upload-document';
import type { Finding } from '../analysis';
import type { Context } from '../graphql/context';
import { ValidationFailed } from '../graphql/validation';
import { rowSelection } from '../graphql/row-selection';

const NO_ORGANIZATION = '00000000-0000-0000-0000-000000000000';

export const DocumentStatusEnum = builder.enumType('DocumentStatus', { values: ['PENDING', 'UNDER_REVIEW', 'SIGNED', 'REFUSED', 'CORRECTING'] as const });
export const RiskLevelEnum = builder.enumType('RiskLevel', { values: ['LOW', 'MED', 'HIGH'] as const });
export const RiskBandEnum = builder.enumType('RiskBand', {
  description: 'Bands of the risk badge: SAFE ≤ 3, CAUTION > 3 to 7, DANGER > 7.',
  values: ['SAFE', 'CAUTION', 'DANGER'] as const,
});
export const DocumentPriorityEnum = builder.enumType('DocumentPriority', { values: ['URGENT', 'HIGH', 'NORMAL', 'LOW'] as const });
export const AnalysisStatusEnum = builder.enumType('AnalysisStatus', { values: ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const });
export const DocumentSourceEnum = builder.enumType('DocumentSource', { values: ['UPLOAD', 'MAIL', 'API'] as const });

const FindingRef = builder.objectRef<Finding>('DocumentFinding').implement({
  description: 'A risky clause: where it is in the extracted text (character span) and why it matters.',
  fields: (t) => ({
    category: t.exposeString('category'),
    severity: t.exposeInt('severity'),
    start: t.exposeInt('start'),
    end: t.exposeInt('end'),
    excerpt: t.exposeString('excerpt'),
    explanation: t.exposeString('explanation'),
  }),
});

export const DocumentNode = builder.prismaNode('Document', {
  id: { field: 'id' },
  // An id that is not the caller's to see reads as null, as a missing one does.
  nullable: true,
  // Fetching by global id never crosses organizations.
  findUnique: (id, context) => ({ id, organizationId: context.viewer?.organizationId ?? NO_ORGANIZATION }),
  // No type-level scope: every door to a document (the list, node(id:), the mutations, the
  // subscription) checks its caller, and a type scope would run again on every field of every row.
  fields: (t) => ({
    title: t.exposeString('title'),
    type: t.exposeString('type'),
    status: t.expose('status', { type: DocumentStatusEnum }),
    priority: t.expose('priority', { type: DocumentPriorityEnum }),
    tags: t.exposeStringList('tags'),
    source: t.expose('source', { type: DocumentSourceEnum }),
    riskScore: t.exposeInt('riskScore'),
    riskLevel: t.expose('riskLevel', { type: RiskLevelEnum }),
    originalFilename: t.exposeString('originalFilename'),
    mimeType: t.exposeString('mimeType'),
    sizeBytes: t.exposeInt('sizeBytes'),
    pageCount: t.exposeInt('pageCount', { nullable: true }),
    language: t.exposeString('language', { nullable: true }),
    summary: t.exposeString('summary', { nullable: true }),
    keyPoints: t.stringList({ resolve: (document) => (Array.isArray(document.keyPoints) ? document.keyPoints.map(String) : []) }),
    findings: t.field({ type: [FindingRef], resolve: (document) => (Array.isArray(document.findings) ? (document.findings as unknown as Finding[]) : []) }),
    analysisStatus: t.expose('analysisStatus', { type: AnalysisStatusEnum }),
    analyzedAt: t.expose('analyzedAt', { type: 'DateTime', nullable: true }),
    receivedAt: t.expose('receivedAt', { type: 'DateTime' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true }),
    // A plain field rather than a Prisma relation: the list joins the sender in its own statement,
    // and any other read goes through the request's batched loader.
    sender: t.field({ type: SenderNode, nullable: true, resolve: (document, _args, context) => documentSender(document, context) }),
    text: t.string({
      nullable: true,
      description: 'The extracted text; finding spans index into it.',
      select: { content: { select: { text: true } } },
      resolve: (document) => document.content?.text ?? null,
    }),
    fileUrl: t.string({ resolve: (document) => `/api/documents/${document.id}/file` }),
  }),
});

const DocumentFilterInput = builder.inputType('DocumentFilter', {
  fields: (t) => ({
    search: t.string({ required: false }),
    statuses: t.field({ type: [DocumentStatusEnum], required: false }),
    riskBands: t.field({ type: [RiskBandEnum], required: false }),
    senderIds: t.globalIDList({ required: false, for: [SenderNode] }),
    types: t.stringList({ required: false }),
    tags: t.stringList({ required: false }),
    receivedFrom: t.field({ type: 'DateTime', required: false }),
    receivedTo: t.field({ type: 'DateTime', required: false }),
  }),
});

type FilterArg = typeof DocumentFilterInput.$inferInput | null | undefined;
const toFilter = (filter: FilterArg) => (filter ? { ...filter, senderIds: filter.senderIds?.map((id) => id.id) } : null);

builder.queryField('documents', (t) =>
  t.prismaConnection({
    type: 'Document',
    cursor: 'id',
    description: "The organization's documents, newest first.",
    authScopes: { signedIn: true },
    args: { filter: t.arg({ type: DocumentFilterInput, required: false }) },
    maxSize: 100,
    defaultSize: 20,
    totalCount: (_parent, args, context) =>
      context.services.db.prisma.document.count({ where: documentWhere(context.viewer!, toFilter(args.filter)) }),
    resolve: (query, _root, args, context, info) =>
      listDocuments(context.services, context.viewer!, toFilter(args.filter), query, requestedNodeFields(info)) as never,
  }),
);

const DocumentStatsRef = builder.objectRef<DocumentStats>('DocumentStats').implement({
  fields: (t) => ({
    total: t.exposeInt('total'),
    pending: t.exposeInt('pending'),
    highRisk: t.exposeInt('highRisk', { description: 'Documents with a risk score above 7.' }),
    signed: t.exposeInt('signed'),
  }),
});

builder.queryField('documentStats', (t) =>
  t.field({
    type: DocumentStatsRef,
    authScopes: { signedIn: true },
    args: { filter: t.arg({ type: DocumentFilterInput, required: false }) },
    resolve: (_root, args, context) => documentStats(context.services, context.viewer!, toFilter(args.filter)),
  }),
);

const audit = (context: Context) => ({ ip: context.ip, userAgent: context.userAgent });
const viewerOf = (context: Context): Viewer => context.viewer!;

const UploadDocumentInput = builder.inputType('UploadDocumentInput', {
  fields: (t) => ({
    title: t.string({ required: true, description: 'Non-blank, at most 200 characters (checked by uploadDocument, reported as ValidationFailed).' }),
    file: t.field({ type: 'Upload', required: true }),
    idempotencyKey: t.string({ required: false, description: 'Any unique string (a UUID): a retry with the same key returns the first document instead of filing a second one.' }),
  }),
});

builder.mutationField('uploadDocument', (t) =>
  t.prismaField({
    type: 'Document',
    description: 'Stores, analyses and files a document for review (PDF, DOC, DOCX or TXT, at most 10 MB).',
    authScopes: { signedIn: true },
    errors: { types: [ValidationFailed], dataField: { name: 'document' } },
    args: { input: t.arg({ type: UploadDocumentInput, required: true }) },
    resolve: async (query, _root, args, context) => {
      const document = await uploadDocument(context.services, viewerOf(context), { ...args.input, audit: audit(context) });
      return context.services.db.prisma.document.findUniqueOrThrow({ ...rowSelection(query), where: { id: document.id } });
    },
  }),
);

const decisions = {
  approveDocument: { run: approveDocument, description: 'Approve a pending document: it becomes SIGNED.' },
  requestDocumentCorrection: { run: requestDocumentCorrection, description: 'Ask for a corrected version of a pending document: it becomes CORRECTING.' },
  refuseDocument: { run: refuseDocument, description: 'Refuse a pending document: it becomes REFUSED.' },
} as const;

for (const [name, { run, description }] of Object.entries(decisions)) {
  builder.mutationField(name, (t) =>
    t.prismaField({
      type: 'Document',
      description,
      authScopes: { signedIn: true },
      errors: { dataField: { name: 'document' } },
      args: { id: t.arg.globalID({ required: true, for: [DocumentNode] }) },
      resolve: async (query, _root, args, context) => {
        const document = await run(context.services, viewerOf(context), { documentId: args.id.id, audit: audit(context) });
        return context.services.db.prisma.document.findUniqueOrThrow({ ...rowSelection(query), where: { id: document.id } });
      },
    }),
  );
}

const UpdateDocumentInput = builder.inputType('UpdateDocumentInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, for: [DocumentNode] }),
    priority: t.field({ type: DocumentPriorityEnum, required: false }),
    tags: t.stringList({ required: false, description: 'At most 20 tags of at most 40 characters each.' }),
  }),
});

builder.mutationField('updateDocument', (t) =>
  t.prismaField({
    type: 'Document',
    description: 'Changes the priority and/or the tags of a document.',
    authScopes: { signedIn: true },
    errors: { types: [ValidationFailed], dataField: { name: 'document' } },
    args: { input: t.arg({ type: UpdateDocumentInput, required: true }) },
    resolve: async (query, _root, args, context) => {
      const document = await updateDocumentTriage(context.services, viewerOf(context), {
        documentId: args.input.id.id,
        priority: args.input.priority,
        tags: args.input.tags,
      });
      return context.services.db.prisma.document.findUniqueOrThrow({ ...rowSelection(query), where: { id: document.id } });
    },
  }),
);

const DeletedDocumentRef = builder.objectRef<{ id: string }>('DeletedDocument').implement({
  fields: (t) => ({ deletedDocumentId: t.id({ resolve: (deleted) => encodeGlobalID('Document', deleted.id) }) }),
});

builder.mutationField('deleteDocument', (t) =>
  t.field({
    type: DeletedDocumentRef,
    description: 'Deletes a document, its text and its file (managers and admins).',
    authScopes: { role: 'MANAGER' },
    errors: {},
    args: { id: t.arg.globalID({ required: true, for: [DocumentNode] }) },
    resolve: async (_root, args, context) => ({ id: await deleteDocument(context.services, viewerOf(context), { documentId: args.id.id }) }),
  }),
);

const DocumentChangeKindEnum = builder.enumType('DocumentChangeKind', { values: ['CREATED', 'UPDATED', 'DELETED'] as const });

interface DocumentChange {
  kind: 'CREATED' | 'UPDATED' | 'DELETED';
  documentId: string;
}

const DocumentChangeRef = builder.objectRef<DocumentChange>('DocumentChange').implement({
  fields: (t) => ({
    kind: t.field({ type: DocumentChangeKindEnum, resolve: (change) => change.kind }),
    documentId: t.id({ description: 'Global id of the document.', resolve: (change) => encodeGlobalID('Document', change.documentId) }),
    document: t.prismaField({
      type: 'Document',
      nullable: true,
      description: 'The document as it is now; null once deleted.',
      resolve: (query, change, _args, context) =>
        change.kind === 'DELETED'
          ? null
          : context.services.db.prisma.document.findFirst({ ...query, where: { id: change.documentId, organizationId: context.viewer!.organizationId } }),
    }),
  }),
});

builder.subscriptionField('documentChanged', (t) =>
  t.field({
    type: DocumentChangeRef,
    description: "Every creation, update and deletion of a document in the caller's organization, after commit.",
    authScopes: { signedIn: true },
    subscribe: (_root, _args, context) => organizationDocumentChanges(context),
    resolve: (change) => change,
  }),
);

/**
 * Re-authorizes every event: the subscriber's session must not have been revoked since it
 * subscribed, and it must still be a member of the organization the event belongs to.
 */
async function* organizationDocumentChanges(context: Context): AsyncGenerator<DocumentChange> {
  const viewer = viewerOf(context);
  for await (const event of context.services.pubsub.subscribe('documentChanged', viewer.organizationId)) {
    if (viewer.sessionId && context.services.revokedSessions.has(viewer.sessionId)) return;
    const member = await context.services.db.prisma.user.count({ where: { id: viewer.userId, organizationId: viewer.organizationId } });
    if (member === 0) return;
    yield event;
  }
}
