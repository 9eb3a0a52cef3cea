import { Badge, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useNavigate } from 'react-router';
import type { AccountScreenQuery } from '../../__generated__/AccountScreenQuery.graphql';
import { termsLinks } from '../../components/termsLinks';
import { sessionChanged } from '../../relay/environment';
import { commitAsync, useSignOutMutation } from '../auth/authMutations';
import { startProviderSignIn } from '../auth/ProviderButtons';
import { MailboxConnections } from '../mail/MailboxConnectionsCard';
import { LanguageCard } from './LanguageCard';
import { PasswordCard } from './PasswordCard';
import { EmailChangeForm } from './EmailChangeForm';
import { ProfileForm } from './ProfileForm';
import { SessionsCard } from './SessionsCard';
import { TotpCard } from './TotpCard';
import { AccountCard } from './AccountCard';
import { SignInAccountsCard } from './SignInAccountsCard';
import { LeaveOrganizationCard } from './LeaveOrganizationCard';

export const accountScreenQuery = graphql`
  query AccountScreenQuery {
    viewer {
      role
      hasPassword
      user {
        email
        fullName
      }
      organization {
        name
      }
      terms {
        acceptedAt
        current
      }
      identities {
        id
        provider
        email
      }
      signInMethods
      ...SessionsCard_viewer
      ...TotpCard_viewer
    }
    authProviders {
      google
      microsoft
    }
    ...MailboxConnectionsCard_query
  }
`;

export function AccountScreen() {
  const data = usePreloadedQuery<AccountScreenQuery>(accountScreenQuery, useLoaderData() as PreloadedQuery<AccountScreenQuery>);
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [signOut, signingOut] = useSignOutMutation();
  const viewer = data.viewer;
  const refresh = () => fetchQuery(environment, accountScreenQuery, {}, { fetchPolicy: 'network-only' }).toPromise();

  const leave = async () => {
    await commitAsync(signOut, { scope: 'LOCAL' }).catch(() => undefined);
    sessionChanged(false);
    navigate('/auth/signin', { replace: true });
  };

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        <FormattedMessage id="account.title" />
      </Heading>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <AccountCard titleId="account.info">
          <HStack justify="space-between" wrap="wrap">
            <Stack gap="0">
              <Text fontSize="sm" color="fg.muted">
                <FormattedMessage id="account.email" />
              </Text>
              <Text fontWeight="medium" overflowWrap="anywhere" data-testid="account-email">
                {viewer?.user.email ?? '—'}
              </Text>
            </Stack>
            <Badge colorPalette={viewer ? 'green' : 'gray'} data-testid="account-status">
              <FormattedMessage id={viewer ? 'account.signedIn' : 'account.notSignedIn'} />
            </Badge>
          </HStack>
          {viewer && <EmailChangeForm key={viewer.user.email} hasPassword={viewer.hasPassword} />}
          {viewer && <ProfileForm fullName={viewer.user.fullName} />}
          {viewer && (
            <Text fontSize="sm" color="fg.muted" data-testid="account-terms">
              {viewer.terms.acceptedAt ? (
                <FormattedMessage
                  id="account.termsAccepted"
                  values={{ ...termsLinks, date: <FormattedDate value={viewer.terms.acceptedAt} dateStyle="long" /> }}
                />
              ) : (
                <FormattedMessage id="account.termsNotRecorded" values={termsLinks} />
              )}
            </Text>
          )}
          {viewer ? (
            <Button variant="outline" onClick={leave} loading={signingOut}>
              <FormattedMessage id="common.signOut" />
            </Button>
          ) : (
            <HStack>
              <Button variant="outline" onClick={() => startProviderSignIn('google', 'signin', '/account')}>
                <FormattedMessage id="account.signInGoogle" />
              </Button>
              <Button variant="outline" onClick={() => startProviderSignIn('microsoft', 'signin', '/account')}>
                <FormattedMessage id="account.signInMicrosoft" />
              </Button>
            </HStack>
          )}
        </AccountCard>
        <AccountCard titleId="account.connections">
          <MailboxConnections query={data} onChange={() => void refresh()} />
        </AccountCard>
        <SignInAccountsCard
          signedIn={Boolean(viewer)}
          identities={viewer?.identities ?? []}
          allowed={viewer?.signInMethods ?? null}
          configured={data.authProviders}
          onChange={() => void refresh()}
        />
        {viewer && <SessionsCard viewer={viewer} onChange={refresh} />}
        {viewer && <TotpCard viewer={viewer} onChange={refresh} />}
        {viewer && <PasswordCard hasPassword={viewer.hasPassword} onChange={() => void refresh()} />}
        <LanguageCard signedIn={Boolean(viewer)} />
        <AccountCard titleId="account.quickLinks">
          <HStack wrap="wrap">
            <Button asChild variant="outline">
              <Link to="/settings">
                <FormattedMessage id="nav.settings" />
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/mail-connect">
                <FormattedMessage id="nav.mailConnect" />
              </Link>
            </Button>
          </HStack>
        </AccountCard>
        {viewer && <LeaveOrganizationCard organization={viewer.organization.name} hasPassword={viewer.hasPassword} />}
      </SimpleGrid>
    </Stack>
  );
}
