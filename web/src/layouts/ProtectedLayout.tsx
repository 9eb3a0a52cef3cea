import { Box, Container, Flex } from '@chakra-ui/react';
import { lazy, Suspense, useEffect } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate, Outlet, useLoaderData, useLocation } from 'react-router';
import type { ProtectedLayoutQuery } from '../__generated__/ProtectedLayoutQuery.graphql';
import { CenteredSpinner } from '../components/CenteredSpinner';
import { chosenLanguage, LANGUAGES, type Language } from '../i18n/languages';
import { useLanguage } from '../i18n/LanguageProvider';
import { withMessages } from '../i18n/message-store';
import { ProtectedHeader } from './ProtectedHeader';
import { ScreenTitle } from './ScreenTitle';
import { TrialBanner } from './TrialBanner';

// Shown to few, and once: its code loads only for a person asked to accept the terms.
const TermsBanner = lazy(withMessages(['terms'], async () => ({ default: (await import('./TermsBanner')).TermsBanner })));

export const protectedLayoutQuery = graphql`
  query ProtectedLayoutQuery {
    viewer {
      role
      mustEnrolSecondFactor
      user {
        locale
      }
      organization {
        ...TrialBanner_organization
      }
      terms {
        current
      }
      ...ProtectedHeader_viewer
      ...TermsBanner_viewer
    }
  }
`;

/** Session guard: spinner while loading, sign-in (remembering where the visitor was going) without a session, second-factor enrolment when the organization requires it. */
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
  const { language, setLanguage } = useLanguage();
  // The account's own setting: `viewer.locale` follows the language this interface shows.
  const saved = data.viewer?.user?.locale;
  // The language saved on the account wins over the browser's preference, not over a choice made in this browser.
  useEffect(() => {
    if (saved && LANGUAGES.includes(saved as Language) && saved !== language && chosenLanguage() === null) setLanguage(saved as Language);
  }, [saved, language, setLanguage]);
  if (!data.viewer) return <Navigate to="/auth/signin" replace state={{ from: location }} />;
  // The organization requires a second factor this member has not added: nothing else works until they do.
  if (data.viewer.mustEnrolSecondFactor) return <Navigate to="/auth/second-factor" replace />;
  return (
    <Flex direction="column" minH="100vh" bg="gray.50">
      <ScreenTitle />
      <ProtectedHeader viewer={data.viewer} />
      {!data.viewer.terms.current && (
        <Suspense fallback={null}>
          <TermsBanner viewer={data.viewer} />
        </Suspense>
      )}
      {data.viewer.organization && <TrialBanner organization={data.viewer.organization} />}
      <Box as="main" flex="1">
        <Container maxW="7xl" py="6">
          <Outlet />
        </Container>
      </Box>
    </Flex>
  );
}
