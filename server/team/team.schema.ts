import { encodeGlobalID } from '@pothos/plugin-relay';
import { authErrors, SessionRefreshRef, SignInResultRef } from '../auth/sign-in.schema';
import { authCallOf } from '../graphql/context';
import { ValidationFailed } from '../errors';
import { builder } from '../graphql/builder';
import type { Context } from '../graphql/context';
import { mutationErrors } from '../graphql/mutation-errors';
import { answerRow, answerRows } from '../graphql/answer-rows';
import { rowSelection } from '../graphql/row-selection';
import { LanguageEnum, RoleEnum } from '../graphql/enums';
import { invitationSignUpRules } from '../shared/auth-rules';
import { acceptInvitation, signUpWithInvitation } from './accept-invitation';
import { assignMemberTeam } from './assign-member-team';
import { changeMemberRole } from './change-member-role';
import { createTeam } from './create-team';
import { deleteTeam } from './delete-team';
import { inviteMembers } from './invite-members';
import { listMembers, listPendingInvitations, listTeams } from './list-team';
import { previewInvitation, type InvitationPreview } from './preview-invitation';
import { resendInvitation } from './resend-invitation';
import { revokeInvitation } from './revoke-invitation';
import { removeMember } from './remove-member';
import { leaveOrganization } from './leave-organization';
import { renameTeam } from './rename-team';
import { NO_ORGANIZATION } from '../shared/ids';

const audit = (context: Context) => ({ ip: context.ip, userAgent: context.userAgent });

export const TeamNode = builder.prismaNode('Team', {
  description: 'A group of members of the organization.',
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, context) => ({ id, organizationId: context.viewer?.organizationId ?? NO_ORGANIZATION }),
  authScopes: { signedIn: true },
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Name of the team, unique in the organization.' }),
    memberCount: t.relationCount('members', { where: { removedAt: null }, description: 'Members in the team.' }),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  team: t.relation('team', { nullable: true, description: 'The team the member belongs to; null when none.' }),
  lastActiveAt: t.field({
    type: 'DateTime',
    nullable: true,
    description: 'Last sign-in or session renewal of the member (sessions renew every 15 minutes of use); null when never signed in.',
    select: { sessions: { select: { lastUsedAt: true }, orderBy: { lastUsedAt: 'desc' }, take: 1 } },
    resolve: (user) => user.sessions[0]?.lastUsedAt ?? null,
  }),
}));

export const InvitationNode = builder.prismaNode('Invitation', {
  description: 'A pending invitation to join the organization.',
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, context) => ({ id, organizationId: context.viewer?.organizationId ?? NO_ORGANIZATION }),
  authScopes: { signedIn: true },
  fields: (t) => ({
    email: t.exposeString('email', { description: 'The invited address.' }),
    role: t.expose('role', { type: RoleEnum, description: 'The role given on acceptance.' }),
    team: t.relation('team', { nullable: true, description: 'The team given on acceptance; null when none.' }),
    invitedByName: t.string({
      nullable: true,
      description: 'Who invited; null when that member was removed since.',
      select: { invitedBy: { select: { fullName: true } } },
      resolve: (invitation) => invitation.invitedBy?.fullName ?? null,
    }),
    sentAt: t.expose('sentAt', { type: 'DateTime', description: 'When the current link was sent.' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'When the link stops working (7 days after it was sent).' }),
  }),
});

builder.queryField('teamMembers', (t) =>
  t.prismaField({
    type: ['User'],
    description: 'The members of the organization with their role, team and last activity, by name.',
    authScopes: { signedIn: true },
    resolve: (query, _root, _args, context) => listMembers(context.services, context.viewer, rowSelection(query)),
  }),
);

builder.queryField('teams', (t) =>
  t.prismaField({
    type: ['Team'],
    description: "The organization's teams, by name.",
    authScopes: { signedIn: true },
    resolve: (query, _root, _args, context) => listTeams(context.services, context.viewer, rowSelection(query)),
  }),
);

builder.queryField('pendingInvitations', (t) =>
  t.prismaField({
    type: ['Invitation'],
    description: 'Invitations sent and not yet accepted or revoked, newest first (managers); expired ones too, to resend.',
    authScopes: { signedIn: true },
    resolve: (query, _root, _args, context) => listPendingInvitations(context.services, context.viewer, rowSelection(query)),
  }),
);

const JoinStateEnum = builder.enumType('InvitationJoinState', {
  description: 'What accepting the invitation would do for the signed-in caller.',
  values: {
    CAN_JOIN: { description: 'Accepting makes the caller a member.' },
    MUST_LEAVE_EMPTY_ORGANIZATION: {
      description: 'The caller has an organization of their own with nothing in it: accepting leaves (and deletes) it, once confirmed.',
    },
    ORGANIZATION_NOT_EMPTY: { description: "The caller's own organization has other members, documents or a subscription: it cannot be left by accepting." },
    OTHER_ADDRESS: { description: 'The invitation was sent to another address than the caller’s.' },
    ALREADY_MEMBER: { description: 'The caller is already a member of this organization.' },
  } as const,
});

const InvitationPreviewRef = builder.objectRef<InvitationPreview>('InvitationPreview').implement({
  description: 'An invitation as its link shows it, before it is accepted.',
  fields: (t) => ({
    email: t.exposeString('email', { description: 'The invited address.' }),
    role: t.field({ type: RoleEnum, description: 'The role given on acceptance.', resolve: (preview) => preview.role }),
    organizationName: t.exposeString('organizationName', { description: 'The organization to join.' }),
    invitedByName: t.exposeString('invitedByName', { nullable: true, description: 'Who invited.' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'When the link stops working.' }),
    accountExists: t.exposeBoolean('accountExists', { description: 'Whether the address has an account (sign in to accept) or not (create one).' }),
    viewerJoinState: t.field({
      type: JoinStateEnum,
      nullable: true,
      description: 'For a signed-in caller, what accepting would do; null for a visitor.',
      resolve: (preview) => preview.viewerJoinState,
    }),
  }),
});

builder.queryField('invitation', (t) =>
  t.field({
    type: InvitationPreviewRef,
    nullable: true,
    description: 'The pending invitation an emailed link names; null when the link is unknown, expired, revoked or used.',
    args: { token: t.arg.string({ required: true, description: 'The `token` parameter of the emailed link.' }) },
    resolve: (_root, args, context) => previewInvitation(context.services, context.viewer, args.token),
  }),
);

const InviteMembersInput = builder.inputType('InviteMembersInput', {
  description: 'People to invite, all with one role.',
  fields: (t) => ({
    emails: t.stringList({ required: true, description: 'Addresses to invite: 1 to 50.' }),
    role: t.field({ type: RoleEnum, required: true, description: 'Role given on acceptance; ADMIN only by an administrator.' }),
    teamId: t.globalID({ required: false, for: [TeamNode], description: 'Team given on acceptance.' }),
  }),
});

builder.mutationField('inviteMembers', (t) =>
  t.prismaField({
    type: ['Invitation'],
    description:
      'Invites people by email (managers): each gets a single-use link valid 7 days. Refused whole when one is already a member or the seats do not suffice.',
    authScopes: { signedIn: true },
    errors: mutationErrors('inviteMembers', { name: 'invitations', description: 'The invitations sent.' }, [ValidationFailed]),
    args: { input: t.arg({ type: InviteMembersInput, required: true, description: 'Addresses, role and team.' }) },
    resolve: async (query, _root, { input }, context) => {
      const invitations = await inviteMembers(context.services, context.viewer, {
        emails: input.emails,
        role: input.role,
        teamId: input.teamId?.id ?? null,
        audit: audit(context),
      });
      const byAddress = [...invitations].sort((a, b) => (a.email < b.email ? -1 : a.email > b.email ? 1 : 0));
      return answerRows(
        context,
        'invitation',
        byAddress.map((invitation) => invitation.id),
        query,
      );
    },
  }),
);

for (const [name, action, verb] of [
  ['revokeInvitation', revokeInvitation, 'Revokes a pending invitation (managers): its link stops working at once.'],
  ['resendInvitation', resendInvitation, 'Sends a pending or expired invitation again with a new link valid 7 days (managers); the old link stops working.'],
] as const) {
  builder.mutationField(name, (t) =>
    t.prismaField({
      type: 'Invitation',
      description: verb,
      authScopes: { signedIn: true },
      errors: mutationErrors(name, { name: 'invitation', description: 'The invitation.' }),
      args: { id: t.arg.globalID({ required: true, for: [InvitationNode], description: 'Global id of the invitation.' }) },
      resolve: async (query, _root, args, context) => {
        const invitation = await action(context.services, context.viewer, { invitationId: args.id.id, audit: audit(context) });
        return answerRow(context, 'invitation', invitation.id, query);
      },
    }),
  );
}

const AcceptInvitationInput = builder.inputType('AcceptInvitationInput', {
  description: 'Acceptance of an invitation by the signed-in person it was sent to.',
  fields: (t) => ({
    token: t.string({ required: true, description: 'The `token` parameter of the emailed link.' }),
    leaveCurrentOrganization: t.boolean({
      required: false,
      defaultValue: false,
      description: 'Confirms leaving (and deleting) the caller’s own empty organization.',
    }),
  }),
});

builder.mutationField('acceptInvitation', (t) =>
  t.field({
    type: SessionRefreshRef,
    description: 'Joins the organization of the invitation (signed-in, with the invited address); the session is re-issued for it.',
    authScopes: { signedIn: true },
    errors: mutationErrors('acceptInvitation', { name: 'session', description: 'The re-issued session.' }),
    args: { input: t.arg({ type: AcceptInvitationInput, required: true, description: 'The link’s token and the confirmation.' }) },
    resolve: (_root, { input }, context) =>
      acceptInvitation(authCallOf(context), context.viewer!, { token: input.token, leaveCurrentOrganization: input.leaveCurrentOrganization ?? false }),
  }),
);

const SignUpWithInvitationInput = builder.inputType('SignUpWithInvitationInput', {
  description: 'An account made from an invitation: its address is the invited one.',
  validate: invitationSignUpRules,
  fields: (t) => ({
    token: t.string({ required: true, description: 'The `token` parameter of the emailed link.' }),
    fullName: t.string({ required: true, description: 'Name of the person, 1 to 200 characters.' }),
    password: t.string({ required: true, description: 'At least 8 characters, at most 256; common passwords are refused.' }),
    confirmPassword: t.string({ required: true, description: 'The password again.' }),
    acceptTerms: t.boolean({
      required: true,
      description: 'Acceptance of the terms of use and privacy policy in force (`serviceSettings.termsVersion`); must be true.',
    }),
    language: t.field({
      type: LanguageEnum,
      required: false,
      description: "Language of the new member's screens and emails, the one the invitation was read in; defaults to the organization's default language.",
    }),
  }),
});

builder.mutationField('signUpWithInvitation', (t) =>
  t.field({
    type: SignInResultRef,
    description: 'Creates the account of an invited person in the inviting organization and signs them in.',
    errors: mutationErrors('signUpWithInvitation', { name: 'result', description: 'Signed in.' }, authErrors),
    args: { input: t.arg({ type: SignUpWithInvitationInput, required: true, description: 'The form.' }) },
    resolve: (_root, { input }, context) => signUpWithInvitation(authCallOf(context), input),
  }),
);

const ChangeMemberRoleInput = builder.inputType('ChangeMemberRoleInput', {
  description: 'A new role for a member.',
  fields: (t) => ({
    userId: t.globalID({ required: true, description: 'Global id of the member.' }),
    role: t.field({ type: RoleEnum, required: true, description: 'The new role.' }),
  }),
});

builder.mutationField('changeMemberRole', (t) =>
  t.prismaField({
    type: 'User',
    description:
      "Changes a member's role (administrators); their sessions end so that the new role applies everywhere. The last administrator cannot be demoted.",
    authScopes: { signedIn: true },
    errors: mutationErrors('changeMemberRole', { name: 'member', description: 'The member with the new role.' }),
    args: { input: t.arg({ type: ChangeMemberRoleInput, required: true, description: 'Member and role.' }) },
    resolve: async (query, _root, { input }, context) => {
      const member = await changeMemberRole(context.services, context.viewer, { userId: input.userId.id, role: input.role, audit: audit(context) });
      return answerRow(context, 'user', member.id, query);
    },
  }),
);

builder.mutationField('removeMember', (t) =>
  t.field({
    type: builder.objectRef<{ id: string }>('RemovedMember').implement({
      description: 'A member who no longer belongs to the organization.',
      fields: (f) => ({ id: f.exposeID('id', { description: 'Global id the member had.' }) }),
    }),
    description:
      'Removes a member (administrators): sessions and API keys end at once, their mailboxes are disconnected, their share links and the invitations they sent revoked, and the signature requests waiting on them withdrawn; documents, decisions and audit entries stay. The last administrator cannot be removed.',
    authScopes: { signedIn: true },
    errors: mutationErrors('removeMember', { name: 'member', description: 'The removed member.' }),
    args: { id: t.arg.globalID({ required: true, description: 'Global id of the member.' }) },
    resolve: async (_root, args, context) => {
      const removed = await removeMember(context.services, context.viewer, { userId: args.id.id, audit: audit(context) });
      return { id: encodeGlobalID('User', removed.id) };
    },
  }),
);

builder.mutationField('leaveOrganization', (t) =>
  t.boolean({
    description:
      'The signed-in member leaves their organization: every session and API key of theirs ends at once, their mailboxes are disconnected, their share links and the invitations they sent revoked, and the signature requests waiting on them withdrawn; their documents, decisions and audit entries stay. The last administrator must name another first (LAST_ADMIN).',
    authScopes: { signedIn: true },
    errors: mutationErrors('leaveOrganization', { name: 'left', description: 'Always true: the member left, and this browser is signed out.' }, authErrors),
    args: {
      currentPassword: t.arg.string({ required: false, description: 'The password in use; required when the account has one (`Viewer.hasPassword`).' }),
    },
    resolve: async (_root, args, context) => {
      await leaveOrganization(authCallOf(context), context.viewer, { currentPassword: args.currentPassword });
      return true;
    },
  }),
);

builder.mutationField('createTeam', (t) =>
  t.prismaField({
    type: 'Team',
    description: 'Creates a team (managers).',
    authScopes: { signedIn: true },
    errors: mutationErrors('createTeam', { name: 'team', description: 'The new team.' }, [ValidationFailed]),
    args: { name: t.arg.string({ required: true, description: 'Name, 1 to 80 characters, unique in the organization.' }) },
    resolve: async (query, _root, args, context) => {
      const team = await createTeam(context.services, context.viewer, { name: args.name });
      return answerRow(context, 'team', team.id, query);
    },
  }),
);

builder.mutationField('renameTeam', (t) =>
  t.prismaField({
    type: 'Team',
    description: 'Renames a team (managers).',
    authScopes: { signedIn: true },
    errors: mutationErrors('renameTeam', { name: 'team', description: 'The renamed team.' }, [ValidationFailed]),
    args: {
      id: t.arg.globalID({ required: true, for: [TeamNode], description: 'Global id of the team.' }),
      name: t.arg.string({ required: true, description: 'New name, 1 to 80 characters.' }),
    },
    resolve: async (query, _root, args, context) => {
      const team = await renameTeam(context.services, context.viewer, { teamId: args.id.id, name: args.name });
      return answerRow(context, 'team', team.id, query);
    },
  }),
);

builder.mutationField('deleteTeam', (t) =>
  t.field({
    type: builder.objectRef<{ id: string }>('DeletedTeam').implement({
      description: 'A team that no longer exists; its members have no team.',
      fields: (f) => ({ id: f.exposeID('id', { description: 'Global id the team had.' }) }),
    }),
    description: 'Deletes a team (managers); its members stay, without a team.',
    authScopes: { signedIn: true },
    errors: mutationErrors('deleteTeam', { name: 'team', description: 'The deleted team.' }),
    args: { id: t.arg.globalID({ required: true, for: [TeamNode], description: 'Global id of the team.' }) },
    resolve: async (_root, args, context) => {
      await deleteTeam(context.services, context.viewer, { teamId: args.id.id });
      return { id: encodeGlobalID('Team', args.id.id) };
    },
  }),
);

const AssignMemberTeamInput = builder.inputType('AssignMemberTeamInput', {
  description: 'A member and the team to put them in.',
  fields: (t) => ({
    userId: t.globalID({ required: true, description: 'Global id of the member.' }),
    teamId: t.globalID({ required: false, for: [TeamNode], description: 'Global id of the team; null or absent for none.' }),
  }),
});

builder.mutationField('assignMemberTeam', (t) =>
  t.prismaField({
    type: 'User',
    description: 'Puts a member in a team, or in none (managers).',
    authScopes: { signedIn: true },
    errors: mutationErrors('assignMemberTeam', { name: 'member', description: 'The member with their team.' }),
    args: { input: t.arg({ type: AssignMemberTeamInput, required: true, description: 'Member and team.' }) },
    resolve: async (query, _root, { input }, context) => {
      const member = await assignMemberTeam(context.services, context.viewer, { userId: input.userId.id, teamId: input.teamId?.id ?? null });
      return answerRow(context, 'user', member.id, query);
    },
  }),
);
