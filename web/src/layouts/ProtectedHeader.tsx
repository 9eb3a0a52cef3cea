import { Box, Button, CloseButton, Container, Drawer, Flex, IconButton, Portal, Stack } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { NavLink } from 'react-router';
import type { ProtectedHeader_viewer$key } from '../__generated__/ProtectedHeader_viewer.graphql';
import { Brand } from '../components/Brand';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { NavigationOverlay } from './NavigationOverlay';
import { UserMenu } from './UserMenu';
import { MenuIcon } from '../components/icons';

/** The menu's entries, in the product's order. */
export const MENU_LINKS = [
  ['/dashboard', 'nav.dashboard'],
  ['/documents', 'nav.documents'],
  ['/senders', 'nav.senders'],
  ['/cloud', 'nav.cloud'],
  ['/analytics', 'nav.analytics'],
  ['/settings', 'nav.settings'],
] as const;

/** Sticky header of the signed-in app: menu on the left, brand centred (opens the overlay). */
export function ProtectedHeader({ viewer }: { viewer: ProtectedHeader_viewer$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment ProtectedHeader_viewer on Viewer {
        user {
          fullName
        }
      }
    `,
    viewer,
  );
  const [menuOpen, setMenuOpen] = useState(false);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const closeOverlay = useCallback(() => setOverlayOpen(false), []);
  return (
    <Box as="header" bg="white" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
      <Container maxW="7xl" py="3">
        <Flex align="center" justify="space-between">
          <Box flex="1">
            <Drawer.Root open={menuOpen} onOpenChange={(change) => setMenuOpen(change.open)} placement="start">
              <Drawer.Trigger asChild>
                <IconButton variant="ghost" aria-label={intl.formatMessage({ id: 'nav.openMenu' })} data-testid="menu-button">
                  <MenuIcon width={22} height={22} />
                </IconButton>
              </Drawer.Trigger>
              <Portal>
                <Drawer.Backdrop data-testid="menu-backdrop" />
                <Drawer.Positioner>
                  <Drawer.Content data-testid="menu">
                    <Drawer.Header>
                      <Drawer.Title>
                        <FormattedMessage id="nav.menu" />
                      </Drawer.Title>
                    </Drawer.Header>
                    <Drawer.Body>
                      <Stack as="nav" gap="1">
                        {MENU_LINKS.map(([to, id]) => (
                          <NavLink key={to} to={to} onClick={() => setMenuOpen(false)}>
                            {({ isActive }) => (
                              <Box px="3" py="2" borderRadius="md" bg={isActive ? 'brand.50' : undefined} color={isActive ? 'brand.700' : undefined} fontWeight={isActive ? 'semibold' : 'normal'} data-active={isActive || undefined}>
                                <FormattedMessage id={id} />
                              </Box>
                            )}
                          </NavLink>
                        ))}
                      </Stack>
                    </Drawer.Body>
                    <Drawer.CloseTrigger asChild>
                      <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'nav.closeMenu' })} />
                    </Drawer.CloseTrigger>
                  </Drawer.Content>
                </Drawer.Positioner>
              </Portal>
            </Drawer.Root>
          </Box>
          <Button variant="ghost" onClick={() => setOverlayOpen(true)} aria-label={intl.formatMessage({ id: 'nav.openOverlay' })} aria-haspopup="dialog" data-testid="brand-button">
            <Brand />
          </Button>
          <Flex flex="1" justify="flex-end" align="center" gap="3">
            <LanguageSwitch />
            <UserMenu fullName={data.user.fullName} />
          </Flex>
        </Flex>
      </Container>
      <NavigationOverlay open={overlayOpen} onClose={closeOverlay} />
    </Box>
  );
}
