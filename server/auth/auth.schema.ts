import { assertCan } from '../access/policy';
import { builder } from '../graphql/builder';
import { authCallOf } from '../graphql/context';
import { ErrorInterface } from '../graphql/errors';
import { mutationErrors } from '../graphql/mutation-errors';
import { rowSelection } from '../graphql/row-selection';
import { ValidationFailed } from '../errors';
import { LanguageEnum, RoleEnum } from '../organizations/organizations.schema';
import { RateLimited } from './auth-errors';
import { linkEmailField, newPasswordRules, signInRules, signUpRules } from '../shared/auth-rules';
import type { SignInOutcome } from './complete-sign-in';
import { requestMagicLink, signInWithMagicLink } from './magic-link';
import { changePassword, isPasswordResetLinkValid, requestPasswordReset, resetPassword } from './password-reset';
import { refreshSession, signOut, type SessionInfo } from './sessions';
import { signIn } from './sign-in';
import { signUp } from './sign-up';
import { enrollTotp, removeFactor, verifyTotp, type TotpEnrollment } from './totp';
import { resendVerification, verifyEmail } from './verify-email';
import { oauthProviderStatus } from './oauth/providers';
import type { Viewer } from './viewer';
import { z } from 'zod';

builder.objectType(RateLimited, {
  name: 'RateLimited',
  description: 'Too many attempts: the caller must wait before trying again.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof RateLimited,
  fields: (t) => ({ retryAfterMinutes: t.exposeInt('retryAfterMinutes', { description: 'Minutes to wait before the next attempt, at least 1.' }) }),
});

export const authErrors = [ValidationFailed, RateLimited];

const FactorRef = builder.prismaObject('Factor', {
  description: "A second sign-in factor of the user: an authenticator app (TOTP).",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Id of the factor, for verifyTotp and removeFactor.' }),
    factorType: t.string({ description: 'Kind of factor: always `totp` for now.', resolve: (factor) => factor.type.toLowerCase() }),
    status: t.string({ description: '`unverified` until its first code is confirmed with verifyTotp, then `verified`.', resolve: (factor) => factor.status.toLowerCase() }),
    friendlyName: t.exposeString('friendlyName', { description: 'Name the user gave it; "Authenticator" by default.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was enrolled.' }),
  }),
});

builder.prismaObject('Identity', {
  description: 'An external account (Google, Microsoft) linked to the user, to sign in with.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Id of the link.' }),
    provider: t.exposeString('provider', { description: 'The provider: `google` or `microsoft`.' }),
    email: t.exposeString('email', { description: 'Email address of the external account.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the account was linked.' }),
    lastSignInAt: t.expose('lastSignInAt', { type: 'DateTime', description: 'Last sign-in through this account.' }),
  }),
});

builder.prismaObject('Session', {
  name: 'ActiveSession',
  description: 'An open sign-in of the user on one device or browser.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Id of the session.' }),
    current: t.boolean({ description: 'Whether this is the session making the request.', resolve: (session, _args, context) => session.id === context.viewer?.sessionId }),
    persistent: t.exposeBoolean('persistent', { description: '"Remember me": the sign-in lasts 30 days across browser restarts instead of 12 hours.' }),
    userAgent: t.exposeString('userAgent', { nullable: true, description: 'User-Agent header of the sign-in request; null when none was sent.' }),
    ip: t.exposeString('ip', { nullable: true, description: 'IP address of the sign-in request; null when unknown.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the user signed in.' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', description: 'Last time its tokens were refreshed.' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'When the sign-in ends at the latest, whatever its use.' }),
  }),
});

const ViewerRef = builder.objectRef<Viewer>('Viewer').implement({
  description: 'The signed-in caller: who they are, in which organization, with which role.',
  fields: (t) => ({
    role: t.expose('role', { type: RoleEnum, description: 'Role in the organization.' }),
    locale: t.exposeString('locale', { description: 'Language of the caller: `fr` or `en`.' }),
    aal: t.int({ description: 'Assurance level of this session: 2 once a second factor was given.', resolve: (viewer) => viewer.aal }),
    user: t.prismaField({
      type: 'User',
      description: 'The user account of the caller.',
      resolve: (query, viewer, _args, context) =>
        context.services.db.prisma.user.findUniqueOrThrow({ ...rowSelection(query), where: { id: viewer.userId } }),
    }),
    organization: t.prismaField({
      type: 'Organization',
      description: "The caller's organization.",
      resolve: (query, viewer, _args, context) =>
        context.services.db.prisma.organization.findUniqueOrThrow({ ...rowSelection(query), where: { id: viewer.organizationId } }),
    }),
    identities: t.prismaField({
      type: ['Identity'],
      description: 'External accounts linked to the user, oldest first.',
      resolve: (query, viewer, _args, context) =>
        context.services.db.prisma.identity.findMany({ ...query, where: { userId: assertCan(viewer, 'account.manage').userId }, orderBy: { createdAt: 'asc' } }),
    }),
    factors: t.prismaField({
      type: ['Factor'],
      description: 'Second factors of the user, verified or not, oldest first.',
      resolve: (query, viewer, _args, context) =>
        context.services.db.prisma.factor.findMany({ ...query, where: { userId: assertCan(viewer, 'account.manage').userId }, orderBy: { createdAt: 'asc' } }),
    }),
    sessions: t.prismaField({
      type: ['Session'],
      description: 'Sign-ins of this user that are still open, newest use first.',
      resolve: (query, viewer, _args, context) =>
        context.services.db.prisma.session.findMany({
          ...query,
          where: { userId: assertCan(viewer, 'account.manage').userId, revokedAt: null, expiresAt: { gt: context.services.clock.now() } },
          orderBy: { lastUsedAt: 'desc' },
        }),
    }),
  }),
});

builder.queryField('viewer', (t) =>
  t.field({
    type: ViewerRef,
    nullable: true,
    description: 'The signed-in caller, or null for a visitor.',
    resolve: (_root, _args, context) => context.viewer,
  }),
);

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

builder.queryField('passwordResetLinkValid', (t) =>
  t.boolean({
    description: 'Whether a password reset link (its two halves joined) can still be used.',
    args: {
      accessToken: t.arg.string({ required: true, description: 'First half of the token, from the `access_token` parameter of the link.' }),
      refreshToken: t.arg.string({ required: true, description: 'Second half of the token, from the `refresh_token` parameter of the link.' }),
    },
    resolve: (_root, args, context) => isPasswordResetLinkValid(authCallOf(context), args.accessToken + args.refreshToken),
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
    status: t.field({ type: SignInStatusEnum, description: 'Whether the caller is signed in or must give a second factor.', resolve: (outcome) => outcome.status }),
    factorId: t.id({ nullable: true, description: 'The factor to answer with verifyTotp when MFA_REQUIRED.', resolve: (outcome) => (outcome.status === 'MFA_REQUIRED' ? outcome.factorId : null) }),
    accessExpiresAt: t.field({ type: 'DateTime', nullable: true, description: 'When the new access token expires (after ACCESS_TOKEN_TTL_S, 15 minutes by default; refresh with refreshSession); null when MFA_REQUIRED.', resolve: (outcome) => (outcome.status === 'SIGNED_IN' ? outcome.session.accessExpiresAt : null) }),
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
          locale: outcome.user.locale === 'en' ? 'en' : 'fr',
        };
        return context.viewer;
      },
    }),
  }),
});

export const SessionRefreshRef = builder.objectRef<SessionInfo>('SessionRefresh').implement({
  description: 'The renewed session: new cookies are set.',
  fields: (t) => ({
    accessExpiresAt: t.expose('accessExpiresAt', { type: 'DateTime', description: 'When the new access token expires: after ACCESS_TOKEN_TTL_S (15 minutes by default), or at `expiresAt` if sooner.' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'When the sign-in itself ends; refreshing does not extend it.' }),
  }),
});

const SignUpInput = builder.inputType('SignUpInput', {
  description: 'The sign-up form.',
  validate: signUpRules,
  fields: (t) => ({
    fullName: t.string({ required: true, description: 'Name of the person, 1 to 200 characters.' }),
    email: t.string({ required: true, description: 'Email address to sign in with; the verification link is sent there.' }),
    password: t.string({ required: true, description: 'At least 8 characters, at most 256; common passwords are refused.' }),
    confirmPassword: t.string({ required: true, description: 'The password again; must be equal to `password`.' }),
    companyName: t.string({ required: false, description: 'Company name, at most 200 characters.' }),
    acceptTerms: t.boolean({ required: true, description: 'Acceptance of the terms of service; must be true.' }),
    language: t.field({ type: LanguageEnum, required: false, description: 'Language of the emails; defaults to the request language.' }),
    company: t.string({ required: false, description: 'Honeypot: must stay empty.' }),
  }),
});

const SignUpResultRef = builder.objectRef<{ email: string }>('SignUpResult').implement({
  description: 'The account awaits the confirmation of its address.',
  fields: (t) => ({ email: t.exposeString('email', { description: 'Where the verification link was sent.' }) }),
});

builder.mutationField('signUp', (t) =>
  t.field({
    type: SignUpResultRef,
    errors: mutationErrors('signUp', { name: 'result', description: 'Where the verification link was sent.' }, authErrors),
    description: 'Creates an account and its organization (30-day trial) and emails a verification link.',
    args: { input: t.arg({ type: SignUpInput, required: true, description: 'The sign-up form.' }) },
    resolve: (_root, { input }, context) => signUp(authCallOf(context), input),
  }),
);

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
  fields: (t) => ({
    email: t.string({ required: true, validate: linkEmailField, description: 'Address to send the link to.' }),
    createAccount: t.boolean({ required: false, description: 'From sign-up: create the account when the address has none.' }),
    fullName: t.string({ required: false, description: 'With createAccount: name of the new user; the start of the address when omitted.' }),
    companyName: t.string({ required: false, description: 'With createAccount: company name of the new user.' }),
    language: t.field({ type: LanguageEnum, required: false, description: 'With createAccount: language of the new user; defaults to the request language.' }),
    company: t.string({ required: false, description: 'Honeypot: must stay empty.' }),
  }),
});

builder.mutationField('requestMagicLink', (t) =>
  t.boolean({
    errors: mutationErrors('requestMagicLink', { name: 'sent', description: 'Always true: the same answer whether or not the address has an account.' }, authErrors),
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

builder.mutationField('requestPasswordReset', (t) =>
  t.boolean({
    errors: mutationErrors('requestPasswordReset', { name: 'sent', description: 'Always true: the same answer whether or not the address has an account.' }, authErrors),
    description: 'Emails a password reset link (valid one hour). The answer is the same for unknown addresses.',
    args: {
      email: t.arg.string({ required: true, validate: linkEmailField, description: 'Address of the account.' }),
      company: t.arg.string({ required: false, description: 'Honeypot: must stay empty.' }),
    },
    resolve: async (_root, args, context) => {
      await requestPasswordReset(authCallOf(context), args);
      return true;
    },
  }),
);

builder.mutationField('resetPassword', (t) =>
  t.field({
    type: SignInResultRef,
    errors: mutationErrors('resetPassword', { name: 'result', description: 'Signed in, or the second factor to give.' }, authErrors),
    description: 'Sets a new password from a reset link, ends every other session and signs this browser in.',
    args: {
      accessToken: t.arg.string({ required: true, description: 'First half of the token, from the `access_token` parameter of the link.' }),
      refreshToken: t.arg.string({ required: true, description: 'Second half of the token, from the `refresh_token` parameter of the link.' }),
      password: t.arg.string({ required: true, description: 'The new password: at least 8 characters, at most 256; common passwords are refused.' }),
      confirmPassword: t.arg.string({ required: true, description: 'The new password again; must be equal to `password`.' }),
    },
    validate: newPasswordRules,
    resolve: (_root, args, context) => resetPassword(authCallOf(context), args.accessToken + args.refreshToken, args.password),
  }),
);

builder.mutationField('verifyEmail', (t) =>
  t.field({
    type: SignInResultRef,
    description: 'Confirms the address from the emailed link and signs its owner in (or asks for the second factor).',
    errors: mutationErrors('verifyEmail', { name: 'result', description: 'Signed in, or the second factor to give.' }, authErrors),
    args: { token: t.arg.string({ required: true, description: 'The token from the verification link.' }) },
    resolve: (_root, args, context) => verifyEmail(authCallOf(context), args.token),
  }),
);

builder.mutationField('resendVerificationEmail', (t) =>
  t.boolean({
    description: 'Emails a new verification link to an address whose account is not confirmed yet. The answer is the same for any address.',
    errors: mutationErrors('resendVerificationEmail', { name: 'sent', description: 'Always true: the same answer whether or not a link was sent.' }, authErrors),
    args: { email: t.arg.string({ required: true, validate: linkEmailField, description: 'Address of the account to confirm.' }) },
    resolve: async (_root, args, context) => {
      await resendVerification(authCallOf(context), args.email);
      return true;
    },
  }),
);

builder.mutationField('changePassword', (t) =>
  t.boolean({
    authScopes: { signedIn: true },
    errors: mutationErrors('changePassword', { name: 'changed', description: 'Always true: the password was changed.' }, authErrors),
    description: "Changes the signed-in user's password and ends their other sessions.",
    args: {
      currentPassword: t.arg.string({ required: true, description: 'The password in use now.' }),
      password: t.arg.string({ required: true, description: 'The new password: at least 8 characters, at most 256; common passwords are refused.' }),
      confirmPassword: t.arg.string({ required: true, description: 'The new password again; must be equal to `password`.' }),
    },
    validate: newPasswordRules,
    resolve: async (_root, args, context) => {
      await changePassword(authCallOf(context), context.viewer!, args.currentPassword, args.password);
      return true;
    },
  }),
);

const TotpEnrollmentRef = builder.objectRef<TotpEnrollment>('TotpEnrollment').implement({
  description: 'A new authenticator-app factor, to be added to the app then confirmed with its first code (verifyTotp).',
  fields: (t) => ({
    factor: t.field({ type: FactorRef, description: 'The new factor, unverified until its first code is confirmed.', resolve: (enrollment) => enrollment.factor }),
    secret: t.exposeString('secret', { description: 'Base32 secret, for manual entry.' }),
    otpauthUrl: t.exposeString('otpauthUrl', { description: 'The `otpauth://totp/…` URI the QR code holds (issuer Paraphe, 30-second codes).' }),
    qrCodeDataUrl: t.exposeString('qrCodeDataUrl', { description: 'PNG data URL of the otpauth QR code.' }),
  }),
});

builder.mutationField('enrollTotp', (t) =>
  t.field({
    type: TotpEnrollmentRef,
    description: 'Starts adding an authenticator app as a second factor: returns its secret and QR code.',
    authScopes: { signedIn: true },
    errors: mutationErrors('enrollTotp', { name: 'enrollment', description: 'The secret and QR code to add to the authenticator app.' }, authErrors),
    args: { friendlyName: t.arg.string({ required: false, validate: z.string().max(60), description: 'A name for the factor, at most 60 characters; "Authenticator" when omitted.' }) },
    resolve: (_root, args, context) => enrollTotp(authCallOf(context), context.viewer!, args.friendlyName ?? null),
  }),
);

builder.mutationField('verifyTotp', (t) =>
  t.field({
    type: SignInResultRef,
    errors: mutationErrors('verifyTotp', { name: 'result', description: 'Signed in, with the second factor given (assurance level 2).' }, authErrors),
    description: 'Answers a second-factor challenge after sign-in, or confirms a new factor with its first code.',
    args: {
      factorId: t.arg.id({ required: false, description: "The factor to check (a new one to confirm, or SignInResult.factorId); the user's verified factor when omitted." }),
      code: t.arg.string({ required: true, validate: z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code'), description: 'The 6-digit code shown by the authenticator app.' }),
    },
    resolve: (_root, args, context) => verifyTotp(authCallOf(context), context.viewer, args.factorId ? String(args.factorId) : null, args.code),
  }),
);

builder.mutationField('removeFactor', (t) =>
  t.boolean({
    description: "Removes one of the signed-in user's second factors; a verified one only from a session that gave a second factor.",
    authScopes: { signedIn: true },
    errors: mutationErrors('removeFactor', { name: 'removed', description: 'Always true: the factor was removed.' }, authErrors),
    args: { factorId: t.arg.id({ required: true, description: 'Id of the factor to remove.' }) },
    resolve: async (_root, args, context) => {
      await removeFactor(authCallOf(context), context.viewer!, String(args.factorId));
      return true;
    },
  }),
);

