import { Box, Container, Flex } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate, Outlet, useLoaderData, useLocation } from 'react-router';
import type { ProtectedLayoutQuery } from '../__generated__/ProtectedLayoutQuery.graphql';
import { CenteredSpinner } from '../components/CenteredSpinner';
import { ProtectedHeader } from './ProtectedHeader';

export const protectedLayoutQuery = graphql`
  query ProtectedLayoutQuery {
    viewer {
      role
      ...ProtectedHeader_viewer
    }
  }
`;

/** Session guard: spinner while loading, sign-in (remembering where the visitor was going) without a session. */
export function ProtectedLayout() {
  return (
    <Suspense fallback={<CenteredSpinner labelId="guard.loading" />}>
      <Guarded />
    </Suspense>
  );
}

function Guarded() {
  const location = useLocation();
  const data = usePreloadedQuery<ProtectedLayoutQuery>(protectedLayoutQuery, useLoaderData() as PreloadedQuery<ProtectedLayoutQuery>);
  if (!data.viewer) return <Navigate to="/auth/signin" replace state={{ from: location }} />;
  return (
    <Flex direction="column" minH="100vh" bg="gray.50">
      <ProtectedHeader viewer={data.viewer} />
      <Box as="main" flex="1">
        <Container maxW="7xl" py="6">
          <Outlet />
        </Container>
      </Box>
    </Flex>
  );
}
