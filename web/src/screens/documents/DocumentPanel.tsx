import { Box, Button, Center, CloseButton, Flex, HStack, Heading, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { DocumentPanelQuery } from '../../__generated__/DocumentPanelQuery.graphql';
import type { DocumentPanel_document$key } from '../../__generated__/DocumentPanel_document.graphql';
import { RiskBadge, StatusBadge } from './DocumentBadges';
import { DocumentViewer } from './DocumentViewer';
import { useDocumentDecision, type Decision } from './documentMutations';
import { FileSize } from '../../components/FileSize';

/** Side panel of the documents screen: details, the highlighted document and, for a pending one, the decisions. */
export function DocumentPanel({ documentId, onClose }: { documentId: string | null; onClose: () => void }) {
  if (!documentId) {
    return (
      <Center borderWidth="1px" borderRadius="md" bg="white" p="8" color="fg.muted" data-testid="document-panel-empty">
        <FormattedMessage id="documents.selectDocument" />
      </Center>
    );
  }
  return (
    <Suspense fallback={<Center p="8"><Spinner /></Center>}>
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
        riskScore
        riskLevel
        summary
        keyPoints
        analysisStatus
        pageCount
        sizeBytes
        fileUrl
        signedFileUrl
        signedAt
        text
        sender {
          name
          domain
        }
        findings {
          category
          severity
          start
          end
          excerpt
          explanation
        }
      }
    `,
    document,
  );
  const [decide, deciding] = useDocumentDecision();
  const analyzing = doc.analysisStatus === 'QUEUED' || doc.analysisStatus === 'RUNNING';
  const act = (decision: Decision) => decide(decision, doc.id, onClose);
  return (
    <Box borderWidth="1px" borderRadius="md" bg="white" p="4" data-testid="document-panel">
      <Stack gap="4">
        <Flex justify="space-between" align="start" gap="2">
          <Heading size="lg" data-testid="document-panel-title">{doc.title}</Heading>
          <CloseButton size="sm" onClick={onClose} aria-label={intl.formatMessage({ id: 'common.close' })} />
        </Flex>
        <Stack gap="1" fontSize="sm">
          <Text>
            <FormattedMessage id="documents.details.sender" />: {doc.sender?.domain ?? intl.formatMessage({ id: 'documents.noSender' })}
          </Text>
          <Text>
            <FormattedMessage id="documents.details.type" />: {doc.type}
            {doc.pageCount ? <> · <FormattedMessage id="documents.details.pages" values={{ count: doc.pageCount }} /></> : null}
            {' · '}
            <FileSize bytes={doc.sizeBytes} />
          </Text>
          <Flex gap="2" align="center">
            {analyzing ? (
              <Text color="fg.muted" display="flex" gap="1" alignItems="center" data-testid="document-analyzing">
                <Spinner size="xs" /> <FormattedMessage id="documents.analyzing" />
              </Text>
            ) : (
              <>
                <RiskBadge score={doc.riskScore} />
                <Text>
                  <FormattedMessage id="documents.details.riskLevel" />: <FormattedMessage id={`risk.${doc.riskLevel}`} />
                </Text>
              </>
            )}
          </Flex>
          {doc.analysisStatus === 'FAILED' && (
            <Text color="orange.600" fontSize="xs">
              <FormattedMessage id="documents.analysisFailed" />
            </Text>
          )}
          <Flex gap="2" align="center">
            <FormattedMessage id="documents.details.status" />: <StatusBadge status={doc.status} />
          </Flex>
        </Stack>
        {doc.status === 'PENDING' ? (
          <Flex gap="2" wrap="wrap" data-testid="document-actions">
            <Button size="sm" colorPalette="green" onClick={() => act('approve')} disabled={deciding}>
              <FormattedMessage id="documents.approve" />
            </Button>
            <Button size="sm" variant="outline" onClick={() => act('requestCorrection')} disabled={deciding}>
              <FormattedMessage id="documents.requestCorrection" />
            </Button>
            <Button size="sm" colorPalette="red" variant="outline" onClick={() => act('refuse')} disabled={deciding}>
              <FormattedMessage id="documents.refuse" />
            </Button>
          </Flex>
        ) : (
          <Text fontSize="sm" color="fg.muted" data-testid="document-processed">
            <FormattedMessage id="documents.processedStatus" values={{ status: intl.formatMessage({ id: `status.${doc.status}` }) }} />
          </Text>
        )}
        {doc.summary && (
          <Stack gap="1">
            <Heading size="sm">
              <FormattedMessage id="documents.details.summary" />
            </Heading>
            <Text fontSize="sm">{doc.summary}</Text>
          </Stack>
        )}
        {doc.keyPoints.length > 0 && (
          <Stack gap="1">
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
        <Stack gap="1">
          <Heading size="sm">
            <FormattedMessage id="documents.details.findings" />
          </Heading>
          {doc.findings.length === 0 && (
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="documents.details.noFindings" />
            </Text>
          )}
          <DocumentViewer text={doc.text ?? null} findings={doc.findings} fileUrl={doc.fileUrl} isPdf={doc.type === 'PDF'} />
        </Stack>
        <HStack gap="3" wrap="wrap" data-testid="document-downloads">
          <Button asChild size="sm" variant="outline">
            <a href={doc.fileUrl} download>
              <FormattedMessage id="documents.details.downloadOriginal" />
            </a>
          </Button>
          {doc.signedFileUrl && (
            <Button asChild size="sm" colorPalette="brand" data-testid="download-signed">
              <a href={doc.signedFileUrl} download>
                <FormattedMessage id="documents.details.downloadSigned" />
              </a>
            </Button>
          )}
        </HStack>
      </Stack>
    </Box>
  );
}
