import { Button, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { timeZoneNames } from '../../../../server/shared/time-zones';
import type { OrganizationCardMutation } from '../../__generated__/OrganizationCardMutation.graphql';
import type { OrganizationCardQuery } from '../../__generated__/OrganizationCardQuery.graphql';
import { CenteredSpinner } from '../../components/CenteredSpinner';
import { codeOf, useMutationToasts } from '../../components/mutationToasts';

const organizationQuery = graphql`
  query OrganizationCardQuery {
    viewer {
      organization {
        id
        name
        timeZone
      }
    }
  }
`;

/** Administrators: the organization's name and time zone (the dashboard's and analytics' days follow it). */
export function OrganizationCard() {
  return (
    <Stack gap="4" bg="white" borderWidth="1px" rounded="lg" p={{ base: '3', md: '5' }} data-testid="organization-settings">
      <Suspense fallback={<CenteredSpinner />}>
        <OrganizationForm />
      </Suspense>
    </Stack>
  );
}

function OrganizationForm() {
  const intl = useIntl();
  const organization = useLazyLoadQuery<OrganizationCardQuery>(organizationQuery, {}).viewer?.organization;
  const [name, setName] = useState(organization?.name ?? '');
  const [timeZone, setTimeZone] = useState(organization?.timeZone ?? 'Europe/Paris');
  const toasts = useMutationToasts();
  const [commit, saving] = useMutation<OrganizationCardMutation>(graphql`
    mutation OrganizationCardMutation($input: UpdateOrganizationInput!) {
      updateOrganization(input: $input) {
        __typename
        ... on MutationUpdateOrganizationSuccess {
          organization {
            id
            name
            timeZone
          }
        }
        ... on Error {
          code
        }
        ... on ValidationFailed {
          problems {
            code
          }
        }
      }
    }
  `);
  const save = () =>
    commit({
      variables: { input: { name, timeZone } },
      onCompleted: ({ updateOrganization: answer }, errors) => {
        if (errors?.length) return toasts.error('organization.failed', null);
        if (answer.__typename === 'MutationUpdateOrganizationSuccess') return toasts.success('organization.saved');
        const problem = answer.__typename === 'ValidationFailed' ? answer.problems?.[0]?.code : codeOf(answer);
        toasts.error('organization.failed', problem);
      },
      onError: () => toasts.error('organization.failed', null),
    });
  return (
    <>
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="organization.intro" />
      </Text>
      <Field.Root>
        <Field.Label>
          <FormattedMessage id="organization.name" />
        </Field.Label>
        <Input value={name} maxLength={120} onChange={(event) => setName(event.target.value)} />
      </Field.Root>
      <Field.Root>
        <Field.Label>
          <FormattedMessage id="organization.timeZone" />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field aria-label={intl.formatMessage({ id: 'organization.timeZone' })} value={timeZone} onChange={(event) => setTimeZone(event.target.value)}>
            {timeZoneNames().map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, ' ')}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>
          <FormattedMessage id="organization.timeZoneHelp" />
        </Field.HelperText>
      </Field.Root>
      <Button alignSelf="start" colorPalette="brand" loading={saving} disabled={!name.trim()} onClick={save}>
        <FormattedMessage id="organization.save" />
      </Button>
    </>
  );
}
