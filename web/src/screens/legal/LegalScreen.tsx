import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { termsUpdatedOn } from '../../../../server/shared/legal';

/** Terms of use and privacy policy: a title and their paragraphs from lang/*.json. */
export function LegalScreen({ page }: { page: 'terms' | 'privacy' }) {
  return (
    <Container maxW="3xl" py="12">
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          <FormattedMessage id={`legal.${page}.title`} />
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage id="legal.updated" values={{ date: <FormattedDate value={termsUpdatedOn()} month="long" year="numeric" timeZone="UTC" /> }} />
        </Text>
        {['p1', 'p2', 'p3', 'p4'].map((paragraph) => (
          <Text key={paragraph}>
            <FormattedMessage id={`legal.${page}.${paragraph}`} />
          </Text>
        ))}
      </Stack>
    </Container>
  );
}
