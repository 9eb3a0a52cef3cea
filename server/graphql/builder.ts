import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ValidationPlugin from '@pothos/plugin-validation';
import type { Role } from '../db/generated/client';
import { getDatamodel, type default as PrismaTypes } from '../db/generated/pothos-types';
import { AppError } from '../errors';
import { hasRole } from '../access/policy';
import type { Context } from './context';
import { ValidationFailed } from './validation';

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: { signedIn: boolean; role: Role };
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    JSON: { Input: unknown; Output: unknown };
    Upload: { Input: File; Output: never };
  };
}>({
  defaultFieldNullability: false,
  plugins: [ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin, RelayPlugin, ValidationPlugin],
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: (context) => ({
      signedIn: context.viewer !== null,
      role: (role: Role) => hasRole(context.viewer, role),
    }),
  },
  // Argument validation failures become ValidationFailed results (they only echo the caller's own input).
  errors: { defaultTypes: [AppError], unsafelyHandleInputErrors: true },
  validation: {
    validationError: (failure) =>
      new ValidationFailed(
        failure.issues.map((issue) => ({
          path: (issue.path ?? []).map((part) => String(typeof part === 'object' ? part.key : part)).join('.'),
          message: issue.message,
        })),
      ),
  },
  prisma: {
    dmmf: getDatamodel(),
    client: (context) => context.services.db.prisma,
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'warn',
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
