import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useRouteError } from 'react-router';

/** A layout's error boundary: the layout itself failed (a screen's failure shows ScreenErrorScreen inside the layout). */
export function RouteErrorScreen() {
  const error = useRouteError();
  console.error(error);
  return (
    <Center minH="50vh">
      <Stack align="center" gap="3">
        <Heading size="lg">
          <FormattedMessage id="common.unexpectedError" />
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {error instanceof Error ? error.message : null}
        </Text>
        <Button onClick={() => location.reload()}>
          <FormattedMessage id="common.retry" />
        </Button>
      </Stack>
    </Center>
  );
}
