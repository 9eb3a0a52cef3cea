import { Box, Button, Container, Flex, HStack, Link as ChakraLink, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, NavLink } from 'react-router';
import { Brand } from '../components/Brand';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { MenuIcon } from '../components/icons';

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

/** Closes the phone menu an event happened in (a link followed, Escape), the focus back on its button when asked. */
function closeMenuOf(event: MouseEvent | KeyboardEvent, refocus: boolean) {
  const menu = (event.target as Element).closest('details');
  if (!menu?.open) return;
  menu.open = false;
  if (refocus) menu.querySelector('summary')?.focus();
}

/**
 * The header's links below the width that shows them in a row: a disclosure (`<details>`), which
 * opens without any script, on the pre-rendered landing page as in the app.
 */
function PhoneMenu() {
  return (
    <Box
      as="details"
      hideFrom="lg"
      position="relative"
      data-testid="public-menu"
      onKeyDown={(event: KeyboardEvent) => event.key === 'Escape' && closeMenuOf(event, true)}
      css={{ '& > summary': { listStyle: 'none' }, '& > summary::-webkit-details-marker': { display: 'none' } }}
    >
      <Box as="summary" display="flex" alignItems="center" p="1.5" borderRadius="md" cursor="pointer" color="fg.muted" _hover={{ bg: 'gray.100' }}>
        <MenuIcon width={22} height={22} aria-hidden="true" />
        <VisuallyHidden>
          <FormattedMessage id="nav.menu" />
        </VisuallyHidden>
      </Box>
      <Stack
        as="nav"
        position="absolute"
        top="calc(100% + 0.5rem)"
        insetStart="0"
        minW="48"
        gap="0"
        p="1"
        bg="white"
        borderWidth="1px"
        borderRadius="md"
        boxShadow="md"
        zIndex="dropdown"
      >
        {HEADER_LINKS.map(([to, id]) => (
          <NavLink key={to} to={to} onClick={(event) => closeMenuOf(event, false)}>
            {({ isActive }) => (
              <Box px="3" py="2" borderRadius="md" fontSize="sm" bg={isActive ? 'brand.50' : undefined} color={isActive ? 'brand.700' : undefined}>
                <FormattedMessage id={id} />
              </Box>
            )}
          </NavLink>
        ))}
      </Stack>
    </Box>
  );
}

/** Sign-in and sign-up, for a visitor without a session. */
export function VisitorLinks() {
  return (
    <>
      <Button asChild size={{ base: 'xs', sm: 'sm' }} variant="ghost">
        <Link to="/auth/signin">
          <FormattedMessage id="common.signIn" />
        </Link>
      </Button>
      <Button asChild size={{ base: 'xs', sm: 'sm' }} colorPalette="brand">
        <Link to="/auth/signup">
          <FormattedMessage id="common.signUp" />
        </Link>
      </Button>
    </>
  );
}

/**
 * The public pages' frame: header (brand, navigation, language, the session's links), the page, the
 * footer. The app's PublicLayout and the pre-rendered landing page (web/src/landing) both draw it.
 */
export function PublicFrame({ session, children }: { session: ReactNode; children: ReactNode }) {
  return (
    <Flex direction="column" minH="100vh" bg="gray.50">
      <Box as="header" bg="white" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
        <Container maxW="6xl" py="3">
          <Flex align="center" justify="space-between" gap={{ base: '2', sm: '4' }}>
            <HStack gap="1">
              <PhoneMenu />
              <Link to="/" aria-label="Paraphe">
                <Brand />
              </Link>
            </HStack>
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
            <HStack gap={{ base: '1', sm: '2' }}>
              <LanguageSwitch />
              {session}
            </HStack>
          </Flex>
        </Container>
      </Box>
      <Box as="main" flex="1">
        {children}
      </Box>
      <Box as="footer" borderTopWidth="1px" bg="white">
        <Container maxW="6xl" py="6">
          <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="4">
            <Text color="fg.muted" fontSize="sm" flexShrink={0} whiteSpace="nowrap">
              © <span data-current-year="">{new Date().getFullYear()}</span> Paraphe
            </Text>
            <HStack gap="4" rowGap="2" wrap="wrap" justify={{ md: 'flex-end' }}>
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
