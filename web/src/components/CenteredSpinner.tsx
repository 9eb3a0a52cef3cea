import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

export function CenteredSpinner({ labelId = 'common.loading' }: { labelId?: string }) {
  return (
    <Center minH="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="brand.600" />
        <Text color="fg.muted">
          <FormattedMessage id={labelId} />
        </Text>
      </Stack>
    </Center>
  );
}
