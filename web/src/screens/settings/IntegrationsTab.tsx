import { Alert, Badge, Button, Checkbox, Code, Field, Flex, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Link } from 'react-router';
import type { IntegrationsTabMailboxesQuery } from '../../__generated__/IntegrationsTabMailboxesQuery.graphql';
import type { IntegrationsTabRegisterWebhookMutation } from '../../__generated__/IntegrationsTabRegisterWebhookMutation.graphql';
import type { IntegrationsTabRemoveWebhookMutation } from '../../__generated__/IntegrationsTabRemoveWebhookMutation.graphql';
import type { IntegrationsTabWebhooksQuery } from '../../__generated__/IntegrationsTabWebhooksQuery.graphql';
import { WEBHOOK_EVENT_TYPES } from '../../../../server/shared/webhook-event-types';
import { CenteredSpinner } from '../../components/CenteredSpinner';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { codeOf, useMutationToasts, codeOfError } from '../../components/mutationToasts';

/** Mailboxes, Slack and, for administrators, the outbound webhooks: everything Paraphe exchanges with other services. */
export function IntegrationsTab({ isAdmin }: { isAdmin: boolean }) {
  return (
    <Stack gap="4" data-testid="integrations">
      <Section titleId="integrations.mailboxes.title">
        <Suspense fallback={<CenteredSpinner />}>
          <Mailboxes />
        </Suspense>
      </Section>
      <Section titleId="integrations.slack.title">
        <Text fontSize="sm">
          <FormattedMessage id="integrations.slack.intro" />
        </Text>
        <Button asChild alignSelf="start" size="sm" variant="outline">
          <Link to="/settings?tab=notifications">
            <FormattedMessage id="integrations.slack.open" />
          </Link>
        </Button>
      </Section>
      {isAdmin && (
        <Section titleId="integrations.webhooks.title">
          <Suspense fallback={<CenteredSpinner />}>
            <Webhooks />
          </Suspense>
        </Section>
      )}
    </Stack>
  );
}

function Section({ titleId, children }: { titleId: string; children: React.ReactNode }) {
  return (
    <Stack gap="3" bg="white" borderWidth="1px" rounded="lg" p={{ base: '3', md: '5' }}>
      <Heading as="h2" size="md">
        <FormattedMessage id={titleId} />
      </Heading>
      {children}
    </Stack>
  );
}

function Mailboxes() {
  const { mailAccounts } = useLazyLoadQuery<IntegrationsTabMailboxesQuery>(
    graphql`
      query IntegrationsTabMailboxesQuery {
        mailAccounts {
          id
          email
          provider
          status
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  return (
    <>
      {mailAccounts.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="integrations.mailboxes.none" />
        </Text>
      ) : (
        <Stack gap="1" data-testid="integrations-mailboxes">
          {mailAccounts.map((account) => (
            <HStack key={account.id} gap="2" wrap="wrap">
              <Text fontSize="sm" wordBreak="break-all">
                {account.email}
              </Text>
              <Badge>{account.provider}</Badge>
              <Badge colorPalette={account.status === 'ACTIVE' ? 'green' : 'gray'}>
                <FormattedMessage id={`integrations.mailboxes.status.${account.status}`} />
              </Badge>
            </HStack>
          ))}
        </Stack>
      )}
      <Button asChild alignSelf="start" size="sm" variant="outline">
        <Link to="/mail-connect">
          <FormattedMessage id="integrations.mailboxes.manage" />
        </Link>
      </Button>
    </>
  );
}

function Webhooks() {
  const intl = useIntl();
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<IntegrationsTabWebhooksQuery>(
    graphql`
      query IntegrationsTabWebhooksQuery {
        webhooks {
          id
          url
          events
        }
        webhookDeliveries(limit: 20) {
          id
          eventType
          attempts
          lastStatusCode
          deliveredAt
          failedAt
          createdAt
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const refresh = () => setFetchKey((key) => key + 1);
  const toasts = useMutationToasts();
  const [removing, setRemoving] = useState<{ id: string; url: string } | null>(null);
  const [remove, removingNow] = useMutation<IntegrationsTabRemoveWebhookMutation>(graphql`
    mutation IntegrationsTabRemoveWebhookMutation($id: ID!) {
      removeWebhook(id: $id) {
        __typename
        ... on Error {
          code
        }
      }
    }
  `);
  const removeNow = (id: string) =>
    remove({
      variables: { id },
      onCompleted: ({ removeWebhook: answer }) => {
        setRemoving(null);
        if (answer.__typename !== 'MutationRemoveWebhookSuccess') return toasts.error('integrations.webhooks.removeFailed', codeOf(answer));
        toasts.success('integrations.webhooks.removed');
        refresh();
      },
      onError: (error) => toasts.error('integrations.webhooks.removeFailed', codeOfError(error)),
    });
  const date = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="integrations.webhooks.intro" />
      </Text>
      <Text fontWeight="medium">
        <FormattedMessage id="integrations.webhooks.registered" values={{ count: data.webhooks.length }} />
      </Text>
      {data.webhooks.map((hook) => (
        <HStack key={hook.id} justify="space-between" gap="2" wrap="wrap" data-testid="webhook">
          <Text fontSize="sm" wordBreak="break-all" flex="1" minW="0">
            <Code>{hook.url}</Code> · {hook.events.join(', ')}
          </Text>
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => setRemoving({ id: hook.id, url: hook.url })} data-testid="webhook-remove">
            <FormattedMessage id="integrations.webhooks.remove" />
          </Button>
        </HStack>
      ))}
      <AddWebhook onAdded={refresh} />
      <ConfirmDialog
        open={removing !== null}
        title={<FormattedMessage id="integrations.webhooks.removeTitle" />}
        body={<FormattedMessage id="integrations.webhooks.removeBody" values={{ url: removing?.url ?? '' }} />}
        confirm={<FormattedMessage id="integrations.webhooks.remove" />}
        busy={removingNow}
        onConfirm={() => removing && removeNow(removing.id)}
        onClose={() => setRemoving(null)}
        testId="webhook-remove-dialog"
      />
      <Text fontWeight="medium">
        <FormattedMessage id="integrations.webhooks.deliveries" />
      </Text>
      {data.webhookDeliveries.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="integrations.webhooks.noDeliveries" />
        </Text>
      ) : (
        // On a phone the day goes (the event, its outcome and its attempts stay inside the screen).
        <Table.Root size="sm" data-testid="webhook-deliveries">
          <Table.Body>
            {data.webhookDeliveries.map((delivery) => (
              <Table.Row key={delivery.id}>
                <Table.Cell>{delivery.eventType}</Table.Cell>
                <Table.Cell hideBelow="md">{date(delivery.createdAt)}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={delivery.deliveredAt ? 'green' : delivery.failedAt ? 'red' : 'orange'}>
                    <FormattedMessage
                      id={
                        delivery.deliveredAt
                          ? 'integrations.webhooks.delivered'
                          : delivery.failedAt
                            ? 'integrations.webhooks.failed'
                            : 'integrations.webhooks.retrying'
                      }
                    />
                  </Badge>
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <FormattedMessage id="integrations.webhooks.attempts" values={{ count: delivery.attempts, status: delivery.lastStatusCode ?? '—' }} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}

/** Registers an address for the events chosen; its signing secret is shown once, to be kept by whoever receives the events. */
function AddWebhook({ onAdded }: { onAdded(): void }) {
  const intl = useIntl();
  const toasts = useMutationToasts();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [problem, setProblem] = useState<'url' | 'events' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [register, registering] = useMutation<IntegrationsTabRegisterWebhookMutation>(graphql`
    mutation IntegrationsTabRegisterWebhookMutation($url: String!, $events: [String!]!) {
      registerWebhook(url: $url, events: $events) {
        __typename
        ... on MutationRegisterWebhookSuccess {
          registered {
            secret
          }
        }
        ... on ValidationFailed {
          problems {
            path
          }
        }
        ... on Error {
          code
        }
      }
    }
  `);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (events.length === 0) return setProblem('events');
    register({
      variables: { url: url.trim(), events },
      onCompleted: ({ registerWebhook: answer }) => {
        if (answer.__typename === 'MutationRegisterWebhookSuccess') {
          setSecret(answer.registered?.secret ?? null);
          setUrl('');
          setEvents([]);
          setProblem(null);
          onAdded();
          return;
        }
        if (answer.__typename === 'ValidationFailed') return setProblem(answer.problems?.[0]?.path === 'events' ? 'events' : 'url');
        toasts.error('integrations.webhooks.addFailed', codeOf(answer));
      },
      onError: (error) => toasts.error('integrations.webhooks.addFailed', codeOfError(error)),
    });
  };
  return (
    <Stack as="form" gap="3" onSubmit={submit} borderWidth="1px" rounded="md" p="3" data-testid="webhook-form">
      <Field.Root invalid={problem === 'url'} required>
        <Field.Label>
          <FormattedMessage id="integrations.webhooks.url" />
        </Field.Label>
        <Input
          size="sm"
          type="url"
          value={url}
          placeholder="https://"
          maxLength={2000}
          onChange={(event) => {
            setUrl(event.target.value);
            if (problem === 'url') setProblem(null);
          }}
          data-testid="webhook-url"
        />
        <Field.ErrorText>
          <FormattedMessage id="integrations.webhooks.badUrl" />
        </Field.ErrorText>
      </Field.Root>
      {/* A group of its own (one Field would give all the boxes one id, and every label the first box). */}
      <Stack gap="1.5" role="group" aria-labelledby="webhook-events-label">
        <Text id="webhook-events-label" fontSize="sm" fontWeight="medium">
          <FormattedMessage id="integrations.webhooks.events" />
        </Text>
        <Flex gap="3" wrap="wrap">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <Checkbox.Root
              key={type}
              size="sm"
              checked={events.includes(type)}
              onCheckedChange={(change) => {
                setEvents((current) => (change.checked === true ? [...current, type] : current.filter((chosen) => chosen !== type)));
                if (problem === 'events') setProblem(null);
              }}
              data-testid={`webhook-event-${type}`}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                <Code>{type}</Code>
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Flex>
        {problem === 'events' && (
          <Text fontSize="sm" color="fg.error">
            <FormattedMessage id="integrations.webhooks.noEvents" />
          </Text>
        )}
      </Stack>
      <Button type="submit" size="sm" alignSelf="start" colorPalette="brand" loading={registering} disabled={url.trim() === ''} data-testid="webhook-add">
        <FormattedMessage id="integrations.webhooks.add" />
      </Button>
      {secret && (
        <Alert.Root status="success" data-testid="webhook-secret">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <FormattedMessage id="integrations.webhooks.secretTitle" />
            </Alert.Title>
            <Alert.Description>
              <Stack gap="1">
                <Code wordBreak="break-all" aria-label={intl.formatMessage({ id: 'integrations.webhooks.secretTitle' })}>
                  {secret}
                </Code>
                <Text fontSize="sm">
                  <FormattedMessage id="integrations.webhooks.secretHint" />
                </Text>
              </Stack>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}
