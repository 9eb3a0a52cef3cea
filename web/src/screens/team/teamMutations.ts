import { graphql, useMutation, type UseMutationConfig } from 'react-relay';
import type { MutationParameters } from 'relay-runtime';
import type { teamMutationsAcceptMutation } from '../../__generated__/teamMutationsAcceptMutation.graphql';
import type { teamMutationsAssignTeamMutation } from '../../__generated__/teamMutationsAssignTeamMutation.graphql';
import type { teamMutationsChangeRoleMutation } from '../../__generated__/teamMutationsChangeRoleMutation.graphql';
import type { teamMutationsCreateTeamMutation } from '../../__generated__/teamMutationsCreateTeamMutation.graphql';
import type { teamMutationsDeleteTeamMutation } from '../../__generated__/teamMutationsDeleteTeamMutation.graphql';
import type { teamMutationsInviteMutation } from '../../__generated__/teamMutationsInviteMutation.graphql';
import type { teamMutationsRemoveMutation } from '../../__generated__/teamMutationsRemoveMutation.graphql';
import type { teamMutationsResendMutation } from '../../__generated__/teamMutationsResendMutation.graphql';
import type { teamMutationsRevokeMutation } from '../../__generated__/teamMutationsRevokeMutation.graphql';
import type { teamMutationsSignUpMutation } from '../../__generated__/teamMutationsSignUpMutation.graphql';
import { codeOf, useMutationToasts, type MutationAnswer, codeOfError } from '../../components/mutationToasts';

/**
 * One hook per team mutation. Each commits, says the outcome in a toast (the server's reason by
 * its code, in `team.errors.<CODE>` or the shared table) and calls `done` on success.
 */
function useTeamMutation<M extends MutationParameters & { response: Record<string, MutationAnswer> }>(
  mutation: Parameters<typeof useMutation<M>>[0],
  field: keyof M['response'],
  messages: { success?: string; failure: string },
) {
  const toasts = useMutationToasts('team.errors');
  const [commit, busy] = useMutation<M>(mutation);
  const run = (variables: M['variables'], done?: () => void) =>
    commit({
      variables,
      onCompleted: (response, errors) => {
        const answer = response[field as string];
        if (errors?.length || !answer) return toasts.error(messages.failure, null);
        if (!answer.__typename.endsWith('Success')) return toasts.error(messages.failure, codeOf(answer));
        if (messages.success) toasts.success(messages.success);
        done?.();
      },
      onError: (error) => toasts.error(messages.failure, codeOfError(error)),
    } as UseMutationConfig<M>);
  return [run, busy] as const;
}

export const useInviteMembersMutation = () =>
  useTeamMutation<teamMutationsInviteMutation>(
    graphql`
      mutation teamMutationsInviteMutation($input: InviteMembersInput!) {
        inviteMembers(input: $input) {
          __typename
          ... on MutationInviteMembersSuccess { invitations { id email } }
          ... on Error { code }
          ... on ValidationFailed { problems { path code } }
        }
      }
    `,
    'inviteMembers',
    { success: 'team.invite.sent', failure: 'team.invite.failed' },
  );

export const useRevokeInvitationMutation = () =>
  useTeamMutation<teamMutationsRevokeMutation>(
    graphql`
      mutation teamMutationsRevokeMutation($id: ID!) {
        revokeInvitation(id: $id) { __typename ... on Error { code } }
      }
    `,
    'revokeInvitation',
    { success: 'team.invitations.revoked', failure: 'team.invitations.failed' },
  );

export const useResendInvitationMutation = () =>
  useTeamMutation<teamMutationsResendMutation>(
    graphql`
      mutation teamMutationsResendMutation($id: ID!) {
        resendInvitation(id: $id) { __typename ... on MutationResendInvitationSuccess { invitation { id sentAt expiresAt } } ... on Error { code } }
      }
    `,
    'resendInvitation',
    { success: 'team.invitations.resent', failure: 'team.invitations.failed' },
  );

export const useChangeMemberRoleMutation = () =>
  useTeamMutation<teamMutationsChangeRoleMutation>(
    graphql`
      mutation teamMutationsChangeRoleMutation($input: ChangeMemberRoleInput!) {
        changeMemberRole(input: $input) { __typename ... on MutationChangeMemberRoleSuccess { member { id role } } ... on Error { code } }
      }
    `,
    'changeMemberRole',
    { success: 'team.members.roleChanged', failure: 'team.members.failed' },
  );

export const useRemoveMemberMutation = () =>
  useTeamMutation<teamMutationsRemoveMutation>(
    graphql`
      mutation teamMutationsRemoveMutation($id: ID!) {
        removeMember(id: $id) { __typename ... on Error { code } }
      }
    `,
    'removeMember',
    { success: 'team.members.removed', failure: 'team.members.failed' },
  );

export const useAssignMemberTeamMutation = () =>
  useTeamMutation<teamMutationsAssignTeamMutation>(
    graphql`
      mutation teamMutationsAssignTeamMutation($input: AssignMemberTeamInput!) {
        assignMemberTeam(input: $input) { __typename ... on MutationAssignMemberTeamSuccess { member { id team { id name } } } ... on Error { code } }
      }
    `,
    'assignMemberTeam',
    { failure: 'team.members.failed' },
  );

export const useCreateTeamMutation = () =>
  useTeamMutation<teamMutationsCreateTeamMutation>(
    graphql`
      mutation teamMutationsCreateTeamMutation($name: String!) {
        createTeam(name: $name) { __typename ... on MutationCreateTeamSuccess { team { id name memberCount } } ... on Error { code } }
      }
    `,
    'createTeam',
    { failure: 'team.teams.failed' },
  );

export const useDeleteTeamMutation = () =>
  useTeamMutation<teamMutationsDeleteTeamMutation>(
    graphql`
      mutation teamMutationsDeleteTeamMutation($id: ID!) {
        deleteTeam(id: $id) { __typename ... on Error { code } }
      }
    `,
    'deleteTeam',
    { failure: 'team.teams.failed' },
  );

export const useAcceptInvitationMutation = () =>
  useTeamMutation<teamMutationsAcceptMutation>(
    graphql`
      mutation teamMutationsAcceptMutation($input: AcceptInvitationInput!) {
        acceptInvitation(input: $input) { __typename ... on Error { code } }
      }
    `,
    'acceptInvitation',
    { failure: 'team.join.failed' },
  );

export const useSignUpWithInvitationMutation = () =>
  useTeamMutation<teamMutationsSignUpMutation>(
    graphql`
      mutation teamMutationsSignUpMutation($input: SignUpWithInvitationInput!) {
        signUpWithInvitation(input: $input) {
          __typename
          ... on MutationSignUpWithInvitationSuccess { result { status } }
          ... on Error { code }
          ... on ValidationFailed { problems { path code } }
        }
      }
    `,
    'signUpWithInvitation',
    { failure: 'team.join.failed' },
  );
