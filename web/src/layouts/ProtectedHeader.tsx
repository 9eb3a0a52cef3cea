import { Box, Button, Container, Flex, HStack, IconButton, Image } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ProtectedHeader_viewer$key } from '../__generated__/ProtectedHeader_viewer.graphql';
import { Brand } from '../components/Brand';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { NavigationOverlay } from './NavigationOverlay';
import { NotificationBell } from './NotificationBell';
import { UserMenu } from './UserMenu';
import { useSetLanguageMutation } from '../screens/account/accountMutations';
import { MenuIcon } from '../components/icons';

const loadDrawer = () => import('./NavigationDrawer');
const NavigationDrawer = lazy(loadDrawer);
const preloadDrawer = () => void loadDrawer().catch(() => undefined);

/**
 * Sticky header of the signed-in app: menu and the organization's logo on the left, brand centred (opens the overlay). The menu's
 * drawer is a chunk of its own, fetched when the pointer or the focus reaches its button.
 */
export function ProtectedHeader({ viewer }: { viewer: ProtectedHeader_viewer$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment ProtectedHeader_viewer on Viewer {
        user {
          fullName
        }
        organization {
          name
          logoUrl
        }
      }
    `,
    viewer,
  );
  // The switch saves the account's language too: emails follow the language the member reads Paraphe in.
  const [saveLanguage] = useSetLanguageMutation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const closeOverlay = useCallback(() => setOverlayOpen(false), []);
  return (
    <Box as="header" bg="white" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
      <Container maxW="7xl" py="3">
        <Flex align="center" justify="space-between">
          <HStack flex="1" gap="3">
            <IconButton
              variant="ghost"
              aria-label={intl.formatMessage({ id: 'nav.openMenu' })}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              data-testid="menu-button"
              onPointerEnter={preloadDrawer}
              onFocus={preloadDrawer}
              onClick={() => {
                setDrawerWanted(true);
                setMenuOpen(true);
              }}
            >
              <MenuIcon width={22} height={22} />
            </IconButton>
            {drawerWanted && (
              <Suspense fallback={null}>
                <NavigationDrawer open={menuOpen} onOpenChange={setMenuOpen} />
              </Suspense>
            )}
            {data.organization?.logoUrl && (
              <Image
                src={data.organization.logoUrl}
                alt={intl.formatMessage({ id: 'nav.organizationLogo' }, { name: data.organization.name })}
                maxH="8"
                maxW="28"
                objectFit="contain"
                hideBelow="sm"
                data-testid="header-organization-logo"
              />
            )}
          </HStack>
          <Button
            variant="ghost"
            onClick={() => setOverlayOpen(true)}
            aria-label={intl.formatMessage({ id: 'nav.openOverlay' })}
            aria-haspopup="dialog"
            data-testid="brand-button"
          >
            <Brand />
          </Button>
          <Flex flex="1" justify="flex-end" align="center" gap={{ base: '1', sm: '3' }}>
            <NotificationBell />
            <LanguageSwitch onSwitch={(language) => saveLanguage({ variables: { language } })} />
            <UserMenu fullName={data.user.fullName} />
          </Flex>
        </Flex>
      </Container>
      <NavigationOverlay open={overlayOpen} onClose={closeOverlay} />
    </Box>
  );
}
