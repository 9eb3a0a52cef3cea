import { Box, Button, Field, HStack, Image, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Suspense, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { timeZoneNames } from '../../../../server/shared/time-zones';
import type { Language, OrganizationCardMutation } from '../../__generated__/OrganizationCardMutation.graphql';
import type { OrganizationCardQuery } from '../../__generated__/OrganizationCardQuery.graphql';
import type { OrganizationCardRemoveLogoMutation } from '../../__generated__/OrganizationCardRemoveLogoMutation.graphql';
import type { OrganizationCardSetLogoMutation } from '../../__generated__/OrganizationCardSetLogoMutation.graphql';
import { CenteredSpinner } from '../../components/CenteredSpinner';
import { codeOf, useMutationToasts, codeOfError } from '../../components/mutationToasts';

const organizationQuery = graphql`
  query OrganizationCardQuery {
    viewer {
      organization {
        id
        name
        timeZone
        defaultLanguage
        logoUrl
      }
    }
  }
`;

const LANGUAGES: Language[] = ['fr', 'en'];
/** What the logo picker offers; the server checks the content whatever the name says. */
const LOGO_TYPES = 'image/png,image/jpeg,.png,.jpg,.jpeg';

type Organization = NonNullable<NonNullable<OrganizationCardQuery['response']['viewer']>['organization']>;

/** Administrators: the organization's logo, name, time zone (the dashboard's and analytics' days follow it) and default language. */
export function OrganizationCard() {
  return (
    <Stack gap="4" bg="white" borderWidth="1px" rounded="lg" p={{ base: '3', md: '5' }} data-testid="organization-settings">
      <Suspense fallback={<CenteredSpinner />}>
        <OrganizationSettings />
      </Suspense>
    </Stack>
  );
}

function OrganizationSettings() {
  const organization = useLazyLoadQuery<OrganizationCardQuery>(organizationQuery, {}).viewer?.organization;
  if (!organization) return null;
  return (
    <>
      <OrganizationLogo organization={organization} />
      <OrganizationForm organization={organization} />
    </>
  );
}

/** The logo shown in the header and on signed PDFs: replaced as soon as a file is chosen, or removed. */
function OrganizationLogo({ organization }: { organization: Organization }) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const toasts = useMutationToasts();
  const [upload, uploading] = useMutation<OrganizationCardSetLogoMutation>(graphql`
    mutation OrganizationCardSetLogoMutation($file: Upload!) {
      setOrganizationLogo(file: $file) {
        __typename
        ... on MutationSetOrganizationLogoSuccess {
          organization {
            id
            logoUrl
          }
        }
        ... on Error {
          code
        }
      }
    }
  `);
  const [remove, removing] = useMutation<OrganizationCardRemoveLogoMutation>(graphql`
    mutation OrganizationCardRemoveLogoMutation {
      removeOrganizationLogo {
        __typename
        ... on MutationRemoveOrganizationLogoSuccess {
          organization {
            id
            logoUrl
          }
        }
        ... on Error {
          code
        }
      }
    }
  `);
  const choose = (file: File | null) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    upload({
      variables: { file },
      onCompleted: ({ setOrganizationLogo: answer }, errors) => {
        if (errors?.length) return toasts.error('organization.logoFailed', null);
        if (answer.__typename === 'MutationSetOrganizationLogoSuccess') return toasts.success('organization.logoSaved');
        toasts.error('organization.logoFailed', codeOf(answer));
      },
      onError: (error) => toasts.error('organization.logoFailed', codeOfError(error)),
    });
  };
  const removeLogo = () =>
    remove({
      variables: {},
      onCompleted: ({ removeOrganizationLogo: answer }, errors) => {
        if (!errors?.length && answer.__typename === 'MutationRemoveOrganizationLogoSuccess') return toasts.success('organization.logoRemoved');
        toasts.error('organization.logoFailed', errors?.length ? null : codeOf(answer));
      },
      onError: (error) => toasts.error('organization.logoFailed', codeOfError(error)),
    });
  return (
    <Field.Root>
      <Field.Label>
        <FormattedMessage id="organization.logo" />
      </Field.Label>
      <HStack gap="4" wrap="wrap">
        <Box borderWidth="1px" rounded="md" p="2" minW="24" h="16" display="flex" alignItems="center" justifyContent="center" bg="gray.50">
          {organization.logoUrl ? (
            <Image
              src={organization.logoUrl}
              alt={intl.formatMessage({ id: 'organization.logoAlt' }, { name: organization.name })}
              maxH="12"
              maxW="40"
              objectFit="contain"
              data-testid="organization-logo-preview"
            />
          ) : (
            <Text fontSize="xs" color="fg.muted">
              <FormattedMessage id="organization.noLogo" />
            </Text>
          )}
        </Box>
        <input
          ref={input}
          type="file"
          accept={LOGO_TYPES}
          hidden
          data-testid="organization-logo-file"
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        <Button variant="outline" size="sm" loading={uploading} onClick={() => input.current?.click()}>
          <FormattedMessage id={organization.logoUrl ? 'organization.replaceLogo' : 'organization.addLogo'} />
        </Button>
        {organization.logoUrl && (
          <Button variant="ghost" size="sm" colorPalette="red" loading={removing} onClick={removeLogo} data-testid="organization-logo-remove">
            <FormattedMessage id="organization.removeLogo" />
          </Button>
        )}
      </HStack>
      <Field.HelperText>
        <FormattedMessage id="organization.logoHelp" />
      </Field.HelperText>
    </Field.Root>
  );
}

function OrganizationForm({ organization }: { organization: Organization }) {
  const intl = useIntl();
  const [name, setName] = useState(organization.name);
  const [timeZone, setTimeZone] = useState(organization.timeZone);
  const [defaultLanguage, setDefaultLanguage] = useState<Language>(organization.defaultLanguage === 'en' ? 'en' : 'fr');
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
            defaultLanguage
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
      variables: { input: { name, timeZone, defaultLanguage } },
      onCompleted: ({ updateOrganization: answer }, errors) => {
        if (errors?.length) return toasts.error('organization.failed', null);
        if (answer.__typename === 'MutationUpdateOrganizationSuccess') return toasts.success('organization.saved');
        const problem = answer.__typename === 'ValidationFailed' ? answer.problems?.[0]?.code : codeOf(answer);
        toasts.error('organization.failed', problem);
      },
      onError: (error) => toasts.error('organization.failed', codeOfError(error)),
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
          <NativeSelect.Field
            aria-label={intl.formatMessage({ id: 'organization.timeZone' })}
            value={timeZone}
            onChange={(event) => setTimeZone(event.target.value)}
          >
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
      <Field.Root>
        <Field.Label>
          <FormattedMessage id="organization.defaultLanguage" />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            aria-label={intl.formatMessage({ id: 'organization.defaultLanguage' })}
            value={defaultLanguage}
            onChange={(event) => setDefaultLanguage(event.target.value as Language)}
            data-testid="organization-default-language"
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {intl.formatMessage({ id: `organization.languages.${language}` })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>
          <FormattedMessage id="organization.defaultLanguageHelp" />
        </Field.HelperText>
      </Field.Root>
      <Button alignSelf="start" colorPalette="brand" loading={saving} disabled={!name.trim()} onClick={save}>
        <FormattedMessage id="organization.save" />
      </Button>
    </>
  );
}
