import { can } from '../access/policy';
import { builder } from '../graphql/builder';
import { documentSender } from '../graphql/loaders';
import { SenderNode } from '../senders/senders.schema';
import { ANALYSIS_DATA_COLUMNS, readerFindingsOnPages, readerKeyPoints, readerSummary } from './reader-texts';
import type { Finding } from '../analysis';
import { DocumentStatusEnum, RiskLevelEnum, DocumentPriorityEnum, AnalysisStatusEnum, DocumentSourceEnum } from '../graphql/enums';
import { NO_ORGANIZATION } from '../shared/ids';
import { decisionComment, documentHistory, type DocumentHistoryEntry } from './document-history';

const FindingRef = builder.objectRef<Finding & { page: number | null }>('DocumentFinding').implement({
  description: 'A risky clause: where it is in the extracted text (character span) and why it matters.',
  fields: (t) => ({
    category: t.exposeString('category', { description: 'Clause category id in snake_case, e.g. `liability_uncapped`, `auto_renewal`, `non_compete`.' }),
    severity: t.exposeInt('severity', { description: 'How harmful the clause is, from 1 (minor) to 5 (severe).' }),
    start: t.exposeInt('start', { description: 'Offset of the first character of the clause in `Document.text` (0-based, inclusive).' }),
    end: t.exposeInt('end', { description: 'Offset just after the last character of the clause in `Document.text` (exclusive).' }),
    excerpt: t.exposeString('excerpt', { description: 'The sentence the clause was found in.' }),
    page: t.exposeInt('page', {
      nullable: true,
      description:
        'The page of the file the clause begins on, from 1, so that one clause found on several pages reads apart; null for a file without pages (Word, text) or filed before pages were kept.',
    }),
    explanation: t.exposeString('explanation', {
      description:
        "Why the clause matters, in the reader's language (for documents analysed before both languages were written, or by the LLM engine: in the language of the member who filed it).",
    }),
  }),
});

const DocumentHistoryEntryRef = builder.objectRef<DocumentHistoryEntry>('DocumentHistoryEntry').implement({
  description: "One step of a document's review history: what happened, when and by whom.",
  fields: (t) => ({
    action: t.exposeString('action', {
      description:
        'What happened: `document.created` (filed), `document.triaged` (priority or tags changed), `document.signed` (approved and signed), `document.correcting` (correction requested), `document.refused` (refused); other `document.*` actions may be added.',
    }),
    at: t.expose('at', { type: 'DateTime', description: 'When it happened.' }),
    actorName: t.exposeString('actorName', {
      nullable: true,
      description:
        'Full name of the member who did it (for a document filed from a mailbox or with an API key, see `source`: the mailbox’s or the key’s owner); null when done by the system.',
    }),
    source: t.expose('source', {
      type: DocumentSourceEnum,
      nullable: true,
      description:
        'How the document came in, on its filing step (`document.created`): uploaded by the actor, received in their mailbox, or sent with their API key; null on other steps.',
    }),
    comment: t.exposeString('comment', {
      nullable: true,
      description: 'The comment given with a correction request, or the reason given with a refusal; null otherwise.',
    }),
  }),
});

const ANALYSIS_DATA = Object.fromEntries(ANALYSIS_DATA_COLUMNS.map((name) => [name, true])) as Record<(typeof ANALYSIS_DATA_COLUMNS)[number], true>;

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
    viewerCanDelete: t.boolean({
      description: 'Whether the caller may delete it (`deleteDocument`: managers and administrators, or a key with the write scope).',
      resolve: (_document, _args, context) => can(context.viewer, 'document.delete'),
    }),
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
      select: { findings: true, analysisEngine: true, pageStarts: true },
      resolve: (document, _args, context) => readerFindingsOnPages(document, context.locale),
    }),
    analysisStatus: t.expose('analysisStatus', { type: AnalysisStatusEnum, description: 'Progress of the risk analysis.' }),
    analyzedAt: t.expose('analyzedAt', { type: 'DateTime', nullable: true, description: 'When the last analysis finished; null until analysed.' }),
    receivedAt: t.expose('receivedAt', { type: 'DateTime', description: 'When the document arrived.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the document was filed.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'Last change of the document (analysis, triage or decision).' }),
    decidedAt: t.expose('decidedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was approved, signed, refused or sent for correction; null while PENDING.',
    }),
    decisionComment: t.string({
      nullable: true,
      description:
        'The comment or reason given with the decision that set its current status (a correction request, a refusal); null when none was given or while PENDING.',
      select: { status: true },
      resolve: (document, _args, context) => decisionComment(context.services, context.viewer, document),
    }),
    // A plain field rather than a Prisma relation: the list joins the sender in its own statement,
    // and any other read goes through the request's batched loader.
    sender: t.field({
      type: SenderNode,
      nullable: true,
      description: 'Who sent it; null when the sender is unknown.',
      resolve: (document, _args, context) => documentSender(document, context),
    }),
    text: t.string({
      nullable: true,
      description: 'The extracted text; finding spans index into it.',
      select: { content: { select: { text: true } } },
      resolve: (document) => document.content?.text ?? null,
    }),
    fileUrl: t.string({
      description: 'Address of the original file, relative to the server (needs the same sign-in or API key).',
      resolve: (document) => `/api/documents/${document.id}/file`,
    }),
    history: t.field({
      type: [DocumentHistoryEntryRef],
      description: 'The review history, oldest first: filing, triage and decisions, with who did them and the comment or reason given (at most 200 entries).',
      resolve: (document, _args, context) => documentHistory(context.services, context.viewer, document.id),
    }),
  }),
});
