import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { MailProviderCards_providers$key } from '../../__generated__/MailProviderCards_providers.graphql';
import { useStartMailOAuthMutation } from './mailMutations';

/** The providers' names as the product shows them. */
export const PROVIDER_LABEL: Record<string, string> = { GMAIL: 'Gmail', MICROSOFT: 'Outlook', IMAP: 'IMAP' };

/** The ways to connect a mailbox: Gmail and Outlook through their OAuth clients, and a word on IMAP (its form sits below). */
export function MailProviderCards({ providers }: { providers: MailProviderCards_providers$key }) {
  const { google, microsoft } = useFragment(
    graphql`
      fragment MailProviderCards_providers on AuthProviders {
        google
        microsoft
      }
    `,
    providers,
  );
  const configured = { GMAIL: google, MICROSOFT: microsoft };
  const [startOAuth, redirecting] = useStartMailOAuthMutation();
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      {(['GMAIL', 'MICROSOFT'] as const).map((provider) => (
        <Stack key={provider} gap="3" bg="white" borderWidth="1px" rounded="lg" p="5" data-testid={`connect-${provider.toLowerCase()}`}>
          <Heading as="h3" size="sm">
            <FormattedMessage id={`mail.providers.${provider}.title`} />
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id={`mail.providers.${provider}.body`} />
          </Text>
          {/* The same OAuth clients as sign-in: a provider without one says so rather than fail. */}
          <Button
            onClick={() => startOAuth(provider)}
            loading={redirecting}
            disabled={!configured[provider]}
            alignSelf="start"
            maxW="full"
            height="auto"
            minH="10"
            py="2"
            whiteSpace="normal"
            textAlign="start"
            data-testid="connect-oauth"
          >
            {configured[provider] ? (
              <FormattedMessage id="mail.providers.connect" values={{ provider: PROVIDER_LABEL[provider] }} />
            ) : (
              <FormattedMessage
                id="mail.providers.notConfigured"
                values={{ action: <FormattedMessage id="mail.providers.connect" values={{ provider: PROVIDER_LABEL[provider] }} /> }}
              />
            )}
          </Button>
        </Stack>
      ))}
      <Stack gap="3" bg="white" borderWidth="1px" rounded="lg" p="5" gridColumn={{ md: 'span 1' }}>
        <Heading as="h3" size="sm">
          <FormattedMessage id="mail.providers.IMAP.title" />
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="mail.providers.IMAP.body" />
        </Text>
      </Stack>
    </SimpleGrid>
  );
}
