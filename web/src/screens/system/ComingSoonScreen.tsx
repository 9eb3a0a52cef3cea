import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** A screen of the route table whose area ships in a later release: its title and a notice. */
export function ComingSoonScreen({ titleId }: { titleId: string }) {
  return (
    <Container maxW="4xl" py="12">
      <Stack gap="3">
        <Heading as="h1" size="2xl">
          <FormattedMessage id={titleId} />
        </Heading>
        <Text color="fg.muted" data-testid="coming-soon">
          <FormattedMessage id="common.comingSoonBody" />
        </Text>
      </Stack>
    </Container>
  );
}
