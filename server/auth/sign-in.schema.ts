import { localeOf } from '../shared/locale';
import { builder } from '../graphql/builder';
import { authCallOf } from '../graphql/context';
import { ErrorInterface } from '../graphql/errors';
import { mutationErrors } from '../graphql/mutation-errors';
import { ValidationFailed } from '../errors';
import { LanguageEnum } from '../graphql/enums';
import { magicLinkRules, signInRules } from '../shared/auth-rules';
import { RateLimited } from './auth-errors';
import type { SignInOutcome } from './complete-sign-in';
import { requestMagicLink, signInWithMagicLink } from './magic-link';
import { oauthProviderStatus } from './oauth/providers';
import { refreshSession } from './refresh-session';
import type { SessionInfo } from './session-cookies';
import { signIn } from './sign-in';
import { signOut } from './sign-out';
import { ViewerRef } from './viewer.schema';

builder.objectType(RateLimited, {
  name: 'RateLimited',
  description: 'Too many attempts: the caller must wait before trying again.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof RateLimited,
  fields: (t) => ({ retryAfterMinutes: t.exposeInt('retryAfterMinutes', { description: 'Minutes to wait before the next attempt, at least 1.' }) }),
});

export const authErrors = [ValidationFailed, RateLimited];

const AuthProvidersRef = builder.objectRef<{ google: boolean; microsoft: boolean }>('AuthProviders').implement({
  description: 'Which external sign-in providers this server is configured for.',
  fields: (t) => ({
    google: t.exposeBoolean('google', { description: 'Whether "Sign in with Google" is available.' }),
    microsoft: t.exposeBoolean('microsoft', { description: 'Whether "Sign in with Microsoft" is available.' }),
  }),
});

builder.queryField('authProviders', (t) =>
  t.field({
    type: AuthProvidersRef,
    description: 'Which external sign-in buttons to offer (no sign-in needed).',
    resolve: (_root, _args, context) => oauthProviderStatus(context.services.config),
  }),
);

const SignInStatusEnum = builder.enumType('SignInStatus', {
  description: 'Where a sign-in stands.',
  values: {
    SIGNED_IN: { description: 'Done: the session cookies are set and `viewer` is the signed-in caller.' },
    MFA_REQUIRED: { description: 'The password or link was right, but the account has a second factor: answer with verifyTotp.' },
  } as const,
});

export const SignInResultRef = builder.objectRef<SignInOutcome>('SignInResult').implement({
  description: 'The outcome of a sign-in step: signed in, or a second factor still to give.',
  fields: (t) => ({
    status: t.field({
      type: SignInStatusEnum,
      description: 'Whether the caller is signed in or must give a second factor.',
      resolve: (outcome) => outcome.status,
    }),
    factorId: t.id({
      nullable: true,
      description: 'The factor to answer with verifyTotp when MFA_REQUIRED.',
      resolve: (outcome) => (outcome.status === 'MFA_REQUIRED' ? outcome.factorId : null),
    }),
    accessExpiresAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the new access token expires (after ACCESS_TOKEN_TTL_S, 15 minutes by default; refresh with refreshSession); null when MFA_REQUIRED.',
      resolve: (outcome) => (outcome.status === 'SIGNED_IN' ? outcome.session.accessExpiresAt : null),
    }),
    viewer: t.field({
      type: ViewerRef,
      nullable: true,
      description: 'The new signed-in caller; the rest of this answer is resolved as them.',
      resolve: (outcome, _args, context) => {
        if (outcome.status !== 'SIGNED_IN') return null;
        context.viewer = {
          userId: outcome.user.id,
          organizationId: outcome.user.organizationId,
          role: outcome.user.role,
          sessionId: outcome.session.sessionId,
          aal: outcome.session.aal,
          locale: localeOf(outcome.user),
          ...(outcome.session.enrolmentOnly ? { enrolmentOnly: true as const } : {}),
        };
        return context.viewer;
      },
    }),
  }),
});

export const SessionRefreshRef = builder.objectRef<SessionInfo>('SessionRefresh').implement({
  description: 'The renewed session: new cookies are set.',
  fields: (t) => ({
    accessExpiresAt: t.expose('accessExpiresAt', {
      type: 'DateTime',
      description: 'When the new access token expires: after ACCESS_TOKEN_TTL_S (15 minutes by default), or at `expiresAt` if sooner.',
    }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'When the sign-in itself ends; refreshing does not extend it.' }),
  }),
});

const SignInInput = builder.inputType('SignInInput', {
  description: 'The sign-in form.',
  validate: signInRules,
  fields: (t) => ({
    email: t.string({ required: true, description: 'Email address of the account.' }),
    password: t.string({ required: true, description: 'Password of the account.' }),
    rememberMe: t.boolean({ required: false, description: 'Keep the sign-in 30 days across browser restarts; otherwise it ends within 12 hours.' }),
    company: t.string({ required: false, description: 'Honeypot: must stay empty.' }),
  }),
});

builder.mutationField('signIn', (t) =>
  t.field({
    type: SignInResultRef,
    description: 'Signs in with an email address and a password; sets the session cookies, or asks for the second factor.',
    errors: mutationErrors('signIn', { name: 'result', description: 'Signed in, or the second factor to give.' }, authErrors),
    args: { input: t.arg({ type: SignInInput, required: true, description: 'Credentials.' }) },
    resolve: (_root, { input }, context) => signIn(authCallOf(context), input),
  }),
);

const SignOutScopeEnum = builder.enumType('SignOutScope', {
  description: 'Which sessions a sign-out ends.',
  values: {
    GLOBAL: { description: 'Every session of the user, this one included.' },
    LOCAL: { description: 'This browser only.' },
    OTHERS: { description: 'Every session of the user except this one.' },
  } as const,
});

builder.mutationField('signOut', (t) =>
  t.boolean({
    description: 'LOCAL: this browser; OTHERS: every other session; GLOBAL: all sessions.',
    args: { scope: t.arg({ type: SignOutScopeEnum, required: false, defaultValue: 'LOCAL', description: 'Which sessions to end; LOCAL by default.' }) },
    resolve: async (_root, args, context) => {
      await signOut(authCallOf(context), context.viewer, args.scope ?? 'LOCAL');
      return true;
    },
  }),
);

builder.mutationField('refreshSession', (t) =>
  t.field({
    type: SessionRefreshRef,
    errors: mutationErrors('refreshSession', { name: 'session', description: 'Expiry times of the new tokens.' }),
    description: 'Rotates the refresh token cookie and issues a new access token.',
    resolve: (_root, _args, context) => refreshSession(authCallOf(context), context.viewer),
  }),
);

const EmailLinkInput = builder.inputType('MagicLinkInput', {
  description: 'A request for an emailed sign-in link.',
  validate: magicLinkRules,
  fields: (t) => ({
    email: t.string({ required: true, description: 'Address to send the link to.' }),
    createAccount: t.boolean({ required: false, description: 'From sign-up: create the account when the address has none (`acceptTerms` must then be true).' }),
    acceptTerms: t.boolean({ required: false, description: 'With createAccount: acceptance of the terms of use and privacy policy in force; must be true.' }),
    fullName: t.string({ required: false, description: 'With createAccount: name of the new user; the start of the address when omitted.' }),
    companyName: t.string({ required: false, description: 'With createAccount: company name of the new user.' }),
    language: t.field({ type: LanguageEnum, required: false, description: 'With createAccount: language of the new user; defaults to the request language.' }),
    company: t.string({ required: false, description: 'Honeypot: must stay empty.' }),
  }),
});

builder.mutationField('requestMagicLink', (t) =>
  t.boolean({
    errors: mutationErrors(
      'requestMagicLink',
      { name: 'sent', description: 'Always true: the same answer whether or not the address has an account.' },
      authErrors,
    ),
    description: 'Emails a one-time sign-in link (valid one hour). The answer is the same for unknown addresses.',
    args: { input: t.arg({ type: EmailLinkInput, required: true, description: 'The address, and the new account when creating one.' }) },
    resolve: async (_root, { input }, context) => {
      await requestMagicLink(authCallOf(context), input);
      return true;
    },
  }),
);

builder.mutationField('signInWithMagicLink', (t) =>
  t.field({
    type: SignInResultRef,
    description: 'Signs in with the token of an emailed sign-in link (single use, valid one hour).',
    errors: mutationErrors('signInWithMagicLink', { name: 'result', description: 'Signed in, or the second factor to give.' }, authErrors),
    args: {
      token: t.arg.string({ required: true, description: 'The token from the link.' }),
      rememberMe: t.arg.boolean({ required: false, description: 'Keep the sign-in 30 days across browser restarts; otherwise it ends within 12 hours.' }),
    },
    resolve: (_root, args, context) => signInWithMagicLink(authCallOf(context), args.token, Boolean(args.rememberMe)),
  }),
);
