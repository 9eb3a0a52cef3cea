import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { MailboxConnectionsCard_query$key } from '../../__generated__/MailboxConnectionsCard_query.graphql';
import { DisconnectMailboxDialog, type MailboxToDisconnect } from './DisconnectMailboxDialog';
import { useStartMailOAuthMutation } from './mailMutations';

const PROVIDERS = [
  { provider: 'GMAIL', label: 'Gmail', configuredAs: 'google' },
  { provider: 'MICROSOFT', label: 'Outlook', configuredAs: 'microsoft' },
] as const;

/** The account page's Google and Microsoft mailboxes: the connected address and its status, connect or disconnect. */
export function MailboxConnections({ query, onChange }: { query: MailboxConnectionsCard_query$key; onChange(): void }) {
  const { mailAccounts, authProviders } = useFragment(
    graphql`
      fragment MailboxConnectionsCard_query on Query {
        authProviders {
          google
          microsoft
        }
        mailAccounts {
          id
          email
          provider
          status
        }
      }
    `,
    query,
  );
  const [connect, redirecting] = useStartMailOAuthMutation();
  const [confirming, setConfirming] = useState<MailboxToDisconnect | null>(null);
  return (
    <>
      {PROVIDERS.map(({ provider, label, configuredAs }) => {
        const account = mailAccounts.find((candidate) => candidate.provider === provider);
        return (
          <HStack key={provider} justify="space-between" wrap="wrap" gap="2" data-testid={`mailbox-${provider.toLowerCase()}`}>
            <Stack gap="0">
              <Text fontWeight="medium">{label}</Text>
              <Text fontSize="sm" color="fg.muted">
                {account?.email ?? <FormattedMessage id="account.notConnected" />}
              </Text>
            </Stack>
            {account ? (
              <HStack gap="2">
                <Badge colorPalette={account.status === 'ACTIVE' ? 'green' : 'gray'} data-testid="mailbox-status">
                  <FormattedMessage id={account.status === 'ACTIVE' ? 'mail.accounts.active' : 'mail.accounts.inactive'} />
                </Badge>
                <Button size="sm" variant="outline" onClick={() => setConfirming(account)} data-testid="mailbox-disconnect">
                  <FormattedMessage id="mail.accounts.disconnect" />
                </Button>
              </HStack>
            ) : (
              <Button size="sm" variant="outline" loading={redirecting} disabled={!authProviders[configuredAs]} onClick={() => connect(provider)}>
                {authProviders[configuredAs] ? (
                  <FormattedMessage id="account.connect" />
                ) : (
                  <FormattedMessage id="mail.providers.notConfigured" values={{ action: <FormattedMessage id="account.connect" /> }} />
                )}
              </Button>
            )}
          </HStack>
        );
      })}
      <DisconnectMailboxDialog mailbox={confirming} onClose={() => setConfirming(null)} onDone={onChange} />
    </>
  );
}
