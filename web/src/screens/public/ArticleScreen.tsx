import { Box, Button, Container, Heading, List, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { ArticleScreenQuery } from '../../__generated__/ArticleScreenQuery.graphql';
import { formatFileSize } from '../../components/FileSize';

/** What the texts state of this server's settings: the largest document accepted, how often mailboxes are read. */
export const articleScreenQuery = graphql`
  query ArticleScreenQuery {
    serviceSettings {
      documentMaxBytes
      mailSyncIntervalMinutes
    }
  }
`;

export interface ArticleSection {
  key: string;
  /** Number of list items under the section's text, `<page>.<key>.item<N>` from 1. */
  items?: number;
}

/**
 * A public page made of titled sections whose texts live in lang/*.json under `<page>.*`:
 * features and documentation.
 */
export function ArticleScreen({ page, sections }: { page: 'features' | 'documentation'; sections: readonly ArticleSection[] }) {
  const intl = useIntl();
  const { serviceSettings } = usePreloadedQuery<ArticleScreenQuery>(articleScreenQuery, useLoaderData() as PreloadedQuery<ArticleScreenQuery>);
  const values = { limit: formatFileSize(intl, serviceSettings.documentMaxBytes), minutes: serviceSettings.mailSyncIntervalMinutes };
  return (
    <Container maxW="4xl" py={{ base: '10', md: '16' }}>
      <Stack gap="10">
        <Stack gap="3">
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
            <FormattedMessage id={`${page}.title`} />
          </Heading>
          <Text fontSize="lg" color="fg.muted">
            <FormattedMessage id={`${page}.intro`} />
          </Text>
        </Stack>
        <Box as="nav" aria-label={intl.formatMessage({ id: 'common.onThisPage' })} bg="white" borderWidth="1px" rounded="lg" p="4">
          <List.Root gap="1" ps="4">
            {sections.map(({ key }) => (
              <List.Item key={key}>
                <a href={`#${key}`}>
                  <FormattedMessage id={`${page}.${key}.title`} />
                </a>
              </List.Item>
            ))}
          </List.Root>
        </Box>
        {sections.map(({ key, items = 0 }) => (
          <Stack as="section" key={key} id={key} gap="3" scrollMarginTop="20">
            <Heading as="h2" size="xl">
              <FormattedMessage id={`${page}.${key}.title`} />
            </Heading>
            <Text color="fg.muted">
              <FormattedMessage id={`${page}.${key}.body`} values={values} />
            </Text>
            {items > 0 && (
              <List.Root gap="1" ps="5">
                {Array.from({ length: items }, (_, index) => (
                  <List.Item key={index}>
                    <FormattedMessage id={`${page}.${key}.item${index + 1}`} values={values} />
                  </List.Item>
                ))}
              </List.Root>
            )}
          </Stack>
        ))}
        <Button asChild colorPalette="brand" alignSelf="flex-start">
          <Link to="/auth/signup">
            <FormattedMessage id="landing.cta" />
          </Link>
        </Button>
      </Stack>
    </Container>
  );
}

export const FEATURE_SECTIONS: readonly ArticleSection[] = [
  { key: 'analysis', items: 4 },
  { key: 'review', items: 3 },
  { key: 'signing', items: 3 },
  { key: 'senders', items: 3 },
  { key: 'insights', items: 3 },
  { key: 'mail', items: 3 },
  { key: 'api', items: 3 },
  { key: 'security', items: 4 },
];

export const DOCUMENTATION_SECTIONS: readonly ArticleSection[] = [
  { key: 'start', items: 3 },
  { key: 'upload', items: 4 },
  { key: 'score', items: 3 },
  { key: 'review', items: 3 },
  { key: 'signing', items: 3 },
  { key: 'mailboxes', items: 3 },
  { key: 'team', items: 3 },
  { key: 'api', items: 3 },
  { key: 'plans', items: 3 },
];
