import { builder } from '../graphql/builder';
import type { Context } from '../graphql/context';
import { ValidationFailed } from '../graphql/validation';
import { API_SCOPES, createApiKey, type CreatedApiKey } from './create-api-key';
import { listApiKeys, type ApiKeySummary } from './list-api-keys';
import { revokeApiKey } from './revoke-api-key';

const ApiScopeEnum = builder.enumType('ApiScope', {
  description: 'What an API key may do: read documents and figures, write (upload, review, webhooks), sign.',
  values: Object.fromEntries(API_SCOPES.map((scope) => [scope.toUpperCase(), { value: scope }])) as Record<'READ' | 'WRITE' | 'SIGN', { value: string }>,
});

const ApiKeyRef = builder.objectRef<ApiKeySummary>('ApiKey').implement({
  description: 'A key of the public API, known by its prefix; the key itself is shown once, at creation.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    prefix: t.exposeString('prefix', { description: 'The first characters of the key.' }),
    scopes: t.field({ type: [ApiScopeEnum], resolve: (key) => key.scopes }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true }),
    createdByName: t.string({ resolve: (key) => key.createdBy.fullName }),
  }),
});

const CreatedApiKeyRef = builder.objectRef<CreatedApiKey>('CreatedApiKey').implement({
  description: 'A new key: copy `key` now, it is never shown again.',
  fields: (t) => ({
    key: t.exposeString('key'),
    apiKey: t.field({ type: ApiKeyRef, resolve: (created) => created.apiKey }),
  }),
});

const audit = (context: Context) => ({ ip: context.ip, userAgent: context.userAgent });

builder.queryField('apiKeys', (t) =>
  t.field({
    type: [ApiKeyRef],
    description: "The organization's API keys, newest first (admins).",
    authScopes: { signedIn: true },
    resolve: (_root, _args, context) => listApiKeys(context.services, context.viewer),
  }),
);

const CreateApiKeyInput = builder.inputType('CreateApiKeyInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: 'What the key is for, at most 80 characters.' }),
    scopes: t.field({ type: [ApiScopeEnum], required: true }),
  }),
});

builder.mutationField('createApiKey', (t) =>
  t.field({
    type: CreatedApiKeyRef,
    description: 'Creates an API key for the organization (admins). The key is in the answer, once.',
    authScopes: { signedIn: true },
    errors: { types: [ValidationFailed], dataField: { name: 'created' } },
    args: { input: t.arg({ type: CreateApiKeyInput, required: true }) },
    resolve: (_root, args, context) => createApiKey(context.services, context.viewer, { ...args.input, audit: audit(context) }),
  }),
);

builder.mutationField('revokeApiKey', (t) =>
  t.field({
    type: builder.objectRef<{ id: string; revokedAt: Date }>('RevokedApiKey').implement({
      fields: (f) => ({ id: f.exposeID('id'), revokedAt: f.expose('revokedAt', { type: 'DateTime' }) }),
    }),
    description: 'Revokes an API key (admins): it answers 401 from its next request on.',
    authScopes: { signedIn: true },
    errors: { dataField: { name: 'revoked' } },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => revokeApiKey(context.services, context.viewer, { apiKeyId: String(args.id), audit: audit(context) }),
  }),
);
