import SchemaBuilder, { RootFieldBuilder, completeValue } from '@pothos/core';
import { GraphQLError } from 'graphql';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin, { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ValidationPlugin from '@pothos/plugin-validation';
import type { Role } from '../db/generated/client';
import { getDatamodel, type default as PrismaTypes } from '../db/generated/pothos-types';
import { AppError, ValidationFailed } from '../errors';
import { wordRefusal } from '../error-messages';
import { hasRole } from '../access/policy';
import type { Context } from './context';
import { RULE_MESSAGES, isRuleCode } from '../shared/auth-rules';
import { MAX_LIST_ARGUMENT_LENGTH } from '../security/list-sizes';
import { isUuid } from '../shared/ids';

/**
 * Every node's `id` field goes through `t.globalID`, whose resolver in the relay plugin is an `async`
 * function: a promise, and the executor's work of settling it, for each id of each row (a page of 50
 * documents with their senders: 100 of them). This one answers synchronously when its resolver does,
 * with the same encoding.
 */
type GlobalIdResolve = (parent: unknown, args: unknown, context: unknown, info: unknown) => unknown;
interface GlobalIdFieldBuilder {
  builder: { configStore: { getTypeConfig(ref: unknown): { name: string } } };
  field(options: Record<string, unknown>): unknown;
}
(RootFieldBuilder.prototype as unknown as { globalID: unknown }).globalID = function globalID(
  this: GlobalIdFieldBuilder,
  { resolve, ...options }: { resolve: GlobalIdResolve } & Record<string, unknown>,
) {
  const { configStore } = this.builder;
  return this.field({
    ...options,
    type: 'ID',
    resolve: (parent: unknown, args: unknown, context: unknown, info: unknown) =>
      completeValue(resolve(parent, args, context, info), (result) => {
        if (!result || typeof result !== 'object') return result;
        const { type, id } = result as { type: unknown; id: unknown };
        return encodeGlobalID(configStore.getTypeConfig(type).name, String(id));
      }),
  });
};

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
    // A refusal says why with the product's codes: no caller, or a caller without the right; worded
    // in the caller's language, with the field refused (`Query.dashboard`).
    unauthorizedError: (_parent, context, info) => {
      const field = `${info.parentType.name}.${info.fieldName}`;
      const [code, message] = context.viewer ? (['FORBIDDEN', 'fieldForbidden'] as const) : (['UNAUTHENTICATED', 'fieldNeedsSignIn'] as const);
      return new GraphQLError(wordRefusal(context.locale, code, { field }, message), { extensions: { code } });
    },
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
          // The shared form rules answer with a code; the API also gives their English sentence.
          ...(isRuleCode(issue.message) ? { code: issue.message, message: RULE_MESSAGES[issue.message] } : { message: issue.message }),
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
    // A document's row UUID (as REST and webhooks give it) is accepted wherever its global id is.
    // Text that is no id names nothing: the same NOT_FOUND as another organization's id, with a code.
    decodeGlobalID: (globalID) => {
      if (isUuid(globalID)) return { typename: 'Document', id: globalID };
      try {
        return decodeGlobalID(globalID);
      } catch {
        throw new AppError('NOT_FOUND', 'No record has this id: pass back an id as read from an `id` field');
      }
    },
    clientMutationId: 'omit',
    cursorType: 'String',
    nodeTypeOptions: { description: 'An object with a global id: any of them can be fetched again with `node(id:)`.' },
    idFieldOptions: { description: 'Global id: opaque, stable, unique across every type; pass it back as is.' },
    nodeQueryOptions: {
      description: "Fetches an object by its global id; null when it does not exist or is not the caller's to see.",
      args: { id: { description: 'A global id, as read from an `id` field.' } },
    },
    nodesQueryOptions: {
      description: "Fetches objects by their global ids, in the same order; an item is null when it does not exist or is not the caller's to see.",
      args: { ids: { description: `Global ids, as read from \`id\` fields: at most ${MAX_LIST_ARGUMENT_LENGTH}.` } },
    },
    // Each connection field should describe its own page and edge types; these cover any that does not.
    defaultConnectionTypeOptions: { description: 'A page of a paginated list (Relay cursor connection).' },
    defaultEdgeTypeOptions: { description: 'An item of a paginated list, with its cursor.' },
    pageInfoTypeOptions: { description: 'Where a page sits in a paginated list (Relay cursor connections).' },
    hasNextPageFieldOptions: { description: 'Whether more items follow this page (when paging forward with `first`).' },
    hasPreviousPageFieldOptions: { description: 'Whether items precede this page (when paging backward with `last`).' },
    startCursorFieldOptions: { description: 'Cursor of the first item of the page; null when the page is empty.' },
    endCursorFieldOptions: { description: 'Cursor of the last item of the page (pass it as `after` for the next page); null when the page is empty.' },
    pageInfoFieldOptions: { description: 'Where this page sits in the whole list.' },
    edgesFieldOptions: { description: 'The items of this page, each with its cursor.' },
    cursorFieldOptions: { description: 'Opaque position of this item in the list, for `after` or `before`.' },
    nodeFieldOptions: { description: 'The item at this position.' },
    firstArgOptions: { description: 'Page forward: at most this many items after `after`.' },
    afterArgOptions: { description: 'Page forward from this cursor (an `endCursor` or edge `cursor`), excluded.' },
    lastArgOptions: { description: 'Page backward: at most this many items before `before`.' },
    beforeArgOptions: { description: 'Page backward from this cursor (a `startCursor` or edge `cursor`), excluded.' },
  },
});

builder.queryType({ description: 'Reads: what the caller may see, plus public figures (service status, sign-in providers).' });
builder.mutationType({
  description: 'Changes. Most answer a union: the `…Success` object with the result, or an `Error` type saying why nothing changed.',
});
builder.subscriptionType({ description: 'Live updates, over a WebSocket (graphql-ws protocol) or server-sent events.' });
