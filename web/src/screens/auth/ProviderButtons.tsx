import { Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProviderButtons_providers$key } from '../../__generated__/ProviderButtons_providers.graphql';
import { termsLinks } from '../../components/termsLinks';

export type ProviderIntent = 'signin' | 'signup' | 'simple' | 'link';

/** Sends the browser to the server's Passport route for the provider. */
export function startProviderSignIn(provider: 'google' | 'microsoft', intent: ProviderIntent, next?: string) {
  const query = new URLSearchParams({ intent, ...(next ? { next } : {}) });
  window.location.assign(`/auth/${provider}?${query}`);
}

/** "Gmail" and "Outlook" buttons; a provider this server is not configured for says so. */
export function ProviderButtons({ providers, intent, next }: { providers: ProviderButtons_providers$key; intent: ProviderIntent; next?: string }) {
  const intl = useIntl();
  const configured = useFragment(
    graphql`
      fragment ProviderButtons_providers on AuthProviders {
        google
        microsoft
      }
    `,
    providers,
  );
  const label = (id: string, available: boolean) =>
    intl.formatMessage({ id }) + (available ? '' : ` (${intl.formatMessage({ id: 'auth.providers.notConfigured' })})`);
  return (
    <Stack gap="3">
      <HStack>
        <Separator flex="1" />
        <Text fontSize="sm" color="fg.muted">
          {intl.formatMessage({ id: 'auth.providers.or' })}
        </Text>
        <Separator flex="1" />
      </HStack>
      {/* Side by side where they fit, sharing the row; one above the other, each its full height, on a narrow phone ("Gmail (non configuré)" is long). */}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button flex={{ sm: '1' }} variant="outline" disabled={!configured.google} onClick={() => startProviderSignIn('google', intent, next)}>
          {label('auth.providers.gmail', configured.google)}
        </Button>
        <Button flex={{ sm: '1' }} variant="outline" disabled={!configured.microsoft} onClick={() => startProviderSignIn('microsoft', intent, next)}>
          {label('auth.providers.outlook', configured.microsoft)}
        </Button>
      </Stack>
      {(configured.google || configured.microsoft) && <ProviderTermsNotice />}
    </Stack>
  );
}

/** A first sign-in with Google or Microsoft makes an account: said under their buttons when one is offered. */
export function ProviderTermsNotice() {
  return (
    <Text fontSize="xs" color="fg.muted" textAlign="center">
      <FormattedMessage id="auth.providers.termsNotice" values={termsLinks} />
    </Text>
  );
}
