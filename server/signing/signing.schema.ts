import { builder } from '../graphql/builder';
import type { Context } from '../graphql/context';
import { DocumentNotPending } from '../errors';
import { mutationErrors } from '../graphql/mutation-errors';
import { DocumentNode } from '../documents/document.schema';
import { decisionMutation } from '../documents/document-mutations.schema';
import { approveDocument } from './approve-document';
import { signDocument } from './sign-document';
import { SignatureTypeEnum, pngOf } from './signature-type.schema';
import { answerRow } from '../graphql/answer-rows';

builder.prismaObjectFields(DocumentNode, (t) => ({
  signedAt: t.expose('signedAt', { type: 'DateTime', nullable: true, description: 'When the signed PDF was made.' }),
  signatureType: t.expose('signatureType', { type: SignatureTypeEnum, nullable: true, description: 'How it was signed; null until signed.' }),
  signatureLocation: t.exposeString('signatureLocation', { nullable: true, description: 'Where the signer said they signed.' }),
  signedFileUrl: t.string({
    nullable: true,
    description: 'Address of the signed PDF (same access rules as the original file), once signed.',
    select: { signedStoragePath: true },
    resolve: (document) => (document.signedStoragePath ? `/api/documents/${document.id}/signed-file` : null),
  }),
}));

const SignDocumentInput = builder.inputType('SignDocumentInput', {
  description: 'An explicit signature of a pending document.',
  fields: (t) => ({
    id: t.globalID({ required: true, for: [DocumentNode], description: 'Global id of a PENDING document.' }),
    signatureType: t.field({ type: SignatureTypeEnum, required: true, description: 'How to sign.' }),
    location: t.string({ required: false, description: 'Where the signer is, at most 120 characters.' }),
    drawnSignature: t.string({ required: false, description: 'DRAWN: the drawn signature as a PNG data URL (at most 200 KB).' }),
  }),
});

builder.mutationField('signDocument', (t) =>
  t.prismaField({
    type: 'Document',
    description:
      'Signs a pending document: a signed PDF with a certificate page and a PAdES signature; the document becomes SIGNED. A document no longer pending is answered `DocumentNotPending`, which gives its status now.',
    authScopes: { signedIn: true },
    errors: mutationErrors('signDocument', { name: 'document', description: 'The document, now SIGNED, with its signed file.' }, [DocumentNotPending]),
    args: { input: t.arg({ type: SignDocumentInput, required: true, description: 'The document and the signature.' }) },
    resolve: async (query, _root, args, context: Context) => {
      const document = await signDocument(context.services, context.viewer, {
        documentId: args.input.id.id,
        signatureType: args.input.signatureType,
        location: args.input.location,
        drawnSignature: pngOf(args.input.drawnSignature),
        audit: { ip: context.ip, userAgent: context.userAgent },
      });
      return answerRow(context, 'document', document.id, query);
    },
  }),
);

decisionMutation('approveDocument', {
  run: approveDocument,
  description: 'Approve a pending document: it becomes SIGNED. A document no longer pending is answered `DocumentNotPending`, which gives its status now.',
  note: null,
});
