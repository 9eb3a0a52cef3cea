import { Box, Button, Center, CloseButton, Flex, HStack, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Suspense, useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import type { DocumentPanelQuery } from '../../__generated__/DocumentPanelQuery.graphql';
import type { DocumentPanel_document$key } from '../../__generated__/DocumentPanel_document.graphql';
import { StatusBadge } from './DocumentBadges';
import { DocumentActions } from './DocumentActions';
import { DocumentDownloads } from './DocumentDownloads';
import { documentPagePath } from '../../../../server/shared/web-routes';
import { DocumentRisk } from './DocumentRisk';
import { DocumentSummary } from './DocumentSummary';
import { DocumentViewer } from './DocumentViewer';
import { noSenderMessageId, senderLabel } from './senderLabel';
import { FileSize } from '../../components/FileSize';

/** Side panel of the documents screen, a quick preview: details, the highlighted document and, for a pending one, the decisions; its page has the rest. */
export function DocumentPanel({ documentId, onClose }: { documentId: string; onClose: () => void }) {
  return (
    <Suspense
      fallback={
        <Center p="8">
          <Spinner />
        </Center>
      }
    >
      <LoadedPanel documentId={documentId} onClose={onClose} />
    </Suspense>
  );
}

function LoadedPanel({ documentId, onClose }: { documentId: string; onClose: () => void }) {
  const data = useLazyLoadQuery<DocumentPanelQuery>(
    graphql`
      query DocumentPanelQuery($id: ID!) {
        node(id: $id) {
          ...DocumentPanel_document @alias
        }
      }
    `,
    { id: documentId },
    { fetchPolicy: 'store-and-network' },
  );
  const document = data.node?.DocumentPanel_document;
  if (!document) return null;
  return <PanelBody document={document} onClose={onClose} />;
}

function PanelBody({ document, onClose }: { document: DocumentPanel_document$key; onClose: () => void }) {
  const intl = useIntl();
  const doc = useFragment(
    graphql`
      fragment DocumentPanel_document on Document {
        id
        title
        type
        status
        pageCount
        sizeBytes
        source
        sender {
          name
          domain
        }
        ...DocumentViewer_document
        ...DocumentRisk_document
        ...DocumentActions_document
        ...DocumentSummary_document
        ...DocumentDownloads_document
      }
    `,
    document,
  );
  const panel = useRef<HTMLDivElement>(null);
  // On a phone the panel sits below the list, low or out of sight: bring the chosen document up.
  useEffect(() => {
    const box = panel.current?.getBoundingClientRect();
    if (box && box.top > window.innerHeight / 2) panel.current!.scrollIntoView({ block: 'start' });
  }, [doc.id]);
  return (
    <Box ref={panel} scrollMarginTop="20" borderWidth="1px" borderRadius="md" bg="white" p="4" data-testid="document-panel">
      <Stack gap="4">
        <Flex justify="space-between" align="start" gap="2">
          <Heading size="lg" data-testid="document-panel-title">
            {doc.title}
          </Heading>
          <HStack gap="1" flexShrink={0}>
            <Button asChild size="xs" variant="outline" data-testid="document-open-page">
              <Link to={documentPagePath(doc.id)}>
                <FormattedMessage id="documentPage.openPage" />
              </Link>
            </Button>
            <CloseButton size="sm" onClick={onClose} aria-label={intl.formatMessage({ id: 'common.close' })} />
          </HStack>
        </Flex>
        <Stack gap="1" fontSize="sm">
          <Text data-testid="document-sender">
            <FormattedMessage
              id="common.labelValue"
              values={{
                label: <FormattedMessage id="documents.details.sender" />,
                value: senderLabel(doc.sender) ?? intl.formatMessage({ id: noSenderMessageId(doc.source) }),
              }}
            />
          </Text>
          <Text>
            <FormattedMessage id="common.labelValue" values={{ label: <FormattedMessage id="documents.details.type" />, value: doc.type }} />
            {doc.pageCount ? (
              <>
                {' '}
                · <FormattedMessage id="documents.details.pages" values={{ count: doc.pageCount }} />
              </>
            ) : null}
            {' · '}
            <FileSize bytes={doc.sizeBytes} />
          </Text>
          <DocumentRisk document={doc} />
          <Flex gap="2" align="center">
            <FormattedMessage
              id="common.labelValue"
              values={{ label: <FormattedMessage id="documents.details.status" />, value: <StatusBadge status={doc.status} /> }}
            />
          </Flex>
        </Stack>
        {/* The verdict in words before anything to do or read further. */}
        <DocumentSummary document={doc} />
        <DocumentActions document={doc} onDone={onClose} />
        <Stack gap="1">
          <Heading size="sm">
            <FormattedMessage id="documents.details.findings" />
          </Heading>
          <DocumentViewer document={doc} />
        </Stack>
        <DocumentDownloads document={doc} />
      </Stack>
    </Box>
  );
}
