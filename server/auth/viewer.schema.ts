import { builder } from '../graphql/builder';
import { rowSelection } from '../graphql/row-selection';
import { RoleEnum } from '../graphql/enums';
import type { Viewer } from '../access/viewer';
import { listFactors, listIdentities, listOpenSessions, readViewerOrganization, readViewerUser } from './viewer-account';
import { describeUserAgent } from './user-agent';
import { mutationErrors } from '../graphql/mutation-errors';
import { acceptTerms, viewerTermsAcceptance, type TermsAcceptance } from './terms';

export const FactorRef = builder.prismaObject('Factor', {
  description: 'A second sign-in factor of the user: an authenticator app (TOTP).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Id of the factor, for verifyTotp and removeFactor.' }),
    factorType: t.string({ description: 'Kind of factor: always `totp` for now.', resolve: (factor) => factor.type.toLowerCase() }),
    status: t.string({
      description: '`unverified` until its first code is confirmed with verifyTotp, then `verified`.',
      resolve: (factor) => factor.status.toLowerCase(),
    }),
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

export const ActiveSessionRef = builder.prismaObject('Session', {
  name: 'ActiveSession',
  description: 'An open sign-in of the user on one device or browser.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Id of the session.' }),
    current: t.boolean({
      description: 'Whether this is the session making the request.',
      resolve: (session, _args, context) => session.id === context.viewer?.sessionId,
    }),
    persistent: t.exposeBoolean('persistent', { description: '"Remember me": the sign-in lasts 30 days across browser restarts instead of 12 hours.' }),
    userAgent: t.exposeString('userAgent', { nullable: true, description: 'User-Agent header of the sign-in request; null when none was sent.' }),
    browser: t.string({
      nullable: true,
      description: 'The browser of the sign-in and its major version, read from its User-Agent ("Chrome 131"); null when it names none.',
      select: { userAgent: true },
      resolve: (session) => describeUserAgent(session.userAgent).browser,
    }),
    operatingSystem: t.string({
      nullable: true,
      description: 'The operating system of the sign-in, read from its User-Agent ("macOS", "Windows", "iOS"); null when it names none.',
      select: { userAgent: true },
      resolve: (session) => describeUserAgent(session.userAgent).operatingSystem,
    }),
    ip: t.exposeString('ip', { nullable: true, description: 'IP address of the sign-in request; null when unknown.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the user signed in.' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', description: 'Last time its tokens were refreshed.' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'When the sign-in ends at the latest, whatever its use.' }),
  }),
});

const TermsAcceptanceRef = builder.objectRef<TermsAcceptance>('TermsAcceptance').implement({
  description: "The signed-in person's acceptance of the terms of use and privacy policy.",
  fields: (t) => ({
    version: t.exposeString('version', { nullable: true, description: 'The version last accepted (`YYYY-MM`); null when no acceptance was recorded.' }),
    acceptedAt: t.expose('acceptedAt', { type: 'DateTime', nullable: true, description: 'When it was accepted; null when no acceptance was recorded.' }),
    current: t.exposeBoolean('current', {
      description: 'Whether the version accepted is the one in force (`serviceSettings.termsVersion`); when false, the person is asked to accept it.',
    }),
  }),
});

export const ViewerRef = builder.objectRef<Viewer>('Viewer').implement({
  description: 'The signed-in caller: who they are, in which organization, with which role.',
  fields: (t) => ({
    role: t.expose('role', { type: RoleEnum, description: 'Role in the organization.' }),
    locale: t.exposeString('locale', { description: 'Language of the caller: `fr` or `en`.' }),
    aal: t.int({ description: 'Assurance level of this session: 2 once a second factor was given.', resolve: (viewer) => viewer.aal }),
    mustEnrolSecondFactor: t.boolean({
      description:
        'The organization requires a second factor and the member has none: until they enrol one (enrollTotp, verifyTotp), every other operation answers SECOND_FACTOR_ENROLMENT_REQUIRED.',
      resolve: (viewer) => viewer.enrolmentOnly === true,
    }),
    user: t.prismaField({
      type: 'User',
      description: 'The user account of the caller.',
      // Asked with every screen: its scalar columns in one plain statement, anything more through Prisma.
      resolve: (query, viewer, _args, context) => readViewerUser(context.services, viewer, rowSelection(query)),
    }),
    organization: t.prismaField({
      type: 'Organization',
      description: "The caller's organization.",
      resolve: (query, viewer, _args, context) => readViewerOrganization(context.services, viewer, rowSelection(query)),
    }),
    hasPassword: t.boolean({
      description: 'Whether the account has a password (it may sign in by links and providers only); when true, it is asked again before the address changes.',
      resolve: async (viewer, _args, context) =>
        (await context.services.db.prisma.user.findUniqueOrThrow({ where: { id: viewer.userId }, select: { passwordHash: true } })).passwordHash !== null,
    }),
    terms: t.field({
      type: TermsAcceptanceRef,
      description: 'What the caller accepted of the terms of use and privacy policy.',
      resolve: (viewer, _args, context) => viewerTermsAcceptance(context.services, viewer),
    }),
    identities: t.prismaField({
      type: ['Identity'],
      description: 'External accounts linked to the user, oldest first.',
      resolve: (query, viewer, _args, context) => listIdentities(context.services, viewer, query),
    }),
    factors: t.prismaField({
      type: ['Factor'],
      description: 'Second factors of the user, verified or not, oldest first.',
      resolve: (query, viewer, _args, context) => listFactors(context.services, viewer, query),
    }),
    sessions: t.prismaField({
      type: ['Session'],
      description: 'Sign-ins of this user that are still open, newest use first.',
      resolve: (query, viewer, _args, context) => listOpenSessions(context.services, viewer, query),
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

builder.mutationField('acceptTerms', (t) =>
  t.field({
    type: TermsAcceptanceRef,
    description:
      'Records that the signed-in person accepts the terms of use and privacy policy of `version`, the one they were shown; TERMS_OUTDATED when it is no longer the version in force.',
    authScopes: { signedIn: true },
    errors: mutationErrors('acceptTerms', { name: 'terms', description: 'The acceptance recorded.' }),
    args: { version: t.arg.string({ required: true, description: 'The version shown to the person (`serviceSettings.termsVersion`).' }) },
    resolve: (_root, args, context) =>
      acceptTerms(context.services, context.viewer!, { version: args.version, audit: { ip: context.ip, userAgent: context.userAgent } }),
  }),
);
