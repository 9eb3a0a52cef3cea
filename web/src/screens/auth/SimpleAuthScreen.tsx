import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import type { SimpleAuthScreenQuery } from '../../__generated__/SimpleAuthScreenQuery.graphql';
import { sessionChanged } from '../../relay/environment';
import { AuthCard } from './AuthCard';
import { commitAsync, useSignOutMutation } from './authMutations';
import { ProviderTermsNotice, startProviderSignIn } from './ProviderButtons';

export const simpleAuthScreenQuery = graphql`
  query SimpleAuthScreenQuery {
    viewer {
      user {
        email
      }
    }
    authProviders {
      google
      microsoft
    }
  }
`;

/** Google or Microsoft sign-in only; signed in, it links to the account page and signs out. */
export function SimpleAuthScreen() {
  const data = usePreloadedQuery<SimpleAuthScreenQuery>(simpleAuthScreenQuery, useLoaderData() as PreloadedQuery<SimpleAuthScreenQuery>);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [signOut, signingOut] = useSignOutMutation();
  const failed = params.get('error') !== null;

  const leave = async () => {
    await commitAsync(signOut, { scope: 'LOCAL' }).catch(() => undefined);
    sessionChanged(false);
    navigate('/simple-auth', { replace: true });
  };

  return (
    <AuthCard titleId="auth.simple.title">
      {failed && (
        <Text color="fg.error" role="alert" textAlign="center">
          <FormattedMessage id="auth.simple.failed" />
        </Text>
      )}
      {data.viewer ? (
        <Stack gap="3" align="center">
          <Badge colorPalette="green">
            <FormattedMessage id="account.signedIn" />
          </Badge>
          <Text>
            <FormattedMessage id="auth.simple.signedInAs" values={{ email: data.viewer.user.email }} />
          </Text>
          <Button asChild colorPalette="brand" w="full">
            <Link to="/account">
              <FormattedMessage id="auth.simple.account" />
            </Link>
          </Button>
          <Button variant="outline" w="full" onClick={leave} loading={signingOut}>
            <FormattedMessage id="common.signOut" />
          </Button>
        </Stack>
      ) : (
        <Stack gap="3">
          <Button variant="outline" disabled={!data.authProviders.google} onClick={() => startProviderSignIn('google', 'simple', '/account')}>
            <FormattedMessage id="auth.simple.google" />
          </Button>
          <Button variant="outline" disabled={!data.authProviders.microsoft} onClick={() => startProviderSignIn('microsoft', 'simple', '/account')}>
            <FormattedMessage id="auth.simple.microsoft" />
          </Button>
          {(data.authProviders.google || data.authProviders.microsoft) && <ProviderTermsNotice />}
        </Stack>
      )}
    </AuthCard>
  );
}
