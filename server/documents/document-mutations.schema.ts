import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Viewer } from '../access/viewer';
import { builder } from '../graphql/builder';
import { deleteDocument } from './delete-document';
import { refuseDocument } from './refuse-document';
import { requestDocumentCorrection } from './request-document-correction';
import { updateDocumentTriage } from './update-document-triage';
import { uploadDocument } from './upload-document';
import type { Context } from '../graphql/context';
import { mutationErrors } from '../graphql/mutation-errors';
import { DocumentNotPending, FileTooLarge, ValidationFailed } from '../errors';
import { answerRow } from '../graphql/answer-rows';
import { DocumentPriorityEnum } from '../graphql/enums';
import { DocumentNode } from './document.schema';

const audit = (context: Context) => ({ ip: context.ip, userAgent: context.userAgent });
const viewerOf = (context: Context): Viewer => context.viewer!;

const UploadDocumentInput = builder.inputType('UploadDocumentInput', {
  description: 'A document to file for review.',
  fields: (t) => ({
    title: t.string({ required: true, description: 'Non-blank, at most 200 characters (checked by uploadDocument, reported as ValidationFailed).' }),
    file: t.field({ type: 'Upload', required: true, description: 'The file: PDF, DOC, DOCX or TXT, at most `serviceSettings.documentMaxBytes` bytes.' }),
    idempotencyKey: t.string({
      required: false,
      description: 'Any unique string (a UUID): a retry with the same key returns the first document instead of filing a second one.',
    }),
    senderEmail: t.string({ required: false, description: "Who sent the document, when known: its sender is found or created by this address's domain." }),
    senderName: t.string({ required: false, description: "The sender company's name (with senderEmail); the domain otherwise." }),
  }),
});

builder.mutationField('uploadDocument', (t) =>
  t.prismaField({
    type: 'Document',
    description: 'Stores, analyses and files a document for review (PDF, DOC, DOCX or TXT, at most `serviceSettings.documentMaxBytes` bytes).',
    authScopes: { signedIn: true },
    errors: mutationErrors('uploadDocument', { name: 'document', description: 'The filed document, PENDING; analysed already unless the file is large.' }, [
      ValidationFailed,
      FileTooLarge,
    ]),
    args: { input: t.arg({ type: UploadDocumentInput, required: true, description: 'The title and the file.' }) },
    resolve: async (query, _root, args, context) => {
      const document = await uploadDocument(context.services, viewerOf(context), { ...args.input, audit: audit(context) });
      return answerRow(context, 'document', document.id, query);
    },
  }),
);

type DecisionInput = { documentId: string; audit: ReturnType<typeof audit> } & Record<string, unknown>;

/**
 * A review decision on a PENDING document (approve, request a correction, refuse): one mutation
 * that takes the document's global id and, for some, a note kept in the review history.
 */
export function decisionMutation(
  name: string,
  {
    run,
    description,
    note,
  }: {
    run: (services: Context['services'], viewer: Viewer, input: DecisionInput) => Promise<{ id: string }>;
    description: string;
    note: { name: string; description: string } | null;
  },
) {
  builder.mutationField(name, (t) =>
    t.prismaField({
      type: 'Document',
      description,
      authScopes: { signedIn: true },
      errors: mutationErrors(
        name,
        { name: 'document', description: 'The document with its new status.' },
        note ? [DocumentNotPending, ValidationFailed] : [DocumentNotPending],
      ),
      args: {
        id: t.arg.globalID({ required: true, for: [DocumentNode], description: 'Global id of a PENDING document.' }),
        ...(note ? { [note.name]: t.arg.string({ required: false, description: note.description }) } : {}),
      },
      resolve: async (query, _root, args, context) => {
        const words = note ? ((args as Record<string, unknown>)[note.name] as string | null | undefined) : undefined;
        const document = await run(context.services, viewerOf(context), {
          documentId: args.id.id,
          audit: audit(context),
          ...(note ? { [note.name]: words } : {}),
        });
        return answerRow(context, 'document', document.id, query);
      },
    }),
  );
}

decisionMutation('requestDocumentCorrection', {
  run: requestDocumentCorrection,
  description:
    'Ask for a corrected version of a pending document: it becomes CORRECTING. A document no longer pending is answered `DocumentNotPending`, which gives its status now.',
  note: { name: 'comment', description: 'What to correct, kept in the review history; at most 1,000 characters, blank means none.' },
});
decisionMutation('refuseDocument', {
  run: refuseDocument,
  description: 'Refuse a pending document: it becomes REFUSED. A document no longer pending is answered `DocumentNotPending`, which gives its status now.',
  note: { name: 'reason', description: 'Why it is refused, kept in the review history; at most 1,000 characters, blank means none.' },
});

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
      return answerRow(context, 'document', document.id, query);
    },
  }),
);

const DeletedDocumentRef = builder.objectRef<{ id: string }>('DeletedDocument').implement({
  description: 'A document that no longer exists.',
  fields: (t) => ({
    deletedDocumentId: t.id({
      description: 'Global id the deleted document had (to drop it from client caches).',
      resolve: (deleted) => encodeGlobalID('Document', deleted.id),
    }),
  }),
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
