import { Box, Button, Flex, Grid, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { DocumentScreenQuery } from '../../__generated__/DocumentScreenQuery.graphql';
import type { DocumentScreen_document$key } from '../../__generated__/DocumentScreen_document.graphql';
import { FileSize } from '../../components/FileSize';
import { StatusBadge } from './DocumentBadges';
import { DeleteDocumentButton } from './DeleteDocumentButton';
import { DocumentActions } from './DocumentActions';
import { DocumentDownloads } from './DocumentDownloads';
import { DocumentHistory } from './DocumentHistory';
import { DocumentRisk } from './DocumentRisk';
import { DocumentSummary } from './DocumentSummary';
import { SignatureRequestPanel } from './SignatureRequestPanel';
import { noSenderMessageId, senderLabel } from './senderLabel';
import { DocumentViews, FindingsList, useFindingSelection, useViewedDocument } from './DocumentViewer';
import { useDocumentChangedSubscription } from './useDocumentChangedSubscription';
import { NotFoundPanel } from '../../components/NotFoundPanel';

export const documentScreenQuery = graphql`
  query DocumentScreenQuery($id: ID!) {
    node(id: $id) {
      ...DocumentScreen_document @alias
    }
  }
`;

/** Route variables: the document's global id, from the path. */
export const documentScreenVariables = (params: Record<string, string | undefined>) => ({ id: params.id ?? '' });

/**
 * /documents/:id: one document on its own page, its address shareable. The document drawn full
 * width with its risky clauses marked; beside it the findings, the analysis, the decisions, the
 * review history and the downloads. An id that is unknown or not the caller's organization's reads
 * as not found. Kept current by the documents subscription.
 */
export function DocumentScreen() {
  const data = usePreloadedQuery<DocumentScreenQuery>(documentScreenQuery, useLoaderData() as PreloadedQuery<DocumentScreenQuery>);
  useDocumentChangedSubscription(NO_CONNECTIONS);
  const document = data.node?.DocumentScreen_document;
  return (
    <Stack gap="5">
      <Box>
        <Button asChild variant="ghost" size="sm" ps="0" data-testid="document-back">
          <Link to="/documents">
            ← <FormattedMessage id="documentPage.back" />
          </Link>
        </Button>
      </Box>
      {document ? <DocumentPage document={document} /> : <DocumentNotFound />}
    </Stack>
  );
}

const NO_CONNECTIONS: string[] = [];

function DocumentNotFound() {
  return (
    <NotFoundPanel title="documentPage.notFound.title" body="documentPage.notFound.body" back="documentPage.back" to="/documents" testId="document-not-found" />
  );
}

function DocumentPage({ document }: { document: DocumentScreen_document$key }) {
  const intl = useIntl();
  const doc = useFragment(
    graphql`
      fragment DocumentScreen_document on Document {
        id
        title
        type
        status
        receivedAt
        pageCount
        sizeBytes
        source
        sender {
          name
          domain
        }
        ...DocumentViewer_document
        ...DocumentRisk_document
        ...DocumentSummary_document
        ...DocumentActions_document
        ...DocumentHistory_document
        ...DocumentDownloads_document
        ...DeleteDocumentButton_document
        ...SignatureRequestPanel_document
      }
    `,
    document,
  );
  const viewed = useViewedDocument(doc);
  const { active, select, focus, viewsRef } = useFindingSelection();
  const sender = senderLabel(doc.sender) ?? intl.formatMessage({ id: noSenderMessageId(doc.source) });
  return (
    <Stack gap="5" data-testid="document-page">
      <Stack gap="2" as="header">
        <Flex gap="3" align="center" wrap="wrap">
          <Heading as="h1" size="2xl" data-testid="document-page-title">
            {doc.title}
          </Heading>
          <StatusBadge status={doc.status} />
        </Flex>
        <HStack gap="4" wrap="wrap" fontSize="sm" color="fg.muted">
          <Text data-testid="document-sender">
            <FormattedMessage id="common.labelValue" values={{ label: <FormattedMessage id="documents.details.sender" />, value: sender }} />
          </Text>
          <Text data-testid="document-received">
            <FormattedMessage id="documentPage.received" values={{ date: <FormattedDate value={doc.receivedAt} dateStyle="long" timeStyle="short" /> }} />
          </Text>
          <Text>
            {doc.type}
            {doc.pageCount ? (
              <>
                {' '}
                · <FormattedMessage id="documents.details.pages" values={{ count: doc.pageCount }} />
              </>
            ) : null}
            {' · '}
            <FileSize bytes={doc.sizeBytes} />
          </Text>
        </HStack>
        <Box fontSize="sm">
          <DocumentRisk document={doc} />
        </Box>
      </Stack>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(300px, 2fr)' }} gap="5" alignItems="start">
        <Box borderWidth="1px" borderRadius="md" bg="white" p="3" data-testid="document-page-viewer">
          <DocumentViews {...viewed} active={active} onSelect={select} viewsRef={viewsRef} maxH="calc(100vh - 220px)" pdfMaxH="calc(100vh - 220px)" />
        </Box>
        <Stack gap="5">
          {/* The verdict first (the score and band head the page), then the decision, then the findings worst first. */}
          <Box
            borderWidth="1px"
            borderRadius="md"
            bg="white"
            p="4"
            display="flex"
            flexDirection="column"
            gap="3"
            _empty={{ display: 'none' }}
            data-testid="document-verdict"
          >
            <DocumentSummary document={doc} />
          </Box>
          <Box borderWidth="1px" borderRadius="md" bg="white" p="4">
            <Stack gap="3">
              <Heading size="sm">
                <FormattedMessage id="documentPage.decision" />
              </Heading>
              <DocumentActions document={doc} approveLabelId="documentPage.approveAndSign" />
              <DocumentDownloads document={doc} />
              <DeleteDocumentButton document={doc} />
            </Stack>
          </Box>
          <Box borderWidth="1px" borderRadius="md" bg="white" p="4" _empty={{ display: 'none' }}>
            <SignatureRequestPanel document={doc} />
          </Box>
          <Box borderWidth="1px" borderRadius="md" bg="white" p="4">
            <Stack gap="3">
              <Heading size="sm">
                <FormattedMessage id="documents.details.findings" />
              </Heading>
              <FindingsList findings={viewed.findings} active={active} onChoose={focus} />
            </Stack>
          </Box>
          <Box borderWidth="1px" borderRadius="md" bg="white" p="4">
            <DocumentHistory document={doc} />
          </Box>
        </Stack>
      </Grid>
    </Stack>
  );
}
