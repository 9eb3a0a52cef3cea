import { Badge, Box, Button, Container, Field, Flex, HStack, Heading, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { StatusScreenQuery, ComponentStatus, IncidentStatus } from '../../__generated__/StatusScreenQuery.graphql';
import { useCreateStatusIncidentMutation, useUpdateStatusIncidentMutation } from './statusMutations';

/** The page checks again on its own, as often as the server refreshes its checks. */
const REFRESH_MS = 30_000;

const query = graphql`
  query StatusScreenQuery {
    serviceStatus {
      overall
      checkedAt
      components { component status }
      incidents { id title body status startedAt resolvedAt }
      canManageIncidents
    }
  }
`;

const COLORS: Record<string, string> = { OPERATIONAL: 'green', PARTIAL: 'orange', DOWN: 'red', RESOLVED: 'green', COMPLETED: 'blue', INVESTIGATING: 'orange' };

function StatusBadge({ status, kind }: { status: ComponentStatus | IncidentStatus; kind: 'component' | 'incident' }) {
  return (
    <Badge colorPalette={COLORS[status] ?? 'gray'} variant="subtle" data-status={status}>
      <FormattedMessage id={`statusPage.${kind}.${status}`} />
    </Badge>
  );
}

export function StatusScreen() {
  const [fetchKey, setFetchKey] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setFetchKey((key) => key + 1), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const { serviceStatus } = useLazyLoadQuery<StatusScreenQuery>(query, {}, { fetchKey, fetchPolicy: 'store-and-network' });
  return (
    <Container maxW="4xl" py={{ base: '10', md: '16' }}>
      <Stack gap="8">
        <Stack gap="2">
          <Heading as="h1" size="3xl">
            <FormattedMessage id="statusPage.title" />
          </Heading>
          <Flex gap="3" align="center" wrap="wrap">
            <Text fontSize="lg" fontWeight="semibold" data-testid="overall-status">
              <FormattedMessage id={`statusPage.overall.${serviceStatus.overall}`} />
            </Text>
            <Text color="fg.muted" fontSize="sm">
              <FormattedMessage id="statusPage.checkedAt" values={{ time: <FormattedTime value={serviceStatus.checkedAt} timeStyle="medium" /> }} />
            </Text>
          </Flex>
        </Stack>
        <Stack
          as="ul"
          gap="0"
          bg="white"
          borderWidth="1px"
          rounded="xl"
          listStyleType="none"
          aria-label={useIntl().formatMessage({ id: 'statusPage.components' })}
        >
          {serviceStatus.components.map(({ component, status }) => (
            <Flex
              as="li"
              key={component}
              justify="space-between"
              align="center"
              px="5"
              py="4"
              borderBottomWidth="1px"
              _last={{ borderBottomWidth: 0 }}
              data-testid={`component-${component}`}
            >
              <Text fontWeight="medium">
                <FormattedMessage id={`statusPage.componentName.${component}`} />
              </Text>
              <StatusBadge status={status} kind="component" />
            </Flex>
          ))}
        </Stack>
        <Stack gap="4">
          <Heading as="h2" size="xl">
            <FormattedMessage id="statusPage.incidents" />
          </Heading>
          {serviceStatus.canManageIncidents && <NewIncidentForm onDone={() => setFetchKey((key) => key + 1)} />}
          {serviceStatus.incidents.length === 0 ? (
            <Text color="fg.muted">
              <FormattedMessage id="statusPage.noIncidents" />
            </Text>
          ) : (
            serviceStatus.incidents.map((incident) => (
              <Box key={incident.id} bg="white" borderWidth="1px" rounded="lg" p="5">
                <Flex justify="space-between" gap="3" wrap="wrap">
                  <Heading as="h3" size="md">
                    {incident.title}
                  </Heading>
                  <HStack>
                    <StatusBadge status={incident.status} kind="incident" />
                    {serviceStatus.canManageIncidents && (
                      <IncidentStatusSelect id={incident.id} status={incident.status} onDone={() => setFetchKey((key) => key + 1)} />
                    )}
                  </HStack>
                </Flex>
                <Text color="fg.muted" fontSize="sm" mt="1">
                  <FormattedDate value={incident.startedAt} dateStyle="long" timeStyle="short" />
                  {incident.resolvedAt && (
                    <>
                      {' → '}
                      <FormattedDate value={incident.resolvedAt} dateStyle="long" timeStyle="short" />
                    </>
                  )}
                </Text>
                {incident.body && (
                  <Text mt="3" whiteSpace="pre-wrap">
                    {incident.body}
                  </Text>
                )}
              </Box>
            ))
          )}
        </Stack>
      </Stack>
    </Container>
  );
}

const INCIDENT_STATUSES = ['INVESTIGATING', 'RESOLVED', 'COMPLETED'] as const;

function NewIncidentForm({ onDone }: { onDone(): void }) {
  const intl = useIntl();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [create, creating] = useCreateStatusIncidentMutation();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) return;
    create({ title, body }, () => {
      setTitle('');
      setBody('');
      onDone();
    });
  }
  return (
    <Stack as="form" onSubmit={submit} gap="3" bg="white" borderWidth="1px" rounded="lg" p="5">
      <Field.Root required>
        <Field.Label>
          <FormattedMessage id="statusPage.newIncident" />
        </Field.Label>
        <Input value={title} onChange={(event) => setTitle(event.target.value)} maxLength={200} />
      </Field.Root>
      <Textarea
        value={body}
        onChange={(event) => setBody(event.target.value)}
        maxLength={5000}
        aria-label={intl.formatMessage({ id: 'statusPage.incidentBody' })}
      />
      <Button type="submit" loading={creating} alignSelf="flex-start" colorPalette="brand">
        <FormattedMessage id="statusPage.publish" />
      </Button>
    </Stack>
  );
}

function IncidentStatusSelect({ id, status, onDone }: { id: string; status: IncidentStatus; onDone(): void }) {
  const intl = useIntl();
  const [update] = useUpdateStatusIncidentMutation();
  return (
    <NativeSelect.Root size="xs" width="auto">
      <NativeSelect.Field
        value={status}
        aria-label={intl.formatMessage({ id: 'statusPage.changeStatus' })}
        onChange={(event) => update(id, event.target.value as IncidentStatus, onDone)}
      >
        {INCIDENT_STATUSES.map((option) => (
          <option key={option} value={option}>
            {intl.formatMessage({ id: `statusPage.incident.${option}` })}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
