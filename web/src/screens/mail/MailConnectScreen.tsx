import { Alert, Grid, Heading, Stack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useRevalidator, useSearchParams } from 'react-router';
import type { MailConnectScreenQuery } from '../../__generated__/MailConnectScreenQuery.graphql';
import { errorMessageId, isErrorCode } from '../../../../server/shared/error-codes';
import { toaster } from '../../components/toaster';
import { ImapConnectForm } from './ImapConnectForm';
import { MailAccountsCard } from './MailAccountsCard';
import { MailMessagesCard } from './MailMessagesCard';
import { MailProviderCards, PROVIDER_LABEL } from './MailProviderCards';
import { MAIL_AUTH_STATE_KEY } from './mailMutations';

export const mailConnectScreenQuery = graphql`
  query MailConnectScreenQuery($accountId: ID) {
    authProviders {
      ...MailProviderCards_providers
    }
    serviceSettings {
      mailSyncIntervalMinutes
    }
    ...MailAccountsCard_query
    ...MailMessagesCard_query @arguments(accountId: $accountId)
  }
`;

export const mailConnectVariables = (search: URLSearchParams) => ({ accountId: search.get('account') || null });

/**
 * /mail-connect: the user's mailboxes (connect, pause, test, disconnect) and the messages they brought
 * in. Each card reads its own fragment of the query; after a mailbox is added or removed the route's
 * loader reads everything again.
 */
export function MailConnectScreen() {
  const intl = useIntl();
  const data = usePreloadedQuery<MailConnectScreenQuery>(mailConnectScreenQuery, useLoaderData() as PreloadedQuery<MailConnectScreenQuery>);
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();
  const [search, setSearch] = useSearchParams();

  // Back from the provider: say how it went once, then clean the address.
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current) return;
    const connected = search.get('connected');
    const error = search.get('error');
    if (!connected && !error) return;
    announced.current = true;
    try {
      sessionStorage.removeItem(MAIL_AUTH_STATE_KEY);
    } catch {
      // Nothing stored.
    }
    if (connected)
      toaster.create({
        type: 'success',
        title: intl.formatMessage({ id: 'common.success' }),
        description: intl.formatMessage({ id: 'mail.toast.oauthConnected' }, { provider: PROVIDER_LABEL[connected.toUpperCase()] ?? connected }),
      });
    else {
      const known = isErrorCode(error) ? intl.formatMessage({ id: errorMessageId(error) }) : undefined;
      toaster.create({ type: 'error', title: intl.formatMessage({ id: 'mail.errors.oauth' }), description: known });
    }
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('connected');
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  }, [intl, search, setSearch]);

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        <FormattedMessage id="nav.mailConnect" />
      </Heading>

      <MailAccountsCard query={data} onChange={refresh} />

      <MailProviderCards providers={data.authProviders} />

      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="4" alignItems="start">
        <ImapConnectForm onConnected={refresh} />
        <Alert.Root status="info" data-testid="security-notice">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <FormattedMessage id="mail.security.title" />
            </Alert.Title>
            <Alert.Description>
              <FormattedMessage id="mail.security.body" values={{ minutes: data.serviceSettings.mailSyncIntervalMinutes }} />
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </Grid>

      <MailMessagesCard query={data} />
    </Stack>
  );
}
