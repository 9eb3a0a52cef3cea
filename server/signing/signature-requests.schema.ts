import { DocumentNode } from '../documents/document.schema';
import { AppError, DocumentNotPending, ValidationFailed } from '../errors';
import { builder } from '../graphql/builder';
import type { Context } from '../graphql/context';
import { mutationErrors } from '../graphql/mutation-errors';
import { cancelSignatureRequest, mayCancelSignatureRequest } from './cancel-signature-request';
import { refuseSignature } from './refuse-signature';
import { requestSignatures } from './request-signatures';
import { signAsRequested } from './sign-as-requested';
import { SIGNATURE_REQUEST_MODES } from './signature-request';
import { SignatureTypeEnum, pngOf } from './signature-type.schema';
import { answerRow } from '../graphql/answer-rows';
import { listPossibleSigners } from './signature-request';

export const SignatureRequestModeEnum = builder.enumType('SignatureRequestMode', {
  description: 'In which order the signers of a signature request sign.',
  values: {
    SEQUENTIAL: { description: 'One after the other, in the order given; each is emailed when their turn comes.' },
    PARALLEL: { description: 'In any order; all are emailed at once.' },
  } satisfies Record<(typeof SIGNATURE_REQUEST_MODES)[number], { description: string }>,
});

const SignatureRequestStatusEnum = builder.enumType('SignatureRequestStatus', {
  description: 'Where a signature request stands.',
  values: {
    OPEN: { description: 'Waiting for signatures.' },
    COMPLETED: { description: 'Every signer signed: the document is SIGNED.' },
    REFUSED: { description: 'A signer refused: the flow stopped and the document is REFUSED.' },
    CANCELLED: { description: 'Withdrawn before it ended.' },
  } as const,
});

const SignerStatusEnum = builder.enumType('SignerStatus', {
  description: 'Where one signer of a signature request stands.',
  values: {
    WAITING: { description: 'Has not signed yet.' },
    SIGNED: { description: 'Has signed.' },
    REFUSED: { description: 'Refused to sign, with a reason.' },
  } as const,
});

builder.prismaObject('SignatureRequestSigner', {
  description: 'One member asked to sign a document.',
  fields: (t) => ({
    user: t.relation('user', { description: 'The member asked to sign.' }),
    position: t.exposeInt('position', { description: 'Place in the signing order, from 1.' }),
    status: t.expose('status', { type: SignerStatusEnum, description: 'Whether this signer has signed, refused or not yet.' }),
    signedAt: t.expose('signedAt', { type: 'DateTime', nullable: true, description: 'When this signer signed; null until then.' }),
    refusedReason: t.exposeString('refusedReason', { nullable: true, description: 'Why this signer refused; null unless refused.' }),
  }),
});

builder.prismaObject('SignatureRequest', {
  description: 'Signatures asked of several members of the organization, in order or in parallel.',
  fields: (t) => ({
    mode: t.expose('mode', { type: SignatureRequestModeEnum, description: 'In order or in any order.' }),
    status: t.expose('status', { type: SignatureRequestStatusEnum, description: 'Open, completed, refused or cancelled.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the signatures were requested.' }),
    refusedReason: t.exposeString('refusedReason', { nullable: true, description: 'The reason of the refusal that stopped the request; null otherwise.' }),
    viewerCanCancel: t.boolean({
      description: 'Whether the caller may withdraw it now (`cancelSignatureRequest`): it is open and they made it or are a manager.',
      select: { status: true, createdById: true },
      resolve: (request, _args, context) => mayCancelSignatureRequest(context.viewer, request),
    }),
    signers: t.relation('signers', { query: { orderBy: { position: 'asc' } }, description: 'The signers, in signing order.' }),
  }),
});

builder.prismaObjectFields(DocumentNode, (t) => ({
  signatureRequest: t.relation('signatureRequest', { nullable: true, description: 'The signatures asked of several members; null when none were.' }),
}));

builder.queryField('members', (t) =>
  t.prismaField({
    type: ['User'],
    description: "The members of the caller's organization, by name (the people who may be asked to sign).",
    authScopes: { signedIn: true },
    resolve: (query, _root, _args, context: Context) => listPossibleSigners(context.services, context.viewer, query),
  }),
);

const RequestSignaturesInput = builder.inputType('RequestSignaturesInput', {
  description: 'Signatures to ask of several members for a pending document.',
  fields: (t) => ({
    id: t.globalID({ required: true, for: [DocumentNode], description: 'Global id of a PENDING document.' }),
    signerIds: t.globalIDList({ required: true, description: "Global ids of 1 to 10 distinct members of the caller's organization, in signing order." }),
    mode: t.field({ type: SignatureRequestModeEnum, required: true, description: 'In order or in any order.' }),
  }),
});

const SignAsRequestedInput = builder.inputType('SignAsRequestedInput', {
  description: "The caller's signature, as one of the signers of a signature request.",
  fields: (t) => ({
    id: t.globalID({ required: true, for: [DocumentNode], description: 'Global id of the document awaiting signatures.' }),
    signatureType: t.field({ type: SignatureTypeEnum, required: true, description: 'How to sign.' }),
    location: t.string({ required: false, description: 'Where the signer is, at most 120 characters.' }),
    drawnSignature: t.string({ required: false, description: 'DRAWN: the drawn signature as a PNG data URL (at most 200 KB).' }),
  }),
});

const RefuseSignatureInput = builder.inputType('RefuseSignatureInput', {
  description: "A signer's refusal, which stops the signature request.",
  fields: (t) => ({
    id: t.globalID({ required: true, for: [DocumentNode], description: 'Global id of the document awaiting signatures.' }),
    reason: t.string({ required: true, description: 'Why, kept in the review history and emailed to the others; 1 to 1,000 characters.' }),
  }),
});

const audit = (context: Context) => ({ ip: context.ip, userAgent: context.userAgent });

builder.mutationField('requestSignatures', (t) =>
  t.prismaField({
    type: 'Document',
    description:
      'Asks several members to sign a pending document, in order or in parallel; those who may sign now are emailed. A document no longer pending is answered `DocumentNotPending`, which gives its status now.',
    authScopes: { signedIn: true },
    errors: mutationErrors('requestSignatures', { name: 'document', description: 'The document with its signature request.' }, [DocumentNotPending]),
    args: { input: t.arg({ type: RequestSignaturesInput, required: true, description: 'The document, the signers and the order.' }) },
    resolve: async (query, _root, args, context: Context) => {
      if (args.input.signerIds.some((id) => id.typename !== 'User')) throw new AppError('INVALID_SIGNERS', 'Signers must be members of this organization');
      await requestSignatures(context.services, context.viewer, {
        documentId: args.input.id.id,
        signerIds: args.input.signerIds.map((id) => id.id),
        mode: args.input.mode,
        audit: audit(context),
      });
      return answerRow(context, 'document', args.input.id.id, query);
    },
  }),
);

builder.mutationField('signAsRequested', (t) =>
  t.prismaField({
    type: 'Document',
    description:
      'Signs as one of the signers of a signature request, when it is the caller’s turn; the last signature makes the signed PDF and the document SIGNED. A document no longer pending is answered `DocumentNotPending`, which gives its status now.',
    authScopes: { signedIn: true },
    errors: mutationErrors('signAsRequested', { name: 'document', description: 'The document: still PENDING, or SIGNED after the last signature.' }, [
      DocumentNotPending,
    ]),
    args: { input: t.arg({ type: SignAsRequestedInput, required: true, description: 'The document and the signature.' }) },
    resolve: async (query, _root, args, context: Context) => {
      const document = await signAsRequested(context.services, context.viewer, {
        documentId: args.input.id.id,
        signatureType: args.input.signatureType,
        location: args.input.location,
        drawnSignature: pngOf(args.input.drawnSignature),
        audit: audit(context),
      });
      return answerRow(context, 'document', document.id, query);
    },
  }),
);

builder.mutationField('refuseSignature', (t) =>
  t.prismaField({
    type: 'Document',
    description:
      'Refuses to sign, as a signer whose turn it is: the request stops and the document becomes REFUSED with the reason. A document no longer pending is answered `DocumentNotPending`, which gives its status now.',
    authScopes: { signedIn: true },
    errors: mutationErrors('refuseSignature', { name: 'document', description: 'The document, now REFUSED.' }, [DocumentNotPending, ValidationFailed]),
    args: { input: t.arg({ type: RefuseSignatureInput, required: true, description: 'The document and the reason.' }) },
    resolve: async (query, _root, args, context: Context) => {
      const document = await refuseSignature(context.services, context.viewer, {
        documentId: args.input.id.id,
        reason: args.input.reason,
        audit: audit(context),
      });
      return answerRow(context, 'document', document.id, query);
    },
  }),
);

builder.mutationField('cancelSignatureRequest', (t) =>
  t.prismaField({
    type: 'Document',
    description:
      "Withdraws a document's open signature request (its author or a manager): the document stays PENDING and the signers who had not signed are told.",
    authScopes: { signedIn: true },
    errors: mutationErrors('cancelSignatureRequest', { name: 'document', description: 'The document, still PENDING, its request CANCELLED.' }),
    args: { id: t.arg.globalID({ required: true, for: [DocumentNode], description: 'Global id of the document.' }) },
    resolve: async (query, _root, args, context: Context) => {
      const document = await cancelSignatureRequest(context.services, context.viewer, { documentId: args.id.id, audit: audit(context) });
      return answerRow(context, 'document', document.id, query);
    },
  }),
);
