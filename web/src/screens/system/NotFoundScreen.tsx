import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

export function NotFoundScreen() {
  return (
    <Center minH="100vh" bg="gray.50" px="4">
      <Stack align="center" gap="4" textAlign="center">
        <Text fontSize="6xl" fontWeight="bold" color="brand.700">
          404
        </Text>
        <Heading as="h1" size="2xl" data-testid="not-found">
          <FormattedMessage id="notFound.title" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id="notFound.body" />
        </Text>
        <Button asChild colorPalette="brand">
          <Link to="/">
            <FormattedMessage id="notFound.home" />
          </Link>
        </Button>
      </Stack>
    </Center>
  );
}
