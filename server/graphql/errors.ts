import { AppError, DocumentNotPending, FileTooLarge, ValidationFailed, problemCode, type FieldProblem as FieldProblemShape } from '../errors';
import { wordAppError } from '../error-messages';
import { builder } from './builder';
import { DocumentStatusEnum } from './enums';

/** Every expected failure: the client words it from its code; `message` is worded in the caller's language, as REST words its refusals. */
export const ErrorInterface = builder.interfaceRef<AppError>('Error').implement({
  description: 'An expected failure of a mutation, answered as a member of its result union rather than as a GraphQL error. Clients word it from `code`.',
  fields: (t) => ({
    code: t.exposeString('code', { description: 'Stable machine-readable reason in SCREAMING_SNAKE_CASE, e.g. NOT_FOUND or VALIDATION_FAILED.' }),
    message: t.string({
      description:
        "What was refused, in the caller's language (the interface's `x-paraphe-language`, an API client's French or English `Accept-Language`, the account's language, else French), as REST words the same code. Programs act on `code`.",
      resolve: (error, _args, context) => wordAppError(context.locale, error),
    }),
  }),
});

builder.objectType(AppError, {
  name: 'AppError',
  description: 'A refused request (not found, not allowed, wrong state, quota reached…); `code` says which.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof AppError && !(value instanceof ValidationFailed),
});

const FieldProblem = builder.objectRef<FieldProblemShape>('FieldProblem').implement({
  description: 'One invalid argument or input field.',
  fields: (t) => ({
    path: t.exposeString('path', { description: 'Dotted path of the argument or input field, e.g. `input.email`.' }),
    code: t.string({
      description: 'The broken rule as a stable code, e.g. PASSWORD_TOO_SHORT, REQUIRED or TOO_LONG (INVALID for any other); clients word it from this.',
      resolve: problemCode,
    }),
    message: t.exposeString('message', {
      description: "What is wrong with it, in English for developers: the rule's message or a code such as REQUIRED or TOO_LONG.",
    }),
  }),
});

builder.objectType(ValidationFailed, {
  name: 'ValidationFailed',
  description: 'Some arguments are invalid (code VALIDATION_FAILED); `problems` lists each one.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ValidationFailed,
  fields: (t) => ({
    problems: t.field({ type: [FieldProblem], description: 'Every invalid argument or input field, at least one.', resolve: (error) => error.problems }),
  }),
});

builder.objectType(FileTooLarge, {
  name: 'FileTooLarge',
  description: 'The file is larger than the limit that applies to it (code FILE_TOO_LARGE); `maxBytes` is that limit.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof FileTooLarge,
  fields: (t) => ({
    maxBytes: t.exposeFloat('maxBytes', { description: 'The largest size accepted, in bytes.' }),
  }),
});

builder.objectType(DocumentNotPending, {
  name: 'DocumentNotPending',
  description:
    'The document is no longer PENDING (code ALREADY_DECIDED when another decision took it a moment before, DOCUMENT_NOT_PENDING otherwise); `status` says where it stands now.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof DocumentNotPending,
  fields: (t) => ({
    status: t.field({
      type: DocumentStatusEnum,
      nullable: true,
      description: "The document's status now; null while another decision on it is still under way.",
      resolve: (error) => error.status,
    }),
  }),
});
