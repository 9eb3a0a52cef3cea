import { Badge, Box, Button, Checkbox, Field, Heading, HStack, NativeSelect, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useLazyLoadQuery, useMutation, usePaginationFragment } from 'react-relay';
import { SESSION_LIFETIME_HOURS, SIGN_IN_METHODS, type AllowedSignInMethod } from '../../../../server/shared/sign-in-rules';
import type { SecurityTabQuery } from '../../__generated__/SecurityTabQuery.graphql';
import type { SecurityTabRevokeMutation } from '../../__generated__/SecurityTabRevokeMutation.graphql';
import type { SecurityTabRules_settings$key } from '../../__generated__/SecurityTabRules_settings.graphql';
import type { SecurityTabSessions_query$key } from '../../__generated__/SecurityTabSessions_query.graphql';
import type { SecurityTabUpdateMutation } from '../../__generated__/SecurityTabUpdateMutation.graphql';
import { CenteredSpinner } from '../../components/CenteredSpinner';
import { codeOf, useMutationToasts, codeOfError } from '../../components/mutationToasts';
import { useSessionDevice } from '../../components/sessionDevice';

const SESSIONS_PAGE = 20;

const securityTabQuery = graphql`
  query SecurityTabQuery($first: Int!, $after: String) {
    securitySettings {
      roles {
        role
        memberCount
      }
      ...SecurityTabRules_settings
    }
    ...SecurityTabSessions_query
  }
`;

/** Administrators: the roles and their members, how members sign in and for how long, and their open sessions. */
export function SecurityTab() {
  return (
    <Suspense fallback={<CenteredSpinner />}>
      <SecurityCards />
    </Suspense>
  );
}

function Card({ titleId, children, testId }: { titleId: string; children: React.ReactNode; testId: string }) {
  return (
    <Stack gap="4" bg="white" borderWidth="1px" rounded="lg" p={{ base: '3', md: '5' }} data-testid={testId}>
      <Heading as="h2" size="md">
        <FormattedMessage id={titleId} />
      </Heading>
      {children}
    </Stack>
  );
}

function SecurityCards() {
  const data = useLazyLoadQuery<SecurityTabQuery>(securityTabQuery, { first: SESSIONS_PAGE, after: null }, { fetchPolicy: 'store-and-network' });
  return (
    <Stack gap="6">
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="security.intro" />
      </Text>
      <Card titleId="security.roles.title" testId="security-roles">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {data.securitySettings.roles.map(({ role, memberCount }) => (
            <Stack key={role} gap="1" borderWidth="1px" rounded="md" p="3" data-testid={`role-${role}`}>
              <HStack justify="space-between">
                <Text fontWeight="semibold">
                  <FormattedMessage id={`security.roles.${role}`} />
                </Text>
                <Badge data-testid="member-count">
                  <FormattedMessage id="security.roles.members" values={{ count: memberCount }} />
                </Badge>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                <FormattedMessage id={`security.roles.describe.${role}`} />
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Card>
      <Card titleId="security.rules.title" testId="security-rules">
        <SignInRules settings={data.securitySettings} />
      </Card>
      <Card titleId="security.sessions.title" testId="security-sessions">
        <OpenSessions query={data} />
      </Card>
    </Stack>
  );
}

function SignInRules({ settings }: { settings: SecurityTabRules_settings$key }) {
  const intl = useIntl();
  const current = useFragment(
    graphql`
      fragment SecurityTabRules_settings on SecuritySettings {
        requireSecondFactor
        sessionLifetimeHours
        signInMethods
      }
    `,
    settings,
  );
  const [requireSecondFactor, setRequireSecondFactor] = useState(current.requireSecondFactor);
  const [lifetime, setLifetime] = useState(
    current.sessionLifetimeHours === null || current.sessionLifetimeHours === undefined ? '' : String(current.sessionLifetimeHours),
  );
  const [methods, setMethods] = useState<readonly AllowedSignInMethod[]>(current.signInMethods as readonly AllowedSignInMethod[]);
  const toasts = useMutationToasts();
  const [commit, saving] = useMutation<SecurityTabUpdateMutation>(graphql`
    mutation SecurityTabUpdateMutation($input: UpdateSecuritySettingsInput!) {
      updateSecuritySettings(input: $input) {
        __typename
        ... on MutationUpdateSecuritySettingsSuccess {
          settings {
            ...SecurityTabRules_settings
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
  const toggle = (method: AllowedSignInMethod, on: boolean) =>
    setMethods((chosen) => (on ? SIGN_IN_METHODS.filter((each) => each === method || chosen.includes(each)) : chosen.filter((each) => each !== method)));
  const save = () =>
    commit({
      variables: { input: { requireSecondFactor, sessionLifetimeHours: lifetime === '' ? null : Number(lifetime), signInMethods: [...methods] } },
      onCompleted: ({ updateSecuritySettings: answer }, errors) => {
        if (errors?.length) return toasts.error('security.rules.failed', null);
        if (answer.__typename === 'MutationUpdateSecuritySettingsSuccess') return toasts.success('security.rules.saved');
        toasts.error('security.rules.failed', answer.__typename === 'ValidationFailed' ? answer.problems?.[0]?.code : codeOf(answer));
      },
      onError: (error) => toasts.error('security.rules.failed', codeOfError(error)),
    });
  return (
    <>
      <Checkbox.Root
        checked={requireSecondFactor}
        onCheckedChange={(change) => setRequireSecondFactor(change.checked === true)}
        alignItems="start"
        data-testid="require-second-factor"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Stack gap="0">
          <Checkbox.Label>
            <FormattedMessage id="security.rules.requireSecondFactor" />
          </Checkbox.Label>
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="security.rules.requireSecondFactorHelp" />
          </Text>
        </Stack>
      </Checkbox.Root>
      <Field.Root>
        <Field.Label>
          <FormattedMessage id="security.rules.lifetime" />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            aria-label={intl.formatMessage({ id: 'security.rules.lifetime' })}
            value={lifetime}
            onChange={(event) => setLifetime(event.target.value)}
          >
            <option value="">{intl.formatMessage({ id: 'security.rules.lifetimeDefault' })}</option>
            {SESSION_LIFETIME_HOURS.map((hours) => (
              <option key={hours} value={hours}>
                {intl.formatMessage(hours % 24 === 0 ? { id: 'security.rules.days' } : { id: 'security.rules.hours' }, { days: hours / 24, hours })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>
          <FormattedMessage id="security.rules.lifetimeHelp" />
        </Field.HelperText>
      </Field.Root>
      <Stack gap="2" as="fieldset">
        <Text as="legend" fontWeight="medium" fontSize="sm">
          <FormattedMessage id="security.rules.methods" />
        </Text>
        <HStack gap="5" wrap="wrap">
          {SIGN_IN_METHODS.map((method) => (
            <Checkbox.Root
              key={method}
              checked={methods.includes(method)}
              onCheckedChange={(change) => toggle(method, change.checked === true)}
              data-testid={`method-${method}`}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                <FormattedMessage id={`security.method.${method}`} />
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="security.rules.methodsHelp" />
        </Text>
      </Stack>
      <Button alignSelf="start" colorPalette="brand" loading={saving} disabled={methods.length === 0} onClick={save} data-testid="save-security">
        <FormattedMessage id="security.rules.save" />
      </Button>
    </>
  );
}

function OpenSessions({ query }: { query: SecurityTabSessions_query$key }) {
  const toasts = useMutationToasts();
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment SecurityTabSessions_query on Query @refetchable(queryName: "SecurityTabSessionsPaginationQuery") {
        organizationSessions(first: $first, after: $after) @connection(key: "SecurityTab_organizationSessions") {
          edges {
            node {
              id
              current
              signInMethod
              ...sessionDevice_session
              createdAt
              lastUsedAt
              member {
                fullName
                email
              }
            }
          }
        }
      }
    `,
    query,
  );
  const [revoke, revoking] = useMutation<SecurityTabRevokeMutation>(graphql`
    mutation SecurityTabRevokeMutation($id: ID!) {
      revokeOrganizationSession(id: $id) {
        __typename
        ... on Error {
          code
        }
      }
    }
  `);
  const end = (id: string) =>
    revoke({
      variables: { id },
      onCompleted: ({ revokeOrganizationSession: answer }) => {
        if (answer.__typename !== 'MutationRevokeOrganizationSessionSuccess') return toasts.error('security.sessions.revokeFailed', codeOf(answer));
        toasts.success('security.sessions.revoked');
        refetch({ first: SESSIONS_PAGE, after: null }, { fetchPolicy: 'network-only' });
      },
      onError: (error) => toasts.error('security.sessions.revokeFailed', codeOfError(error)),
    });
  const sessions = data.organizationSessions.edges.map((edge) => edge.node);
  if (sessions.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="security.sessions.none" />
      </Text>
    );
  }
  return (
    <Stack gap="3">
      <Box overflowX="auto">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <FormattedMessage id="security.sessions.member" />
              </Table.ColumnHeader>
              <Table.ColumnHeader hideBelow="md">
                <FormattedMessage id="security.sessions.device" />
              </Table.ColumnHeader>
              <Table.ColumnHeader hideBelow="md">
                <FormattedMessage id="security.sessions.method" />
              </Table.ColumnHeader>
              <Table.ColumnHeader hideBelow="md">
                <FormattedMessage id="security.sessions.created" />
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <FormattedMessage id="security.sessions.lastUsed" />
              </Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {sessions.map((session) => (
              <Table.Row key={session.id} data-testid="open-session" data-email={session.member.email}>
                <Table.Cell>
                  <Text fontWeight="medium">{session.member.fullName}</Text>
                  <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                    {session.member.email}
                  </Text>
                </Table.Cell>
                <SessionDeviceCell session={session} />
                <Table.Cell hideBelow="md">
                  <FormattedMessage id={`security.method.${session.signInMethod ?? 'confirmation'}`} />
                </Table.Cell>
                <Table.Cell hideBelow="md">
                  <FormattedDate value={session.createdAt} dateStyle="medium" timeStyle="short" />
                </Table.Cell>
                <Table.Cell>
                  <FormattedDate value={session.lastUsedAt} dateStyle="medium" timeStyle="short" />
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {!session.current && (
                    <Button size="xs" variant="outline" colorPalette="red" loading={revoking} onClick={() => end(session.id)}>
                      <FormattedMessage id="security.sessions.revoke" />
                    </Button>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {hasNext && (
        <Button alignSelf="start" size="sm" variant="outline" loading={isLoadingNext} onClick={() => loadNext(SESSIONS_PAGE)}>
          <FormattedMessage id="security.sessions.more" />
        </Button>
      )}
    </Stack>
  );
}

/** The device of an open sign-in, its User-Agent as a tooltip. */
function SessionDeviceCell({ session }: { session: Parameters<typeof useSessionDevice>[0] }) {
  const device = useSessionDevice(session);
  return (
    <Table.Cell hideBelow="md" maxW="xs" truncate title={device.userAgent ?? undefined} data-testid="session-device">
      {device.label}
    </Table.Cell>
  );
}
