import { builder } from '../graphql/builder';
import { ErrorInterface } from '../graphql/errors';
import { ValidationFailed } from '../graphql/validation';
import { LanguageEnum, RoleEnum } from '../organizations/organizations.schema';
import { authCallFromContext } from './auth-call';
import { AuthErrorCode, authError, RateLimited } from './auth-errors';
import { linkEmailField, newPasswordRules, signInRules, signUpRules } from './auth-rules';
import type { SignInOutcome } from './complete-sign-in';
import { requestMagicLink, signInWithMagicLink } from './magic-link';
import { changePassword, isPasswordResetLinkValid, requestPasswordReset, resetPassword } from './password-reset';
import { refreshSession, signOut, type SessionInfo } from './sessions';
import { signIn } from './sign-in';
import { clearSignInFailures } from './sign-in-attempts';
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
  fields: (t) => ({ retryAfterMinutes: t.exposeInt('retryAfterMinutes') }),
});

const authErrors = { types: [ValidationFailed, RateLimited] };

const FactorRef = builder.prismaObject('Factor', {
  fields: (t) => ({
    id: t.exposeID('id'),
    factorType: t.string({ resolve: (factor) => factor.type.toLowerCase() }),
    status: t.string({ resolve: (factor) => factor.status.toLowerCase() }),
    friendlyName: t.exposeString('friendlyName'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObject('Identity', {
  fields: (t) => ({
    id: t.exposeID('id'),
    provider: t.exposeString('provider'),
    email: t.exposeString('email'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastSignInAt: t.expose('lastSignInAt', { type: 'DateTime' }),
  }),
});

builder.prismaObject('Session', {
  name: 'ActiveSession',
  fields: (t) => ({
    id: t.exposeID('id'),
    current: t.boolean({ resolve: (session, _args, context) => session.id === context.viewer?.sessionId }),
    persistent: t.exposeBoolean('persistent'),
    userAgent: t.exposeString('userAgent', { nullable: true }),
    ip: t.exposeString('ip', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

const ViewerRef = builder.objectRef<Viewer>('Viewer').implement({
  description: 'The signed-in caller: who they are, in which organization, with which role.',
  fields: (t) => ({
    role: t.expose('role', { type: RoleEnum }),
    locale: t.exposeString('locale'),
    aal: t.int({ description: 'Assurance level of this session: 2 once a second factor was given.', resolve: (viewer) => viewer.aal }),
    user: t.prismaField({
      type: 'User',
      resolve: (query, viewer, _args, context) =>
        context.services.db.prisma.user.findUniqueOrThrow({ ...query, where: { id: viewer.userId } }),
    }),
    organization: t.prismaField({
      type: 'Organization',
      resolve: (query, viewer, _args, context) =>
        context.services.db.prisma.organization.findUniqueOrThrow({ ...query, where: { id: viewer.organizationId } }),
    }),
    identities: t.prismaField({
      type: ['Identity'],
      resolve: (query, viewer, _args, context) =>
        context.services.db.prisma.identity.findMany({ ...query, where: { userId: viewer.userId }, orderBy: { createdAt: 'asc' } }),
    }),
    factors: t.prismaField({
      type: ['Factor'],
      resolve: (query, viewer, _args, context) =>
        context.services.db.prisma.factor.findMany({ ...query, where: { userId: viewer.userId }, orderBy: { createdAt: 'asc' } }),
    }),
    sessions: t.prismaField({
      type: ['Session'],
      description: 'Sign-ins of this user that are still open, newest use first.',
      resolve: (query, viewer, _args, context) =>
        context.services.db.prisma.session.findMany({
          ...query,
          where: { userId: viewer.userId, revokedAt: null, expiresAt: { gt: context.services.clock.now() } },
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
  fields: (t) => ({ google: t.exposeBoolean('google'), microsoft: t.exposeBoolean('microsoft') }),
});

builder.queryField('authProviders', (t) =>
  t.field({ type: AuthProvidersRef, resolve: (_root, _args, context) => oauthProviderStatus(context.services.config) }),
);

builder.queryField('passwordResetLinkValid', (t) =>
  t.boolean({
    description: 'Whether a password reset link (its two halves joined) can still be used.',
    args: { accessToken: t.arg.string({ required: true }), refreshToken: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => isPasswordResetLinkValid(authCallFromContext(context), args.accessToken + args.refreshToken),
  }),
);

const SignInStatusEnum = builder.enumType('SignInStatus', { values: ['SIGNED_IN', 'MFA_REQUIRED'] as const });

const SignInResultRef = builder.objectRef<SignInOutcome>('SignInResult').implement({
  fields: (t) => ({
    status: t.field({ type: SignInStatusEnum, resolve: (outcome) => outcome.status }),
    factorId: t.id({ nullable: true, description: 'The factor to answer with verifyTotp when MFA_REQUIRED.', resolve: (outcome) => (outcome.status === 'MFA_REQUIRED' ? outcome.factorId : null) }),
    accessExpiresAt: t.field({ type: 'DateTime', nullable: true, resolve: (outcome) => (outcome.status === 'SIGNED_IN' ? outcome.session.accessExpiresAt : null) }),
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

const SessionRefreshRef = builder.objectRef<SessionInfo>('SessionRefresh').implement({
  fields: (t) => ({
    accessExpiresAt: t.expose('accessExpiresAt', { type: 'DateTime' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

const SignUpInput = builder.inputType('SignUpInput', {
  validate: signUpRules,
  fields: (t) => ({
    fullName: t.string({ required: true }),
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    confirmPassword: t.string({ required: true }),
    companyName: t.string({ required: false }),
    acceptTerms: t.boolean({ required: true }),
    language: t.field({ type: LanguageEnum, required: false, description: 'Language of the emails; defaults to the request language.' }),
    company: t.string({ required: false, description: 'Honeypot: must stay empty.' }),
  }),
});

const SignUpResultRef = builder.objectRef<{ email: string }>('SignUpResult').implement({
  fields: (t) => ({ email: t.exposeString('email', { description: 'Where the verification link was sent.' }) }),
});

builder.mutationField('signUp', (t) =>
  t.field({
    type: SignUpResultRef,
    errors: { ...authErrors, dataField: { name: 'result' } },
    description: 'Creates an account and its organization (30-day trial) and emails a verification link.',
    args: { input: t.arg({ type: SignUpInput, required: true }) },
    resolve: (_root, { input }, context) => signUp(authCallFromContext(context), input),
  }),
);

const SignInInput = builder.inputType('SignInInput', {
  validate: signInRules,
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    rememberMe: t.boolean({ required: false }),
    company: t.string({ required: false, description: 'Honeypot: must stay empty.' }),
  }),
});

builder.mutationField('signIn', (t) =>
  t.field({
    type: SignInResultRef,
    errors: { ...authErrors, dataField: { name: 'result' } },
    args: { input: t.arg({ type: SignInInput, required: true }) },
    resolve: (_root, { input }, context) => signIn(authCallFromContext(context), input),
  }),
);

const SignOutScopeEnum = builder.enumType('SignOutScope', { values: ['GLOBAL', 'LOCAL', 'OTHERS'] as const });

builder.mutationField('signOut', (t) =>
  t.boolean({
    description: 'LOCAL: this browser; OTHERS: every other session; GLOBAL: all sessions.',
    args: { scope: t.arg({ type: SignOutScopeEnum, required: false, defaultValue: 'LOCAL' }) },
    resolve: async (_root, args, context) => {
      await signOut(authCallFromContext(context), context.viewer, args.scope ?? 'LOCAL');
      return true;
    },
  }),
);

builder.mutationField('refreshSession', (t) =>
  t.field({
    type: SessionRefreshRef,
    errors: { dataField: { name: 'session' } },
    description: 'Rotates the refresh token cookie and issues a new access token.',
    resolve: (_root, _args, context) => refreshSession(authCallFromContext(context)),
  }),
);

const EmailLinkInput = builder.inputType('MagicLinkInput', {
  fields: (t) => ({
    email: t.string({ required: true, validate: linkEmailField }),
    createAccount: t.boolean({ required: false, description: 'From sign-up: create the account when the address has none.' }),
    fullName: t.string({ required: false }),
    companyName: t.string({ required: false }),
    language: t.field({ type: LanguageEnum, required: false }),
    company: t.string({ required: false, description: 'Honeypot: must stay empty.' }),
  }),
});

builder.mutationField('requestMagicLink', (t) =>
  t.boolean({
    errors: { ...authErrors, dataField: { name: 'sent' } },
    description: 'Emails a one-time sign-in link (valid one hour). The answer is the same for unknown addresses.',
    args: { input: t.arg({ type: EmailLinkInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await requestMagicLink(authCallFromContext(context), input);
      return true;
    },
  }),
);

builder.mutationField('signInWithMagicLink', (t) =>
  t.field({
    type: SignInResultRef,
    errors: { ...authErrors, dataField: { name: 'result' } },
    args: { token: t.arg.string({ required: true }), rememberMe: t.arg.boolean({ required: false }) },
    resolve: (_root, args, context) => signInWithMagicLink(authCallFromContext(context), args.token, Boolean(args.rememberMe)),
  }),
);

builder.mutationField('requestPasswordReset', (t) =>
  t.boolean({
    errors: { ...authErrors, dataField: { name: 'sent' } },
    description: 'Emails a password reset link (valid one hour). The answer is the same for unknown addresses.',
    args: { email: t.arg.string({ required: true, validate: linkEmailField }), company: t.arg.string({ required: false }) },
    resolve: async (_root, args, context) => {
      await requestPasswordReset(authCallFromContext(context), args);
      return true;
    },
  }),
);

builder.mutationField('resetPassword', (t) =>
  t.field({
    type: SignInResultRef,
    errors: { ...authErrors, dataField: { name: 'result' } },
    description: 'Sets a new password from a reset link, ends every other session and signs this browser in.',
    args: {
      accessToken: t.arg.string({ required: true }),
      refreshToken: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      confirmPassword: t.arg.string({ required: true }),
    },
    validate: newPasswordRules,
    resolve: (_root, args, context) => resetPassword(authCallFromContext(context), args.accessToken + args.refreshToken, args.password),
  }),
);

builder.mutationField('verifyEmail', (t) =>
  t.field({
    type: SignInResultRef,
    description: 'Confirms the address from the emailed link and signs its owner in (or asks for the second factor).',
    errors: { ...authErrors, dataField: { name: 'result' } },
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => verifyEmail(authCallFromContext(context), args.token),
  }),
);

builder.mutationField('resendVerificationEmail', (t) =>
  t.boolean({
    errors: { ...authErrors, dataField: { name: 'sent' } },
    args: { email: t.arg.string({ required: true, validate: linkEmailField }) },
    resolve: async (_root, args, context) => {
      await resendVerification(authCallFromContext(context), args.email);
      return true;
    },
  }),
);

builder.mutationField('changePassword', (t) =>
  t.boolean({
    authScopes: { signedIn: true },
    errors: { ...authErrors, dataField: { name: 'changed' } },
    description: "Changes the signed-in user's password and ends their other sessions.",
    args: { currentPassword: t.arg.string({ required: true }), password: t.arg.string({ required: true }), confirmPassword: t.arg.string({ required: true }) },
    validate: newPasswordRules,
    resolve: async (_root, args, context) => {
      await changePassword(authCallFromContext(context), context.viewer!, args.currentPassword, args.password);
      return true;
    },
  }),
);

const TotpEnrollmentRef = builder.objectRef<TotpEnrollment>('TotpEnrollment').implement({
  fields: (t) => ({
    factor: t.field({ type: FactorRef, resolve: (enrollment) => enrollment.factor }),
    secret: t.exposeString('secret', { description: 'Base32 secret, for manual entry.' }),
    otpauthUrl: t.exposeString('otpauthUrl'),
    qrCodeDataUrl: t.exposeString('qrCodeDataUrl', { description: 'PNG data URL of the otpauth QR code.' }),
  }),
});

builder.mutationField('enrollTotp', (t) =>
  t.field({
    type: TotpEnrollmentRef,
    authScopes: { signedIn: true },
    errors: { ...authErrors, dataField: { name: 'enrollment' } },
    args: { friendlyName: t.arg.string({ required: false, validate: z.string().max(60) }) },
    resolve: (_root, args, context) => enrollTotp(authCallFromContext(context), context.viewer!, args.friendlyName ?? null),
  }),
);

builder.mutationField('verifyTotp', (t) =>
  t.field({
    type: SignInResultRef,
    errors: { ...authErrors, dataField: { name: 'result' } },
    description: 'Answers a second-factor challenge after sign-in, or confirms a new factor with its first code.',
    args: { factorId: t.arg.id({ required: false }), code: t.arg.string({ required: true, validate: z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code') }) },
    resolve: (_root, args, context) => verifyTotp(authCallFromContext(context), context.viewer, args.factorId ? String(args.factorId) : null, args.code),
  }),
);

builder.mutationField('removeFactor', (t) =>
  t.boolean({
    authScopes: { signedIn: true },
    errors: { ...authErrors, dataField: { name: 'removed' } },
    args: { factorId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      await removeFactor(authCallFromContext(context), context.viewer!, String(args.factorId));
      return true;
    },
  }),
);

builder.mutationField('resetSignInRateLimits', (t) =>
  t.boolean({
    errors: { dataField: { name: 'reset' } },
    description: 'Development builds only, asked from the machine itself: clears the sign-in attempt counters of an address and of the caller IP.',
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      if (context.services.config.isProduction || !context.local) throw authError(AuthErrorCode.notAvailable, 'Only on a development machine, from that machine');
      await clearSignInFailures(authCallFromContext(context), args.email.trim().toLowerCase(), true);
      return true;
    },
  }),
);
