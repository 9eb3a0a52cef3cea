import { Badge, Button, Flex, Heading, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { MailAccountsCard_query$key } from '../../__generated__/MailAccountsCard_query.graphql';
import { errorText } from '../../i18n/errorText';
import { PROVIDER_LABEL } from './MailProviderCards';
import { DisconnectMailboxDialog, type MailboxToDisconnect } from './DisconnectMailboxDialog';
import { useSetMailAccountStatusMutation, useTestMailAccountConnectionMutation } from './mailMutations';

/**
 * The user's connected mailboxes: their last successful synchronisation and last error (worded from
 * its code, with what to do when the mailbox refused the credentials), a switch to pause one, a
 * connection test, and a disconnection confirmed first. `onChange` reads the screen again after a
 * mailbox is removed. On a phone the actions wrap under the address.
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
          lastErrorCode
        }
      }
    `,
    query,
  );
  const intl = useIntl();
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
              <Stack gap="0" minW="0">
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="medium" wordBreak="break-all">
                    {account.email}
                  </Text>
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
                {account.lastErrorCode && (
                  <Text fontSize="sm" color="red.600" data-testid="mail-account-error">
                    <FormattedMessage id="mail.accounts.lastError" values={{ error: errorText(intl, account.lastErrorCode, 'errors.MAIL_SYNC_FAILED') }} />
                  </Text>
                )}
                {account.lastErrorCode === 'MAIL_AUTH_FAILED' && (
                  <Text fontSize="sm" data-testid="mail-account-error-hint">
                    {account.provider === 'IMAP' ? (
                      <FormattedMessage id="mail.accounts.reenterPassword" />
                    ) : (
                      <FormattedMessage id="mail.accounts.reconnectProvider" values={{ provider: PROVIDER_LABEL[account.provider] }} />
                    )}
                  </Text>
                )}
              </Stack>
              <HStack gap="3" wrap="wrap">
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
