import { Box, Button, Container, Flex, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, NavLink, Outlet, useLoaderData } from 'react-router';
import type { PublicLayoutQuery } from '../__generated__/PublicLayoutQuery.graphql';
import { Brand } from '../components/Brand';
import { CenteredSpinner } from '../components/CenteredSpinner';
import { LanguageSwitch } from '../components/LanguageSwitch';
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

const HEADER_LINKS = [
  ['/features', 'nav.features'],
  ['/pricing', 'nav.pricing'],
  ['/api', 'nav.api'],
  ['/documentation', 'nav.documentation'],
] as const;

const FOOTER_LINKS = [
  ['/features', 'nav.features'],
  ['/pricing', 'nav.pricing'],
  ['/api', 'nav.api'],
  ['/documentation', 'nav.documentation'],
  ['/about', 'nav.about'],
  ['/contact', 'nav.contact'],
  ['/status', 'nav.status'],
  ['/verify', 'verify.nav'],
  ['/legal/terms', 'nav.terms'],
  ['/legal/privacy', 'nav.privacy'],
] as const;

/** Sign-in and sign-up for visitors; the way back to the product for a signed-in user. */
function SessionLinks() {
  const data = usePreloadedQuery<PublicLayoutQuery>(publicLayoutQuery, useLoaderData() as PreloadedQuery<PublicLayoutQuery>);
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
  return (
    <>
      <Button asChild size="sm" variant="ghost">
        <Link to="/auth/signin">
          <FormattedMessage id="common.signIn" />
        </Link>
      </Button>
      <Button asChild size="sm" colorPalette="brand">
        <Link to="/auth/signup">
          <FormattedMessage id="common.signUp" />
        </Link>
      </Button>
    </>
  );
}

/** Marketing and information pages: sign-in and sign-up links in the header, or the signed-in state. */
export function PublicLayout() {
  return (
    <Flex direction="column" minH="100vh" bg="gray.50">
      <Box as="header" bg="white" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
        <Container maxW="6xl" py="3">
          <Flex align="center" justify="space-between" gap="4">
            <Link to="/" aria-label="Paraphe">
              <Brand />
            </Link>
            <HStack as="nav" gap="5" hideBelow="lg">
              {HEADER_LINKS.map(([to, id]) => (
                <NavLink key={to} to={to}>
                  {({ isActive }) => (
                    <Text fontSize="sm" fontWeight={isActive ? 'semibold' : 'normal'} color={isActive ? 'brand.700' : 'fg.muted'}>
                      <FormattedMessage id={id} />
                    </Text>
                  )}
                </NavLink>
              ))}
            </HStack>
            <HStack gap="2">
              <LanguageSwitch />
              <Suspense fallback={null}>
                <SessionLinks />
              </Suspense>
            </HStack>
          </Flex>
        </Container>
      </Box>
      <Box as="main" flex="1">
        <Suspense fallback={<CenteredSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <Box as="footer" borderTopWidth="1px" bg="white">
        <Container maxW="6xl" py="6">
          <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="4">
            <Text color="fg.muted" fontSize="sm">
              © {new Date().getFullYear()} Paraphe
            </Text>
            <HStack gap="4" wrap="wrap">
              {FOOTER_LINKS.map(([to, id]) => (
                <ChakraLink asChild key={to} fontSize="sm" color="fg.muted">
                  <Link to={to}>
                    <FormattedMessage id={id} />
                  </Link>
                </ChakraLink>
              ))}
            </HStack>
          </Stack>
        </Container>
      </Box>
    </Flex>
  );
}
