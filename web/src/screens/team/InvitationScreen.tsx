import { Alert, Button, Checkbox, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useLocation } from 'react-router';
import type { InvitationScreenQuery } from '../../__generated__/InvitationScreenQuery.graphql';
import { useAcceptInvitationMutation, useSignUpWithInvitationMutation } from './teamMutations';

export const invitationScreenQuery = graphql`
  query InvitationScreenQuery($token: String!) {
    invitation(token: $token) {
      email
      role
      organizationName
      invitedByName
      expiresAt
      accountExists
      viewerJoinState
    }
    viewer {
      user {
        email
      }
    }
  }
`;

export const invitationScreenVariables = (_params: unknown, search: URLSearchParams) => ({ token: search.get('token') ?? '' });

/** Where an emailed invitation leads: who invites to what, then joining by creating an account or, signed in, by accepting. */
export function InvitationScreen() {
  const { invitation, viewer } = usePreloadedQuery<InvitationScreenQuery>(invitationScreenQuery, useLoaderData() as PreloadedQuery<InvitationScreenQuery>);
  const intl = useIntl();
  const location = useLocation();
  const token = new URLSearchParams(location.search).get('token') ?? '';
  // A full load: the app frame reads the new session and organization from the start.
  const joined = () => window.location.assign('/dashboard');

  if (!invitation) {
    return (
      <Stack gap="4" maxW="lg" mx="auto" py="10" data-testid="invitation-invalid">
        <Heading as="h1" size="xl">
          <FormattedMessage id="team.join.invalidTitle" />
        </Heading>
        <Text>
          <FormattedMessage id="errors.INVITATION_INVALID" />
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="5" maxW="lg" mx="auto" py="10" data-testid="invitation">
      <Heading as="h1" size="xl">
        <FormattedMessage id="team.join.title" values={{ organization: invitation.organizationName }} />
      </Heading>
      <Text>
        <FormattedMessage
          id="team.join.intro"
          values={{
            by: invitation.invitedByName ?? invitation.organizationName,
            email: invitation.email,
            role: intl.formatMessage({ id: `team.roles.${invitation.role}` }),
          }}
        />
      </Text>
      {viewer?.user ? (
        <AcceptAsMember token={token} state={invitation.viewerJoinState} signedInAs={viewer.user.email} onJoined={joined} />
      ) : invitation.accountExists ? (
        <Button asChild colorPalette="brand" alignSelf="start">
          <Link to="/auth/signin" state={{ from: location }}>
            <FormattedMessage id="team.join.signInToAccept" />
          </Link>
        </Button>
      ) : (
        <JoinForm token={token} onJoined={joined} />
      )}
    </Stack>
  );
}

function AcceptAsMember({ token, state, signedInAs, onJoined }: { token: string; state: string | null | undefined; signedInAs: string; onJoined(): void }) {
  const [confirmed, setConfirmed] = useState(false);
  const [accept, accepting] = useAcceptInvitationMutation();
  if (state === 'ALREADY_MEMBER' || state === 'OTHER_ADDRESS' || state === 'ORGANIZATION_NOT_EMPTY') {
    return (
      <Alert.Root status={state === 'ALREADY_MEMBER' ? 'info' : 'warning'} data-testid="invitation-refused">
        <Alert.Indicator />
        <Alert.Title>
          <FormattedMessage id={`errors.${state === 'OTHER_ADDRESS' ? 'INVITATION_OTHER_ADDRESS' : state}`} values={{ email: signedInAs }} />
        </Alert.Title>
      </Alert.Root>
    );
  }
  const mustLeave = state === 'MUST_LEAVE_EMPTY_ORGANIZATION';
  return (
    <Stack gap="3">
      {mustLeave && (
        <Checkbox.Root checked={confirmed} onCheckedChange={(change) => setConfirmed(change.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <FormattedMessage id="team.join.leaveEmpty" />
          </Checkbox.Label>
        </Checkbox.Root>
      )}
      <Button
        colorPalette="brand"
        alignSelf="start"
        loading={accepting}
        disabled={mustLeave && !confirmed}
        onClick={() => accept({ input: { token, leaveCurrentOrganization: mustLeave && confirmed } }, onJoined)}
      >
        <FormattedMessage id="team.join.accept" />
      </Button>
    </Stack>
  );
}

function JoinForm({ token, onJoined }: { token: string; onJoined(): void }) {
  const intl = useIntl();
  const [fullName, setFullName] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [join, joining] = useSignUpWithInvitationMutation();
  return (
    <Stack
      as="form"
      gap="3"
      onSubmit={(event) => {
        event.preventDefault();
        join({ input: { token, fullName, password, confirmPassword } }, onJoined);
      }}
    >
      <Input
        aria-label={intl.formatMessage({ id: 'auth.fields.fullName' })}
        placeholder={intl.formatMessage({ id: 'auth.fields.fullName' })}
        value={fullName}
        onChange={(event) => setFullName(event.target.value)}
        autoComplete="name"
      />
      <Input
        type="password"
        aria-label={intl.formatMessage({ id: 'auth.fields.password' })}
        placeholder={intl.formatMessage({ id: 'auth.fields.password' })}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        autoComplete="new-password"
      />
      <Input
        type="password"
        aria-label={intl.formatMessage({ id: 'auth.fields.confirmPassword' })}
        placeholder={intl.formatMessage({ id: 'auth.fields.confirmPassword' })}
        value={confirmPassword}
        onChange={(event) => setConfirmPassword(event.target.value)}
        autoComplete="new-password"
      />
      <Button
        type="submit"
        colorPalette="brand"
        alignSelf="start"
        loading={joining}
        disabled={!fullName.trim() || password.length < 8 || password !== confirmPassword}
      >
        <FormattedMessage id="team.join.createAndJoin" />
      </Button>
    </Stack>
  );
}
