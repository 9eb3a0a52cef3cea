import { Box, Button, CloseButton, Flex, Heading, Portal, SimpleGrid, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';

/** The overlay's grid, in the product's order. */
export const OVERLAY_LINKS = [
  ['/dashboard', 'nav.dashboard'],
  ['/documents', 'nav.documents'],
  ['/senders', 'nav.sendersOverlay'],
  ['/analytics', 'nav.analytics'],
  ['/cloud', 'nav.cloud'],
  ['/team', 'nav.team'],
  ['/account', 'nav.account'],
  ['/settings', 'nav.settings'],
] as const;

/** Full-screen navigation: Escape, the backdrop or a link closes it; the page does not scroll meanwhile. */
export function NavigationOverlay({ open, onClose }: { open: boolean; onClose(): void }) {
  const intl = useIntl();
  const firstLink = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!open) return;
    const previousOverflow = document.body.style.overflow;
    const previousFocus = document.activeElement as HTMLElement | null;
    document.body.style.overflow = 'hidden';
    firstLink.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previousOverflow;
      window.removeEventListener('keydown', onKey);
      previousFocus?.focus?.();
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    <Portal>
      <Box
        position="fixed"
        inset="0"
        zIndex="modal"
        bg="blackAlpha.700"
        backdropFilter="blur(4px)"
        onClick={onClose}
        role="dialog"
        aria-modal="true"
        aria-label={intl.formatMessage({ id: 'nav.overlayTitle' })}
        data-testid="navigation-overlay"
      >
        <Flex h="full" align="center" justify="center" p="6">
          <Box bg="white" borderRadius="2xl" p={{ base: '5', md: '8' }} w="full" maxW="3xl" onClick={(event) => event.stopPropagation()}>
            <Flex justify="space-between" align="center" mb="6">
              <Heading as="h2" size="lg">
                <FormattedMessage id="nav.overlayTitle" />
              </Heading>
              <CloseButton aria-label={intl.formatMessage({ id: 'nav.closeOverlay' })} onClick={onClose} />
            </Flex>
            <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
              {OVERLAY_LINKS.map(([to, id], index) => (
                <Button key={to} asChild variant="outline" h="20" onClick={onClose}>
                  <Link to={to} ref={index === 0 ? firstLink : undefined}>
                    <Text fontWeight="medium">
                      <FormattedMessage id={id} />
                    </Text>
                  </Link>
                </Button>
              ))}
            </SimpleGrid>
          </Box>
        </Flex>
      </Box>
    </Portal>
  );
}
