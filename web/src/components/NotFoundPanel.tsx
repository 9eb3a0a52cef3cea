import { Button, Center, Heading, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

/** What a screen shows for an address naming nothing the caller may see: a title, a sentence and the way back. */
export function NotFoundPanel({
  title,
  body,
  back,
  to,
  heading = 'h1',
  testId,
}: {
  title: string;
  body: string;
  back: string;
  to: string;
  heading?: 'h1' | 'h2';
  testId: string;
}) {
  return (
    <Center py="16" flexDirection="column" gap="3" textAlign="center" borderWidth="1px" borderRadius="md" bg="white" data-testid={testId}>
      <Heading as={heading} size="xl">
        <FormattedMessage id={title} />
      </Heading>
      <Text color="fg.muted" maxW="md">
        <FormattedMessage id={body} />
      </Text>
      <Button asChild colorPalette="brand">
        <Link to={to}>
          <FormattedMessage id={back} />
        </Link>
      </Button>
    </Center>
  );
}
