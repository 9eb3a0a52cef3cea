import { builder } from '../graphql/builder';
import type { Context } from '../graphql/context';
import { mutationErrors } from '../graphql/mutation-errors';
import { ValidationFailed } from '../errors';
import { createApiKey, type CreatedApiKey } from './create-api-key';
import { listApiKeys, type ApiKeySummary } from './list-api-keys';
import { revokeApiKey } from './revoke-api-key';

const ApiScopeEnum = builder.enumType('ApiScope', {
  description: 'What an API key may do: read documents and figures, write (upload, review, webhooks), sign.',
  values: {
    READ: { value: 'read', description: 'Read documents, senders, figures and billing.' },
    WRITE: {
      value: 'write',
      description: "Every change but signing: upload, triage, decide and delete documents, manage senders, webhooks… as the creator's role allows.",
    },
    SIGN: { value: 'sign', description: 'Sign documents.' },
  } as Record<'READ' | 'WRITE' | 'SIGN', { value: string; description: string }>,
});

const ApiKeyRef = builder.objectRef<ApiKeySummary>('ApiKey').implement({
  description: 'A key of the public API, known by its prefix; the key itself is shown once, at creation.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Id of the key, for revokeApiKey.' }),
    name: t.exposeString('name', { description: 'What the key is for, as its creator named it.' }),
    prefix: t.exposeString('prefix', { description: 'The first characters of the key.' }),
    scopes: t.field({ type: [ApiScopeEnum], description: 'What the key may do.', resolve: (key) => key.scopes }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the key was created.' }),
    lastUsedAt: t.expose('lastUsedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'Last request made with the key, to the minute; null when never used.',
    }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true, description: 'When the key was revoked; null while it works.' }),
    createdByName: t.string({
      description: 'Full name of the admin who created it; requests made with the key act in their name.',
      resolve: (key) => key.createdBy.fullName,
    }),
  }),
});

const CreatedApiKeyRef = builder.objectRef<CreatedApiKey>('CreatedApiKey').implement({
  description: 'A new key: copy `key` now, it is never shown again.',
  fields: (t) => ({
    key: t.exposeString('key', { description: 'The secret key, to send as `Authorization: Bearer <key>`. Only its hash is kept.' }),
    apiKey: t.field({ type: ApiKeyRef, description: 'The key as lists show it.', resolve: (created) => created.apiKey }),
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
  description: 'A new API key.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'What the key is for, at most 80 characters.' }),
    scopes: t.field({ type: [ApiScopeEnum], required: true, description: 'What the key may do: at least one scope.' }),
  }),
});

builder.mutationField('createApiKey', (t) =>
  t.field({
    type: CreatedApiKeyRef,
    description: 'Creates an API key for the organization (admins). The key is in the answer, once.',
    authScopes: { signedIn: true },
    errors: mutationErrors('createApiKey', { name: 'created', description: 'The new key, with its secret shown this once.' }, [ValidationFailed]),
    args: { input: t.arg({ type: CreateApiKeyInput, required: true, description: 'Name and scopes of the key.' }) },
    resolve: (_root, args, context) => createApiKey(context.services, context.viewer, { ...args.input, audit: audit(context) }),
  }),
);

builder.mutationField('revokeApiKey', (t) =>
  t.field({
    type: builder.objectRef<{ id: string; revokedAt: Date }>('RevokedApiKey').implement({
      description: 'A key that no longer works.',
      fields: (f) => ({
        id: f.exposeID('id', { description: 'Id of the key.' }),
        revokedAt: f.expose('revokedAt', { type: 'DateTime', description: 'When it was revoked (the first time, if it already was).' }),
      }),
    }),
    description: 'Revokes an API key (admins): it answers 401 from its next request on.',
    authScopes: { signedIn: true },
    errors: mutationErrors('revokeApiKey', { name: 'revoked', description: 'The revoked key.' }),
    args: { id: t.arg.id({ required: true, description: 'Id of the key to revoke.' }) },
    resolve: (_root, args, context) => revokeApiKey(context.services, context.viewer, { apiKeyId: String(args.id), audit: audit(context) }),
  }),
);
