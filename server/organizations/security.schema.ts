import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { ActiveSessionRef, ViewerRef } from '../auth/viewer.schema';
import { signInRulesOf } from '../auth/organization-sign-in-rules';
import { builder } from '../graphql/builder';
import { mutationErrors } from '../graphql/mutation-errors';
import { ValidationFailed } from '../errors';
import { SIGN_IN_METHODS } from '../shared/sign-in-rules';
import { listOrganizationSessions, revokeOrganizationSession } from './organization-sessions';
import { RoleEnum } from '../graphql/enums';
import { readSecuritySettings, type RoleMembers, type SecuritySettings } from './security-settings';
import { updateSecuritySettings } from './update-security-settings';

const SignInMethodEnum = builder.enumType('SignInMethod', {
  description: 'A way to sign in that an organization may allow or forbid for its members.',
  values: {
    PASSWORD: { description: 'Email address and password (setting a new password from a reset link counts as this too).' },
    MAGIC_LINK: { description: 'A one-time link sent by email.' },
    GOOGLE: { description: 'A Google account.' },
    MICROSOFT: { description: 'A Microsoft account.' },
  } satisfies Record<(typeof SIGN_IN_METHODS)[number], { description: string }>,
});

const RoleMembersRef = builder.objectRef<RoleMembers>('RoleMembers').implement({
  description: 'A role and how many members hold it.',
  fields: (t) => ({
    role: t.expose('role', { type: RoleEnum, description: 'The role.' }),
    memberCount: t.exposeInt('memberCount', { description: 'Members of the organization (not removed) who hold this role.' }),
  }),
});

const SecuritySettingsRef = builder.objectRef<SecuritySettings>('SecuritySettings').implement({
  description: "Who may get into the organization and how: its members' roles, second factors, session lifetime and sign-in methods.",
  fields: (t) => ({
    roles: t.field({ type: [RoleMembersRef], description: 'The three roles, highest first, with their member counts.', resolve: (settings) => settings.roles }),
    requireSecondFactor: t.exposeBoolean('requireSecondFactor', {
      description: 'Every member must have a second factor: one without it may only enrol one after signing in.',
    }),
    sessionLifetimeHours: t.exposeInt('sessionLifetimeHours', {
      nullable: true,
      description: 'Hours a sign-in lasts before the member must sign in again; null for the default (12 hours, 30 days with "remember me").',
    }),
    signInMethods: t.field({
      type: [SignInMethodEnum],
      description: 'The ways members may sign in; never empty.',
      resolve: (settings) => settings.signInMethods,
    }),
  }),
});

builder.prismaObjectFields('Session', (t) => ({
  member: t.relation('user', { description: 'The member who signed in.' }),
  signInMethod: t.expose('method', {
    type: SignInMethodEnum,
    nullable: true,
    description:
      'How the member signed in; null for the first sign-in of a new account, from the link that confirms its address (on signing up or accepting an invitation), and for sessions older than this field.',
  }),
}));

builder.objectFields(ViewerRef, (t) => ({
  signInMethods: t.field({
    type: [SignInMethodEnum],
    description: 'The ways the organization lets its members sign in (its Security settings): a provider not among them cannot be linked.',
    resolve: async (viewer, _args, context) => (await signInRulesOf(context.services.db.prisma, viewer.organizationId)).signInMethods,
  }),
}));

const auditOf = (context: { ip: string | null; userAgent: string | null }) => ({ ip: context.ip, userAgent: context.userAgent });

builder.queryField('securitySettings', (t) =>
  t.field({
    type: SecuritySettingsRef,
    description: "The organization's security settings and its members by role (administrators).",
    authScopes: { signedIn: true },
    resolve: (_root, _args, context) => readSecuritySettings(context.services, context.viewer),
  }),
);

builder.queryField('organizationSessions', (t) =>
  t.connection(
    {
      type: ActiveSessionRef,
      description: "The organization's open sign-ins, most recently used first (administrators).",
      authScopes: { signedIn: true },
      resolve: (_root, args, context) =>
        resolveOffsetConnection({ args, defaultSize: 50, maxSize: 100 }, ({ limit, offset }) =>
          listOrganizationSessions(context.services, context.viewer, { limit, offset }),
        ),
    },
    { name: 'OrganizationSessionConnection', description: 'A page of open sign-ins (50 by default, at most 100 with `first` or `last`).' },
    { name: 'OrganizationSessionEdge', description: 'An open sign-in in a page, with its cursor.' },
  ),
);

const UpdateSecuritySettingsInput = builder.inputType('UpdateSecuritySettingsInput', {
  description: 'The security settings to change; an absent field stays as it is.',
  fields: (t) => ({
    requireSecondFactor: t.boolean({ required: false, description: 'Require a second factor of every member; turning it on needs one of your own.' }),
    sessionLifetimeHours: t.int({
      required: false,
      description: 'Hours a sign-in lasts: 1, 8, 24, 168 or 720; null for the default (12 hours, 30 days with "remember me").',
    }),
    signInMethods: t.field({
      type: [SignInMethodEnum],
      required: false,
      description: 'The ways members may sign in: at least one, including the one of your own session.',
    }),
  }),
});

builder.mutationField('updateSecuritySettings', (t) =>
  t.field({
    type: SecuritySettingsRef,
    description: "Changes the organization's second-factor requirement, session lifetime and sign-in methods (administrators); audited.",
    authScopes: { signedIn: true },
    errors: mutationErrors('updateSecuritySettings', { name: 'settings', description: 'The security settings as they are now.' }, [ValidationFailed]),
    args: { input: t.arg({ type: UpdateSecuritySettingsInput, required: true, description: 'The settings to change.' }) },
    resolve: (_root, { input }, context) => updateSecuritySettings(context.services, context.viewer, { ...input, audit: auditOf(context) }),
  }),
);

builder.mutationField('revokeOrganizationSession', (t) =>
  t.boolean({
    description: "Ends one of the organization's open sign-ins (administrators): refused from its next request on; audited.",
    authScopes: { signedIn: true },
    errors: mutationErrors('revokeOrganizationSession', { name: 'revoked', description: 'Always true: the session was ended.' }),
    args: { id: t.arg.id({ required: true, description: 'Id of the session (`ActiveSession.id`).' }) },
    resolve: async (_root, args, context) => {
      await revokeOrganizationSession(context.services, context.viewer, { sessionId: String(args.id), audit: auditOf(context) });
      return true;
    },
  }),
);
