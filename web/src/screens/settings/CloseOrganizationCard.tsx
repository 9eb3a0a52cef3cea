import { Heading, Stack, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { useNavigate } from 'react-router';
import type { CloseOrganizationCardMutation } from '../../__generated__/CloseOrganizationCardMutation.graphql';
import type { CloseOrganizationCardQuery } from '../../__generated__/CloseOrganizationCardQuery.graphql';
import { CenteredSpinner } from '../../components/CenteredSpinner';
import { errorText } from '../../i18n/errorText';
import { sessionChanged } from '../../relay/environment';
import { commitAsync } from '../auth/authMutations';
import { useAuthFeedback } from '../auth/authFeedback';
import { FormField } from '../auth/FormField';
import { PasswordConfirmedForm } from '../auth/PasswordConfirmedForm';

const MESSAGES = {
  open: 'organization.close.open',
  currentPassword: 'organization.close.currentPassword',
  submit: 'organization.close.submit',
  cancel: 'organization.close.cancel',
};

const closeQuery = graphql`
  query CloseOrganizationCardQuery {
    viewer {
      hasPassword
      organization {
        name
      }
    }
  }
`;

/** Administrators: closing the organization for good, its name typed again and the password asked again. */
export function CloseOrganizationCard() {
  return (
    <Stack gap="3" bg="white" borderWidth="1px" borderColor="red.200" rounded="lg" p={{ base: '3', md: '5' }} data-testid="close-organization">
      <Heading as="h2" size="md" color="red.700">
        <FormattedMessage id="organization.close.title" />
      </Heading>
      <Suspense fallback={<CenteredSpinner />}>
        <CloseOrganization />
      </Suspense>
    </Stack>
  );
}

function CloseOrganization() {
  const intl = useIntl();
  const navigate = useNavigate();
  const feedback = useAuthFeedback();
  const viewer = useLazyLoadQuery<CloseOrganizationCardQuery>(closeQuery, {}).viewer;
  const [close, closing] = useMutation<CloseOrganizationCardMutation>(graphql`
    mutation CloseOrganizationCardMutation($input: CloseOrganizationInput!) {
      closeOrganization(input: $input) {
        __typename
        ... on Error {
          code
          message
        }
        ... on RateLimited {
          retryAfterMinutes
        }
      }
    }
  `);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ name?: string; currentPassword?: string }>({});
  if (!viewer) return null;
  const organization = viewer.organization.name;

  const submit = async (currentPassword: string | null) => {
    try {
      const { closeOrganization: result } = await commitAsync(close, { input: { name, currentPassword } });
      if (result.__typename === 'MutationCloseOrganizationSuccess') {
        sessionChanged(false);
        feedback.success('organization.close.done', undefined, { organization });
        navigate('/auth/signin', { replace: true });
        return;
      }
      const said = errorText(intl, result.code, 'organization.close.failed');
      if (result.code === 'WRONG_PASSWORD') return setErrors({ currentPassword: said });
      if (result.code === 'ORGANIZATION_NAME_MISMATCH') return setErrors({ name: said });
      feedback.error(result, 'organization.close.failed');
    } catch {
      feedback.error(null, 'organization.close.failed');
    }
  };

  return (
    <>
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="organization.close.body" values={{ organization: <strong>{organization}</strong> }} />
      </Text>
      <PasswordConfirmedForm
        messages={MESSAGES}
        values={{ organization }}
        hasPassword={viewer.hasPassword}
        busy={closing}
        ready={name.trim() === organization}
        passwordError={errors.currentPassword}
        onEdit={() => setErrors({})}
        onSubmit={(currentPassword) => void submit(currentPassword)}
        testId="close-organization-form"
      >
        <FormField
          label={intl.formatMessage({ id: 'organization.close.nameLabel' }, { organization })}
          error={errors.name}
          name="organizationName"
          autoComplete="off"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setErrors({});
          }}
        />
      </PasswordConfirmedForm>
    </>
  );
}
