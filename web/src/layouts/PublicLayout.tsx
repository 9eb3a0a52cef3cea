import { Button } from '@chakra-ui/react';
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, Outlet, useLoaderData, useLocation } from 'react-router';
import type { PublicLayoutQuery } from '../__generated__/PublicLayoutQuery.graphql';
import { CenteredSpinner } from '../components/CenteredSpinner';
import { ScreenTitle } from './ScreenTitle';
import { PublicFrame, VisitorLinks } from './PublicFrame';
import { UserMenu } from './UserMenu';

export const publicLayoutQuery = graphql`
  query PublicLayoutQuery {
    viewer {
      user {
        fullName
      }
    }
  }
`;

/** The page a member whose organization requires a second factor is kept on until they add one. */
const SECOND_FACTOR_SETUP = '/auth/second-factor';

/**
 * Sign-in and sign-up for visitors; the way back to the product for a signed-in user, except while a
 * second factor must be added first (every such link would lead back there; the page has its sign-out).
 */
function SessionLinks() {
  const data = usePreloadedQuery<PublicLayoutQuery>(publicLayoutQuery, useLoaderData() as PreloadedQuery<PublicLayoutQuery>);
  const { pathname } = useLocation();
  if (data.viewer && pathname === SECOND_FACTOR_SETUP) return null;
  if (data.viewer) {
    return (
      <>
        <Button asChild size="sm" colorPalette="brand" data-testid="open-dashboard">
          <Link to="/dashboard">
            <FormattedMessage id="nav.dashboard" />
          </Link>
        </Button>
        <UserMenu fullName={data.viewer.user.fullName} />
      </>
    );
  }
  return <VisitorLinks />;
}

/** Marketing and information pages: sign-in and sign-up links in the header, or the signed-in state. */
export function PublicLayout() {
  return (
    <PublicFrame
      session={
        <Suspense fallback={null}>
          <SessionLinks />
        </Suspense>
      }
    >
      <ScreenTitle />
      <Suspense fallback={<CenteredSpinner />}>
        <Outlet />
      </Suspense>
    </PublicFrame>
  );
}
