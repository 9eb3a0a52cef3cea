import { AppError } from '../errors';
import { builder } from './builder';
import { ValidationFailed } from './validation';

/** Every expected failure: the client words it from its code. */
export const ErrorInterface = builder.interfaceRef<AppError>('Error').implement({
  fields: (t) => ({
    code: t.exposeString('code'),
    message: t.exposeString('message'),
  }),
});

builder.objectType(AppError, {
  name: 'AppError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof AppError && !(value instanceof ValidationFailed),
});

const FieldProblem = builder.objectRef<{ path: string; message: string }>('FieldProblem').implement({
  fields: (t) => ({ path: t.exposeString('path'), message: t.exposeString('message') }),
});

builder.objectType(ValidationFailed, {
  name: 'ValidationFailed',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ValidationFailed,
  fields: (t) => ({ problems: t.field({ type: [FieldProblem], resolve: (error) => error.problems }) }),
});
