import { Button, Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData, useNavigate } from 'react-router';
import type { SecondFactorSetupScreenQuery } from '../../__generated__/SecondFactorSetupScreenQuery.graphql';
import { sessionChanged } from '../../relay/environment';
import { TotpCard } from '../account/TotpCard';
import { AuthCard } from './AuthCard';
import { commitAsync, useSignOutMutation } from './authMutations';

export const secondFactorSetupScreenQuery = graphql`
  query SecondFactorSetupScreenQuery {
    viewer {
      mustEnrolSecondFactor
      ...TotpCard_viewer
    }
  }
`;

/** Where a member whose organization requires a second factor lands until they have added one; then on to the app. */
export function SecondFactorSetupScreen() {
  const { viewer } = usePreloadedQuery<SecondFactorSetupScreenQuery>(
    secondFactorSetupScreenQuery,
    useLoaderData() as PreloadedQuery<SecondFactorSetupScreenQuery>,
  );
  const navigate = useNavigate();
  const [signOut, signingOut] = useSignOutMutation();
  if (!viewer) return <Navigate to="/auth/signin" replace />;
  if (!viewer.mustEnrolSecondFactor) return <Navigate to="/dashboard" replace />;
  const enrolled = async () => {
    sessionChanged(true);
    navigate('/dashboard', { replace: true });
  };
  const leave = async () => {
    await commitAsync(signOut, { scope: 'LOCAL' }).catch(() => undefined);
    sessionChanged(false);
    navigate('/auth/signin', { replace: true });
  };
  return (
    <AuthCard titleId="auth.secondFactorSetup.title" subtitleId="auth.secondFactorSetup.intro">
      <Stack gap="4">
        <TotpCard viewer={viewer} onChange={enrolled} />
        <Button variant="outline" onClick={leave} loading={signingOut}>
          <FormattedMessage id="common.signOut" />
        </Button>
      </Stack>
    </AuthCard>
  );
}
