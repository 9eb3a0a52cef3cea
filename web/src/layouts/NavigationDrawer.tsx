import { Box, CloseButton, Drawer, Portal, Stack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';

/** The menu's entries, in the product's order. */
export const MENU_LINKS = [
  ['/dashboard', 'nav.dashboard'],
  ['/documents', 'nav.documents'],
  ['/senders', 'nav.senders'],
  ['/cloud', 'nav.cloud'],
  ['/analytics', 'nav.analytics'],
  ['/settings', 'nav.settings'],
] as const;

/** The signed-in app's menu, a drawer from the start side (its own chunk, see ProtectedHeader). */
export default function NavigationDrawer({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const intl = useIntl();
  return (
    <Drawer.Root open={open} onOpenChange={(change) => onOpenChange(change.open)} placement="start">
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
                  <NavLink key={to} to={to} onClick={() => onOpenChange(false)}>
                    {({ isActive }) => (
                      <Box
                        px="3"
                        py="2"
                        borderRadius="md"
                        bg={isActive ? 'brand.50' : undefined}
                        color={isActive ? 'brand.700' : undefined}
                        fontWeight={isActive ? 'semibold' : 'normal'}
                        data-active={isActive || undefined}
                      >
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
  );
}
