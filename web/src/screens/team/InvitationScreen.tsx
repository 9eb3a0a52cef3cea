import { Alert, Button, Checkbox, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useLocation } from 'react-router';
import type { InvitationScreenQuery } from '../../__generated__/InvitationScreenQuery.graphql';
import { invitationSignUpRules } from '../../auth-rules';
import { ruleMessage } from '../auth/authFeedback';
import { FormField } from '../auth/FormField';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import { TermsCheckbox } from '../auth/TermsCheckbox';
import { useFieldErrors } from '../auth/useFieldErrors';
import { useLanguage } from '../../i18n/LanguageProvider';
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
      <Stack gap="4" maxW="lg" mx="auto" px="4" py="10" data-testid="invitation-invalid">
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
    <Stack gap="5" maxW="lg" mx="auto" px="4" py="10" data-testid="invitation">
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
            // French elides "que" before a vowel: "qu’Utilisateur", "qu’Administrateur", "que Manager".
            roleCode: invitation.role,
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

/** The account's form, as at sign-up: labelled fields, the password's strength, and each rule's reason on submit. */
function JoinForm({ token, onJoined }: { token: string; onJoined(): void }) {
  const intl = useIntl();
  const [form, setForm] = useState({ fullName: '', password: '', confirmPassword: '', acceptTerms: false });
  const { errors, check } = useFieldErrors(invitationSignUpRules, form);
  const [join, joining] = useSignUpWithInvitationMutation();
  const { language } = useLanguage();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (check()) join({ input: { token, ...form, language } }, onJoined);
      }}
    >
      <Stack gap="4">
        <FormField
          label={intl.formatMessage({ id: 'auth.fields.fullName' })}
          name="fullName"
          autoComplete="name"
          value={form.fullName}
          onChange={(event) => setForm((current) => ({ ...current, fullName: event.target.value }))}
          error={ruleMessage(intl, errors.fullName)}
        />
        <NewPasswordFields values={form} errors={errors} onChange={(field, value) => setForm((current) => ({ ...current, [field]: value }))} />
        <TermsCheckbox
          checked={form.acceptTerms}
          onChange={(acceptTerms) => setForm((current) => ({ ...current, acceptTerms }))}
          error={ruleMessage(intl, errors.acceptTerms)}
        />
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={joining}>
          <FormattedMessage id="team.join.createAndJoin" />
        </Button>
      </Stack>
    </form>
  );
}
