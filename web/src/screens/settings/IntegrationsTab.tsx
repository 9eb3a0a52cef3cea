import { Badge, Button, Code, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import type { IntegrationsTabMailboxesQuery } from '../../__generated__/IntegrationsTabMailboxesQuery.graphql';
import type { IntegrationsTabWebhooksQuery } from '../../__generated__/IntegrationsTabWebhooksQuery.graphql';
import { CenteredSpinner } from '../../components/CenteredSpinner';

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
    { fetchPolicy: 'store-and-network' },
  );
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
        <Text key={hook.id} fontSize="sm" wordBreak="break-all">
          <Code>{hook.url}</Code> · {hook.events.join(', ')}
        </Text>
      ))}
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
