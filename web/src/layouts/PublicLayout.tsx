import { Box, Button, Container, Flex, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, Outlet } from 'react-router';
import { Brand } from '../components/Brand';
import { CenteredSpinner } from '../components/CenteredSpinner';
import { LanguageSwitch } from '../components/LanguageSwitch';

const FOOTER_LINKS = [
  ['/features', 'nav.features'],
  ['/pricing', 'nav.pricing'],
  ['/api', 'nav.api'],
  ['/documentation', 'nav.documentation'],
  ['/about', 'nav.about'],
  ['/contact', 'nav.contact'],
  ['/status', 'nav.status'],
  ['/legal/terms', 'nav.terms'],
  ['/legal/privacy', 'nav.privacy'],
] as const;

/** Marketing and information pages: sign-in and sign-up links in the header. */
export function PublicLayout() {
  return (
    <Flex direction="column" minH="100vh" bg="gray.50">
      <Box as="header" bg="white" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
        <Container maxW="6xl" py="3">
          <Flex align="center" justify="space-between" gap="4">
            <Link to="/" aria-label="Paraphe">
              <Brand />
            </Link>
            <HStack gap="2">
              <LanguageSwitch />
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
