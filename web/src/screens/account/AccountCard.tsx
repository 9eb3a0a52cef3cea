import { Box, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** One titled card of the account page. */
export function AccountCard({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    // minW 0: a grid column stays the screen's width whatever a card holds (an address without a place to break).
    <Box bg="white" borderWidth="1px" borderRadius="lg" p="5" minW="0">
      <Stack gap="4">
        <Heading as="h2" size="md">
          <FormattedMessage id={titleId} />
        </Heading>
        {children}
      </Stack>
    </Box>
  );
}
