import { Box, Flex, Heading, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { MailMessagesCard_query$key } from '../../__generated__/MailMessagesCard_query.graphql';
import { MailMessageRow } from './MailMessageRow';

/**
 * The latest messages with attachments the user's mailboxes brought in, newest first, narrowed to one
 * mailbox by the address (`?account=<id>`, the `accountId` the screen's query passes on).
 */
export function MailMessagesCard({ query }: { query: MailMessagesCard_query$key }) {
  const intl = useIntl();
  const { mailAccounts, mailMessages } = useFragment(
    graphql`
      fragment MailMessagesCard_query on Query @argumentDefinitions(accountId: { type: "ID" }) {
        mailAccounts {
          id
          email
        }
        mailMessages(accountId: $accountId, first: 100) {
          id
          ...MailMessageRow_message
        }
      }
    `,
    query,
  );
  const [search, setSearch] = useSearchParams();
  const accountFilter = search.get('account') ?? '';
  return (
    <Stack gap="3" bg="white" borderWidth="1px" rounded="lg" p="5" data-testid="mail-messages">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Heading as="h2" size="md">
          <FormattedMessage id="mail.messages.title" />
        </Heading>
        <NativeSelect.Root size="sm" maxW="xs">
          <NativeSelect.Field
            value={accountFilter}
            onChange={(event) => setSearch(event.target.value ? { account: event.target.value } : {}, { replace: true })}
            aria-label={intl.formatMessage({ id: 'mail.messages.filter' })}
            data-testid="mail-messages-filter"
          >
            <option value="">{intl.formatMessage({ id: 'mail.messages.allAccounts' })}</option>
            {mailAccounts.map((account) => (
              <option key={account.id} value={account.id}>
                {account.email}
              </option>
            ))}
          </NativeSelect.Field>
        </NativeSelect.Root>
      </Flex>
      {mailMessages.length === 0 ? (
        <Text color="fg.muted">
          <FormattedMessage id="mail.messages.none" />
        </Text>
      ) : (
        // On a phone each message is a block of its own (see MailMessageRow), not a row to scroll sideways.
        <Box overflowX={{ base: 'visible', md: 'auto' }}>
          <Table.Root size="sm" display={{ base: 'block', md: 'table' }}>
            <Table.Header hideBelow="md">
              <Table.Row>
                {['from', 'subject', 'received', 'attachments', 'processed'].map((column) => (
                  <Table.ColumnHeader key={column}>
                    <FormattedMessage id={`mail.messages.columns.${column}`} />
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body display={{ base: 'block', md: 'table-row-group' }}>
              {mailMessages.map((message) => (
                <MailMessageRow key={message.id} message={message} />
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Stack>
  );
}
