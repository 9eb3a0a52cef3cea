import { Box, Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** The centred card every auth screen sits in. */
export function AuthCard({ titleId, subtitleId, children }: { titleId: string; subtitleId?: string; children: ReactNode }) {
  return (
    <Center py={{ base: '8', md: '16' }} px="4">
      <Box bg="white" borderWidth="1px" borderRadius="xl" shadow="sm" p={{ base: '6', md: '8' }} w="full" maxW="md">
        <Stack gap="6">
          <Stack gap="1" textAlign="center">
            <Heading as="h1" size="xl">
              <FormattedMessage id={titleId} />
            </Heading>
            {subtitleId && (
              <Text color="fg.muted">
                <FormattedMessage id={subtitleId} />
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Box>
    </Center>
  );
}
