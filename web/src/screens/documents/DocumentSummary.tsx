import { Heading, List, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { DocumentSummary_document$key } from '../../__generated__/DocumentSummary_document.graphql';

/** The verdict in words: the summary, then the key points that drive it, once analysed. */
export function DocumentSummary({ document }: { document: DocumentSummary_document$key }) {
  const doc = useFragment(
    graphql`
      fragment DocumentSummary_document on Document {
        summary
        keyPoints
      }
    `,
    document,
  );
  return (
    <>
      {doc.summary && (
        <Stack gap="1" data-testid="document-summary">
          <Heading size="sm">
            <FormattedMessage id="documents.details.summary" />
          </Heading>
          <Text fontSize="sm">{doc.summary}</Text>
        </Stack>
      )}
      {doc.keyPoints.length > 0 && (
        <Stack gap="1" data-testid="document-key-points">
          <Heading size="sm">
            <FormattedMessage id="documents.details.keyPoints" />
          </Heading>
          <List.Root fontSize="sm" ps="4">
            {doc.keyPoints.map((point, index) => (
              <List.Item key={index}>{point}</List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
    </>
  );
}
