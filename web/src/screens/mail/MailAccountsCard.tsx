import { Badge, Button, Flex, Heading, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { MailAccountsCard_query$key } from '../../__generated__/MailAccountsCard_query.graphql';
import { PROVIDER_LABEL } from './MailProviderCards';
import { DisconnectMailboxDialog, type MailboxToDisconnect } from './DisconnectMailboxDialog';
import { useSetMailAccountStatusMutation, useTestMailAccountConnectionMutation } from './mailMutations';

/**
 * The user's connected mailboxes: their last synchronisation or error, a switch to pause one, a
 * connection test, and a disconnection confirmed first. `onChange` reads the screen again after a
 * mailbox is removed.
 */
export function MailAccountsCard({ query, onChange }: { query: MailAccountsCard_query$key; onChange(): void }) {
  const { mailAccounts } = useFragment(
    graphql`
      fragment MailAccountsCard_query on Query {
        mailAccounts {
          id
          email
          provider
          status
          lastSyncAt
          lastError
        }
      }
    `,
    query,
  );
  const [setStatus] = useSetMailAccountStatusMutation();
  const [test, testing] = useTestMailAccountConnectionMutation();
  const [confirming, setConfirming] = useState<MailboxToDisconnect | null>(null);
  return (
    <>
      <Stack gap="3" bg="white" borderWidth="1px" rounded="lg" p="5" data-testid="mail-accounts">
        <Heading as="h2" size="md">
          <FormattedMessage id="mail.accounts.title" />
        </Heading>
        {mailAccounts.length === 0 ? (
          <Text color="fg.muted">
            <FormattedMessage id="mail.accounts.none" />
          </Text>
        ) : (
          mailAccounts.map((account) => (
            <Flex
              key={account.id}
              justify="space-between"
              align="center"
              wrap="wrap"
              gap="3"
              borderBottomWidth="1px"
              pb="3"
              data-testid="mail-account"
              data-email={account.email}
            >
              <Stack gap="0">
                <HStack gap="2">
                  <Text fontWeight="medium">{account.email}</Text>
                  <Badge variant="outline">{PROVIDER_LABEL[account.provider]}</Badge>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {account.lastSyncAt ? (
                    <FormattedMessage
                      id="mail.accounts.lastSync"
                      values={{ date: <FormattedDate value={account.lastSyncAt} dateStyle="medium" timeStyle="short" /> }}
                    />
                  ) : (
                    <FormattedMessage id="mail.accounts.neverSynced" />
                  )}
                </Text>
                {account.lastError && (
                  <Text fontSize="sm" color="red.600" data-testid="mail-account-error">
                    <FormattedMessage id="mail.accounts.lastError" values={{ error: account.lastError }} />
                  </Text>
                )}
              </Stack>
              <HStack gap="3">
                <Switch.Root
                  checked={account.status === 'ACTIVE'}
                  onCheckedChange={(event) => setStatus(account.id, event.checked ? 'ACTIVE' : 'PAUSED')}
                  data-testid="mail-account-switch"
                >
                  <Switch.HiddenInput />
                  <Switch.Control />
                  <Switch.Label>
                    <FormattedMessage id={account.status === 'ACTIVE' ? 'mail.accounts.active' : 'mail.accounts.inactive'} />
                  </Switch.Label>
                </Switch.Root>
                <Button size="sm" variant="outline" loading={testing} onClick={() => test(account.id)} data-testid="mail-account-test">
                  <FormattedMessage id="mail.accounts.test" />
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  onClick={() => setConfirming({ id: account.id, email: account.email, provider: account.provider })}
                  data-testid="mail-account-disconnect"
                >
                  <FormattedMessage id="mail.accounts.disconnect" />
                </Button>
              </HStack>
            </Flex>
          ))
        )}
      </Stack>

      <DisconnectMailboxDialog mailbox={confirming} onClose={() => setConfirming(null)} onDone={onChange} />
    </>
  );
}
