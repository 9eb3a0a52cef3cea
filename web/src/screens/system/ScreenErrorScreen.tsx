import { Button, Center, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate, useNavigation, useRouteError } from 'react-router';

/**
 * A screen's own error boundary, shown in its layout's place for the screen (the header and the
 * navigation stay): its data could not be read or it failed to render. "Try again" enters the same
 * address again, which clears the error, loads the screen's data anew and renders it (the layouts
 * keep theirs); "Reload the page" starts the app again.
 */
export function ScreenErrorScreen() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const retrying = useNavigation().state !== 'idle';
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Center minH="50vh" data-testid="screen-error">
      <Stack align="center" gap="3" textAlign="center" maxW="lg">
        <Heading as="h1" size="lg">
          <FormattedMessage id="common.screenError.title" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id="common.screenError.body" />
        </Text>
        <HStack gap="3">
          <Button
            colorPalette="brand"
            loading={retrying}
            onClick={() => void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: location.state })}
            data-testid="screen-error-retry"
          >
            <FormattedMessage id="common.retry" />
          </Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            <FormattedMessage id="common.screenError.reload" />
          </Button>
        </HStack>
      </Stack>
    </Center>
  );
}
