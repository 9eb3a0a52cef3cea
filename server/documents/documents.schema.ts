import { encodeGlobalID } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import { can } from '../access/policy';
import { authorizedEvents, authorizeSubscription } from '../access/subscription-authorizer';
import type { Document } from '../db/generated/client';
import { documentChangeFeed, type PushedDocumentChange } from '../realtime/document-change-feed';
import { assertPushedSelection, selectsDocument } from '../realtime/pushed-selection';
import type { Viewer } from '../auth/viewer';
import { builder } from '../graphql/builder';
import { documentSender } from '../graphql/loaders';
import { SenderNode } from '../senders/senders.schema';
import { approveDocument } from './approve-document';
import { deleteDocument } from './delete-document';
import { documentWhere } from './document-filter';
import { documentStats, type DocumentStats } from './document-stats';
import { listDocuments } from './list-documents';
import { requestedNodeFields } from '../graphql/requested-fields';
import { refuseDocument } from './refuse-document';
import { requestDocumentCorrection } from './request-document-correction';
import { readerFindings, readerKeyPoints, readerSummary } from './reader-texts';

/** The columns the analysis texts are worded from (`reader-texts.ts`). */
const ANALYSIS_DATA = { summary: true, keyPoints: true, translations: true, title: true, findings: true, riskScore: true, riskLevel: true, language: true, analysisEngine: true } as const;
import { updateDocumentTriage } from './update-document-triage';
import { uploadDocument } from './upload-document';
import type { Finding } from '../analysis';
import type { Context } from '../graphql/context';
import { mutationErrors } from '../graphql/mutation-errors';
import { AppError, ValidationFailed } from '../errors';
import { rowSelection } from '../graphql/row-selection';

const NO_ORGANIZATION = '00000000-0000-0000-0000-000000000000';

export const DocumentStatusEnum = builder.enumType('DocumentStatus', {
  description: 'Where a document stands in its review. Only PENDING documents can be decided or signed.',
  values: {
    PENDING: { description: 'Received, awaiting a decision.' },
    UNDER_REVIEW: { description: 'Being reviewed; not set by the current workflow, kept for older documents.' },
    SIGNED: { description: 'Approved or signed.' },
    REFUSED: { description: 'Refused.' },
    CORRECTING: { description: 'A corrected version was asked of its sender.' },
  } as const,
});
export const RiskLevelEnum = builder.enumType('RiskLevel', {
  description: 'Risk level derived from the risk score.',
  values: {
    LOW: { description: 'Score 1 to 3.' },
    MED: { description: 'Score 4 to 7; also the level of a document not analysed yet.' },
    HIGH: { description: 'Score 8 to 10.' },
  } as const,
});
export const RiskBandEnum = builder.enumType('RiskBand', {
  description: 'Bands of the risk badge: SAFE ≤ 3, CAUTION > 3 to 7, DANGER > 7.',
  values: {
    SAFE: { description: 'Risk score 1 to 3.' },
    CAUTION: { description: 'Risk score 4 to 7.' },
    DANGER: { description: 'Risk score 8 to 10.' },
  } as const,
});
export const DocumentPriorityEnum = builder.enumType('DocumentPriority', {
  description: 'Triage priority a reviewer gives a document; NORMAL when received.',
  values: {
    URGENT: { description: 'To handle first.' },
    HIGH: { description: 'Above normal.' },
    NORMAL: { description: 'The default.' },
    LOW: { description: 'Can wait.' },
  } as const,
});
export const AnalysisStatusEnum = builder.enumType('AnalysisStatus', {
  description: 'Progress of the automatic risk analysis of a document.',
  values: {
    QUEUED: { description: 'Waiting for a background worker (large files, or a retry after a failure).' },
    RUNNING: { description: 'Being analysed.' },
    DONE: { description: 'Analysed: the score, level, summary and findings are filled.' },
    FAILED: { description: 'The analysis failed; the document keeps default values (score 3, MED) and is retried.' },
  } as const,
});
export const DocumentSourceEnum = builder.enumType('DocumentSource', {
  description: 'How a document arrived.',
  values: {
    UPLOAD: { description: 'Uploaded by a member (the web app or uploadDocument).' },
    MAIL: { description: 'Received by email.' },
    API: { description: 'Sent through the REST API with an API key.' },
  } as const,
});

const FindingRef = builder.objectRef<Finding>('DocumentFinding').implement({
  description: 'A risky clause: where it is in the extracted text (character span) and why it matters.',
  fields: (t) => ({
    category: t.exposeString('category', { description: 'Clause category id in snake_case, e.g. `liability_uncapped`, `auto_renewal`, `non_compete`.' }),
    severity: t.exposeInt('severity', { description: 'How harmful the clause is, from 1 (minor) to 5 (severe).' }),
    start: t.exposeInt('start', { description: 'Offset of the first character of the clause in `Document.text` (0-based, inclusive).' }),
    end: t.exposeInt('end', { description: 'Offset just after the last character of the clause in `Document.text` (exclusive).' }),
    excerpt: t.exposeString('excerpt', { description: 'The sentence the clause was found in.' }),
    explanation: t.exposeString('explanation', { description: "Why the clause matters, in the reader's language (for documents analysed before both languages were written, or by the LLM engine: in the language of the member who filed it)." }),
  }),
});

/** One step of a document's review, read from its audit events. */
interface DocumentHistoryEntry {
  action: string;
  at: Date;
  actorName: string | null;
  comment: string | null;
}

const DocumentHistoryEntryRef = builder.objectRef<DocumentHistoryEntry>('DocumentHistoryEntry').implement({
  description: "One step of a document's review history: what happened, when and by whom.",
  fields: (t) => ({
    action: t.exposeString('action', {
      description:
        'What happened: `document.created` (filed), `document.triaged` (priority or tags changed), `document.signed` (approved and signed), `document.correcting` (correction requested), `document.refused` (refused); other `document.*` actions may be added.',
    }),
    at: t.expose('at', { type: 'DateTime', description: 'When it happened.' }),
    actorName: t.exposeString('actorName', { nullable: true, description: 'Full name of the member who did it; null when done by the system, by email or by an API key.' }),
    comment: t.exposeString('comment', { nullable: true, description: 'The comment given with a correction request, or the reason given with a refusal; null otherwise.' }),
  }),
});

/** Most history entries one document answers; a review has a handful. */
const HISTORY_LIMIT = 200;

/** The audit events of one document of the caller's organization, oldest first, with their actors' names. */
async function documentHistory(context: Context, documentId: string): Promise<DocumentHistoryEntry[]> {
  const { prisma } = context.services.db;
  const events = await prisma.auditEvent.findMany({
    where: { organizationId: context.viewer?.organizationId ?? NO_ORGANIZATION, entityType: 'Document', entityId: documentId },
    orderBy: { createdAt: 'asc' },
    take: HISTORY_LIMIT,
    select: { action: true, actorId: true, data: true, createdAt: true },
  });
  const actorIds = [...new Set(events.map((event) => event.actorId).filter((id): id is string => id !== null))];
  const actors = actorIds.length > 0 ? new Map((await prisma.user.findMany({ where: { id: { in: actorIds } }, select: { id: true, fullName: true } })).map((user) => [user.id, user.fullName])) : new Map<string, string>();
  // Events of the same instant read in the order a review goes: filed, then triaged, then decided.
  const rank = (action: string) => (action === 'document.created' ? 0 : action === 'document.triaged' ? 1 : 2);
  events.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || rank(a.action) - rank(b.action));
  return events.map((event) => {
    const data = event.data && typeof event.data === 'object' && !Array.isArray(event.data) ? (event.data as Record<string, unknown>) : {};
    const words = data.comment ?? data.reason;
    return { action: event.action, at: event.createdAt, actorName: event.actorId ? (actors.get(event.actorId) ?? null) : null, comment: typeof words === 'string' ? words : null };
  });
}

export const DocumentNode = builder.prismaNode('Document', {
  description: 'A document received for review: its file, its automatic risk analysis and its review state.',
  id: { field: 'id' },
  // An id that is not the caller's to see reads as null, as a missing one does.
  nullable: true,
  // Fetching by global id never crosses organizations, and needs the right to read (a write-only key has none).
  findUnique: (id, context) => ({ id, organizationId: can(context.viewer, 'document.read') ? context.viewer.organizationId : NO_ORGANIZATION }),
  // No type-level scope: every door to a document (the list, node(id:), the mutations, the
  // subscription) checks its caller, and a type scope would run again on every field of every row.
  fields: (t) => ({
    title: t.exposeString('title', { description: 'Title given when the document was filed, at most 200 characters.' }),
    type: t.exposeString('type', { description: '`PDF` when the file is a PDF, otherwise `Document`.' }),
    status: t.expose('status', { type: DocumentStatusEnum, description: 'Where the review stands.' }),
    priority: t.expose('priority', { type: DocumentPriorityEnum, description: 'Triage priority; NORMAL unless a member changed it.' }),
    tags: t.exposeStringList('tags', { description: 'Free tags given by members; empty when none.' }),
    source: t.expose('source', { type: DocumentSourceEnum, description: 'How the document arrived.' }),
    riskScore: t.exposeInt('riskScore', { description: 'Risk score from 1 (safe) to 10 (dangerous), from the findings; 3 until the analysis is DONE.' }),
    riskLevel: t.expose('riskLevel', { type: RiskLevelEnum, description: 'Level of the risk score: LOW ≤ 3, MED 4–7, HIGH ≥ 8.' }),
    originalFilename: t.exposeString('originalFilename', { description: 'Name of the file as received, at most 255 characters.' }),
    mimeType: t.exposeString('mimeType', { description: 'MIME type of the stored file, detected from its content.' }),
    sizeBytes: t.exposeInt('sizeBytes', { description: 'Size of the original file, in bytes.' }),
    pageCount: t.exposeInt('pageCount', { nullable: true, description: 'Number of pages; null when the format has no pages or they could not be counted.' }),
    language: t.exposeString('language', { nullable: true, description: 'Detected language of the text, `fr` or `en`; null until analysed.' }),
    summary: t.string({
      nullable: true,
      description: "Short summary of the risks, written by the analysis in the reader's language (else in the language it was filed in); null until analysed.",
      select: ANALYSIS_DATA,
      resolve: (document, _args, context) => readerSummary(document, context.locale),
    }),
    keyPoints: t.stringList({
      description: "Main points of the analysis, most important first, in the reader's language (else in the language it was filed in); empty until analysed.",
      select: ANALYSIS_DATA,
      resolve: (document, _args, context) => readerKeyPoints(document, context.locale),
    }),
    findings: t.field({
      type: [FindingRef],
      description: "Risky clauses found, in the order of the text, explained in the reader's language; empty until analysed or when none.",
      select: { findings: true, analysisEngine: true },
      resolve: (document, _args, context) => readerFindings(document, context.locale),
    }),
    analysisStatus: t.expose('analysisStatus', { type: AnalysisStatusEnum, description: 'Progress of the risk analysis.' }),
    analyzedAt: t.expose('analyzedAt', { type: 'DateTime', nullable: true, description: 'When the last analysis finished; null until analysed.' }),
    receivedAt: t.expose('receivedAt', { type: 'DateTime', description: 'When the document arrived.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the document was filed.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'Last change of the document (analysis, triage or decision).' }),
    decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true, description: 'When it was approved, signed, refused or sent for correction; null while PENDING.' }),
    // A plain field rather than a Prisma relation: the list joins the sender in its own statement,
    // and any other read goes through the request's batched loader.
    sender: t.field({ type: SenderNode, nullable: true, description: 'Who sent it; null when the sender is unknown.', resolve: (document, _args, context) => documentSender(document, context) }),
    text: t.string({
      nullable: true,
      description: 'The extracted text; finding spans index into it.',
      select: { content: { select: { text: true } } },
      resolve: (document) => document.content?.text ?? null,
    }),
    fileUrl: t.string({ description: 'Address of the original file, relative to the server (needs the same sign-in or API key).', resolve: (document) => `/api/documents/${document.id}/file` }),
    history: t.field({
      type: [DocumentHistoryEntryRef],
      description: "The review history, oldest first: filing, triage and decisions, with who did them and the comment or reason given (at most 200 entries).",
      resolve: (document, _args, context) => documentHistory(context, document.id),
    }),
  }),
});

const DocumentFilterInput = builder.inputType('DocumentFilter', {
  description: 'Conditions on documents, all of which must hold; an omitted or empty condition does not filter.',
  fields: (t) => ({
    search: t.string({ required: false, description: 'Text found, case-insensitively, in the title, the file name or the sender name or domain, or equal to a tag. Trimmed, first 200 characters.' }),
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
      totalCount: (_parent, args, context) =>
        context.services.db.prisma.document.count({ where: documentWhere(context.viewer!, toFilter(args.filter)) }),
      resolve: (query, _root, args, context, info) =>
        listDocuments(context.services, context.viewer!, toFilter(args.filter), query, requestedNodeFields(info)) as never,
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
    highRisk: t.exposeInt('highRisk', { description: 'Documents with a risk score above 7.' }),
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

const audit = (context: Context) => ({ ip: context.ip, userAgent: context.userAgent });
const viewerOf = (context: Context): Viewer => context.viewer!;

const UploadDocumentInput = builder.inputType('UploadDocumentInput', {
  description: 'A document to file for review.',
  fields: (t) => ({
    title: t.string({ required: true, description: 'Non-blank, at most 200 characters (checked by uploadDocument, reported as ValidationFailed).' }),
    file: t.field({ type: 'Upload', required: true, description: 'The file: PDF, DOC, DOCX or TXT, at most 10 MB.' }),
    idempotencyKey: t.string({ required: false, description: 'Any unique string (a UUID): a retry with the same key returns the first document instead of filing a second one.' }),
    senderEmail: t.string({ required: false, description: "Who sent the document, when known: its sender is found or created by this address's domain." }),
    senderName: t.string({ required: false, description: "The sender company's name (with senderEmail); the domain otherwise." }),
  }),
});

builder.mutationField('uploadDocument', (t) =>
  t.prismaField({
    type: 'Document',
    description: 'Stores, analyses and files a document for review (PDF, DOC, DOCX or TXT, at most 10 MB).',
    authScopes: { signedIn: true },
    errors: mutationErrors('uploadDocument', { name: 'document', description: 'The filed document, PENDING; analysed already unless the file is large.' }, [ValidationFailed]),
    args: { input: t.arg({ type: UploadDocumentInput, required: true, description: 'The title and the file.' }) },
    resolve: async (query, _root, args, context) => {
      const document = await uploadDocument(context.services, viewerOf(context), { ...args.input, audit: audit(context) });
      return context.services.db.prisma.document.findUniqueOrThrow({ ...rowSelection(query), where: { id: document.id } });
    },
  }),
);

const decisions = {
  approveDocument: { run: approveDocument, description: 'Approve a pending document: it becomes SIGNED.', note: null },
  requestDocumentCorrection: {
    run: requestDocumentCorrection,
    description: 'Ask for a corrected version of a pending document: it becomes CORRECTING.',
    note: { name: 'comment', description: 'What to correct, kept in the review history; at most 1,000 characters, blank means none.' },
  },
  refuseDocument: {
    run: refuseDocument,
    description: 'Refuse a pending document: it becomes REFUSED.',
    note: { name: 'reason', description: 'Why it is refused, kept in the review history; at most 1,000 characters, blank means none.' },
  },
} as const;

for (const [name, { run, description, note }] of Object.entries(decisions)) {
  builder.mutationField(name, (t) =>
    t.prismaField({
      type: 'Document',
      description,
      authScopes: { signedIn: true },
      errors: mutationErrors(name, { name: 'document', description: 'The document with its new status.' }, note ? [ValidationFailed] : undefined),
      args: {
        id: t.arg.globalID({ required: true, for: [DocumentNode], description: 'Global id of a PENDING document.' }),
        ...(note ? { [note.name]: t.arg.string({ required: false, description: note.description }) } : {}),
      },
      resolve: async (query, _root, args, context) => {
        const words = note ? ((args as Record<string, unknown>)[note.name] as string | null | undefined) : undefined;
        const document = await run(context.services, viewerOf(context), { documentId: args.id.id, audit: audit(context), ...(note ? { [note.name]: words } : {}) });
        return context.services.db.prisma.document.findUniqueOrThrow({ ...rowSelection(query), where: { id: document.id } });
      },
    }),
  );
}

const UpdateDocumentInput = builder.inputType('UpdateDocumentInput', {
  description: 'New triage values of a document; an omitted field is left as it is.',
  fields: (t) => ({
    id: t.globalID({ required: true, for: [DocumentNode], description: 'Global id of the document.' }),
    priority: t.field({ type: DocumentPriorityEnum, required: false, description: 'The new priority.' }),
    tags: t.stringList({ required: false, description: 'The new tags, replacing the old ones: at most 20 tags of at most 40 characters each.' }),
  }),
});

builder.mutationField('updateDocument', (t) =>
  t.prismaField({
    type: 'Document',
    description: 'Changes the priority and/or the tags of a document.',
    authScopes: { signedIn: true },
    errors: mutationErrors('updateDocument', { name: 'document', description: 'The document with its new priority and tags.' }, [ValidationFailed]),
    args: { input: t.arg({ type: UpdateDocumentInput, required: true, description: 'The document and its new values.' }) },
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
  description: 'A document that no longer exists.',
  fields: (t) => ({ deletedDocumentId: t.id({ description: 'Global id the deleted document had (to drop it from client caches).', resolve: (deleted) => encodeGlobalID('Document', deleted.id) }) }),
});

builder.mutationField('deleteDocument', (t) =>
  t.field({
    type: DeletedDocumentRef,
    description: 'Deletes a document, its text and its file (managers and admins).',
    authScopes: { role: 'MANAGER' },
    errors: mutationErrors('deleteDocument', { name: 'data', description: 'Which document was deleted.' }),
    args: { id: t.arg.globalID({ required: true, for: [DocumentNode], description: 'Global id of the document to delete.' }) },
    resolve: async (_root, args, context) => ({ id: await deleteDocument(context.services, viewerOf(context), { documentId: args.id.id }) }),
  }),
);

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
